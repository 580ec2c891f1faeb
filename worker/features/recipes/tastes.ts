// The household's ratings and favourites, read from D1 for the suggestions and the week planner:
// stars on the rating page (recipe_ratings), stars on meals of saved week plans (meal_plan_meals) and
// favourites (PUT /api/meals/favorites), each joined to the rated recipe (its corpus source and main
// ingredient). One D1 batch, one round trip.

import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favorites, mealPlanMeals, mealPlans, recipeRatings, recipes } from '../../db/schema';
import type { Tastes, TasteSignal } from '../../kitchen/index';
import { authoredInHousehold, ownedBy, type Member } from '../households/membership';
import { buildTastes, mainIngredientId } from '../../kitchen/index';

export interface HouseholdTastes {
  tastes: Tastes;
  /** The favourited recipes' ids and the corpus ids they were copied from. */
  favoriteIds: Set<string>;
}

type RecipeRef = {
  recipeId: string;
  sourceRecipeId: string | null;
  body: { ingredients: { name: string; quantity: number; unity: string; ingredientId?: string | null }[] };
};

export async function loadTastes(db: Db, member: Member): Promise<HouseholdTastes> {
  const userId = member.id;
  const authored = authoredInHousehold(db, recipes.userId, member.householdId);
  const recipeCols = { recipeId: recipes.id, sourceRecipeId: recipes.sourceRecipeId, body: recipes.body };
  const [rated, favorited, mealRated] = await db.batch([
    db
      .select({ ...recipeCols, rating: recipeRatings.rating })
      .from(recipeRatings)
      .innerJoin(recipes, and(eq(recipes.id, recipeRatings.recipeId), authored))
      .where(and(eq(recipeRatings.userId, userId), isNotNull(recipeRatings.rating))),
    db
      .select(recipeCols)
      .from(favorites)
      .innerJoin(recipes, and(eq(recipes.id, favorites.recipeId), authored))
      .where(ownedBy(favorites.householdId, member)),
    db
      .select({ ...recipeCols, rating: mealPlanMeals.rating })
      .from(mealPlanMeals)
      .innerJoin(mealPlans, eq(mealPlans.id, mealPlanMeals.mealPlanId))
      .innerJoin(recipes, and(eq(recipes.id, mealPlanMeals.recipeId), authored))
      .where(and(ownedBy(mealPlans.householdId, member), isNotNull(mealPlanMeals.rating))),
  ]);

  const signals = new Map<string, TasteSignal>();
  const signalOf = (r: RecipeRef): TasteSignal => {
    let s = signals.get(r.recipeId);
    if (!s) {
      const lines = r.body.ingredients.map((l) => ({ ...l, ingredientId: l.ingredientId ?? null }));
      s = {
        recipeId: r.recipeId,
        sourceRecipeId: r.sourceRecipeId,
        recipeRating: null,
        mealRatings: [],
        favorite: false,
        mainIngredientId: mainIngredientId(lines),
      };
      signals.set(r.recipeId, s);
    }
    return s;
  };
  for (const r of rated) signalOf(r).recipeRating = r.rating;
  for (const r of mealRated) signalOf(r).mealRatings = [...signalOf(r).mealRatings, r.rating as number];
  const favoriteIds = new Set<string>();
  for (const r of favorited) {
    signalOf(r).favorite = true;
    favoriteIds.add(r.recipeId);
    if (r.sourceRecipeId) favoriteIds.add(r.sourceRecipeId);
  }
  return { tastes: buildTastes([...signals.values()]), favoriteIds };
}
