import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { addedItemId, OTHER_CATEGORY, type ListOp, type ShoppingItem, type ShoppingList } from '@shared/schemas/shopping';
import { ApiError } from '@web/lib/api';
import { parseDecimal, positiveDecimal } from '@web/lib/decimal';
import { dropOps, enqueueOp, onQueueChange, queuedOps, randomId } from '@web/lib/offline-queue';
import { applyOps } from '../api/apply-ops';
import { keepNewerList, shoppingListKey } from '../api/get-shopping-list';
import type { LiveChannel } from '../api/live-shopping-list';

export type Draft = Record<string, { quantity: string; purchased: boolean; deleted?: boolean }>;

/** Quantity typed in edit mode: numeric, minimum 1. */
export function validQuantity(text: string): boolean {
  return (positiveDecimal(text) ?? 0) >= 1;
}

export const toNumber = parseDecimal;

/** While changes wait, the list is sent again this often, and the server's list is read again this often. */
export const RETRY_MS = 10_000;
export const RECONCILE_MS = 30_000;
/** The server takes at most this many changes per call. */
const OPS_PER_CALL = 200;

/** The server's list with the changes still waiting applied on top, as the server will apply them. */
export function withQueued(items: readonly ShoppingItem[], queue: readonly ListOp[]): ShoppingItem[] {
  let out = [...items];
  for (const op of queue) {
    if (op.kind === 'add') {
      if (!out.some((i) => i._id === op.itemId)) {
        out.push({
          _id: op.itemId,
          name: op.name,
          quantity: op.quantity ?? 1,
          unit: op.unit ?? '',
          category: OTHER_CATEGORY,
          purchased: false,
        });
      }
    } else if (op.kind === 'delete') out = out.filter((i) => i._id !== op.itemId);
    else if (op.kind === 'purchase') out = out.map((i) => (i._id === op.itemId ? { ...i, purchased: op.purchased } : i));
    else out = out.map((i) => (i._id === op.itemId ? { ...i, quantity: op.quantity } : i));
  }
  return out;
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * What the list screen shows and how it changes, offline first. Every change (tick, untick,
 * quantity, addition, deletion) is first written to this device's queue (IndexedDB), shown at once
 * on top of the server's list, then sent in order to POST /api/shopping/:id/ops with its operation
 * id — on the live socket when it is open (acknowledged by the list's object), else by HTTP — so a
 * change made without signal survives a reload and is sent when the network is back, and a change
 * sent twice is applied once. A change the server refuses for good (4xx) is dropped;
 * otherwise it waits and is sent again.
 *
 * While the live socket is open, HTTP answers are not applied: the pushes come from the list's
 * Durable Object in order, and an answer could be older than the last push. A periodic re-read (and
 * one when the page comes back to the foreground or online) catches a push that was missed.
 */
export function useListChanges(list: ShoppingList, channel: LiveChannel) {
  const live = channel.status;
  const sendLive = channel.sendOps;
  const queryClient = useQueryClient();
  const listId = list.id;
  const [queue, setQueue] = useState<ListOp[]>([]);
  // Changes shown at once, before the store has them (writing to IndexedDB takes a moment).
  const [unsaved, setUnsaved] = useState<ListOp[]>([]);
  const [sending, setSending] = useState(false);
  const forget = useCallback(
    (ids: Set<string>) => setUnsaved((u) => (u.some((op) => ids.has(op.opId)) ? u.filter((op) => !ids.has(op.opId)) : u)),
    [],
  );
  const flushing = useRef(false);
  const liveRef = useRef(live);
  liveRef.current = live;

  const flush = useCallback(async () => {
    if (flushing.current || isOffline()) return;
    flushing.current = true;
    setSending(true);
    try {
      for (;;) {
        const ops = (await queuedOps(listId)).slice(0, OPS_PER_CALL);
        if (ops.length === 0) break;
        // On the open socket first: the object acknowledges and broadcasts the new state to everyone.
        const ack = await sendLive(ops);
        if (ack) {
          if (ack.type === 'refused') console.error('Modification de la liste de courses refusée', ack.message);
          await dropOps(
            listId,
            ops.map((op) => op.opId),
          );
          forget(new Set(ops.map((op) => op.opId)));
          if (ack.type === 'refused') void queryClient.invalidateQueries({ queryKey: shoppingListKey(listId) });
          continue;
        }
        try {
          const answer = await applyOps(listId, ops);
          await dropOps(
            listId,
            ops.map((op) => op.opId),
          );
          forget(new Set(ops.map((op) => op.opId)));
          if (liveRef.current !== 'online') keepNewerList(queryClient, answer);
        } catch (error) {
          const refusedForGood =
            error instanceof ApiError && error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status);
          if (!refusedForGood) break; // No network, or the server is unwell: the changes wait.
          console.error('Modification de la liste de courses refusée', error);
          await dropOps(
            listId,
            ops.map((op) => op.opId),
          );
          forget(new Set(ops.map((op) => op.opId)));
          void queryClient.invalidateQueries({ queryKey: shoppingListKey(listId) });
        }
      }
    } finally {
      flushing.current = false;
      setSending(false);
    }
  }, [listId, queryClient, forget, sendLive]);

  // The queue as stored, kept in step with every change (this screen's and the store's).
  useEffect(() => {
    let cancelled = false;
    const reload = () =>
      void queuedOps(listId).then((ops) => {
        if (cancelled) return;
        setQueue(ops);
        forget(new Set(ops.map((op) => op.opId)));
      });
    reload();
    const off = onQueueChange((id) => id === listId && reload());
    return () => {
      cancelled = true;
      off();
    };
  }, [listId, forget]);

  // Send what waits: at once, when the network or the live socket comes back, and every few seconds.
  useEffect(() => {
    void flush();
    const retry = setInterval(() => void flush(), RETRY_MS);
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    return () => {
      clearInterval(retry);
      window.removeEventListener('online', onOnline);
    };
  }, [flush]);
  useEffect(() => {
    if (live === 'online') void flush();
  }, [live, flush]);

  // Reconcile: read the list again now and then, and when the page comes back.
  useEffect(() => {
    const reread = () => {
      if (!isOffline() && document.visibilityState !== 'hidden') void queryClient.invalidateQueries({ queryKey: shoppingListKey(listId) });
    };
    const timer = setInterval(reread, RECONCILE_MS);
    document.addEventListener('visibilitychange', reread);
    window.addEventListener('online', reread);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', reread);
      window.removeEventListener('online', reread);
    };
  }, [listId, queryClient]);

  const record = useCallback(
    async (ops: ListOp[]): Promise<boolean> => {
      setUnsaved((u) => [...u, ...ops]);
      try {
        for (const op of ops) await enqueueOp(listId, op);
      } catch (error) {
        console.error("Impossible d'enregistrer la modification sur cet appareil", error);
        forget(new Set(ops.map((op) => op.opId)));
        return false;
      }
      void flush();
      return true;
    },
    [listId, flush, forget],
  );

  const op = <K extends ListOp['kind']>(kind: K, fields: Omit<Extract<ListOp, { kind: K }>, 'kind' | 'opId' | 'at'>) =>
    ({ kind, opId: randomId(), at: Date.now(), ...fields }) as unknown as ListOp;

  /** View mode: a tick is recorded at once. */
  const setPurchased = (item: ShoppingItem, purchased: boolean) => record([op('purchase', { itemId: item._id, purchased })]);

  /** "Ajouter un article": a name typed or picked among the catalogue's suggestions. */
  const addItem = (name: string) => record([op('add', { itemId: addedItemId(listId, randomId()), name })]);

  /** Edit mode's Enregistrer: only what changed, so other people's changes stay. */
  const saveDraft = (items: ShoppingItem[], draft: Draft) => {
    const ops: ListOp[] = [];
    for (const item of items) {
      const d = draft[item._id];
      if (!d) continue;
      if (d.deleted) {
        ops.push(op('delete', { itemId: item._id }));
        continue;
      }
      const quantity = toNumber(d.quantity);
      if (quantity !== item.quantity) ops.push(op('quantity', { itemId: item._id, quantity }));
      if (d.purchased !== item.purchased) ops.push(op('purchase', { itemId: item._id, purchased: d.purchased }));
    }
    return ops.length === 0 ? Promise.resolve(true) : record(ops);
  };

  const stored = new Set(queue.map((op) => op.opId));
  const shown = [...queue, ...unsaved.filter((op) => !stored.has(op.opId))];
  return { items: withQueued(list.items, shown), pending: shown.length, sending, setPurchased, addItem, saveDraft };
}
