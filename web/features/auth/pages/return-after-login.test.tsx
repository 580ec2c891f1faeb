import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { RedirectIfAuth } from '@web/app/routes/require-auth';
import { SessionProvider } from '@web/lib/session';
import { userResponseSchema, userWithTokenResponseSchema } from '@shared/schemas/users';
import { aUser } from '@web/test/fixtures';
import { stubAnswer, stubApi } from '@web/test/api-stub';
import LoginPage from './login-page';

// A page that sent the visitor to log in (the login guard, an invitation link) gets them back.
const ME = { ...aUser(), token: 'tok' };

function setup(from: unknown) {
  const calls = stubApi({
    'POST /api/users/login': () => stubAnswer(userWithTokenResponseSchema, { success: true, data: ME }),
    'GET /api/users/profile': () => stubAnswer(userResponseSchema, { success: true, data: aUser() }),
  });
  const router = createMemoryRouter(
    [
      {
        element: (
          <SessionProvider>
            <Outlet />
          </SessionProvider>
        ),
        children: [
          { element: <RedirectIfAuth />, children: [{ path: '/login', element: <LoginPage /> }] },
          { path: '/register', element: <p>Inscription</p> },
          { path: '/rejoindre/:code', element: <p>Invitation</p> },
          { path: '/dashboard', element: <p>Tableau de bord</p> },
        ],
      },
    ],
    { initialEntries: [{ pathname: '/login', state: from === undefined ? null : { from } }] },
  );
  render(<RouterProvider router={router} />);
  return { router, u: userEvent.setup(), calls };
}

async function logIn(u: ReturnType<typeof userEvent.setup>) {
  await u.type(await screen.findByLabelText('Email'), 'camille@exemple.fr');
  await u.type(screen.getByLabelText('Mot de passe'), 'motdepasse-solide-42');
  await u.click(screen.getByRole('button', { name: 'Se connecter' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('back where the visitor came from after login', () => {
  it('an invitation page that sent to /login is where the login lands', async () => {
    const { router, u } = setup('/rejoindre/K7M2QX9P');
    await logIn(u);
    expect(await screen.findByText('Invitation')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/rejoindre/K7M2QX9P');
  });

  it('without a page to go back to, or with another site’s address, the login lands on /dashboard', async () => {
    const { router, u } = setup('//ailleurs.example/piege');
    await logIn(u);
    expect(await screen.findByText('Tableau de bord')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('« Créer un compte » keeps the way back for the registration page', async () => {
    const { router, u } = setup('/rejoindre/K7M2QX9P');
    await u.click(await screen.findByRole('link', { name: 'Créer un compte' }));
    expect(await screen.findByText('Inscription')).toBeTruthy();
    expect(router.state.location.state).toEqual({ from: '/rejoindre/K7M2QX9P' });
  });
});

describe('the login form’s rules, loaded on first use', () => {
  it('a press on an empty form shows both French field messages and sends nothing', async () => {
    const { u, calls } = setup(undefined);
    await u.click(await screen.findByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText("L'email est requis")).toBeTruthy();
    expect(screen.getByText('Le mot de passe est requis')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.path === '/api/users/login')).toEqual([]);
  });
});
