// Recipes written and checked (recipes.test.ts covers them) but not yet served: the engine reads
// only RECIPES from ../index.ts. A batch moves there once the engine's own tests are adjusted to it.
import type { RecipeData } from '../../../types';
import { veganMains } from './vegan-mains';
import { seasonalMix } from './seasonal-mix';
import { seasonalMix2 } from './seasonal-mix-2';
import { veganMains2 } from './vegan-mains-2';
import { breakfasts2 } from './breakfasts-2';
import { glutenFreeMains } from './gluten-free-mains';
import { summerMix } from './summer-mix';
import { summerMix2 } from './summer-mix-2';

export const PENDING_RECIPES: RecipeData[] = [
  ...veganMains,
  ...seasonalMix,
  ...seasonalMix2,
  ...veganMains2,
  ...breakfasts2,
  ...glutenFreeMains,
  ...summerMix,
  ...summerMix2,
];
