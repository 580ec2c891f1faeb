// A recipe pasted as text (copied from a notebook, a message, a page without schema.org data): the
// title on the first line, then the ingredients, then the steps. README.md of this folder lists the
// headings, bullets and time lines understood.
import { IMPORT_LIMITS, type ExtractedRecipe, type ImportedLine } from '@shared/schemas/recipe-import';
import { normalizeText } from '@shared/text';
import { parseServings, parseWrittenDuration, sectionHeading, stripStepNumber, toPlainLines } from './plain-text';

/** Lines read from a pasted text at most. */
const MAX_LINES = 5000;

type Part = 'intro' | 'ingredients' | 'steps' | 'notes';

/** Headings, compared without accents nor case, with what follows them. */
const HEADINGS: [RegExp, Part][] = [
  [/^(?:les |liste des |vos )?ingredients?(?: necessaires)?$|^il (?:vous )?faut$|^ce qu'il (?:vous )?faut$/, 'ingredients'],
  [
    /^(?:la )?(?:preparation|etapes?|instructions?|recette|deroule|deroulement|realisation|methode|marche a suivre|progression|les etapes)$/,
    'steps',
  ],
  [/^(?:astuces?|conseils?|notes?|remarques?|variantes?|le conseil du chef|bon a savoir)$/, 'notes'],
];

const BULLET = /^(?:[-–—•*·▪◦○●►✓✔]+|\[ ?\]|\d{1,3}\s*[.)]\s+|\d{1,3}\s*[-–]\s+)\s*/;
const NUMBERED = /^(?:\d{1,3}\s*[.)]\s+|(?:étape|etape)\s*\d{1,3}\b)/i;
const QUANTITY =
  /^(?:\d|[½¼¾⅓⅔⅛⅜⅝⅞]|(?:un|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|quinze|vingt|quelques|plusieurs|demi|demie|1\/2)\b)/i;

/** « Préparation : 20 min », « Temps de cuisson : 1 h 15 », « Total : 1 h »: which time, and the text after the colon. */
const TIME_LINE =
  /^(?:temps\s+(?:de\s+)?)?(pr[ée]paration|pr[ée]p\.?|cuisson|total|temps total|repos|attente|réfrigération|refrigeration)\s*:\s*(.+)$/i;
/** The rest of a time line, when it is only a duration. */
const DURATION_ONLY = /^(?:environ\s+)?(?:\d+(?:[.,]\d+)?\s*(?:jours?|j|heures?|h|minutes?|min|mn)?\s*)+\.?$/i;
/** « pour 4 personnes », « (6 parts) », « pour 4 à 6 personnes » inside a line. */
const SERVINGS_IN_LINE =
  /\(?\s*(?:\b(?:pour|for)\s+)?(\d{1,4})(?:\s*(?:à|-|–)\s*\d{1,4})?\s*(?:personnes?|pers\.?|parts?|portions?|convives?|gourmands?)(?![\p{L}])\s*\)?/iu;

