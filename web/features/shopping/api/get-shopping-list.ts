import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from '@shared/validation';
import type { ShoppingList, shoppingListResponseSchema } from '@shared/schemas/shopping';
import { apiFetch } from '@web/lib/api';

/** GET /api/shopping/:id and both PUTs answer the list. */
export type ShoppingListAnswer = z.infer<typeof shoppingListResponseSchema>;

export const shoppingListKey = (id: string) => ['shopping-list', id] as const;

/** GET /api/shopping/:id → data = the list. */
export async function getShoppingList(id: string, signal?: AbortSignal): Promise<ShoppingList> {
  const { data } = await apiFetch<ShoppingListAnswer>(`/api/shopping/${encodeURIComponent(id)}`, { signal });
  return data;
}

/**
 * The newer of two states of a list: an answer read from the service worker's copy (the network
 * just came back) or an HTTP answer overtaken by a live push must not replace what the screen shows.
 */
export function newerList(shown: ShoppingList | undefined, incoming: ShoppingList): ShoppingList {
  return shown?.updatedAt && incoming.updatedAt && incoming.updatedAt < shown.updatedAt ? shown : incoming;
}

/** Puts a state of the list in the cache unless the cache already holds a newer one. */
export function keepNewerList(queryClient: QueryClient, list: ShoppingList): void {
  queryClient.setQueryData<ShoppingList>(shoppingListKey(list.id), (shown) => newerList(shown, list));
}

export function useShoppingList(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: shoppingListKey(id),
    queryFn: async ({ signal }) =>
      newerList(queryClient.getQueryData<ShoppingList>(shoppingListKey(id)), await getShoppingList(id, signal)),
    staleTime: 0,
  });
}
