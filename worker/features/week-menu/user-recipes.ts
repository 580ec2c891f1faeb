// The user's recipes as the planner sees them, and copies of corpus recipes in the user's recipes
// (every id of a week plan opens at /recette/{id}, served from the recipes table).

import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recipes } from '../../db/schema';
import { newRecipeRow, toDraft } from '../recipes/recipes.service';
import type { EaterProfile, RecipeDraft, PlannerCandidate } from '../../kitchen/index';
import { checkRecipeSafety, toCandidate } from '../../kitchen/index';
import type { WeekMealType } from '@shared/schemas/week-menu';
import { WEEK_MEAL_TYPES } from '@shared/options';
import { IMPORT_API_MESSAGES } from '@shared/schemas/recipe-import';
import { authoredInHousehold } from '../households/membership';
import { plannerHold } from '../recipes/import/imported-lines';

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
  /** The household's own recipes (imported, generated, variants; any member's) as planner candidates. */
  own: PlannerCandidate[];
}

/** An own recipe as a candidate: meal types a member chose hold even where the dish type would not give them. */
function ownCandidate(row: RecipeRow): PlannerCandidate {
  const candidate = toCandidate('user', row.id, draftFromRow(row), row.body.mealTypes ?? null);
  if (!row.body.mealTypesChosen || !row.body.mealTypes) return candidate;
  const chosen = new Set<WeekMealType>(WEEK_MEAL_TYPES.filter((t) => row.body.mealTypes!.includes(t)));
  return { ...candidate, mealTypes: chosen };
}

export async function loadUserRecipes(db: Db, user: { id: string; householdId: string }): Promise<UserRecipes> {
  const rows = await db
    .select()
    .from(recipes)
    .where(authoredInHousehold(db, recipes.userId, user.householdId))
    .orderBy(desc(recipes.generatedAt))
    .limit(OWN_RECIPES_LIMIT);
  const copies = new Map<string, RecipeRow>();
  const own: PlannerCandidate[] = [];
  for (const row of rows) {
    if (isCorpusCopy(row)) {
      // Newest first: the last one met is the oldest. Copies are the user's own (the plan's rows are written for it).
      if (row.userId === user.id) copies.set(row.sourceRecipeId as string, row);
    } else {
      own.push(ownCandidate(row));
    }
  }
  return { copies, own };
}

/**
 * The own recipes the planner may consider for the week's profile: an imported recipe whose written lines
 * break the profile is left out, and one with a line nobody confirmed yet is held back from a household
 * with allergies or diets, with the French sentence the plan shows (`held`).
 */
export function screenOwnRecipes(own: readonly PlannerCandidate[], profile: EaterProfile): { own: PlannerCandidate[]; held: string[] } {
  const kept: PlannerCandidate[] = [];
  const held: string[] = [];
  for (const c of own) {
    const hold = plannerHold(c.draft, profile);
    if (!hold) kept.push(c);
    else if (hold.kind === 'unconfirmed' && c.mealTypes.size > 0)
      held.push(IMPORT_API_MESSAGES.awaitingConfirmation(c.draft.title, hold.lines));
  }
  return { own: kept, held };
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

/**
 * How many of the household's own recipes the planner could choose for its profile (safe, filling a week
 * meal type, no line waiting for a member), and how many wait for a member to confirm a line.
 */
export function plannableCounts(own: readonly PlannerCandidate[], profile: EaterProfile): { count: number; awaitingConfirmation: number } {
  let count = 0;
  let awaitingConfirmation = 0;
  for (const c of own) {
    if (c.mealTypes.size === 0) continue;
    const hold = plannerHold(c.draft, profile);
    if (hold?.kind === 'unconfirmed') awaitingConfirmation += 1;
    else if (!hold && checkRecipeSafety(c.draft, profile).safe) count += 1;
  }
  return { count, awaitingConfirmation };
}
