import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { shoppingListResponseSchema, type ShoppingList } from '@shared/schemas/shopping';
import { userResponseSchema } from '@shared/schemas/users';
import { SessionProvider } from '@web/lib/session';
import { stubAnswer, stubApi, stubError } from '@web/test/api-stub';
import { aUser } from '@web/test/fixtures';
import ShoppingListPage from './shopping-list-page';

// A member who left the household (or was removed) while the list was open: the next read says
// the list is gone instead of keeping the old household's list on screen.
const LIST: ShoppingList = {
  _id: 'sl_1',
  id: 'sl_1',
  mealPlan: null,
  status: 'active',
  driveOrderId: null,
  orderDetails: null,
  items: [{ _id: 'i1', name: 'Tomates', quantity: 6, unit: 'pièce', category: 'Fruits et légumes', purchased: false }],
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ShoppingListPage, the list no longer the account’s', () => {
  it('a re-read answered 404 replaces the list on screen by « Liste de courses non trouvée »', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // No live socket in this test: the list is read by HTTP only.
    vi.stubGlobal('WebSocket', undefined);
    let gone = false;
    stubApi({
      'GET /api/users/profile': () => stubAnswer(userResponseSchema, { success: true, data: aUser() }),
      'GET /api/shopping/sl_1': () =>
        gone ? stubError(404, 'Liste de courses non trouvée') : stubAnswer(shoppingListResponseSchema, { success: true, data: LIST }),
    });
    localStorage.setItem('user', JSON.stringify({ ...aUser(), token: 'tok' }));
    const router = createMemoryRouter(
      [
        {
          element: (
            <SessionProvider>
              <Outlet />
            </SessionProvider>
          ),
          children: [{ path: '/liste-courses/:id', element: <ShoppingListPage /> }],
        },
      ],
      { initialEntries: ['/liste-courses/sl_1'] },
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Tomates — 6 pièce')).toBeTruthy();

    gone = true;
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Liste de courses non trouvée');
    expect(screen.queryByText('Tomates — 6 pièce')).toBeNull();
  });
});
