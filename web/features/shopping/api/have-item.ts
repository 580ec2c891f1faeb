import type { ShoppingList } from '@shared/schemas/shopping';
import type { PantryAmount } from '@shared/schemas/households';
import { apiFetch } from '@web/lib/api';

/** How much the household has; none is « assez ». */
export type HaveAmount = PantryAmount;
import type { ShoppingListAnswer } from './get-shopping-list';

/**
 * POST /api/shopping/:id/items/:itemId/have: the household has this already. The server adds it to
 * the pantry and answers the list (the item under « Vous avez sûrement déjà », or gone when the
 * household hides its pantry) with its French message.
 */
export async function haveItem(
  listId: string,
  itemId: string,
  amount?: HaveAmount,
): Promise<{ list: ShoppingList; message: string | null }> {
  const answer = await apiFetch<ShoppingListAnswer>(
    `/api/shopping/${encodeURIComponent(listId)}/items/${encodeURIComponent(itemId)}/have`,
    { method: 'POST', body: amount ?? {} },
  );
  return { list: answer.data, message: answer.message ?? null };
}
