import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { HOUSEHOLD_MESSAGES, householdResponseSchema, pantryResponseSchema } from '@shared/schemas/households';
import { errorResponseSchema } from '@shared/schemas/common';
import { SessionProvider } from '@web/lib/session';
import { userResponseSchema } from '@shared/schemas/users';
import { aUser } from '@web/test/fixtures';
import { stubAnswer, stubApi, type ApiCall } from '@web/test/api-stub';
import HouseholdPage from './household-page';
import JoinPage from './join-page';

const ME = { ...aUser(), token: 'tok' };
const JOINED = householdResponseSchema.parse({
  success: true,
  message: HOUSEHOLD_MESSAGES.joined,
  data: {
    id: 'h2',
    name: 'Les Martin',
    members: [
      { id: 'u3', name: 'Dominique', role: 'owner' },
      { id: 'u1', name: 'Camille', role: 'member' },
    ],
  },
});
const failure = (message: string, status: number) =>
  new Response(JSON.stringify(errorResponseSchema.parse({ success: false, message })), { status });

let calls: ApiCall[];
let router: ReturnType<typeof createMemoryRouter>;

function setup(path: string, routes: Parameters<typeof stubApi>[0] = {}, signedIn = true) {
  if (signedIn) localStorage.setItem('user', JSON.stringify(ME));
  calls = stubApi({
    'GET /api/users/profile': () => stubAnswer(userResponseSchema, { success: true, data: aUser() }),
    'GET /api/households/current': () => JOINED,
    'GET /api/households/pantry': () => pantryResponseSchema.parse({ success: true, data: { mode: 'apart', items: [] } }),
    ...routes,
  });
  router = createMemoryRouter(
    [
      {
        element: (
          <SessionProvider>
            <Outlet />
          </SessionProvider>
        ),
        children: [
          { path: '/rejoindre/:code', element: <JoinPage /> },
          { path: '/foyer', element: <HouseholdPage /> },
          { path: '/login', element: <p>Connexion</p> },
          { path: '/register', element: <p>Inscription</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}
const joinCalls = () => calls.filter((c) => c.method === 'POST' && c.path === '/api/households/join').map((c) => c.body);

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('JoinPage (/rejoindre/{code})', () => {
  it('signed out: explains the invitation; « Se connecter » carries the way back here', async () => {
    const u = setup('/rejoindre/K7M2QX9P', {}, false);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Vous êtes invité à rejoindre un foyer sur Popote');
    expect(screen.getByText('Code d’invitation : K7M2QX9P')).toBeTruthy();
    expect(screen.getByText('Connectez-vous ou créez votre compte : vous reviendrez ici pour rejoindre le foyer.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Créer un compte' }).getAttribute('href')).toBe('/register');
    expect(screen.queryByRole('button', { name: 'Rejoindre ce foyer' })).toBeNull();

    await u.click(screen.getByRole('link', { name: 'Se connecter' }));
    expect(await screen.findByText('Connexion')).toBeTruthy();
    expect(router.state.location.state).toEqual({ from: '/rejoindre/K7M2QX9P' });
    expect(joinCalls()).toEqual([]);
  });

  it('signed out: « Créer un compte » carries the way back to the registration page', async () => {
    const u = setup('/rejoindre/K7M2QX9P', {}, false);
    await u.click(await screen.findByRole('link', { name: 'Créer un compte' }));
    expect(await screen.findByText('Inscription')).toBeTruthy();
    expect(router.state.location.state).toEqual({ from: '/rejoindre/K7M2QX9P' });
  });

  it('signed in: « Rejoindre ce foyer » posts the code, then « Mon foyer » shows the household joined', async () => {
    const u = setup('/rejoindre/k7m2-qx9p', { 'POST /api/households/join': () => JOINED });
    expect(await screen.findByText('En le rejoignant, vous partagez ses menus de la semaine et ses listes de courses.')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Rejoindre ce foyer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon foyer' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/foyer');
    expect(screen.getByText('Vous avez rejoint le foyer').closest('[role="status"]')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Les Martin' })).toBeTruthy();
    expect(joinCalls()).toEqual([{ code: 'K7M2QX9P' }]);
  });

  it.each([
    ['expired', HOUSEHOLD_MESSAGES.codeExpired, 410],
    ['used', HOUSEHOLD_MESSAGES.codeUsed, 409],
    ['unknown', HOUSEHOLD_MESSAGES.codeUnknown, 404],
    ['already a member', HOUSEHOLD_MESSAGES.alreadyMember, 409],
  ])('a code %s: the server’s French message, and a way to « Mon foyer »', async (_case, message, status) => {
    const u = setup('/rejoindre/K7M2QX9P', { 'POST /api/households/join': () => failure(message, status) });
    await u.click(await screen.findByRole('button', { name: 'Rejoindre ce foyer' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByRole('link', { name: 'Voir mon foyer' }).getAttribute('href')).toBe('/foyer');
    expect(router.state.location.pathname).toBe('/rejoindre/K7M2QX9P');
  });

  it('a malformed code in the address is refused without asking the server', async () => {
    setup('/rejoindre/B0NJOUR');
    expect((await screen.findByRole('alert')).textContent).toBe("Ce code d'invitation n'est pas valide.");
    expect(screen.queryByRole('button', { name: 'Rejoindre ce foyer' })).toBeNull();
    expect(joinCalls()).toEqual([]);
  });
});
