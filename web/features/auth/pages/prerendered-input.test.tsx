import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SessionProvider } from '@web/lib/session';
import { stubApi, stubError } from '@web/test/api-stub';
import { RegisterWizard } from '../components/register-wizard';
import LoginPage from './login-page';

// /login and /register arrive prerendered (scripts/prerender.mjs) and web/main.tsx hydrates them:
// what the visitor typed into the static fields before the script ran must be what the form uses.

// hydrateRoot is called directly (Testing Library's render only creates roots): tell React that act() is in use.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let container: HTMLElement | null = null;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = null;
  container = null;
  vi.unstubAllGlobals();
});

/** Server HTML in the page, `typing` done on its inputs, then React adopts it. */
async function prerenderTypeThenHydrate(element: ReactElement, typing: Record<string, string>) {
  container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.appendChild(container);
  for (const [label, value] of Object.entries(typing)) {
    const input = screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
    input.value = value;
  }
  await act(async () => {
    root = hydrateRoot(container!, element);
  });
}

describe('prerendered forms keep what was typed before hydration', () => {
  it('/register: the name typed early is kept and step 1 goes on to step 2', async () => {
    stubApi({});
    const wizard = <RegisterWizard onComplete={vi.fn(async () => undefined)} ingredientCatalogue={[]} />;
    await prerenderTypeThenHydrate(wizard, { Nom: 'Camille' });
    const user = userEvent.setup();
    expect(screen.getByLabelText<HTMLInputElement>('Nom', { exact: true }).value).toBe('Camille');
    await user.type(screen.getByLabelText('Email', { exact: true }), 'camille@exemple.fr');
    await user.type(screen.getByLabelText('Mot de passe', { exact: true }), 'motdepasse-solide-42');
    await user.type(screen.getByLabelText('Confirmer le mot de passe', { exact: true }), 'motdepasse-solide-42');
    // Typing elsewhere re-rendered the wizard: the early name must still be in the field.
    expect(screen.getByLabelText<HTMLInputElement>('Nom', { exact: true }).value).toBe('Camille');
    await user.click(screen.getByRole('button', { name: /Suivant/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Votre foyer' })).toBeTruthy();
    expect(screen.queryByText('Le nom est requis')).toBeNull();
  });

  it('/login: email and password typed early are the ones sent', async () => {
    const calls = stubApi({
      'POST /api/users/login': () => stubError(401, 'Email ou mot de passe incorrect'),
    });
    const page = (
      <MemoryRouter initialEntries={['/login']}>
        <SessionProvider>
          <LoginPage />
        </SessionProvider>
      </MemoryRouter>
    );
    await prerenderTypeThenHydrate(page, { Email: 'camille@exemple.fr', 'Mot de passe': 'motdepasse-solide-42' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/users/login')).toHaveLength(1));
    expect(calls.find((c) => c.path === '/api/users/login')!.body).toEqual({
      email: 'camille@exemple.fr',
      password: 'motdepasse-solide-42',
    });
  });
});
