import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { recipeAnswerSchema, searchResponseSchema, type SearchResult } from '@shared/schemas/recipes';
import { stubAnswer, stubError } from '@web/test/api-stub';
import { aRecipe } from '@web/test/fixtures';
import { HeaderSearch } from './header-search';

type Call = { method: string; url: URL; body: unknown };
function stubApi(routes: Record<string, (url: URL, body: unknown) => unknown>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const url = new URL(input, 'http://localhost');
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      const handler = routes[`${method} ${url.pathname}`];
      const out = handler ? await handler(url, body) : new Response('{"success":false}', { status: 500 });
      return out instanceof Response ? out : new Response(JSON.stringify(out), { status: 200 });
    }),
  );
  return calls;
}
const RESULTS: SearchResult[] = [
  { id: 'u1', title: 'Gratin de courgettes', description: 'Ma version', source: 'user' },
  { id: 'c9', title: 'Gratin dauphinois', description: 'Classique', source: 'corpus' },
];
function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}
function renderSearch() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <HeaderSearch />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}
const box = () => screen.getByRole('combobox', { name: 'Rechercher une recette' });
const location = () => screen.getByTestId('location').textContent;

afterEach(() => vi.unstubAllGlobals());

describe('HeaderSearch', () => {
  it('searches from 2 characters, once typing pauses, and lists the results', async () => {
    const calls = stubApi({
      'GET /api/recipes/search': () => stubAnswer(searchResponseSchema, { success: true, data: { results: RESULTS } }),
    });
    const user = renderSearch();
    await user.type(box(), 'g');
    await new Promise((r) => setTimeout(r, 400));
    expect(calls).toHaveLength(0);
    expect(box().getAttribute('aria-expanded')).toBe('false');
    await user.type(box(), 'rat');
    const listbox = await screen.findByRole('listbox');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url.searchParams.get('q')).toBe('grat');
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Gratin de courgettesMa recetteMa version', 'Gratin dauphinoisCatalogueClassique']);
  });

  it('moves with the arrow keys and opens a user recipe with Enter', async () => {
    stubApi({ 'GET /api/recipes/search': () => stubAnswer(searchResponseSchema, { success: true, data: { results: RESULTS } }) });
    const user = renderSearch();
    await user.type(box(), 'gratin');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    expect(box().getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getAllByRole('option')[0]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(location()).toBe('/recette/u1');
    expect((box() as HTMLInputElement).value).toBe('');
  });

  it('copies a catalogue recipe for the user first, then opens it', async () => {
    const calls = stubApi({
      'GET /api/recipes/search': () => stubAnswer(searchResponseSchema, { success: true, data: { results: RESULTS } }),
      'POST /api/recipes/from-corpus': () =>
        stubAnswer(recipeAnswerSchema, { success: true, message: 'ok', recipe: aRecipe({ id: 'mine-1' }) }),
    });
    const user = renderSearch();
    await user.type(box(), 'dauph');
    await user.click(await screen.findByRole('option', { name: /Gratin dauphinois/ }));
    await waitFor(() => expect(location()).toBe('/recette/mine-1'));
    expect(calls.at(-1)?.body).toEqual({ sourceRecipeId: 'c9' });
  });

  it('says when nothing is found, and when the catalogue copy fails', async () => {
    stubApi({
      'GET /api/recipes/search': (url) =>
        stubAnswer(searchResponseSchema, { success: true, data: { results: url.searchParams.get('q') === 'zz' ? [] : RESULTS } }),
    });
    const user = renderSearch();
    await user.type(box(), 'zz');
    expect((await screen.findByRole('status')).textContent).toBe('Aucune recette trouvée');
    await user.clear(box());
    await user.type(box(), 'dauph');
    await user.click(await screen.findByRole('option', { name: /Gratin dauphinois/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('Erreur lors de la création de la recette');
    expect(location()).toBe('/dashboard');
  });

  it('says when the search fails, and searches again for another term', async () => {
    stubApi({
      'GET /api/recipes/search': (url) =>
        url.searchParams.get('q') === 'panne'
          ? stubError(500, 'Erreur interne du serveur')
          : stubAnswer(searchResponseSchema, { success: true, data: { results: RESULTS } }),
    });
    const user = renderSearch();
    await user.type(box(), 'panne');
    expect((await screen.findByRole('alert')).textContent).toBe('La recherche a échoué. Veuillez réessayer.');
    await user.clear(box());
    await user.type(box(), 'gratin');
    expect(await screen.findAllByRole('option')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('closes with Escape', async () => {
    stubApi({ 'GET /api/recipes/search': () => stubAnswer(searchResponseSchema, { success: true, data: { results: RESULTS } }) });
    const user = renderSearch();
    await user.type(box(), 'gratin');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });
});
