import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Link, MemoryRouter } from 'react-router';
import { currentShoppingListResponseSchema } from '@shared/schemas/shopping';
import { userResponseSchema } from '@shared/schemas/users';
import { setCurrentListRemaining } from '@web/lib/current-shopping-list';
import { SessionProvider } from '@web/lib/session';
import { stubAnswer, stubApi } from '@web/test/api-stub';
import { aUser } from '@web/test/fixtures';
import { CartBadge } from './cart-badge';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderBadge() {
  localStorage.setItem('user', JSON.stringify({ ...aUser(), token: 'tok' }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <SessionProvider>
          <CartBadge icon={null} />
          <Link to="/mes-recettes">Mes Recettes</Link>
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { client, user: userEvent.setup() };
}

describe('CartBadge', () => {
  it('reads the current list through the query cache, follows the list screen without a request, and reads again on navigation', async () => {
    let remaining = 3;
    const calls = stubApi({
      'GET /api/users/profile': () => stubAnswer(userResponseSchema, { success: true, data: aUser() }),
      'GET /api/shopping/current': () =>
        stubAnswer(currentShoppingListResponseSchema, { success: true, data: { id: 'sl_1', remaining, total: 5 } }),
    });
    const { client, user } = renderBadge();
    const badge = await screen.findByRole('link', { name: 'Liste de courses : 3 articles à acheter' });
    expect(badge.getAttribute('href')).toBe('/shopping-lists/sl_1');
    const reads = () => calls.filter((c) => c.path === '/api/shopping/current').length;
    const before = reads();

    act(() => setCurrentListRemaining(client, 'sl_1', 1));
    expect(await screen.findByRole('link', { name: 'Liste de courses : 1 article à acheter' })).toBeTruthy();
    // Another list's count does not touch the badge.
    act(() => setCurrentListRemaining(client, 'sl_other', 0));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('link', { name: 'Liste de courses : 1 article à acheter' })).toBeTruthy();
    expect(reads()).toBe(before);

    remaining = 0;
    await user.click(screen.getByRole('link', { name: 'Mes Recettes' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Liste de courses' })).toBeTruthy());
    expect(reads()).toBe(before + 1);
  });
});
