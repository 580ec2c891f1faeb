import { DurableObject } from 'cloudflare:workers';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { MESSAGES } from '@shared/messages';
import {
  isAddedItemIdOf,
  LIVE_PROTOCOL,
  liveOpsMessageSchema,
  SHOPPING_MESSAGES,
  type ListOp,
  type LiveAck,
  type LiveMessage,
  type ShoppingList,
  type UpdateItemsBody,
} from '@shared/schemas/shopping';
import { withEstimate } from '@shared/schemas/shopping';
import { createDb, type Db } from '../../db/client';
import { pantryItems, shoppingItems, shoppingListOps, shoppingLists } from '../../db/schema';
import type { PricedLine } from './prices';
import { newId } from '../../db/schema/ids';
import { ingredientIdFor } from '../households/pantry-stock';
import type { ListLine } from './pantry-subtract';
import { chunks, IDS_PER_STATEMENT, runBatch } from '../../db/batch';
import { appClock } from '../../lib/deps';
import { insertItems, itemRows, loadList, type LoadedList } from './list-store';
import {
  OP_IDS_PER_STATEMENT,
  planChange,
  type HavePantry,
  type ListChange,
  type ListOpResult,
  type ListState,
  type ListWrite,
} from './list-ops';

/** Headers the Worker sets when it forwards an authorised WebSocket upgrade to the list's object. */
export const LIST_ID_HEADER = 'X-Popote-List-Id';
export const USER_ID_HEADER = 'X-Popote-User-Id';

/** What a read answers: the list's JSON text and whether it was ordered, or the refusal. */
export type ListReadResult = { ok: true; json: string; ordered: boolean } | ListRefusal;
type ListRefusal = Extract<ListOpResult, { ok: false }>;

const notFoundResult: ListRefusal = { ok: false, status: 404, message: MESSAGES.shoppingListNotFound };

interface Operation {
  listId: string;
  /** The caller the Worker authenticated; absent for the Worker's own calls (rebuild, refresh). */
  userId?: string;
  /** What to change, planned by list-ops.ts against the list as the operations before it left it. */
  change: ListChange;
  /** Reload the list from D1 before this operation (a write was made outside the object). */
  fresh?: boolean;
  /** Broadcast even without writes (after such a reload). */
  broadcast?: boolean;
  resolve(result: ListOpResult): void;
  reject(error: unknown): void;
}

const READ: ListChange = { kind: 'read' };

/**
 * One Durable Object per shopping list (docs/decisions/014-shopping-list-object-queue.md and docs/decisions/031-list-read-through-object.md, docs/architecture.md): every item mutation
 * of the list comes here, is applied in arrival order, written to D1 (the system of record), and the new
 * full state is broadcast to every connected WebSocket (hibernation API).
 *
 * Input gates only hold back other events while the object awaits its *own* storage; a D1 query is
 * ordinary I/O, during which another call could start. So operations go through an explicit queue:
 * one group at a time is planned against the in-memory list (in order, each seeing the previous ones'
 * effect, by the pure planner of list-ops.ts), its writes sent as ONE D1 batch (atomic), then the
 * list is updated and broadcast once. The operations that arrive meanwhile form the next group
 * ("group commit"): under 20 concurrent tickers a tick waits for at most one D1 round trip ahead of
 * its own, not for 19.
 * The list is loaded from D1 on first use or after eviction, and reloaded by `refresh` after the drive
 * order (the only list write made outside the object).
 */
export class ShoppingListDO extends DurableObject<Env> {
  /**
   * The object's clock, given at construction: the app's (worker/lib/deps.ts). Every time the object
   * writes (tick times, deletions, `updatedAt`, when an operation was applied) is read from it; a test
   * may replace it through runInDurableObject.
   */
  clock: () => Date = appClock;
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
    return this.enqueue({ listId, userId, change: READ });
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
  haveItem(listId: string, userId: string, itemId: string, pantry: HavePantry): Promise<ListOpResult> {
    return this.enqueue({ listId, userId, change: { kind: 'have', itemId, pantry } });
  }

  /**
   * Changes made on a device, in the order they were made (its offline queue, or one change made
   * online): each operation id is applied once; see list-ops.ts for the rule between devices.
   */
  applyOps(listId: string, userId: string, ops: ListOp[], opts: { strict?: boolean } = {}): Promise<ListOpResult> {
    const now = this.clock().getTime();
    return this.enqueue({ listId, userId, change: { kind: 'ops', ops, strict: opts.strict ?? false, now } });
  }

  /** Tick (purchased = true) or untick items of `userId`'s list; one unknown id refuses the whole call. */
  purchase(listId: string, userId: string, itemIds: string[], purchased: boolean): Promise<ListOpResult> {
    return this.enqueue({ listId, userId, change: { kind: 'purchase', itemIds, purchased } });
  }

