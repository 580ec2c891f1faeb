// Buying as sold (docs/live-list.md « Packs and prices »): what a shopper takes from the shelf for a
// list line. The drive's catalogue says it for the products it knows (`drivePack`); for the others a
// pack table by ingredient (`PACK_RULES`: eggs by 6 or 12, vinegar by the bottle, herbs by the
// bunch...) gives the sizes a French shop sells, and `choosePack` picks one. Zests and juices of
// lemon, lime and orange are bought as the fruit (`fruitsAsBought`). Pure: no I/O, no clock.

import { findIngredient } from '../knowledge/catalogue';
import { ingredientById } from '../knowledge/kb';
import { phraseKey } from '../base/text';
import type { AggregateLine, AggregateRecipe } from './aggregation';
import type { Family, IngredientData } from '../knowledge/vocabulary';
import { parseUnit, toGrams, toMl } from '../knowledge/units';

/** The unit a pack's size is counted in. */
export type PackUnit = 'pièce' | 'g' | 'ml' | 'bouquet';

/** What to take from the shelf: `count` packs of `size` `unit`, and the words that say it. */
export interface Pack {
  /** « 1 boîte de 6 (il en faut 4) », « 1 bouteille de 50 cl (il en faut 3 c. à café) ». */
  label: string;
  count: number;
  size: number;
  unit: PackUnit;
  /** The drive's product label (« Œufs frais x12 ») when the drive supplies the line: a new quantity is priced in the same product. */
  product?: string;
}

/** How an ingredient is sold: the container's name and the sizes a shop has. */
export interface PackKind {
  container: { singular: string; plural: string };
  unit: PackUnit;
  /** Sizes on the shelf, in `unit`, smallest first. */
  sizes: readonly number[];
}

/** Which ingredients a rule covers: by id, by id prefix, or by family (with a perishability). */
export interface PackMatch {
  ids?: readonly string[];
  idPrefix?: string;
  family?: Family;
  /** With `family`: only the long-keeping ones (dried herbs and spices, not fresh ginger). */
  longKeepingOnly?: boolean;
  /** With `family` or `idPrefix`: the ingredients it leaves to another rule, or to no pack. */
  except?: readonly string[];
  /** With `family`: only ingredients the list counts in this unit. */
  shopUnit?: IngredientData['shopUnit'];
}

const kind = (singular: string, plural: string, unit: PackUnit, sizes: readonly number[]): PackKind => ({
  container: { singular, plural },
  unit,
  sizes,
});

/**
 * The pack table, first matching rule wins. An ingredient no rule covers (a lemon, a courgette, a
 * camembert) is bought by the piece or by weight as the list says: no pack.
 */
export const PACK_RULES: readonly { match: PackMatch; pack: PackKind }[] = [
  { match: { ids: ['oeuf'] }, pack: kind('boîte', 'boîtes', 'pièce', [6, 12]) },
  { match: { idPrefix: 'vinaigre-' }, pack: kind('bouteille', 'bouteilles', 'ml', [500]) },
  { match: { idPrefix: 'huile-', except: ['huile-de-coco'] }, pack: kind('bouteille', 'bouteilles', 'ml', [500, 1000]) },
  { match: { family: 'herbe', shopUnit: 'piece' }, pack: kind('bouquet', 'bouquets', 'bouquet', [1]) },
  { match: { family: 'herbe', longKeepingOnly: true }, pack: kind('pot', 'pots', 'g', [40]) },
  { match: { family: 'epice', longKeepingOnly: true, shopUnit: 'g' }, pack: kind('pot', 'pots', 'g', [40]) },
  { match: { idPrefix: 'farine-' }, pack: kind('paquet', 'paquets', 'g', [1000]) },
  { match: { ids: ['sucre-en-poudre', 'sucre-roux', 'sucre-en-morceaux'] }, pack: kind('paquet', 'paquets', 'g', [1000]) },
  { match: { ids: ['sucre-glace'] }, pack: kind('paquet', 'paquets', 'g', [500]) },
  { match: { ids: ['beurre-doux', 'beurre-demi-sel'] }, pack: kind('plaquette', 'plaquettes', 'g', [250]) },
  {
    match: {
      ids: ['lait-demi-ecreme', 'lait-entier', 'lait-ecreme', 'lait-sans-lactose', 'lait-de-soja', 'lait-d-avoine', 'lait-d-amande'],
    },
    pack: kind('brique', 'briques', 'ml', [1000]),
  },
  { match: { ids: ['creme-fraiche-epaisse', 'creme-fraiche-legere'] }, pack: kind('pot', 'pots', 'g', [200]) },
  { match: { ids: ['creme-liquide', 'creme-liquide-legere'] }, pack: kind('brique', 'briques', 'ml', [200]) },
  { match: { ids: ['yaourt-nature', 'yaourt-aux-fruits', 'yaourt-brebis', 'yaourt-soja'] }, pack: kind('lot', 'lots', 'pièce', [4]) },
  { match: { family: 'fromage', shopUnit: 'g' }, pack: kind('paquet', 'paquets', 'g', [200]) },
  { match: { ids: ['tomates-pelees-en-conserve', 'tomates-concassees'] }, pack: kind('boîte', 'boîtes', 'g', [400]) },
  { match: { ids: ['pates-seches', 'spaghetti', 'penne', 'pates-completes'] }, pack: kind('paquet', 'paquets', 'g', [500]) },
  { match: { idPrefix: 'riz-' }, pack: kind('paquet', 'paquets', 'g', [1000]) },
];

