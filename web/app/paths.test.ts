import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { paths } from './paths';
import { routes } from './routes';

describe('paths', () => {
  it('a parametrised path gives the URL-encoded link and the pattern the route table uses', () => {
    expect(paths.recipe('a b/c')).toBe('/recette/a%20b%2Fc');
    expect(paths.recipe.pattern).toBe('/recette/:recipeId');
    expect(paths.shoppingList('sl_1')).toBe('/shopping-lists/sl_1');
  });

  it('every link built from paths reaches its route, with its parameter', () => {
    const match = (url: string) => matchRoutes(routes, url)?.at(-1);
    expect(match(paths.recipe('r 1'))?.params).toEqual({ recipeId: 'r 1' });
    expect(match(paths.mealPlan('mp_1'))?.route.path).toBe(paths.mealPlan.pattern);
    expect(match(paths.listeCourses('sl_1'))?.params).toEqual({ id: 'sl_1' });
    for (const path of [
      paths.dashboard,
      paths.weekMenu,
      paths.inspirationReplace,
      paths.faq,
      paths.login,
      paths.importRecipe,
      paths.importFromPage,
    ]) {
      expect(match(path)?.route.path).toBe(path);
    }
    expect(match('/nulle-part')?.route.path).toBe('*');
  });
});
