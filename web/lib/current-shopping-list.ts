import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { z } from '@shared/validation';
import type { currentShoppingListResponseSchema } from '@shared/schemas/shopping';
import { apiFetch } from './api';

type CurrentShoppingListAnswer = z.infer<typeof currentShoppingListResponseSchema>;
export type CurrentShoppingList = NonNullable<CurrentShoppingListAnswer['data']>;

/** The cache entry of the current (latest) list, shared by the header's cart badge and the dashboard. */
export const currentShoppingListKey = ['shopping-list', 'current'] as const;

/** GET /api/shopping/current → data = the latest list's id and counts, or null. */
export async function getCurrentShoppingList(signal?: AbortSignal): Promise<CurrentShoppingList | null> {
  const { data } = await apiFetch<CurrentShoppingListAnswer>('/api/shopping/current', { signal });
  return data;
}

export function useCurrentShoppingList(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: currentShoppingListKey,
    queryFn: ({ signal }) => getCurrentShoppingList(signal),
    staleTime: 0,
    enabled: options.enabled ?? true,
  });
}

/** The list's screen knows how many items are left: the badge shows it at once, with no request. */
export function setCurrentListRemaining(queryClient: QueryClient, listId: string, remaining: number): void {
  queryClient.setQueryData<CurrentShoppingList | null>(currentShoppingListKey, (current) =>
    current && current.id === listId && current.remaining !== remaining ? { ...current, remaining } : current,
  );
}