function matches(m: PackMatch, ing: IngredientData): boolean {
  if (m.except?.includes(ing.id)) return false;
  if (m.ids) return m.ids.includes(ing.id);
  if (m.idPrefix) return ing.id.startsWith(m.idPrefix);
  if (m.family !== ing.family) return false;
  if (m.longKeepingOnly && ing.perishability !== 'longue') return false;
  if (m.shopUnit && ing.shopUnit !== m.shopUnit) return false;
  return true;
}

/** How this ingredient is sold, or null when the table does not say. */
export function packKindOf(ing: IngredientData | undefined): PackKind | null {
  if (!ing) return null;
  return PACK_RULES.find((r) => matches(r.match, ing))?.pack ?? null;
}

/** The catalogue ingredient of a list line: its id, else its name. */
export function lineIngredient(ingredientId: string | null | undefined, name: string): IngredientData | undefined {
  return ingredientById(ingredientId ?? undefined) ?? findIngredient(name);
}

const isBunchUnit = (unit: string) => phraseKey(unit) === 'bouquet';

/**
 * The amount of a list line in a pack's unit, or null when it cannot be converted (a unit the
 * catalogue cannot weigh, an ingredient it does not know).
 */
export function amountIn(unit: PackUnit, quantity: number, lineUnit: string, ing: IngredientData | undefined): number | null {
  const known = parseUnit(lineUnit, ing);
  const weighs = (q: number) => (ing?.pieceWeightG ? q * ing.pieceWeightG : null);
  switch (unit) {
    case 'pièce':
      if (known === 'pièce') return quantity;
      if (known && ing?.pieceWeightG) return toGrams(quantity, known, ing) / ing.pieceWeightG;
      return null;
    case 'bouquet':
      if (isBunchUnit(lineUnit) || known === 'pièce') return quantity;
      if (known && ing?.pieceWeightG) return toGrams(quantity, known, ing) / ing.pieceWeightG;
      return null;
    case 'g':
      if (known === 'pièce') return weighs(quantity);
      return known ? toGrams(quantity, known, ing) : null;
    case 'ml':
      if (known === 'pièce') {
        const g = weighs(quantity);
        return g === null ? null : g / (ing?.densityGPerMl ?? 1);
      }
      return known ? toMl(quantity, known, ing) : null;
  }
}

const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** « 6 », « 250 g », « 1 kg », « 50 cl », « 1 l », « 1,5 l ». */
export function sizeText(size: number, unit: PackUnit): string {
  if (unit === 'pièce' || unit === 'bouquet') return number.format(size);
  if (unit === 'g') return size >= 1000 ? `${number.format(size / 1000)} kg` : `${number.format(size)} g`;
  if (size >= 1000) return `${number.format(size / 1000)} l`;
  return size % 10 === 0 ? `${number.format(size / 10)} cl` : `${number.format(size)} ml`;
}

/** « (il en faut 4) » for a count of pieces, « (il en faut 3 c. à café) » otherwise. */
function neededText(quantity: number, unit: string): string {
  const u = unit.trim();
  // « 2 gousses » keep their word; a bare count or « pièces » is just the number.
  return /^(pi[eè]ces?)?$/i.test(u) ? `(il en faut ${number.format(quantity)})` : `(il en faut ${number.format(quantity)} ${u})`;
}

/**
 * The pack to buy for a list line from the pack table, or null when the table has none for it or its
 * quantity cannot be converted. The choice among sizes: the least left over, then the fewest packs,
 * then the smaller pack (4 eggs → 1 boîte de 6; 8 → 1 boîte de 12, as little left as 2 × 6 in one
 * box; 14 → 3 boîtes de 6, 4 left rather than 10). « (il en faut …) » says the need when the packs
 * hold more.
 */
