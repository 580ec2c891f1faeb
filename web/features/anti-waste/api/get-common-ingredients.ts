import { useQuery } from '@tanstack/react-query';
import { fetchCommonIngredients } from '@web/lib/common-ingredients';

/** GET /api/common-ingredients (fallback: the 15 common foods of shared/options.ts), cached for the session. */
export function useCommonIngredients() {
  return useQuery({ queryKey: ['common-ingredients'], queryFn: ({ signal }) => fetchCommonIngredients(signal), staleTime: Infinity });
}
