import { useQuery } from '@tanstack/react-query';
import type { z } from '@shared/validation';
import type { plannableRecipesResponseSchema } from '@shared/schemas/week-menu';
import { apiFetch } from '@web/lib/api';

export type PlannableRecipes = z.infer<typeof plannableRecipesResponseSchema>['data'];

/** GET /api/recipes/plannable: how many of the household's own recipes the planner could choose, and how many wait for a check. */
export async function getPlannableRecipes(signal?: AbortSignal): Promise<PlannableRecipes> {
  return (await apiFetch<z.infer<typeof plannableRecipesResponseSchema>>('/api/recipes/plannable', { signal })).data;
}

export function usePlannableRecipes() {
  return useQuery({ queryKey: ['plannable-recipes'], queryFn: ({ signal }) => getPlannableRecipes(signal), retry: false });
}
