import { useMutation } from '@tanstack/react-query';
import type { z } from '@shared/validation';
import type { Criteria, Recipe, recipeAnswerSchema } from '@shared/schemas/recipes';
import { apiFetch } from '@web/lib/api';

export type RecipeAnswer = z.infer<typeof recipeAnswerSchema>;

/** POST /api/meals/generate-recipe: one recipe straight from the form, used when no dish type is chosen. */
export async function generateRecipe(form: Criteria): Promise<Recipe> {
  return (await apiFetch<RecipeAnswer>('/api/meals/generate-recipe', { body: form })).recipe;
}

export function useGenerateRecipe() {
  return useMutation({ mutationFn: generateRecipe });
}
