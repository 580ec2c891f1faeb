import { DurableObject } from 'cloudflare:workers';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { MESSAGES } from '@shared/messages';
import {
  isAddedItemIdOf,
  LIVE_PROTOCOL,
  liveOpsMessageSchema,
  PANTRY_CATEGORY,
  SHOPPING_MESSAGES,
  type ListOp,
  type LiveAck,
  type LiveMessage,
  type ShoppingList,
  type UpdateItemsBody,
} from '@shared/schemas/shopping';
import type { PantryMode } from '@shared/schemas/households';
import { createDb, type Db } from '../../db/client';
import { households, shoppingItems, shoppingListOps, shoppingLists } from '../../db/schema';
import type { ShoppingLine } from '../../kitchen/index';
import { chunks, IDS_PER_STATEMENT, runBatch } from '../../db/batch';
import { insertItems, itemRows, loadList, type LoadedList } from './list-store';
import { planOps, shopOrder, type ItemWrite, type ListOpResult, type ListState } from './list-ops';
import { pantryName, withStaple } from './pantry';

/** Headers the Worker sets when it forwards an authorised WebSocket upgrade to the list's object. */
export const LIST_ID_HEADER = 'X-Popote-List-Id';
export const USER_ID_HEADER = 'X-Popote-User-Id';

/** What a read answers: the list's JSON text and whether it was ordered, or the refusal. */
export type ListReadResult = { ok: true; json: string; ordered: boolean } | ListRefusal;
type ListRefusal = Extract<ListOpResult, { ok: false }>;

const notFoundResult: ListRefusal = { ok: false, status: 404, message: MESSAGES.shoppingListNotFound };
const refuse = (status: 400 | 404 | 409, message: string) => ({ refused: { ok: false as const, status, message } });

/** One operation, planned against the list as the operations before it left it. */
type Plan = { refused: ListOpResult } | { writes: BatchItem<'sqlite'>[]; next: ListState };

interface Operation {
  listId: string;
  /** The caller the Worker authenticated; absent for the Worker's own calls (rebuild, refresh). */
  userId?: string;
  /** `householdId`: the list's household (the pantry « J'ai déjà » teaches is its own). */
  plan(state: ListState, db: Db, householdId: string | null): Plan;
  /** Reload the list from D1 before this operation (a write was made outside the object). */
  fresh?: boolean;
  /** Broadcast even without writes (after such a reload). */
  broadcast?: boolean;
  resolve(result: ListOpResult): void;
  reject(error: unknown): void;
}

/**
 * One Durable Object per shopping list (docs/decisions.md entries 14 and 31, docs/architecture.md): every item mutation
 * of the list comes here, is applied in arrival order, written to D1 (the system of record), and the new
 * full state is broadcast to every connected WebSocket (hibernation API).
 *
 * Input gates only hold back other events while the object awaits its *own* storage; a D1 query is
 * ordinary I/O, during which another call could start. So operations go through an explicit queue:
 * one group at a time is planned against the in-memory list (in order, each seeing the previous ones'
 * effect), its writes sent as ONE D1 batch (atomic), then the list is updated and broadcast once. The
 * operations that arrive meanwhile form the next group ("group commit"): under 20 concurrent tickers
 * a tick waits for at most one D1 round trip ahead of its own, not for 19.
 * The list is loaded from D1 on first use or after eviction, and reloaded by `refresh` after the drive
 * order (the only list write made outside the object).
 */
