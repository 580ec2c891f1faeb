import { useQuery } from '@tanstack/react-query';
import type { z } from '@shared/validation';
import type { Suggestion, suggestionsResponseSchema } from '@shared/schemas/recipes';
import { apiFetch } from '@web/lib/api';

export type DashboardSuggestion = Suggestion & { type: string };

/**
 * POST /api/meals/recipe-suggestions with an empty form: ideas for the household from its profile
 * alone. The dashboard shows the first `count`, one dish type after another.
 */
export async function getHouseholdSuggestions(count: number, signal?: AbortSignal): Promise<DashboardSuggestion[]> {
  const { data } = await apiFetch<z.infer<typeof suggestionsResponseSchema>>('/api/meals/recipe-suggestions', { body: {}, signal });
  // Round-robin over the groups, so four cards are not four soups.
  const byGroup = data.suggestions.map((group) => group.suggestions.map((s) => ({ ...s, type: group.type })));
  const picked: DashboardSuggestion[] = [];
  for (let i = 0; picked.length < count && byGroup.some((g) => g.length > i); i++) {
    for (const group of byGroup) if (group[i] && picked.length < count) picked.push(group[i]!);
  }
  return picked;
}

export function useHouseholdSuggestions(count = 4) {
  return useQuery({
    queryKey: ['household-suggestions', count],
    queryFn: ({ signal }) => getHouseholdSuggestions(count, signal),
    staleTime: 10 * 60_000,
  });
}
