import { pantryResponseSchema } from '@shared/schemas/households';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { MESSAGES } from '@shared/messages';
import {
  orderResponseSchema,
  PANTRY_CATEGORY,
  SHOPPING_MESSAGES,
  shoppingListResponseSchema,
  shoppingListSchema,
  type ListOp,
  type ShoppingList,
} from '@shared/schemas/shopping';
import { userResponseSchema } from '@shared/schemas/users';
import { SessionProvider } from '@web/lib/session';
import { forgetOfflineData, listCopy } from '@web/lib/offline-queue';
import { stubAnswer, stubError } from '@web/test/api-stub';
import { aUser } from '@web/test/fixtures';
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

/** An order the drive sandbox took: priced, two products missing. */
const DEMO_ORDER = {
  provider: 'carrefour',
  status: 'pending',
  date: '2025-11-24T16:30:00.000Z',
  total: 7.16,
  missing: [
    { name: 'Basilic frais', reason: 'out_of_stock' as const },
    { name: 'Poudre de licorne', reason: 'unknown' as const },
  ],
  demo: true,
  partnerOrderId: 'DEMO-mwx1p3if-N5E5SU',
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
  sent: string[] = [];
  send(data: string) {
    this.sent.push(data);
  }
}

type Call = { url: string; method: string; body: unknown };
let calls: Call[];
let answers: Record<string, (body: unknown) => Response>;
let currentUser: ReturnType<typeof user>;

/** The list after the given changes, as the server answers POST /ops. */
function applied(body: unknown): ShoppingList {
  let items = [...LIST.items];
  for (const op of (body as { ops: ListOp[] }).ops) {
    if (op.kind === 'purchase') items = items.map((i) => (i._id === op.itemId ? { ...i, purchased: op.purchased } : i));
    if (op.kind === 'quantity') items = items.map((i) => (i._id === op.itemId ? { ...i, quantity: op.quantity } : i));
    if (op.kind === 'delete') items = items.filter((i) => i._id !== op.itemId);
    if (op.kind === 'add') items.push({ _id: op.itemId, name: op.name, quantity: 1, unit: '', category: 'Autres', purchased: false });
  }
  return { ...LIST, items };
}
const opsSent = () => calls.filter((c) => c.url === '/api/shopping/sl_1/ops').flatMap((c) => (c.body as { ops: ListOp[] }).ops);

