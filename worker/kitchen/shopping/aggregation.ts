// Shopping list from a week of meals (docs/decisions/015-shop-rounding-and-staples.md and docs/decisions/016-optional-family-size.md): every ingredient scaled to
// the household, merged across recipes in the unit the shop counts it in (the catalogue's shopUnit,
// through pieceWeightG / densityGPerMl), rounded to what a shop sells (shared/quantities.ts, the same
// rounding as the recipe page's servings stepper), in shop (aisle) order.
// Pure and synchronous: no I/O, no clock.

import { ingredientById } from '../knowledge/kb';
import { phraseKey } from '../base/text';
import { AISLES, AISLE_LABELS, type Aisle, type IngredientData } from '../knowledge/vocabulary';
import { DEFAULT_PIECE_G, G_PER_UNIT, ML_PER_UNIT, parseUnit, toGrams, toMl } from '../knowledge/units';
import {
  PANTRY_MAX_G,
  PANTRY_MAX_ML,
  roundForShop,
  roundMeasured,
  roundPieces,
  roundToPacks,
  trim2,
  weightDetail,
  type QuantityDimension as Dimension,
} from '@shared/quantities';
import { OTHER_CATEGORY, PANTRY_CATEGORY } from '@shared/schemas/shopping';

// The category names the screen reads: « Autres » for free-text ingredients (no catalogue id), listed
// after every aisle, and the pantry section for the staples a recipe needs a tiny amount of (a pinch
// of salt, 10 g of flour, a spoon of oil), listed last, as a reminder rather than a purchase.
export { OTHER_CATEGORY, PANTRY_CATEGORY };

/** Tap water is in every kitchen: never on a list. */
const NEVER_BOUGHT = new Set(['eau']);

/** Shop order of a list's category: the aisles in AISLES order, then « Autres », then the pantry section last. */
export function categoryRank(category: string): number {
  if (category === PANTRY_CATEGORY) return AISLES.length + 1;
  const i = AISLES.findIndex((a) => AISLE_LABELS[a] === category);
  return i < 0 ? AISLES.length : i;
}

/**
 * A staple is a long-keeping product (perishability 'longue') that nearly every French kitchen has
 * open: spices, dried herbs, condiments (salt, vinegar, mustard, stock), fats and oils, the plain
 * sugars and the flours and starches. Chocolate, jams, rice or pasta are 'longue' too, but they are
 * bought for a recipe, so they are not staples.
 */
const STAPLE_FAMILIES = new Set<IngredientData['family']>(['epice', 'condiment', 'herbe', 'matiere-grasse']);
const STAPLE_STARCHES = new Set(['maizena', 'fecule-de-pomme-de-terre']);
export function isStaple(ing: IngredientData): boolean {
  if (ing.perishability !== 'longue') return false;
  if (STAPLE_FAMILIES.has(ing.family)) return true;
  if (ing.family === 'sucre') return ing.id.startsWith('sucre-');
  if (ing.family === 'cereale') return ing.id.startsWith('farine-') || STAPLE_STARCHES.has(ing.id);
  return false;
}

/**
 * "Tiny" (PANTRY_MAX_G, PANTRY_MAX_ML): under 30 g (about 2 c. à soupe of flour or sugar, a jar of
 * spice) or under 45 ml (3 c. à soupe of oil or vinegar) for the whole list. Staples counted by the
 * piece (a stock cube, a vanilla pod) are always bought.
 */
export { PANTRY_MAX_G, PANTRY_MAX_ML, roundForShop, roundToPacks, weightDetail };

/**
 * Produce a French shop sells by the piece (loose, or priced by the piece), listed as a number of
 * pieces with the grams the recipes need in brackets: "Échalotes — 3 (70 g)". Each has a pieceWeightG
 * and no pieceLabel (garlic stays in gousses, herbs in bouquets). Pieces = ceil(grams / pieceWeightG).
 */
export const SOLD_BY_THE_PIECE = new Set([
  // onions, shallots, leeks
  'oignon',
  'oignon-rouge',
  'echalote',
  'poireau',
  // fruiting vegetables
  'courgette',
  'aubergine',
  'poivron-rouge',
  'poivron-vert',
  'poivron-jaune',
  'concombre',
  'artichaut',
  'fenouil',
  // lettuces and cabbages
  'salade-verte',
  'laitue-romaine',
  'laitue-iceberg',
  'batavia',
  'feuille-de-chene',
  'sucrine',
  'frisee',
  'scarole',
  'chou-fleur',
  'brocoli',
  'chou-romanesco',
  'chou-vert',
  'chou-blanc',
  'chou-rouge',
  'chou-chinois',
  'celeri-rave',
  'celeri-branche',
  // squashes
  'courge-butternut',
  'potimarron',
  'courge-spaghetti',
  // fruits
  'avocat',
  'citron',
  'citron-vert',
  'pamplemousse',
  'mangue',
  'ananas',
  'melon',
]);

/**
 * Packs a French supermarket sells, for the common products whose pack the catalogue does not give:
 * the need is rounded up to whole packs (largest first, then the smaller pack if the rest fits in it):
 * butter by 250 g, wheat flour by 1 kg, dry pasta by 500 g, liquid cream by 50 cl and 20 cl, milk by 1 l.
 * Everything else keeps roundForShop's steps.
 */
