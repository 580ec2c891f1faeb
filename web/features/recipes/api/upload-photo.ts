import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from '@shared/validation';
import type { photoResponseSchema } from '@shared/schemas/images';
import { apiFetch } from '@web/lib/api';
import { recipeQueryKey } from './get-recipe';

export type PhotoAnswer = z.infer<typeof photoResponseSchema>;

/** POST /api/recipes/:id/photo with the (already resized) image as the body; answers its signed address. */
export async function uploadPhoto(recipeId: string, photo: Blob): Promise<string> {
  return (await apiFetch<PhotoAnswer>(`/api/recipes/${encodeURIComponent(recipeId)}/photo`, { body: photo })).data.imageUrl;
}

export function useUploadPhoto(recipeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (photo: Blob) => uploadPhoto(recipeId, photo),
    // The recipe read again carries the new picture (cards and other tabs too).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipeQueryKey(recipeId) }),
  });
}
