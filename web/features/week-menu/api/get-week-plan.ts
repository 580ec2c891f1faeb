import { useQuery } from '@tanstack/react-query';
import type { z } from '@shared/validation';
import type { WeekNutrition, WeekPlan, weekPlanResponseSchema } from '@shared/schemas/week-menu';
import { apiFetch } from '@web/lib/api';
import { readLastWeekMenu } from '../utils/last-week-menu';

export type WeekPlanAnswer = z.infer<typeof weekPlanResponseSchema>;

/**
 * The week plan with this id, as the server has it now (after a meal was replaced from the
 * inspiration page): GET /api/week-menu/:id. Falls back to the copy kept in sessionStorage when
 * the server cannot answer, so step 4 is restored either way.
 */
export async function getWeekPlan(id: string, signal?: AbortSignal): Promise<{ weekPlan: WeekPlan; nutrition?: WeekNutrition }> {
  try {
    const { weekPlan, nutrition } = await apiFetch<WeekPlanAnswer>(`/api/week-menu/${encodeURIComponent(id)}`, { signal });
    return { weekPlan, nutrition };
  } catch (error) {
    const stored = readLastWeekMenu();
    if (stored?.weekPlan.id === id) return { weekPlan: stored.weekPlan, nutrition: stored.nutrition };
    throw error;
  }
}

export function useWeekPlan(id: string | null) {
  return useQuery({
    queryKey: ['week-plan', id],
    queryFn: ({ signal }) => getWeekPlan(id as string, signal),
    enabled: Boolean(id),
    // Always the server's latest (a meal may have just been replaced): no cached copy is shown first.
    gcTime: 0,
  });
}
