import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from '@shared/validation';
import type { calendarFeedResponseSchema } from '@shared/schemas/calendar';
import { apiFetch } from '@web/lib/api';

export type CalendarFeedAnswer = z.infer<typeof calendarFeedResponseSchema>;

// Not under 'household': joining or leaving a household resets every other query, this address included.
export const calendarFeedKey = ['calendar-feed'] as const;

/** GET /api/households/calendar → the household's feed address (created at the first call). */
export async function getCalendarFeed(signal?: AbortSignal): Promise<CalendarFeedAnswer['data']> {
  return (await apiFetch<CalendarFeedAnswer>('/api/households/calendar', { signal })).data;
}

/** POST /api/households/calendar/rotate → a new address; the old one stops working at once. */
export async function rotateCalendarFeed(): Promise<CalendarFeedAnswer> {
  return apiFetch<CalendarFeedAnswer>('/api/households/calendar/rotate', { body: {} });
}

/** Asked only once the panel is opened: a plan viewed without it creates no address. */
export function useCalendarFeed(enabled: boolean) {
  return useQuery({ queryKey: calendarFeedKey, queryFn: ({ signal }) => getCalendarFeed(signal), enabled });
}

export function useRotateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateCalendarFeed,
    onSuccess: (answer) => queryClient.setQueryData(calendarFeedKey, answer.data),
  });
}
