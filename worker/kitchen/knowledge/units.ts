// Unit conversions: any Unit (or a free "unity" string of the contract) to grams and millilitres,
// using the ingredient's pieceWeightG and densityGPerMl. Spoons are volumes: c. à soupe 15 ml,
// c. à café 5 ml; a pincée is 0.5 g whatever the ingredient. The unit words themselves live in
// shared/units.ts, so that the recipe page reads a unit the way the kitchen does.

import { G_PER_UNIT, ML_PER_UNIT, parseUnitText } from '@shared/units';
import { normalizeText } from '../base/text';
import { boundedCache } from '../base/lazy';
import type { IngredientData, Unit } from './vocabulary';

export { G_PER_UNIT, ML_PER_UNIT };

/** Weight of a piece when the catalogue does not say (a medium vegetable or portion). */
export const DEFAULT_PIECE_G = 100;

const UNIT_CACHE = boundedCache<string, Unit | null>(10000);

/** Parses a unit string ('c. à soupe', 'cs', 'grammes', 'gousses'...) into a Unit, or null if unknown.
 *  Memoized: units are parsed for every line of every nutrition computation. */
export function parseUnit(text: string, ing?: IngredientData): Unit | null {
  const key = ing?.pieceLabel ? `${text}\u0000${ing.pieceLabel.singular}\u0000${ing.pieceLabel.plural}` : text;
  return UNIT_CACHE(key, () => parseUnitUncached(text, ing));
}

function parseUnitUncached(text: string, ing?: IngredientData): Unit | null {
  const direct = parseUnitText(text);
  if (direct) return direct;
  if (ing?.pieceLabel) {
    const compact = normalizeText(text).trim();
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
