import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from '@shared/validation';
import type { importedRecipeResponseSchema, RecipeMetaBody } from '@shared/schemas/recipe-import';
import { apiFetch } from '@web/lib/api';
import { recipeQueryKey, type RecipeDetail } from './get-recipe';

export type UpdateRecipeMetaInput = { recipeId: string; body: RecipeMetaBody };
export type UpdateRecipeMetaAnswer = z.infer<typeof importedRecipeResponseSchema>;

/** PUT /api/recipes/:id/meta: the household's dish type and meal types; answers the recipe as re-derived and the server's message. */
export function updateRecipeMeta({ recipeId, body }: UpdateRecipeMetaInput): Promise<UpdateRecipeMetaAnswer> {
  return apiFetch<UpdateRecipeMetaAnswer>(`/api/recipes/${encodeURIComponent(recipeId)}/meta`, { method: 'PUT', body });
}

export function useUpdateRecipeMeta() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateRecipeMeta,
    // The page shows what the server stored (dish type, meal types), never a local guess.
    onSuccess: (answer, { recipeId }) =>
      client.setQueryData<RecipeDetail>(recipeQueryKey(recipeId), (detail) =>
        detail ? { ...detail, recipe: answer.data.recipe } : detail,
      ),
  });
}
