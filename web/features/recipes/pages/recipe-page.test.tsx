import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { FamilyTreeNode, Recipe } from '@shared/schemas/recipes';
import { currentLocation, renderScreen, stubApi as stubRoutes, stubAnswer, stubError } from '@web/test/api-stub';
import RecipePage from './recipe-page';
import { questionResponseSchema, recipeAnswerSchema, recipeDetailResponseSchema, saveRecipeResponseSchema } from '@shared/schemas/recipes';

/** Unmatched calls answer 404 'Recette non trouvée' here. */
const stubApi = (routes: Parameters<typeof stubRoutes>[0]) => stubRoutes(routes, () => stubError(404, 'Recette non trouvée'));

const RECIPE: Recipe = {
  id: 'r1',
  title: 'Gratin de courgettes',
  description: 'Fondant et doré',
  dishType: 'Plat chaud',
  cuisine: 'Française',
  complexity: 2,
  prepTime: 20,
  cookTime: 35,
  servings: 4,
  ingredients: [
    { name: 'Courgettes', quantity: 800, unity: 'g' },
    { name: 'Beurre', quantity: 30, unity: 'g' },
    { name: 'Gruyère', quantity: 100, unity: 'g' },
  ],
  instructions: [
    { time: 10, explanation: 'Couper les courgettes.', tips: 'En rondelles fines.' },
    { time: 35, explanation: 'Enfourner.', tips: '' },
  ],
  variantSuggestions: ['Version végétalienne', 'Ajouter des pommes de terre'],
  improvementSuggestions: [],
  sideDishSuggestions: [],
  imageUrl: null,
  allergens: ['Lait'],
  diets: ['Végétarien'],
  nutritionPerPortion: { kcal: 312.4, proteines: 14.2, glucides: 9.8, lipides: 24.1, fibres: 3, sel: 0.8 },
  costPerPortion: 2.1,
  seasonMonths: [6, 7, 8],
  nutriScore: 'C',
  tags: [],
  parentId: null,
  rootId: 'r1',
  sourceRecipeId: null,
  generatedAt: '2026-11-23T17:05:00.000Z',
  savedAt: null,
  criteria: null,
};
const TREE: FamilyTreeNode = {
  id: 'r1',
  title: 'Gratin de courgettes',
  generatedAt: '2026-11-23T17:05:00.000Z',
  children: [{ id: 'r0', title: 'Gratin léger', generatedAt: '2026-11-24T08:00:00.000Z', children: [] }],
};
const detail = () => ({ success: true, data: { recipe: RECIPE, familyTree: TREE } });

const renderAt = (url: string) => renderScreen(<RecipePage />, { url, paths: ['/recette/:recipeId'] });
const location = currentLocation;
const newVersion = () => screen.getByRole('button', { name: 'Générer une nouvelle version' }) as HTMLButtonElement;

afterEach(() => vi.unstubAllGlobals());

