// What the pantry holds comes off the next shopping list: need 750 g, have 500 g → 250 g, the line
// saying « vous en avez 500 g » (`have`). The subtraction is made on the amounts the recipes need,
// before the list rounds them to what a shop sells, in the catalogue ingredient's shop unit (grams,
// millilitres or pieces); a pantry quantity of another family (grams for eggs counted by the piece)
// is not subtracted. An item the pantry covers entirely goes to « Vous avez sûrement déjà » (or off
// the list when the household hides its pantry), with what the pantry holds. Pure: no I/O.
import type { Pantry, PantryItem } from '@shared/schemas/households';
import {
  ingredientById,
  aggregateShoppingList,
  DEFAULT_PIECE_G,
  parseUnit,
  toGrams,
  toMl,
  type AggregateLine,
  type AggregateRecipe,
  type ShoppingLine,
  type IngredientData,
} from '../../kitchen/index';
import { ingredientIdFor, toBase, type Family } from '../households/pantry-stock';
import { applyPantry } from './pantry';

/** A list line, with what the pantry held of it when it was subtracted. */
export type ListLine = ShoppingLine & { have?: { quantity: number; unit: string } };

export const familyOf = (ing: IngredientData): Family => (ing.shopUnit === 'piece' ? 'piece' : ing.shopUnit);

/** A recipe line's amount in its ingredient's shop unit (as the list aggregates it). */
export function inShopUnit(line: AggregateLine, ing: IngredientData): number {
  if (ing.shopUnit === 'g') return toGrams(line.quantity, line.unity, ing);
  if (ing.shopUnit === 'ml') return toMl(line.quantity, line.unity, ing);
  const unit = parseUnit(line.unity, ing);
  if (unit === 'pièce' || unit === null) return line.quantity;
  return toGrams(line.quantity, line.unity, ing) / (ing.pieceWeightG ?? DEFAULT_PIECE_G);
}

/** The pantry's counted items by catalogue ingredient (the first one of each). */
function stockOf(items: readonly PantryItem[]): Map<string, PantryItem & { quantity: number; unit: string }> {
  const stock = new Map<string, PantryItem & { quantity: number; unit: string }>();
  for (const item of items) {
    if (item.quantity === undefined || item.unit === undefined) continue;
    const id = ingredientIdFor(item.name);
    if (id && !stock.has(id)) stock.set(id, { ...item, quantity: item.quantity, unit: item.unit });
  }
  return stock;
}

/**
 * The list of `planned` meals for `servingsNeeded` portions each, with the pantry applied: its
 * staples apart or off, its quantities subtracted.
 */
export function listWithPantry(planned: readonly AggregateRecipe[], servingsNeeded: number, pantry: Pantry): ListLine[] {
  const stock = stockOf(pantry.items);
  // What the meals need of each ingredient the pantry counts, in its shop unit.
  const need = new Map<string, number>();
  for (const meal of planned) {
    const factor = servingsNeeded / Math.max(1, meal.servings || 1);
    for (const line of meal.ingredients) {
      const ing = line.ingredientId ? ingredientById(line.ingredientId) : undefined;
      if (!ing || !stock.has(ing.id) || !Number.isFinite(line.quantity) || line.quantity < 0) continue;
      need.set(ing.id, (need.get(ing.id) ?? 0) + inShopUnit(line, ing) * factor);
    }
  }
  // The share of each ingredient still to buy: 0 when the pantry covers it.
  const toBuy = new Map<string, number>();
  for (const [id, needed] of need) {
    const ing = ingredientById(id);
    const item = stock.get(id);
    const have = item ? toBase(item.quantity, item.unit) : null;
    if (!ing || !have || have.family !== familyOf(ing) || needed <= 0) continue;
    toBuy.set(id, Math.max(0, needed - have.amount) / needed);
  }
  const reduced = planned.map((meal) => ({
    ...meal,
    ingredients: meal.ingredients.map((line) => {
      const share = line.ingredientId ? toBuy.get(line.ingredientId) : undefined;
      // A covered ingredient keeps its amount: it is shown apart with what the pantry holds.
      return share === undefined || share <= 1e-9 ? line : { ...line, quantity: line.quantity * share };
    }),
  }));
  const covered = [...toBuy].filter(([, share]) => share <= 1e-9).map(([id]) => id);
  const lines: ListLine[] = aggregateShoppingList(reduced, servingsNeeded).map((line) => {
    const item = line.ingredientId && toBuy.has(line.ingredientId) ? stock.get(line.ingredientId) : undefined;
    return item ? { ...line, have: { quantity: item.quantity, unit: item.unit } } : line;
  });
  const coveredNames = covered.map((id) => ({ name: ingredientById(id)?.name ?? id }));
  return applyPantry(lines, { mode: pantry.mode, items: [...pantry.items, ...coveredNames] });
}
