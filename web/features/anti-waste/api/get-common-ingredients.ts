import { useQuery } from '@tanstack/react-query';
import { COMMON_INGREDIENTS_FALLBACK } from '@shared/options';
import { apiFetch } from '@web/lib/api';

/** GET /api/common-ingredients; on failure the 15 common foods of the spec §7 fallback. */
export async function getCommonIngredients(signal?: AbortSignal): Promise<string[]> {
  try {
    return (await apiFetch<{ ingredients: string[] }>('/api/common-ingredients', { signal })).ingredients;
  } catch {
    return [...COMMON_INGREDIENTS_FALLBACK];
  }
}

export function useCommonIngredients() {
  return useQuery({ queryKey: ['common-ingredients'], queryFn: ({ signal }) => getCommonIngredients(signal), staleTime: Infinity });
}
