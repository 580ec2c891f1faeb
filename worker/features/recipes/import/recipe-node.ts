// One schema.org Recipe node (from JSON-LD, or microdata turned into the same shape) read into an
// ExtractedRecipe: every field in each of the shapes pages really use, as plain text.
import { IMPORT_LIMITS, type ExtractedRecipe, type ImportedLine } from '@shared/schemas/recipe-import';
import { normalizeText } from '@shared/text';
import { deref, hasType, isNode, type Node } from './json-ld';
import { parseAnyDuration, parseServings, sectionHeading, stripStepNumber, toPlainLines, toPlainText } from './plain-text';

type Refs = ReadonlyMap<string, Node>;

/** A recipe needs a title and at least one ingredient line: without them there is nothing to cook from. */
export function readRecipeNode(
  recipe: Node,
  refs: Refs,
  page: { url: string; title?: string },
  origin: ExtractedRecipe['origin'],
): ExtractedRecipe | null {
  const ingredients = readIngredients(recipe['recipeIngredient'] ?? recipe['ingredients'], refs);
  if (ingredients.length === 0) return null;
  const title = firstText(recipe['name'], refs) || firstText(recipe['headline'], refs) || toPlainText(page.title ?? '');
  if (title === '') return null;
  const out: ExtractedRecipe = {
    title,
    ingredients,
    steps: readSteps(recipe['recipeInstructions'] ?? recipe['instructions'] ?? recipe['step'], refs),
    categories: readTags([recipe['recipeCategory'], recipe['recipeCuisine']], refs),
    keywords: readTags([recipe['keywords']], refs),
    sourceUrl: page.url,
    origin,
  };
  const description = firstText(recipe['description'], refs);
  if (description) out.description = description;
  Object.assign(out, readYield(recipe['recipeYield'] ?? recipe['yield'], refs));
  const times = { totalMinutes: 'totalTime', prepMinutes: 'prepTime', cookMinutes: 'cookTime' } as const;
  for (const [field, key] of Object.entries(times) as [keyof typeof times, string][]) {
    const minutes = firstOf(recipe[key], refs, parseAnyDuration);
    if (minutes !== undefined) out[field] = minutes;
  }
  const imageUrl = readImage(recipe['image'] ?? recipe['thumbnailUrl'], refs, page.url);
  if (imageUrl) out.imageUrl = imageUrl;
  const author = readAuthor(recipe['author'] ?? recipe['creator'], refs);
  if (author) out.author = author;
  return out;
}

/** Values of a field, which pages give as one value or a list (microdata always gives lists). */
function valuesOf(value: unknown, refs: Refs): unknown[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list.map((item) => deref(item, refs));
}

/** The first value of a field that `read` understands. */
function firstOf<T>(value: unknown, refs: Refs, read: (v: unknown) => T | undefined): T | undefined {
  for (const item of valuesOf(value, refs)) {
    const result = read(item);
    if (result !== undefined) return result;
  }
  return undefined;
}

const textOf = (value: unknown): string | undefined => {
  if (typeof value === 'string') return toPlainText(value) || undefined;
  if (typeof value === 'number') return String(value);
  return undefined;
};

function firstText(value: unknown, refs: Refs): string {
  return firstOf(value, refs, textOf) ?? '';
}

/** Plain lines of a list of texts, flattening nested lists and objects that carry a name or a text. */
function plainLines(value: unknown, refs: Refs, max: number, out: string[] = [], depth = 0): string[] {
  for (const item of valuesOf(value, refs)) {
    if (out.length >= max || depth > 8) break;
    if (typeof item === 'string') out.push(...toPlainLines(item).slice(0, max - out.length));
    else if (typeof item === 'number') out.push(String(item));
    else if (Array.isArray(item)) plainLines(item, refs, max, out, depth + 1);
    else if (isNode(item)) plainLines(item['text'] ?? item['name'] ?? item['value'], refs, max, out, depth + 1);
  }
  return out;
}

/** Ingredient lines; a line such as « Pour la pâte : » heads the lines after it. */
function readIngredients(value: unknown, refs: Refs): ImportedLine[] {
  const out: ImportedLine[] = [];
  let section: string | undefined;
  for (const line of plainLines(value, refs, IMPORT_LIMITS.maxIngredients * 2)) {
    const heading = sectionHeading(line);
    if (heading) {
      section = heading;
      continue;
    }
    out.push(section ? { section, text: line } : { text: line });
    if (out.length >= IMPORT_LIMITS.maxIngredients) break;
  }
  return out;
}

