import { useMutation } from '@tanstack/react-query';
import type { ShoppingList } from '@shared/schemas/shopping';
import { apiFetch } from '@web/lib/api';
import type { ShoppingListAnswer } from './get-shopping-list';

/** PUT /api/shopping/:id/purchase {itemIds, purchased} → the list after the change. */
export async function purchaseItems(listId: string, itemIds: string[], purchased: boolean): Promise<ShoppingList> {
  const { data } = await apiFetch<ShoppingListAnswer>(`/api/shopping/${encodeURIComponent(listId)}/purchase`, {
    method: 'PUT',
    body: { itemIds, purchased },
  });
  return data;
}

export function usePurchaseItems(listId: string) {
  return useMutation({ mutationFn: ({ itemIds, purchased }: { itemIds: string[]; purchased: boolean }) => purchaseItems(listId, itemIds, purchased) });
}
