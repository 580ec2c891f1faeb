import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation, renderScreen, stubApi as stubRoutes, stubAnswer, stubError } from '@web/test/api-stub';
import { aRecipe } from '@web/test/fixtures';
import InspirationPage from './inspiration-page';
import { recipeAnswerSchema } from '@shared/schemas/recipes';
import { weekPlanResponseSchema } from '@shared/schemas/week-menu';

/** Unmatched calls answer 404 here. */
const stubApi = (routes: Parameters<typeof stubRoutes>[0]) => stubRoutes(routes, () => new Response('{"success":false}', { status: 404 }));

const failure = () => stubError(500, 'Erreur serveur');

const renderAt = (url: string) => renderScreen(<InspirationPage />, { url, paths: ['/inspirations-repas', '/inspiration-repas'] });
const location = currentLocation;

const GROUPS = [
  {
    type: 'Dessert',
    suggestions: [
      { title: 'Tarte aux pommes', description: 'Croustillante', level: 1, already_generated_recipe_id: null, sourceRecipeId: 'corpus-1' },
      { title: 'Mousse au chocolat', description: 'Aérienne', level: 3, already_generated_recipe_id: 'rec-old' },
    ],
  },
  { type: 'Soupe', suggestions: [{ title: 'Velouté', description: 'Doux', level: 7, already_generated_recipe_id: null }] },
];
const RECIPE = aRecipe({ id: 'rec-new', title: 'Tarte aux pommes' });

afterEach(() => vi.unstubAllGlobals());

