import { useQuery } from '@tanstack/react-query';
import type { z } from '@shared/validation';
import type { recipeDetailResponseSchema } from '@shared/schemas/recipes';
import { apiFetch } from '@web/lib/api';

export type RecipeDetailAnswer = z.infer<typeof recipeDetailResponseSchema>;
export type RecipeDetail = RecipeDetailAnswer['data'];

/** The planned meal a recipe page serves (?weekPlanId=..&day=..&mealType=..), or none: the recipe as stored. */
export type ServedMealParams = { weekPlanId: string; day: string; mealType: string } | null;

/**
 * GET /api/meals/recipe/:recipeId: the recipe and its family tree of versions; with a planned meal,
 * the recipe as that meal serves it (the week's people × its portion factor) and `served`.
 */
export async function getRecipe(recipeId: string, signal?: AbortSignal, meal: ServedMealParams = null): Promise<RecipeDetail> {
  const query = meal ? `?${new URLSearchParams(meal).toString()}` : '';
  return (await apiFetch<RecipeDetailAnswer>(`/api/meals/recipe/${encodeURIComponent(recipeId)}${query}`, { signal })).data;
}

export const recipeQueryKey = (recipeId: string) => ['recipe', recipeId] as const;

export function useRecipe(recipeId: string, meal: ServedMealParams = null) {
  return useQuery({
    queryKey: meal ? [...recipeQueryKey(recipeId), meal.weekPlanId, meal.day, meal.mealType] : recipeQueryKey(recipeId),
    queryFn: async ({ signal }) => {
      try {
        return await getRecipe(recipeId, signal, meal);
      } catch (error) {
        // A detail load failure is only logged; the page then says 'Recette non trouvée'.
        console.error(error);
        throw error;
      }
    },
    retry: false,
  });
}
