import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  HOUSEHOLD_MESSAGES,
  householdResponseSchema,
  invitationResponseSchema,
  pantryResponseSchema,
  type CurrentHousehold,
} from '@shared/schemas/households';
import { errorResponseSchema } from '@shared/schemas/common';
import { SessionProvider } from '@web/lib/session';
import { userResponseSchema } from '@shared/schemas/users';
import { aUser } from '@web/test/fixtures';
import { renderScreen, stubAnswer, stubApi, type ApiCall } from '@web/test/api-stub';
import HouseholdPage from './household-page';

// Every payload goes through the shared response schemas: a drift of the contract fails here.
const ME = { ...aUser(), token: 'tok' };

const household = (members: CurrentHousehold['members'], name = 'Chez Camille', id = 'h1') =>
  householdResponseSchema.parse({ success: true, data: { id, name, members } });
const OWNER_VIEW = household([
  { id: 'u1', name: 'Camille', role: 'owner' },
  { id: 'u2', name: 'Alex', role: 'member' },
]);
const MEMBER_VIEW = household([
  { id: 'u3', name: 'Dominique', role: 'owner' },
  { id: 'u1', name: 'Camille', role: 'member' },
]);
const failure = (message: string, status: number) =>
  new Response(JSON.stringify(errorResponseSchema.parse({ success: false, message })), { status });
const pantry = (mode: 'apart' | 'hidden', items: string[]) => pantryResponseSchema.parse({ success: true, data: { mode, items } });

