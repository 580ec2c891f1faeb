// The served copy of a planned meal: the recipe for the portions the plan serves (the household's
// people × the meal's portion factor), every quantity rounded as the shopping list rounds
// (shared/quantities.ts), and the nutrition of that copy per standard portion. One computation for
// the optimiser's day energy, the plan's day totals and the recipe page (docs/kitchen.md, "Served quantities").

import { roundScaledQuantity } from '@shared/quantities';
import type { DraftIngredient, RecipeDraft } from '../model';
import { getIngredient } from '../knowledge/catalogue';
import { lineIngredient } from '../knowledge/lines';
import { parseUnit, toGrams, unityLabel } from '../knowledge/units';
import { deriveRecipeFacts } from './derive';
import { scaleIngredients } from './scaling';

/** Standard portions a planned meal is cooked for: people × portion factor (2 people eating 1.25 → 2.5). */
export function servedPortions(people: number, portionFactor: number): number {
  const p = Number.isFinite(people) && people > 0 ? people : 1;
  const f = Number.isFinite(portionFactor) && portionFactor > 0 ? portionFactor : 1;
  return p * f;
}

/** The recipe's lines for `portions` standard portions, rounded as the list rounds (even at factor 1). */
export function servedIngredients(recipe: Pick<RecipeDraft, 'servings' | 'ingredients'>, portions: number): DraftIngredient[] {
  const factor = portions / (recipe.servings > 0 ? recipe.servings : 1);
  return recipe.ingredients.map((line) => {
    const rounded = roundScaledQuantity(line.quantity * factor, line.unity);
    const ing = getIngredient(line.ingredientId);
    // "2 gousses" served for one becomes "1 gousse".
    const unity = ing?.pieceLabel && parseUnit(rounded.unity, ing) === 'pièce' ? unityLabel('pièce', rounded.quantity, ing) : rounded.unity;
    return { ...line, quantity: rounded.quantity, unity };
  });
}

/** What a planned meal's page shows: the served copy and the portions it is for. */
export interface ServedRecipe extends RecipeDraft {
  /** Standard portions the quantities are for (people × portion factor); also `servings`. */
  servings: number;
  /** The household's people and the portion factor each eats. */
  people: number;
  portionFactor: number;
}

/**
 * The recipe served to `people` eating `portionFactor` standard portions each: quantities rounded as
 * the shopping list rounds, and every derived fact (nutrition and cost per standard portion
 * included) computed from those served quantities.
 */
export function servedRecipe(recipe: RecipeDraft, people: number, portionFactor = 1): ServedRecipe {
  const portions = servedPortions(people, portionFactor);
  const ingredients = servedIngredients(recipe, portions);
  const facts = deriveRecipeFacts(ingredients, portions, recipe.dishType, recipe.title);
  return {
    ...recipe,
    ingredients,
    ...facts,
    servings: portions,
    people: servedPortions(people, 1),
    portionFactor: servedPortions(1, portionFactor),
  };
}

/**
 * Per person, the energy and macronutrients of a served meal at each of `portionFactors` (its
 * nutrition per standard portion × the factor), unrounded: what the optimiser counts. The same sums
 * as linesNutrition(servedIngredients(...)), each line's catalogue entry looked up once for all the
 * factors (the optimiser asks for every candidate recipe).
 */
export function servedPerPerson(
  recipe: Pick<RecipeDraft, 'servings' | 'ingredients'>,
  people: number,
  portionFactors: readonly number[],
): { kcal: number; proteines: number; glucides: number; lipides: number }[] {
  const p = servedPortions(people, 1);
  const per = 1 / (recipe.servings > 0 ? recipe.servings : 1);
  const lines = recipe.ingredients.flatMap((line) => {
    const ing = lineIngredient(line);
    return ing ? [{ line, ing }] : [];
  });
  return portionFactors.map((factor) => {
    const scale = servedPortions(people, factor) * per;
    const t = { kcal: 0, proteines: 0, glucides: 0, lipides: 0 };
    for (const { line, ing } of lines) {
      const served = roundScaledQuantity(line.quantity * scale, line.unity);
      const f = toGrams(served.quantity, served.unity, ing) / 100;
      t.kcal += ing.ciqual.kcal * f;
      t.proteines += ing.ciqual.proteines * f;
      t.glucides += ing.ciqual.glucides * f;
      t.lipides += ing.ciqual.lipides * f;
    }
    return { kcal: t.kcal / p, proteines: t.proteines / p, glucides: t.glucides / p, lipides: t.lipides / p };
  });
}

/**
 * The household's copy of a corpus recipe as the week menu stores it (scaleRecipe: the recipe for
 * `people` portions, rounded as a cook measures), without its facts: what the optimiser serves from.
 */
export function householdCopyLines(recipe: Pick<RecipeDraft, 'servings' | 'ingredients'>, people: number) {
  const target = Math.max(1, Math.round(people));
  if (target === recipe.servings || !(recipe.servings > 0)) return { servings: target, ingredients: recipe.ingredients };
  return { servings: target, ingredients: scaleIngredients(recipe.ingredients, target / recipe.servings) };
}
