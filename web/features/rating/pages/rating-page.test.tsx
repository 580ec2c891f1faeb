import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { okResponseSchema, userRecipesResponseSchema, type UserRecipe } from '@shared/schemas/recipes';
import { renderScreen, stubAnswer, stubApi } from '@web/test/api-stub';
import RatingPage from './rating-page';

const renderPage = () => renderScreen(<RatingPage />);
const RECIPES: UserRecipe[] = [
  { id: 'r1', title: 'Gratin dauphinois', description: 'Crème et ail', tags: ['Végétarien'], generatedAt: '2026-11-23T10:00:00Z' },
  {
    id: 'r2',
    title: 'Poulet rôti',
    description: 'Du dimanche',
    tags: ['Volaille'],
    generatedAt: '2026-10-01T10:00:00Z',
    cookedAt: '2026-12-01T10:00:00Z',
    userRating: 4,
    userFeedback: 'Parfait',
  },
];
const list =
  (recipes = RECIPES) =>
  () =>
    stubAnswer(userRecipesResponseSchema, { success: true, message: 'ok', recipes });
const ok = () => stubAnswer(okResponseSchema, { success: true, message: 'ok' });
const card = (title: string) => screen.getByRole('article', { name: title });
const stars = (title: string) => within(card(title)).getAllByRole('radio') as HTMLInputElement[];
const filled = (title: string) =>
  within(card(title))
    .getAllByRole('radio')
    .map((radio) => radio.nextElementSibling?.querySelector('svg')?.getAttribute('fill') === 'currentColor');

afterEach(() => vi.unstubAllGlobals());

