import { useState } from 'react';
import { Pencil, Plus, X } from 'lucide-react';
import type { Pantry, PantryItem, PantryMode, PantryUnit } from '@shared/schemas/households';
import { AddTextField } from '@web/components/ui/add-text-field';
import { Spinner } from '@web/components/ui/spinner';
import { ErrorAlert, SuccessStatus } from '@web/components/ui/status-message';
import { errorMessage } from '@web/lib/api';
import { positiveDecimal } from '@web/lib/decimal';
import { PantryUnitSelect } from '@web/components/ui/pantry-unit-select';
import { usePantry, useSavePantry } from '../api/household-api';
import { HOUSEHOLD_TEXTS as T, PANTRY_SUGGESTIONS } from '../texts';
import { Section } from '@web/components/ui/section';
import { Button } from '@web/components/ui/button';

/** « Mes placards »: the staples the household always has, and how the list shows them. */
export function PantrySection() {
  const pantry = usePantry();
  return (
    <Section title={T.pantryTitle} description={T.pantryIntro}>
      {pantry.isPending ? (
        <Spinner label={T.pantryLoading} />
      ) : pantry.isError ? (
        <ErrorAlert>{errorMessage(pantry.error, T.pantryLoadError)}</ErrorAlert>
      ) : (
        <PantryEditor saved={pantry.data} />
      )}
    </Section>
  );
}

const sameName = (a: string, b: string) => a.localeCompare(b, 'fr', { sensitivity: 'base' }) === 0;

