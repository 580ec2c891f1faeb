import { useQuery } from '@tanstack/react-query';
import type { CurrentHousehold, householdResponseSchema, Pantry, pantryResponseSchema } from '@shared/schemas/households';
import type { z } from '@shared/validation';
import { apiFetch } from './api';

// The signed-in user's household, read by the household screens and by the profile's summary: one
// query key, so a change made on « Mon foyer » shows on the profile without another request.

export const currentHouseholdKey = ['household', 'current'] as const;
/** The household's pantry: « Mon foyer » edits it, the list's « J'ai déjà » adds to it. */
export const pantryKey = ['household', 'pantry'] as const;

/** GET /api/households/current → data = the household with its members. */
export async function fetchCurrentHousehold(signal?: AbortSignal): Promise<CurrentHousehold> {
  return (await apiFetch<z.infer<typeof householdResponseSchema>>('/api/households/current', { signal })).data;
}

export function useCurrentHousehold() {
  // Read again on every visit: someone else may have joined, left or renamed it meanwhile.
  return useQuery({ queryKey: currentHouseholdKey, queryFn: ({ signal }) => fetchCurrentHousehold(signal), staleTime: 0 });
}

/** GET /api/households/pantry → « Mes placards »: its mode and items. */
export async function fetchPantry(signal?: AbortSignal): Promise<Pantry> {
  return (await apiFetch<z.infer<typeof pantryResponseSchema>>('/api/households/pantry', { signal })).data;
}

/** The pantry, for « Mon foyer » and « Cuisiner sans gaspiller »: one cache entry. */
export function usePantry() {
  return useQuery({ queryKey: pantryKey, queryFn: ({ signal }) => fetchPantry(signal) });
}
