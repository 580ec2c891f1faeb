import { useQuery } from '@tanstack/react-query';
import type { z } from '@shared/validation';
import type { ShoppingList, shoppingListResponseSchema } from '@shared/schemas/shopping';
import { apiFetch } from '@web/lib/api';

/** GET /api/shopping/:id and both PUTs answer the list. */
export type ShoppingListAnswer = z.infer<typeof shoppingListResponseSchema>;

export const shoppingListKey = (id: string) => ['shopping-list', id] as const;

/** GET /api/shopping/:id → data = the list (spec §7). */
export async function getShoppingList(id: string, signal?: AbortSignal): Promise<ShoppingList> {
  const { data } = await apiFetch<ShoppingListAnswer>(`/api/shopping/${encodeURIComponent(id)}`, { signal });
  return data;
}

export function useShoppingList(id: string) {
  return useQuery({ queryKey: shoppingListKey(id), queryFn: ({ signal }) => getShoppingList(id, signal), staleTime: 0 });
}
