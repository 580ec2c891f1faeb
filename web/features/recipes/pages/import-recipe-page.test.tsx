import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { importRecipeResponseSchema } from '@shared/schemas/recipe-import';
import { recipeDetailResponseSchema } from '@shared/schemas/recipes';
import { stubApi, stubAnswer, stubError, type ApiCall } from '@web/test/api-stub';
import { anImportedRecipe } from '../import/test-fixtures';
import ImportRecipePage from './import-recipe-page';
import RecipePage from './recipe-page';

const RECIPE = anImportedRecipe();
const imported = (status: 200 | 201) =>
  stubAnswer(
    importRecipeResponseSchema,
    {
      success: true,
      message: status === 201 ? 'Recette importée avec succès' : 'Cette recette est déjà dans vos recettes',
      data: { recipe: RECIPE },
    },
    status,
  );
const detail = () =>
  stubAnswer(recipeDetailResponseSchema, {
    success: true,
    data: { recipe: RECIPE, familyTree: { id: RECIPE.id, title: RECIPE.title, generatedAt: RECIPE.generatedAt, children: [] } },
  });

function renderAt(url = '/mes-recettes/importer') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/mes-recettes/importer" element={<ImportRecipePage />} />
          <Route path="/recette/:recipeId" element={<RecipePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const submit = () => screen.getByRole('button', { name: /Importer la recette|Chargement/ });
const posts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST' && c.path === '/api/recipes/import');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ImportRecipePage (/mes-recettes/importer)', () => {
  it('imports a link: busy « Chargement... », then the recipe’s page says « Recette importée »', async () => {
    let answer!: (r: Response) => void;
    const calls = stubApi({
      'POST /api/recipes/import': () => new Promise<Response>((resolve) => (answer = resolve)),
      'GET /api/meals/recipe/imp1': detail,
    });
    const user = renderAt();
    expect(screen.getByRole('heading', { level: 1, name: 'Importer une recette' })).toBeTruthy();
    await user.type(screen.getByLabelText('Lien de la recette'), 'https://cuisine.example/tarte-aux-pommes');
    await user.click(submit());
    expect(submit().textContent).toBe('Chargement...');
    expect((submit() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Import de la recette en cours...').getAttribute('role')).toBe('status');
    answer(imported(201));
    await screen.findByRole('heading', { level: 1, name: 'Tarte aux pommes' });
    const notice = screen.getByText('Recette importée').closest('[role="status"]');
    expect(notice).not.toBeNull();
    await waitFor(() => expect(document.activeElement?.contains(notice)).toBe(true));
    expect(posts(calls).map((c) => c.body)).toEqual([{ url: 'https://cuisine.example/tarte-aux-pommes' }]);
  });

  it('says « Cette recette est déjà dans vos recettes » when the link was already imported (200)', async () => {
    stubApi({ 'POST /api/recipes/import': () => imported(200), 'GET /api/meals/recipe/imp1': detail });
    const user = renderAt();
    await user.type(screen.getByLabelText('Lien de la recette'), 'https://cuisine.example/tarte-aux-pommes');
    await user.click(submit());
    await screen.findByRole('heading', { level: 1, name: 'Tarte aux pommes' });
    expect(screen.getByText('Cette recette est déjà dans vos recettes')).toBeTruthy();
    expect(screen.queryByText('Recette importée')).toBeNull();
  });

  it('shows the server’s refusal as it is worded, in an alert that takes the focus, and stays on the form', async () => {
    const message = "Nous n'avons pas trouvé de recette sur cette page.";
    stubApi({ 'POST /api/recipes/import': () => stubError(422, message) });
    const user = renderAt();
    await user.type(screen.getByLabelText('Lien de la recette'), 'https://cuisine.example/a-propos');
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(message);
    await waitFor(() => expect(document.activeElement?.contains(alert)).toBe(true));
    expect(submit().textContent).toBe('Importer la recette');
  });

  it('checks the link and the text before sending anything, with French messages on the field', async () => {
    const calls = stubApi({ 'POST /api/recipes/import': () => imported(201), 'GET /api/meals/recipe/imp1': detail });
    const user = renderAt();
    await user.click(submit());
    const field = screen.getByLabelText('Lien de la recette');
    expect(screen.getByRole('alert').textContent).toBe('Indiquez le lien de la recette.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    await user.type(field, 'tarte aux pommes');
    await user.click(submit());
    expect(screen.getByRole('alert').textContent).toBe(
      "Ce lien n'est pas une adresse web valide (elle doit commencer par http:// ou https://).",
    );

    await user.click(screen.getByRole('radio', { name: 'Un texte collé' }));
    await user.click(submit());
    expect(screen.getByRole('alert').textContent).toBe('Collez le texte de la recette.');
    await user.type(screen.getByLabelText('Texte de la recette'), '   ');
    await user.click(submit());
    expect(screen.getByRole('alert').textContent).toBe('Collez le texte de la recette.');
    expect(posts(calls)).toHaveLength(0);

    await user.type(screen.getByLabelText('Texte de la recette'), 'Crêpes{Enter}250 g de farine');
    await user.click(submit());
    await screen.findByText('Recette importée');
    expect(posts(calls).map((c) => c.body)).toEqual([{ text: '   Crêpes\n250 g de farine' }]);
  });

  it('as the share target, fills the link Android puts in `text` and waits for the press', async () => {
    const calls = stubApi({ 'POST /api/recipes/import': () => imported(201), 'GET /api/meals/recipe/imp1': detail });
    const user = renderAt(
      `/mes-recettes/importer?title=Tarte&text=${encodeURIComponent('Tarte aux pommes https://cuisine.example/tarte-aux-pommes')}`,
    );
    expect((screen.getByLabelText('Lien de la recette') as HTMLInputElement).value).toBe('https://cuisine.example/tarte-aux-pommes');
    expect(screen.getByText('Lien reçu par le partage : vérifiez-le, puis importez la recette.')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
    await user.click(submit());
    await screen.findByText('Recette importée');
    expect(posts(calls).map((c) => c.body)).toEqual([{ url: 'https://cuisine.example/tarte-aux-pommes' }]);
  });

  it('as the share target, puts a shared text without a link in the text field', () => {
    stubApi({});
    renderAt(`/mes-recettes/importer?text=${encodeURIComponent('Soupe\n2 poireaux')}`);
    expect((screen.getByRole('radio', { name: 'Un texte collé' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Texte de la recette') as HTMLTextAreaElement).value).toBe('Soupe\n2 poireaux');
  });

  it('offers « Envoyer à Popote » as a javascript: bookmark for this origin, set on the element', async () => {
    stubApi({});
    const user = renderAt();
    const link = screen.getByRole('link', { name: 'Envoyer à Popote' });
    const href = link.getAttribute('href') ?? '';
    expect(href.startsWith('javascript:(function(){var o="http://localhost:3000"')).toBe(true);
    expect(href).toContain('"http://localhost:3000/mes-recettes/importer/envoi?url="');
    await user.click(link);
    expect(screen.getByText('Ce bouton s’utilise depuis vos favoris, sur la page d’une recette.')).toBeTruthy();
  });
});
