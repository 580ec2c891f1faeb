// schema.org microdata (`itemscope itemtype=".../Recipe"` and `itemprop`) read in one streaming pass
// with the runtime's HTMLRewriter, into the same shape as a JSON-LD node so that one reader
// (recipe-node.ts) handles both. Every property is a list, as in microdata.
import type { Node } from './json-ld';

/** Properties read per page at most, and characters per property: a hostile page cannot fill the memory with them. */
const MAX_PROPERTIES = 20_000;
const MAX_TEXT = 1_000_000;

/** Elements whose value is an attribute rather than their text (the microdata rules). */
const VALUE_ATTRIBUTE: Record<string, string> = {
  img: 'src',
  audio: 'src',
  video: 'src',
  source: 'src',
  embed: 'src',
  iframe: 'src',
  a: 'href',
  area: 'href',
  link: 'href',
  time: 'datetime',
  data: 'value',
  meter: 'value',
};

/** Tags that start a new line of text: a list of steps in one `recipeInstructions` keeps its lines. */
const LINE_BREAKING = new Set(['br', 'p', 'div', 'li', 'ol', 'ul', 'tr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'section', 'article', 'hr']);
/** Tags whose text is no readable content. */
const HIDDEN = new Set(['script', 'style', 'template', 'noscript']);

/** Elements that never have an end tag, so no content. */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
  'param',
  'keygen',
]);

/** Runs `fn` at the element's end tag; false when it has none (a void element, `<path/>` in an SVG). */
function atEndTag(el: Element, fn: () => void): boolean {
  if (VOID.has(el.tagName.toLowerCase())) return false;
  try {
    el.onEndTag(fn);
    return true;
  } catch {
    return false;
  }
}

interface Scope {
  node: Node;
}
interface Collector {
  scope: Scope;
  names: string[];
  text: string;
}

const addProperty = (scope: Scope, names: readonly string[], value: unknown) => {
  for (const name of names) {
    const list = scope.node[name];
    if (Array.isArray(list)) list.push(value);
    else scope.node[name] = [value];
  }
};

/**
 * The page's recipes: its items of type Recipe in page order, then any other item holding ingredient
 * properties, then the ingredient properties outside any item (themes that dropped the Recipe
 * `itemscope` but kept its `itemprop`s, a common WordPress case).
 */
export async function readMicrodataRecipes(html: string): Promise<Node[]> {
  const recipes: Node[] = [];
  const others: Node[] = [];
  const page: Scope = { node: {} };
  const scopes: Scope[] = [page];
  const collectors: Collector[] = [];
  let hidden = 0;
  let properties = 0;

  // Handlers only on the elements that matter (a callback per element of a big page costs
  // hundreds of milliseconds in workerd): items, properties, and the tags inside a property.
  const rewriter = new HTMLRewriter()
    .on('[itemscope]', {
      element(el) {
        const itemprop = el.getAttribute('itemprop');
        const names = itemprop ? itemprop.trim().split(/\s+/) : [];
        const parent = scopes[scopes.length - 1];
        const types = (el.getAttribute('itemtype') ?? '').trim().split(/\s+/).filter(Boolean);
        const scope: Scope = { node: { '@type': types.map((t) => t.replace(/^https?:\/\/schema\.org\//i, '')) } };
        if (parent && names.length > 0 && properties++ < MAX_PROPERTIES) addProperty(parent, names, scope.node);
        if (types.some((t) => /schema\.org\/Recipe$/i.test(t))) recipes.push(scope.node);
        else others.push(scope.node);
        if (atEndTag(el, () => void scopes.pop())) scopes.push(scope);
      },
    })
    .on('[itemprop]', {
      element(el) {
        const parent = scopes[scopes.length - 1];
        if (el.hasAttribute('itemscope') || !parent || properties >= MAX_PROPERTIES) return;
        const names = el.getAttribute('itemprop')!.trim().split(/\s+/).filter(Boolean);
        if (names.length === 0) return;
        const attribute = VALUE_ATTRIBUTE[el.tagName.toLowerCase()];
        const value = el.getAttribute('content') ?? (attribute ? el.getAttribute(attribute) : null);
        if (value !== null) {
          properties += 1;
          addProperty(parent, names, value);
          return;
        }
        const collector: Collector = { scope: parent, names, text: '' };
        const ends = atEndTag(el, () => {
          collectors.splice(collectors.indexOf(collector), 1);
          properties += 1;
          addProperty(collector.scope, collector.names, collector.text);
        });
        if (ends) collectors.push(collector);
      },
      // The text inside a property element, its descendants' included, each chunk once.
      text(chunk) {
        if (hidden > 0 || collectors.length === 0) return;
        // Line breaks of the source are layout, not content: only the block tags below start a line.
        const text = chunk.text.replace(/\s+/g, ' ');
        for (const c of collectors) if (c.text.length < MAX_TEXT) c.text += text;
      },
    });
  for (const tag of HIDDEN) {
    rewriter.on(`[itemprop] ${tag}`, {
      element(el) {
        if (atEndTag(el, () => void (hidden -= 1))) hidden += 1;
      },
    });
  }
  for (const tag of LINE_BREAKING) {
    rewriter.on(`[itemprop] ${tag}`, {
      element() {
        for (const c of collectors) c.text += '\n';
      },
    });
  }
  await rewriter.transform(new Response(html)).arrayBuffer();
  const holdsIngredients = (node: Node) => 'recipeIngredient' in node || 'ingredients' in node;
  return [...recipes, ...others.filter(holdsIngredients), ...(holdsIngredients(page.node) ? [page.node] : [])];
}
