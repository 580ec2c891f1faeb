import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MESSAGES } from '@shared/messages';
import { WEEKDAYS } from '@shared/options';
import {
  generateShoppingListResponseSchema,
  plannableRecipesResponseSchema,
  saveWeekMenuResponseSchema,
  weekMenuResponseSchema,
  weekPlanResponseSchema,
  type WeekPlan,
} from '@shared/schemas/week-menu';
import { stubAnswer, stubError } from '@web/test/api-stub';
import { WeekMenuWizard } from './week-menu-wizard';
import { LAST_WEEK_MENU_KEY } from '../utils/last-week-menu';

const PLAN: WeekPlan = {
  id: 'wp_123',
  Lundi: {
    déjeuner: { id: 'r1', title: 'Salade niçoise', prepTime: 20, description: 'Thon, œufs et légumes croquants' },
    dîner: { id: 'r2', title: 'Soupe de potiron', prepTime: 35, description: 'Velouté doux' },
  },
  Mardi: { dîner: { id: 'r3', title: 'Gratin dauphinois', prepTime: 50, description: 'Pommes de terre et crème' } },
};

type Call = { url: string; method: string; body: unknown };
let calls: Call[];
let answers: Record<string, () => Response>;

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  calls = [];
  answers = {};
  sessionStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[`${method} ${url}`];
      return answer ? answer() : stubError(404, 'inconnu');
    }),
  );
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setup(initialEntry = '/menu-semaine') {
  const user = userEvent.setup();
  const router = createMemoryRouter(
    [
      { path: '/menu-semaine', element: <WeekMenuWizard /> },
      { path: '*', element: <p>Autre écran</p> },
    ],
    { initialEntries: [initialEntry] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user, router };
}

const heading = () => screen.getByRole('heading', { level: 2 }).textContent;
const button = (name: string | RegExp) => screen.getByRole('button', { name });

async function goToSummary(user: ReturnType<typeof userEvent.setup>) {
  await user.click(button('Suivant'));
  await user.click(button('Suivant'));
}

describe('WeekMenuWizard', () => {
  it('starts at step 1 with the defaults: moyen, 2 people, déjeuner + dîner', () => {
    setup();
    expect(screen.getByText('Étape 1 sur 4')).toBeTruthy();
    expect(heading()).toBe('Préférences générales');
    expect((screen.getByLabelText('Budget') as HTMLSelectElement).value).toBe('moyen');
    const size = screen.getByLabelText('Taille du foyer') as HTMLInputElement;
    expect([size.value, size.min, size.max]).toEqual(['2', '1', '10']);
    expect(button('Petit-déjeuner').getAttribute('aria-pressed')).toBe('false');
    expect(button('Déjeuner').getAttribute('aria-pressed')).toBe('true');
    expect(button('Dîner').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('2 repas par jour')).toBeTruthy();
    for (const diet of ['Végétarien', 'Vegan', 'Sans gluten', 'Sans lactose', 'Paleo', 'Keto'])
      expect(button(diet).getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Précédent' })).toBeNull();
  });

  it('mealsPerDay follows the meal types, and no meal type disables Suivant with a hint', async () => {
    const { user } = setup();
    await user.click(button('Petit-déjeuner'));
    expect(screen.getByText('3 repas par jour')).toBeTruthy();
    for (const type of ['Petit-déjeuner', 'Déjeuner', 'Dîner']) await user.click(button(type));
    expect((button('Suivant') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Choisissez au moins un type de repas pour continuer.')).toBeTruthy();
  });

  it('moves through the daily constraints (Lundi → Dimanche, Moyen by default) to the summary and back', async () => {
    const { user } = setup();
    await user.click(button('Suivant'));
    expect(heading()).toBe('Contraintes quotidiennes');
    expect(screen.getByText('Étape 2 sur 4')).toBeTruthy();
    const days = screen.getAllByRole('group').filter((g) => WEEKDAYS.includes(g.querySelector('legend')?.textContent as never));
    expect(days.map((d) => d.querySelector('legend')?.textContent)).toEqual([...WEEKDAYS]);
    for (const day of days) {
      expect((within(day).getByLabelText('Temps disponible') as HTMLSelectElement).value).toBe('Moyen (30-60min)');
      expect(
        within(day)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Déjeuner', 'Dîner']);
    }
    await user.selectOptions(within(days[2]!).getByLabelText('Temps disponible'), 'Rapide (< 30min)');
    await user.click(within(days[2]!).getByRole('button', { name: 'Déjeuner' }));

    await user.click(button('Suivant'));
    expect(heading()).toBe('Confirmation');
    expect(screen.getByText('Mercredi').nextSibling?.textContent).toBe('Rapide (< 30min) · sans déjeuner');
    expect(button('Générer le menu')).toBeTruthy();

    await user.click(button('Précédent'));
    expect(heading()).toBe('Contraintes quotidiennes');
    await user.click(button('Précédent'));
    expect(heading()).toBe('Préférences générales');
  });

  it('generates, shows Lundi → Dimanche with each meal, and Modifier les préférences returns to step 3', async () => {
    answers['POST /api/generate-week-menu'] = () => stubAnswer(weekMenuResponseSchema, { success: true, weekPlan: PLAN });
    const { user, router } = setup();
    await user.type(screen.getByLabelText("Ingrédients que vous n'aimez pas"), 'céleri, olives ,');
    await goToSummary(user);
    await user.click(button('Générer le menu'));

    await waitFor(() => expect(heading()).toBe('Votre menu'));
    const body = calls.find((c) => c.url === '/api/generate-week-menu')!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      budget: 'moyen',
      familySize: 2,
      mealTypes: ['déjeuner', 'dîner'],
      mealsPerDay: 2,
      dislikedIngredients: ['céleri', 'olives'],
    });
    expect(body.seed).toBeUndefined();

    const dayHeadings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(dayHeadings).toEqual([...WEEKDAYS]);
    const lundi = screen.getByRole('region', { name: 'Lundi' });
    expect(within(lundi).getByRole('link', { name: 'Salade niçoise' }).getAttribute('href')).toBe(
      '/recette/r1?weekPlanId=wp_123&day=Lundi&mealType=d%C3%A9jeuner',
    );
    expect(within(lundi).getByText('20 min')).toBeTruthy();
    expect(within(lundi).getByText('Thon, œufs et légumes croquants')).toBeTruthy();
    const replace = within(lundi).getAllByRole('link', { name: /Remplacer/ })[0]!;
    expect(replace.getAttribute('href')).toBe('/inspiration-repas?replace=true&day=Lundi&mealType=d%C3%A9jeuner&weekPlanId=wp_123');
    expect(within(screen.getByRole('region', { name: 'Jeudi' })).getByText('Aucun repas prévu ce jour-là.')).toBeTruthy();
    expect(router.state.location.search).toBe('?weekPlanId=wp_123');
    expect(JSON.parse(sessionStorage.getItem(LAST_WEEK_MENU_KEY)!).weekPlan.id).toBe('wp_123');

    await user.click(button('Modifier les préférences'));
    expect(heading()).toBe('Confirmation');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2 }));
  });

  it('sends the leftovers choice (off by default) and shows the answer nutrition against the targets', async () => {
    const nutrition = {
      days: {
        Lundi: { kcal: 2300, proteines: 90, glucides: 270, lipides: 95 },
        Mardi: { kcal: 1400, proteines: 50, glucides: 150, lipides: 60 },
      },
      targets: { kcal: 1763, proteines: 66, glucides: 209, lipides: 73 },
    };
    answers['POST /api/generate-week-menu'] = () => stubAnswer(weekMenuResponseSchema, { success: true, weekPlan: PLAN, nutrition });
    const { user } = setup();
    const leftovers = screen.getByRole('checkbox', { name: 'Restes : cuisiner une fois, manger deux fois' });
    expect((leftovers as HTMLInputElement).checked).toBe(false);
    await user.click(leftovers);
    await goToSummary(user);
    await user.click(button('Générer le menu'));
    await waitFor(() => expect(heading()).toBe('Votre menu'));
    expect(calls.find((c) => c.url === '/api/generate-week-menu')!.body).toMatchObject({ leftovers: true });
    const meter = within(screen.getByRole('region', { name: 'Lundi' })).getByRole('meter', { name: 'Énergie du lundi' });
    expect(meter.getAttribute('aria-valuetext')).toBe('2\u202f300 / 1\u202f763 kcal par personne');
    expect(JSON.parse(sessionStorage.getItem(LAST_WEEK_MENU_KEY)!).nutrition).toEqual(nutrition);
  });

  it('Régénérer asks for a new plan with a new seed', async () => {
    answers['POST /api/generate-week-menu'] = () => stubAnswer(weekMenuResponseSchema, { success: true, weekPlan: PLAN });
    const { user } = setup();
    await goToSummary(user);
    await user.click(button('Générer le menu'));
    await screen.findByText('Salade niçoise');
    await user.click(button('Régénérer'));
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/generate-week-menu')).toHaveLength(2));
    expect(typeof (calls.at(-1)!.body as { seed?: number }).seed).toBe('number');
  });

  it('shows the contractual alert when generation fails, with the non-OK reason', async () => {
    answers['POST /api/generate-week-menu'] = () => json({}, 500);
    const { user } = setup();
    await goToSummary(user);
    await user.click(button('Générer le menu'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MESSAGES.menuGenerationError);
    expect(alert.textContent).toContain(MESSAGES.menuGenerationNotOk);
    expect(heading()).toBe('Confirmation');
  });

  it('shows the Free-tier message with a Passer Premium link when the week was cut down', async () => {
    const message = "L'offre Gratuite est limitée à 3 repas par semaine. Passez Premium pour planifier toute votre semaine !";
    answers['POST /api/generate-week-menu'] = () =>
      stubAnswer(weekMenuResponseSchema, { success: true, weekPlan: PLAN, limitedToFree: true, message });
    const { user } = setup();
    await goToSummary(user);
    await user.click(button('Générer le menu'));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Passer Premium' }).getAttribute('href')).toBe('/subscription');
  });

  it('saves the menu then links to its meal plan; a failed save shows the contractual alert', async () => {
    answers['POST /api/generate-week-menu'] = () => stubAnswer(weekMenuResponseSchema, { success: true, weekPlan: PLAN });
    answers['POST /api/save-week-menu'] = () => json({}, 500);
    const { user } = setup();
    await goToSummary(user);
    await user.click(button('Générer le menu'));
    await screen.findByText('Salade niçoise');
    await user.click(button('Enregistrer le menu'));
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.menuSaveError);

    answers['POST /api/save-week-menu'] = () =>
      stubAnswer(saveWeekMenuResponseSchema, { success: true, message: 'Menu enregistré avec succès !', mealPlanId: 'mp_9' });
    await user.click(button('Enregistrer le menu'));
    expect(await screen.findByText(/Menu enregistré avec succès/)).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Voir le plan de repas' });
    expect(links.every((l) => l.getAttribute('href') === '/meal-plans/mp_9')).toBe(true);
    expect(calls.find((c) => c.url === '/api/save-week-menu')!.body).toMatchObject({
      weekPlan: { id: 'wp_123' },
      preferences: { budget: 'moyen' },
    });
  });

  it('Générer la liste de courses opens /liste-courses/{id}, or shows the contractual alert', async () => {
    answers['POST /api/generate-week-menu'] = () => stubAnswer(weekMenuResponseSchema, { success: true, weekPlan: PLAN });
    answers['POST /api/generate-shopping-list'] = () => json({}, 500);
    const { user, router } = setup();
    await goToSummary(user);
    await user.click(button('Générer le menu'));
    await screen.findByText('Salade niçoise');
    await user.click(button('Générer la liste de courses'));
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.shoppingListGenerationError);

    answers['POST /api/generate-shopping-list'] = () =>
      stubAnswer(generateShoppingListResponseSchema, { success: true, shoppingListId: 'sl_7' });
    await user.click(button('Générer la liste de courses'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/liste-courses/sl_7'));
  });

  it('restores step 4 from ?weekPlanId (back from a replacement) with the server plan and the stored preferences', async () => {
    sessionStorage.setItem(
      LAST_WEEK_MENU_KEY,
      JSON.stringify({
        weekPlan: PLAN,
        preferences: {
          budget: 'premium',
          familySize: 4,
          mealTypes: ['dîner'],
          dailyConstraints: {},
          dietaryRestrictions: [],
          cuisinePreferences: [],
          favoriteDishes: [],
          dislikedIngredients: [],
        },
        generatedAt: '2025-11-24T08:00:00.000Z',
      }),
    );
    const replaced: WeekPlan = {
      ...PLAN,
      Mardi: { dîner: { id: 'r9', title: 'Curry de lentilles', prepTime: 30, description: 'Doux et parfumé' } },
    };
    answers['GET /api/week-menu/wp_123'] = () => stubAnswer(weekPlanResponseSchema, { success: true, weekPlan: replaced });
    const { user } = setup('/menu-semaine?weekPlanId=wp_123');
    expect(await screen.findByText('Curry de lentilles')).toBeTruthy();
    expect(heading()).toBe('Votre menu');
    await user.click(button('Modifier les préférences'));
    expect(screen.getByText('Premium')).toBeTruthy();
    expect(screen.getByText('4 personnes')).toBeTruthy();
  });

  it("adds a recipe card's dish to the favourite dishes (?plat=)", async () => {
    setup('/menu-semaine?plat=Gratin%20dauphinois');
    expect(await screen.findByText('« Gratin dauphinois » ajouté à vos plats préférés.')).toBeTruthy();
    expect(button('Gratin dauphinois').getAttribute('aria-pressed')).toBe('true');
  });

  describe('« Inclure mes recettes »', () => {
    const plannable =
      (count: number, awaitingConfirmation = 0) =>
      () =>
        stubAnswer(plannableRecipesResponseSchema, { success: true, data: { count, awaitingConfirmation } });
    const ownRecipes = () => screen.getByRole('checkbox', { name: 'Inclure mes recettes' }) as HTMLInputElement;
    const generateAndReadBody = async (user: ReturnType<typeof userEvent.setup>) => {
      await goToSummary(user);
      await user.click(button('Générer le menu'));
      await waitFor(() => expect(heading()).toBe('Votre menu'));
      return calls.find((c) => c.url === '/api/generate-week-menu')!.body as Record<string, unknown>;
    };

    it('is ticked once the server says some own recipe could be chosen, shown in the summary and sent', async () => {
      answers['GET /api/recipes/plannable'] = plannable(3);
      answers['POST /api/generate-week-menu'] = () => stubAnswer(weekMenuResponseSchema, { success: true, weekPlan: PLAN });
      const { user } = setup();
      await waitFor(() => expect(ownRecipes().checked).toBe(true));
      await goToSummary(user);
      expect(screen.getByText('Inclure mes recettes').nextSibling?.textContent).toBe('Oui');
      await user.click(button('Générer le menu'));
      await waitFor(() => expect(heading()).toBe('Votre menu'));
      expect(calls.find((c) => c.url === '/api/generate-week-menu')!.body).toMatchObject({ includeMyRecipes: true });
    });

    it('sends the member’s choice when they untick it', async () => {
      answers['GET /api/recipes/plannable'] = plannable(3);
      answers['POST /api/generate-week-menu'] = () => stubAnswer(weekMenuResponseSchema, { success: true, weekPlan: PLAN });
      const { user } = setup();
      await waitFor(() => expect(ownRecipes().checked).toBe(true));
      await user.click(ownRecipes());
      expect(await generateAndReadBody(user)).toMatchObject({ includeMyRecipes: false });
    });

    it('stays unticked with no own recipe to choose, and says how many wait for their ingredients to be checked', async () => {
      answers['GET /api/recipes/plannable'] = plannable(0, 2);
      answers['POST /api/generate-week-menu'] = () => stubAnswer(weekMenuResponseSchema, { success: true, weekPlan: PLAN });
      const { user } = setup();
      await screen.findByText(/2 de vos recettes attendent la vérification de leurs ingrédients/);
      expect(ownRecipes().checked).toBe(false);
      expect(await generateAndReadBody(user)).toMatchObject({ includeMyRecipes: false });
    });
  });
});
