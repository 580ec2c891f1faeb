import { describe, expect, it } from 'vitest';
import * as pages from './fixtures/pages';
import { ImportError } from './import-error';
import { readRecipeAtLink } from './read-link';

const html = (body: string) => new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });

describe('readRecipeAtLink', () => {
  it('reads the recipe of the page a link redirects to, with the final address as its source', async () => {
    const fetchPage = (async (input: RequestInfo | URL) =>
      String(input) === 'https://lien.example.fr/r'
        ? new Response(null, { status: 301, headers: { location: 'https://blog.example.fr/gratin/' } })
        : html(pages.yoastGraph)) as typeof fetch;
    const recipe = await readRecipeAtLink('https://lien.example.fr/r', { fetch: fetchPage });
    expect(recipe).toMatchObject({ title: 'Gratin dauphinois', sourceUrl: 'https://blog.example.fr/gratin/', origin: 'json-ld' });
  });

  it('answers 422 « Nous n’avons pas trouvé de recette sur cette page. » for a page without a recipe', async () => {
    const fetchPage = (async () => html(pages.noRecipe)) as typeof fetch;
    const error = await readRecipeAtLink('https://journal.example.fr/article', { fetch: fetchPage }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportError);
    expect(error).toMatchObject({ kind: 'no-recipe', status: 422, message: "Nous n'avons pas trouvé de recette sur cette page." });
  });
});