function PantryEditor({ saved }: { saved: Pantry }) {
  const [draft, setDraft] = useState<Pantry>(saved);
  const [done, setDone] = useState<string | null>(null);
  const save = useSavePantry();
  const changed = draft.mode !== saved.mode || JSON.stringify(draft.items) !== JSON.stringify(saved.items);

  const edit = (next: Pantry) => {
    setDone(null);
    save.reset();
    setDraft(next);
  };
  const add = (text: string) => {
    const name = text.trim();
    if (!name || draft.items.some((item) => sameName(item.name, name))) return;
    edit({ ...draft, items: [...draft.items, { name }] });
  };
  const [editingAmount, setEditingAmount] = useState<string | null>(null);
  const amountItem = draft.items.find((item) => item.name === editingAmount);
  const replace = (name: string, next: PantryItem) =>
    edit({ ...draft, items: draft.items.map((item) => (item.name === name ? next : item)) });
  const remove = (name: string) => edit({ ...draft, items: draft.items.filter((item) => item.name !== name) });
  const suggestions = PANTRY_SUGGESTIONS.filter((name) => !draft.items.some((item) => sameName(item.name, name)));

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(draft, { onSuccess: (pantry) => (setDraft(pantry), setDone(T.pantrySaved)) });
      }}
    >
      {draft.items.length === 0 ? (
        <p className="text-stone-700">{T.pantryEmpty}</p>
      ) : (
        <ul aria-label={T.pantryItemsLabel} className="flex flex-wrap gap-2">
          {draft.items.map((item) => (
            <li
              key={item.name}
              className="inline-flex items-center gap-1 rounded-full border border-brand-700 bg-brand-50 py-1 pl-3 pr-1 text-stone-900"
            >
              {item.name}
              {item.quantity !== undefined && item.unit && T.pantryAmount(formatQuantity(item.quantity), item.unit)}
              {item.bestBefore && T.pantryBestBefore(formatDate(item.bestBefore))}
              <button
                type="button"
                aria-label={T.pantryEditAmount(item.name)}
                aria-expanded={editingAmount === item.name}
                onClick={() => setEditingAmount(editingAmount === item.name ? null : item.name)}
                className="rounded-full p-1.5 text-stone-800 hover:bg-brand-100"
              >
                <Pencil aria-hidden="true" className="h-4 w-4" />
              </button>
              <button
                type="button"
                aria-label={T.pantryRemove(item.name)}
                onClick={() => remove(item.name)}
                className="rounded-full p-1.5 text-stone-800 hover:bg-brand-100"
              >
                <X aria-hidden="true" className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {amountItem && (
        <AmountEditor key={amountItem.name} item={amountItem} onDone={(next) => (setEditingAmount(null), replace(amountItem.name, next))} />
      )}
      <AddTextField label={T.pantryAddLabel} addLabel={T.pantryAddButton} onAdd={add} maxLength={100} />
      {suggestions.length > 0 && (
        <div className="space-y-2">
          <p className="text-sm font-medium text-stone-900">{T.pantrySuggestions}</p>
          <ul className="flex flex-wrap gap-2">
            {suggestions.map((name) => (
              <li key={name}>
                <Button type="button" variant="secondary" size="sm" aria-label={T.pantrySuggest(name)} onClick={() => add(name)}>
                  <Plus aria-hidden="true" className="h-3.5 w-3.5" />
                  {name}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-stone-900">{T.pantryModeLegend}</legend>
        {(Object.keys(T.pantryModes) as PantryMode[]).map((mode) => (
          <label key={mode} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-stone-50">
            <input
              type="radio"
              name="pantry-mode"
              value={mode}
              checked={draft.mode === mode}
              onChange={() => edit({ ...draft, mode })}
              className="h-5 w-5 accent-brand-700"
            />
            <span className="text-stone-900">{T.pantryModes[mode]}</span>
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="primary" size="lg" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? T.pantrySaving : T.pantrySave}
        </Button>
        {changed && !save.isPending && <span className="text-sm text-stone-700">{T.pantryUnsaved}</span>}
      </div>
      <ErrorAlert>{save.isError ? errorMessage(save.error, T.pantrySaveError) : null}</ErrorAlert>
      <SuccessStatus>{done}</SuccessStatus>
    </form>
  );
}

const numberFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 3 });
const formatQuantity = (quantity: number) => numberFormat.format(quantity);
/** 2027-03-31 → 31/03/2027. */
const formatDate = (iso: string) => iso.split('-').reverse().join('/');

/** How much of an item the household has: empty is « assez » (a staple); a unit and a best-before date. */
function AmountEditor({ item, onDone }: { item: PantryItem; onDone: (next: PantryItem) => void }) {
  const [quantity, setQuantity] = useState(item.quantity !== undefined ? String(item.quantity).replace('.', ',') : '');
  const [unit, setUnit] = useState<PantryUnit>(item.unit ?? 'g');
  const [bestBefore, setBestBefore] = useState(item.bestBefore ?? '');
  const done = () => {
    const value = positiveDecimal(quantity);
    const next: PantryItem = { name: item.name };
    if (value !== undefined) Object.assign(next, { quantity: value, unit });
    if (bestBefore) next.bestBefore = bestBefore;
    onDone(next);
  };
  return (
    <fieldset className="flex flex-wrap items-end gap-2 rounded-lg border border-stone-300 p-3">
      <legend className="px-1 text-sm font-semibold text-stone-900">{T.pantryAmountLegend(item.name)}</legend>
      <label className="flex flex-col text-sm text-stone-900">
        {T.pantryQuantity}
        <input
          inputMode="decimal"
          placeholder={T.pantryEnough}
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          className="w-28 rounded-lg border border-stone-400 px-3 py-2"
        />
      </label>
      <label className="flex flex-col text-sm text-stone-900">
        {T.pantryUnit}
        <PantryUnitSelect value={unit} onChange={setUnit} />
      </label>
      <label className="flex flex-col text-sm text-stone-900">
        {T.pantryDate}
        <input
          type="date"
          value={bestBefore}
          onChange={(e) => setBestBefore(e.target.value)}
          className="rounded-lg border border-stone-400 px-2 py-2"
        />
      </label>
      <Button type="button" variant="secondary" size="sm" onClick={done}>
        {T.pantryAmountDone}
      </Button>
    </fieldset>
  );
}