export function choosePack(line: { ingredientId?: string | null; name: string; quantity: number; unit: string }): Pack | null {
  const ing = lineIngredient(line.ingredientId, line.name);
  const kindOf = packKindOf(ing);
  if (!kindOf) return null;
  const need = amountIn(kindOf.unit, line.quantity, line.unit, ing);
  if (need === null || !(need > 0)) return null;
  let best: { size: number; count: number; left: number } | null = null;
  for (const size of kindOf.sizes) {
    const count = Math.max(1, Math.ceil(need / size - 1e-9));
    const left = count * size - need;
    const better =
      !best ||
      left < best.left - 1e-9 ||
      (Math.abs(left - best.left) <= 1e-9 && (count < best.count || (count === best.count && size < best.size)));
    if (better) best = { size, count, left };
  }
  if (!best) return null;
  const { container } = kindOf;
  const name = best.count > 1 ? container.plural : container.singular;
  const shelf = kindOf.unit === 'bouquet' ? `${best.count} ${name}` : `${best.count} ${name} de ${sizeText(best.size, kindOf.unit)}`;
  const label = best.left > 1e-9 ? `${shelf} ${neededText(line.quantity, line.unit)}` : shelf;
  return { label, count: best.count, size: best.size, unit: kindOf.unit };
}

/** A drive product as its quote gives it: its shelf label, pack size and how many packs cover the line. */
export interface DriveProduct {
  label: string;
  packs: number;
  size: number;
  unit: 'g' | 'ml' | 'piece';
}

/**
 * The pack of a line the drive supplies, in the drive's words: « 1 × Œufs frais x12 (il en faut 4) ».
 * The need is said unless the packs hold exactly it (or it cannot be converted to the pack's unit:
 * then it is said too, the shopper can judge).
 */
export function drivePack(
  line: { ingredientId?: string | null; name: string; quantity: number; unit: string },
  product: DriveProduct,
): Pack {
  const ing = lineIngredient(line.ingredientId, line.name);
  const unit: PackUnit = product.unit === 'piece' ? 'pièce' : product.unit;
  const need = amountIn(unit, line.quantity, line.unit, ing);
  const exact = need !== null && Math.abs(product.packs * product.size - need) <= 1e-9;
  const shelf = `${product.packs} × ${product.label}`;
  return {
    label: exact ? shelf : `${shelf} ${neededText(line.quantity, line.unit)}`,
    count: product.packs,
    size: product.size,
    unit,
    product: product.label,
  };
}

/**
 * A line the drive priced, after its quantity changed: the same product in as many packs as the new
 * quantity needs, at the drive's price per pack (its line total divided by the packs it quoted), the
 * way the drive counts an order's packs (whole packs, at least one). Null when the old pack is not the
 * drive's or the new quantity cannot be converted to the pack's unit: then the line has no price.
 */
export function requotedDrivePack(
  line: { ingredientId?: string | null; name: string; quantity: number; unit: string },
  was: Pack,
  priceCents: number,
): { pack: Pack; priceCents: number } | null {
  if (!was.product || was.unit === 'bouquet' || !(was.count > 0) || !(was.size > 0)) return null;
  const need = amountIn(was.unit, line.quantity, line.unit, lineIngredient(line.ingredientId, line.name));
  if (need === null || !(need > 0)) return null;
  const packs = Math.max(1, Math.ceil(need / was.size - 1e-9));
  const product: DriveProduct = { label: was.product, packs, size: was.size, unit: was.unit === 'pièce' ? 'piece' : was.unit };
  return { pack: drivePack(line, product), priceCents: Math.round((priceCents / was.count) * packs) };
}

/**
 * What is left of a line's packs once the recipes took what they need, for the pantry when the list
 * is finished: 1 boîte de 6 for 4 eggs leaves { name: 'Œufs', quantity: 2, unit: 'pièce' }. Null
 * when the line has no pack, nothing is left, or its need cannot be converted to the pack's unit.
 */
export function leftoverOf(item: {
  name: string;
  quantity: number;
  unit: string;
  ingredientId?: string | null;
  pack?: Pack | null;
}): { name: string; quantity: number; unit: PackUnit } | null {
  const pack = item.pack;
  if (!pack) return null;
  const need = amountIn(pack.unit, item.quantity, item.unit, lineIngredient(item.ingredientId, item.name));
  if (need === null) return null;
  const left = Math.round((pack.count * pack.size - need) * 100) / 100;
  return left > 0 ? { name: item.name, quantity: left, unit: pack.unit } : null;
}

/**
 * What a line's packs hold, all of it, for the pantry when the list is finished: 1 boîte de 6 for 4
 * eggs is { quantity: 6, unit: 'pièce' } (the recipes' 4 and `leftoverOf`'s 2). Null when the line
 * has no pack or its packs are counted in bunches (not a quantity a pantry keeps).
 */
