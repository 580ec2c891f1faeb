// Recipes written and checked (recipes.test.ts covers them) but not yet served: the engine reads
// only RECIPES from ../index.ts. A batch moves there once the engine's own tests are adjusted to it.
import type { RecipeData } from '../../../vocabulary';

export const PENDING_RECIPES: RecipeData[] = [];
