import { useMutation } from '@tanstack/react-query';
import type { Criteria, Recipe } from '@shared/schemas/recipes';
import { apiFetch } from '@web/lib/api';

export type RecipeAnswer = { success: true; message: string; recipe: Recipe };

/** POST /api/meals/generate-recipe: one recipe straight from the form, used when no dish type is chosen. */
export async function generateRecipe(form: Criteria): Promise<Recipe> {
  return (await apiFetch<RecipeAnswer>('/api/meals/generate-recipe', { body: form })).recipe;
}

export function useGenerateRecipe() {
  return useMutation({ mutationFn: generateRecipe });
}
