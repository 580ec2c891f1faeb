import { useQuery } from '@tanstack/react-query';
import type { z } from '@shared/validation';
import type { currentMealPlanResponseSchema, MealPlan } from '@shared/schemas/meals';
import { ApiError, apiFetch } from '@web/lib/api';

/**
 * GET /api/meals/current → data = the plan covering today, else the latest saved one, or null.
 * A 404 (a server without the route: '/api/meals/:id' with id 'current') also reads "no plan yet".
 */
export async function getCurrentMealPlan(signal?: AbortSignal): Promise<MealPlan | null> {
  try {
    const { data } = await apiFetch<z.infer<typeof currentMealPlanResponseSchema>>('/api/meals/current', { signal });
    return data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useCurrentMealPlan() {
  return useQuery({ queryKey: ['meal-plan', 'current'], queryFn: ({ signal }) => getCurrentMealPlan(signal) });
}
