import { useMutation } from '@tanstack/react-query';
import type { z } from '@shared/validation';
import type { AntiWasteBody, antiWasteResponseSchema } from '@shared/schemas/recipes';
import { apiFetch } from '@web/lib/api';

/** `limitedToFree`: a Free user got the first results only, and `message` invites them to go Premium.
 *  `unrecognizedMessage`: the inputs that were not understood as food, left out of every recipe. */
export type AntiWasteAnswer = z.infer<typeof antiWasteResponseSchema>;

/** POST /api/generate-recipes-from-ingredients: recipes that use what is left in the kitchen. */
export function generateRecipesFromIngredients(form: AntiWasteBody): Promise<AntiWasteAnswer> {
  return apiFetch<AntiWasteAnswer>('/api/generate-recipes-from-ingredients', { body: form });
}

export function useGenerateRecipesFromIngredients() {
  return useMutation({ mutationFn: generateRecipesFromIngredients });
}
