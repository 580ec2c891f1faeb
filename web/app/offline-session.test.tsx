import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { shoppingListResponseSchema, type ListOp, type ShoppingList } from '@shared/schemas/shopping';
import { signedOutResponseSchema, userResponseSchema, userWithTokenResponseSchema } from '@shared/schemas/users';
import { forgetOfflineData, listCopy, queuedCount, queuedOps } from '@web/lib/offline-queue';
import { stubAnswer, stubError } from '@web/test/api-stub';
import { aUser } from '@web/test/fixtures';
import { routes } from './routes';

// The whole app around the list's offline data: a session that expires while changes wait keeps
// them and sends them after signing in again; signing out forgets them.

const LIST: ShoppingList = {
  _id: 'sl_1',
  id: 'sl_1',
  mealPlan: 'mp_1',
  status: 'active',
  driveOrderId: null,
  orderDetails: null,
  items: [
    { _id: 'i1', name: 'Tomates', quantity: 6, unit: 'pièce', category: 'Fruits et légumes', purchased: false },
    { _id: 'i3', name: 'Lait', quantity: 1, unit: 'l', category: 'Crèmerie', purchased: false },
  ],
};

/** A socket that never opens: the changes go by HTTP. */
class SilentSocket {
  static CONNECTING = 0;
  static OPEN = 1;
  readyState = 0;
  onopen = null;
  onmessage = null;
  onclose = null;
  onerror = null;
  send() {}
  close() {}
}

type Call = { method: string; url: string; token: string | null; body: unknown };
let calls: Call[];
/** The tokens the server still accepts. */
let validTokens: Set<string>;

beforeEach(async () => {
  await forgetOfflineData();
  calls = [];
  validTokens = new Set(['old']);
  vi.stubGlobal('WebSocket', SilentSocket);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const token = (init.headers as Record<string, string> | undefined)?.Authorization?.replace('Bearer ', '') ?? null;
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, token, body });
      if (method === 'POST' && url === '/api/users/login') {
        validTokens.add('new');
        return stubAnswer(userWithTokenResponseSchema, { success: true, data: { ...aUser(), token: 'new' } });
      }
      if (!token || !validTokens.has(token)) return stubError(401, 'Votre session a expiré. Veuillez vous reconnecter.');
      if (url === '/api/users/profile') return stubAnswer(userResponseSchema, { success: true, data: aUser() });
      if (url === '/api/users/logout') return stubAnswer(signedOutResponseSchema, { success: true, data: null });
      if (method === 'GET' && url === '/api/shopping/sl_1') return stubAnswer(shoppingListResponseSchema, { success: true, data: LIST });
      if (method === 'POST' && url === '/api/shopping/sl_1/ops') {
        const ops = (body as { ops: ListOp[] }).ops;
        const items = LIST.items.map((i) =>
          ops.some((op) => op.kind === 'purchase' && op.itemId === i._id) ? { ...i, purchased: true } : i,
        );
        return stubAnswer(shoppingListResponseSchema, { success: true, data: { ...LIST, items } });
      }
      return stubError(404, "Cette adresse de l'API n'existe pas.");
    }),
  );
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const opsCalls = () => calls.filter((c) => c.url === '/api/shopping/sl_1/ops');

async function openListOffline() {
  localStorage.setItem('user', JSON.stringify({ ...aUser(), token: 'old' }));
  const router = createMemoryRouter(routes, { initialEntries: ['/liste-courses/sl_1'] });
  render(<RouterProvider router={router} />);
  const u = userEvent.setup();
  const box = await screen.findByRole('checkbox', { name: 'Tomates — 6 pièce' }, { timeout: 20_000 });
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  await u.click(box);
  expect(await screen.findByText('1 modification en attente')).toBeTruthy();
  const queued = await queuedOps('sl_1');
  expect(queued.map((op) => [op.kind, op.itemId])).toEqual([['purchase', 'i1']]);
  return { router, u, onLine, queued };
}

describe('the list’s offline data and the session', () => {
  it('a 401 while the changes are sent keeps them, the login page says why, and they are sent after signing in', async () => {
    const { router, u, onLine, queued } = await openListOffline();
    // The session ended on the server while the phone was in the shop.
    validTokens.clear();
    onLine.mockReturnValue(true);
    void act(() => window.dispatchEvent(new Event('online')));

    expect(
      await screen.findByText('Votre session a expiré. Reconnectez-vous pour envoyer vos modifications.', {}, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(await queuedCount()).toBe(1);

    await u.type(screen.getByLabelText('Email'), 'camille@exemple.fr');
    await u.type(screen.getByLabelText('Mot de passe'), 'motdepasse-solide-42');
    await u.click(screen.getByRole('button', { name: 'Se connecter' }));

    // Back on the list, the tick made in the shop is sent with the new session, the same operation.
    await waitFor(() => expect(router.state.location.pathname).toBe('/liste-courses/sl_1'), { timeout: 20_000 });
    await waitFor(() => expect(opsCalls().filter((c) => c.token === 'new')).toHaveLength(1), { timeout: 20_000 });
    expect((opsCalls().find((c) => c.token === 'new')!.body as { ops: ListOp[] }).ops).toEqual(queued);
    await waitFor(() => expect(screen.queryByText('1 modification en attente')).toBeNull());
    expect(await queuedCount()).toBe(0);
    expect(screen.queryByText('Votre session a expiré. Reconnectez-vous pour envoyer vos modifications.')).toBeNull();
  }, 60_000);

  it('signing out forgets the changes waiting and the lists kept on this device', async () => {
    const { router, u } = await openListOffline();
    await waitFor(async () => expect(await listCopy('sl_1')).not.toBeNull());
    await u.click(screen.getByRole('button', { name: /menu du compte/ }));
    await u.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await queuedCount()).toBe(0);
    // Signed in again as the same account: nothing of the list is left on the device.
    localStorage.setItem('user', JSON.stringify({ ...aUser(), token: 'old' }));
    expect(await listCopy('sl_1')).toBeNull();
    expect(screen.queryByText('Votre session a expiré. Reconnectez-vous pour envoyer vos modifications.')).toBeNull();
  }, 60_000);
});
