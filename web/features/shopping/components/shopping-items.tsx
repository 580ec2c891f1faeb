import { useId, useState } from 'react';
import { PANTRY_UNITS, type PantryAmount, type PantryUnit } from '@shared/schemas/households';
import { Trash2, Undo2 } from 'lucide-react';
import { PANTRY_CATEGORY, type ShoppingItem } from '@shared/schemas/shopping';
import { price, SHOPPING_TEXTS as T } from '../texts';
import { validQuantity, type Draft } from '../hooks/use-list-changes';
import { Button } from '@web/components/ui/button';
import { PantryUnitSelect } from '@web/components/ui/pantry-unit-select';
import { positiveDecimal } from '@web/lib/decimal';
import { subtotalOf } from './list-estimate';

const numberFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
export const formatQuantity = (quantity: number) => numberFormat.format(quantity);

/**
 * Items grouped by aisle, categories in the server's (shop) order, except the pantry ('Vous avez
 * sûrement déjà'): always last, even after an item added by hand to 'Autres'.
 */
export function groupByCategory(items: ShoppingItem[]): [string, ShoppingItem[]][] {
  const groups = new Map<string, ShoppingItem[]>();
  for (const item of items) {
    const group = groups.get(item.category);
    if (group) group.push(item);
    else groups.set(item.category, [item]);
  }
  const pantry = groups.get(PANTRY_CATEGORY);
  groups.delete(PANTRY_CATEGORY);
  return pantry ? [...groups, [PANTRY_CATEGORY, pantry]] : [...groups];
}

/** Who ticked a ticked item, when the server knows (a household shops together). */
const tickedBy = (item: ShoppingItem) => (item.purchased && item.purchasedByName ? item.purchasedByName : null);

/** The checkbox's description: the pack to take, then who ticked it. */
function describedBy(id: string, item: ShoppingItem): string | undefined {
  const ids = [item.pack ? `${id}-pack-${item._id}` : null, tickedBy(item) ? `${id}-by-${item._id}` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function ShoppingItems({
  items,
  editing,
  draft,
  onTick,
  onDraftChange,
  onHave,
}: {
  items: ShoppingItem[];
  editing: boolean;
  draft: Draft;
  onTick: (item: ShoppingItem, purchased: boolean) => void;
  onDraftChange: (item: ShoppingItem, change: Partial<Draft[string]>) => void;
  /** « J'ai déjà »: offered on the items still to buy outside the pantry section. */
  onHave?: (item: ShoppingItem, amount?: PantryAmount) => void;
}) {
  const id = useId();
  const [asking, setAsking] = useState<string | null>(null);
  if (items.length === 0)
    return <p className="rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-700">{T.empty}</p>;
  return (
    <div className="space-y-6">
      {groupByCategory(items).map(([category, group], g) => (
        <section key={category} aria-labelledby={`${id}-cat-${g}`} className="rounded-2xl border border-stone-200 bg-white">
          <div className="flex items-baseline justify-between gap-3 border-b border-stone-200 px-4 py-3">
            <h2 id={`${id}-cat-${g}`} className="text-lg font-bold text-stone-900">
              {category}
            </h2>
            {category !== PANTRY_CATEGORY && subtotalOf(group) !== null && (
              <p className="text-sm font-semibold text-stone-800">{T.aisleSubtotal(subtotalOf(group)!)}</p>
            )}
          </div>
          <ul className="divide-y divide-stone-100">
            {group.map((item) =>
              editing ? (
                <EditRow key={item._id} item={item} draft={draft[item._id]} onChange={(change) => onDraftChange(item, change)} />
              ) : (
                <li key={item._id} className="flex flex-wrap items-center">
                  <label className="flex min-h-12 min-w-0 flex-1 cursor-pointer items-center gap-3 px-4 py-2 hover:bg-stone-50">
                    <input
                      type="checkbox"
                      checked={item.purchased}
                      onChange={(e) => onTick(item, e.target.checked)}
                      aria-describedby={describedBy(id, item)}
                      className="h-5 w-5 shrink-0 accent-brand-700"
                    />
                    <span className={item.purchased ? 'text-stone-500 line-through' : 'text-stone-900'}>
                      {T.itemLabel(item.name, formatQuantity(item.quantity), item.unit, item.detail)}
                      {item.have && ` ${T.youHave(formatQuantity(item.have.quantity), item.have.unit)}`}
                    </span>
                  </label>
                  {item.price !== undefined && <span className="px-4 text-sm font-semibold text-stone-900">{price(item.price)}</span>}
                  {onHave && !item.purchased && item.category !== PANTRY_CATEGORY && asking !== item._id && (
                    <Button
                      type="button"
                      variant="secondary"
                      size="sm"
                      className="mr-4"
                      aria-label={T.haveLabel(item.name)}
                      onClick={() => setAsking(item._id)}
                    >
                      {T.have}
                    </Button>
                  )}
                  {/* Outside the label, like the ticker: what to take from the shelf describes the item. */}
                  {item.pack && (
                    <p id={`${id}-pack-${item._id}`} className="-mt-2 w-full pb-2 pl-12 pr-4 text-sm text-stone-700">
                      {item.pack.label}
                    </p>
                  )}
                  {onHave && asking === item._id && (
                    <HavePrompt
                      item={item}
                      onCancel={() => setAsking(null)}
                      onConfirm={(amount) => {
                        setAsking(null);
                        onHave(item, amount);
                      }}
                    />
                  )}
                  {/* Outside the label: the checkbox keeps the item as its name, the ticker is its description. */}
                  {tickedBy(item) && (
                    <p id={`${id}-by-${item._id}`} className="-mt-2 w-full pb-2 pl-12 pr-4 text-sm text-stone-700">
                      {T.tickedBy(tickedBy(item)!)}
                    </p>
                  )}
                </li>
              ),
            )}
          </ul>
        </section>
      ))}
    </div>
  );
}

function EditRow({
  item,
  draft,
  onChange,
}: {
  item: ShoppingItem;
  draft: Draft[string] | undefined;
  onChange: (change: Partial<Draft[string]>) => void;
}) {
  const id = useId();
  const quantity = draft?.quantity ?? String(item.quantity);
  const purchased = draft?.purchased ?? item.purchased;
  const invalid = !validQuantity(quantity);
  if (draft?.deleted) {
    return (
      <li className="flex flex-wrap items-center gap-3 px-4 py-2">
        <span className="min-w-0 flex-1 text-stone-500 line-through">{item.name}</span>
        <span className="text-sm text-stone-700">{T.willBeDeleted}</span>
        <Button type="button" variant="secondary" size="sm" onClick={() => onChange({ deleted: false })}>
          <Undo2 aria-hidden="true" className="h-3.5 w-3.5" />
          {T.restoreItem(item.name)}
        </Button>
      </li>
    );
  }
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-2">
      <input
        id={`${id}-purchased`}
        type="checkbox"
        checked={purchased}
        onChange={(e) => onChange({ purchased: e.target.checked })}
        className="h-5 w-5 shrink-0 accent-brand-700"
      />
      <label htmlFor={`${id}-purchased`} className="min-w-0 flex-1 text-stone-900">
        {item.name}
        <span className="sr-only">{T.purchasedSuffix}</span>
      </label>
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-qty`} className="sr-only">
          {T.quantityOf(item.name)}
        </label>
        <input
          id={`${id}-qty`}
          type="number"
          inputMode="decimal"
          min={1}
          step="any"
          value={quantity}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-qty-error` : undefined}
          onChange={(e) => onChange({ quantity: e.target.value })}
          className={`w-24 rounded-lg border px-2 py-1.5 text-right ${invalid ? 'border-red-600 bg-red-50' : 'border-stone-400'}`}
        />
        <span className="w-16 text-sm text-stone-700">{item.unit}</span>
        <Button
          type="button"
          variant="secondary"
          size="sm"
          aria-label={T.deleteItem(item.name)}
          onClick={() => onChange({ deleted: true })}
        >
          <Trash2 aria-hidden="true" className="h-3.5 w-3.5" />
        </Button>
      </div>
      {invalid && (
        <p id={`${id}-qty-error`} className="w-full text-right text-sm text-red-700">
          {T.quantityMin}
        </p>
      )}
    </li>
  );
}

