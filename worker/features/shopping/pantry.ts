// The household's pantry on its shopping lists: the staples it says it always has ('sel', 'poivre',
// "huile d'olive"...) are listed apart under « Vous avez sûrement déjà » ('apart') or left off
// ('hidden'). An item matches a staple by its catalogue name or one of the catalogue's synonyms, or by
// its own name for free text; accents, case and plurals aside. Pure: no I/O.
import { PANTRY_MAX_ITEMS, type Pantry } from '@shared/schemas/households';
import { PANTRY_CATEGORY } from '@shared/schemas/shopping';
import { categoryRank, ingredientById, phraseKey } from '../../kitchen/index';
import type { ShoppingLine } from '../../kitchen/index';

/** The rank of the pantry section in shop order: after every aisle and after 'Autres'. */
const PANTRY_RANK = categoryRank(PANTRY_CATEGORY);

const collator = new Intl.Collator('fr', { sensitivity: 'base' });

/** The name a staple is declared by: the catalogue's ('Échalotes' on the list → 'Échalote'), else the item's own. */
export function pantryName(ingredientId: string | null, name: string): string {
  return ingredientById(ingredientId ?? undefined)?.name ?? name.trim();
}

/** Every key an item may be declared by: its catalogue name and synonyms, or its own name. */
function keysOf(ingredientId: string | null, name: string): string[] {
  const ing = ingredientById(ingredientId ?? undefined);
  return (ing ? [ing.name, ...(ing.synonyms ?? [])] : [name]).map(phraseKey).filter(Boolean);
}

/** The names of the staples of a pantry: its items without a quantity (« assez »). */
export function staplesOf(pantry: Pick<Pantry, 'items'>): string[] {
  return pantry.items.filter((item) => item.quantity === undefined).map((item) => item.name);
}

/** A test of "the household declared this staple", for one pantry. */
export function pantryMatcher(items: readonly string[]): (ingredientId: string | null, name: string) => boolean {
  const declared = new Set(items.map(phraseKey).filter(Boolean));
  return (ingredientId, name) => declared.size > 0 && keysOf(ingredientId, name).some((key) => declared.has(key));
}

/**
 * A generated list's lines with the household's pantry applied: declared staples go to the pantry
 * section ('apart') or are left off ('hidden'). The tiny amounts of staples the aggregation already
 * puts there stay there. The pantry section stays last, in alphabetical order.
 */
export function applyPantry<L extends ShoppingLine>(lines: readonly L[], pantry: Pantry): L[] {
  const declared = pantryMatcher(staplesOf(pantry));
  const aisles: L[] = [];
  const apart: L[] = [];
  for (const line of lines) {
    if (declared(line.ingredientId, line.name)) {
      if (pantry.mode === 'apart') apart.push({ ...line, category: PANTRY_CATEGORY, aisleRank: PANTRY_RANK });
    } else if (line.category === PANTRY_CATEGORY) apart.push(line);
    else aisles.push(line);
  }
  apart.sort((a, b) => collator.compare(a.name, b.name));
  return [...aisles, ...apart];
}

/** The pantry with one more staple, unless it already has it (accents, case and plurals aside) or is full. */
export function withStaple(items: readonly string[], staple: string): string[] {
  const key = phraseKey(staple);
  return items.length >= PANTRY_MAX_ITEMS || items.some((item) => phraseKey(item) === key) ? [...items] : [...items, staple];
}
