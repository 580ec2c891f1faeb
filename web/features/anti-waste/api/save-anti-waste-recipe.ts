import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';

export type SaveAntiWasteInput = { recipeId: string; usedIngredients: string[] };

/** POST /api/save-recipe, anti-waste form: recipeId, fromAntiWaste, savedAt, usedIngredients (saveRecipeBodySchema). */
export function saveAntiWasteRecipe({ recipeId, usedIngredients }: SaveAntiWasteInput): Promise<unknown> {
  return apiFetch<unknown>('/api/save-recipe', {
    body: { recipeId, fromAntiWaste: true, savedAt: new Date().toISOString(), usedIngredients },
  });
}

export function useSaveAntiWasteRecipe() {
  return useMutation({ mutationFn: saveAntiWasteRecipe });
}
