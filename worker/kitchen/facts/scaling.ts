// Scaling a recipe to a number of portions, with quantities rounded the way a cook measures them.

import type { DraftIngredient, RecipeDraft } from '../model';
import { getIngredient } from '../knowledge/catalogue';
import { parseUnit, unityLabel } from '../knowledge/units';
import { deriveRecipeFacts } from './derive';

/** Rounds a quantity for its unit: pieces to halves, grams to 5 g (1 g under 10 g), ml to 5 ml,
 *  cl to 0.5, l and kg to 0.05, spoons to halves, pinches to whole ones. Never rounds down to 0. */
export function roundQuantity(quantity: number, unity: string, ingredientId?: string | null): number {
  if (!(quantity > 0)) return 0;
  const unit = parseUnit(unity, getIngredient(ingredientId)) ?? 'pièce';
  const step = (s: number) => Math.max(s, Math.round(quantity / s) * s);
  let q: number;
  switch (unit) {
    case 'g':
      q = quantity < 10 ? step(1) : step(5);
      break;
    case 'ml':
      q = quantity < 10 ? step(1) : step(5);
      break;
    case 'cl':
      q = step(0.5);
      break;
    case 'l':
    case 'kg':
      q = step(0.05);
      break;
    case 'c. à soupe':
    case 'c. à café':
      q = step(0.5);
      break;
    case 'pincée':
      q = step(1);
      break;
    default:
      q = step(0.5);
  }
  return Math.round(q * 100) / 100;
}

export function scaleIngredients(ingredients: readonly DraftIngredient[], factor: number): DraftIngredient[] {
  return ingredients.map((line) => {
    if (factor === 1) return { ...line };
    const quantity = roundQuantity(line.quantity * factor, line.unity, line.ingredientId);
    // "2 gousses" scaled to 1 becomes "1 gousse".
    const ing = getIngredient(line.ingredientId);
    const unity = ing?.pieceLabel && parseUnit(line.unity, ing) === 'pièce' ? unityLabel('pièce', quantity, ing) : line.unity;
    return { ...line, quantity, unity };
  });
}

/** The recipe for `servings` portions; facts (nutrition and cost per portion) recomputed. */
export function scaleRecipe(recipe: RecipeDraft, servings: number): RecipeDraft {
  const target = Math.max(1, Math.round(servings));
  if (target === recipe.servings || !(recipe.servings > 0)) return { ...recipe, servings: target };
  const ingredients = scaleIngredients(recipe.ingredients, target / recipe.servings);
  return { ...recipe, servings: target, ingredients, ...deriveRecipeFacts(ingredients, target, recipe.dishType, recipe.title) };
}
