// Shopping list from a week of meals (issue #5, DESIGN.md "Shopping lists"): every ingredient scaled to
// the household, merged across recipes in the unit the shop counts it in (the catalogue's shopUnit,
// through pieceWeightG / densityGPerMl), rounded to what a shop sells, in shop (aisle) order.
// Pure and synchronous: no I/O, no clock.

import { ingredientById } from './kb';
import { phraseKey } from './text';
import { AISLES, AISLE_LABELS, type Aisle, type IngredientData } from './types';
import { DEFAULT_PIECE_G, G_PER_UNIT, ML_PER_UNIT, parseUnit, toGrams, toMl } from './units';

/** Category of free-text ingredients (no catalogue id), listed after every aisle. */
export const OTHER_CATEGORY = 'Autres';

/** Tap water is in every kitchen: never on a list. */
const NEVER_BOUGHT = new Set(['eau']);

/** Below this many grams, a long-keeping staple (sel, poivre, laurier...) is listed as one pack. */
const STAPLE_PACK_MAX_G = 20;
const STAPLE_FAMILIES = new Set<IngredientData['family']>(['epice', 'condiment', 'herbe']);

export interface AggregateLine {
  name: string;
  quantity: number;
  /** Any unit a cook writes: 'g', 'kg', 'cl', 'c. à soupe', 'pincée', 'gousses', 'pièce'... */
  unity: string;
  /** Catalogue id; null/absent for free text. */
  ingredientId?: string | null;
}

export interface AggregateRecipe {
  /** Portions the quantities are written for. */
  servings: number;
  ingredients: readonly AggregateLine[];
}

export interface ShoppingLine {
  /** Catalogue id, or null for free text. */
  ingredientId: string | null;
  name: string;
  quantity: number;
  unit: string;
  /** Aisle label (AISLE_LABELS) or 'Autres'. */
  category: string;
  /** Position of the category in shop order (AISLES index; free text after them). */
  aisleRank: number;
}

/** Portions a household eats: a child counts as half a portion (DESIGN.md). At least 1. */
export function householdServings(adults: number, children: number): number {
  const total = Math.max(0, adults || 0) + 0.5 * Math.max(0, children || 0);
  return Math.max(1, total);
}

type Dimension = 'g' | 'ml' | 'piece';

/** `x` rounded up to a multiple of `step`, tolerant of float noise (0.1 + 0.2). */
function ceilTo(x: number, step: number): number {
  return Math.max(step, Math.ceil(x / step - 1e-9) * step);
}

const trim2 = (n: number) => Math.round(n * 100) / 100;

/**
 * What a shop sells for an amount: whole pieces (2.75 œufs → 3); grams by 10 g up to 100 g, 50 g up
 * to 500 g, 100 g up to 1 kg, then 250 g (shown in kg from 1 kg); millilitres by 250 ml (shown in l
 * from 1 l). Every result is ≥ 1 in its unit, so it passes the list editor's "quantity ≥ 1".
 */
export function roundForShop(amount: number, dimension: Dimension): { quantity: number; unit: 'g' | 'kg' | 'ml' | 'l' | 'piece' } {
  if (dimension === 'piece') return { quantity: Math.max(1, Math.ceil(amount - 1e-9)), unit: 'piece' };
  if (dimension === 'ml') {
    const ml = ceilTo(amount, 250);
    return ml >= 1000 ? { quantity: trim2(ml / 1000), unit: 'l' } : { quantity: ml, unit: 'ml' };
  }
  const step = amount <= 100 ? 10 : amount <= 500 ? 50 : amount <= 1000 ? 100 : 250;
  const g = ceilTo(amount, step);
  return g >= 1000 ? { quantity: trim2(g / 1000), unit: 'kg' } : { quantity: g, unit: 'g' };
}

interface Bucket {
  ingredient?: IngredientData;
  name: string;
  dimension: Dimension;
  /** Piece label for free text counted in pieces ('bouquet', 'boîtes'...). */
  pieceUnit?: string;
  amount: number;
  /** First appearance, for a stable order among equals. */
  order: number;
}

function dimensionOfUnit(unity: string, ing?: IngredientData): Dimension {
  const unit = parseUnit(unity, ing);
  if (unit && G_PER_UNIT[unit] !== undefined) return 'g';
  if (unit && ML_PER_UNIT[unit] !== undefined) return 'ml';
  return 'piece';
}

