import type { ListOp, ShoppingList } from '@shared/schemas/shopping';
import { apiFetch } from '@web/lib/api';
import type { ShoppingListAnswer } from './get-shopping-list';

/** POST /api/shopping/:id/ops {ops} → the list after the changes (each operation id applied once). */
export async function applyOps(listId: string, ops: ListOp[]): Promise<ShoppingList> {
  const { data } = await apiFetch<ShoppingListAnswer>(`/api/shopping/${encodeURIComponent(listId)}/ops`, { method: 'POST', body: { ops } });
  return data;
}
