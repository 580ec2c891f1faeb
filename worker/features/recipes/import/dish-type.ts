// The dish type and meal types of an imported recipe: the page's own categories and keywords when they
// name one, else a reading of the title and the lines. A tart with sugar or fruit is a dessert, and a
// dessert fills no week meal: only the household can make it a dinner (PUT /api/recipes/:id/meta).
// README.md of this folder lists the words.

import { normalizeText } from '@shared/text';
import { ingredientById } from '../../../kitchen/index';
import type { RecipeIngredient } from '@shared/schemas/recipes';

type Rule = { dishType: string; words: readonly string[] };

/** Category or keyword words → dish type, the first rule that matches wins (« plat principal » before « entrée »). */
const CATEGORY_RULES: readonly Rule[] = [
  { dishType: 'Petit-déjeuner', words: ['petit dejeuner', 'brunch', 'breakfast'] },
  { dishType: 'Cocktail', words: ['cocktail', 'boisson', 'drink', 'smoothie'] },
  { dishType: 'Dessert', words: ['dessert', 'patisserie', 'gateau', 'entremets'] },
  { dishType: 'Goûter', words: ['gouter', 'snack', 'biscuit'] },
  { dishType: 'Soupe', words: ['soupe', 'potage', 'veloute', 'soup'] },
  { dishType: 'Plat chaud', words: ['plat principal', 'plat', 'main course', 'main dish', 'diner', 'dejeuner', 'dinner', 'lunch'] },
  { dishType: 'Entrée', words: ['entree', 'starter', 'appetizer'] },
  { dishType: 'Apéritif', words: ['aperitif', 'amuse bouche', 'tapas'] },
];

/** Title words → dish type, when the page says nothing usable. */
const TITLE_RULES: readonly Rule[] = [
  { dishType: 'Soupe', words: ['soupe', 'veloute', 'potage', 'gaspacho', 'bouillon', 'minestrone'] },
  {
    dishType: 'Dessert',
    words: [
      'gateau',
      'cake',
      'mousse',
      'creme brulee',
      'creme dessert',
      'clafoutis',
      'crumble',
      'tiramisu',
      'flan',
      'fondant',
      'brownie',
      'cookie',
      'muffin',
      'cheesecake',
      'panna cotta',
      'charlotte',
      'sorbet',
      'glace',
      'compote',
      'riz au lait',
      'ile flottante',
      'macaron',
      'eclair',
      'profiterole',
      'financier',
      'madeleine',
      'meringue',
      'pavlova',
      'far breton',
      'kouign',
    ],
  },
  { dishType: 'Goûter', words: ['crepe', 'gaufre', 'beignet', 'biscuit', 'sable'] },
  { dishType: 'Petit-déjeuner', words: ['granola', 'porridge', 'pancake', 'muesli'] },
  { dishType: 'Cocktail', words: ['cocktail', 'smoothie', 'mojito', 'sangria', 'limonade'] },
  { dishType: 'Apéritif', words: ['tapenade', 'houmous', 'hoummous', 'guacamole', 'rillettes', 'tartinade'] },
  { dishType: 'Plat froid', words: ['salade', 'taboule', 'carpaccio', 'tartare'] },
];

/** Tarts are sweet or savoury: the title and lines tell which. */
const TART_WORDS = ['tarte', 'tartelette', 'tatin'];
const SWEET_WORDS = [
  'pomme',
  'poire',
  'fraise',
  'framboise',
  'citron',
  'chocolat',
  'abricot',
  'prune',
  'mirabelle',
  'myrtille',
  'sucre',
  'amandine',
  'bourdaloue',
  'tatin',
  'normande',
  'praline',
  'caramel',
  'rhubarbe',
  'cerise',
  'peche',
  'figue',
];

const has = (text: string, phrase: string) => ` ${text} `.includes(` ${phrase} `) || ` ${text} `.includes(` ${phrase}s `);

function byRules(text: string, rules: readonly Rule[]): string | null {
  const key = normalizeText(text);
  if (!key) return null;
  for (const rule of rules) if (rule.words.some((w) => has(key, w))) return rule.dishType;
  return null;
}

function isSweet(title: string, lines: readonly Pick<RecipeIngredient, 'ingredientId'>[]): boolean {
  const key = normalizeText(title);
  if (SWEET_WORDS.some((w) => has(key, w))) return true;
  return lines.some((l) => {
    const family = ingredientById(l.ingredientId ?? undefined)?.family;
    return family === 'sucre' || family === 'fruit';
  });
}

/** The dish type (one of shared/options.ts DISH_TYPE_OPTIONS, or « Petit-déjeuner »). */
export function importedDishType(input: {
  title: string;
  categories: readonly string[];
  keywords: readonly string[];
  lines: readonly Pick<RecipeIngredient, 'ingredientId'>[];
}): string {
  for (const tag of input.categories) {
    const found = byRules(tag, CATEGORY_RULES);
    if (found) return found;
  }
  const key = normalizeText(input.title);
  if (TART_WORDS.some((w) => has(key, w))) return isSweet(input.title, input.lines) ? 'Dessert' : 'Plat chaud';
  const fromTitle = byRules(input.title, TITLE_RULES);
  if (fromTitle) return fromTitle;
  for (const tag of input.keywords) {
    const found = byRules(tag, CATEGORY_RULES);
    if (found) return found;
  }
  return 'Plat chaud';
}

/** The meal types a dish type fills (the planner's meal types plus « dessert » and « collation », which it never plans). */
export function mealTypesOf(dishType: string): string[] {
  switch (dishType) {
    case 'Plat chaud':
    case 'Plat froid':
    case 'LunchBox':
      return ['déjeuner', 'dîner'];
    case 'Soupe':
      return ['dîner'];
    case 'Petit-déjeuner':
      return ['petit-déjeuner'];
    case 'Dessert':
      return ['dessert'];
    case 'Goûter':
      return ['collation'];
    default:
      return [];
  }
}
