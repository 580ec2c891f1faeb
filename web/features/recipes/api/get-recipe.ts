import { useQuery } from '@tanstack/react-query';
import type { z } from '@shared/validation';
import type { recipeDetailResponseSchema } from '@shared/schemas/recipes';
import { apiFetch } from '@web/lib/api';

export type RecipeDetailAnswer = z.infer<typeof recipeDetailResponseSchema>;
export type RecipeDetail = RecipeDetailAnswer['data'];

/** GET /api/meals/recipe/:recipeId: the recipe and its family tree of versions. */
export async function getRecipe(recipeId: string, signal?: AbortSignal): Promise<RecipeDetail> {
  return (await apiFetch<RecipeDetailAnswer>(`/api/meals/recipe/${encodeURIComponent(recipeId)}`, { signal })).data;
}

export const recipeQueryKey = (recipeId: string) => ['recipe', recipeId] as const;

export function useRecipe(recipeId: string) {
  return useQuery({
    queryKey: recipeQueryKey(recipeId),
    queryFn: async ({ signal }) => {
      try {
        return await getRecipe(recipeId, signal);
      } catch (error) {
        // A detail load failure is only logged; the page then says 'Recette non trouvée'.
        console.error(error);
        throw error;
      }
    },
    retry: false,
  });
}
