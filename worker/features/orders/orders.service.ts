import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '../../../shared/messages';
import { SHOPPING_MESSAGES, type DriveProviderId } from '../../../shared/schemas/shopping';
import type { Db } from '../../db/client';
import { orders, shoppingLists } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { runBatch } from '../meal-plans/meal-plans.service';
import { getOwnedList, listStub, type ShoppingDeps } from '../shopping/shopping.service';
import type { DriveProvider } from './drive-provider';

export interface OrdersDeps extends ShoppingDeps {
  db: Db;
  providers: Record<DriveProviderId, DriveProvider>;
}

/**
 * POST /api/orders (Premium checked by the route): sends the list's unticked items to the drive,
 * records the order and marks the list ordered, all in one D1 batch; then the list's Durable Object
 * reloads and broadcasts the new status.
 */
export async function placeOrder(deps: OrdersDeps, userId: string, shoppingListId: string, providerId: DriveProviderId): Promise<{ orderId: string }> {
  const { db } = deps;
  const provider = deps.providers[providerId];
  if (!provider) throw badRequest(SHOPPING_MESSAGES.providerUnknown);
  if (!provider.enabled) throw badRequest(SHOPPING_MESSAGES.providerDisabled);
  const list = await getOwnedList(db, userId, shoppingListId);
  if (!list) throw notFound(MESSAGES.shoppingListNotFound);
  if (list.status === 'ordered' || list.driveOrderId) throw conflict(SHOPPING_MESSAGES.alreadyOrdered);
  if (list.items.length === 0) throw badRequest(SHOPPING_MESSAGES.emptyList);
  const toBuy = list.items.filter((i) => !i.purchased);
  if (toBuy.length === 0) throw badRequest(SHOPPING_MESSAGES.nothingToOrder);

  const order = await provider.placeOrder(list, toBuy);
  const nowIso = deps.now.toISOString();
  try {
    await runBatch(db, [
      db.insert(orders).values({ id: order.orderId, userId, shoppingListId: list.id, provider: provider.id, status: order.status, basket: order.basket, createdAt: nowIso }),
      db
        .update(shoppingLists)
        .set({ status: 'ordered', driveOrderId: order.orderId, orderDetails: { provider: provider.id, status: order.status, date: nowIso }, updatedAt: nowIso })
        .where(and(eq(shoppingLists.id, list.id), eq(shoppingLists.userId, userId))),
    ]);
  } catch (error) {
    // Two orders racing: the unique index on orders.shopping_list_id lets one batch through.
    if (/UNIQUE constraint failed/i.test(String((error as Error)?.message ?? error) + String((error as { cause?: Error })?.cause?.message ?? ''))) {
      throw conflict(SHOPPING_MESSAGES.alreadyOrdered);
    }
    throw error;
  }
  await listStub(deps.lists, list.id).refresh(list.id);
  return { orderId: order.orderId };
}