/** A heading line (« Ingrédients (pour 4 personnes) : », « ## Préparation »): the part it opens and any text after its colon. */
function headingOf(line: string): { part: Part; rest: string; servings?: number } | undefined {
  const clean = line.replace(/^#+\s*/, '');
  const colon = clean.indexOf(':');
  let label = colon === -1 ? clean : clean.slice(0, colon);
  const rest = colon === -1 ? '' : clean.slice(colon + 1).trim();
  const inLabel = SERVINGS_IN_LINE.exec(label);
  if (inLabel) label = label.replace(inLabel[0], ' ');
  const key = normalizeText(label.replace(/[().]/g, ' '));
  const found = HEADINGS.find(([re]) => re.test(key));
  if (!found) return undefined;
  // « Préparation : 20 min » is a time, not the start of the steps.
  if (found[1] === 'steps' && rest !== '' && DURATION_ONLY.test(rest)) return undefined;
  const servings = inLabel ? Number(inLabel[1]) : servingsLine(rest);
  return { part: found[1], rest: servings !== undefined && !inLabel ? '' : rest, ...(servings === undefined ? {} : { servings }) };
}

/** A line that is only a number of people: « Pour 4 personnes », « 6 parts », « Portions : 4 ». */
function servingsLine(line: string): number | undefined {
  if (!/pour|personne|pers\b|part|portion|convive|gourmand|serves/i.test(line)) return undefined;
  return parseServings(line);
}

interface Reading {
  title: string;
  description: string[];
  ingredients: ImportedLine[];
  steps: ImportedLine[];
  servings?: number;
  prepMinutes?: number;
  cookMinutes?: number;
  totalMinutes?: number;
}

/** Reads a time or servings line into the recipe; true when the line was one. */
function readMeta(line: string, r: Reading): boolean {
  const time = TIME_LINE.exec(line);
  if (time && DURATION_ONLY.test(time[2]!.trim())) {
    const minutes = parseWrittenDuration(time[2]!);
    const kind = normalizeText(time[1]!);
    if (minutes !== undefined) {
      if (kind.startsWith('prep')) r.prepMinutes ??= minutes;
      else if (kind === 'cuisson') r.cookMinutes ??= minutes;
      else if (kind.includes('total')) r.totalMinutes ??= minutes;
    }
    return true; // rest times are read and left out: the recipe has no field for them
  }
  const servings = servingsLine(line);
  if (servings !== undefined) {
    r.servings ??= servings;
    return true;
  }
  return false;
}

const push = (list: ImportedLine[], text: string, section: string | undefined, max: number) => {
  if (text !== '' && list.length < max) list.push(section ? { section, text } : { text });
};

/** With headings: each heading says what the lines after it are. */
function readWithHeadings(lines: readonly string[], r: Reading) {
  let part: Part = 'intro';
  let section: string | undefined;
  for (const raw of lines) {
    const heading = headingOf(raw);
    if (heading) {
      part = heading.part;
      section = undefined;
      if (heading.servings !== undefined) r.servings ??= heading.servings;
      if (heading.rest === '') continue;
    }
    const line = heading ? heading.rest : raw;
    if (readMeta(line, r)) continue;
    if (part === 'intro' || part === 'notes') {
      r.description.push(line);
      continue;
    }
    const sub = sectionHeading(line.replace(BULLET, ''));
    if (sub && !NUMBERED.test(line)) {
      section = sub;
      continue;
    }
    if (part === 'ingredients') push(r.ingredients, line.replace(BULLET, '').trim(), section, IMPORT_LIMITS.maxIngredients);
    else if (!/^(?:étape|etape|step)\s*\d{1,3}\s*:?$/i.test(line))
      push(r.steps, stripStepNumber(line.replace(/^[-–—•*·▪◦]+\s*/, '')), section, IMPORT_LIMITS.maxSteps);
  }
}

/** A line that reads as an instruction: numbered, or a sentence that does not start with a quantity. */
const isStepLike = (line: string) =>
  NUMBERED.test(line) || (!QUANTITY.test(line.replace(BULLET, '')) && (/[.!]$/.test(line) || line.split(' ').length > 12));

/**
 * Without headings: the ingredients are the lines before the first one that reads as an instruction,
 * the steps all the lines from it. When no line comes before it, the lines that start with a
 * quantity are the ingredients and the others the steps.
 */
function readWithoutHeadings(lines: readonly string[], r: Reading) {
  const body = lines.filter((line) => !readMeta(line, r));
  let first = body.findIndex(isStepLike);
  if (first === -1) first = body.length;
  const byQuantity = first === 0;
  body.forEach((line, i) => {
    const bare = line.replace(BULLET, '').trim();
    const ingredient = byQuantity ? QUANTITY.test(bare) && !NUMBERED.test(line) : i < first;
    if (ingredient) push(r.ingredients, bare, undefined, IMPORT_LIMITS.maxIngredients);
    else if (!/^(?:étape|etape|step)\s*\d{1,3}\s*:?$/i.test(line))
      push(r.steps, stripStepNumber(line.replace(/^[-–—•*·▪◦]+\s*/, '')), undefined, IMPORT_LIMITS.maxSteps);
  });
}

/** The recipe of a pasted text, or null when it has no title or no ingredient line. */
export function parseRecipeText(text: string): ExtractedRecipe | null {
  const lines = toPlainLines(text).slice(0, MAX_LINES);
  // « Recette : Quiche lorraine » names the recipe; any other heading first means there is no title.
  const titleLine = lines[0]?.replace(/^#+\s*/, '').replace(/^recette\s*:\s*/i, '');
  if (titleLine === undefined || headingOf(titleLine)) return null;
  const r: Reading = { title: titleLine.replace(/\s*:$/, '').trim(), description: [], ingredients: [], steps: [] };
  const rest = lines.slice(1);
  if (rest.some((line) => headingOf(line)?.part === 'ingredients' || headingOf(line)?.part === 'steps')) readWithHeadings(rest, r);
  else readWithoutHeadings(rest, r);
  if (r.title === '' || r.ingredients.length === 0) return null;
  const out: ExtractedRecipe = {
    title: r.title,
    ingredients: r.ingredients,
    steps: r.steps,
    categories: [],
    keywords: [],
    origin: 'text',
  };
  if (r.description.length > 0) out.description = r.description.join('\n');
  for (const key of ['servings', 'totalMinutes', 'prepMinutes', 'cookMinutes'] as const) {
    if (r[key] !== undefined) out[key] = r[key];
  }
  return out;
}
