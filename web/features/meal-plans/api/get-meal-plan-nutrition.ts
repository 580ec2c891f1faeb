import { useQuery } from '@tanstack/react-query';
import type { z } from '@shared/validation';
import type { weekPlanResponseSchema } from '@shared/schemas/week-menu';
import { apiFetch } from '@web/lib/api';

export type MealPlanNutrition = z.infer<typeof weekPlanResponseSchema>;

/**
 * GET /api/week-menu/meal-plan/:id: the week plan this meal plan was saved from, with each day's
 * nutrition per person, the targets, and each meal's portion factor and Nutri-Score. A meal plan made
 * otherwise answers 404: the screen then shows no gauges.
 */
export async function getMealPlanNutrition(mealPlanId: string, signal?: AbortSignal): Promise<MealPlanNutrition> {
  return apiFetch<MealPlanNutrition>(`/api/week-menu/meal-plan/${encodeURIComponent(mealPlanId)}`, { signal });
}

export function useMealPlanNutrition(mealPlanId: string) {
  return useQuery({
    queryKey: ['meal-plan-nutrition', mealPlanId],
    queryFn: ({ signal }) => getMealPlanNutrition(mealPlanId, signal),
    retry: false,
  });
}