let calls: ApiCall[];
function setup(routes: Parameters<typeof stubApi>[0]) {
  localStorage.setItem('user', JSON.stringify(ME));
  calls = stubApi({
    'GET /api/users/profile': () => stubAnswer(userResponseSchema, { success: true, data: aUser() }),
    'GET /api/households/pantry': () => pantry('apart', ['sel']),
    ...routes,
  });
  return renderScreen(
    <SessionProvider>
      <HouseholdPage />
    </SessionProvider>,
  );
}
const sent = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path).map((c) => c.body);
const memberRows = () =>
  within(screen.getByRole('region', { name: 'Membres' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

/** Puts the clipboard and the Web Share API the test wants on navigator (removed after the test). */
function browserApis(apis: { clipboard: { writeText: (text: string) => Promise<void> }; share?: (data: ShareData) => Promise<void> }) {
  Object.defineProperty(navigator, 'clipboard', { value: apis.clipboard, configurable: true });
  if (apis.share) Object.defineProperty(navigator, 'share', { value: apis.share, configurable: true });
}

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  delete (navigator as { share?: unknown }).share;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('HouseholdPage (« Mon foyer »)', () => {
  it('shows the household to its owner: the name to rename, the members with their role, the invitation', async () => {
    setup({ 'GET /api/households/current': () => OWNER_VIEW });
    expect(screen.getByRole('status').textContent).toBe('Chargement du foyer...');
    expect(await screen.findByLabelText('Nom du foyer')).toHaveProperty('value', 'Chez Camille');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mon foyer');
    expect(screen.getByRole('heading', { level: 2, name: 'Chez Camille' })).toBeTruthy();
    expect(screen.getByText('2 membres')).toBeTruthy();
    expect(memberRows()).toEqual(['Camille (vous)Responsable', 'AlexMembreConfier la responsabilitéRetirer']);
    expect(screen.getByRole('button', { name: 'Retirer Alex' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retirer Camille' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Inviter quelqu’un' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Quitter le foyer' })).toBeTruthy();
  });

  it('a member sees the name and the members, but neither the invitation nor the owner’s actions', async () => {
    setup({ 'GET /api/households/current': () => MEMBER_VIEW });
    expect(await screen.findByRole('heading', { level: 2, name: 'Chez Camille' })).toBeTruthy();
    expect(screen.getByText('Seul le responsable du foyer peut le renommer.')).toBeTruthy();
    expect(screen.queryByLabelText('Nom du foyer')).toBeNull();
    expect(memberRows()).toEqual(['DominiqueResponsable', 'Camille (vous)Membre']);
    expect(screen.queryByRole('button', { name: /^Retirer/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Inviter quelqu’un' })).toBeNull();
  });

  it('alone in the household: an invitation to invite the others', async () => {
    setup({ 'GET /api/households/current': () => household([{ id: 'u1', name: 'Camille', role: 'owner' }]) });
    expect(
      await screen.findByText('Vous êtes seul dans ce foyer pour l’instant. Invitez les personnes avec qui vous faites les courses.'),
    ).toBeTruthy();
    expect(screen.getByText('1 membre')).toBeTruthy();
  });

  it('a household that cannot be loaded says so, and « Réessayer » reads it again', async () => {
    let answer: () => unknown = () => failure('Erreur interne du serveur', 500);
    const u = setup({ 'GET /api/households/current': () => answer() });
    expect((await screen.findByRole('alert')).textContent).toBe('Erreur interne du serveur');
    answer = () => OWNER_VIEW;
    await u.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByLabelText('Nom du foyer')).toHaveProperty('value', 'Chez Camille');
  });

  it('renames the household; an empty name is refused before any call', async () => {
    const u = setup({
      'GET /api/households/current': () => OWNER_VIEW,
      'PUT /api/households/current': (body: { name: string }) =>
        householdResponseSchema.parse({ ...household(OWNER_VIEW.data.members, body.name), message: HOUSEHOLD_MESSAGES.renamed }),
    });
    const field = await screen.findByLabelText('Nom du foyer');
    await u.clear(field);
    await u.click(screen.getByRole('button', { name: 'Renommer' }));
    expect(screen.getByRole('alert').textContent).toBe('Le nom du foyer est requis.');
    expect(sent('PUT', '/api/households/current')).toEqual([]);

    await u.type(field, '  Les Martin ');
    await u.click(screen.getByRole('button', { name: 'Renommer' }));
    expect((await screen.findByRole('status')).textContent).toBe('Foyer renommé');
    expect(sent('PUT', '/api/households/current')).toEqual([{ name: 'Les Martin' }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('invites: the link and the code, until when, « Copier le lien » with « Lien copié », and « Partager »', async () => {
    const writeText = vi.fn(async () => undefined);
    const share = vi.fn(async () => undefined);
    const u = setup({
      'GET /api/households/current': () => OWNER_VIEW,
      'POST /api/households/invitations': () =>
        new Response(
          JSON.stringify(
            invitationResponseSchema.parse({
              success: true,
              message: HOUSEHOLD_MESSAGES.invitationCreated,
              data: { code: 'K7M2QX9P', url: 'https://popote.fr/rejoindre/K7M2QX9P', expiresAt: '2026-12-03T09:00:00.000Z' },
            }),
          ),
          { status: 201 },
        ),
    });
    // After user-event's setup, which puts its own clipboard in place.
    browserApis({ clipboard: { writeText }, share });
    await u.click(await screen.findByRole('button', { name: 'Inviter quelqu’un' }));
    expect(await screen.findByLabelText('Lien d’invitation')).toHaveProperty('value', 'https://popote.fr/rejoindre/K7M2QX9P');
    expect(screen.getByText('K7M2QX9P')).toBeTruthy();
    expect(screen.getByText('Valable jusqu’au 3 décembre 2026 à 10:00, pour une seule personne.')).toBeTruthy();
    expect(sent('POST', '/api/households/invitations')).toEqual([{}]);

    await u.click(screen.getByRole('button', { name: 'Copier le lien' }));
    await waitFor(() => expect(screen.getByText('Lien copié').getAttribute('role')).toBe('status'));
    expect(writeText).toHaveBeenCalledWith('https://popote.fr/rejoindre/K7M2QX9P');

    await u.click(screen.getByRole('button', { name: 'Partager' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Rejoignez mon foyer sur Popote',
      text: 'Rejoignez le foyer « Chez Camille » sur Popote pour partager nos menus et nos courses.',
      url: 'https://popote.fr/rejoindre/K7M2QX9P',
    });
  });

  it('without the Web Share API there is no « Partager »; a refused clipboard says how to copy', async () => {
    const u = setup({
      'GET /api/households/current': () => OWNER_VIEW,
      'POST /api/households/invitations': () =>
        invitationResponseSchema.parse({
          success: true,
          data: { code: 'K7M2QX9P', url: 'https://popote.fr/rejoindre/K7M2QX9P', expiresAt: '2026-12-03T09:00:00.000Z' },
        }),
    });
    browserApis({ clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('refusé'))) } });
    await u.click(await screen.findByRole('button', { name: 'Inviter quelqu’un' }));
    await u.click(await screen.findByRole('button', { name: 'Copier le lien' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Copie impossible : sélectionnez le lien et copiez-le.');
    expect(screen.queryByRole('button', { name: 'Partager' })).toBeNull();
  });

  it('removes a member after confirmation, and cancelling sends nothing', async () => {
    const u = setup({
      'GET /api/households/current': () => OWNER_VIEW,
      'DELETE /api/households/members/u2': () =>
        householdResponseSchema.parse({ ...household([OWNER_VIEW.data.members[0]!]), message: HOUSEHOLD_MESSAGES.memberRemoved }),
    });
    await u.click(await screen.findByRole('button', { name: 'Retirer Alex' }));
    expect(
      screen.getByRole('group', { name: 'Retirer Alex du foyer ? Alex ne verra plus vos menus ni vos listes de courses.' }),
    ).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Annuler');
    await u.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('group', { name: /^Retirer Alex du foyer/ })).toBeNull();

    await u.click(screen.getByRole('button', { name: 'Retirer Alex' }));
    await u.click(screen.getByRole('button', { name: 'Oui, retirer' }));
    expect((await screen.findByText('Membre retiré du foyer')).closest('[role="status"]')).toBeTruthy();
    expect(memberRows()).toEqual(['Camille (vous)Responsable']);
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/households/members/u2']);
  });

  it('hands the household over: the new owner is shown and the invitation and renaming go away', async () => {
    const u = setup({
      'GET /api/households/current': () => OWNER_VIEW,
      'POST /api/households/owner': () =>
        householdResponseSchema.parse({
          ...household([
            { id: 'u1', name: 'Camille', role: 'member' },
            { id: 'u2', name: 'Alex', role: 'owner' },
          ]),
          message: HOUSEHOLD_MESSAGES.ownershipTransferred,
        }),
    });
    await u.click(await screen.findByRole('button', { name: 'Confier la responsabilité à Alex' }));
    await u.click(screen.getByRole('button', { name: 'Oui, confier' }));
    expect(await screen.findByText('Le foyer a un nouveau responsable')).toBeTruthy();
    expect(sent('POST', '/api/households/owner')).toEqual([{ userId: 'u2' }]);
    expect(memberRows()).toEqual(['Camille (vous)Membre', 'AlexResponsable']);
    expect(screen.queryByRole('button', { name: 'Inviter quelqu’un' })).toBeNull();
    expect(screen.queryByLabelText('Nom du foyer')).toBeNull();
  });

  it('leaving refused by the server shows its French message; leaving done shows the new household', async () => {
    let leave: () => unknown = () => failure(HOUSEHOLD_MESSAGES.ownerMustHandOver, 409);
    let current = OWNER_VIEW;
    const u = setup({ 'GET /api/households/current': () => current, 'POST /api/households/leave': () => leave() });
    await u.click(await screen.findByRole('button', { name: 'Quitter le foyer' }));
    expect(screen.getByRole('group', { name: 'Quitter ce foyer ? Vous ne verrez plus ses menus ni ses listes de courses.' })).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Oui, quitter' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Confiez d’abord la responsabilité du foyer à un autre membre avant de le quitter.',
    );

    current = household([{ id: 'u1', name: 'Camille', role: 'owner' }], 'Foyer de Camille', 'h2');
    leave = () => ({ success: true, message: HOUSEHOLD_MESSAGES.left });
    await u.click(screen.getByRole('button', { name: 'Quitter le foyer' }));
    await u.click(screen.getByRole('button', { name: 'Oui, quitter' }));
    expect(await screen.findByText('Vous avez quitté le foyer')).toBeTruthy();
    expect(await screen.findByLabelText('Nom du foyer')).toHaveProperty('value', 'Foyer de Camille');
    expect(memberRows()).toEqual(['Camille (vous)Responsable']);
  });

  it('joins another household with a code typed with a dash; a bad code is refused before any call', async () => {
    let join: () => unknown = () => failure(HOUSEHOLD_MESSAGES.codeExpired, 410);
    const u = setup({ 'GET /api/households/current': () => OWNER_VIEW, 'POST /api/households/join': () => join() });
    const field = await screen.findByLabelText('Code d’invitation');
    await u.type(field, 'ABC');
    await u.click(screen.getByRole('button', { name: 'Rejoindre' }));
    expect(screen.getByRole('alert').textContent).toBe("Ce code d'invitation n'est pas valide.");
    expect(sent('POST', '/api/households/join')).toEqual([]);

    await u.clear(field);
    await u.type(field, 'k7m2-qx9p');
    await u.click(screen.getByRole('button', { name: 'Rejoindre' }));
    expect((await screen.findByRole('alert')).textContent).toBe("Ce code d'invitation a expiré. Demandez-en un nouveau.");

    join = () =>
      householdResponseSchema.parse({
        ...household(
          [
            { id: 'u3', name: 'Dominique', role: 'owner' },
            { id: 'u1', name: 'Camille', role: 'member' },
          ],
          'Les Martin',
          'h3',
        ),
        message: HOUSEHOLD_MESSAGES.joined,
      });
    await u.click(screen.getByRole('button', { name: 'Rejoindre' }));
    expect(await screen.findByText('Vous avez rejoint le foyer')).toBeTruthy();
    expect(sent('POST', '/api/households/join')).toEqual([{ code: 'K7M2QX9P' }, { code: 'K7M2QX9P' }]);
    expect(await screen.findByText('Les Martin')).toBeTruthy();
    expect(memberRows()).toEqual(['DominiqueResponsable', 'Camille (vous)Membre']);
  });
});

describe('« Mes placards »', () => {
  it('lists the staples, adds one typed and one suggested, removes one, chooses « Ne pas les afficher » and saves', async () => {
    const u = setup({
      'GET /api/households/current': () => OWNER_VIEW,
      'GET /api/households/pantry': () => pantry('apart', ['sel', 'poivre']),
      'PUT /api/households/pantry': (body) => pantryResponseSchema.parse({ success: true, data: body }),
    });
    const staples = await screen.findByRole('list', { name: 'Produits de base du foyer' });
    expect(
      within(staples)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['sel', 'poivre']);
    expect(screen.queryByRole('button', { name: 'Ajouter sel' })).toBeNull();
    expect((screen.getByLabelText('Les montrer à part (Vous avez sûrement déjà)') as HTMLInputElement).checked).toBe(true);

    await u.type(screen.getByLabelText('Ajouter un produit de base'), 'Curry{Enter}');
    await u.click(screen.getByRole('button', { name: "Ajouter huile d'olive" }));
    await u.click(screen.getByRole('button', { name: 'Retirer sel des placards' }));
    await u.click(screen.getByLabelText('Ne pas les afficher'));
    expect(screen.getByText('Modifications non enregistrées')).toBeTruthy();
    expect(sent('PUT', '/api/households/pantry')).toEqual([]);

    await u.click(screen.getByRole('button', { name: 'Enregistrer mes placards' }));
    expect(await screen.findByText('Placards enregistrés')).toBeTruthy();
    expect(sent('PUT', '/api/households/pantry')).toEqual([
      { mode: 'hidden', items: [{ name: 'poivre' }, { name: 'Curry' }, { name: "huile d'olive" }] },
    ]);
    expect(screen.queryByText('Modifications non enregistrées')).toBeNull();
  });

  it('gives an item a quantity, a unit and a best-before date, shown beside it and saved; emptied, it is a staple again', async () => {
    const u = setup({
      'GET /api/households/current': () => OWNER_VIEW,
      'GET /api/households/pantry': () => pantry('apart', ['sel', 'farine']),
      'PUT /api/households/pantry': (body) => pantryResponseSchema.parse({ success: true, data: body }),
    });
    await u.click(await screen.findByRole('button', { name: 'Quantité de farine' }));
    const editor = screen.getByRole('group', { name: 'Combien de farine avez-vous ?' });
    expect((within(editor).getByLabelText('Quantité (vide : assez)') as HTMLInputElement).placeholder).toBe('assez');
    await u.type(within(editor).getByLabelText('Quantité (vide : assez)'), '1,5');
    await u.selectOptions(within(editor).getByLabelText('Unité'), 'kg');
    await u.type(within(editor).getByLabelText('À consommer avant le'), '2027-03-31');
    await u.click(within(editor).getByRole('button', { name: 'Valider' }));
    const staples = screen.getByRole('list', { name: 'Produits de base du foyer' });
    expect(
      within(staples)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['sel', 'farine — 1,5 kg (à consommer avant le 31/03/2027)']);
    await u.click(screen.getByRole('button', { name: 'Enregistrer mes placards' }));
    expect(await screen.findByText('Placards enregistrés')).toBeTruthy();
    expect(sent('PUT', '/api/households/pantry')).toEqual([
      { mode: 'apart', items: [{ name: 'sel' }, { name: 'farine', quantity: 1.5, unit: 'kg', bestBefore: '2027-03-31' }] },
    ]);

    await u.click(screen.getByRole('button', { name: 'Quantité de farine' }));
    await u.clear(screen.getByLabelText('Quantité (vide : assez)'));
    await u.clear(screen.getByLabelText('À consommer avant le'));
    await u.click(screen.getByRole('button', { name: 'Valider' }));
    expect(within(screen.getByRole('list', { name: 'Produits de base du foyer' })).getAllByRole('listitem')[1]?.textContent).toBe('farine');
  });

  it('an empty pantry says so; a refused save shows the server message', async () => {
    const u = setup({
      'GET /api/households/current': () => OWNER_VIEW,
      'GET /api/households/pantry': () => pantry('apart', []),
      'PUT /api/households/pantry': () => failure('Champ « items » : trop grand', 400),
    });
    expect(await screen.findByText('Aucun produit de base pour l’instant : ajoutez-en, ou choisissez parmi les suggestions.')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Ajouter sel' }));
    await u.click(screen.getByRole('button', { name: 'Enregistrer mes placards' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Champ « items » : trop grand');
  });
});
