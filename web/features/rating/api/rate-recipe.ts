import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from '@shared/validation';
import type { okResponseSchema, UserRecipe } from '@shared/schemas/recipes';
import { apiFetch } from '@web/lib/api';
import { userRecipesQueryKey } from './get-user-recipes';

export type RateInput = { recipeId: string; rating: number };

/** POST /api/rate-recipe. */
export function rateRecipe(input: RateInput): Promise<z.infer<typeof okResponseSchema>> {
  return apiFetch<z.infer<typeof okResponseSchema>>('/api/rate-recipe', { body: input });
}

/** The stars change only once the server has confirmed (never optimistically). */
export function useRateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rateRecipe,
    onSuccess: (_answer, { recipeId, rating }) => {
      queryClient.setQueryData<UserRecipe[]>(userRecipesQueryKey, (list) =>
        list?.map((recipe) => (recipe.id === recipeId ? { ...recipe, userRating: rating } : recipe)),
      );
    },
  });
}
