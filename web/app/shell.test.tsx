import { describe, it, expect, vi, afterEach } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes } from './routes';
import { userResponseSchema, signedOutResponseSchema } from '@shared/schemas/users';
import { stubAnswer, stubError } from '@web/test/api-stub';
import { aUser } from '@web/test/fixtures';

const storedUser = { ...aUser(), token: 'tok' };

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

/** What the API answers a signed-in shell: the profile, the logout, and 404 for what these tests do not look at. */
function signedInApi(profile = aUser()) {
  return vi.fn(async (url: string, _init?: RequestInit) => {
    if (String(url).endsWith('/api/users/profile')) return stubAnswer(userResponseSchema, { success: true, data: profile });
    if (String(url).endsWith('/api/users/logout')) return stubAnswer(signedOutResponseSchema, { success: true, data: null });
    return stubError(404, "Cette adresse de l'API n'existe pas.");
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('app shell', () => {
  it('sends a signed-out visitor from a guarded route to /login', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => stubError(404, "Cette adresse de l'API n'existe pas.")),
    );
    const router = renderAt('/menu-semaine');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it("shows 'Chargement...' while the stored session is checked, then the screen", async () => {
    localStorage.setItem('user', JSON.stringify(storedUser));
    let answer: ((r: Response) => void) | undefined;
    const others = signedInApi();
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => (String(url).endsWith('/api/users/profile') ? new Promise<Response>((r) => (answer = r)) : others(url))),
    );
    const router = renderAt('/settings');
    // The route's page module is transformed on first import, which can take seconds on a busy 2-core machine.
    expect(await screen.findByText('Chargement...', {}, { timeout: 20_000 })).toBeTruthy();
    // The text can show before the profile request has left: answer it only once it has.
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    answer!(stubAnswer(userResponseSchema, { success: true, data: aUser({ name: 'Camille M.' }) }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'), { timeout: 8000 });
    await waitFor(() => expect(JSON.parse(localStorage.getItem('user')!).name).toBe('Camille M.'));
    expect(JSON.parse(localStorage.getItem('user')!).token).toBe('tok');
  }, 40_000);

  it('a 401 while restoring the session removes the stored user and goes to /login', async () => {
    localStorage.setItem('user', JSON.stringify(storedUser));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => stubError(401, 'Votre session a expiré. Veuillez vous reconnecter.')),
    );
    const router = renderAt('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('a signed-in visitor opening /login or /register goes to /dashboard', async () => {
    localStorage.setItem('user', JSON.stringify(storedUser));
    vi.stubGlobal('fetch', signedInApi());
    const router = renderAt('/register');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 8000 });
  });

  it('the user menu offers Accueil, Mon Profil, Mon foyer, Mes Recettes, Paramètres and logout', async () => {
    localStorage.setItem('user', JSON.stringify(storedUser));
    const fetchMock = signedInApi();
    vi.stubGlobal('fetch', fetchMock);
    const router = renderAt('/faq');
    const button = await screen.findByRole('button', { name: /Camille/ });
    await userEvent.click(button);
    const menu = screen.getByRole('navigation', { name: 'Menu du compte' });
    const links = Array.from(menu.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Accueil', '/dashboard'],
      ['Mon Profil', '/profile'],
      ['Mon foyer', '/foyer'],
      ['Mes Recettes', '/mes-recettes'],
      ['Paramètres', '/settings'],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('user')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/users/logout'))).toBe(true);
  });

  it("signed out, the header shows 'Se connecter' and the active tab follows the path", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => stubError(404, "Cette adresse de l'API n'existe pas.")),
    );
    renderAt('/faq');
    expect(await screen.findByRole('link', { name: 'Se connecter' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(nav.querySelectorAll('a')).toHaveLength(4);
    expect(nav.querySelector('[aria-current="page"]')).toBeNull();
  });
});
