import { useMutation } from '@tanstack/react-query';
import type { z } from '@shared/validation';
import type { saveWeekMenuResponseSchema, WeekMenuPreferences, WeekPlan } from '@shared/schemas/week-menu';
import { apiFetch } from '@web/lib/api';

export type SaveWeekMenuInput = { weekPlan: WeekPlan; preferences: WeekMenuPreferences; generatedAt: string };
export type SaveWeekMenuAnswer = z.infer<typeof saveWeekMenuResponseSchema>;

/** POST /api/save-week-menu: the week plan becomes a meal plan. */
export function saveWeekMenu(input: SaveWeekMenuInput): Promise<SaveWeekMenuAnswer> {
  return apiFetch<SaveWeekMenuAnswer>('/api/save-week-menu', { body: input });
}

export function useSaveWeekMenu() {
  return useMutation({ mutationFn: saveWeekMenu });
}
