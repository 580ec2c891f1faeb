import { useQuery } from '@tanstack/react-query';
import { fetchCommonIngredients } from '@web/lib/common-ingredients';

/** GET /api/common-ingredients (fallback: the spec's 15 common foods), cached for the session. */
export function useCommonIngredients() {
  return useQuery({ queryKey: ['common-ingredients'], queryFn: ({ signal }) => fetchCommonIngredients(signal), staleTime: Infinity });
}
