import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CloudUpload, Pencil, WifiOff } from 'lucide-react';
import type { ShoppingItem, ShoppingList } from '@shared/schemas/shopping';
import { paths } from '@web/app/paths';
import { setCurrentListRemaining } from '@web/lib/current-shopping-list';
import { PageTitle } from '@web/components/ui/page-title';
import { ErrorAlert, SuccessStatus } from '@web/components/ui/status-message';
import type { LiveChannel } from '../api/live-shopping-list';
import { useHaveItem } from '../hooks/use-have-item';
import { toNumber, useListChanges, validQuantity, type Draft } from '../hooks/use-list-changes';
import { SHOPPING_TEXTS as T } from '../texts';
import { AddItemForm } from './add-item-form';
import { DriveOrder } from './drive-order';
import { ShoppingItems } from './shopping-items';
import { ListEstimate } from './list-estimate';
import { FinishShopping } from './finish-shopping';
import { Button } from '@web/components/ui/button';

/** The list screen: view mode ticks at once; edit mode changes locally until Enregistrer. */
export function ShoppingListView({ list, live: channel, premium }: { list: ShoppingList; live: LiveChannel; premium: boolean }) {
  const changes = useListChanges(list, channel);
  const pantry = useHaveItem(list.id);
  const live = channel.status;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Draft>({});
  const [saveFailed, setSaveFailed] = useState(false);

  const shown: ShoppingItem[] = editing
    ? changes.items
        .filter((item) => !draft[item._id]?.deleted)
        .map((item) => {
          const d = draft[item._id];
          return d ? { ...item, purchased: d.purchased, quantity: validQuantity(d.quantity) ? toNumber(d.quantity) : item.quantity } : item;
        })
    : changes.items;
  const purchasedCount = shown.filter((item) => item.purchased).length;
  const remaining = changes.items.filter((item) => !item.purchased).length;
  const draftValid = Object.values(draft).every((d) => d.deleted || validQuantity(d.quantity));

  // The header's cart badge reads the same cache entry: it follows the ticks with no request.
  const queryClient = useQueryClient();
  useEffect(() => setCurrentListRemaining(queryClient, list.id, remaining), [queryClient, list.id, remaining]);

  const onDraftChange = (item: ShoppingItem, change: Partial<Draft[string]>) =>
    setDraft((current) => ({
      ...current,
      [item._id]: { quantity: String(item.quantity), purchased: item.purchased, ...current[item._id], ...change },
    }));

  const cancel = () => {
    setDraft({});
    setEditing(false);
    setSaveFailed(false);
  };
  const save = async () => {
    setSaveFailed(false);
    const ok = await changes.saveDraft(changes.items, draft);
    if (ok) cancel();
    else setSaveFailed(true);
  };

  return (
    // data-live: the connection state, for the end-to-end tests (the banner only shows 'offline').
    <section className="space-y-6" data-live={live}>
      <Link
        to={list.mealPlan ? paths.mealPlan(list.mealPlan) : paths.dashboard}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        {list.mealPlan ? T.backToPlan : T.backToDashboard}
      </Link>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <PageTitle>{T.title}</PageTitle>
        <div className="flex gap-2">
          {editing ? (
            <>
              <Button type="button" variant="secondary" onClick={cancel}>
                {T.cancel}
              </Button>
              <Button type="button" variant="primary" onClick={() => void save()} disabled={!draftValid}>
                {T.save}
              </Button>
            </>
          ) : (
            list.items.length > 0 && (
              <Button type="button" variant="secondary" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" className="h-4 w-4" />
                {T.edit}
              </Button>
            )
          )}
        </div>
      </div>

      <div role="status" className="space-y-2">
        {live === 'offline' && (
          <p className="flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-2 text-amber-950">
            <WifiOff aria-hidden="true" className="h-4 w-4 shrink-0" />
            {T.offline}
          </p>
        )}
        {changes.pending > 0 && (
          <p
            className="flex items-center gap-2 rounded-lg border border-stone-300 bg-stone-50 px-4 py-2 text-stone-900"
            data-pending={changes.pending}
          >
            <CloudUpload aria-hidden="true" className="h-4 w-4 shrink-0" />
            {T.pending(changes.pending)}
          </p>
        )}
      </div>

      <p className="flex flex-wrap gap-x-4 gap-y-1 text-stone-800" aria-live="polite">
        <span className="font-semibold">{T.total(shown.length)}</span>
        <span>{T.purchased(purchasedCount)}</span>
      </p>

      {!editing && <ListEstimate items={shown} />}

      {saveFailed && <ErrorAlert>{T.saveError}</ErrorAlert>}
      <ErrorAlert>{pantry.error}</ErrorAlert>
      <SuccessStatus>{pantry.notice}</SuccessStatus>

      <ShoppingItems
        items={editing ? changes.items : shown}
        editing={editing}
        draft={draft}
        onTick={(item, purchased) => void changes.setPurchased(item, purchased)}
        onDraftChange={onDraftChange}
        onHave={list.status === 'active' ? (item, amount) => void pantry.have(item, amount) : undefined}
      />

      {!editing && list.status === 'active' && <AddItemForm onAdd={changes.addItem} />}

      {!editing && <FinishShopping listId={list.id} disabled={purchasedCount === 0} />}

      <DriveOrder list={list} premium={premium} />
    </section>
  );
}