export function boughtOf(pack: Pack | null | undefined): { quantity: number; unit: 'pièce' | 'g' | 'ml' } | null {
  if (!pack || pack.unit === 'bouquet') return null;
  const quantity = Math.round(pack.count * pack.size * 100) / 100;
  return quantity > 0 ? { quantity, unit: pack.unit } : null;
}

/** The fruit a zest or a juice is taken from, and the juice one fruit gives (ml). */
const FRUITS = {
  citron: { id: 'citron', name: 'Citron', juiceMl: 40 },
  'citron-vert': { id: 'citron-vert', name: 'Citron vert', juiceMl: 25 },
  orange: { id: 'orange', name: 'Orange', juiceMl: 80 },
} as const;
type FruitId = keyof typeof FRUITS;

/**
 * Orange juice of more than this per recipe line is a drink (a breakfast glass), bought as juice; a
 * recipe's « jus d'une orange » is under it.
 */
export const ORANGE_JUICE_AS_FRUIT_MAX_ML = 250;

/** The fruit and the part of it a line asks for (« Zeste de citron vert » → citron-vert, zest), or null. */
export function fruitPart(line: AggregateLine): { fruit: FruitId; part: 'zeste' | 'jus' } | null {
  const id = line.ingredientId ?? findIngredient(line.name)?.id;
  if (id === 'zeste-de-citron') return { fruit: 'citron', part: 'zeste' };
  if (id === 'jus-de-citron') return { fruit: 'citron', part: 'jus' };
  if (id === 'jus-de-citron-vert') return { fruit: 'citron-vert', part: 'jus' };
  if (id === 'jus-d-orange') return { fruit: 'orange', part: 'jus' };
  const m = /^(zeste|jus) d(?:e)? (citron vert|citron jaune|citron|lime|orange)$/.exec(phraseKey(line.name));
  if (!m) return null;
  const fruit: FruitId = m[2] === 'orange' ? 'orange' : m[2] === 'citron vert' || m[2] === 'lime' ? 'citron-vert' : 'citron';
  return { fruit, part: m[1] === 'zeste' ? 'zeste' : 'jus' };
}

/** How many fruits a zest or juice line takes, or null when it stays as it is (a glass of orange juice, a unit nothing converts). */
function fruitsFor(line: AggregateLine, fruit: FruitId, part: 'zeste' | 'jus'): number | null {
  const ing = lineIngredient(line.ingredientId, line.name);
  const unit = parseUnit(line.unity, ing);
  const unitWord = phraseKey(line.unity);
  // « le jus de 2 citrons », « 1 zeste »: already a count of fruits.
  if (unit === 'pièce' || unitWord === 'zeste' || unitWord === phraseKey(FRUITS[fruit].name)) return line.quantity;
  if (part === 'zeste') return unit ? toGrams(line.quantity, unit, ing) / (ing?.pieceWeightG ?? 4) : null;
  if (!unit) return null;
  const ml = toMl(line.quantity, unit, ing);
  if (fruit === 'orange' && ml > ORANGE_JUICE_AS_FRUIT_MAX_ML) return null;
  return ml / FRUITS[fruit].juiceMl;
}

/**
 * A recipe's ingredients with zests and juices of lemon, lime and orange asked as the fruit: in one
 * recipe the zest and the juice come from the same fruits, so it takes as many as the larger of
 * the two (1 zeste + 2 c. à soupe de jus → 1 citron), on top of the whole fruits it lists. Lemons
 * and limes stay unrounded here (the list rounds the week's total up to whole fruits); oranges,
 * which the list weighs, are whole per recipe.
 */
export function fruitsAsBought(recipe: AggregateRecipe): AggregateRecipe {
  const taken = new Map<FruitId, { zeste: number; jus: number }>();
  const kept: AggregateLine[] = [];
  for (const line of recipe.ingredients) {
    const part = fruitPart(line);
    const count = part ? fruitsFor(line, part.fruit, part.part) : null;
    if (!part || count === null || !(count > 0)) {
      kept.push(line);
      continue;
    }
    const t = taken.get(part.fruit) ?? { zeste: 0, jus: 0 };
    t[part.part] += count;
    taken.set(part.fruit, t);
  }
  if (taken.size === 0) return recipe;
  const fruits = [...taken].map(([fruit, t]) => ({
    name: FRUITS[fruit].name,
    // The list weighs oranges: whole ones, so the weight is that of fruits one can buy.
    quantity: fruit === 'orange' ? Math.ceil(Math.max(t.zeste, t.jus) - 1e-9) : Math.max(t.zeste, t.jus),
    unity: 'pièce',
    ingredientId: FRUITS[fruit].id,
  }));
  return { ...recipe, ingredients: [...kept, ...fruits] };
}
