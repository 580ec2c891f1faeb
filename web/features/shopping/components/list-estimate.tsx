import { estimateOf, type ShoppingItem } from '@shared/schemas/shopping';
import { SHOPPING_TEXTS as T } from '../texts';

/**
 * The basket's price before ordering: the sum of the drive's prices of the lines, and the lines it
 * has no price for. Without any price (no drive), says so instead of showing 0 €.
 */
export function ListEstimate({ items }: { items: readonly ShoppingItem[] }) {
  const { estimatedTotal, unpriced } = estimateOf(items);
  const anyPrice = items.some((i) => i.price !== undefined);
  if (items.length === 0) return null;
  return (
    <div className="rounded-xl border border-stone-200 bg-white px-4 py-3 text-stone-900" data-testid="list-estimate">
      {anyPrice ? (
        <>
          <p className="text-lg font-bold">{T.estimatedTotal(estimatedTotal)}</p>
          {unpriced.length > 0 && <p className="text-sm text-stone-700">{T.unpriced(unpriced)}</p>}
        </>
      ) : (
        <p className="font-semibold">{T.pricesUnavailable}</p>
      )}
    </div>
  );
}

/** The sum of an aisle's priced lines (in cents, as the list's estimate), or null when none has a price. */
export function subtotalOf(items: readonly ShoppingItem[]): number | null {
  const priced = items.filter((i) => i.price !== undefined);
  return priced.length === 0 ? null : priced.reduce((cents, i) => cents + Math.round(i.price! * 100), 0) / 100;
}