describe('RatingPage', { timeout: 20_000 }, () => {
  it('lists the recipes with their French date, tags and 5 named stars', async () => {
    stubApi({ 'GET /api/user-recipes': list() });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Noter les Recettes' })).toBeTruthy();
    expect(screen.getByRole('status')).toBeTruthy();
    const gratin = await screen.findByRole('article', { name: 'Gratin dauphinois' });
    expect(within(gratin).getByText('23 novembre 2026')).toBeTruthy();
    expect(within(gratin).getByText('Végétarien')).toBeTruthy();
    expect(within(card('Poulet rôti')).getByText('1 décembre 2026')).toBeTruthy();
    expect(stars('Gratin dauphinois').map((s) => s.labels?.[0]?.textContent)).toEqual([
      '1 étoile',
      '2 étoiles',
      '3 étoiles',
      '4 étoiles',
      '5 étoiles',
    ]);
    expect(within(card('Poulet rôti')).getByRole('radio', { name: '4 étoiles' }) as HTMLInputElement).toHaveProperty('checked', true);
    expect(within(gratin).getByRole('link', { name: 'Voir la recette' }).getAttribute('href')).toBe('/recette/r1');
    // Sorted by date by default: cooked on 1 December comes first.
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby') && a.querySelector('h2')?.textContent)).toEqual([
      'Poulet rôti',
      'Gratin dauphinois',
    ]);
  });

  it('previews the stars on hover and goes back on leave', async () => {
    stubApi({ 'GET /api/user-recipes': list() });
    renderPage();
    await screen.findByRole('article', { name: 'Gratin dauphinois' });
    expect(filled('Gratin dauphinois')).toEqual([false, false, false, false, false]);
    fireEvent.mouseEnter(stars('Gratin dauphinois')[2]!.nextElementSibling!);
    expect(filled('Gratin dauphinois')).toEqual([true, true, true, false, false]);
    fireEvent.mouseLeave(within(card('Gratin dauphinois')).getByRole('group', { name: 'Note de Gratin dauphinois' }));
    expect(filled('Gratin dauphinois')).toEqual([false, false, false, false, false]);
  });

  it('changes the stars only once the server confirms the rating', async () => {
    let confirm!: (value: unknown) => void;
    const calls = stubApi({
      'GET /api/user-recipes': list(),
      'POST /api/rate-recipe': () => new Promise((resolve) => (confirm = resolve)),
    });
    const user = renderPage();
    await screen.findByRole('article', { name: 'Gratin dauphinois' });
    await user.click(within(card('Gratin dauphinois')).getByRole('radio', { name: '4 étoiles' }));
    expect(calls.at(-1)).toEqual({ method: 'POST', path: '/api/rate-recipe', body: { recipeId: 'r1', rating: 4 } });
    expect(stars('Gratin dauphinois').map((s) => s.checked)).toEqual([false, false, false, false, false]);
    confirm(ok());
    await waitFor(() => expect(stars('Gratin dauphinois')[3]!.checked).toBe(true));
  });

  it('rates with the arrow keys', async () => {
    const calls = stubApi({ 'GET /api/user-recipes': list(), 'POST /api/rate-recipe': ok });
    const user = renderPage();
    await screen.findByRole('article', { name: 'Poulet rôti' });
    stars('Poulet rôti')[3]!.focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(stars('Poulet rôti')[4]!.checked).toBe(true));
    expect(calls.at(-1)?.body).toEqual({ recipeId: 'r2', rating: 5 });
  });

  it('keeps the old stars and says so when the rating fails', async () => {
    stubApi({ 'GET /api/user-recipes': list(), 'POST /api/rate-recipe': () => new Response('{}', { status: 500 }) });
    const user = renderPage();
    await screen.findByRole('article', { name: 'Poulet rôti' });
    await user.click(within(card('Poulet rôti')).getByRole('radio', { name: '2 étoiles' }));
    expect((await within(card('Poulet rôti')).findByRole('alert')).textContent).toBe('Erreur lors de la notation. Veuillez réessayer.');
    expect(stars('Poulet rôti')[3]!.checked).toBe(true);
  });

  it('adds a comment, never a blank one, and confirms it', async () => {
    const calls = stubApi({ 'GET /api/user-recipes': list(), 'POST /api/submit-feedback': ok });
    const user = renderPage();
    await screen.findByRole('article', { name: 'Gratin dauphinois' });
    expect(within(card('Poulet rôti')).getByRole('button', { name: 'Modifier mon commentaire' })).toBeTruthy();
    await user.click(within(card('Gratin dauphinois')).getByRole('button', { name: 'Ajouter un commentaire' }));
    const textarea = within(card('Gratin dauphinois')).getByLabelText('Commentaire sur Gratin dauphinois');
    const save = within(card('Gratin dauphinois')).getByRole('button', { name: 'Enregistrer' }) as HTMLButtonElement;
    await user.type(textarea, '   ');
    expect(save.disabled).toBe(true);
    await user.click(save);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.type(textarea, ' Très bon ');
    await user.click(save);
    expect((await within(card('Gratin dauphinois')).findByRole('status')).textContent).toBe('Commentaire enregistré avec succès!');
    expect(calls.at(-1)?.body).toEqual({ recipeId: 'r1', feedback: 'Très bon' });
    expect(within(card('Gratin dauphinois')).getByText('Très bon')).toBeTruthy();
    expect(within(card('Gratin dauphinois')).getByRole('button', { name: 'Modifier mon commentaire' })).toBeTruthy();
  });

  it("'Annuler' closes the editor, and a failed save says so", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({ 'GET /api/user-recipes': list(), 'POST /api/submit-feedback': () => new Response('{}', { status: 500 }) });
    const user = renderPage();
    await screen.findByRole('article', { name: 'Poulet rôti' });
    const poulet = card('Poulet rôti');
    await user.click(within(poulet).getByRole('button', { name: 'Modifier mon commentaire' }));
    expect((within(poulet).getByRole('textbox') as HTMLTextAreaElement).value).toBe('Parfait');
    await user.click(within(poulet).getByRole('button', { name: 'Annuler' }));
    expect(within(poulet).queryByRole('textbox')).toBeNull();
    await user.click(within(poulet).getByRole('button', { name: 'Modifier mon commentaire' }));
    await user.type(within(poulet).getByRole('textbox'), ' !');
    await user.click(within(poulet).getByRole('button', { name: 'Enregistrer' }));
    expect((await within(poulet).findByRole('alert')).textContent).toBe(
      "Erreur lors de l'enregistrement du commentaire. Veuillez réessayer.",
    );
  });

  it('searches, filters and sorts, with the empty messages', async () => {
    stubApi({ 'GET /api/user-recipes': list() });
    const user = renderPage();
    await screen.findByRole('article', { name: 'Gratin dauphinois' });
    const search = screen.getByLabelText('Rechercher parmi mes recettes');
    await user.type(search, 'VEGETARIEN');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await user.clear(search);
    await user.type(search, 'sushi');
    expect(screen.getByText('Aucune recette ne correspond à votre recherche')).toBeTruthy();
    await user.clear(search);
    await user.selectOptions(screen.getByLabelText('Afficher'), 'Non notées');
    expect(screen.getAllByRole('article').map((a) => a.querySelector('h2')?.textContent)).toEqual(['Gratin dauphinois']);
    await user.selectOptions(screen.getByLabelText('Afficher'), 'Toutes');
    await user.selectOptions(screen.getByLabelText('Trier'), 'Par note');
    expect(screen.getAllByRole('article').map((a) => a.querySelector('h2')?.textContent)).toEqual(['Poulet rôti', 'Gratin dauphinois']);
  });

  it.each([
    ['Notées', [RECIPES[0]!], "Vous n'avez encore noté aucune recette"],
    ['Non notées', [RECIPES[1]!], 'Toutes vos recettes ont été notées'],
  ])('filter %s with nothing to show', async (option, recipes, message) => {
    stubApi({ 'GET /api/user-recipes': list(recipes) });
    const user = renderPage();
    await screen.findAllByRole('article');
    await user.selectOptions(screen.getByLabelText('Afficher'), option);
    expect(screen.getByText(message)).toBeTruthy();
  });

  it("says 'Vous n'avez pas encore de recettes à noter' with no recipe at all", async () => {
    stubApi({ 'GET /api/user-recipes': list([]) });
    renderPage();
    expect(await screen.findByText("Vous n'avez pas encore de recettes à noter")).toBeTruthy();
  });

  it('says so when the recipes cannot load', async () => {
    stubApi({});
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe('Erreur lors du chargement des recettes. Veuillez réessayer.');
  });
});
