import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { calendarFeedResponseSchema } from '@shared/schemas/calendar';
import { favoritesResponseSchema, mealPlanResponseSchema, type MealPlan } from '@shared/schemas/meals';
import { renderScreen, stubAnswer, stubApi, stubError, type ApiCall } from '@web/test/api-stub';
import MealPlanPage from '../pages/meal-plan-page';

// « Ajouter à mon agenda » on the meal plan screen: the feed's links, copying, « Changer le lien ».

const OLD = 'https://popote.fr/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics';
const NEW = 'https://popote.fr/api/calendar/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.ics';

const plan: MealPlan = {
  _id: 'mp_1',
  id: 'mp_1',
  startDate: '2026-12-07',
  endDate: '2026-12-13',
  shoppingList: null,
  days: Array.from({ length: 7 }, (_, i) => ({ date: `2026-12-${String(7 + i).padStart(2, '0')}`, meals: [] })),
};

let calls: ApiCall[];
const calendarCalls = () => calls.filter((c) => c.path.startsWith('/api/households/calendar'));

function setup(calendar: () => Response) {
  calls = stubApi(
    {
      'GET /api/meals/mp_1': () => stubAnswer(mealPlanResponseSchema, { success: true, data: plan }),
      'GET /api/meals/favorites': () => stubAnswer(favoritesResponseSchema, { success: true, data: { recipeIds: [] } }),
      'GET /api/households/calendar': calendar,
      'POST /api/households/calendar/rotate': () =>
        stubAnswer(calendarFeedResponseSchema, {
          success: true,
          message: "Nouveau lien d'agenda créé : l'ancien ne fonctionne plus.",
          data: { url: NEW },
        }),
    },
    () => stubError(404, 'Introuvable'),
  );
  return renderScreen(<MealPlanPage />, { url: '/meal-plans/mp_1', paths: ['/meal-plans/:id'] });
}

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CalendarLinks (« Ajouter à mon agenda »)', () => {
  it('reveals the webcal and https links with their explanations, copies the address and changes it', async () => {
    const u = setup(() => stubAnswer(calendarFeedResponseSchema, { success: true, data: { url: OLD } }));
    const open = await screen.findByRole('button', { name: 'Ajouter à mon agenda' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    // Viewing the plan alone creates no address.
    expect(calendarCalls()).toEqual([]);

    await u.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('region', { name: 'Mes repas dans mon agenda' });
    expect(open.getAttribute('aria-controls')).toBe(panel.id);
    expect(
      within(panel).getByText(
        'Abonnez votre agenda à vos repas : chaque repas prévu y apparaît à son heure (petit-déjeuner 8 h, déjeuner 12 h 30, dîner 19 h 30), avec le lien vers sa recette. L’agenda se met à jour tout seul quand le plan change.',
      ),
    ).toBeTruthy();
    const subscribe = await within(panel).findByRole('link', { name: 'S’abonner dans mon agenda' });
    expect(subscribe.getAttribute('href')).toBe('webcal://popote.fr/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics');
    const address = within(panel).getByRole('textbox', { name: 'Adresse de l’agenda' });
    expect(address).toHaveProperty('value', OLD);
    expect(address.getAttribute('readonly')).not.toBeNull();
    expect(address.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(address.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Pour Google Agenda et les autres : « Ajouter un agenda » puis « À partir de l’URL », et collez cette adresse.',
    );
    expect(
      within(panel).getByText(
        'Ce lien est personnel : toute personne qui l’a peut voir les repas du foyer (seulement les plats et leurs heures).',
      ),
    ).toBeTruthy();
    expect(calendarCalls()).toEqual([{ method: 'GET', path: '/api/households/calendar', body: undefined }]);

    // After user-event's setup, which puts its own clipboard in place.
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await u.click(within(panel).getByRole('button', { name: 'Copier le lien' }));
    await waitFor(() => expect(within(panel).getByText('Lien copié').getAttribute('role')).toBe('status'));
    expect(writeText).toHaveBeenCalledWith(OLD);

    const rotate = within(panel).getByRole('button', { name: 'Changer le lien' });
    expect(document.getElementById(rotate.getAttribute('aria-describedby')!)?.textContent).toBe(
      'L’ancien lien cesse aussitôt de fonctionner : abonnez de nouveau vos agendas avec le nouveau.',
    );
    await u.click(rotate);
    expect(await within(panel).findByText("Nouveau lien d'agenda créé : l'ancien ne fonctionne plus.")).toBeTruthy();
    expect(within(panel).getByRole('textbox', { name: 'Adresse de l’agenda' })).toHaveProperty('value', NEW);
    expect(within(panel).getByRole('link', { name: 'S’abonner dans mon agenda' }).getAttribute('href')).toBe(
      'webcal://popote.fr/api/calendar/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.ics',
    );
    expect(within(panel).queryByText('Lien copié')).toBeNull();
    expect(calendarCalls().map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/households/calendar',
      'POST /api/households/calendar/rotate',
    ]);

    await u.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Mes repas dans mon agenda' })).toBeNull();
  });

  it('says so when the address cannot be had, with the server’s message', async () => {
    const u = setup(() => stubError(503, "L'agenda n'est pas encore disponible sur ce serveur."));
    await u.click(await screen.findByRole('button', { name: 'Ajouter à mon agenda' }));
    expect((await screen.findByRole('alert')).textContent).toBe("L'agenda n'est pas encore disponible sur ce serveur.");
    expect(screen.queryByRole('link', { name: 'S’abonner dans mon agenda' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Changer le lien' })).toBeNull();
  });
});
