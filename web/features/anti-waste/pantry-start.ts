import type { PantryItem } from '@shared/schemas/households';
import { addTag } from '@shared/text';

/**
 * « Mes placards » as a starting set for anti-waste: the items the household counts, the soonest
 * best-before first (YYYY-MM-DD sorts as text), then those without a date in the pantry's order.
 * Staples (« assez »: salt, oil) are left out: always at hand, never what goes to waste. At most
 * `max` names (the form's limit).
 */
export function pantryStartSet(items: readonly PantryItem[], max: number): string[] {
  const counted = items.map((item, at) => ({ item, at })).filter(({ item }) => item.quantity !== undefined);
  counted.sort((a, b) => {
    const da = a.item.bestBefore;
    const db = b.item.bestBefore;
    if (da && db && da !== db) return da < db ? -1 : 1;
    if (!da !== !db) return da ? -1 : 1;
    return a.at - b.at;
  });
  return counted.reduce<string[]>((names, { item }) => (names.length < max ? addTag(names, item.name) : names), []);
}
