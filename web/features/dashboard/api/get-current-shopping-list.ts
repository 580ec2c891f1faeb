import { useQuery } from '@tanstack/react-query';
import type { z } from '@shared/validation';
import type { currentShoppingListResponseSchema } from '@shared/schemas/shopping';
import { apiFetch } from '@web/lib/api';

type CurrentShoppingListAnswer = z.infer<typeof currentShoppingListResponseSchema>;
export type CurrentShoppingList = NonNullable<CurrentShoppingListAnswer['data']>;

/** GET /api/shopping/current → data = the latest list's id and counts, or null. */
export async function getCurrentShoppingList(signal?: AbortSignal): Promise<CurrentShoppingList | null> {
  const { data } = await apiFetch<CurrentShoppingListAnswer>('/api/shopping/current', { signal });
  return data;
}

export function useCurrentShoppingList() {
  return useQuery({ queryKey: ['shopping-list', 'current'], queryFn: ({ signal }) => getCurrentShoppingList(signal), staleTime: 0 });
}
