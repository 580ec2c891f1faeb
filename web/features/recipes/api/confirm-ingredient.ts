import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from '@shared/validation';
import type { ConfirmIngredientBody, ImportedRecipe, importedRecipeResponseSchema } from '@shared/schemas/recipe-import';
import { apiFetch } from '@web/lib/api';
import { recipeQueryKey, type RecipeDetail } from './get-recipe';

export type ConfirmIngredientInput = { recipeId: string; index: number; body: ConfirmIngredientBody };

/** PUT /api/recipes/:id/ingredients/:index (from 0): confirms or corrects one line; answers the recipe as re-derived. */
export async function confirmIngredient({ recipeId, index, body }: ConfirmIngredientInput): Promise<ImportedRecipe> {
  const answer = await apiFetch<z.infer<typeof importedRecipeResponseSchema>>(
    `/api/recipes/${encodeURIComponent(recipeId)}/ingredients/${index}`,
    { method: 'PUT', body },
  );
  return answer.data.recipe;
}

export function useConfirmIngredient() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmIngredient,
    // The page shows the server's recipe (allergens, nutrition and lines re-derived), never a local guess.
    onSuccess: (recipe, { recipeId }) =>
      client.setQueryData<RecipeDetail>(recipeQueryKey(recipeId), (detail) => (detail ? { ...detail, recipe } : detail)),
  });
}
