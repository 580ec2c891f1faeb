import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen, stubAnswer, stubApi, stubError } from '@web/test/api-stub';
import AntiWastePage from './anti-waste-page';
import type * as SessionModule from '@web/lib/session';
import { antiWasteResponseSchema, commonIngredientsResponseSchema, saveRecipeResponseSchema } from '@shared/schemas/recipes';
import { pantryResponseSchema, type PantryInput } from '@shared/schemas/households';

const session = vi.hoisted(() => ({ user: { subscription: { type: 'premium', expiresAt: null } } as unknown }));
vi.mock('@web/lib/session', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionModule>()),
  useSession: () => ({ user: session.user }),
}));

const renderPage = () => renderScreen(<AntiWastePage />);
const RECIPES = [
  {
    id: 'g1',
    title: 'Omelette aux courgettes',
    description: 'Rapide',
    prepTime: 15,
    servings: 2,
    usedIngredients: ['Courgettes', 'Œufs'],
    additionalIngredients: ['Sel'],
  },
  {
    id: 'g2',
    title: 'Soupe de courgettes',
    description: 'Douce',
    prepTime: 25,
    servings: 2,
    usedIngredients: ['Courgettes'],
    additionalIngredients: [],
  },
];
const submitButton = () => screen.getByRole('button', { name: /^Générer des recettes|Génération en cours/ }) as HTMLButtonElement;

async function addIngredients(user: ReturnType<typeof userEvent.setup>, names: string[]) {
  for (const name of names) await user.type(screen.getByLabelText('Ingrédient non listé'), `${name}{Enter}`);
}

afterEach(() => {
  vi.unstubAllGlobals();
  session.user = { subscription: { type: 'premium', expiresAt: null } };
});

