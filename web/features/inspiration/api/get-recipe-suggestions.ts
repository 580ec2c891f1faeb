import { useMutation } from '@tanstack/react-query';
import type { z } from '@shared/validation';
import type { Criteria, SuggestionGroup, suggestionsResponseSchema } from '@shared/schemas/recipes';
import { apiFetch } from '@web/lib/api';

export type SuggestionsAnswer = z.infer<typeof suggestionsResponseSchema>;

/** POST /api/meals/recipe-suggestions: suggestion cards grouped by dish type. */
export async function getRecipeSuggestions(form: Criteria): Promise<SuggestionGroup[]> {
  const answer = await apiFetch<SuggestionsAnswer>('/api/meals/recipe-suggestions', { body: form });
  return answer.data.suggestions;
}

export function useRecipeSuggestions() {
  return useMutation({ mutationFn: getRecipeSuggestions });
}
