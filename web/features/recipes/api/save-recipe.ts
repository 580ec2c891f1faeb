import { useMutation } from '@tanstack/react-query';
import type { z } from '@shared/validation';
import type { Criteria, Recipe, saveRecipeResponseSchema } from '@shared/schemas/recipes';
import { apiFetch } from '@web/lib/api';

export type SaveRecipeInput = Recipe & { criteria: Criteria; savedAt: string };

/** POST /api/save-recipe from the recipe page: the whole recipe plus its criteria and savedAt. */
export function saveRecipe(input: SaveRecipeInput): Promise<z.infer<typeof saveRecipeResponseSchema>> {
  return apiFetch<z.infer<typeof saveRecipeResponseSchema>>('/api/save-recipe', { body: input });
}

export function useSaveRecipe() {
  return useMutation({ mutationFn: saveRecipe });
}
