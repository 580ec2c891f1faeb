import { useQuery } from '@tanstack/react-query';
import type { UserRecipe } from '@shared/schemas/recipes';
import { apiFetch } from '@web/lib/api';

export type UserRecipesAnswer = { success: true; message: string; recipes: UserRecipe[] };

/** GET /api/user-recipes: the recipes the user can rate. */
export async function getUserRecipes(signal?: AbortSignal): Promise<UserRecipe[]> {
  return (await apiFetch<UserRecipesAnswer>('/api/user-recipes', { signal })).recipes;
}

export const userRecipesQueryKey = ['user-recipes'] as const;

export function useUserRecipes() {
  return useQuery({ queryKey: userRecipesQueryKey, queryFn: ({ signal }) => getUserRecipes(signal) });
}
