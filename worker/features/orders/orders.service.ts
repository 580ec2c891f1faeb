import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@shared/messages';
import { PANTRY_CATEGORY, SHOPPING_MESSAGES, type DriveProviderId, type OrderDetails, type ShoppingList } from '@shared/schemas/shopping';
import type { Member } from '../households/membership';
import { orders, shoppingLists } from '../../db/schema';
import type { ServiceDeps } from '../../lib/deps';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { runBatch } from '../../db/batch';
import { getOwnedList, listStub } from '../shopping/shopping.service';
import type { DriveProvider } from './drive-provider';

export interface OrdersDeps extends Pick<ServiceDeps, 'db' | 'now'> {
  /** The lists' Durable Objects: an order makes its list reload and broadcast. */
  lists: Env['SHOPPING_LIST'];
  providers: Record<DriveProviderId, DriveProvider>;
}

/** Order references readable on the phone with the drive: CRF-YYYYMMDD-XXXXXX. */
function orderReference(prefix: string, now: Date): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const code = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `${prefix}-${now.toISOString().slice(0, 10).replace(/-/g, '')}-${code}`;
}

/**
 * POST /api/orders (Premium checked by the route): sends the list's unticked items to the drive
 * partner and, only once it accepted the order, records it and marks the list ordered, in one D1
 * batch; then the list's Durable Object reloads and broadcasts the new status. A partner failure
 * writes nothing. The partner keys the order on the list id: asking again after a failure gives
 * back the same basket and order, and the unique index on orders.shopping_list_id keeps one row.
 */
export async function placeOrder(
  deps: OrdersDeps,
  member: Member,
  shoppingListId: string,
  providerId: DriveProviderId,
): Promise<{ orderId: string; orderDetails: OrderDetails }> {
  const { db } = deps;
  const provider = deps.providers[providerId];
  if (!provider) throw badRequest(SHOPPING_MESSAGES.providerUnknown);
  if (!provider.enabled) throw badRequest(SHOPPING_MESSAGES.providerDisabled);
  const list = await getOwnedList(db, member, shoppingListId);
  if (!list) throw notFound(MESSAGES.shoppingListNotFound);
  if (list.status === 'ordered' || list.driveOrderId) throw conflict(SHOPPING_MESSAGES.alreadyOrdered);
  if (list.items.length === 0) throw badRequest(SHOPPING_MESSAGES.emptyList);
  // The pantry section ("Vous avez sûrement déjà": a pinch of salt, a spoon of oil) is not bought.
  const toBuy = list.items.filter((i) => !i.purchased && i.category !== PANTRY_CATEGORY);
  if (toBuy.length === 0) throw badRequest(SHOPPING_MESSAGES.nothingToOrder);

  const order = await provider.placeOrder(list, toBuy);
  const now = deps.now();
  const nowIso = now.toISOString();
  const orderId = orderReference('CRF', now);
  const orderDetails: OrderDetails = {
    provider: provider.id,
    status: order.status,
    date: nowIso,
    total: order.totalCents / 100,
    missing: order.missing,
    demo: order.demo,
    partnerOrderId: order.partnerOrderId,
  };
  try {
    await runBatch(db, [
      db.insert(orders).values({
        id: orderId,
        userId: member.id,
        shoppingListId: list.id,
        provider: provider.id,
        status: order.status,
        basket: order.basket,
        createdAt: nowIso,
        totalCents: order.totalCents,
        missing: order.missing,
        demo: order.demo,
        partnerOrderId: order.partnerOrderId,
      }),
      db
        .update(shoppingLists)
        .set({ status: 'ordered', driveOrderId: orderId, orderDetails, updatedAt: nowIso })
        .where(and(eq(shoppingLists.id, list.id), eq(shoppingLists.householdId, member.householdId))),
    ]);
  } catch (error) {
    // Two orders racing: the unique index on orders.shopping_list_id lets one batch through.
    if (
      /UNIQUE constraint failed/i.test(
        String((error as Error)?.message ?? error) + String((error as { cause?: Error })?.cause?.message ?? ''),
      )
    ) {
      throw conflict(SHOPPING_MESSAGES.alreadyOrdered);
    }
    throw error;
  }
  await listStub(deps.lists, list.id).refresh(list.id);
  return { orderId, orderDetails };
}

/**
 * The list as read, with its order's status read again from the partner while the order is not
 * ready yet. A change is written (order row and list, one batch) and broadcast by the list's object;
 * when the partner cannot be reached the stored status is kept and shown.
 */
export async function refreshOrderStatus(deps: OrdersDeps, list: ShoppingList): Promise<ShoppingList> {
  const details = list.orderDetails;
  if (list.status !== 'ordered' || !details?.partnerOrderId || details.status === 'ready' || !list.driveOrderId) return list;
  const provider = deps.providers[details.provider as DriveProviderId];
  if (!provider?.enabled) return list;
  let status: string;
  try {
    status = await provider.orderStatus(details.partnerOrderId);
  } catch {
    return list;
  }
  if (status === details.status) return list;
  const orderDetails = { ...details, status };
  const nowIso = deps.now().toISOString();
  await runBatch(deps.db, [
    deps.db.update(orders).set({ status }).where(eq(orders.id, list.driveOrderId)),
    deps.db.update(shoppingLists).set({ orderDetails, updatedAt: nowIso }).where(eq(shoppingLists.id, list.id)),
  ]);
  await listStub(deps.lists, list.id).refresh(list.id);
  return { ...list, orderDetails };
}
