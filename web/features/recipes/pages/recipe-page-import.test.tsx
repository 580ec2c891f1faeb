import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { importedRecipeResponseSchema, type ImportedRecipe } from '@shared/schemas/recipe-import';
import { recipeDetailResponseSchema } from '@shared/schemas/recipes';
import { renderScreen, stubApi, stubAnswer, stubError } from '@web/test/api-stub';
import { anImportedRecipe } from '../import/test-fixtures';
import RecipePage from './recipe-page';

const detail = (recipe: ImportedRecipe) =>
  stubAnswer(recipeDetailResponseSchema, {
    success: true,
    data: { recipe, familyTree: { id: recipe.id, title: recipe.title, generatedAt: recipe.generatedAt, children: [] } },
  });

/** The recipe as the server re-derives it once the second line is corrected. */
const corrected = anImportedRecipe({
  ingredients: [
    anImportedRecipe().ingredients[0]!,
    {
      name: 'Sucre',
      quantity: 30,
      unity: 'g',
      ingredientId: 'sucre',
      raw: 'une poignée de sucre vergeoise',
      recognised: false,
      confirmed: true,
    },
  ],
  unrecognised: [],
  notCounted: [],
});

const renderRecipe = () => renderScreen(<RecipePage />, { url: '/recette/imp1', paths: ['/recette/:recipeId'] });
const ingredientsList = () => within(screen.getByRole('region', { name: 'Ingrédients' })).getByRole('list');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('RecipePage, an imported recipe', () => {
  it('credits the source (a new tab that learns nothing of Popote) and the author', async () => {
    stubApi({ 'GET /api/meals/recipe/imp1': () => detail(anImportedRecipe()) });
    renderRecipe();
    const link = await screen.findByRole('link', { name: 'cuisine.example' });
    expect(link.getAttribute('href')).toBe('https://cuisine.example/tarte-aux-pommes');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.parentElement?.textContent).toBe('Source : cuisine.example');
    expect(screen.getByText('Auteur : Mamie Jeanne')).toBeTruthy();
  });

  it('names, under the nutrition figures, the line they leave out; a recipe with every line counted says nothing', async () => {
    stubApi({ 'GET /api/meals/recipe/imp1': () => detail(anImportedRecipe()) });
    renderRecipe();
    const nutrition = await screen.findByRole('region', { name: 'Valeurs nutritionnelles par portion' });
    expect(within(nutrition).getByText('Non compté dans ces valeurs :')).toBeTruthy();
    expect(within(nutrition).getByRole('listitem').textContent).toBe('une poignée de sucre vergeoise');
    cleanup();
    stubApi({ 'GET /api/meals/recipe/imp1': () => detail(corrected) });
    renderRecipe();
    const counted = await screen.findByRole('region', { name: 'Valeurs nutritionnelles par portion' });
    expect(within(counted).queryByText(/Non compté/)).toBeNull();
  });

  it('marks the unread line « non reconnu » and says the recipe is held back for allergies and diets until checked', async () => {
    stubApi({ 'GET /api/meals/recipe/imp1': () => detail(anImportedRecipe()) });
    renderRecipe();
    await screen.findByRole('heading', { level: 1, name: 'Tarte aux pommes' });
    const lines = within(ingredientsList()).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).queryByText('non reconnu')).toBeNull();
    expect(within(lines[1]!).getByText('non reconnu')).toBeTruthy();
    expect(
      screen.getByText(
        '1 ligne n’a pas été reconnue. Tant qu’elle n’est pas vérifiée, cette recette n’est pas proposée dans les menus d’un foyer qui a des allergies ou un régime.',
      ),
    ).toBeTruthy();
  });

  it('« Vérifier les ingrédients »: sends the corrected line to PUT /api/recipes/:id/ingredients/:index, then shows the recipe the server answers', async () => {
    const calls = stubApi({
      'GET /api/meals/recipe/imp1': () => detail(anImportedRecipe()),
      'PUT /api/recipes/imp1/ingredients/1': () =>
        stubAnswer(importedRecipeResponseSchema, { success: true, message: 'Ingrédient enregistré', data: { recipe: corrected } }),
    });
    const user = renderRecipe();
    const open = await screen.findByRole('button', { name: 'Vérifier les ingrédients' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    await user.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const form = screen.getByRole('form', { name: 'Ligne « une poignée de sucre vergeoise »' });
    const name = within(form).getByLabelText('Ingrédient') as HTMLInputElement;
    expect(name.value).toBe('sucre vergeoise');
    await user.clear(name);
    await user.type(name, 'Sucre');
    await user.type(within(form).getByLabelText('Quantité'), '30');
    await user.type(within(form).getByLabelText('Unité'), 'g');
    await user.click(within(form).getByRole('button', { name: 'Confirmer : une poignée de sucre vergeoise' }));

    await screen.findByText('Ingrédient enregistré : Sucre. Tous les ingrédients sont vérifiés.');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/api/recipes/imp1/ingredients/1', body: { name: 'Sucre', quantity: 30, unit: 'g' } },
    ]);
    expect(within(ingredientsList()).queryByText('non reconnu')).toBeNull();
    expect(within(ingredientsList()).getByText('Sucre')).toBeTruthy();
    expect(screen.queryByRole('form', { name: /Ligne/ })).toBeNull();
    expect(screen.queryByText(/Tant qu’elle n’est pas vérifiée/)).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Vérifier les ingrédients' })));
  });

  it('checks the line before sending it, and shows the server’s refusal as it is worded', async () => {
    const calls = stubApi({
      'GET /api/meals/recipe/imp1': () => detail(anImportedRecipe()),
      'PUT /api/recipes/imp1/ingredients/1': () => stubError(404, "Cet ingrédient n'existe pas dans la recette."),
    });
    const user = renderRecipe();
    await user.click(await screen.findByRole('button', { name: 'Vérifier les ingrédients' }));
    const form = screen.getByRole('form', { name: 'Ligne « une poignée de sucre vergeoise »' });
    const confirm = within(form).getByRole('button', { name: /Confirmer/ });
    await user.clear(within(form).getByLabelText('Ingrédient'));
    await user.click(confirm);
    expect(within(form).getByRole('alert').textContent).toBe('Indiquez le nom de l’ingrédient.');
    await user.type(within(form).getByLabelText('Ingrédient'), 'Sucre');
    await user.type(within(form).getByLabelText('Quantité'), 'beaucoup');
    await user.click(confirm);
    expect(within(form).getByRole('alert').textContent).toBe('La quantité doit être un nombre positif ou rester vide.');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await user.clear(within(form).getByLabelText('Quantité'));
    await user.type(within(form).getByLabelText('Quantité'), '2,5');
    await user.click(confirm);
    expect((await within(form).findByRole('alert')).textContent).toBe("Cet ingrédient n'existe pas dans la recette.");
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ name: 'Sucre', quantity: 2.5 }]);
    expect(within(ingredientsList()).getByText('non reconnu')).toBeTruthy();
  });

  it('shows no check and no source on a recipe that was not imported', async () => {
    const { source: _source, unrecognised: _u, notCounted: _n, mealTypes: _m, ...plain } = anImportedRecipe();
    stubApi({
      'GET /api/meals/recipe/imp1': () =>
        detail({ ...plain, ingredients: [{ name: 'Pommes', quantity: 4, unity: 'pièce' }] } as unknown as ImportedRecipe),
    });
    renderRecipe();
    await screen.findByRole('heading', { level: 1, name: 'Tarte aux pommes' });
    expect(screen.queryByText(/Source :/)).toBeNull();
    expect(screen.queryByText('non reconnu')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Vérifier les ingrédients' })).toBeNull();
  });
});
