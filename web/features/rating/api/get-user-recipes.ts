import { useQuery } from '@tanstack/react-query';
import type { z } from '@shared/validation';
import type { UserRecipe, userRecipesResponseSchema } from '@shared/schemas/recipes';
import { apiFetch } from '@web/lib/api';

export type UserRecipesAnswer = z.infer<typeof userRecipesResponseSchema>;

/** GET /api/user-recipes: the recipes the user can rate. */
export async function getUserRecipes(signal?: AbortSignal): Promise<UserRecipe[]> {
  return (await apiFetch<UserRecipesAnswer>('/api/user-recipes', { signal })).recipes;
}

export const userRecipesQueryKey = ['user-recipes'] as const;

export function useUserRecipes() {
  return useQuery({ queryKey: userRecipesQueryKey, queryFn: ({ signal }) => getUserRecipes(signal) });
}
