import { useQuery } from '@tanstack/react-query';
import type { z } from '@shared/validation';
import type { favoritesResponseSchema } from '@shared/schemas/meals';
import { apiFetch } from '@web/lib/api';

export const favoritesKey = ['meal-favorites'] as const;
export type FavoritesAnswer = z.infer<typeof favoritesResponseSchema>;

/** GET /api/meals/favorites → the user's favourite recipe ids. */
export async function getFavorites(signal?: AbortSignal): Promise<string[]> {
  const { data } = await apiFetch<FavoritesAnswer>('/api/meals/favorites', { signal });
  return data.recipeIds;
}

export function useFavorites() {
  return useQuery({ queryKey: favoritesKey, queryFn: ({ signal }) => getFavorites(signal), staleTime: 60_000 });
}
