import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { addDays, format, startOfWeek } from 'date-fns';
import { fr } from 'date-fns/locale';
import { favoritesResponseSchema, mealPlanResponseSchema, type MealPlan, type UpdateMealBody } from '@shared/schemas/meals';
import { weekPlanResponseSchema } from '@shared/schemas/week-menu';
import { stubAnswer, stubError } from '@web/test/api-stub';
import MealPlanPage from './meal-plan-page';

const monday = startOfWeek(new Date(), { weekStartsOn: 1 });
const iso = (d: Date) => format(d, 'yyyy-MM-dd');
const recipe = (id: string, title: string) => ({
  id,
  title,
  description: `Description de ${title}`,
  prepTime: 15,
  cookTime: 25,
  imageUrl: null,
});

function makePlan(): MealPlan {
  return {
    _id: 'mp_1',
    id: 'mp_1',
    startDate: iso(monday),
    endDate: iso(addDays(monday, 6)),
    shoppingList: 'sl_1',
    days: Array.from({ length: 7 }, (_, i) => ({
      date: iso(addDays(monday, i)),
      meals:
        i === 6
          ? []
          : [
              { type: 'déjeuner', recipe: recipe(`r${i}a`, `Déjeuner ${i}`), isCompleted: false, feedback: { rating: null, comments: '' } },
              { type: 'dîner', recipe: recipe(`r${i}b`, `Dîner ${i}`), isCompleted: false, feedback: { rating: null, comments: '' } },
            ],
    })),
  };
}

type Call = { url: string; method: string; body: unknown };
let calls: Call[];
let plan: MealPlan;
let answers: Record<string, (body: unknown) => Response>;

beforeEach(() => {
  calls = [];
  plan = makePlan();
  answers = {
    'GET /api/meals/mp_1': () => stubAnswer(mealPlanResponseSchema, { success: true, data: plan }),
    'GET /api/meals/favorites': () => stubAnswer(favoritesResponseSchema, { success: true, data: { recipeIds: [] } }),
    'PUT /api/meals/favorites': (body) => {
      const { recipeId, favorite } = body as { recipeId: string; favorite: boolean };
      return stubAnswer(favoritesResponseSchema, { success: true, data: { recipeIds: favorite ? [recipeId] : [] } });
    },
    'PUT /api/meals/mp_1': (body) => {
      const b = body as UpdateMealBody;
      const meal = plan.days[b.dayIndex]!.meals[b.mealIndex]!;
      if (b.isCompleted !== undefined) meal.isCompleted = b.isCompleted;
      if (b.rating !== undefined) meal.feedback.rating = b.rating;
      if (b.comments !== undefined) meal.feedback.comments = b.comments;
      return stubAnswer(mealPlanResponseSchema, { success: true, data: plan });
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, method, body });
      const answer = answers[`${method} ${url}`];
      return answer ? answer(body) : stubError(404, 'Plan de repas non trouvé');
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function setup(id = 'mp_1') {
  const router = createMemoryRouter([{ path: '/meal-plans/:id', element: <MealPlanPage /> }], { initialEntries: [`/meal-plans/${id}`] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const dayLabel = (d: Date) => {
  const w = format(d, 'EEEE', { locale: fr });
  return `${w[0]!.toUpperCase()}${w.slice(1)} ${format(d, 'dd/MM')}`;
};

describe('MealPlanPage', () => {
  it('shows the title, the shopping-list link and day tabs with today preselected', async () => {
    setup();
    expect(screen.getByText('Chargement du plan de repas...')).toBeTruthy();
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title.textContent).toBe(`Plan du ${format(monday, 'dd/MM')} au ${format(addDays(monday, 6), 'dd/MM/yyyy')}`);
    expect(screen.getByRole('link', { name: 'Voir la liste de courses' }).getAttribute('href')).toBe('/shopping-lists/sl_1');
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent?.replace(" (aujourd'hui)", ''))).toEqual(
      Array.from({ length: 7 }, (_, i) => dayLabel(addDays(monday, i))),
    );
    const todayIndex = (new Date().getDay() + 6) % 7;
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(tabs.map((_, i) => String(i === todayIndex)));
    expect(tabs[todayIndex]!.textContent).toContain("(aujourd'hui)");
  });

  it('arrow keys move between days; each meal has its type heading and a recipe card', async () => {
    const u = setup();
    await screen.findByRole('tablist');
    await u.click(screen.getAllByRole('tab')[0]!);
    const panel = screen.getByRole('tabpanel');
    expect(
      within(panel)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Déjeuner', 'Dîner']);
    expect(within(panel).getByRole('link', { name: 'Déjeuner 0' }).getAttribute('href')).toBe('/recette/r0a');
    expect(within(panel).getAllByText('40 min')).toHaveLength(2);
    expect(within(panel).getAllByRole('link', { name: 'Ajouter au menu' })[0]!.getAttribute('href')).toBe(
      '/menu-semaine?plat=D%C3%A9jeuner+0',
    );

    await u.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getAllByRole('tab')[1]);
    expect(screen.getAllByRole('tab')[1]!.getAttribute('aria-selected')).toBe('true');
    expect(within(screen.getByRole('tabpanel')).getByText('Déjeuner 1')).toBeTruthy();
    await u.keyboard('{End}');
    expect(within(screen.getByRole('tabpanel')).getByText('Aucun repas prévu ce jour-là.')).toBeTruthy();
    await u.keyboard('{ArrowRight}');
    expect(screen.getAllByRole('tab')[0]!.getAttribute('aria-selected')).toBe('true');
  });

  it('the heart saves the favourite through PUT /api/meals/favorites', async () => {
    const u = setup();
    await screen.findByRole('tablist');
    await u.click(screen.getAllByRole('tab')[0]!);
    const heart = within(screen.getByRole('tabpanel')).getAllByRole('button', { name: 'Ajouter aux favoris' })[0]!;
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await u.click(heart);
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ recipeId: 'r0a', favorite: true }));
    const pressed = within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Retirer des favoris' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
  });

  it('marks a meal cooked, rates it and saves a comment (PUT /api/meals/:id)', async () => {
    const u = setup();
    await screen.findByRole('tablist');
    await u.click(screen.getAllByRole('tab')[1]!);
    const panel = screen.getByRole('tabpanel');
    const cooked = within(panel).getAllByRole('button', { name: 'Marquer comme cuisiné' })[1]!;
    await u.click(cooked);
    await waitFor(() => expect(cooked.getAttribute('aria-pressed')).toBe('true'));
    expect(calls.at(-1)).toMatchObject({ url: '/api/meals/mp_1', method: 'PUT', body: { dayIndex: 1, mealIndex: 1, isCompleted: true } });

    const stars = within(panel).getByRole('group', { name: 'Note de « Dîner 1 »' });
    await u.click(within(stars).getByLabelText('4 étoiles'));
    await waitFor(() => expect(calls.at(-1)!.body).toEqual({ dayIndex: 1, mealIndex: 1, rating: 4 }));
    expect((within(stars).getByLabelText('4 étoiles') as HTMLInputElement).checked).toBe(true);

    const comment = within(panel).getAllByLabelText('Votre commentaire')[1]!;
    await u.type(comment, 'Très bon, à refaire');
    await u.click(within(panel).getAllByRole('button', { name: 'Enregistrer le commentaire' })[1]!);
    expect(await within(panel).findByText('Commentaire enregistré avec succès!')).toBeTruthy();
    expect(calls.at(-1)!.body).toEqual({ dayIndex: 1, mealIndex: 1, comments: 'Très bon, à refaire' });
  });

  it('404: Plan de repas non trouvé with a link back to the dashboard', async () => {
    setup('inconnu');
    expect((await screen.findByRole('alert')).textContent).toBe('Plan de repas non trouvé');
    expect(screen.getByRole('link', { name: 'Retour au tableau de bord' }).getAttribute('href')).toBe('/dashboard');
  });

  it('a failed load shows Impossible de charger ce plan de repas', async () => {
    answers['GET /api/meals/mp_1'] = () => stubError(500, 'Erreur interne');
    setup();
    expect((await screen.findByRole('alert')).textContent).toBe('Impossible de charger ce plan de repas');
  });
});

