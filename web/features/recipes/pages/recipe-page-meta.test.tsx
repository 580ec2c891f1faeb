import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { importedRecipeResponseSchema, type ImportedRecipe } from '@shared/schemas/recipe-import';
import { recipeDetailResponseSchema, type Recipe } from '@shared/schemas/recipes';
import { aRecipe } from '@web/test/fixtures';
import { renderScreen, stubApi, stubAnswer, stubError } from '@web/test/api-stub';
import { anImportedRecipe } from '../import/test-fixtures';
import RecipePage from './recipe-page';

const detail = (recipe: Recipe) =>
  stubAnswer(recipeDetailResponseSchema, {
    success: true,
    data: { recipe, familyTree: { id: recipe.id, title: recipe.title, generatedAt: recipe.generatedAt, children: [] } },
  });
const saved = (recipe: ImportedRecipe) =>
  stubAnswer(importedRecipeResponseSchema, { success: true, message: 'Recette mise à jour', data: { recipe } });

const renderRecipe = (id: string) => renderScreen(<RecipePage />, { url: `/recette/${id}`, paths: ['/recette/:recipeId'] });
const editor = async () => screen.findByRole('region', { name: 'Type de plat et repas' });
const checked = (region: HTMLElement) =>
  within(region)
    .getAllByRole('checkbox')
    .filter((c) => (c as HTMLInputElement).checked)
    .map((c) => c.parentElement?.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('RecipePage, « Type de plat et repas »', () => {
  it('shows the dish type and the meal types, sends PUT /api/recipes/:id/meta with the form, shows « Chargement... » then the server’s message', async () => {
    const tart = anImportedRecipe({ dishType: 'Dessert', mealTypes: ['dessert'] });
    let answer: (r: Response) => void = () => undefined;
    const calls = stubApi({
      'GET /api/meals/recipe/imp1': () => detail(tart),
      'PUT /api/recipes/imp1/meta': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const user = renderRecipe('imp1');
    const region = await editor();
    expect(within(region).getByText('Le planificateur ne propose cette recette qu’aux repas cochés.')).toBeTruthy();
    const select = within(region).getByLabelText('Type de plat') as HTMLSelectElement;
    expect(select.value).toBe('Dessert');
    expect(
      within(region)
        .getAllByRole('checkbox')
        .map((c) => c.parentElement?.textContent),
    ).toEqual(['Petit-déjeuner', 'Déjeuner', 'Dîner', 'Collation', 'Dessert']);
    expect(checked(region)).toEqual(['Dessert']);

    await user.selectOptions(select, 'Plat chaud');
    await user.click(within(region).getByRole('checkbox', { name: 'Dessert' }));
    await user.click(within(region).getByRole('checkbox', { name: 'Dîner' }));
    await user.click(within(region).getByRole('checkbox', { name: 'Déjeuner' }));
    await user.click(within(region).getByRole('button', { name: 'Enregistrer' }));

    const busy = await within(region).findByRole('button', { name: 'Chargement...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/api/recipes/imp1/meta', body: { dishType: 'Plat chaud', mealTypes: ['déjeuner', 'dîner'] } },
    ]);
    answer(saved({ ...tart, dishType: 'Plat chaud', mealTypes: ['déjeuner', 'dîner'] }));

    expect((await within(region).findByRole('status')).textContent).toBe('Recette mise à jour');
    expect(within(region).getByRole('button', { name: 'Enregistrer' })).toBeTruthy();
    expect(checked(region)).toEqual(['Déjeuner', 'Dîner']);
    expect(within(region).queryByRole('alert')).toBeNull();
  });

  it('shows the server’s French refusal in an alert', async () => {
    stubApi({
      'GET /api/meals/recipe/imp1': () => detail(anImportedRecipe()),
      'PUT /api/recipes/imp1/meta': () => stubError(404, 'Recette non trouvée'),
    });
    const user = renderRecipe('imp1');
    const region = await editor();
    await user.click(within(region).getByRole('button', { name: 'Enregistrer' }));
    expect((await within(region).findByRole('alert')).textContent).toBe('Recette non trouvée');
    expect(within(region).queryByRole('status')).toBeNull();
  });

  it('is offered on a recipe the household did not import too, saying no meal is ticked yet', async () => {
    const calls = stubApi({
      'GET /api/meals/recipe/r1': () => detail(aRecipe({ id: 'r1', dishType: 'Soupe' })),
      'PUT /api/recipes/r1/meta': () => saved({ ...anImportedRecipe({ id: 'r1' }), dishType: 'Soupe', mealTypes: ['dîner'] }),
    });
    const user = renderRecipe('r1');
    const region = await editor();
    expect(within(region).getByText('Aucun repas n’est encore coché : le planificateur se fie au type de plat.')).toBeTruthy();
    expect(checked(region)).toEqual([]);
    await user.click(within(region).getByRole('checkbox', { name: 'Dîner' }));
    await user.click(within(region).getByRole('button', { name: 'Enregistrer' }));
    expect((await within(region).findByRole('status')).textContent).toBe('Recette mise à jour');
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ dishType: 'Soupe', mealTypes: ['dîner'] }]);
  });
});
