import type { ImportedIngredient, ImportedRecipe } from '@shared/schemas/recipe-import';
import { aRecipe } from '@web/test/fixtures';

/** An imported recipe as the API answers it: one line recognised, one the kitchen could not read. */
export function anImportedRecipe(overrides: Partial<ImportedRecipe> = {}): ImportedRecipe {
  const ingredients: ImportedIngredient[] = [
    { name: 'Pommes', quantity: 4, unity: 'pièce', ingredientId: 'pomme', raw: '4 pommes', recognised: true, confirmed: false },
    {
      name: 'sucre vergeoise',
      quantity: 0,
      unity: '',
      ingredientId: null,
      raw: 'une poignée de sucre vergeoise',
      recognised: false,
      confirmed: false,
    },
  ];
  return {
    ...aRecipe({ id: 'imp1', title: 'Tarte aux pommes', description: 'La tarte du dimanche' }),
    source: { url: 'https://cuisine.example/tarte-aux-pommes', host: 'cuisine.example', author: 'Mamie Jeanne' },
    ingredients,
    unrecognised: ['une poignée de sucre vergeoise'],
    notCounted: ['une poignée de sucre vergeoise'],
    mealTypes: ['dessert'],
    ...overrides,
  };
}
