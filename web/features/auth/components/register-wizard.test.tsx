import { afterEach, beforeEach, describe, it, expect, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@shared/messages';
import { REGISTRATION_DIETS, REGISTRATION_GOALS } from '@shared/options';
import { ApiError } from '@web/lib/api';
import { fakeReadingsAnswer } from '@web/components/ui/preference-readings.test-utils';
import { stubApi, type ApiCall } from '@web/test/api-stub';
import { RegisterWizard } from './register-wizard';

const CATALOGUE = [
  'Céleri',
  'Céleri-rave',
  'Chou-fleur',
  'Courgette',
  'Épinards',
  'Navet',
  'Poireau',
  'Pois chiches',
  'Poivron',
  'Pomme',
  'Pomme de terre',
  'Potiron',
  'Potimarron',
  'Poulet',
  'Pâtes',
  'Porc',
  'Poisson',
  'Poire',
  'Polenta',
];

// The wizard reads diets, allergies and dislikes through the public readings endpoint.
let calls: ApiCall[] = [];
beforeEach(() => {
  calls = stubApi({ 'POST /api/preferences/readings': (body) => fakeReadingsAnswer(body) });
});
afterEach(() => vi.unstubAllGlobals());
const readingCalls = () => calls.filter((call) => call.path === '/api/preferences/readings');

function setup(onComplete = vi.fn(async () => undefined)) {
  const user = userEvent.setup();
  render(<RegisterWizard onComplete={onComplete} ingredientCatalogue={CATALOGUE} />);
  return { user, onComplete };
}

const next = () => screen.getByRole('button', { name: /Suivant/ });
const alertText = () => screen.getByRole('alert').textContent;

async function fillStep1(
  user: ReturnType<typeof userEvent.setup>,
  overrides: Partial<Record<'name' | 'email' | 'password' | 'confirm', string>> = {},
) {
  const values = {
    name: 'Camille',
    email: 'camille@exemple.fr',
    password: 'motdepasse-solide-42',
    confirm: 'motdepasse-solide-42',
    ...overrides,
  };
  if (values.name) await user.type(screen.getByLabelText('Nom'), values.name);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Mot de passe'), values.password);
  if (values.confirm) await user.type(screen.getByLabelText('Confirmer le mot de passe'), values.confirm);
}

async function reachStep(user: ReturnType<typeof userEvent.setup>, step: number) {
  await fillStep1(user);
  for (let i = 1; i < step; i++) await user.click(next());
}

describe('RegisterWizard step 1', () => {
  it('shows the progress indicator at step 1 of 5', () => {
    setup();
    expect(screen.getByText('Étape 1 sur 5')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Précédent/ })).toBeNull();
  });

  it.each([
    ['no name', { name: '' }, 'Le nom est requis', 'Nom'],
    ['no email', { email: '' }, "L'email est requis", 'Email'],
    ['an invalid email', { email: 'camille@' }, 'Veuillez saisir une adresse email valide', 'Email'],
    ['no password', { password: '', confirm: '' }, 'Le mot de passe est requis', 'Mot de passe'],
    [
      'a 5-character password',
      { password: 'abcde', confirm: 'abcde' },
      'Le mot de passe doit contenir au moins 6 caractères',
      'Mot de passe',
    ],
    ['a different confirmation', { confirm: 'autre-chose-42' }, 'Les mots de passe ne correspondent pas', 'Confirmer le mot de passe'],
  ])('refuses %s with its message and focuses the field', async (_label, overrides, message, field) => {
    const { user } = setup();
    await fillStep1(user, overrides);
    await user.click(next());
    expect(alertText()).toBe(message);
    expect(screen.getByText('Étape 1 sur 5')).toBeTruthy();
    const input = screen.getByLabelText(field);
    expect(document.activeElement).toBe(input);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('moves to step 2 and focuses its heading when valid', async () => {
    const { user } = setup();
    await fillStep1(user);
    await user.click(next());
    expect(screen.getByText('Étape 2 sur 5')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Votre foyer' }));
  });
});

describe('RegisterWizard step 2: household counters', () => {
  it('starts at 2 adults and 0 children: Repas prévu pour 2 personne(s)', async () => {
    const { user } = setup();
    await reachStep(user, 2);
    expect(screen.getByText('Repas prévu pour 2 personne(s)')).toBeTruthy();
    const [adults, children] = screen.getAllByTestId('counter-value');
    expect(adults!.textContent).toBe('2');
    expect(children!.textContent).toBe('0');
  });

  it('never goes below 0 and disables Suivant at 0 people with the message', async () => {
    const { user } = setup();
    await reachStep(user, 2);
    const removeAdult = screen.getByRole('button', { name: 'Retirer un adulte' });
    const removeChild = screen.getByRole('button', { name: 'Retirer un enfant' });
    expect((removeChild as HTMLButtonElement).disabled).toBe(true);
    await user.click(removeAdult);
    await user.click(removeAdult);
    expect((removeAdult as HTMLButtonElement).disabled).toBe(true);
    await user.click(removeAdult);
    await user.click(removeChild);
    const [adults, children] = screen.getAllByTestId('counter-value');
    expect(adults!.textContent).toBe('0');
    expect(children!.textContent).toBe('0');
    expect(screen.getByText('Repas prévu pour 0 personne(s)')).toBeTruthy();
    expect((next() as HTMLButtonElement).disabled).toBe(true);
    expect(alertText()).toBe('Veuillez sélectionner au moins une personne');

    await user.click(screen.getByRole('button', { name: 'Ajouter un enfant' }));
    expect(screen.getByText('Repas prévu pour 1 personne(s)')).toBeTruthy();
    expect((next() as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Précédent goes back one step, keeps the answers and clears the error', async () => {
    const { user } = setup();
    await fillStep1(user, { confirm: 'pas-pareil-42' });
    await user.click(next());
    expect(alertText()).toBe(MESSAGES.passwordsMismatch);
    await user.clear(screen.getByLabelText('Confirmer le mot de passe'));
    await user.type(screen.getByLabelText('Confirmer le mot de passe'), 'motdepasse-solide-42');
    await user.click(next());
    await user.click(screen.getByRole('button', { name: /Précédent/ }));
    expect(screen.getByText('Étape 1 sur 5')).toBeTruthy();
    expect((screen.getByLabelText('Nom') as HTMLInputElement).value).toBe('Camille');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('RegisterWizard steps 3 and 4: tiles and custom tags', () => {
  it('offers the 8 goals and the 6 diets as toggle tiles', async () => {
    const { user } = setup();
    await reachStep(user, 3);
    const goals = within(screen.getByRole('group', { name: 'Choisissez vos objectifs' })).getAllByRole('button');
    expect(goals.map((b) => b.textContent)).toEqual([...REGISTRATION_GOALS]);
    const tile = screen.getByRole('button', { name: 'Faire des économies' });
    expect(tile.getAttribute('aria-pressed')).toBe('false');
    await user.click(tile);
    expect(tile.getAttribute('aria-pressed')).toBe('true');
    await user.click(tile);
    expect(tile.getAttribute('aria-pressed')).toBe('false');
    await user.click(next());
    const diets = within(screen.getByRole('group', { name: 'Choisissez vos régimes alimentaires' })).getAllByRole('button');
    expect(diets.map((b) => b.textContent)).toEqual([...REGISTRATION_DIETS]);
  });

  it('custom tags are trimmed, blanks and duplicates ignored, and removed by clicking', async () => {
    const { user } = setup();
    await reachStep(user, 3);
    const input = screen.getByLabelText('Autre objectif');
    await user.type(input, '   Cuisiner avec les enfants   {Enter}');
    await user.type(input, '    {Enter}');
    await user.click(screen.getByRole('button', { name: /Ajouter : Autre objectif/ }));
    await user.type(input, 'cuisiner AVEC les enfants{Enter}');
    // A typed option becomes the tile, not a second spelling.
    await user.type(input, 'faire des economies{Enter}');
    const chips = within(screen.getByRole('list', { name: 'Objectifs ajoutés' })).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual(['Retirer Cuisiner avec les enfants']);
    expect(screen.getByRole('button', { name: 'Faire des économies' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(chips[0]!);
    expect(screen.queryByRole('list', { name: 'Objectifs ajoutés' })).toBeNull();
    expect(screen.getByText('Étape 3 sur 5')).toBeTruthy();
  });
});

describe('RegisterWizard step 5: autocomplete', () => {
  it('suggests allergies case- and accent-insensitively, at most 10, excluding chosen ones', async () => {
    const { user } = setup();
    await reachStep(user, 5);
    const allergies = screen.getByLabelText('Allergies');
    await user.type(allergies, 'CREME');
    let list = screen.getByRole('list', { name: 'Suggestions : Allergies' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Crème']);
    await user.clear(allergies);
    await user.type(allergies, 'oeu');
    list = screen.getByRole('list', { name: 'Suggestions : Allergies' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Œufs']);
    await user.click(within(list).getByRole('button', { name: 'Œufs' }));
    expect(within(screen.getByRole('list', { name: 'Allergies choisies' })).getByRole('button', { name: 'Retirer Œufs' })).toBeTruthy();
    // 'e' matches more than 10 of the 39: only 10 are offered; Œufs, chosen, is not.
    await user.type(allergies, 'e');
    list = screen.getByRole('list', { name: 'Suggestions : Allergies' });
    const offered = within(list)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(offered).toHaveLength(10);
    expect(offered).not.toContain('Œufs');
    // Adding it again by typing is ignored (no duplicates).
    await user.clear(allergies);
    await user.type(allergies, 'œufs{Enter}');
    expect(within(screen.getByRole('list', { name: 'Allergies choisies' })).getAllByRole('button')).toHaveLength(1);
  });

  it('suggests disliked ingredients from the catalogue (at most 10) and accepts free text', async () => {
    const { user } = setup();
    await reachStep(user, 5);
    const disliked = screen.getByLabelText("Ingrédients que vous n'aimez pas");
    await user.type(disliked, 'celeri');
    const list = screen.getByRole('list', { name: "Suggestions : Ingrédients que vous n'aimez pas" });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Céleri', 'Céleri-rave']);
    await user.clear(disliked);
    await user.type(disliked, 'po');
    expect(within(screen.getByRole('list', { name: /Suggestions : Ingrédients/ })).getAllByRole('button')).toHaveLength(10);
    await user.clear(disliked);
    await user.type(disliked, '  Anchois {Enter}');
    expect(
      within(screen.getByRole('list', { name: 'Ingrédients à éviter' })).getByRole('button', { name: 'Retirer Anchois' }),
    ).toBeTruthy();
  });
});

describe('RegisterWizard Terminer', () => {
  it('sends name, email, password and the preferences of every step', async () => {
    const { user, onComplete } = setup();
    await reachStep(user, 2);
    await user.click(screen.getByRole('button', { name: 'Ajouter un enfant' }));
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Mieux planifier ma semaine' }));
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Halal' }));
    await user.type(screen.getByLabelText('Autre régime'), 'Flexitarien{Enter}');
    await user.click(next());
    await user.type(screen.getByLabelText('Allergies'), 'Kiwi{Enter}');
    await user.click(screen.getByRole('button', { name: 'Terminer' }));
    expect(onComplete).toHaveBeenCalledWith({
      name: 'Camille',
      email: 'camille@exemple.fr',
      password: 'motdepasse-solide-42',
      preferences: {
        goals: ['Mieux planifier ma semaine'],
        dietaryRestrictions: ['Halal', 'Flexitarien'],
        allergies: ['Kiwi'],
        dislikedIngredients: [],
        adultCount: 2,
        childrenCount: 1,
      },
    });
  });

  it("shows the server's message in the red banner, else 'Erreur lors de l'inscription'", async () => {
    const onComplete = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(500, null))
      .mockRejectedValueOnce(new ApiError(400, 'Champ « name » : trop long'));
    const { user } = setup(onComplete);
    await reachStep(user, 5);
    await user.click(screen.getByRole('button', { name: 'Terminer' }));
    expect(alertText()).toBe(MESSAGES.registerError);
    await user.click(screen.getByRole('button', { name: 'Terminer' }));
    expect(alertText()).toBe('Champ « name » : trop long');
  });

  it('an email already in use takes the user back to step 1 with the message', async () => {
    const onComplete = vi.fn().mockRejectedValueOnce(new ApiError(409, MESSAGES.emailTaken));
    const { user } = setup(onComplete);
    await reachStep(user, 5);
    await user.click(screen.getByRole('button', { name: 'Terminer' }));
    expect(screen.getByText('Étape 1 sur 5')).toBeTruthy();
    expect(alertText()).toBe(MESSAGES.emailTaken);
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('RegisterWizard: how each diet and allergy was understood', () => {
  const UNRECOGNISED_FOOD = (term: string) =>
    `Non reconnu : nous écarterons tout ingrédient nommé « ${term} ». Reformulez ou choisissez une suggestion.`;
  const UNRECOGNISED_DIET = 'Non reconnu : aucun ingrédient exclu. Reformulez ou choisissez un régime proposé.';
  const readingItems = (name: string) =>
    within(screen.getByRole('list', { name }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);

  it('step 4: a tile and a typed diet each get their reading, from one call per change of the list', async () => {
    const { user } = setup();
    await reachStep(user, 4);
    expect(screen.queryByRole('list', { name: 'Ce que nous avons compris de vos régimes' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Végétarien' }));
    await user.type(screen.getByLabelText('Autre régime'), 'Régime du chef{Enter}');
    await waitFor(() =>
      expect(readingItems('Ce que nous avons compris de vos régimes')).toEqual([
        'Végétarien — Compris : végétarien : ni viande, ni volaille, ni poisson, ni fruits de mer',
        `Régime du chef — ${UNRECOGNISED_DIET}`,
      ]),
    );
    // Typing is not a change of the list: no call ever carried a half-typed text.
    const sent = readingCalls().flatMap((call) => (call.body as { diets?: string[] }).diets ?? []);
    expect(readingCalls().length).toBeGreaterThanOrEqual(1);
    expect(readingCalls().length).toBeLessThanOrEqual(2);
    expect(new Set(sent)).toEqual(new Set(['Végétarien', 'Régime du chef']));
    // The readings are announced politely, not as alerts.
    expect(screen.getByRole('list', { name: 'Ce que nous avons compris de vos régimes' }).parentElement?.getAttribute('aria-live')).toBe(
      'polite',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a discreet … while the server reads, never a reading of its own', async () => {
    let answer: (value: unknown) => void = () => undefined;
    calls = stubApi({
      'POST /api/preferences/readings': (body) => new Promise((resolve) => (answer = () => resolve(fakeReadingsAnswer(body)))),
    });
    const { user } = setup();
    await reachStep(user, 5);
    await user.type(screen.getByLabelText('Allergies'), 'APLV{Enter}');
    await waitFor(() => expect(readingCalls()).toHaveLength(1));
    expect(readingItems('Ce que nous avons compris de vos allergies')).toEqual(['APLV …']);
    expect(screen.queryByText(/Compris|Non reconnu/)).toBeNull();
    answer(null);
    await waitFor(() =>
      expect(readingItems('Ce que nous avons compris de vos allergies')).toEqual(['APLV — Compris : lait et produits laitiers']),
    );
    expect(readingCalls()[0]!.body).toEqual({ allergies: ['APLV'] });
  });

  it('step 5: a recognised and an unrecognised allergy, and a disliked ingredient', async () => {
    const { user } = setup();
    await reachStep(user, 5);
    await user.type(screen.getByLabelText('Allergies'), 'APLV{Enter}');
    await user.type(screen.getByLabelText('Allergies'), 'Poudre de perlimpinpin{Enter}');
    await user.type(screen.getByLabelText("Ingrédients que vous n'aimez pas"), 'Céleri{Enter}');
    await waitFor(() =>
      expect(readingItems('Ce que nous avons compris de vos allergies')).toEqual([
        'APLV — Compris : lait et produits laitiers',
        `Poudre de perlimpinpin — ${UNRECOGNISED_FOOD('poudre de perlimpinpin')}`,
      ]),
    );
    await waitFor(() => expect(readingItems('Ce que nous avons compris des ingrédients à éviter')).toEqual(['Céleri — Compris : céleri']));
  });

  it('an entry with no letter is explained next to it, never sent, and blocks Terminer with the same message', async () => {
    const { user, onComplete } = setup();
    await reachStep(user, 5);
    await user.type(screen.getByLabelText('Allergies'), '!!!{Enter}');
    expect(readingItems('Ce que nous avons compris de vos allergies')).toEqual([
      '!!! — Allergie invalide : « !!! » ne contient aucune lettre.',
    ]);
    await user.click(screen.getByRole('button', { name: 'Terminer' }));
    expect(alertText()).toBe('Allergie invalide : « !!! » ne contient aucune lettre.');
    expect(onComplete).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(readingCalls()).toHaveLength(0);
  });

  it('step 4: a diet of digits stops Suivant with the French reason', async () => {
    const { user } = setup();
    await reachStep(user, 4);
    await user.type(screen.getByLabelText('Autre régime'), '123{Enter}');
    await user.click(next());
    expect(alertText()).toBe('Régime invalide : « 123 » ne contient aucune lettre.');
    expect(screen.getByText('Étape 4 sur 5')).toBeTruthy();
  });
});
