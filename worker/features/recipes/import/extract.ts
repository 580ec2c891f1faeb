// The recipe of a web page, read from its schema.org data: the JSON-LD blocks first (what nearly
// every recipe site publishes for search engines), the microdata when there is no JSON-LD recipe.
// Both are read with the runtime's streaming HTMLRewriter, never with a DOM: nothing of the page
// is run or rendered. README.md of this folder: shapes handled, limits, what counts as a recipe.
import type { ExtractedRecipe } from '@shared/schemas/recipe-import';
import { findRecipeNodes, MAX_BLOCKS, parseBlock } from './json-ld';
import { readMicrodataRecipes } from './microdata';
import { readRecipeNode } from './recipe-node';

interface PageScan {
  blocks: string[];
  title: string;
  ogTitle: string | undefined;
  /** A microdata Recipe item, or ingredient properties: worth a second pass. */
  hasMicrodataRecipe: boolean;
}

/** One pass over the page: the text of each JSON-LD script, the page's titles, and whether microdata declares a Recipe. */
async function scanPage(html: string): Promise<PageScan> {
  const scan: PageScan = { blocks: [], title: '', ogTitle: undefined, hasMicrodataRecipe: false };
  let inJsonLd = false;
  let titles = 0;
  const rewriter = new HTMLRewriter()
    .on('script', {
      element(el) {
        const type = (el.getAttribute('type') ?? '').split(';')[0]!.trim().toLowerCase();
        inJsonLd = type === 'application/ld+json' && scan.blocks.length < MAX_BLOCKS;
        if (inJsonLd) scan.blocks.push('');
      },
      text(chunk) {
        if (inJsonLd) scan.blocks[scan.blocks.length - 1] += chunk.text;
        if (chunk.lastInTextNode) inJsonLd = false;
      },
    })
    .on('title', {
      element() {
        titles += 1;
      },
      text(chunk) {
        // The document's own title only, not the <title> of an inline SVG further down.
        if (titles === 1 && scan.title.length < 1000) scan.title += chunk.text;
      },
    })
    .on('meta[property="og:title"]', {
      element(el) {
        scan.ogTitle ??= el.getAttribute('content') ?? undefined;
      },
    })
    .on('[itemtype]', {
      element(el) {
        if (/schema\.org\/Recipe(?:\s|$)/i.test(el.getAttribute('itemtype') ?? '')) scan.hasMicrodataRecipe = true;
      },
    })
    .on('[itemprop~="recipeIngredient"], [itemprop~="ingredients"]', {
      element() {
        scan.hasMicrodataRecipe = true;
      },
    });
  await rewriter.transform(new Response(html)).arrayBuffer();
  return scan;
}

/**
 * The recipe of a page, or null when it has none. A recipe needs a title (its `name`, else its
 * `headline`, else the page's og:title or <title>) and at least one ingredient line. Invalid JSON-LD
 * blocks are skipped; among several recipes the first one with ingredients is taken.
 */
export async function extractRecipe(html: string, pageUrl: string): Promise<ExtractedRecipe | null> {
  const scan = await scanPage(html);
  const page = { url: pageUrl, title: scan.ogTitle || scan.title };
  const blocks = scan.blocks.map(parseBlock).filter((block) => block !== undefined);
  const { recipes, byId } = findRecipeNodes(blocks);
  for (const node of recipes) {
    const recipe = readRecipeNode(node, byId, page, 'json-ld');
    if (recipe) return recipe;
  }
  if (!scan.hasMicrodataRecipe) return null;
  for (const node of await readMicrodataRecipes(html)) {
    const recipe = readRecipeNode(node, new Map(), page, 'microdata');
    if (recipe) return recipe;
  }
  return null;
}
