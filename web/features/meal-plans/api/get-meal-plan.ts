import { useQuery } from '@tanstack/react-query';
import type { z } from '@shared/validation';
import type { MealPlan, mealPlanResponseSchema } from '@shared/schemas/meals';
import { apiFetch } from '@web/lib/api';

export type MealPlanAnswer = z.infer<typeof mealPlanResponseSchema>;

export const mealPlanKey = (id: string) => ['meal-plan', id] as const;

/** GET /api/meals/:id → data = the meal plan. */
export async function getMealPlan(id: string, signal?: AbortSignal): Promise<MealPlan> {
  const { data } = await apiFetch<MealPlanAnswer>(`/api/meals/${encodeURIComponent(id)}`, { signal });
  return data;
}

export function useMealPlan(id: string) {
  return useQuery({ queryKey: mealPlanKey(id), queryFn: ({ signal }) => getMealPlan(id, signal) });
}