beforeEach(async () => {
  await forgetOfflineData();
  calls = [];
  FakeSocket.instances = [];
  currentUser = user('free');
  answers = {
    'GET /api/users/profile': () =>
      stubAnswer(userResponseSchema, { success: true, data: aUser({ subscription: currentUser.subscription }) }),
    'GET /api/shopping/sl_1': () => stubAnswer(shoppingListResponseSchema, { success: true, data: LIST }),
  };
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, method, body });
      const answer = answers[`${method} ${url}`];
      return answer ? answer(body) : stubError(404, 'Ressource non trouvée');
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
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Fruits et légumes',
      'Crèmerie',
      'Ajouter un article',
      'Commander au drive',
    ]);
    const aisle = screen.getByRole('region', { name: 'Fruits et légumes' });
    expect(
      within(aisle)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')!.textContent),
    ).toEqual(['Tomates — 6 pièce', 'Courgettes — 1,5 kg']);
    expect(checkbox('Courgettes — 1,5 kg').checked).toBe(true);
    expect(totals()).toEqual(['3 articles au total', '1 acheté']);
    expect(screen.getByRole('link', { name: 'Retour au plan de repas' }).getAttribute('href')).toBe('/meal-plans/mp_1');
  });

  it('the /liste-courses/{id} route is the same screen', async () => {
    setup('/liste-courses/sl_1');
    expect(await screen.findByText('Tomates — 6 pièce')).toBeTruthy();
  });

  it('ticking is shown at once and sent with its operation id and time; a change refused for good goes back', async () => {
    answers['POST /api/shopping/sl_1/ops'] = (body) => stubAnswer(shoppingListResponseSchema, { success: true, data: applied(body) });
    const u = setup();
    await u.click(await screen.findByRole('checkbox', { name: 'Tomates — 6 pièce' }));
    expect(checkbox('Tomates — 6 pièce').checked).toBe(true);
    expect(totals()).toEqual(['3 articles au total', '2 achetés']);
    await waitFor(() => expect(opsSent()).toHaveLength(1));
    expect(opsSent()[0]).toEqual({
      kind: 'purchase',
      itemId: 'i1',
      purchased: true,
      opId: expect.stringMatching(/^[0-9a-f]{32}$/),
      at: expect.any(Number),
    });

    answers['POST /api/shopping/sl_1/ops'] = () => stubError(400, 'Certains articles n’appartiennent pas à cette liste de courses.');
    await u.click(checkbox('Lait — 1 l'));
    await waitFor(() => expect(checkbox('Lait — 1 l').checked).toBe(false));
    expect(screen.queryByText(/en attente$/)).toBeNull();
  });

  it('a change the server cannot take now waits, counted on screen, and is sent again', async () => {
    answers['POST /api/shopping/sl_1/ops'] = () => stubError(500, 'Erreur interne');
    const u = setup();
    await u.click(await screen.findByRole('checkbox', { name: 'Lait — 1 l' }));
    await waitFor(() => expect(opsSent()).toHaveLength(1));
    expect(checkbox('Lait — 1 l').checked).toBe(true);
    expect(screen.getByText('1 modification en attente').closest('[role="status"]')).toBeTruthy();

    answers['POST /api/shopping/sl_1/ops'] = (body) => stubAnswer(shoppingListResponseSchema, { success: true, data: applied(body) });
    void act(() => window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByText('1 modification en attente')).toBeNull());
    expect(opsSent()).toHaveLength(2);
    expect(opsSent()[1]).toEqual(opsSent()[0]);
    expect(checkbox('Lait — 1 l').checked).toBe(true);
  });

  it('offline: changes are kept in order and counted, then sent together when the network comes back', async () => {
    answers['POST /api/shopping/sl_1/ops'] = (body) => stubAnswer(shoppingListResponseSchema, { success: true, data: applied(body) });
    const u = setup();
    await screen.findByText('Tomates — 6 pièce');
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await u.click(checkbox('Tomates — 6 pièce'));
    await u.type(screen.getByLabelText('Article à ajouter'), 'Liquide vaisselle');
    await u.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(await screen.findByText('2 modifications en attente')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Autres' })).getByText('Liquide vaisselle — 1')).toBeTruthy();
    expect(opsSent()).toHaveLength(0);

    onLine.mockReturnValue(true);
    void act(() => window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(opsSent()).toHaveLength(2));
    expect(opsSent().map((op) => [op.kind, op.itemId.startsWith('sl_1~') || op.itemId === 'i1'])).toEqual([
      ['purchase', true],
      ['add', true],
    ]);
    expect((opsSent()[1] as { name: string }).name).toBe('Liquide vaisselle');
    await waitFor(() => expect(screen.queryByText(/modifications? en attente$/)).toBeNull());
  });

  it('Ajouter un article: an empty or letterless name is explained and not queued', async () => {
    const u = setup();
    await screen.findByText('Tomates — 6 pièce');
    await u.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect((await screen.findByRole('alert')).textContent).toBe("Le nom de l'article est requis.");
    await u.type(screen.getByLabelText('Article à ajouter'), '!!! 42');
    await u.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect(screen.getByRole('alert').textContent).toBe("Le nom de l'article doit contenir au moins une lettre.");
    expect(screen.getByLabelText('Article à ajouter').getAttribute('aria-invalid')).toBe('true');
    expect(opsSent()).toHaveLength(0);
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
    expect(opsSent()).toHaveLength(0);

    answers['POST /api/shopping/sl_1/ops'] = (body) => stubAnswer(shoppingListResponseSchema, { success: true, data: applied(body) });
    await u.click(screen.getByRole('button', { name: 'Modifier' }));
    const qty2 = screen.getByLabelText('Quantité de Tomates');
    await u.clear(qty2);
    await u.type(qty2, '8');
    await u.click(screen.getByRole('button', { name: 'Supprimer Lait' }));
    expect(screen.getByText('sera retiré de la liste')).toBeTruthy();
    expect(totals()).toEqual(['2 articles au total', '1 acheté']);
    await u.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.getByText('Tomates — 8 pièce')).toBeTruthy());
    expect(screen.queryByText('Lait — 1 l')).toBeNull();
    expect(opsSent().map((op) => [op.kind, op.itemId, 'quantity' in op ? op.quantity : undefined])).toEqual([
      ['quantity', 'i1', 8],
      ['delete', 'i3', undefined],
    ]);
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

  it('a tick pushed live from another member of the household shows « coché par » and their name', async () => {
    setup();
    await screen.findByText('Tomates — 6 pièce');
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    const socket = FakeSocket.instances[0]!;
    act(() => socket.open());
    const ticked = shoppingListSchema.parse({
      ...LIST,
      items: LIST.items.map((i) => (i._id === 'i3' ? { ...i, purchased: true, purchasedByName: 'Alex' } : i)),
    });
    act(() => socket.push(ticked));
    await waitFor(() => expect(checkbox('Lait — 1 l').checked).toBe(true));
    expect(screen.getByText('coché par Alex').id).toBe(checkbox('Lait — 1 l').getAttribute('aria-describedby'));
  });

  it('« J’ai déjà » sends the item, shows it under « Vous avez sûrement déjà » with the server’s message; a refusal is explained', async () => {
    answers['POST /api/shopping/sl_1/items/i3/have'] = () =>
      stubAnswer(shoppingListResponseSchema, {
        success: true,
        message: SHOPPING_MESSAGES.movedToPantry,
        data: {
          ...LIST,
          updatedAt: '2099-01-01T00:00:00.000Z',
          items: LIST.items.map((i) => (i._id === 'i3' ? { ...i, category: PANTRY_CATEGORY } : i)),
        },
      });
    const u = setup();
    await u.click(await screen.findByRole('button', { name: 'J’ai déjà : Lait' }));
    await u.click(screen.getByRole('button', { name: 'Ranger dans mes placards' }));
    expect(await screen.findByText('Article rangé dans « Vous avez sûrement déjà »')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Vous avez sûrement déjà' }))
        .getByRole('checkbox')
        .closest('label')!.textContent,
    ).toBe('Lait — 1 l');
    expect(screen.queryByRole('region', { name: 'Crèmerie' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'J’ai déjà : Lait' })).toBeNull();
    // Already ticked: nothing to keep in the cupboard.
    expect(screen.queryByRole('button', { name: 'J’ai déjà : Courgettes' })).toBeNull();
    expect(calls.filter((c) => c.url.endsWith('/have')).map((c) => [c.method, c.url])).toEqual([
      ['POST', '/api/shopping/sl_1/items/i3/have'],
    ]);

    answers['POST /api/shopping/sl_1/items/i1/have'] = () => stubError(404, SHOPPING_MESSAGES.itemNotFound);
    await u.click(screen.getByRole('button', { name: 'J’ai déjà : Tomates' }));
    await u.click(screen.getByRole('button', { name: 'Ranger dans mes placards' }));
    expect((await screen.findByRole('alert')).textContent).toBe("Cet article n'est pas sur cette liste de courses.");
  });

  it('« Courses terminées » sends the list once per click and shows the server’s message', async () => {
    answers['POST /api/shopping/sl_1/finish'] = () =>
      stubAnswer(pantryResponseSchema, {
        success: true,
        message: 'Courses terminées : vos achats sont rangés dans vos placards',
        data: { mode: 'apart', items: [{ name: 'Courgettes', quantity: 3, unit: 'pièce' }] },
      });
    const u = setup();
    await u.click(await screen.findByRole('button', { name: 'Courses terminées' }));
    expect(await screen.findByText('Courses terminées : vos achats sont rangés dans vos placards')).toBeTruthy();
    expect(calls.filter((c) => c.url.endsWith('/finish')).map((c) => [c.method, c.url])).toEqual([['POST', '/api/shopping/sl_1/finish']]);
  });

  it('with the live socket open, a tick goes on the socket and is done when the list acknowledges it', async () => {
    const u = setup();
    await screen.findByText('Tomates — 6 pièce');
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    const socket = FakeSocket.instances[0]!;
    act(() => socket.open());
    await u.click(checkbox('Tomates — 6 pièce'));
    await waitFor(() => expect(socket.sent).toHaveLength(1));
    const message = JSON.parse(socket.sent[0]!) as {
      type: string;
      ops: { opId: string; kind: string; itemId: string; purchased: boolean }[];
    };
    expect(message.type).toBe('ops');
    expect(message.ops.map(({ kind, itemId, purchased }) => ({ kind, itemId, purchased }))).toEqual([
      { kind: 'purchase', itemId: 'i1', purchased: true },
    ]);
    expect(screen.getByText('1 modification en attente')).toBeTruthy();
    act(() => socket.push({ ...LIST, items: LIST.items.map((i) => (i._id === 'i1' ? { ...i, purchased: true } : i)) }));
    act(() => socket.onmessage?.({ data: JSON.stringify({ type: 'ack', opIds: [message.ops[0]!.opId] }) }));
    await waitFor(() => expect(screen.queryByText('1 modification en attente')).toBeNull());
    expect(checkbox('Tomates — 6 pièce').checked).toBe(true);
    expect(opsSent()).toHaveLength(0);
  });

  it('a list read again (when the network comes back) never replaces a newer push', async () => {
    answers['GET /api/shopping/sl_1'] = () =>
      stubAnswer(shoppingListResponseSchema, { success: true, data: { ...LIST, updatedAt: '2026-11-26T10:00:00.000Z' } });
    setup();
    await screen.findByText('Lait — 1 l');
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    const socket = FakeSocket.instances[0]!;
    act(() => socket.open());
    const ticked = {
      ...LIST,
      updatedAt: '2026-11-26T10:00:05.000Z',
      items: LIST.items.map((i) => (i._id === 'i3' ? { ...i, purchased: true } : i)),
    };
    act(() => socket.push(ticked));
    await waitFor(() => expect(checkbox('Lait — 1 l').checked).toBe(true));
    const reads = calls.filter((c) => c.url === '/api/shopping/sl_1').length;
    void act(() => window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/shopping/sl_1').length).toBeGreaterThan(reads));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(checkbox('Lait — 1 l').checked).toBe(true);
  });

  it('a Free user sees the Premium message and a Passer Premium link instead of the order form', async () => {
    setup();
    expect(await screen.findByText(MESSAGES.premiumOnly)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Passer Premium' }).getAttribute('href')).toBe('/subscription');
    expect(screen.queryByRole('button', { name: 'Commander' })).toBeNull();
  });

  it('a Premium user orders from Carrefour Drive and then sees the order summary', async () => {
    currentUser = user('premium');
    const orderDetails = { ...DEMO_ORDER, date: new Date().toISOString() };
    answers['POST /api/orders'] = () => {
      answers['GET /api/shopping/sl_1'] = () =>
        stubAnswer(shoppingListResponseSchema, {
          success: true,
          data: { ...LIST, status: 'ordered', driveOrderId: 'ord_42', orderDetails },
        });
      return stubAnswer(orderResponseSchema, {
        success: true,
        message: 'Commande envoyée avec succès au drive Carrefour!',
        data: { orderId: 'ord_42', orderDetails },
      });
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
    expect(await screen.findByText('Commande envoyée avec succès au drive Carrefour!')).toBeTruthy();
    expect(calls.find((c) => c.url === '/api/orders')!.body).toEqual({ shoppingListId: 'sl_1', provider: 'carrefour' });
    expect(await screen.findByText('En attente')).toBeTruthy();
    expect(screen.getByText('ord_42')).toBeTruthy();
    // The drive sandbox took the order: the summary says no real shop received it.
    expect(screen.getByText("Commande de démonstration : aucun magasin réel ne l'a reçue.")).toBeTruthy();
    expect(screen.getByText('Total du panier').nextElementSibling!.textContent).toBe('7,16\u00a0€');
    expect(screen.queryByRole('button', { name: 'Commander' })).toBeNull();
  });

  it('the summary of a demonstration order: « mode démonstration », the basket total, the products not ordered and why, the status in French', async () => {
    answers['GET /api/shopping/sl_1'] = () =>
      stubAnswer(shoppingListResponseSchema, {
        success: true,
        data: { ...LIST, status: 'ordered', driveOrderId: 'CRF-20251124-ABCDEF', orderDetails: { ...DEMO_ORDER, status: 'confirmed' } },
      });
    setup();
    const heading = await screen.findByRole('heading', { level: 3 });
    expect(heading.textContent).toBe('Commande envoyéemode démonstration');
    expect(within(heading).getByText('mode démonstration')).toBeTruthy();
    expect(screen.getByText("Commande de démonstration : aucun magasin réel ne l'a reçue.")).toBeTruthy();
    expect(screen.getByText('Statut').nextElementSibling!.textContent).toBe('Confirmée');
    expect(screen.getByText('Total du panier').nextElementSibling!.textContent).toBe('7,16\u00a0€');
    const missing = screen.getByRole('list', { name: 'Produits non commandés' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Basilic frais — en rupture de stock', 'Poudre de licorne — introuvable au drive']);
  });

  it('an order a real drive received, ready: no demonstration label, nothing missing, « Prête »', async () => {
    const real = { ...DEMO_ORDER, status: 'ready', demo: false, missing: [], total: 42.5 };
    answers['GET /api/shopping/sl_1'] = () =>
      stubAnswer(shoppingListResponseSchema, {
        success: true,
        data: { ...LIST, status: 'ordered', driveOrderId: 'CRF-20251124-ABCDEF', orderDetails: real },
      });
    setup();
    expect((await screen.findByRole('heading', { level: 3 })).textContent).toBe('Commande envoyée');
    expect(screen.queryByText(/démonstration/)).toBeNull();
    expect(screen.getByText('Statut').nextElementSibling!.textContent).toBe('Prête');
    expect(screen.getByText('Total du panier').nextElementSibling!.textContent).toBe('42,50\u00a0€');
    expect(screen.queryByRole('list', { name: 'Produits non commandés' })).toBeNull();
  });

  it('shows the server message when the order is refused, else the fallback text', async () => {
    currentUser = user('premium');
    answers['POST /api/orders'] = () => stubError(403, MESSAGES.premiumOnly);
    const u = setup();
    await u.click(await screen.findByRole('button', { name: 'Commander' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.premiumOnly);
    answers['POST /api/orders'] = () => new Response('oops', { status: 502 });
    await u.click(screen.getByRole('button', { name: 'Commander' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MESSAGES.driveOrderError));
  });

  it('shows the summary of a list already ordered', async () => {
    answers['GET /api/shopping/sl_1'] = () =>
      stubAnswer(shoppingListResponseSchema, {
        success: true,
        data: {
          ...LIST,
          status: 'ordered',
          driveOrderId: 'ord_7',
          orderDetails: { provider: 'carrefour', status: 'pending', date: '2025-11-24T16:30:00.000Z' },
        },
      });
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

  it('a list shown once opens again without network from this device’s copy, with the changes made since on top', async () => {
    answers['POST /api/shopping/sl_1/ops'] = (body) => stubAnswer(shoppingListResponseSchema, { success: true, data: applied(body) });
    setup();
    await screen.findByText('Tomates — 6 pièce');
    // Nothing was on this device before this first read: the copy the next visit finds is the screen's own.
    await waitFor(async () => expect(await listCopy('sl_1')).not.toBeNull());
    cleanup();

    // In the shop: no network at all, the page opened again.
    answers['GET /api/shopping/sl_1'] = () => {
      throw new TypeError('Failed to fetch');
    };
    answers['POST /api/shopping/sl_1/ops'] = () => {
      throw new TypeError('Failed to fetch');
    };
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const u = setup();
    expect(await screen.findByText('Tomates — 6 pièce')).toBeTruthy();
    expect(totals()).toEqual(['3 articles au total', '1 acheté']);
    await u.click(checkbox('Lait — 1 l'));
    expect(await screen.findByText('1 modification en attente')).toBeTruthy();
    cleanup();

    // Opened once more, still offline: the copy and the tick waiting on top of it.
    setup();
    expect(await screen.findByText('1 modification en attente')).toBeTruthy();
    expect(checkbox('Lait — 1 l').checked).toBe(true);
    expect(totals()).toEqual(['3 articles au total', '2 achetés']);
    expect(screen.queryByText('Impossible de charger cette liste de courses')).toBeNull();
  });

  it('without network, a list never shown on this device cannot be loaded', async () => {
    answers['GET /api/shopping/sl_1'] = () => {
      throw new TypeError('Failed to fetch');
    };
    setup();
    expect((await screen.findByRole('alert')).textContent).toBe('Impossible de charger cette liste de courses');
  });

  it('a failed load shows Impossible de charger cette liste de courses', async () => {
    answers['GET /api/shopping/sl_1'] = () => stubError(500, 'Erreur interne');
    setup();
    expect((await screen.findByRole('alert')).textContent).toBe('Impossible de charger cette liste de courses');
  });
});

describe('ShoppingListPage: the estimate before ordering', () => {
  const PRICED: ShoppingList = {
    ...LIST,
    items: [
      { ...LIST.items[0]!, price: 4.98, pack: { label: '2 × Tomates grappe 500 g', count: 2, size: 500, unit: 'g' } },
      { ...LIST.items[1]! },
      { ...LIST.items[2]!, price: 1.09, pack: { label: '1 × Lait demi-écrémé 1 L', count: 1, size: 1000, unit: 'ml' } },
    ],
    estimatedTotal: 6.07,
    unpriced: ['Courgettes'],
  };

  it('shows the total, the lines without a price, and follows the pushed list', async () => {
    answers['GET /api/shopping/sl_1'] = () => stubAnswer(shoppingListResponseSchema, { success: true, data: PRICED });
    setup();
    const total = await screen.findByText(/^Total estimé/);
    expect(total.textContent).toBe('Total estimé : 6,07\u00a0€');
    expect(screen.getByText(/^Sans prix/).textContent).toBe('Sans prix : Courgettes');
    expect(screen.getByText('2 × Tomates grappe 500 g')).toBeTruthy();
    // The milk's quantity changed on another phone: the server dropped its price.
    const socket = FakeSocket.instances[0]!;
    act(() => socket.open());
    const { price: _price, ...milk } = PRICED.items[2]!;
    act(() => socket.push({ ...PRICED, items: [PRICED.items[0]!, PRICED.items[1]!, { ...milk, quantity: 2 }], estimatedTotal: 4.98 }));
    await waitFor(() => expect(screen.getByText(/^Total estimé/).textContent).toBe('Total estimé : 4,98\u00a0€'));
    expect(screen.getByText(/^Sans prix/).textContent).toBe('Sans prix : Courgettes, Lait');
  });

  it('a list without any price says « Prix indisponibles »', async () => {
    setup();
    expect(await screen.findByText('Prix indisponibles')).toBeTruthy();
    expect(screen.queryByText(/^Total estimé/)).toBeNull();
  });
});
