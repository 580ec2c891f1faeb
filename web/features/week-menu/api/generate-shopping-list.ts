import { useMutation } from '@tanstack/react-query';
import type { z } from '@shared/validation';
import type { generateShoppingListResponseSchema, WeekPlan } from '@shared/schemas/week-menu';
import { apiFetch } from '@web/lib/api';

export type GenerateShoppingListAnswer = z.infer<typeof generateShoppingListResponseSchema>;

/** POST /api/generate-shopping-list. */
export function generateShoppingList(weekPlan: WeekPlan): Promise<GenerateShoppingListAnswer> {
  return apiFetch<GenerateShoppingListAnswer>('/api/generate-shopping-list', { body: { weekPlan } });
}

export function useGenerateShoppingList() {
  return useMutation({ mutationFn: generateShoppingList });
}
