import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ShoppingItem, ShoppingList } from '@shared/schemas/shopping';
import { shoppingListKey } from '../api/get-shopping-list';
import { usePurchaseItems } from '../api/purchase-items';
import { useUpdateShoppingList } from '../api/update-shopping-list';
import type { LiveStatus } from '../api/live-shopping-list';

type Change = Partial<Pick<ShoppingItem, 'purchased' | 'quantity'>>;
/** A change shown before the server's state has it; `settled` once the server accepted it. */
type Pending = Change & { seq: number; settled: boolean };
export type Draft = Record<string, { quantity: string; purchased: boolean }>;

/** spec §5: quantity numeric, minimum 1. */
export function validQuantity(text: string): boolean {
  const value = Number(text.replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && value >= 1;
}

export function toNumber(text: string): number {
  return Number(text.replace(',', '.'));
}

/**
 * What the screen shows: the server's list (GET, then every live push) with the user's changes on
 * top, optimistic until the server has them. While the live socket is open, HTTP answers are not
 * applied: the pushes come from the list's Durable Object in order, an answer could be older than
 * the last push (someone else's tick) and would hide it. A change accepted by the server stops
 * overriding at the next state received; a refused change is dropped at once (spec §8: only logged).
 */
export function useListChanges(list: ShoppingList, live: LiveStatus) {
  const queryClient = useQueryClient();
  const key = shoppingListKey(list.id);
  const purchase = usePurchaseItems(list.id);
  const update = useUpdateShoppingList(list.id);
  const [pending, setPending] = useState<Record<string, Pending>>({});
  const seq = useRef(0);
  const liveRef = useRef(live);
  liveRef.current = live;

  // A new server state has every accepted change in it.
  useEffect(() => {
    setPending((current) => {
      const kept = Object.entries(current).filter(([, change]) => !change.settled);
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
    });
  }, [list]);

  const track = useCallback(
    async (changes: Record<string, Change>, send: () => Promise<ShoppingList>): Promise<boolean> => {
      const n = ++seq.current;
      setPending((current) => {
        const next = { ...current };
        for (const [id, change] of Object.entries(changes)) next[id] = { ...current[id], ...change, seq: n, settled: false };
        return next;
      });
      const finish = (settle: boolean) =>
        setPending((current) => {
          const next = { ...current };
          for (const id of Object.keys(changes)) {
            if (next[id]?.seq !== n) continue;
            if (settle) next[id] = { ...next[id], settled: true };
            else delete next[id];
          }
          return next;
        });
      try {
        const answer = await send();
        finish(true);
        if (liveRef.current !== 'online') queryClient.setQueryData(key, answer);
        return true;
      } catch (error) {
        console.error('Erreur lors de la mise à jour de la liste de courses', error);
        finish(false);
        void queryClient.invalidateQueries({ queryKey: key });
        return false;
      }
    },
    [queryClient, key],
  );

  /** View mode: ticking saves at once (PUT /api/shopping/:id/purchase). */
  const setPurchased = (item: ShoppingItem, purchased: boolean) =>
    track({ [item._id]: { purchased } }, () => purchase.mutateAsync({ itemIds: [item._id], purchased }));

  /** Edit mode's Enregistrer: the changed items only (PUT /api/shopping/:id), so others' edits stay. */
  const saveDraft = (items: ShoppingItem[], draft: Draft) => {
    const changed = items.flatMap((item) => {
      const d = draft[item._id];
      if (!d) return [];
      const quantity = toNumber(d.quantity);
      return quantity !== item.quantity || d.purchased !== item.purchased ? [{ _id: item._id, quantity, purchased: d.purchased }] : [];
    });
    if (changed.length === 0) return Promise.resolve(true);
    const changes = Object.fromEntries(changed.map(({ _id, quantity, purchased }) => [_id, { quantity, purchased }]));
    return track(changes, () => update.mutateAsync(changed));
  };

  const items = list.items.map((item) => {
    const change = pending[item._id];
    if (!change) return item;
    return { ...item, purchased: change.purchased ?? item.purchased, quantity: change.quantity ?? item.quantity };
  });

  return { items, setPurchased, saveDraft, saving: update.isPending };
}
