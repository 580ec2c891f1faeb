import { useMutation } from '@tanstack/react-query';
import type { ShoppingList, UpdateItemsBody } from '@shared/schemas/shopping';
import { apiFetch } from '@web/lib/api';
import type { ShoppingListAnswer } from './get-shopping-list';

/** PUT /api/shopping/:id {items: [{_id, quantity, purchased}]} → the list after the change (spec §4 edit mode). */
export async function updateShoppingList(listId: string, items: UpdateItemsBody['items']): Promise<ShoppingList> {
  const { data } = await apiFetch<ShoppingListAnswer>(`/api/shopping/${encodeURIComponent(listId)}`, { method: 'PUT', body: { items } });
  return data;
}

export function useUpdateShoppingList(listId: string) {
  return useMutation({ mutationFn: (items: UpdateItemsBody['items']) => updateShoppingList(listId, items) });
}
