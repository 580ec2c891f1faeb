// Rounding of quantities, one implementation for the shopping list (worker/kitchen/shopping/aggregation.ts)
// and the recipe page's servings stepper (docs/screens.md): whole pieces rounded up, grams to the
// shop's steps, tiny amounts as a cook measures them. Pure: no I/O, no clock.

import { G_PER_UNIT, ML_PER_UNIT, parseUnitText } from './units';

/** What an amount is counted in once its unit is read: grams, millilitres or pieces. */
export type QuantityDimension = 'g' | 'ml' | 'piece';

/** "Tiny" for the whole list: under 30 g or under 45 ml (3 c. à soupe) is measured, not bought. */
export const PANTRY_MAX_G = 30;
export const PANTRY_MAX_ML = 45;

/** `x` rounded up to a multiple of `step`, tolerant of float noise (0.1 + 0.2). At least one step. */
export function ceilTo(x: number, step: number): number {
  return Math.max(step, Math.ceil(x / step - 1e-9) * step);
}

/** Two decimals at most (1,25 kg), without float noise. */
export const trim2 = (n: number) => Math.round(n * 100) / 100;

/** Whole pieces, rounded up (2.75 œufs → 3), at least 1. */
export function roundPieces(amount: number): number {
  return Math.max(1, Math.ceil(amount - 1e-9));
}

/** The grams ladder of a shop: 10 g steps up to 100 g, 50 g up to 500 g, 100 g up to 1 kg, then 250 g. */
export function roundGrams(amount: number): number {
  const step = amount <= 100 ? 10 : amount <= 500 ? 50 : amount <= 1000 ? 100 : 250;
  return ceilTo(amount, step);
}

/**
 * What a shop sells for an amount: whole pieces (2.75 œufs → 3); grams by 10 g up to 100 g, 50 g up
 * to 500 g, 100 g up to 1 kg, then 250 g (shown in kg from 1 kg); millilitres by 250 ml (shown in l
 * from 1 l). Every result is ≥ 1 in its unit, so it passes the list editor's "quantity ≥ 1".
 */
export function roundForShop(amount: number, dimension: QuantityDimension): { quantity: number; unit: 'g' | 'kg' | 'ml' | 'l' | 'piece' } {
  if (dimension === 'piece') return { quantity: roundPieces(amount), unit: 'piece' };
  if (dimension === 'ml') {
    const ml = ceilTo(amount, 250);
    return ml >= 1000 ? { quantity: trim2(ml / 1000), unit: 'l' } : { quantity: ml, unit: 'ml' };
  }
  const g = roundGrams(amount);
  return g >= 1000 ? { quantity: trim2(g / 1000), unit: 'kg' } : { quantity: g, unit: 'g' };
}

/** A tiny amount as a cook measures it: whole grams under 10 g, then 5 g steps; spoons for liquids. */
export function roundMeasured(amount: number, dimension: 'g' | 'ml'): { quantity: number; unit: string } {
  if (dimension === 'g') return { quantity: amount < 10 ? roundPieces(amount) : ceilTo(amount, 5), unit: 'g' };
  return amount < 15 - 1e-9
    ? { quantity: Math.max(1, Math.ceil(amount / 5 - 1e-9)), unit: 'c. à café' }
    : { quantity: Math.ceil(amount / 15 - 1e-9), unit: 'c. à soupe' };
}

const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** Grams needed, as the detail of a piece-sold line: 10 g steps under 100 g, 50 g steps above ("1,25 kg" from 1 kg). */
export function weightDetail(grams: number): string {
  const g = ceilTo(grams, grams < 100 ? 10 : 50);
  return g >= 1000 ? `${decimal.format(g / 1000)} kg` : `${g} g`;
}

/** `amount` covered by whole packs: as many of the largest as fit, then one pack for the rest. */
export function roundToPacks(amount: number, sizes: readonly number[]): number {
  const [largest, ...smaller] = [...sizes].sort((a, b) => b - a);
  if (largest === undefined) return amount;
  const rest = amount - Math.floor(amount / largest + 1e-9) * largest;
  const full = amount - rest;
  if (rest <= 1e-9) return Math.max(largest, full);
  const fits = smaller.filter((s) => rest <= s + 1e-9).sort((a, b) => a - b)[0];
  return full + (fits ?? largest);
}

/**
 * A recipe line scaled by `factor` (portions wanted / portions written) and rounded as the shopping
 * list rounds: pieces and pinches up to whole ones; grams to the shop's ladder (kg from 1 kg); spoons
 * and tiny amounts (under 30 g, under 45 ml) as a cook measures them; liquids on the grams ladder in
 * ml, shown in the recipe's own unit (cl stays cl) — a cook pours what the dish needs, not the list's
 * 250 ml bottles. Factor 1, or a line without a quantity ('sel', 'à goût'), is left as written.
 */
export function scaleQuantity(quantity: number, unity: string, factor: number): { quantity: number; unity: string } {
  if (factor === 1 || !(quantity > 0) || !Number.isFinite(factor) || factor <= 0) return { quantity, unity };
  return roundScaledQuantity(quantity * factor, unity);
}

/**
 * An amount of a recipe line (already scaled) rounded as scaleQuantity rounds, whatever the factor:
 * the served copy of a planned meal (worker/kitchen/facts/served.ts) rounds even at factor 1, so that
 * its half avocado is the whole one the list buys. Rounding an already rounded amount leaves it as is.
 */
export function roundScaledQuantity(amount: number, unity: string): { quantity: number; unity: string } {
  if (!(amount > 0) || !Number.isFinite(amount)) return { quantity: amount, unity };
  const unit = parseUnitText(unity);
  if (unit === 'c. à soupe' || unit === 'c. à café') {
    const measured = roundMeasured(amount * (ML_PER_UNIT[unit] ?? 1), 'ml');
    return { quantity: measured.quantity, unity: measured.unit };
  }
  const grams = unit && unit !== 'pincée' ? G_PER_UNIT[unit] : undefined;
  if (grams !== undefined) {
    const g = amount * grams;
    if (g < PANTRY_MAX_G) return { quantity: roundMeasured(g, 'g').quantity, unity: unity === 'kg' ? 'g' : unity };
    const rounded = roundForShop(g, 'g');
    return { quantity: rounded.quantity, unity: rounded.unit === 'kg' ? 'kg' : unit === 'kg' ? 'g' : unity };
  }
  const ml = unit ? ML_PER_UNIT[unit] : undefined;
  if (ml !== undefined) {
    const total = amount * ml;
    if (total < PANTRY_MAX_ML) {
      const measured = roundMeasured(total, 'ml');
      return { quantity: measured.quantity, unity: measured.unit };
    }
    const rounded = roundGrams(total);
    if (rounded >= 1000) return { quantity: trim2(rounded / 1000), unity: 'l' };
    return unit === 'cl' ? { quantity: trim2(rounded / 10), unity } : { quantity: rounded, unity: 'ml' };
  }
  return { quantity: roundPieces(amount), unity };
}
