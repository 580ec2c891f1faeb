import { useMutation } from '@tanstack/react-query';
import type { WeekMenuPreferences, WeekMenuResponse } from '@shared/schemas/week-menu';
import { apiFetch } from '@web/lib/api';

/** POST /api/generate-week-menu. */
export function generateWeekMenu(preferences: WeekMenuPreferences): Promise<WeekMenuResponse> {
  return apiFetch<WeekMenuResponse>('/api/generate-week-menu', { body: preferences });
}

export function useGenerateWeekMenu() {
  return useMutation({ mutationFn: generateWeekMenu });
}
