// The user's recipes as the planner sees them, and copies of corpus recipes in the user's recipes
// (every id of a week plan opens at /recette/{id}, served from the recipes table).

import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recipes, type RecipeBody } from '../../db/schema';
import { newId } from '../../db/schema/ids';
import type { RecipeDraft } from '../../kitchen/engine';
import { toCandidate, type PlannerCandidate } from '../../kitchen/planner';

export type RecipeRow = typeof recipes.$inferSelect;

/** How many of the user's most recent recipes the planner considers. */
const OWN_RECIPES_LIMIT = 300;

export function draftFromRow(row: RecipeRow): RecipeDraft {
  const b = row.body;
  return {
    title: row.title,
    description: row.description,
    dishType: row.dishType,
    cuisine: row.cuisine,
    complexity: row.complexity,
    prepTime: row.prepTime,
    cookTime: row.cookTime,
    servings: row.servings,
    ingredients: (b.ingredients ?? []).map((i) => ({ ...i, ingredientId: i.ingredientId ?? null })),
    instructions: b.instructions ?? [],
    variantSuggestions: b.variantSuggestions ?? [],
    improvementSuggestions: b.improvementSuggestions ?? [],
    sideDishSuggestions: b.sideDishSuggestions ?? [],
    imageUrl: row.imageUrl,
    allergens: b.allergens ?? [],
    diets: b.diets ?? [],
    nutritionPerPortion: b.nutritionPerPortion ?? { kcal: 0, proteines: 0, glucides: 0, lipides: 0, fibres: 0, sel: 0 },
    costPerPortion: b.costPerPortion ?? 0,
    seasonMonths: b.seasonMonths ?? [],
    tags: b.tags ?? [],
    sourceRecipeId: row.sourceRecipeId,
  };
}

/** A row of the recipes table holding `draft` for the user: its own tree root, source = the corpus id. */
export function recipeRowFromDraft(userId: string, draft: RecipeDraft, nowIso: string): typeof recipes.$inferInsert & { id: string } {
  const id = newId();
  const body: RecipeBody = {
    ingredients: draft.ingredients.map((i) => ({ name: i.name, quantity: i.quantity, unity: i.unity, ingredientId: i.ingredientId })),
    instructions: draft.instructions,
    variantSuggestions: draft.variantSuggestions,
    improvementSuggestions: draft.improvementSuggestions,
    sideDishSuggestions: draft.sideDishSuggestions,
    allergens: draft.allergens,
    diets: draft.diets,
    nutritionPerPortion: draft.nutritionPerPortion,
    costPerPortion: draft.costPerPortion,
    seasonMonths: draft.seasonMonths,
    tags: draft.tags,
  };
  return {
    id,
    userId,
    parentId: null,
    rootId: id,
    sourceRecipeId: draft.sourceRecipeId,
    title: draft.title,
    description: draft.description,
    dishType: draft.dishType,
    cuisine: draft.cuisine,
    complexity: draft.complexity,
    prepTime: draft.prepTime,
    cookTime: draft.cookTime,
    servings: draft.servings,
    imageUrl: draft.imageUrl,
    body,
    generatedAt: nowIso,
  };
}

/** A plain copy of a corpus recipe (a tree root that names its source), as opposed to the user's own creations and variants. */
export function isCorpusCopy(row: Pick<RecipeRow, 'sourceRecipeId' | 'parentId'>): boolean {
  return row.sourceRecipeId !== null && row.parentId === null;
}

export interface UserRecipes {
  /** Corpus id → the user's oldest plain copy of it (the one suggestions call already_generated_recipe_id). */
  copies: Map<string, RecipeRow>;
  /** The user's own recipes (generated, variants) as planner candidates. */
  own: PlannerCandidate[];
}

export async function loadUserRecipes(db: Db, userId: string): Promise<UserRecipes> {
  const rows = await db.select().from(recipes).where(eq(recipes.userId, userId)).orderBy(desc(recipes.generatedAt)).limit(OWN_RECIPES_LIMIT);
  const copies = new Map<string, RecipeRow>();
  const own: PlannerCandidate[] = [];
  for (const row of rows) {
    if (isCorpusCopy(row)) {
      // Newest first: the last one met is the oldest.
      copies.set(row.sourceRecipeId as string, row);
    } else {
      own.push(toCandidate('user', row.id, draftFromRow(row), null));
    }
  }
  return { copies, own };
}

/** The user's oldest root copy of a corpus recipe, if any. */
export async function findCorpusCopy(db: Db, userId: string, corpusId: string): Promise<RecipeRow | undefined> {
  const [row] = await db
    .select()
    .from(recipes)
    .where(and(eq(recipes.userId, userId), eq(recipes.sourceRecipeId, corpusId), isNull(recipes.parentId)))
    .orderBy(asc(recipes.generatedAt))
    .limit(1);
  return row;
}
