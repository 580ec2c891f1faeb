import type { RecipeData } from '../../vocabulary';
import { soups } from './soups';
import { starters } from './starters';
import { hotDishesMeat } from './hot-dishes-meat';
import { hotDishesFish } from './hot-dishes-fish';
import { hotDishesVegetarian } from './hot-dishes-vegetarian';
import { coldDishes } from './cold-dishes';
import { lunchboxes } from './lunchboxes';
import { desserts } from './desserts';
import { gouters } from './gouters';
import { breakfasts } from './breakfasts';
import { aperitifs } from './aperitifs';
import { cocktails } from './cocktails';
import { classics } from './classics';
import { veganMains } from './vegan-mains';
import { veganMains2 } from './vegan-mains-2';
import { seasonalMix } from './seasonal-mix';
import { seasonalMix2 } from './seasonal-mix-2';
import { breakfasts2 } from './breakfasts-2';
import { glutenFreeMains } from './gluten-free-mains';
import { summerMix } from './summer-mix';
import { summerMix2 } from './summer-mix-2';
import { winterQuickVegan } from './winter-quick-vegan';

export {
  soups,
  starters,
  hotDishesMeat,
  hotDishesFish,
  hotDishesVegetarian,
  coldDishes,
  lunchboxes,
  desserts,
  gouters,
  breakfasts,
  aperitifs,
  cocktails,
  classics,
};

/** The whole recipe corpus: French household recipes, written in French, by dish family. */
export const RECIPES: RecipeData[] = [
  ...soups,
  ...starters,
  ...hotDishesMeat,
  ...hotDishesFish,
  ...hotDishesVegetarian,
  ...coldDishes,
  ...lunchboxes,
  ...desserts,
  ...gouters,
  ...breakfasts,
  ...aperitifs,
  ...cocktails,
  ...classics,
  ...veganMains,
  ...veganMains2,
  ...seasonalMix,
  ...seasonalMix2,
  ...breakfasts2,
  ...glutenFreeMains,
  ...summerMix,
  ...summerMix2,
  ...winterQuickVegan,
];