export class ShoppingListDO extends DurableObject<Env> {
  /** The list, who may use it, and the list as they see it (`shown`: with « coché par » names). */
  private state: (LoadedList & { shown: ShoppingList }) | null = null;
  private queue: Operation[] = [];
  private draining = false;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // Keep-alive pings are answered without waking the object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
  }

  async ping(): Promise<string> {
    return 'pong';
  }

  // --- RPC -------------------------------------------------------------------------------------

  /** The current state (also what a new WebSocket receives first). */
  snapshot(listId: string, userId?: string): Promise<ListOpResult> {
    return this.enqueue({ listId, userId, plan: (state) => ({ writes: [], next: state }) });
  }

  /**
   * GET /api/shopping/:id: the list as JSON text, serialised once per change and kept with the list,
   * so a read costs the Worker neither a D1 query nor a parse and a second serialisation. A list in
   * memory with nothing in the queue is answered at once: a read never overtakes a change the object
   * has already received, and does not wait for the queue's loop when there is nothing to wait for.
   */
  async readJson(listId: string, userId: string): Promise<ListReadResult> {
    if (!(this.state?.state.list.id === listId && !this.draining)) {
      const result = await this.snapshot(listId, userId);
      if (!result.ok) return result;
    }
    const held = this.state;
    // Another household's list is not found (never reveal other households' ids).
    if (!held || held.state.list.id !== listId || !held.members.has(userId)) return notFoundResult;
    const list = held.shown;
    if (this.json?.list !== list) this.json = { list, text: JSON.stringify(list) };
    return { ok: true, json: this.json.text, ordered: list.status === 'ordered' };
  }
  private json: { list: ShoppingList; text: string } | null = null;

  /**
   * « J'ai déjà » : the household has this item already. Its catalogue name joins the household's
   * pantry (once; `pantry` is the pantry as the Worker read it) and, in the same D1 batch, the item
   * moves to the pantry section ('apart') or leaves the list ('hidden'); everyone on the list sees it.
   */
  haveItem(listId: string, userId: string, itemId: string, pantry: { mode: PantryMode; items: readonly string[] }): Promise<ListOpResult> {
    return this.enqueue({
      listId,
      userId,
      plan: (state, db, householdId) => {
        const item = state.list.items.find((i) => i._id === itemId);
        const meta = state.meta.get(itemId);
        if (!item || !meta || !householdId) return refuse(404, SHOPPING_MESSAGES.itemNotFound);
        const staple = pantryName(meta.ingredientId, item.name);
        const writes: BatchItem<'sqlite'>[] = [];
        if (withStaple(pantry.items, staple).length > pantry.items.length) {
          // Appended in SQL, so a pantry saved meanwhile on another device is not overwritten.
          writes.push(
            db
              .update(households)
              .set({ pantryItems: sql`json_insert(${households.pantryItems}, '$[#]', ${staple})` })
              .where(
                and(
                  eq(households.id, householdId),
                  sql`NOT EXISTS (SELECT 1 FROM json_each(${households.pantryItems}) WHERE lower(json_each.value) = lower(${staple}))`,
                ),
              ),
          );
        }
        const where = and(eq(shoppingItems.listId, listId), eq(shoppingItems.id, itemId));
        const positions = new Map([...state.meta].map(([id, m]) => [id, m.position]));
        if (pantry.mode === 'hidden') {
          const at = Date.now();
          writes.push(db.update(shoppingItems).set({ deletedAt: at }).where(where));
          const meta2 = new Map(state.meta).set(itemId, { ...meta, deletedAt: at, item });
          return {
            writes,
            next: { ...state, meta: meta2, list: { ...state.list, items: state.list.items.filter((i) => i._id !== itemId) } },
          };
        }
        if (item.category !== PANTRY_CATEGORY) writes.push(db.update(shoppingItems).set({ category: PANTRY_CATEGORY }).where(where));
        const items = shopOrder(
          state.list.items.map((i) => (i._id === itemId ? { ...i, category: PANTRY_CATEGORY } : i)),
          positions,
        );
        return { writes, next: { ...state, list: { ...state.list, items } } };
      },
    });
  }

  /**
   * Changes made on a device, in the order they were made (its offline queue, or one change made
   * online): each operation id is applied once; see list-ops.ts for the rule between devices.
   */
  applyOps(listId: string, userId: string, ops: ListOp[], opts: { strict?: boolean; now?: number } = {}): Promise<ListOpResult> {
    const now = opts.now ?? Date.now();
    return this.enqueue({
      listId,
      userId,
      plan: (state, db) => {
        const plan = planOps(state, ops, userId, now);
        // One change asked for online names an item that must exist; a device's queue is never refused for that.
        if (opts.strict && plan.unknown.length > 0) return refuse(400, SHOPPING_MESSAGES.unknownItems);
        const writes: BatchItem<'sqlite'>[] = plan.writes.map((w) => itemWrite(db, listId, w));
        for (const chunk of chunks(plan.recorded, 30)) {
          writes.push(
            db
              .insert(shoppingListOps)
              .values(chunk.map((opId) => ({ listId, opId, appliedAt: now })))
              .onConflictDoNothing(),
          );
        }
        return { writes, next: plan.state };
      },
    });
  }

  /** Tick (purchased = true) or untick items of `userId`'s list; one unknown id refuses the whole call. */
  purchase(listId: string, userId: string, itemIds: string[], purchased: boolean): Promise<ListOpResult> {
    return this.enqueue({
      listId,
      userId,
      plan: (state, db) => {
        const { list } = state;
        const ids = [...new Set(itemIds)];
        const known = new Set(list.items.map((i) => i._id));
        if (ids.some((id) => !known.has(id))) return refuse(400, SHOPPING_MESSAGES.unknownItems);
        const changed = new Set(ids);
        const at = Date.now();
        const purchasedBy = purchased ? userId : null;
        const meta = new Map(state.meta);
        for (const id of ids) meta.set(id, { ...meta.get(id)!, purchasedAt: at, purchasedBy });
        return {
          writes: chunks(ids, IDS_PER_STATEMENT).map((chunk) =>
            db
              .update(shoppingItems)
              .set({ purchased, purchasedAt: at, purchasedBy })
              .where(and(eq(shoppingItems.listId, listId), inArray(shoppingItems.id, chunk))),
          ),
          next: { ...state, meta, list: { ...list, items: list.items.map((i) => (changed.has(i._id) ? { ...i, purchased } : i)) } },
        };
      },
    });
  }

  /** Edit mode's "Enregistrer": quantities (≥ 1) and purchased flags of the given items. */
  updateItems(listId: string, userId: string, items: UpdateItemsBody['items']): Promise<ListOpResult> {
    return this.enqueue({
      listId,
      userId,
      plan: (state, db) => {
        const { list } = state;
        const known = new Set(list.items.map((i) => i._id));
        const seen = new Set<string>();
        for (const item of items) {
          if (!known.has(item._id)) return refuse(400, SHOPPING_MESSAGES.unknownItems);
          if (seen.has(item._id)) return refuse(400, SHOPPING_MESSAGES.duplicateItems);
          if (!(item.quantity >= 1)) return refuse(400, SHOPPING_MESSAGES.quantityMin); // a quantity is at least 1
          seen.add(item._id);
        }
        // Items sharing the same new values are updated by one statement.
        const groups = new Map<string, { quantity: number; purchased: boolean; ids: string[] }>();
        for (const item of items) {
          const key = `${item.quantity}|${item.purchased}`;
          const g = groups.get(key) ?? { quantity: item.quantity, purchased: item.purchased, ids: [] };
          g.ids.push(item._id);
          groups.set(key, g);
        }
        const writes = [...groups.values()].flatMap((g) =>
          chunks(g.ids, IDS_PER_STATEMENT).map((chunk) =>
            db
              .update(shoppingItems)
              .set({ quantity: g.quantity, purchased: g.purchased })
              .where(and(eq(shoppingItems.listId, listId), inArray(shoppingItems.id, chunk))),
          ),
        );
        const byId = new Map(items.map((i) => [i._id, i]));
        return {
          writes,
          next: {
            ...state,
            list: {
              ...list,
              items: list.items.map((i) => {
                const change = byId.get(i._id);
                return change ? { ...i, quantity: change.quantity, purchased: change.purchased } : i;
              }),
            },
          },
        };
      },
    });
  }

  /** The list rebuilt from its (changed) meal plan; a product still on the list keeps its tick. */
  replaceItems(listId: string, lines: ShoppingLine[]): Promise<ListOpResult> {
    return this.enqueue({
      listId,
      fresh: true,
      plan: (state, db) => {
        const { list } = state;
        if (list.status === 'ordered') return refuse(409, SHOPPING_MESSAGES.alreadyOrdered);
        const ticked = new Map(list.items.filter((i) => i.purchased).map((i) => [`${i.name}|${i.unit}`, state.meta.get(i._id)] as const));
        const rows = itemRows(listId, lines).map((r) => {
          const was = ticked.get(`${r.name}|${r.unit}`);
          return {
            ...r,
            purchased: ticked.has(`${r.name}|${r.unit}`),
            purchasedAt: was?.purchasedAt ?? 0,
            purchasedBy: was?.purchasedBy ?? null,
          };
        });
        const items = rows.map((r) => ({
          _id: r.id,
          name: r.name,
          quantity: r.quantity,
          unit: r.unit,
          category: r.category,
          purchased: r.purchased,
          ...(r.detail ? { detail: r.detail } : {}),
        }));
        const meta = new Map(
          rows.map((r, i) => [
            r.id,
            {
              ingredientId: r.ingredientId ?? null,
              position: r.position,
              purchasedAt: r.purchasedAt,
              purchasedBy: r.purchasedBy,
              deletedAt: null,
              item: items[i]!,
            },
          ]),
        );
        return {
          writes: [db.delete(shoppingItems).where(eq(shoppingItems.listId, listId)), ...insertItems(db, rows)],
          next: { ...state, meta, list: { ...list, items } },
        };
      },
    });
  }

  /**
   * The household's members changed: who may use the list is read again from D1, and `removed`'s
   * open WebSockets are closed (a former member loses the live list at once).
   */
  async membersChanged(listId: string, removed?: string): Promise<void> {
    await this.enqueue({ listId, fresh: true, plan: (state) => ({ writes: [], next: state }) });
    if (!removed) return;
    for (const ws of this.ctx.getWebSockets(`user:${removed}`)) {
      try {
        ws.close(4404, 'Vous ne faites plus partie de ce foyer.');
      } catch {
        // Already closed.
      }
    }
  }

  /** Reloads from D1 after a write made elsewhere (the drive order) and broadcasts it. */
  refresh(listId: string): Promise<ListOpResult> {
    return this.enqueue({ listId, fresh: true, broadcast: true, plan: (state) => ({ writes: [], next: state }) });
  }

  // --- The queue -------------------------------------------------------------------------------

  private enqueue(op: Omit<Operation, 'resolve' | 'reject'>): Promise<ListOpResult> {
    return new Promise<ListOpResult>((resolve, reject) => {
      this.queue.push({ ...op, resolve, reject });
      if (!this.draining) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.queue.length > 0) {
        // One list per object, so a group never mixes lists; a stray id is served on its own.
        const listId = this.queue[0]!.listId;
        const end = this.queue.findIndex((op) => op.listId !== listId);
        const group = this.queue.splice(0, end < 0 ? this.queue.length : end);
        await this.applyGroup(listId, group);
      }
    } finally {
      this.draining = false;
    }
  }

  private async applyGroup(listId: string, group: Operation[]): Promise<void> {
    try {
      const db = createDb(this.env.DB);
      const held = this.state?.state.list.id === listId && !group.some((op) => op.fresh) ? this.state : null;
      const loaded: LoadedList | null = held ?? (await loadList(db, listId));
      if (!loaded) {
        this.state = null;
        for (const op of group) op.resolve(notFoundResult);
        return;
      }
      const { members, householdId } = loaded;
      let state = loaded.state;
      const writes: BatchItem<'sqlite'>[] = [];
      const refusals = new Map<Operation, ListOpResult>();
      for (const op of group) {
        // Another household's list is not found (never reveal other households' ids).
        if (op.userId !== undefined && !members.has(op.userId)) {
          refusals.set(op, notFoundResult);
          continue;
        }
        const plan = op.plan(state, db, householdId);
        if ('refused' in plan) refusals.set(op, plan.refused);
        else {
          writes.push(...plan.writes);
          state = plan.next;
        }
      }
      if (writes.length > 0) {
        const updatedAt = new Date().toISOString();
        writes.push(db.update(shoppingLists).set({ updatedAt }).where(eq(shoppingLists.id, listId)));
        state = { ...state, list: { ...state.list, updatedAt } };
        await runBatch(db, writes);
      }
      // Names are added once per state: a read or a group that changed nothing reuses them.
      const list = held && state === held.state ? held.shown : withNames(state, members);
      this.state = { state, members, householdId, shown: list };
      if (writes.length > 0 || group.some((op) => op.broadcast)) this.broadcast(list);
      for (const op of group) op.resolve(refusals.get(op) ?? { ok: true, list });
    } catch (error) {
      // The batch is atomic: nothing of this group was written; drop the cache in case it was stale.
      this.state = null;
      for (const op of group) op.reject(error);
    }
  }

  private broadcast(list: ShoppingList): void {
    const message = JSON.stringify({ type: 'state', list } satisfies LiveMessage);
    for (const ws of this.ctx.getWebSockets()) {
      try {
        ws.send(message);
      } catch {
        // A socket closing right now: it will not miss anything it could still receive.
      }
    }
  }

  // --- WebSockets (hibernation API) ------------------------------------------------------------

  /** WebSocket upgrade forwarded by the Worker once it has checked the session and the owner. */
  override async fetch(request: Request): Promise<Response> {
    const listId = request.headers.get(LIST_ID_HEADER);
    const userId = request.headers.get(USER_ID_HEADER);
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket' || !listId || !userId) {
      return new Response(SHOPPING_MESSAGES.websocketRequired, { status: 426 });
    }
    const result = await this.snapshot(listId, userId);
    if (!result.ok) return new Response(result.message, { status: result.status });
    const pair = new WebSocketPair();
    const [client, server] = Object.values(pair) as [WebSocket, WebSocket];
    // Tags: the list, then who opened the socket (changes sent on it are theirs).
    this.ctx.acceptWebSocket(server, [listId, `user:${userId}`]);
    server.send(JSON.stringify({ type: 'state', list: result.list } satisfies LiveMessage));
    return new Response(null, { status: 101, webSocket: client, headers: { 'Sec-WebSocket-Protocol': LIVE_PROTOCOL } });
  }

  /**
   * `{type:'ops', ops}` applies changes (as POST /ops does) and answers the sender an ack; anything
   * else but the automatic 'ping' asks for the state again (after a reconnect, for instance).
   */
  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    const [listId, userTag] = this.ctx.getTags(ws);
    if (!listId) return;
    const ops = typeof message === 'string' && message.startsWith('{') ? parseOps(message) : null;
    if (ops && userTag?.startsWith('user:')) {
      const opIds = ops.ok ? ops.ops.map((op) => op.opId) : [];
      const answer = (ack: LiveAck) => {
        try {
          ws.send(JSON.stringify(ack));
        } catch {
          // The sender left: its device replays the same operation ids later, applied once.
        }
      };
      if (!ops.ok) return answer({ type: 'refused', opIds: ops.opIds, message: ops.message });
      if (ops.ops.some((op) => op.kind === 'add' && !isAddedItemIdOf(listId, op.itemId))) {
        return answer({ type: 'refused', opIds, message: SHOPPING_MESSAGES.itemIdInvalid });
      }
      const result = await this.applyOps(listId, userTag.slice('user:'.length), ops.ops);
      return answer(result.ok ? { type: 'ack', opIds } : { type: 'refused', opIds, message: result.message });
    }
    const result = await this.snapshot(listId);
    if (result.ok) ws.send(JSON.stringify({ type: 'state', list: result.list } satisfies LiveMessage));
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    try {
      ws.close(code, reason);
    } catch {
      // Already closed.
    }
  }
}