/**
 * Steps from every shape of `recipeInstructions`: one text (split at its lines or list items), a list
 * of texts, HowToStep (`text`, else `name`), HowToSection (its `name` heads its `itemListElement`),
 * ItemList / ListItem, and lists of all of these.
 */
function readSteps(value: unknown, refs: Refs): ImportedLine[] {
  const out: ImportedLine[] = [];
  const add = (text: string, section: string | undefined) => {
    const step = stripStepNumber(text);
    if (step !== '' && out.length < IMPORT_LIMITS.maxSteps) out.push(section ? { section, text: step } : { text: step });
  };
  const walk = (item: unknown, section: string | undefined, depth: number) => {
    if (out.length >= IMPORT_LIMITS.maxSteps || depth > 8) return;
    for (const v of valuesOf(item, refs)) {
      if (typeof v === 'string') {
        for (const line of toPlainLines(v)) {
          const heading = sectionHeading(line);
          if (heading) section = heading;
          else add(line, section);
        }
      } else if (Array.isArray(v)) walk(v, section, depth + 1);
      else if (isNode(v)) {
        if (hasType(v, 'howtosection')) {
          walk(v['itemListElement'] ?? v['steps'], firstText(v['name'], refs) || section, depth + 1);
          continue;
        }
        const text = firstText(v['text'], refs) || firstText(v['name'], refs) || firstText(v['description'], refs);
        if (text) add(text, section);
        else walk(v['itemListElement'] ?? v['item'] ?? v['steps'], section, depth + 1);
      }
    }
  };
  walk(value, undefined, 0);
  return out;
}

/** Servings when the yield is a number of people, else the yield as written. */
function readYield(value: unknown, refs: Refs): Pick<ExtractedRecipe, 'servings' | 'yieldText'> {
  let yieldText: string | undefined;
  for (const item of valuesOf(value, refs)) {
    if (typeof item === 'number' && Number.isFinite(item)) {
      const n = Math.round(item);
      if (n >= 1 && n <= 1000) return { servings: n };
      continue;
    }
    const text = textOf(item);
    if (!text) continue;
    const servings = parseServings(text);
    if (servings !== undefined) return { servings };
    yieldText ??= text;
  }
  return yieldText ? { yieldText } : {};
}

/** Categories or keywords: lists, or comma-separated texts; duplicates (accents and case aside) dropped. */
function readTags(values: readonly unknown[], refs: Refs): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const value of values) {
    for (const line of plainLines(value, refs, IMPORT_LIMITS.maxTags * 4)) {
      for (const tag of line.split(/[,;]/)) {
        const text = tag.trim();
        const key = normalizeText(text);
        if (key === '' || seen.has(key)) continue;
        seen.add(key);
        out.push(text);
        if (out.length >= IMPORT_LIMITS.maxTags) return out;
      }
    }
  }
  return out;
}

/** An absolute http(s) address, resolved against the page; anything else (data:, javascript:) is dropped. */
function httpUrl(raw: string, base: string): string | undefined {
  try {
    const url = new URL(toPlainText(raw), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The photo: an address, an ImageObject (`url`, `contentUrl`), or a list of either. */
function readImage(value: unknown, refs: Refs, base: string): string | undefined {
  return firstOf(value, refs, (item): string | undefined => {
    if (typeof item === 'string') return httpUrl(item, base);
    if (Array.isArray(item)) return readImage(item, refs, base);
    if (isNode(item)) return readImage(item['url'] ?? item['contentUrl'], refs, base);
    return undefined;
  });
}

/** Author names: a text, a Person or Organization (`name`), or a list of them, joined by commas. */
function readAuthor(value: unknown, refs: Refs): string | undefined {
  const names: string[] = [];
  for (const item of valuesOf(value, refs).slice(0, 10)) {
    const name = typeof item === 'string' ? textOf(item) : isNode(item) ? firstText(item['name'], refs) : undefined;
    if (name && !names.includes(name)) names.push(name);
  }
  return names.length > 0 ? names.join(', ') : undefined;
}
