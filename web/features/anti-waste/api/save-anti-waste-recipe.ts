import { useMutation } from '@tanstack/react-query';
import type { z } from '@shared/validation';
import type { saveRecipeResponseSchema } from '@shared/schemas/recipes';
import { apiFetch } from '@web/lib/api';

export type SaveAntiWasteInput = { recipeId: string; usedIngredients: string[] };

/** POST /api/save-recipe, anti-waste form: recipeId, fromAntiWaste, savedAt, usedIngredients (saveRecipeBodySchema). */
export function saveAntiWasteRecipe({ recipeId, usedIngredients }: SaveAntiWasteInput): Promise<z.infer<typeof saveRecipeResponseSchema>> {
  return apiFetch<z.infer<typeof saveRecipeResponseSchema>>('/api/save-recipe', {
    body: { recipeId, fromAntiWaste: true, savedAt: new Date().toISOString(), usedIngredients },
  });
}

export function useSaveAntiWasteRecipe() {
  return useMutation({ mutationFn: saveAntiWasteRecipe });
}