/** One planned row write as a D1 statement. */
function itemWrite(db: Db, listId: string, w: ItemWrite): BatchItem<'sqlite'> {
  if (w.kind === 'insert') {
    const { item, meta } = w;
    return db.insert(shoppingItems).values({
      id: item._id,
      listId,
      ingredientId: meta.ingredientId,
      name: item.name,
      quantity: item.quantity,
      unit: item.unit,
      category: item.category,
      purchased: item.purchased,
      position: meta.position,
      purchasedAt: meta.purchasedAt,
      purchasedBy: meta.purchasedBy,
      deletedAt: meta.deletedAt,
    });
  }
  return db
    .update(shoppingItems)
    .set(w.set)
    .where(and(eq(shoppingItems.listId, listId), eq(shoppingItems.id, w.itemId)));
}

/** A live `{type:'ops'}` message, validated like POST /ops; null for any other message. */
function parseOps(text: string): { ok: true; ops: ListOp[] } | { ok: false; opIds: string[]; message: string } | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (!json || typeof json !== 'object' || (json as { type?: unknown }).type !== 'ops') return null;
  const parsed = liveOpsMessageSchema.safeParse(json);
  if (parsed.success) return { ok: true, ops: parsed.data.ops };
  const raw = (json as { ops?: unknown }).ops;
  const opIds = Array.isArray(raw)
    ? raw.flatMap((op) =>
        op && typeof op === 'object' && typeof (op as { opId?: unknown }).opId === 'string' ? [(op as { opId: string }).opId] : [],
      )
    : [];
  return { ok: false, opIds, message: parsed.error.issues[0]?.message ?? SHOPPING_MESSAGES.unknownItems };
}

/**
 * « coché par » : each ticked item with the display name of the member who ticked it, when the
 * household has more than one member (alone, it would only ever name the reader). A tick by someone
 * who has left the household shows no name.
 */
export function withNames(state: ListState, members: ReadonlyMap<string, string>): ShoppingList {
  if (members.size < 2) return state.list;
  let named = false;
  const items = state.list.items.map((item) => {
    const by = item.purchased ? state.meta.get(item._id)?.purchasedBy : null;
    const name = by ? members.get(by) : undefined;
    if (!name) return item;
    named = true;
    return { ...item, purchasedByName: name };
  });
  return named ? { ...state.list, items } : state.list;
}