describe('MealPlanPage nutrition', () => {
  it("shows the day's energy per person against the target, and each meal's Nutri-Score and portion factor", async () => {
    answers['GET /api/week-menu/meal-plan/mp_1'] = () =>
      stubAnswer(weekPlanResponseSchema, {
        success: true,
        weekPlan: {
          id: 'wp_1',
          Lundi: {
            déjeuner: { id: 'r0a', title: 'Déjeuner 0', prepTime: 15, description: '', portions: 1.5, nutriScore: 'B' },
            dîner: { id: 'r0b', title: 'Dîner 0', prepTime: 15, description: '', portions: 1, nutriScore: 'C' },
          },
        },
        nutrition: {
          days: { Lundi: { kcal: 1650, proteines: 70, glucides: 200, lipides: 65 } },
          targets: { kcal: 1763, proteines: 66, glucides: 209, lipides: 73 },
        },
      });
    const u = setup();
    await screen.findByRole('tablist');
    await u.click(screen.getAllByRole('tab')[0]!);
    const panel = screen.getByRole('tabpanel');
    const meter = await within(panel).findByRole('meter', { name: 'Énergie du lundi' });
    expect(meter.getAttribute('aria-valuenow')).toBe('1650');
    expect(meter.getAttribute('aria-valuetext')).toBe('1\u202f650 / 1\u202f763 kcal par personne');
    expect(within(panel).getByRole('img', { name: 'Nutri-Score B' })).toBeTruthy();
    expect(within(panel).getByRole('img', { name: 'Nutri-Score C' })).toBeTruthy();
    expect(
      within(panel)
        .getAllByText(/^Portion ×/)
        .map((e) => e.textContent),
    ).toEqual(['Portion × 1,5']);
    // Another day of the week plan has no figures here: no gauge rather than a wrong one.
    await u.click(screen.getAllByRole('tab')[1]!);
    expect(within(screen.getByRole('tabpanel')).queryByRole('meter')).toBeNull();
  });

  it('a meal plan not made from a week menu (404) shows its meals without gauges', async () => {
    const u = setup();
    await screen.findByRole('tablist');
    await u.click(screen.getAllByRole('tab')[0]!);
    await waitFor(() => expect(calls.some((c) => c.url === '/api/week-menu/meal-plan/mp_1')).toBe(true));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).queryByRole('meter')).toBeNull();
    expect(within(panel).queryByRole('img', { name: /Nutri-Score/ })).toBeNull();
    expect(
      within(panel)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Déjeuner', 'Dîner']);
  });
});
