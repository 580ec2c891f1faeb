import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { importRecipeResponseSchema } from '@shared/schemas/recipe-import';
import { stubApi, stubAnswer } from '@web/test/api-stub';
import { anImportedRecipe } from '../import/test-fixtures';
import ImportFromPagePage from './import-from-page-page';

const PAGE_URL = 'https://cuisine.example/tarte-aux-pommes';
const HTML = '<html><body><h1>Tarte aux pommes</h1></body></html>';
let opener: { postMessage: ReturnType<typeof vi.fn> } | null;

beforeEach(() => {
  opener = { postMessage: vi.fn() };
  Object.defineProperty(window, 'opener', { configurable: true, get: () => opener });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(window, 'opener', { configurable: true, value: null });
});

function renderAt(url = `/mes-recettes/importer/envoi?url=${encodeURIComponent(PAGE_URL)}`) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/mes-recettes/importer/envoi" element={<ImportFromPagePage />} />
          <Route path="/recette/:recipeId" element={<p>Page de la recette</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/** A message as the browser delivers it to the receiving window. */
function deliver(data: unknown, { origin = 'https://cuisine.example', source = opener as unknown } = {}) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
  });
}

describe('ImportFromPagePage (the window « Envoyer à Popote » opens)', () => {
  it('tells its opener it is ready, takes the page from it, and imports it as { url, html } on the press', async () => {
    const calls = stubApi({
      'POST /api/recipes/import': () =>
        stubAnswer(
          importRecipeResponseSchema,
          { success: true, message: 'Recette importée avec succès', data: { recipe: anImportedRecipe() } },
          201,
        ),
    });
    const user = renderAt();
    expect(screen.getByRole('status').textContent).toBe('Réception de la page...');
    expect(opener!.postMessage).toHaveBeenCalledWith({ type: 'popote-ready' }, '*');

    // Neither another window, nor another origin's page, nor another shape is taken.
    deliver({ type: 'popote-import', url: PAGE_URL, html: HTML }, { source: { other: true } });
    deliver({ type: 'popote-import', url: PAGE_URL, html: HTML }, { origin: 'https://evil.example' });
    deliver({ type: 'popote-import', url: PAGE_URL, html: HTML, extra: 1 });
    expect(screen.getByRole('status').textContent).toBe('Réception de la page...');

    deliver({ type: 'popote-import', url: PAGE_URL, html: HTML });
    expect(screen.getByText('Page reçue : cuisine.example')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Importer cette recette' }));
    await screen.findByText('Page de la recette');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/recipes/import', body: { url: PAGE_URL, html: HTML } },
    ]);
  });

  it('without an opener, says the page did not come and fills the link form from the address', () => {
    opener = null;
    stubApi({});
    renderAt();
    expect(screen.getByText('Votre navigateur n’a pas transmis la page. Vous pouvez l’importer par son lien :')).toBeTruthy();
    expect((screen.getByLabelText('Lien de la recette') as HTMLInputElement).value).toBe(PAGE_URL);
  });

  it('refuses a page over 5 Mo without sending it', async () => {
    const calls = stubApi({});
    const user = renderAt();
    deliver({ type: 'popote-import', url: PAGE_URL, html: 'x'.repeat(5 * 1024 * 1024 + 1) });
    await user.click(screen.getByRole('button', { name: 'Importer cette recette' }));
    expect(screen.getByRole('alert').textContent).toBe('Cette page dépasse la taille maximale de 5 Mo.');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});
