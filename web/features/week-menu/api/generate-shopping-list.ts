import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from '@shared/validation';
import type { generateShoppingListResponseSchema, WeekPlan } from '@shared/schemas/week-menu';
import { apiFetch } from '@web/lib/api';
import { currentShoppingListKey } from '@web/lib/current-shopping-list';

export type GenerateShoppingListAnswer = z.infer<typeof generateShoppingListResponseSchema>;

/** POST /api/generate-shopping-list. */
export function generateShoppingList(weekPlan: WeekPlan): Promise<GenerateShoppingListAnswer> {
  return apiFetch<GenerateShoppingListAnswer>('/api/generate-shopping-list', { body: { weekPlan } });
}

export function useGenerateShoppingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateShoppingList,
    // The new list becomes the current one: the header's badge reads it again.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: currentShoppingListKey, exact: true }),
  });
}