// Typing-heavy journeys: generous timeouts for a loaded CI machine.
describe('RecipePage', { timeout: 20_000 }, () => {
  it("says 'Recette non trouvée' when the recipe is missing or someone else's", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({});
    renderAt('/recette/inconnue');
    expect(await screen.findByRole('heading', { level: 1, name: 'Recette non trouvée' })).toBeTruthy();
  });

  it('shows the header, the versions with Paris times and the current one marked', async () => {
    stubApi({ 'GET /api/meals/recipe/*': detail });
    renderAt('/recette/r1?lastPageType=suggestions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gratin de courgettes' })).toBeTruthy();
    expect(screen.getByText('Fondant et doré')).toBeTruthy();
    expect(screen.getByText('20 min')).toBeTruthy();
    expect(screen.getByText('35 min', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText('Moyen')).toBeTruthy();
    expect(screen.getByText('312 kcal')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Allergènes' })).getByText('Lait')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Valeurs nutritionnelles par portion' })).getByRole('img', { name: 'Nutri-Score C' }),
    ).toBeTruthy();
    expect(screen.queryByText('Nutri-Score non applicable')).toBeNull();
    const tree = screen.getByRole('list', { name: 'Versions de la recette' });
    const links = within(tree).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]?.getAttribute('aria-current')).toBe('page');
    expect(links[0]?.textContent).toContain('23/11/2026 à 18:05');
    expect(links[1]?.getAttribute('aria-current')).toBeNull();
    expect(links[1]?.getAttribute('href')).toBe('/recette/r0?lastRecipeId=r1');
    expect(screen.getByRole('link', { name: 'Retour' }).getAttribute('href')).toBe('/inspirations-repas?lastPageType=suggestions');
    expect(screen.getByRole('link', { name: 'Nouvelle inspiration' }).getAttribute('href')).toBe('/inspirations-repas');
  });

  it("says 'Nutri-Score non applicable' for an alcoholic drink, which has no grade", async () => {
    const kir: Recipe = { ...RECIPE, title: 'Kir', dishType: 'Cocktail', nutriScore: null };
    stubApi({
      'GET /api/meals/recipe/*': () => stubAnswer(recipeDetailResponseSchema, { success: true, data: { recipe: kir, familyTree: TREE } }),
    });
    renderAt('/recette/r1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kir' })).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Valeurs nutritionnelles par portion' })).getByText('Nutri-Score non applicable'),
    ).toBeTruthy();
    expect(screen.queryByRole('img', { name: /Nutri-Score/ })).toBeNull();
  });

  it('enables a new version only for a ticked variant, a replacement, an exclusion or a non-blank comment', async () => {
    stubApi({
      'GET /api/meals/recipe/*': detail,
      'POST /api/meals/question-about-recipe': () =>
        stubAnswer(questionResponseSchema, {
          success: true,
          data: { answer: { answer: '', ingredientsSuggestedForReplacement: [] } },
        }),
    });
    const user = renderAt('/recette/r1');
    await screen.findByRole('heading', { level: 1 });
    expect(newVersion().disabled).toBe(true);

    const variant = screen.getByRole('checkbox', { name: 'Version végétalienne' });
    await user.click(variant);
    expect(newVersion().disabled).toBe(false);
    await user.click(variant);
    expect(newVersion().disabled).toBe(true);

    const comment = screen.getByLabelText('Vos commentaires');
    await user.type(comment, '   ');
    expect(newVersion().disabled).toBe(true);
    await user.type(comment, 'moins gras');
    expect(newVersion().disabled).toBe(false);
    await user.clear(comment);
    expect(newVersion().disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Exclure Beurre' }));
    expect(newVersion().disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Réintégrer Beurre' }));
    expect(newVersion().disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Remplacer Gruyère' }));
    await user.type(screen.getByLabelText('Remplacer « Gruyère » par'), 'Comté');
    expect(newVersion().disabled).toBe(false);
  });

  it("'Remplacer' asks 'Par quoi remplacer X ?' and offers the answers as chips; excluding clears the replacement", async () => {
    const calls = stubApi({
      'GET /api/meals/recipe/*': detail,
      'POST /api/meals/question-about-recipe': () =>
        stubAnswer(questionResponseSchema, {
          success: true,
          data: {
            answer: {
              answer: 'Essayez…',
              ingredientsSuggestedForReplacement: [
                { name: "Huile d'olive", quantity: 2, unity: 'c. à soupe' },
                { name: 'Margarine', quantity: 30, unity: 'g' },
              ],
            },
          },
        }),
    });
    const user = renderAt('/recette/r1');
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Remplacer Beurre' }));
    const chip = await screen.findByRole('button', { name: 'Margarine' });
    expect(calls.find((c) => c.path === '/api/meals/question-about-recipe')?.body).toMatchObject({
      ingredient: 'Beurre',
      question: 'Par quoi remplacer Beurre ?',
    });
    await user.click(chip);
    expect((screen.getByLabelText('Remplacer « Beurre » par') as HTMLInputElement).value).toBe('Margarine');
    expect(screen.getByText('→ remplacé par Margarine')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Exclure Beurre' }));
    expect(screen.queryByText('→ remplacé par Margarine')).toBeNull();
    expect(screen.queryByLabelText('Remplacer « Beurre » par')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Réintégrer Beurre' }));
    expect(screen.queryByText(/remplacé par/)).toBeNull();
  });

  it('sends an ingredient question only when it is not blank, and shows the answer', async () => {
    const calls = stubApi({
      'GET /api/meals/recipe/*': detail,
      'POST /api/meals/question-about-recipe': () =>
        stubAnswer(questionResponseSchema, {
          success: true,
          data: { answer: { answer: 'Oui, 3 mois.', ingredientsSuggestedForReplacement: [] } },
        }),
    });
    const user = renderAt('/recette/r1');
    await screen.findByRole('heading', { level: 1 });
    const ask = screen.getByRole('button', { name: 'Poser la question' }) as HTMLButtonElement;
    await user.type(screen.getByLabelText('Votre question'), '   ');
    expect(ask.disabled).toBe(true);
    await user.type(screen.getByLabelText('Votre question'), '{Enter}');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.selectOptions(screen.getByLabelText('Ingrédient'), 'Gruyère');
    await user.type(screen.getByLabelText('Votre question'), 'Se congèle-t-il ?');
    await user.click(ask);
    expect(await screen.findByText('Oui, 3 mois.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      ingredient: 'Gruyère',
      question: 'Se congèle-t-il ?',
      recipe: { id: 'r1' },
    });
  });

  it('requests the new version and moves to its route', async () => {
    const calls = stubApi({
      'GET /api/meals/recipe/*': detail,
      'POST /api/meals/iterate-recipe': () =>
        stubAnswer(recipeAnswerSchema, { success: true, message: 'ok', recipe: { ...RECIPE, id: 'r2' } }),
    });
    const user = renderAt('/recette/r1');
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('checkbox', { name: 'Ajouter des pommes de terre' }));
    await user.click(screen.getByRole('button', { name: 'Exclure Gruyère' }));
    await user.type(screen.getByLabelText('Vos commentaires'), ' plus croustillant ');
    await user.click(newVersion());
    await waitFor(() => expect(location()).toBe('/recette/r2?lastRecipeId=r1'));
    expect(calls.find((c) => c.path === '/api/meals/iterate-recipe')?.body).toMatchObject({
      originalRecipe: { id: 'r1' },
      variants: ['Ajouter des pommes de terre'],
      comment: 'plus croustillant',
      ingredientReplacements: [],
      excludedIngredients: ['Gruyère'],
      oldFamilyTree: TREE,
    });
  });

  it('shows the variant error when the new version fails', async () => {
    stubApi({ 'GET /api/meals/recipe/*': detail, 'POST /api/meals/iterate-recipe': () => new Response('{}', { status: 500 }) });
    const user = renderAt('/recette/r1');
    await screen.findByRole('heading', { level: 1 });
    await user.type(screen.getByLabelText('Vos commentaires'), 'épicé');
    await user.click(newVersion());
    expect((await screen.findByRole('alert')).textContent).toBe('Une erreur est survenue lors de la génération de la variante.');
  });

  it("'Sauvegarder' sends the recipe with its criteria and says so", async () => {
    const calls = stubApi({
      'GET /api/meals/recipe/*': detail,
      'POST /api/save-recipe': () => stubAnswer(saveRecipeResponseSchema, { success: true, message: 'ok' }),
    });
    const user = renderAt('/recette/r1');
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    expect((await screen.findByText('Recette sauvegardée avec succès!')).closest('[role="status"]')).toBeTruthy();
    const body = calls.find((c) => c.path === '/api/save-recipe')?.body as { savedAt?: unknown } | undefined;
    expect(body).toMatchObject({ id: 'r1', title: 'Gratin de courgettes', criteria: { preparationTime: 30, bakingTime: 30 } });
    expect(typeof body!.savedAt).toBe('string');
  });

  it('shows the save error when saving fails', async () => {
    stubApi({ 'GET /api/meals/recipe/*': detail, 'POST /api/save-recipe': () => new Response('{}', { status: 500 }) });
    const user = renderAt('/recette/r1');
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Une erreur est survenue lors de la sauvegarde de la recette.');
  });
});
