import { MESSAGES } from '@shared/messages';
import {
  addedItemId,
  addItemBodySchema,
  applyOpsBodySchema,
  isAddedItemIdOf,
  LIVE_PROTOCOL,
  LIVE_TOKEN_PREFIX,
  purchaseBodySchema,
  haveItemBodySchema,
  haveItemParamSchema,
  SHOPPING_MESSAGES,
  updateItemsBodySchema,
  type currentShoppingListResponseSchema,
  type shoppingListResponseSchema,
} from '@shared/schemas/shopping';
import { formatZodError, type z } from '@shared/validation';
import { newId } from '../../db/schema/ids';
import { serviceDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { createRouter } from '../../lib/router';
import { validate } from '../../lib/validate';
import { getPantry } from '../households/pantry.service';
import { PANTRY_MESSAGES, type pantryResponseSchema } from '@shared/schemas/households';
import { finishShopping } from './pantry-finish';
import { memberOf } from '../households/membership';
import { bearerToken, requireSession, requireUser, resolveSession } from '../users/session';
import { driveProviders, partnerConfig } from '../orders/drive-provider';
import { refreshOrderStatus } from '../orders/orders.service';
import { LIST_ID_HEADER, USER_ID_HEADER } from './shopping-list.do';
import { currentList, listStub, mutateOwnedList, orderedList, ownedListRow, type ShoppingDeps } from './shopping.service';
import type { Context } from 'hono';
import type { AppEnv } from '../../env';

const deps = (c: Context<AppEnv>): ShoppingDeps => ({ ...serviceDeps(c), lists: c.env.SHOPPING_LIST });

/** Each answer is written against the response schema the web parses it with. */
type Answer<S extends z.ZodType> = z.infer<S>;

/** Browsers cannot set Authorization on a WebSocket: the token comes as the 'bearer.<token>' subprotocol. */
function tokenFromProtocols(header: string | undefined): string | null {
  for (const p of (header ?? '').split(',')) {
    const value = p.trim();
    if (value.startsWith(LIVE_TOKEN_PREFIX) && value.length > LIVE_TOKEN_PREFIX.length) return value.slice(LIVE_TOKEN_PREFIX.length);
  }
  return null;
}

// '/current' before '/:id', or '/:id' would catch it.
export const shoppingRoutes = createRouter()
  .get('/current', requireUser, async (c) => {
    const data = await currentList(deps(c), memberOf(c.get('user')));
    return c.json({ success: true as const, data } satisfies Answer<typeof currentShoppingListResponseSchema>);
  })
  .get('/:id/live', async (c) => {
    if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket') throw new AppError(426, SHOPPING_MESSAGES.websocketRequired);
    const token = tokenFromProtocols(c.req.header('Sec-WebSocket-Protocol')) ?? bearerToken(c.req.header('Authorization'));
    const user = token ? await resolveSession(c.env.SESSIONS, c.get('db'), token) : null;
    if (!user) throw new AppError(401, MESSAGES.unauthorized);
    const id = c.req.param('id');
    await ownedListRow(deps(c), memberOf(user), id);
    // Only what the object needs: the token stays here.
    const forwarded = new Request(c.req.url, {
      headers: { Upgrade: 'websocket', [LIST_ID_HEADER]: id, [USER_ID_HEADER]: user.id, 'Sec-WebSocket-Protocol': LIVE_PROTOCOL },
    });
    return listStub(c.env.SHOPPING_LIST, id).fetch(forwarded);
  })
  // Reading a list is the other hot path (every device re-reads it; docs/decisions/036-list-hot-path.md): the light
  // session check, then the list's object, which checks the member and answers the JSON text it keeps,
  // sent as is (no D1 read, no parse, no second serialisation).
  .get('/:id', requireSession, async (c) => {
    const id = c.req.param('id');
    const read = await listStub(c.env.SHOPPING_LIST, id).readJson(id, c.get('userId'));
    if (!read.ok) throw new AppError(read.status, read.message);
    if (read.ordered) {
      // An ordered list (read rarely: the shopping is done) is read from D1, where the order is
      // recorded, and shows its order's status as the drive partner reports it now.
      const list = await orderedList(deps(c), id);
      const data = await refreshOrderStatus({ ...deps(c), providers: driveProviders(partnerConfig(c.env)) }, list);
      return c.json({ success: true as const, data } satisfies Answer<typeof shoppingListResponseSchema>);
    }
    return c.body(`{"success":true,"data":${read.json}}`, 200, { 'Content-Type': 'application/json' });
  })
  // Ticks and edits are the hot path (a household ticking in the shop): the light session check, no
  // D1 read; the list's Durable Object checks the owner.
  .put('/:id/purchase', requireSession, validate('json', purchaseBodySchema), async (c) => {
    const { itemIds, purchased } = c.req.valid('json');
    const id = c.req.param('id');
    const list = await mutateOwnedList(deps(c), id, (stub) => stub.purchase(id, c.get('userId'), itemIds, purchased));
    return c.json({ success: true as const, message: SHOPPING_MESSAGES.itemsUpdated, data: list } satisfies Answer<
      typeof shoppingListResponseSchema
    >);
  })
  // Changes made on a device (its offline queue replayed in order, or one change made online).
  .post('/:id/ops', requireSession, validate('json', applyOpsBodySchema), async (c) => {
    const { ops } = c.req.valid('json');
    const id = c.req.param('id');
    if (ops.some((op) => op.kind === 'add' && !isAddedItemIdOf(id, op.itemId))) throw new AppError(400, SHOPPING_MESSAGES.itemIdInvalid);
    const list = await mutateOwnedList(deps(c), id, (stub) => stub.applyOps(id, c.get('userId'), ops));
    return c.json({ success: true as const, message: SHOPPING_MESSAGES.itemsUpdated, data: list } satisfies Answer<
      typeof shoppingListResponseSchema
    >);
  })
  .post('/:id/items', requireSession, validate('json', addItemBodySchema), async (c) => {
    const body = c.req.valid('json');
    const id = c.req.param('id');
    const d = deps(c);
    const op = { kind: 'add' as const, opId: newId(), at: d.now().getTime(), itemId: addedItemId(id, newId()), ...body };
    const list = await mutateOwnedList(d, id, (stub) => stub.applyOps(id, c.get('userId'), [op]));
    return c.json(
      { success: true as const, message: SHOPPING_MESSAGES.itemAdded, data: list } satisfies Answer<typeof shoppingListResponseSchema>,
      201,
    );
  })
  // « J'ai déjà »: the item's staple joins the household's pantry, and the item moves to the pantry
  // section (or leaves the list when the household hides its pantry), live to everyone on the list.
  // « Courses terminées »: the ticked items go in the household's pantry, once.
  .post('/:id/finish', requireUser, async (c) => {
    const data = await finishShopping(deps(c), memberOf(c.get('user')), c.req.param('id'));
    return c.json({ success: true as const, message: PANTRY_MESSAGES.finished, data } satisfies z.infer<typeof pantryResponseSchema>);
  })
  .post('/:id/items/:itemId/have', requireUser, validate('param', haveItemParamSchema), async (c) => {
    const { id, itemId } = c.req.valid('param');
    // The body is optional (older clients send none, or {}): no quantity is « assez ».
    const body = haveItemBodySchema.safeParse(await c.req.json().catch(() => ({})));
    if (!body.success) throw new AppError(400, formatZodError(body.error));
    const { quantity, unit } = body.data;
    const pantry = await getPantry(deps(c), memberOf(c.get('user')));
    const have = {
      mode: pantry.mode,
      items: pantry.items.map((item) => item.name),
      ...(quantity !== undefined && unit !== undefined ? { amount: { quantity, unit } } : {}),
    };
    const list = await mutateOwnedList(deps(c), id, (stub) => stub.haveItem(id, c.get('userId'), itemId, have));
    const message = pantry.mode === 'hidden' ? SHOPPING_MESSAGES.removedAsPantry : SHOPPING_MESSAGES.movedToPantry;
    return c.json({ success: true as const, message, data: list } satisfies Answer<typeof shoppingListResponseSchema>);
  })
  .delete('/:id/items/:itemId', requireSession, async (c) => {
    const id = c.req.param('id');
    const itemId = c.req.param('itemId');
    const d = deps(c);
    const op = { kind: 'delete' as const, opId: newId(), at: d.now().getTime(), itemId };
    const list = await mutateOwnedList(d, id, (stub) => stub.applyOps(id, c.get('userId'), [op], { strict: true }));
    return c.json({ success: true as const, message: SHOPPING_MESSAGES.itemDeleted, data: list } satisfies Answer<
      typeof shoppingListResponseSchema
    >);
  })
  .put('/:id', requireSession, validate('json', updateItemsBodySchema), async (c) => {
    const { items } = c.req.valid('json');
    const id = c.req.param('id');
    const list = await mutateOwnedList(deps(c), id, (stub) => stub.updateItems(id, c.get('userId'), items));
    return c.json({ success: true as const, message: SHOPPING_MESSAGES.itemsUpdated, data: list } satisfies Answer<
      typeof shoppingListResponseSchema
    >);
  });
