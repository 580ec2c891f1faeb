import type { ExtractedRecipe } from '@shared/schemas/recipe-import';
import { extractRecipe } from './extract';
import { fetchRecipePage, type FetchPageOptions } from './fetch-page';
import { ImportError } from './import-error';

/**
 * The recipe at a link: the page fetched with every guard of fetchRecipePage, then read. Throws an
 * ImportError, 'no-recipe' (422) when the page holds no recipe. `sourceUrl` is the address after redirects.
 */
export async function readRecipeAtLink(link: string, opts: FetchPageOptions = {}): Promise<ExtractedRecipe> {
  const page = await fetchRecipePage(link, opts);
  const recipe = await extractRecipe(page.html, page.url);
  if (!recipe) throw new ImportError('no-recipe');
  return recipe;
}
