import { useMutation } from '@tanstack/react-query';
import type { z } from '@shared/validation';
import type { weekPlanResponseSchema } from '@shared/schemas/week-menu';
import { apiFetch } from '@web/lib/api';

/** The week plan after the change, with its nutrition. */
export type ReplaceMealAnswer = z.infer<typeof weekPlanResponseSchema>;

export type ReplaceMealInput = { weekPlanId: string; day: string; mealType: string; recipeId: string };

/** POST /api/week-menu/replace-meal: the chosen recipe takes the place of a meal of the week menu. */
export function replaceMeal(input: ReplaceMealInput): Promise<ReplaceMealAnswer> {
  return apiFetch<ReplaceMealAnswer>('/api/week-menu/replace-meal', { body: input });
}

export function useReplaceMeal() {
  return useMutation({ mutationFn: replaceMeal });
}