/** The list's unit as the pantry counts it, to preselect ('piece' and '' are pieces). */
function pantryUnitOf(unit: string): PantryUnit {
  if (unit === 'piece' || unit === '') return 'pièce';
  return (PANTRY_UNITS as readonly string[]).includes(unit) ? (unit as PantryUnit) : 'g';
}

/** « J'ai déjà » asks how much: nothing typed is « assez » (the household always has it). */
function HavePrompt({
  item,
  onConfirm,
  onCancel,
}: {
  item: ShoppingItem;
  onConfirm: (amount?: PantryAmount) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [quantity, setQuantity] = useState('');
  const [unit, setUnit] = useState<PantryUnit>(pantryUnitOf(item.unit));
  const value = positiveDecimal(quantity);
  return (
    <form
      className="flex w-full flex-wrap items-end gap-2 px-4 pb-3"
      aria-label={T.haveHowMuch(item.name)}
      onSubmit={(e) => {
        e.preventDefault();
        onConfirm(value !== undefined ? { quantity: value, unit } : undefined);
      }}
    >
      <p className="w-full text-sm font-medium text-stone-900">{T.haveHowMuch(item.name)}</p>
      <label htmlFor={`${id}-q`} className="sr-only">
        {T.haveQuantity}
      </label>
      <input
        id={`${id}-q`}
        inputMode="decimal"
        placeholder={T.haveEnough}
        value={quantity}
        onChange={(e) => setQuantity(e.target.value)}
        className="w-28 rounded-lg border border-stone-400 px-3 py-2"
      />
      <label htmlFor={`${id}-u`} className="sr-only">
        {T.haveUnit}
      </label>
      <PantryUnitSelect id={`${id}-u`} value={unit} onChange={setUnit} />
      <Button type="submit" variant="primary" size="sm">
        {T.haveConfirm}
      </Button>
      <Button type="button" variant="secondary" size="sm" onClick={onCancel}>
        {T.haveCancel}
      </Button>
    </form>
  );
}