  /** Edit mode's "Enregistrer": quantities (≥ 1) and purchased flags of the given items. */
  updateItems(listId: string, userId: string, items: UpdateItemsBody['items']): Promise<ListOpResult> {
    return this.enqueue({ listId, userId, change: { kind: 'updateItems', items } });
  }

  /** The list rebuilt from its (changed) meal plan; a product still on the list keeps its tick. */
  replaceItems(listId: string, lines: (PricedLine & ListLine)[]): Promise<ListOpResult> {
    return this.enqueue({ listId, fresh: true, change: { kind: 'replace', rows: itemRows(listId, lines) } });
  }

  /**
   * The household's members changed: who may use the list is read again from D1, and `removed`'s
   * open WebSockets are closed (a former member loses the live list at once).
   */
  async membersChanged(listId: string, removed?: string): Promise<void> {
    await this.enqueue({ listId, fresh: true, change: READ });
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
    return this.enqueue({ listId, fresh: true, broadcast: true, change: READ });
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
      // One reading of the clock per group: its changes are made at the same instant.
      const now = this.clock();
      let state = loaded.state;
      const writes: BatchItem<'sqlite'>[] = [];
      const refusals = new Map<Operation, ListOpResult>();
      for (const op of group) {
        // Another household's list is not found (never reveal other households' ids).
        if (op.userId !== undefined && !members.has(op.userId)) {
          refusals.set(op, notFoundResult);
          continue;
        }
        const plan = planChange(state, op.change, { userId: op.userId ?? null, householdId, now: now.getTime() });
        if ('refused' in plan) refusals.set(op, { ok: false, ...plan.refused });
        else {
          writes.push(...plan.writes.flatMap((w) => statements(db, listId, w)));
          state = plan.state;
        }
      }
      if (writes.length > 0) {
        const updatedAt = now.toISOString();
        writes.push(db.update(shoppingLists).set({ updatedAt }).where(eq(shoppingLists.id, listId)));
        state = { ...state, list: { ...state.list, updatedAt } };
        await runBatch(db, writes);
      }
      // Names are added once per state: a read or a group that changed nothing reuses them.
      // The estimate follows the items: every change that reaches them is counted again.
      const list = held && state === held.state ? held.shown : withEstimate(withNames(state, members));
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

/** One planned write as the D1 statements that make it. */
function statements(db: Db, listId: string, w: ListWrite): BatchItem<'sqlite'>[] {
  const inList = (...conditions: Parameters<typeof and>) => and(eq(shoppingItems.listId, listId), ...conditions);
  switch (w.kind) {
    case 'insert': {
      const { item, meta } = w;
      return [
        db.insert(shoppingItems).values({
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
          pack: item.pack ?? null,
          priceCents: item.price === undefined ? null : Math.round(item.price * 100),
        }),
      ];
    }
    case 'update':
      return [
        db
          .update(shoppingItems)
          .set(w.set)
          .where(inList(eq(shoppingItems.id, w.itemId))),
      ];
    case 'updateMany':
      return chunks(w.itemIds, IDS_PER_STATEMENT).map((chunk) =>
        db
          .update(shoppingItems)
          .set(w.set)
          .where(inList(inArray(shoppingItems.id, chunk))),
      );
    case 'replaceAll':
      return [db.delete(shoppingItems).where(eq(shoppingItems.listId, listId)), ...insertItems(db, w.rows)];
    case 'pantryAdd': {
      const sameName = and(eq(pantryItems.householdId, w.householdId), sql`lower(${pantryItems.name}) = lower(${w.staple})`);
      const at = new Date(w.at).toISOString();
      const writes: BatchItem<'sqlite'>[] = [];
      if (w.amount) {
        writes.push(db.update(pantryItems).set({ quantity: w.amount.quantity, unit: w.amount.unit, updatedAt: at }).where(sameName));
      }
      // Every column of the table, in its order: the row only when the household has none of that name.
      writes.push(
        db
          .insert(pantryItems)
          .select(
            sql`SELECT ${w.householdId}, ${newId()}, ${w.staple}, ${ingredientIdFor(w.staple)}, ${w.amount?.quantity ?? null}, ${w.amount?.unit ?? null}, NULL, ${at} WHERE NOT EXISTS (SELECT 1 FROM ${pantryItems} WHERE ${sameName})`,
          ),
      );
      return writes;
    }
    case 'recordOps':
      return chunks(w.opIds, OP_IDS_PER_STATEMENT).map((chunk) =>
        db
          .insert(shoppingListOps)
          .values(chunk.map((opId) => ({ listId, opId, appliedAt: w.at })))
          .onConflictDoNothing(),
      );
  }
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
