// Unit conversions: any Unit (or a free "unity" string of the contract) to grams and millilitres,
// using the ingredient's pieceWeightG and densityGPerMl. Spoons are volumes: c. à soupe 15 ml,
// c. à café 5 ml; a pincée is 0.5 g whatever the ingredient.

import { normalizeText } from '../base/text';
import type { IngredientData, Unit } from './vocabulary';

export const ML_PER_UNIT: Partial<Record<Unit, number>> = { ml: 1, cl: 10, l: 1000, 'c. à soupe': 15, 'c. à café': 5 };
export const G_PER_UNIT: Partial<Record<Unit, number>> = { g: 1, kg: 1000, pincée: 0.5 };

/** Weight of a piece when the catalogue does not say (a medium vegetable or portion). */
export const DEFAULT_PIECE_G = 100;

const UNIT_ALIASES: Record<string, Unit> = {
  g: 'g',
  gr: 'g',
  gramme: 'g',
  grammes: 'g',
  kg: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  kilogramme: 'kg',
  kilogrammes: 'kg',
  ml: 'ml',
  millilitre: 'ml',
  millilitres: 'ml',
  cl: 'cl',
  centilitre: 'cl',
  centilitres: 'cl',
  l: 'l',
  litre: 'l',
  litres: 'l',
  'c. a soupe': 'c. à soupe',
  'c.a soupe': 'c. à soupe',
  'c a soupe': 'c. à soupe',
  'c. a s.': 'c. à soupe',
  'c. a s': 'c. à soupe',
  cs: 'c. à soupe',
  cas: 'c. à soupe',
  'cuillere a soupe': 'c. à soupe',
  'cuilleres a soupe': 'c. à soupe',
  'c. à soupe': 'c. à soupe',
  'c. a cafe': 'c. à café',
  'c.a cafe': 'c. à café',
  'c a cafe': 'c. à café',
  'c. a c.': 'c. à café',
  'c. a c': 'c. à café',
  cc: 'c. à café',
  cac: 'c. à café',
  'cuillere a cafe': 'c. à café',
  'cuilleres a cafe': 'c. à café',
  pincee: 'pincée',
  pincees: 'pincée',
  piece: 'pièce',
  pieces: 'pièce',
  '': 'pièce',
  unite: 'pièce',
  unites: 'pièce',
};

/** Piece-like words a cook uses: all count as pieces (their weight comes from pieceWeightG). */
const PIECE_WORDS = new Set([
  'gousse',
  'gousses',
  'tranche',
  'tranches',
  'feuille',
  'feuilles',
  'brin',
  'brins',
  'botte',
  'bottes',
  'boule',
  'boules',
  'filet',
  'filets',
  'pave',
  'paves',
  'cuisse',
  'cuisses',
  'sachet',
  'sachets',
  'boite',
  'boites',
  'pot',
  'pots',
  'tete',
  'tetes',
  'branche',
  'branches',
  'bouquet',
  'bouquets',
  'rouleau',
  'rouleaux',
  'pate',
  'pates',
  'carre',
  'carres',
  'morceau',
  'morceaux',
  'poignee',
  'poignees',
]);

const UNIT_CACHE = new Map<string, Unit | null>();

/** Parses a unit string ('c. à soupe', 'cs', 'grammes', 'gousses'...) into a Unit, or null if unknown.
 *  Memoized: units are parsed for every line of every nutrition computation. */
export function parseUnit(text: string, ing?: IngredientData): Unit | null {
  const key = ing?.pieceLabel ? `${text}\u0000${ing.pieceLabel.singular}\u0000${ing.pieceLabel.plural}` : text;
  const cached = UNIT_CACHE.get(key);
  if (cached !== undefined) return cached;
  const unit = parseUnitUncached(text, ing);
  if (UNIT_CACHE.size > 10000) UNIT_CACHE.clear();
  UNIT_CACHE.set(key, unit);
  return unit;
}

function parseUnitUncached(text: string, ing?: IngredientData): Unit | null {
  const key = normalizeText(text)
    .replace(/\s*\.\s*/g, '. ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\.$/, '');
  const compact = normalizeText(text).trim();
  const direct = UNIT_ALIASES[compact] ?? UNIT_ALIASES[key] ?? UNIT_ALIASES[key.replace(/\. /g, '.')];
  if (direct) return direct;
  if (PIECE_WORDS.has(compact)) return 'pièce';
  if (ing?.pieceLabel) {
    const labels = [ing.pieceLabel.singular, ing.pieceLabel.plural].map(normalizeText);
    if (labels.includes(compact)) return 'pièce';
  }
  return null;
}

/** Grams for a quantity in a unit of this ingredient. Unknown units count as pieces. */
export function toGrams(quantity: number, unit: Unit | string, ing?: IngredientData): number {
  const u = (typeof unit === 'string' ? parseUnit(unit, ing) : unit) ?? 'pièce';
  const g = G_PER_UNIT[u];
  if (g !== undefined) return quantity * g;
  const ml = ML_PER_UNIT[u];
  if (ml !== undefined) return quantity * ml * (ing?.densityGPerMl ?? 1);
  return quantity * (ing?.pieceWeightG ?? DEFAULT_PIECE_G);
}

/** Millilitres for a quantity (weights through the density, default 1). */
export function toMl(quantity: number, unit: Unit | string, ing?: IngredientData): number {
  const u = (typeof unit === 'string' ? parseUnit(unit, ing) : unit) ?? 'pièce';
  const ml = ML_PER_UNIT[u];
  if (ml !== undefined) return quantity * ml;
  return toGrams(quantity, u, ing) / (ing?.densityGPerMl ?? 1);
}

/** Expresses `grams` of an ingredient in its natural unit (pieces when counted by the piece, ml for
 *  liquids sold by volume, grams otherwise). Quantities are not rounded here (see scaling.ts). */
export function fromGrams(grams: number, ing: IngredientData | undefined): { quantity: number; unit: Unit } {
  if (!ing) return { quantity: grams, unit: 'g' };
  if (ing.pieceWeightG && ing.shopUnit === 'piece') return { quantity: grams / ing.pieceWeightG, unit: 'pièce' };
  if (ing.shopUnit === 'ml') return { quantity: grams / (ing.densityGPerMl ?? 1), unit: 'ml' };
  return { quantity: grams, unit: 'g' };
}

/** The `unity` text shown for a unit: the ingredient's piece label ("gousses") for pieces, else the unit. */
export function unityLabel(unit: Unit, quantity: number, ing?: IngredientData): string {
  if (unit === 'pièce' && ing?.pieceLabel) return quantity > 1 ? ing.pieceLabel.plural : ing.pieceLabel.singular;
  return unit;
}
