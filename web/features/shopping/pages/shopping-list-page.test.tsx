import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { MESSAGES } from '@shared/messages';
import type { ShoppingList } from '@shared/schemas/shopping';
import { SessionProvider } from '@web/lib/session';
import ShoppingListPage from './shopping-list-page';

const LIST: ShoppingList = {
  _id: 'sl_1',
  id: 'sl_1',
  mealPlan: 'mp_1',
  status: 'active',
  driveOrderId: null,
  orderDetails: null,
  items: [
    { _id: 'i1', name: 'Tomates', quantity: 6, unit: 'pièce', category: 'Fruits et légumes', purchased: false },
    { _id: 'i2', name: 'Courgettes', quantity: 1.5, unit: 'kg', category: 'Fruits et légumes', purchased: true },
    { _id: 'i3', name: 'Lait', quantity: 1, unit: 'l', category: 'Crèmerie', purchased: false },
  ],
};

function user(type: 'free' | 'premium') {
  return {
    id: 'u1',
    _id: 'u1',
    name: 'Camille',
    email: 'camille@exemple.fr',
    token: 'tok',
    subscription: { type, expiresAt: type === 'premium' ? '2999-01-01T00:00:00.000Z' : null, cancelAtPeriodEnd: false },
  };
}

class FakeSocket {
  static CONNECTING = 0;
  static OPEN = 1;
  static instances: FakeSocket[] = [];
  readyState = 0;
  onopen: ((e: Event) => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: Event) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {
    FakeSocket.instances.push(this);
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  push(list: ShoppingList) {
    this.onmessage?.({ data: JSON.stringify({ type: 'state', list }) });
  }
  close() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.(new Event('close'));
  }
  send() {}
}

