// Quantities of « Mes placards »: units brought to one base per family (grams, millilitres, pieces),
// an item merged with what is added to it, an amount taken out of it. Different families (grams and
// pieces, grams and millilitres) are never converted into each other. Pure: no I/O.
import { PANTRY_MAX_QUANTITY, pantryUnitSchema, type PantryItem, type PantryUnit } from '@shared/schemas/households';
import { ALL_INGREDIENTS, phraseKey, parseUnit, type IngredientData } from '../../kitchen/index';

export type Family = 'g' | 'ml' | 'piece';

/** Each unit a list or a pantry writes, as its family and its size in the family's base unit. */
const UNIT_BASE: Record<string, { family: Family; factor: number }> = {
  g: { family: 'g', factor: 1 },
  kg: { family: 'g', factor: 1000 },
  ml: { family: 'ml', factor: 1 },
  cl: { family: 'ml', factor: 10 },
  l: { family: 'ml', factor: 1000 },
  pièce: { family: 'piece', factor: 1 },
  piece: { family: 'piece', factor: 1 },
};

/** Float noise off (0.1 + 0.2), to the thousandth. */
export const tidy = (n: number) => Math.round(n * 1000) / 1000;

/** `quantity` of `unit` in its family's base unit, or null for a unit that is not counted ('boîte', 'c. à café'). */
export function toBase(quantity: number, unit: string): { family: Family; amount: number } | null {
  const base = UNIT_BASE[unit];
  return base ? { family: base.family, amount: quantity * base.factor } : null;
}

/** A base amount expressed in `unit` (of the same family). */
export function fromBase(amount: number, unit: string): number {
  return tidy(amount / (UNIT_BASE[unit]?.factor ?? 1));
}

/** The pantry unit a list unit is kept in ('piece' on the list is 'pièce' in the pantry); null when not counted. */
export function pantryUnitOf(unit: string, ing?: IngredientData): PantryUnit | null {
  // The list writes pieces as 'piece', without a unit for produce counted by the piece ('3 Carottes'),
  // or by the catalogue's piece label ('gousses').
  if (unit === 'piece' || unit === '') return 'pièce';
  const parsed = pantryUnitSchema.safeParse(unit);
  if (parsed.success) return parsed.data;
  return parseUnit(unit, ing) === 'pièce' ? 'pièce' : null;
}

const INGREDIENT_BY_KEY: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (const ing of ALL_INGREDIENTS) {
    for (const name of [ing.name, ...(ing.synonyms ?? [])]) {
      const key = phraseKey(name);
      if (key && !map.has(key)) map.set(key, ing.id);
    }
  }
  return map;
})();

/** The catalogue ingredient a pantry name stands for (accents, case and plurals aside), or null for free text. */
export function ingredientIdFor(name: string): string | null {
  return INGREDIENT_BY_KEY.get(phraseKey(name)) ?? null;
}

/** Whether two pantry names are the same item: same catalogue ingredient, or the same words. */
export function sameItem(a: { name: string }, b: { name: string }): boolean {
  const ia = ingredientIdFor(a.name);
  return ia !== null ? ia === ingredientIdFor(b.name) : phraseKey(a.name) === phraseKey(b.name);
}

/** `quantity` kept within what a pantry item may hold in `unit`. */
function capped(quantity: number, unit: PantryUnit): number {
  return tidy(Math.min(quantity, PANTRY_MAX_QUANTITY[unit]));
}

/**
 * `existing` with `added` put in: a staple stays a staple when « assez » is added, a staple given a
 * quantity takes it, two quantities of one family add up (in the existing unit); a quantity of
 * another family replaces the old one (the latest figure is the one the household just gave).
 */
export function mergeItem(existing: PantryItem, added: PantryItem): PantryItem {
  const bestBefore = added.bestBefore ?? existing.bestBefore;
  const name = existing.name;
  const withDate = (item: PantryItem): PantryItem => (bestBefore ? { ...item, bestBefore } : item);
  if (added.quantity === undefined || added.unit === undefined) return withDate({ name });
  if (existing.quantity === undefined || existing.unit === undefined) return withDate({ name, quantity: added.quantity, unit: added.unit });
  const a = toBase(existing.quantity, existing.unit);
  const b = toBase(added.quantity, added.unit);
  if (a && b && a.family === b.family) {
    return withDate({ name, quantity: capped(fromBase(a.amount + b.amount, existing.unit), existing.unit), unit: existing.unit });
  }
  return withDate({ name, quantity: added.quantity, unit: added.unit });
}

/** `items` with `added` merged into the same item, or appended (when there is room). */
export function withItem(items: readonly PantryItem[], added: PantryItem, maxItems: number): PantryItem[] {
  const at = items.findIndex((item) => sameItem(item, added));
  if (at >= 0) return items.map((item, i) => (i === at ? mergeItem(item, added) : item));
  return items.length >= maxItems ? [...items] : [...items, added];
}

/**
 * `item` with `amount` (in `unit`) taken out: what is left and what was really taken (never more
 * than the item held). A staple, or another family, gives nothing. An item emptied is removed (null).
 */
export function takeOut(item: PantryItem, amount: number, unit: string): { left: PantryItem | null; taken: number } {
  if (item.quantity === undefined || item.unit === undefined) return { left: item, taken: 0 };
  const have = toBase(item.quantity, item.unit);
  const want = toBase(amount, unit);
  if (!have || !want || have.family !== want.family) return { left: item, taken: 0 };
  const taken = Math.min(have.amount, want.amount);
  const rest = fromBase(have.amount - taken, item.unit);
  return { left: rest > 0 ? { ...item, quantity: rest } : null, taken: fromBase(taken, unit) };
}