describe('InspirationPage', () => {
  it('has its h1 and, with a dish type, shows suggestion cards per dish type and saves them', async () => {
    const calls = stubApi({
      // Sent as is, not through the schema: 'Velouté' has a level (7) outside the contract on purpose,
      // the card must still show ('Niveau ?').
      'POST /api/meals/recipe-suggestions': () => ({ success: true, data: { suggestions: GROUPS } }),
    });
    const user = renderAt('/inspirations-repas');
    expect(screen.getByRole('heading', { level: 1, name: 'Inspiration repas' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dessert' }));
    await user.click(screen.getByRole('button', { name: 'Voir des suggestions' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Dessert' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Soupe' })).toBeTruthy();
    expect(calls[0]?.body).toMatchObject({ dish: ['Dessert'], preparationTime: 30, bakingTime: 30 });
    expect(location()).toBe('/inspirations-repas?lastPageType=suggestions');
    const tarte = screen.getByRole('article', { name: 'Tarte aux pommes' });
    expect(within(tarte).getByText('Facile')).toBeTruthy();
    expect(within(tarte).getByText('Croustillante')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Mousse au chocolat' })).getByText('Difficile')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Velouté' })).getByText('Niveau ?')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('lastSuggestions') ?? 'null')).toEqual(GROUPS);
    expect(JSON.parse(localStorage.getItem('lastParameters') ?? 'null')).toMatchObject({ dish: ['Dessert'] });
    expect(JSON.parse(localStorage.getItem('lastFormData') ?? 'null')).toMatchObject({ dish: ['Dessert'] });
  });

  it("'CRÉER LA RECETTE' shows 'Création en cours...' then opens the created recipe", async () => {
    localStorage.setItem('lastSuggestions', JSON.stringify(GROUPS));
    localStorage.setItem('lastParameters', JSON.stringify({ dish: ['Dessert'], preparationTime: 45 }));
    let answer!: (value: unknown) => void;
    const calls = stubApi({ 'POST /api/meals/transform-suggestion-to-recipe': () => new Promise((resolve) => (answer = resolve)) });
    const user = renderAt('/inspirations-repas?lastPageType=suggestions');
    const card = screen.getByRole('article', { name: 'Tarte aux pommes' });
    await user.click(within(card).getByRole('button', { name: 'CRÉER LA RECETTE' }));
    expect(within(card).getByRole('button', { name: 'Création en cours...' })).toBeTruthy();
    expect(calls[0]?.body).toEqual({
      title: 'Tarte aux pommes',
      description: 'Croustillante',
      dishType: 'Dessert',
      parameters: expect.objectContaining({ dish: ['Dessert'], preparationTime: 45 }),
      sourceRecipeId: 'corpus-1',
    });
    answer(stubAnswer(recipeAnswerSchema, { success: true, message: 'ok', recipe: RECIPE }));
    await waitFor(() => expect(location()).toBe('/recette/rec-new?lastPageType=suggestions'));
    // Coming back, the card opens the recipe instead of creating it again.
    expect(JSON.parse(localStorage.getItem('lastSuggestions') ?? '[]')[0].suggestions[0].already_generated_recipe_id).toBe('rec-new');
  });

  it("a suggestion already made into a recipe links to it ('VOIR LA RECETTE')", () => {
    localStorage.setItem('lastSuggestions', JSON.stringify(GROUPS));
    stubApi({});
    renderAt('/inspirations-repas?lastPageType=suggestions');
    const link = within(screen.getByRole('article', { name: 'Mousse au chocolat' })).getByRole('link', { name: 'VOIR LA RECETTE' });
    expect(link.getAttribute('href')).toBe('/recette/rec-old?lastPageType=suggestions');
  });

  it("says 'Erreur lors de la création de la recette' when the creation fails", async () => {
    localStorage.setItem('lastSuggestions', JSON.stringify(GROUPS));
    stubApi({ 'POST /api/meals/transform-suggestion-to-recipe': failure });
    const user = renderAt('/inspirations-repas?lastPageType=suggestions');
    const card = screen.getByRole('article', { name: 'Tarte aux pommes' });
    await user.click(within(card).getByRole('button', { name: 'CRÉER LA RECETTE' }));
    expect((await within(card).findByRole('alert')).textContent).toBe('Erreur lors de la création de la recette');
    expect(within(card).getByRole('button', { name: 'CRÉER LA RECETTE' })).toBeTruthy();
  });

  it('without a dish type, generates one recipe directly and opens it', async () => {
    const calls = stubApi({
      'POST /api/meals/generate-recipe': () => stubAnswer(recipeAnswerSchema, { success: true, message: 'ok', recipe: RECIPE }),
    });
    const user = renderAt('/inspirations-repas');
    await user.click(screen.getByRole('button', { name: 'Italienne' }));
    await user.click(screen.getByRole('button', { name: 'Générer une recette' }));
    await waitFor(() => expect(location()).toBe('/recette/rec-new?lastPageType=formInspiration'));
    expect(calls.map((c) => c.path)).toEqual(['/api/meals/generate-recipe']);
    expect(calls[0]?.body).toMatchObject({ dish: [], cuisine: ['Italienne'] });
  });

  it('shows the contractual message when the direct generation fails', async () => {
    stubApi({ 'POST /api/meals/generate-recipe': failure });
    const user = renderAt('/inspirations-repas');
    await user.click(screen.getByRole('button', { name: 'Générer une recette' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Une erreur est survenue lors de la génération de la recette.');
  });

  it('restores the saved form with ?lastPageType=formInspiration, and starts fresh without it', () => {
    localStorage.setItem(
      'lastFormData',
      JSON.stringify({
        dish: ['Soupe'],
        preparationTime: 60,
        bakingTime: 12,
        cuisine: [],
        complexity: [],
        ingredients: [],
        description: 'Chaud',
      }),
    );
    stubApi({});
    renderAt('/inspirations-repas?lastPageType=formInspiration');
    expect(screen.getByRole('button', { name: 'Soupe' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByRole('slider', { name: 'Temps de préparation' }) as HTMLInputElement).value).toBe('60');
    expect((screen.getByLabelText('Description libre') as HTMLTextAreaElement).value).toBe('Chaud');
  });

  it('in replace mode, puts the created recipe in the week menu and goes back there', async () => {
    localStorage.setItem('lastSuggestions', JSON.stringify(GROUPS));
    const calls = stubApi({
      'POST /api/meals/transform-suggestion-to-recipe': () =>
        stubAnswer(recipeAnswerSchema, { success: true, message: 'ok', recipe: RECIPE }),
      'POST /api/week-menu/replace-meal': () =>
        stubAnswer(weekPlanResponseSchema, {
          success: true,
          weekPlan: { id: 'wp1', Lundi: { dîner: { id: 'rec-new', title: 'Tarte aux pommes', prepTime: 20, description: '' } } },
        }),
    });
    const user = renderAt('/inspiration-repas?replace=true&day=Lundi&mealType=d%C3%AEner&weekPlanId=wp1&lastPageType=suggestions');
    expect(screen.getByText(/remplacer le dîner de Lundi/)).toBeTruthy();
    await user.click(within(screen.getByRole('article', { name: 'Tarte aux pommes' })).getByRole('button', { name: 'CRÉER LA RECETTE' }));
    await waitFor(() => expect(location()).toBe('/menu-semaine?weekPlanId=wp1'));
    expect(calls[1]).toEqual({
      method: 'POST',
      path: '/api/week-menu/replace-meal',
      body: { weekPlanId: 'wp1', day: 'Lundi', mealType: 'dîner', recipeId: 'rec-new' },
    });
  });
});
