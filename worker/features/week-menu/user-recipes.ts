// The user's recipes as the planner sees them, and copies of corpus recipes in the user's recipes
// (every id of a week plan opens at /recette/{id}, served from the recipes table).

import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recipes } from '../../db/schema';
import { newRecipeRow, toDraft } from '../recipes/recipes.service';
import type { RecipeDraft, PlannerCandidate } from '../../kitchen/index';
import { toCandidate } from '../../kitchen/index';

/** Stored recipe → engine draft (one conversion for the whole app: recipes.service's). */
export const draftFromRow = toDraft;

/** A row of the recipes table holding `draft` for the user: its own tree root, source = the corpus id. */
export function recipeRowFromDraft(userId: string, draft: RecipeDraft, nowIso: string) {
  return newRecipeRow(draft, { userId, generatedAt: nowIso });
}

export type RecipeRow = typeof recipes.$inferSelect;

/** How many of the user's most recent recipes the planner considers. */
const OWN_RECIPES_LIMIT = 300;

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
  const rows = await db
    .select()
    .from(recipes)
    .where(eq(recipes.userId, userId))
    .orderBy(desc(recipes.generatedAt))
    .limit(OWN_RECIPES_LIMIT);
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
