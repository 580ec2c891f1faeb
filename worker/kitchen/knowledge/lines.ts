// An ingredient line of a recipe and what it weighs: shared by the derived facts and the
// Nutri-Score, kept apart so neither module has to import the other for it.

import { getIngredient, resolveIngredient } from './catalogue';
import { toGrams } from './units';
import type { IngredientData } from './vocabulary';

export interface IngredientLine {
  name: string;
  quantity: number;
  unity: string;
  ingredientId?: string | null;
}

/** The catalogue ingredient behind a line: its id, else the free text resolved by name. */
export function lineIngredient(line: IngredientLine): IngredientData | undefined {
  return getIngredient(line.ingredientId) ?? resolveIngredient(line.name);
}

/** Grams of a line (pieces through pieceWeightG, volumes through the density). */
export function lineGrams(line: IngredientLine, ing = lineIngredient(line)): number {
  return toGrams(line.quantity, line.unity, ing);
}
