import { afterEach, describe, it, expect, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@shared/messages';
import { preferencesSchema, userResponseSchema, type User } from '@shared/schemas/users';
import { fakeReadings, fakeReadingsAnswer } from '@web/components/ui/preference-readings.test-utils';
import { renderScreen, stubApi, stubError } from '@web/test/api-stub';
import { ProfileForm } from './profile-form';

// The profile shows, under each diet, allergy and disliked ingredient, how the server read it: the
// saved entries from the profile answer itself, the entries added since from the readings endpoint.

afterEach(() => vi.unstubAllGlobals());

const UNRECOGNISED_FOOD = (term: string) =>
  `Non reconnu : nous écarterons tout ingrédient nommé « ${term} ». Reformulez ou choisissez une suggestion.`;
const readingItems = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

function profileAnswer(preferences: Partial<User['preferences']>) {
  const full = { ...preferencesSchema.parse({}), ...preferences };
  return userResponseSchema.parse({
    success: true,
    data: {
      id: 'u1',
      _id: 'u1',
      name: 'Camille',
      email: 'camille@exemple.fr',
      preferences: full,
      readings: fakeReadings({ allergies: full.allergies, diets: full.dietaryRestrictions, dislikedIngredients: full.dislikedIngredients }),
      household: { size: 2, includesChildren: false },
      location: { address: '', city: 'Lyon', postalCode: '69002', country: 'France', countryCode: 'FR', coordinates: null },
      subscription: { type: 'free', expiresAt: null, cancelAtPeriodEnd: false },
      createdAt: '2025-01-01T00:00:00.000Z',
    },
  });
}

describe('ProfileForm: how each diet, allergy and dislike was understood', () => {
  it('shows the saved readings at once, without asking the server again', async () => {
    const calls = stubApi({});
    const { data: user } = profileAnswer({
      allergies: ['APLV', 'Poudre de perlimpinpin'],
      dietaryRestrictions: ['Végétarien'],
      dislikedIngredients: ['Céleri'],
    });
    renderScreen(<ProfileForm user={user} ingredientCatalogue={['Céleri']} onSaved={() => undefined} />);
    expect(readingItems('Ce que nous avons compris de vos allergies')).toEqual([
      'APLV — Compris : lait et produits laitiers',
      `Poudre de perlimpinpin — ${UNRECOGNISED_FOOD('poudre de perlimpinpin')}`,
    ]);
    expect(readingItems('Ce que nous avons compris de vos régimes')).toEqual([
      'Végétarien — Compris : végétarien : ni viande, ni volaille, ni poisson, ni fruits de mer',
    ]);
    expect(readingItems('Ce que nous avons compris des ingrédients à éviter')).toEqual(['Céleri — Compris : céleri']);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls).toHaveLength(0);
  });

  it('reads an added allergy and diet in one call carrying only the new entries, announced politely', async () => {
    const calls = stubApi({ 'POST /api/preferences/readings': (body) => fakeReadingsAnswer(body) });
    const { data: user } = profileAnswer({ allergies: ['Kiwi'] });
    const ui = renderScreen(<ProfileForm user={user} ingredientCatalogue={[]} onSaved={() => undefined} />);
    expect(screen.queryByRole('list', { name: 'Ce que nous avons compris de vos régimes' })).toBeNull();
    await ui.type(screen.getByLabelText('Ajouter une allergie'), 'Poudre de perlimpinpin{Enter}');
    await waitFor(() =>
      expect(readingItems('Ce que nous avons compris de vos allergies')).toEqual([
        'Kiwi — Compris : kiwi',
        `Poudre de perlimpinpin — ${UNRECOGNISED_FOOD('poudre de perlimpinpin')}`,
      ]),
    );
    expect(calls.map((call) => call.body)).toEqual([{ allergies: ['Poudre de perlimpinpin'] }]);
    await ui.click(screen.getByRole('button', { name: 'Végétarien' }));
    await waitFor(() =>
      expect(readingItems('Ce que nous avons compris de vos régimes')).toEqual([
        'Végétarien — Compris : végétarien : ni viande, ni volaille, ni poisson, ni fruits de mer',
      ]),
    );
    expect(calls.map((call) => call.body)).toEqual([{ allergies: ['Poudre de perlimpinpin'] }, { diets: ['Végétarien'] }]);
    expect(screen.getByRole('list', { name: 'Ce que nous avons compris de vos régimes' }).parentElement?.getAttribute('aria-live')).toBe(
      'polite',
    );
  });

  it('an allergy of symbols gets its French reason next to it and is not sent to be read', async () => {
    const calls = stubApi({ 'POST /api/preferences/readings': (body) => fakeReadingsAnswer(body) });
    const { data: user } = profileAnswer({});
    const ui = renderScreen(<ProfileForm user={user} ingredientCatalogue={[]} onSaved={() => undefined} />);
    await ui.type(screen.getByLabelText('Ajouter une allergie'), '!!!{Enter}');
    expect(readingItems('Ce que nous avons compris de vos allergies')).toEqual([
      '!!! — Allergie invalide : « !!! » ne contient aucune lettre.',
    ]);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls).toHaveLength(0);
  });

  it('when the server cannot read, the entry is shown alone: no guess, no endless …', async () => {
    const calls = stubApi({
      'POST /api/preferences/readings': () => stubError(500, 'Erreur interne du serveur'),
    });
    const { data: user } = profileAnswer({});
    const ui = renderScreen(<ProfileForm user={user} ingredientCatalogue={[]} onSaved={() => undefined} />);
    await ui.type(screen.getByLabelText('Ajouter une allergie'), 'Sésame{Enter}');
    expect(readingItems('Ce que nous avons compris de vos allergies')).toEqual(['Sésame …']);
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(readingItems('Ce que nous avons compris de vos allergies')).toEqual(['Sésame']));
  });

  it("after saving, the server's readings of the saved profile are the ones shown", async () => {
    const saved = profileAnswer({ allergies: ['APLV'] });
    // The readings endpoint is down: what is shown can only come from the save's answer.
    const calls = stubApi({
      'PUT /api/users/profile': () => saved,
      'POST /api/preferences/readings': () => stubError(500, 'Erreur interne du serveur'),
    });
    const onSaved = vi.fn();
    const { data: user } = profileAnswer({});
    const ui = renderScreen(<ProfileForm user={user} ingredientCatalogue={[]} onSaved={onSaved} />);
    await ui.type(screen.getByLabelText('Ajouter une allergie'), 'APLV{Enter}');
    await ui.click(screen.getByRole('button', { name: 'Enregistrer mon profil' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(MESSAGES.profileUpdated));
    expect(onSaved).toHaveBeenCalledWith(saved.data);
    await waitFor(() =>
      expect(readingItems('Ce que nous avons compris de vos allergies')).toEqual(['APLV — Compris : lait et produits laitiers']),
    );
    expect(calls.filter((call) => call.path === '/api/users/profile')).toHaveLength(1);
  });
});
