import { useEffect } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from '@shared/validation';
import type { ShoppingList, shoppingListResponseSchema } from '@shared/schemas/shopping';
import { ApiError, apiFetch } from '@web/lib/api';
import { dropListCopy, listCopy, saveListCopy } from '@web/lib/offline-queue';

/** GET /api/shopping/:id and both PUTs answer the list. */
export type ShoppingListAnswer = z.infer<typeof shoppingListResponseSchema>;

export const shoppingListKey = (id: string) => ['shopping-list', id] as const;

/** GET /api/shopping/:id → data = the list. */
export async function getShoppingList(id: string, signal?: AbortSignal): Promise<ShoppingList> {
  const { data } = await apiFetch<ShoppingListAnswer>(`/api/shopping/${encodeURIComponent(id)}`, { signal });
  return data;
}

/**
 * The newer of two states of a list: this device's copy (read while the network was away) or an
 * HTTP answer overtaken by a live push must not replace what the screen shows.
 */
export function newerList(shown: ShoppingList | undefined, incoming: ShoppingList): ShoppingList {
  return shown?.updatedAt && incoming.updatedAt && incoming.updatedAt < shown.updatedAt ? shown : incoming;
}

/** Puts a state of the list in the cache unless the cache already holds a newer one. */
export function keepNewerList(queryClient: QueryClient, list: ShoppingList): void {
  queryClient.setQueryData<ShoppingList>(shoppingListKey(list.id), (shown) => newerList(shown, list));
}

/**
 * The list, offline first: this device's copy of it (IndexedDB, web/lib/offline-queue.ts) is shown
 * at once while the server is asked, and stands in for the server's answer when there is no
 * network. Every state the screen gets (answer, live push) is written back to the copy, so a list
 * shown once opens again in the shop without signal. A 404 forgets the copy: the list is no
 * longer this account's.
 */
export function useShoppingList(id: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: shoppingListKey(id),
    queryFn: async ({ signal }) => {
      const shown = () => queryClient.getQueryData<ShoppingList>(shoppingListKey(id));
      try {
        return newerList(shown(), await getShoppingList(id, signal));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) void dropListCopy(id);
        // No answer at all (no network): the copy, unless the screen already shows a newer state.
        const copy = error instanceof ApiError && error.status === 0 ? await listCopy(id) : null;
        if (copy) return newerList(shown(), copy);
        throw error;
      }
    },
    staleTime: 0,
  });

  useEffect(() => {
    let cancelled = false;
    void listCopy(id).then((copy) => {
      // Only while nothing came yet: an answer (a 404 included) already says more than the copy.
      if (cancelled || !copy || queryClient.getQueryState(shoppingListKey(id))?.status !== 'pending') return;
      queryClient.setQueryData<ShoppingList>(shoppingListKey(id), (shown) => shown ?? copy);
    });
    return () => {
      cancelled = true;
    };
  }, [id, queryClient]);

  const { data } = query;
  useEffect(() => {
    if (data) void saveListCopy(data).catch((error: unknown) => console.error('Copie de la liste non enregistrée', error));
  }, [data]);

  return query;
}
