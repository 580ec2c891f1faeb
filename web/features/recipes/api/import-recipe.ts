import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from '@shared/validation';
import type { ImportedRecipe, ImportRecipeBody, importRecipeResponseSchema } from '@shared/schemas/recipe-import';
import { apiFetchWithStatus } from '@web/lib/api';
import { userTreesQueryKey } from './get-user-trees';

export type ImportRecipeAnswer = z.infer<typeof importRecipeResponseSchema>;
/** `created`: a new recipe (201); false: the household had already imported this link (200, the existing recipe). */
export type ImportResult = { created: boolean; recipe: ImportedRecipe };

/** POST /api/recipes/import with `{ url }`, `{ url, html }` or `{ text }`. */
export async function importRecipe(body: ImportRecipeBody): Promise<ImportResult> {
  const { status, data } = await apiFetchWithStatus<ImportRecipeAnswer>('/api/recipes/import', { body });
  return { created: status === 201, recipe: data.data.recipe };
}

export function useImportRecipe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importRecipe,
    // « Mes recettes » lists the new tree when the member goes back to it.
    onSuccess: () => client.invalidateQueries({ queryKey: userTreesQueryKey }),
  });
}
