// Finding the schema.org Recipe among a page's JSON-LD blocks. Pages nest it in every way the format
// allows: a bare object, an array of objects, a `@graph` (WordPress/Yoast), inside `mainEntity` of a
// WebPage, with `@type` a string or a list (["Recipe", "NewsArticle"]), and with its author or image
// given as a `{"@id": ...}` reference to another node of the graph.

/** A JSON object as parsed. */
export type Node = Record<string, unknown>;

/** Nodes visited per page at most: a hostile page cannot make the walk run for long. */
const MAX_NODES = 50_000;
const MAX_DEPTH = 40;
/** JSON-LD blocks read per page at most. */
export const MAX_BLOCKS = 100;

export const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema.org types of a node, lower-case and without their vocabulary prefix (`schema:Recipe`, `http://schema.org/Recipe`). */
export function typesOf(node: Node): string[] {
  const raw = node['@type'] ?? node['type'];
  const list = Array.isArray(raw) ? raw : [raw];
  return list
    .filter((t): t is string => typeof t === 'string')
    .map((t) =>
      t
        .trim()
        .replace(/^(?:https?:\/\/schema\.org\/|schema:)/i, '')
        .toLowerCase(),
    );
}

export const hasType = (node: Node, type: string) => typesOf(node).includes(type);

/** Repairs of the mistakes hand-written JSON-LD makes, tried in turn when a block does not parse. */
const REPAIRS: ((text: string) => string)[] = [
  // Control characters are whitespace between tokens and invalid inside strings: a space is right in both places.
  // eslint-disable-next-line no-control-regex
  (text) => text.replace(/[\u0000-\u001f]+/g, ' '),
  // A trailing semicolon (the block written as a script statement), commas before a closing bracket,
  // and escapes JSON does not have (\' from PHP's addslashes).
  (text) =>
    text
      .replace(/;\s*$/, '')
      .replace(/,(\s*[}\]])/g, '$1')
      .replace(/\\(?!["\\/bfnrtu])/g, ''),
];

/**
 * The value of one JSON-LD block, or undefined when it is not JSON even after repairs. Some sites
 * wrap the block in an HTML comment or CDATA, or write it by hand with mistakes browsers never see.
 */
export function parseBlock(text: string): unknown {
  let body = text
    .trim()
    .replace(/^(?:<!--|\/\/\s*<!\[CDATA\[|<!\[CDATA\[)/, '')
    .replace(/(?:-->|\/\/\s*\]\]>|\]\]>)$/, '')
    .trim();
  if (body === '') return undefined;
  for (let attempt = 0; ; attempt++) {
    try {
      return JSON.parse(body) as unknown;
    } catch {
      const repair = REPAIRS[attempt];
      if (!repair) return undefined;
      body = repair(body);
    }
  }
}

/** Every Recipe node of the blocks, in page order, and an index of the nodes by `@id` to follow references. */
export function findRecipeNodes(blocks: readonly unknown[]): { recipes: Node[]; byId: Map<string, Node> } {
  const recipes: Node[] = [];
  const byId = new Map<string, Node>();
  let visited = 0;
  const walk = (value: unknown, depth: number) => {
    if (visited >= MAX_NODES || depth > MAX_DEPTH) return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1);
      return;
    }
    if (!isNode(value)) return;
    visited += 1;
    const id = value['@id'];
    // A reference (`{"@id": ...}` alone) must not hide the node it points at.
    if (typeof id === 'string' && Object.keys(value).length > 1 && !byId.has(id)) byId.set(id, value);
    if (hasType(value, 'recipe')) recipes.push(value);
    for (const [key, child] of Object.entries(value)) {
      if (key !== '@context' && typeof child === 'object') walk(child, depth + 1);
    }
  };
  for (const block of blocks) walk(block, 0);
  return { recipes, byId };
}

/** The node a `{"@id": ...}` reference points at, or the value itself. */
export function deref(value: unknown, byId: ReadonlyMap<string, Node>): unknown {
  if (!isNode(value)) return value;
  const id = value['@id'];
  if (typeof id === 'string' && Object.keys(value).length === 1) return byId.get(id) ?? value;
  return value;
}