const PACKS: Record<string, { sizes: readonly number[] }> = {
  'beurre-doux': { sizes: [250] },
  'beurre-demi-sel': { sizes: [250] },
  'farine-de-ble': { sizes: [1000] },
  'farine-complete': { sizes: [1000] },
  'pates-seches': { sizes: [500] },
  spaghetti: { sizes: [500] },
  penne: { sizes: [500] },
  coquillettes: { sizes: [500] },
  linguine: { sizes: [500] },
  tagliatelles: { sizes: [500] },
  'pates-completes': { sizes: [500] },
  'creme-liquide': { sizes: [500, 200] },
  'creme-liquide-legere': { sizes: [500, 200] },
  'lait-demi-ecreme': { sizes: [1000] },
  'lait-entier': { sizes: [1000] },
  'lait-ecreme': { sizes: [1000] },
  'lait-sans-lactose': { sizes: [1000] },
};

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
  /** Position of the category in shop order (AISLES index; free text after them, the pantry last). */
  aisleRank: number;
  /** What the quantity stands for, shown in brackets: the grams needed of produce sold by the piece ("70 g"). */
  detail?: string;
}

/** Portions a household eats: a child counts as half a portion (docs/decisions/016-optional-family-size.md). At least 1. */
export function householdServings(adults: number, children: number): number {
  const total = Math.max(0, adults || 0) + 0.5 * Math.max(0, children || 0);
  return Math.max(1, total);
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
 * each scaled from its own `servings` to `servingsNeeded` portions. `pantry: false` keeps tiny
 * staples in their aisle: a product the shopper adds by hand is one they mean to buy.
 */
export function aggregateShoppingList(
  meals: readonly AggregateRecipe[],
  servingsNeeded: number,
  options: { pantry?: boolean } = {},
): ShoppingLine[] {
  const pantry = options.pantry ?? true;
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
          bucket = {
            ingredient: ing,
            name: ing.name,
            dimension: ing.shopUnit === 'piece' ? 'piece' : ing.shopUnit,
            amount: 0,
            order: order++,
          };
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
        const amount =
          dimension === 'g' ? toGrams(line.quantity, line.unity) : dimension === 'ml' ? toMl(line.quantity, line.unity) : line.quantity;
        bucket.amount += amount * factor;
      }
    }
  }

  const lines: (ShoppingLine & { order: number })[] = [];
  for (const b of buckets.values()) lines.push({ ...present(b, pantry), order: b.order });
  lines.sort((a, b) => a.aisleRank - b.aisleRank || collator.compare(a.name, b.name) || a.order - b.order);
  return lines.map(({ order: _order, ...line }) => line);
}

function pieceLabelOf(unity: string): string | undefined {
  const u = unity.trim();
  if (!u || parseUnit(u) === 'pièce') return undefined;
  return u;
}

function present(b: Bucket, pantry: boolean): ShoppingLine {
  const ing = b.ingredient;
  const aisle: Aisle | null = ing?.aisle ?? null;
  const category = aisle ? AISLE_LABELS[aisle] : OTHER_CATEGORY;
  const aisleRank = categoryRank(category);
  const ingredientId = ing?.id ?? null;

  // A staple needed in a tiny amount is surely in the cupboard already: a reminder, not a purchase.
  if (pantry && ing && b.dimension !== 'piece' && isStaple(ing) && b.amount < (b.dimension === 'g' ? PANTRY_MAX_G : PANTRY_MAX_ML)) {
    return {
      ingredientId,
      name: ing.name,
      ...roundMeasured(b.amount, b.dimension),
      category: PANTRY_CATEGORY,
      aisleRank: categoryRank(PANTRY_CATEGORY),
    };
  }
  if (ing?.pieceWeightG && !ing.pieceLabel && SOLD_BY_THE_PIECE.has(ing.id)) {
    const grams = b.dimension === 'piece' ? b.amount * ing.pieceWeightG : b.amount;
    const pieces = grams / ing.pieceWeightG;
    const n = roundPieces(pieces);
    const name = n > 1 && ing.plural ? ing.plural : ing.name;
    // The weight is worth showing where the shop weighs the produce (priced by the kg) or where the
    // recipes need only part of the last piece; "2 citrons" needs no "(240 g)".
    const whole = Math.abs(pieces - Math.round(pieces)) < 1e-6;
    const line: ShoppingLine = { ingredientId, name, quantity: n, unit: '', category, aisleRank };
    return ing.price.per === 'kg' || !whole ? { ...line, detail: weightDetail(grams) } : line;
  }
  const packs = ing ? PACKS[ing.id] : undefined;
  if (packs && b.dimension !== 'piece') {
    const total = roundToPacks(b.amount, packs.sizes);
    if (b.dimension === 'ml') {
      return total >= 1000
        ? { ingredientId, name: b.name, quantity: trim2(total / 1000), unit: 'l', category, aisleRank }
        : { ingredientId, name: b.name, quantity: trim2(total / 10), unit: 'cl', category, aisleRank };
    }
    return total >= 1000
      ? { ingredientId, name: b.name, quantity: trim2(total / 1000), unit: 'kg', category, aisleRank }
      : { ingredientId, name: b.name, quantity: total, unit: 'g', category, aisleRank };
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
