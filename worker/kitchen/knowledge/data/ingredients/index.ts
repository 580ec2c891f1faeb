import type { IngredientData } from '../../vocabulary';
import { vegetables } from './vegetables';
import { fruits } from './fruits';
import { herbsSpices } from './herbs-spices';
import { starchesCereals } from './starches-cereals';
import { legumes } from './legumes';
import { meat } from './meat';
import { poultry } from './poultry';
import { pork } from './pork';
import { fishSeafood } from './fish-seafood';
import { dairy } from './dairy';
import { cheese } from './cheese';
import { eggsFats } from './eggs-fats';
import { nutsSeeds } from './nuts-seeds';
import { sweet } from './sweet';
import { condiments } from './condiments';
import { drinksAlcohol } from './drinks-alcohol';
import { frozen } from './frozen';
import { recipeExtras } from './recipe-extras';

/** The whole ingredient catalogue: every ingredient a recipe may reference, by id. */
export const INGREDIENTS: IngredientData[] = [
  ...vegetables,
  ...fruits,
  ...herbsSpices,
  ...starchesCereals,
  ...legumes,
  ...meat,
  ...poultry,
  ...pork,
  ...fishSeafood,
  ...dairy,
  ...cheese,
  ...eggsFats,
  ...nutsSeeds,
  ...sweet,
  ...condiments,
  ...drinksAlcohol,
  ...frozen,
  ...recipeExtras,
];
