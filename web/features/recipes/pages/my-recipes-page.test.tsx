import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { z } from '@shared/validation';
import { userTreesResponseSchema } from '@shared/schemas/recipes';
import { stubAnswer } from '@web/test/api-stub';
import MyRecipesPage from './my-recipes-page';

function stubTrees(answer: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer()),
  );
}
function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MyRecipesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
const json = (body: z.input<typeof userTreesResponseSchema>) => stubAnswer(userTreesResponseSchema, body);

afterEach(() => vi.unstubAllGlobals());

describe('MyRecipesPage', () => {
  it('shows a spinner, then one family tree per tree, each version a link', async () => {
    stubTrees(() =>
      json({
        success: true,
        recipeTrees: [
          {
            tree: {
              id: 'a',
              title: 'Soupe',
              generatedAt: '2026-01-02T10:00:00Z',
              children: [{ id: 'a2', title: 'Soupe épicée', generatedAt: '2026-01-03T10:00:00Z', children: [] }],
            },
          },
          { tree: { id: 'b', title: 'Tarte', generatedAt: '2026-01-04T10:00:00Z', children: [] } },
        ],
      }),
    );
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Mes Recettes' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Chargement');
    const soupe = await screen.findByRole('list', { name: 'Versions de la recette : Soupe' });
    expect(
      within(soupe)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/recette/a', '/recette/a2']);
    expect(screen.getByText('2 versions')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Versions de la recette : Tarte' })).toBeTruthy();
  });

  it('credits an imported recipe’s source (a new tab that learns nothing of Popote) and its author, and nothing on the others', async () => {
    stubTrees(() =>
      json({
        success: true,
        recipeTrees: [
          {
            tree: {
              id: 'imp1',
              title: 'Tarte aux pommes',
              generatedAt: '2026-01-05T10:00:00Z',
              source: { url: 'https://cuisine.example/tarte-aux-pommes', host: 'cuisine.example', author: 'Mamie Jeanne' },
              children: [],
            },
          },
          {
            tree: {
              id: 'imp2',
              title: 'Gratin',
              generatedAt: '2026-01-04T10:00:00Z',
              source: { url: 'https://recettes.example/gratin', host: 'recettes.example' },
              children: [],
            },
          },
          { tree: { id: 'b', title: 'Soupe', generatedAt: '2026-01-03T10:00:00Z', children: [] } },
        ],
      }),
    );
    renderPage();
    const cards = (await screen.findAllByRole('listitem')).filter((li) => li.querySelector('h2'));
    expect(cards.map((li) => li.querySelector('h2')?.textContent)).toEqual(['Tarte aux pommes', 'Gratin', 'Soupe']);
    const [tarte, gratin, soupe] = cards as [HTMLElement, HTMLElement, HTMLElement];

    const link = within(tarte).getByRole('link', { name: 'cuisine.example' });
    expect(link.getAttribute('href')).toBe('https://cuisine.example/tarte-aux-pommes');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.parentElement?.textContent).toBe('Source : cuisine.example');
    expect(within(tarte).getByText('Auteur : Mamie Jeanne')).toBeTruthy();

    expect(within(gratin).getByRole('link', { name: 'recettes.example' }).parentElement?.textContent).toBe('Source : recettes.example');
    expect(within(gratin).queryByText(/^Auteur :/)).toBeNull();

    expect(within(soupe).queryByText(/^Source :/)).toBeNull();
    expect(within(soupe).queryByText(/^Auteur :/)).toBeNull();
  });

  it('invites to the inspiration page when there is no tree', async () => {
    stubTrees(() => json({ success: true, recipeTrees: [] }));
    renderPage();
    expect((await screen.findByRole('link', { name: 'Trouver une inspiration' })).getAttribute('href')).toBe('/inspirations-repas');
  });

  it('offers « Importer une recette », which opens the import form', async () => {
    stubTrees(() => json({ success: true, recipeTrees: [] }));
    renderPage();
    expect(screen.getByRole('link', { name: 'Importer une recette' }).getAttribute('href')).toBe('/mes-recettes/importer');
    await screen.findByRole('link', { name: 'Trouver une inspiration' });
  });
});