/** Quantity of a catalogue ingredient's line in its shop unit (g, ml or pieces). */
function inShopUnit(line: AggregateLine, ing: IngredientData): number {
  if (ing.shopUnit === 'g') return toGrams(line.quantity, line.unity, ing);
  if (ing.shopUnit === 'ml') return toMl(line.quantity, line.unity, ing);
  if (parseUnit(line.unity, ing) === 'pièce' || parseUnit(line.unity, ing) === null) return line.quantity;
  return toGrams(line.quantity, line.unity, ing) / (ing.pieceWeightG ?? DEFAULT_PIECE_G);
}

const collator = new Intl.Collator('fr', { sensitivity: 'base' });

/**
 * The list for a set of meals (one entry per planned meal: a recipe eaten twice counts twice),
 * each scaled from its own `servings` to `servingsNeeded` portions.
 */
export function aggregateShoppingList(meals: readonly AggregateRecipe[], servingsNeeded: number): ShoppingLine[] {
  const buckets = new Map<string, Bucket>();
  let order = 0;
  for (const meal of meals) {
    const factor = servingsNeeded / Math.max(1, meal.servings || 1);
    for (const line of meal.ingredients) {
      if (!Number.isFinite(line.quantity) || line.quantity < 0) continue;
      const ing = ingredientById(line.ingredientId ?? undefined);
      if (ing && NEVER_BOUGHT.has(ing.id)) continue;
      let key: string;
      let bucket: Bucket | undefined;
      if (ing) {
        key = `id:${ing.id}`;
        bucket = buckets.get(key);
        if (!bucket) {
          bucket = { ingredient: ing, name: ing.name, dimension: ing.shopUnit === 'piece' ? 'piece' : ing.shopUnit, amount: 0, order: order++ };
          buckets.set(key, bucket);
        }
        bucket.amount += inShopUnit(line, ing) * factor;
      } else {
        // Free text: merged by name within one dimension (g with kg, ml with cl and l, pieces by label).
        const dimension = dimensionOfUnit(line.unity);
        const pieceUnit = dimension === 'piece' ? pieceLabelOf(line.unity) : undefined;
        key = `text:${phraseKey(line.name)}|${dimension}|${pieceUnit ?? ''}`;
        bucket = buckets.get(key);
        if (!bucket) {
          bucket = { name: line.name.trim(), dimension, pieceUnit, amount: 0, order: order++ };
          buckets.set(key, bucket);
        }
        const amount = dimension === 'g' ? toGrams(line.quantity, line.unity) : dimension === 'ml' ? toMl(line.quantity, line.unity) : line.quantity;
        bucket.amount += amount * factor;
      }
    }
  }

  const lines: (ShoppingLine & { order: number })[] = [];
  for (const b of buckets.values()) lines.push({ ...present(b), order: b.order });
  lines.sort((a, b) => a.aisleRank - b.aisleRank || collator.compare(a.name, b.name) || a.order - b.order);
  return lines.map(({ order: _order, ...line }) => line);
}

function pieceLabelOf(unity: string): string | undefined {
  const u = unity.trim();
  if (!u || parseUnit(u) === 'pièce') return undefined;
  return u;
}

function present(b: Bucket): ShoppingLine {
  const ing = b.ingredient;
  const aisle: Aisle | null = ing?.aisle ?? null;
  const category = aisle ? AISLE_LABELS[aisle] : OTHER_CATEGORY;
  const aisleRank = aisle ? AISLES.indexOf(aisle) : AISLES.length;
  const ingredientId = ing?.id ?? null;

  // Staples used by the pinch still appear, once, as one pack (spec: "sel, poivre").
  if (ing && b.dimension === 'g' && ing.perishability === 'longue' && STAPLE_FAMILIES.has(ing.family) && b.amount < STAPLE_PACK_MAX_G) {
    return { ingredientId, name: ing.name, quantity: 1, unit: 'paquet', category, aisleRank };
  }
  const rounded = roundForShop(b.amount, b.dimension);
  if (rounded.unit !== 'piece') return { ingredientId, name: b.name, quantity: rounded.quantity, unit: rounded.unit, category, aisleRank };
  const n = rounded.quantity;
  if (ing) {
    const unit = ing.pieceLabel ? (n > 1 ? ing.pieceLabel.plural : ing.pieceLabel.singular) : n > 1 ? 'pièces' : 'pièce';
    // "3 œufs", "2 citrons", but "4 gousses d'ail": the plural goes on the label when there is one.
    const name = !ing.pieceLabel && n > 1 && ing.plural ? ing.plural : ing.name;
    return { ingredientId, name, quantity: n, unit, category, aisleRank };
  }
  return { ingredientId, name: b.name, quantity: n, unit: b.pieceUnit ?? (n > 1 ? 'pièces' : 'pièce'), category, aisleRank };
}
