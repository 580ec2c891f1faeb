import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';

export type ReplaceMealInput = { weekPlanId: string; day: string; mealType: string; recipeId: string };

/** POST /api/week-menu/replace-meal: the chosen recipe takes the place of a meal of the week menu. */
export function replaceMeal(input: ReplaceMealInput): Promise<unknown> {
  return apiFetch<unknown>('/api/week-menu/replace-meal', { body: input });
}

export function useReplaceMeal() {
  return useMutation({ mutationFn: replaceMeal });
}
