import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FavoriteBody } from '@shared/schemas/meals';
import { apiFetch } from '@web/lib/api';
import { favoritesKey, type FavoritesAnswer } from './get-favorites';

/** PUT /api/meals/favorites {recipeId, favorite} → the favourite ids after the change. */
export async function setFavorite(body: FavoriteBody): Promise<string[]> {
  const { data } = await apiFetch<FavoritesAnswer>('/api/meals/favorites', { method: 'PUT', body });
  return data.recipeIds;
}

/** Optimistic heart: filled at once, back as it was if the server refuses. */
export function useSetFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFavorite,
    onMutate: async ({ recipeId, favorite }) => {
      await queryClient.cancelQueries({ queryKey: favoritesKey });
      const previous = queryClient.getQueryData<string[]>(favoritesKey);
      const base = (previous ?? []).filter((id) => id !== recipeId);
      queryClient.setQueryData(favoritesKey, favorite ? [recipeId, ...base] : base);
      return { previous };
    },
    onError: (error, _body, context) => {
      console.error('Erreur lors de la mise à jour des favoris', error);
      queryClient.setQueryData(favoritesKey, context?.previous);
    },
    onSuccess: (ids) => queryClient.setQueryData(favoritesKey, ids),
  });
}
