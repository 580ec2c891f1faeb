// The knowledge base as the engine sees it: the data writers' arrays, indexed once at module load.
// Everything else reads the catalogue and the corpus through here, so that indexes are built once.

import { INGREDIENTS } from './data/ingredients/index';
import { RECIPES } from './data/recipes/index';
import type { IngredientData, RecipeData } from './vocabulary';

/** Catalogue by id. Later duplicates are ignored (first definition wins) so a data slip never crashes. */
export const INGREDIENT_BY_ID: ReadonlyMap<string, IngredientData> = (() => {
  const map = new Map<string, IngredientData>();
  for (const ing of INGREDIENTS) if (ing && ing.id && !map.has(ing.id)) map.set(ing.id, ing);
  return map;
})();

export const ALL_INGREDIENTS: readonly IngredientData[] = [...INGREDIENT_BY_ID.values()];

/**
 * Corpus by id. Recipes whose ingredients are not all in the catalogue are kept (their unknown
 * ingredients become free text), since the data may still be growing.
 */
export const RECIPE_BY_ID: ReadonlyMap<string, RecipeData> = (() => {
  const map = new Map<string, RecipeData>();
  for (const r of RECIPES) if (r && r.id && !map.has(r.id)) map.set(r.id, r);
  return map;
})();

export const ALL_RECIPES: readonly RecipeData[] = [...RECIPE_BY_ID.values()];

export function ingredientById(id: string | null | undefined): IngredientData | undefined {
  return id ? INGREDIENT_BY_ID.get(id) : undefined;
}