describe('AntiWastePage', { timeout: 20_000 }, () => {
  it('has its h1, the Premium label, the sliders, the meal types and the six diet chips', async () => {
    stubApi({
      'GET /api/common-ingredients': () => stubAnswer(commonIngredientsResponseSchema, { success: true, ingredients: ['Courgettes'] }),
    });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Cuisiner Sans Gaspiller' })).toBeTruthy();
    expect(screen.getByText('Premium')).toBeTruthy();
    const people = screen.getByRole('slider', { name: 'Nombre de personnes' }) as HTMLInputElement;
    expect([people.min, people.max, people.step]).toEqual(['1', '10', '1']);
    const time = screen.getByRole('slider', { name: 'Temps de préparation maximum' }) as HTMLInputElement;
    expect([time.min, time.max, time.step]).toEqual(['10', '120', '5']);
    const mealType = screen.getByLabelText('Type de repas') as HTMLSelectElement;
    expect([...mealType.options].map((o) => [o.value, o.text])).toEqual([
      ['', 'Tous les types'],
      ['petit-déjeuner', 'Petit-déjeuner'],
      ['déjeuner', 'Déjeuner'],
      ['dîner', 'Dîner'],
      ['collation', 'Collation'],
      ['dessert', 'Dessert'],
    ]);
    const diets = within(screen.getByRole('group', { name: 'Régimes alimentaires' })).getAllByRole('button');
    expect(diets.map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual(
      ['Végétarien', 'Vegan', 'Sans gluten', 'Sans lactose', 'Paleo', 'Keto'].map((d) => [d, 'false']),
    );
    // Known ingredients come from the server.
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Rechercher un ingrédient'), 'cour');
    expect(await screen.findByRole('button', { name: 'Ajouter Courgettes' })).toBeTruthy();
  });

  it('falls back to the 15 common foods when the ingredient list cannot load', async () => {
    stubApi({});
    const user = renderPage();
    await user.type(screen.getByLabelText('Rechercher un ingrédient'), 'farin');
    expect(await screen.findByRole('button', { name: 'Ajouter Farine' })).toBeTruthy();
  });

  it('counts the ingredients on the submit button, disabled with none', async () => {
    stubApi({ 'GET /api/common-ingredients': () => stubAnswer(commonIngredientsResponseSchema, { success: true, ingredients: [] }) });
    const user = renderPage();
    expect(submitButton().disabled).toBe(true);
    expect(submitButton().textContent).toBe('Générer des recettes avec 0 ingrédient(s)');
    await addIngredients(user, ['Courgettes', 'Œufs']);
    expect(submitButton().disabled).toBe(false);
    expect(submitButton().textContent).toBe('Générer des recettes avec 2 ingrédient(s)');
  });

  it("says 'Veuillez sélectionner au moins un ingrédient' if submitted anyway with none", async () => {
    stubApi({ 'GET /api/common-ingredients': () => stubAnswer(commonIngredientsResponseSchema, { success: true, ingredients: [] }) });
    renderPage();
    fireEvent.submit(submitButton().closest('form')!);
    expect((await screen.findByRole('alert')).textContent).toBe('Veuillez sélectionner au moins un ingrédient');
  });

  it('sends the criteria, shows the results and saves one', async () => {
    const calls = stubApi({
      'GET /api/common-ingredients': () => stubAnswer(commonIngredientsResponseSchema, { success: true, ingredients: [] }),
      'POST /api/generate-recipes-from-ingredients': () =>
        stubAnswer(antiWasteResponseSchema, { success: true, recipes: RECIPES, unrecognized: [] }),
      'POST /api/save-recipe': () => stubAnswer(saveRecipeResponseSchema, { success: true, message: 'ok' }),
    });
    const user = renderPage();
    await addIngredients(user, ['Courgettes', 'Œufs']);
    await user.selectOptions(screen.getByLabelText('Type de repas'), 'dîner');
    fireEvent.change(screen.getByRole('slider', { name: 'Nombre de personnes' }), { target: { value: '4' } });
    fireEvent.change(screen.getByRole('slider', { name: 'Temps de préparation maximum' }), { target: { value: '45' } });
    await user.click(screen.getByRole('button', { name: 'Vegan' }));
    expect(screen.getByRole('button', { name: 'Vegan' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(submitButton());

    expect(await screen.findByRole('heading', { name: '2 recette(s) trouvée(s) avec vos ingrédients' })).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/generate-recipes-from-ingredients')?.body).toEqual({
      ingredients: ['Courgettes', 'Œufs'],
      dietaryRestrictions: ['Vegan'],
      mealType: 'dîner',
      time: 45,
      peopleCount: 4,
    });
    const card = screen.getByRole('article', { name: 'Omelette aux courgettes' });
    expect(within(card).getByText('15 min')).toBeTruthy();
    expect(within(card).getByText('Sel')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Soupe de courgettes' })).queryByText('Ingrédients à ajouter')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Voir la recette' }).getAttribute('href')).toBe('/recette/g1');
    await user.click(within(card).getByRole('button', { name: 'Sauvegarder' }));
    expect((await within(card).findByRole('status')).textContent).toBe('Recette sauvegardée avec succès!');
    expect(calls.find((c) => c.path === '/api/save-recipe')?.body).toMatchObject({
      recipeId: 'g1',
      fromAntiWaste: true,
      usedIngredients: ['Courgettes', 'Œufs'],
    });
  });

  it("with no result, says so with a hint; 'Modifier les critères' goes back to the kept criteria", async () => {
    stubApi({
      'GET /api/common-ingredients': () => stubAnswer(commonIngredientsResponseSchema, { success: true, ingredients: [] }),
      'POST /api/generate-recipes-from-ingredients': () =>
        stubAnswer(antiWasteResponseSchema, { success: true, recipes: [], unrecognized: [] }),
    });
    const user = renderPage();
    await addIngredients(user, ['Caviar']);
    await user.click(submitButton());
    expect(await screen.findByText("Aucune recette trouvée avec cette combinaison d'ingrédients")).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Modifier les critères' }));
    expect(screen.queryByText("Aucune recette trouvée avec cette combinaison d'ingrédients")).toBeNull();
    expect(submitButton().textContent).toBe('Générer des recettes avec 1 ingrédient(s)');
  });

  it('says which ingredients were not understood, next to the recipes made with the others', async () => {
    stubApi({
      'GET /api/common-ingredients': () => stubAnswer(commonIngredientsResponseSchema, { success: true, ingredients: [] }),
      'POST /api/generate-recipes-from-ingredients': () =>
        stubAnswer(antiWasteResponseSchema, {
          success: true,
          recipes: [RECIPES[1]!],
          unrecognized: ['savon', 'chaussettes'],
          unrecognizedMessage: "Nous n'avons pas reconnu : savon, chaussettes",
        }),
    });
    const user = renderPage();
    await addIngredients(user, ['Courgettes', 'savon', 'chaussettes']);
    await user.click(submitButton());
    expect(await screen.findByRole('heading', { name: '1 recette(s) trouvée(s) avec vos ingrédients' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe("Nous n'avons pas reconnu : savon, chaussettes");
  });

  it('when nothing is understood as food, shows the server message as an alert and keeps the form', async () => {
    const message = "Nous n'avons pas reconnu : savon, chaussettes. Ajoutez au moins un aliment à la liste des ingrédients.";
    stubApi({
      'GET /api/common-ingredients': () => stubAnswer(commonIngredientsResponseSchema, { success: true, ingredients: [] }),
      'POST /api/generate-recipes-from-ingredients': () => stubError(400, message),
    });
    const user = renderPage();
    await addIngredients(user, ['savon', 'chaussettes']);
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    expect(submitButton().textContent).toBe('Générer des recettes avec 2 ingrédient(s)');
  });

  it('shows the generation error', async () => {
    stubApi({ 'GET /api/common-ingredients': () => stubAnswer(commonIngredientsResponseSchema, { success: true, ingredients: [] }) });
    const user = renderPage();
    await addIngredients(user, ['Riz']);
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Une erreur est survenue lors de la génération des recettes.'));
  });

  it('tells a Free user about the limit, with a Passer Premium link', async () => {
    session.user = { subscription: { type: 'free', expiresAt: null } };
    stubApi({
      'GET /api/common-ingredients': () => stubAnswer(commonIngredientsResponseSchema, { success: true, ingredients: [] }),
      'POST /api/generate-recipes-from-ingredients': () =>
        stubAnswer(antiWasteResponseSchema, {
          success: true,
          recipes: RECIPES,
          unrecognized: [],
          limitedToFree: true,
          message: 'Offre Gratuite : 3 recettes au maximum.',
        }),
    });
    const user = renderPage();
    expect(screen.getByRole('link', { name: 'Passer Premium' }).getAttribute('href')).toBe('/subscription');
    await addIngredients(user, ['Riz']);
    await user.click(submitButton());
    expect(await screen.findByText('Offre Gratuite : 3 recettes au maximum.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Passer Premium' })).toBeTruthy();
  });

  describe('« Mes placards » as a starting set', () => {
    const PANTRY: PantryInput = {
      mode: 'apart',
      items: [
        { name: 'Lait', quantity: 1, unit: 'l', bestBefore: '2026-12-10' },
        'sel',
        { name: 'Courgettes', quantity: 2, unit: 'pièce' },
        { name: 'Œufs', quantity: 6, unit: 'pièce', bestBefore: '2026-12-03' },
        { name: 'Riz', quantity: 500, unit: 'g' },
      ],
    };
    const routes = (pantry: PantryInput) => ({
      'GET /api/common-ingredients': () => stubAnswer(commonIngredientsResponseSchema, { success: true, ingredients: [] }),
      'GET /api/households/pantry': () => stubAnswer(pantryResponseSchema, { success: true, data: pantry }),
      'POST /api/generate-recipes-from-ingredients': () =>
        stubAnswer(antiWasteResponseSchema, { success: true, recipes: RECIPES, unrecognized: [] }),
    });
    const chosen = () =>
      within(screen.getByRole('list', { name: 'Ingrédients sélectionnés' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);

    it('fills the selection from the pantry, the soonest best-before first, staples left out, and asks for the pantry ranking', async () => {
      const calls = stubApi(routes(PANTRY));
      const user = renderPage();
      await addIngredients(user, ['Tomates']);
      const button = await screen.findByRole('button', { name: 'Mes placards' });
      expect(
        screen.getByText(
          'Ajoute les ingrédients comptés dans vos placards, les dates les plus proches d’abord ; les recettes qui en utilisent le plus passent en tête.',
        ).id,
      ).toBe(button.getAttribute('aria-describedby'));
      await user.click(button);
      // Dated first (3 then 10 December), then the counted ones without a date in the pantry's order; no « sel ».
      expect(chosen()).toEqual(['Tomates', 'Œufs', 'Lait', 'Courgettes', 'Riz']);
      expect(screen.getByRole('status').textContent).toBe('4 ingrédients de vos placards ajoutés');
      expect(submitButton().textContent).toBe('Générer des recettes avec 5 ingrédient(s)');
      await user.click(submitButton());
      expect(await screen.findByRole('heading', { name: '2 recette(s) trouvée(s) avec vos ingrédients' })).toBeTruthy();
      expect(calls.find((c) => c.path === '/api/generate-recipes-from-ingredients')?.body).toEqual({
        ingredients: ['Tomates', 'Œufs', 'Lait', 'Courgettes', 'Riz'],
        dietaryRestrictions: [],
        mealType: '',
        time: 30,
        peopleCount: 2,
        usePantry: true,
      });
    });

    it('a second press adds nothing and says so; the chips stay removable', async () => {
      stubApi(routes(PANTRY));
      const user = renderPage();
      await user.click(await screen.findByRole('button', { name: 'Mes placards' }));
      expect(screen.getByRole('status').textContent).toBe('4 ingrédients de vos placards ajoutés');
      await user.click(screen.getByRole('button', { name: 'Mes placards' }));
      expect(screen.getByRole('status').textContent).toBe('Les ingrédients de vos placards sont déjà sélectionnés');
      await user.click(screen.getByRole('button', { name: 'Retirer Lait' }));
      expect(chosen()).toEqual(['Œufs', 'Courgettes', 'Riz']);
    });

    it('no button when the pantry holds only staples', async () => {
      stubApi(routes({ mode: 'apart', items: ['sel', 'poivre'] }));
      renderPage();
      expect(await screen.findByText('Aucun ingrédient sélectionné')).toBeTruthy();
      await waitFor(() => expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).includes('/api/households/pantry'))).toBe(true));
      expect(screen.queryByRole('button', { name: 'Mes placards' })).toBeNull();
    });
  });
});