type Call = { url: string; method: string; body: unknown };
let calls: Call[];
let answers: Record<string, (body: unknown) => Response>;
let currentUser: ReturnType<typeof user>;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  calls = [];
  FakeSocket.instances = [];
  currentUser = user('free');
  answers = {
    'GET /api/users/profile': () => json({ success: true, data: currentUser }),
    'GET /api/shopping/sl_1': () => json({ success: true, data: LIST }),
  };
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, method, body });
      const answer = answers[`${method} ${url}`];
      return answer ? answer(body) : json({ success: false, message: 'Ressource non trouvée' }, 404);
    }),
  );
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setup(path = '/shopping-lists/sl_1') {
  localStorage.setItem('user', JSON.stringify(currentUser));
  const router = createMemoryRouter(
    [
      {
        element: (
          <SessionProvider>
            <Outlet />
          </SessionProvider>
        ),
        children: [
          { path: '/shopping-lists/:id', element: <ShoppingListPage /> },
          { path: '/liste-courses/:id', element: <ShoppingListPage /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const totals = () => [screen.getByText(/^\d+ articles? au total$/).textContent, screen.getByText(/^\d+ achetés?$/).textContent];
const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('ShoppingListPage', () => {
  it('shows the items grouped by aisle in the server order, with totals and a back link to the plan', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Liste de courses' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Fruits et légumes', 'Crèmerie', 'Commander au drive']);
    const aisle = screen.getByRole('region', { name: 'Fruits et légumes' });
    expect(within(aisle).getAllByRole('checkbox').map((c) => c.closest('label')!.textContent)).toEqual(['Tomates — 6 pièce', 'Courgettes — 1,5 kg']);
    expect(checkbox('Courgettes — 1,5 kg').checked).toBe(true);
    expect(totals()).toEqual(['3 articles au total', '1 acheté']);
    expect(screen.getByRole('link', { name: 'Retour au plan de repas' }).getAttribute('href')).toBe('/meal-plans/mp_1');
  });

  it('the /liste-courses/{id} route is the same screen', async () => {
    setup('/liste-courses/sl_1');
    expect(await screen.findByText('Tomates — 6 pièce')).toBeTruthy();
  });

  it('ticking saves at once (optimistic), and a refused tick goes back', async () => {
    answers['PUT /api/shopping/sl_1/purchase'] = () => json({ success: true, data: { ...LIST, items: LIST.items.map((i) => (i._id === 'i1' ? { ...i, purchased: true } : i)) } });
    const u = setup();
    await u.click(await screen.findByRole('checkbox', { name: 'Tomates — 6 pièce' }));
    expect(checkbox('Tomates — 6 pièce').checked).toBe(true);
    expect(totals()).toEqual(['3 articles au total', '2 achetés']);
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ itemIds: ['i1'], purchased: true }));

    answers['PUT /api/shopping/sl_1/purchase'] = () => json({ success: false, message: 'Erreur' }, 500);
    await u.click(checkbox('Lait — 1 l'));
    await waitFor(() => expect(checkbox('Lait — 1 l').checked).toBe(false));
  });

  it('edit mode: quantities must be at least 1, Annuler discards, Enregistrer sends the changed items and leaves edit mode', async () => {
    const u = setup();
    await u.click(await screen.findByRole('button', { name: 'Modifier' }));
    const qty = screen.getByLabelText('Quantité de Tomates') as HTMLInputElement;
    expect(qty.min).toBe('1');
    await u.clear(qty);
    await u.type(qty, '0');
    expect(screen.getByText('La quantité doit être au moins 1')).toBeTruthy();
    expect(qty.getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByRole('button', { name: 'Enregistrer' }) as HTMLButtonElement).disabled).toBe(true);

    await u.clear(qty);
    await u.type(qty, '8');
    await u.click(screen.getByRole('checkbox', { name: 'Lait acheté' }));
    expect(totals()).toEqual(['3 articles au total', '2 achetés']);
    await u.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.getByText('Tomates — 6 pièce')).toBeTruthy();
    expect(checkbox('Lait — 1 l').checked).toBe(false);
    expect(totals()).toEqual(['3 articles au total', '1 acheté']);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    answers['PUT /api/shopping/sl_1'] = (body) => {
      const changed = (body as { items: { _id: string; quantity: number; purchased: boolean }[] }).items;
      return json({ success: true, data: { ...LIST, items: LIST.items.map((i) => ({ ...i, ...changed.find((c) => c._id === i._id) })) } });
    };
    await u.click(screen.getByRole('button', { name: 'Modifier' }));
    const qty2 = screen.getByLabelText('Quantité de Tomates');
    await u.clear(qty2);
    await u.type(qty2, '8');
    await u.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.getByText('Tomates — 8 pièce')).toBeTruthy());
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ items: [{ _id: 'i1', quantity: 8, purchased: false }] });
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
  });

  it('applies live pushes, shows the offline banner while disconnected and reconnects by itself', async () => {
    setup();
    await screen.findByText('Tomates — 6 pièce');
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    const socket = FakeSocket.instances[0]!;
    expect(socket.url).toMatch(/\/api\/shopping\/sl_1\/live$/);
    expect(socket.protocols).toEqual(['popote.v1', 'bearer.tok']);
    act(() => socket.open());
    act(() => socket.push({ ...LIST, items: LIST.items.map((i) => ({ ...i, purchased: true })) }));
    await waitFor(() => expect(checkbox('Lait — 1 l').checked).toBe(true));
    expect(totals()).toEqual(['3 articles au total', '3 achetés']);

    act(() => socket.close());
    expect(screen.getByText('Hors ligne — reconnexion en cours…').closest('[role="status"]')).toBeTruthy();
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(2), { timeout: 2000 });
    act(() => FakeSocket.instances[1]!.open());
    expect(screen.queryByText('Hors ligne — reconnexion en cours…')).toBeNull();
  });

  it('a Free user sees the Premium message and a Passer Premium link instead of the order form', async () => {
    setup();
    expect(await screen.findByText(MESSAGES.premiumOnly)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Passer Premium' }).getAttribute('href')).toBe('/subscription');
    expect(screen.queryByRole('button', { name: 'Commander' })).toBeNull();
  });

  it('a Premium user orders from Carrefour Drive and then sees the order summary', async () => {
    currentUser = user('premium');
    answers['POST /api/orders'] = () => {
      answers['GET /api/shopping/sl_1'] = () =>
        json({ success: true, data: { ...LIST, status: 'ordered', driveOrderId: 'ord_42', orderDetails: { provider: 'carrefour', status: 'pending', date: new Date().toISOString() } } });
      return json({ success: true, data: { orderId: 'ord_42' } });
    };
    const u = setup();
    const select = (await screen.findByLabelText('Drive')) as HTMLSelectElement;
    expect(select.value).toBe('carrefour');
    const options = [...select.options].map((o) => [o.textContent, o.disabled]);
    expect(options).toEqual([
      ['Carrefour Drive', false],
      ['Leclerc Drive (Bientôt disponible)', true],
      ['Intermarché Drive (Bientôt disponible)', true],
    ]);
    await u.click(screen.getByRole('button', { name: 'Commander' }));
    expect(await screen.findByText('Commande envoyée avec succès au drive Carrefour Drive!')).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/orders')!.body).toEqual({ shoppingListId: 'sl_1', provider: 'carrefour' });
    expect(await screen.findByText('En attente')).toBeTruthy();
    expect(screen.getByText('ord_42')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Commander' })).toBeNull();
  });

  it('shows the server message when the order is refused, else the spec fallback', async () => {
    currentUser = user('premium');
    answers['POST /api/orders'] = () => json({ success: false, message: MESSAGES.premiumOnly }, 403);
    const u = setup();
    await u.click(await screen.findByRole('button', { name: 'Commander' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.premiumOnly);
    answers['POST /api/orders'] = () => new Response('oops', { status: 502 });
    await u.click(screen.getByRole('button', { name: 'Commander' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MESSAGES.driveOrderError));
  });

  it('shows the summary of a list already ordered', async () => {
    answers['GET /api/shopping/sl_1'] = () =>
      json({ success: true, data: { ...LIST, status: 'ordered', driveOrderId: 'ord_7', orderDetails: { provider: 'carrefour', status: 'pending', date: '2025-11-24T16:30:00.000Z' } } });
    setup();
    expect(await screen.findByText('Commande envoyée')).toBeTruthy();
    expect(screen.getByText('Carrefour Drive')).toBeTruthy();
    expect(screen.getByText(/24 novembre 2025 à/)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.premiumOnly)).toBeNull();
  });

  it('404: Liste de courses non trouvée; other failures: the red load error', async () => {
    setup('/shopping-lists/inconnue');
    expect((await screen.findByRole('alert')).textContent).toBe('Liste de courses non trouvée');
  });

  it('a failed load shows Impossible de charger cette liste de courses', async () => {
    answers['GET /api/shopping/sl_1'] = () => json({ success: false, message: 'Erreur interne' }, 500);
    setup();
    expect((await screen.findByRole('alert')).textContent).toBe('Impossible de charger cette liste de courses');
  });
});
