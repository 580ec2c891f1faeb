// Reading a French ingredient line of an imported recipe (« 1 boîte (400 g) de tomates concassées »,
// « 2 c. à s. rases de sucre », « sel, poivre ») into quantity, unit, catalogue ingredient and note, so
// that it becomes a recipe ingredient directly (`toDraftIngredient`). Pure and deterministic.
//
// The name is resolved strictly: the longest catalogue name or synonym at the start of what is left once
// the quantity, the measure and the preparation words are set aside, and only when what follows it does
// not name another food (« crème de marrons » is not « crème fraîche », « pâte à modeler » is no pasta).
// A line it cannot resolve is kept as written with `recognised: false` and no catalogue id: the safety
// checks then judge it by its text. `allergens` always reads the raw text through the household lexicon
// too, so « 1 noix de beurre demi-sel de Bretagne » counts as milk whether it is resolved or not.
// Measures and word lists are in ingredient-line-units.ts; docs/kitchen.md describes the reader.

import { findIngredient, nameKeysOf } from '../knowledge/catalogue';
import { ALLERGEN_LABELS } from './derive';
import { foodMatcher } from '../household/allergies';
import { FOOD_LEXICON } from '../household/lexicon/index';
import { normalizeText, singular, STOP_WORDS, words } from '../base/text';
import { boundedCache } from '../base/lazy';
import type { DraftIngredient } from '../model';
import { EU_ALLERGENS, type EuAllergen, type IngredientData, type Unit } from '../knowledge/vocabulary';
import { unityLabel } from '../knowledge/units';
import {
  COUNT_WORDS,
  EN_CUTS,
  HARMLESS_COMPLEMENTS,
  HEADER_WORDS,
  LEADING_QUALIFIERS,
  MEASURES,
  NOTE_OPENERS,
  NUMBER_WORDS,
  PREP_WORDS,
  STATE_WORDS,
  SPOON_QUALIFIER,
  UNICODE_FRACTIONS,
  VAGUE_QUANTITIES,
  type MeasureDef,
} from '../knowledge/ingredient-line-units';

export interface ReadLine {
  /** The line as written. */
  raw: string;
  kind: 'ingredient' | 'header';
  /** Absent when the line gives none (« sel », « quelques feuilles de menthe »); the low end of a range. */
  quantity?: number;
  /** High end of a range (« 2 à 3 », « 2-3 », « 2 ou 3 »). */
  quantityMax?: number;
  /** One of the kitchen's units; absent with the quantity. */
  unit?: Unit;
  /** The unit as a recipe ingredient shows it (units.ts `parseUnit` reads it back): « gousses », « g ». */
  unity?: string;
  /** Catalogue id, null when the line names nothing the catalogue knows for sure. */
  ingredientId: string | null;
  /** The catalogue's name, or the line's own words when not recognised. */
  name: string;
  /** What the line says besides quantity, unit and food: « coupées en dés », « 1 boîte », « facultatif ». */
  note?: string;
  recognised: boolean;
  /** A header's title, and on an ingredient line the header it falls under. */
  section?: string;
  /** EU allergen labels ('Lait', 'Soja'): the catalogue ingredient's and every one the raw text names. */
  allergens: string[];
}

// ---------------------------------------------------------------------------------------------
// Allergens of a raw text
// ---------------------------------------------------------------------------------------------

/** For each EU allergen, the lexicon entry that is exactly that allergen (« Lait », « Soja »...). */
const ALLERGEN_ENTRIES: readonly { allergen: EuAllergen; label: string }[] = EU_ALLERGENS.flatMap((allergen) => {
  const entry = FOOD_LEXICON.find((e) => e.rule.allergens?.length === 1 && e.rule.allergens[0] === allergen);
  return entry ? [{ allergen, label: entry.label }] : [];
});

const ALLERGEN_ORDER = Object.keys(ALLERGEN_LABELS) as EuAllergen[];
const rawAllergenCache = boundedCache<string, EuAllergen[]>();

function rawAllergenIds(text: string): EuAllergen[] {
  return rawAllergenCache(text, () => rawAllergensUncached(text));
}

function rawAllergensUncached(text: string): EuAllergen[] {
  // « une noix de beurre » is a measure of butter, not a walnut; « 3 pots de yaourt de farine » one of flour.
  const cleaned = text
    .replace(/\bnoi(?:x|settes?)\s+(?=(?:de\s+)?(?:beurre|margarine|saindoux|ghee|graisse))/giu, '')
    .replace(/\bpots?\s+(?:de\s+)?yaourts?\s+(?=(?:de|d['’]|du|des)\s*)/giu, '')
    .replace(/\bpour\s+(?:le|les)\s+moules?\b/giu, '');
  return ALLERGEN_ENTRIES.filter((e) => foodMatcher(e.label).matchesText(cleaned)).map((e) => e.allergen);
}

/** EU allergen labels (as recipes show them: 'Lait', 'Fruits à coque') that a raw line names, read
 *  through the household lexicon (words and catalogue names): an unresolved line is never taken as safe. */
export function rawAllergens(text: string): string[] {
  return rawAllergenIds(text).map((a) => ALLERGEN_LABELS[a]);
}

function allergensOf(raw: string, ing: IngredientData | undefined): string[] {
  const set = new Set<EuAllergen>([...(ing?.allergens ?? []), ...rawAllergenIds(raw)]);
  return ALLERGEN_ORDER.filter((a) => set.has(a)).map((a) => ALLERGEN_LABELS[a]);
}

// ---------------------------------------------------------------------------------------------
// Quantities
// ---------------------------------------------------------------------------------------------

const FRACTION_CHARS = Object.keys(UNICODE_FRACTIONS).join('');
const NUM = String.raw`(?:\d+(?:[.,]\d+)?\s*[${FRACTION_CHARS}]|\d+\s+\d+\s*[/⁄]\s*\d+|\d+\s*[/⁄]\s*\d+|\d+(?:[.,]\d+)?|[${FRACTION_CHARS}])`;
const NUMBER_RE = new RegExp(`^(${NUM})(?:\\s*(?:à|a|-|–|ou|~)\\s*(${NUM}))?`, 'u');

function numberValue(text: string): number {
  const t = text.replace(/\s+/g, ' ').trim();
  const frac = [...t].find((c) => UNICODE_FRACTIONS[c] !== undefined);
  if (frac) {
    const whole = t.replace(frac, '').trim();
    return (whole ? Number(whole.replace(',', '.')) : 0) + (UNICODE_FRACTIONS[frac] as number);
  }
  const mixed = /^(\d+) (\d+) ?[/⁄] ?(\d+)$/.exec(t);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const simple = /^(\d+) ?[/⁄] ?(\d+)$/.exec(t);
  if (simple) return Number(simple[1]) / Number(simple[2]);
  return Number(t.replace(',', '.'));
}

interface Quantity {
  quantity?: number;
  quantityMax?: number;
  /** Words kept for the note (« quelques », « environ »). */
  notes: string[];
  rest: string;
}

const WORD_NUMBER_RE = new RegExp(
  String.raw`^(${[...Object.keys(NUMBER_WORDS)].join('|')})(?:\s+(?:à|a|ou|-)\s+(${Object.keys(NUMBER_WORDS).join('|')}))?(?![\p{L}'’])`,
  'iu',
);

/** Reads the leading quantity: digits, fractions, ranges, number words, « une douzaine », « un demi ». */
function readQuantity(text: string): Quantity {
  let rest = text;
  const notes: string[] = [];
  const about = /^(?:environ|env\.|approx\.?|~)\s*/iu.exec(rest);
  if (about) {
    notes.push('environ');
    rest = rest.slice(about[0].length);
  }
  let quantity: number | undefined;
  let quantityMax: number | undefined;
  const n = NUMBER_RE.exec(rest);
  if (n) {
    quantity = numberValue(n[1] as string);
    if (n[2]) quantityMax = numberValue(n[2]);
    rest = rest.slice(n[0].length).trimStart();
  } else {
    const w = WORD_NUMBER_RE.exec(normalizeText(rest.slice(0, 40)));
    if (w && !/^une?\s+(?:peu|pointe|soup[cç]on|reste|trait)\b/iu.test(rest)) {
      quantity = NUMBER_WORDS[w[1] as string];
      if (w[2]) quantityMax = NUMBER_WORDS[w[2]];
      rest = rest.slice(w[0].length).trimStart();
    }
  }
  // « 1 peu de muscade » is « un peu ».
  if (quantity === 1 && quantityMax === undefined && /^peu\s/iu.test(rest)) {
    quantity = undefined;
    notes.push('un peu');
    rest = rest.slice(3).trimStart();
  }
  // « un demi », « une demi-botte », « 1 demi litre ».
  const half = /^demi[-\s]?/iu.exec(rest);
  if (half && (quantity === undefined || quantity === 1) && !/^demi[-\s]?sel/iu.test(rest)) {
    quantity = 0.5;
    rest = rest.slice(half[0].length);
  }
  const quarter = /^quarts?\s+(?:de\s+|d['’])?/iu.exec(rest);
  if (quarter && quantity !== undefined && quantity <= 3) {
    quantity = quantity / 4;
    rest = rest.slice(quarter[0].length);
  }
  // « une douzaine d'œufs », « une demi-douzaine ».
  const count = /^(\p{L}+)\s+(?:de\s+|d['’])/iu.exec(rest);
  const per = count ? COUNT_WORDS[normalizeText(count[1] as string)] : undefined;
  if (count && per) {
    quantity = (quantity ?? 1) * per;
    rest = rest.slice(count[0].length);
  }
  // « 2 x 400 g ».
  const times = /^[x×]\s*(?=\d)/iu.exec(rest);
  if (times && quantity !== undefined) {
    const inner = NUMBER_RE.exec(rest.slice(times[0].length));
    if (inner && !inner[2]) {
      quantity *= numberValue(inner[1] as string);
      rest = rest.slice(times[0].length + inner[0].length).trimStart();
    }
  }
  if (quantity === undefined) {
    const vague = VAGUE_QUANTITIES.exec(rest);
    if (vague && !/^(?:du|de\s+la|des)$/iu.test(vague[0])) {
      notes.push(vague[0].toLowerCase().replace(/\s+/g, ' '));
      rest = rest.slice(vague[0].length).trimStart();
    }
  }
  if (quantity !== undefined && !Number.isFinite(quantity)) quantity = undefined;
  return { quantity, quantityMax, notes, rest };
}

/** Quantities computed from measures (6 × 0.2 pincée) without the float noise. */
function tidy(n: number | undefined): number | undefined {
  return n === undefined ? undefined : Math.round(n * 10000) / 10000;
}

// ---------------------------------------------------------------------------------------------
// Measures
// ---------------------------------------------------------------------------------------------

interface Measure {
  def: MeasureDef;
  /** The words as written (« c. à s. »). */
  text: string;
  rest: string;
}

function readMeasure(text: string): Measure | undefined {
  for (const def of MEASURES) {
    const hit = def.re.exec(text);
    if (hit) return { def, text: hit[0].trim(), rest: text.slice(hit[0].length).trimStart() };
  }
  return undefined;
}

const ARTICLE_RE = /^(?:de\s+la\s+|de\s+l['’]\s*|de\s+|d['’]\s*|des\s+|du\s+|l['’]\s*|la\s+|le\s+|les\s+)/iu;

function stripArticle(text: string): string {
  return text.replace(ARTICLE_RE, '');
}

/** A weight or volume standing alone (« 400 g », « 25 cl »), as in a container's parenthesis. */
function readInnerMeasure(text: string): { quantity: number; unit: Unit } | undefined {
  const q = readQuantity(text.trim());
  if (q.quantity === undefined || q.quantityMax !== undefined) return undefined;
  const mm = readMeasure(q.rest);
  if (!mm || mm.def.kind !== 'measure' || mm.def.keepInNote) return undefined;
  return { quantity: q.quantity * (mm.def.factor ?? 1), unit: mm.def.unit };
}

// ---------------------------------------------------------------------------------------------
// Names
// ---------------------------------------------------------------------------------------------

interface Token {
  /** Accent-free singular form. */
  key: string;
  start: number;
  end: number;
}

function tokens(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const key = words(m[0]).map(singular).join(' ');
    if (key) out.push({ key, start: m.index, end: m.index + m[0].length });
  }
  return out;
}

const ARTICLES = new Set(['de', 'd', 'des', 'du', 'la', 'le', 'les', 'l']);
const PREPOSITIONS = new Set(['de', 'd', 'du', 'des', 'a', 'au', 'aux', 'la', 'le', 'les', 'l', 'en', 'sur', 'dans']);
const MAX_NAME_WORDS = 8;

interface NameMatch {
  ing?: IngredientData;
  /** Index of the first token after the food's name. */
  end: number;
  /** true when the whole phrase is the name (nothing left but nothing). */
  exact: boolean;
  /** The name starts after these tokens (leading qualifiers: « gros »). */
  start: number;
  /** Why the match was refused (for the unrecognised line). */
  refused?: boolean;
}

/** The catalogue ingredient a phrase is exactly named after, and only then: the phrase key of a
 *  generic word (« crème ») maps to a default product, which is a match only when nothing qualifies it. */
function lookup(key: string): { ing: IngredientData; generic: boolean } | undefined {
  const ing = findIngredient(key);
  if (!ing) return undefined;
  return { ing, generic: !nameKeysOf(ing).includes(key) };
}

/** True when the words after the food's name only say how it is prepared or chosen. */
function harmlessLeftover(ts: readonly Token[], from: number, generic: boolean): boolean {
  const first = ts[from];
  if (!first) return true;
  const k = first.key;
  if (NOTE_OPENERS.has(k)) return true;
  // « farine sans gluten », « yaourt avec morceaux »: another product than the one named.
  if (k === singular('sans') || k === 'avec') return false;
  if (k === 'en') return EN_CUTS.has(ts[from + 1]?.key ?? '');
  if (k === 'a' || k === 'au' || PREPOSITIONS.has(k)) {
    let i = from + 1;
    while (i < ts.length && ARTICLES.has(ts[i]!.key)) i++;
    const phrase = ts
      .slice(i, i + 3)
      .map((t) => t.key)
      .join(' ');
    return [...HARMLESS_COMPLEMENTS].some((c) => phrase === c || phrase.startsWith(c + ' '));
  }
  if (PREP_WORDS.has(k)) return true;
  // An adjective: it does not change the food, unless the name was a generic word (« riz long ») or the
  // words name a food of their own (« tomates cerises »).
  if (generic) return false;
  for (let i = from; i < ts.length; i++) {
    const t = ts[i]!;
    if (NOTE_OPENERS.has(t.key) || PREPOSITIONS.has(t.key) || PREP_WORDS.has(t.key)) break;
    if (STATE_WORDS.has(t.key)) continue;
    if (t.key.length >= 3 && !STOP_WORDS.has(t.key) && findIngredient(t.key)) return false;
  }
  return true;
}

/** The longest catalogue name at the start of the phrase (after articles and qualifiers). */
function matchName(ts: readonly Token[]): NameMatch {
  let start = 0;
  while (start < ts.length && ARTICLES.has(ts[start]!.key)) start++;
  while (start < ts.length - 1 && LEADING_QUALIFIERS.has(ts[start]!.key)) start++;
  for (let len = Math.min(MAX_NAME_WORDS, ts.length - start); len >= 1; len--) {
    const slice = ts.slice(start, start + len);
    // A lone stop word, number or preparation word is never a food's name (« râpé »).
    if (len === 1 && (STOP_WORDS.has(slice[0]!.key) || /^\d+$/.test(slice[0]!.key) || PREP_WORDS.has(slice[0]!.key))) continue;
    const found = lookup(slice.map((t) => t.key).join(' '));
    if (!found) continue;
    const end = start + len;
    if (!harmlessLeftover(ts, end, found.generic)) return { end, exact: false, start, refused: true };
    return { ing: found.ing, end, exact: end === ts.length, start };
  }
  return { end: start, exact: false, start };
}

// ---------------------------------------------------------------------------------------------
// Lines
// ---------------------------------------------------------------------------------------------

const BULLET_RE = /^\s*(?:[-–—•*·▪►✓]+|\d+[.)](?=\s))\s*/u;

function clean(text: string): string {
  return (
    text
      .replace(/[\u00a0\u202f\u2009]/g, ' ')
      .replace(/\s+/g, ' ')
      .replace(BULLET_RE, '')
      // « Pomme(s) de terre », « fumé(s) », « pièce(s) ».
      .replace(/(\p{L})\((?:s|e|es|x)\)/gu, '$1')
      .trim()
  );
}

function isHeader(text: string): boolean {
  if (NUMBER_RE.test(text)) return false;
  // « Pour 6 personnes : », « Pâte (moule de 24 cm) : »: a title, whatever numbers it holds after its first word.
  if (/:$/.test(text) && text.length <= 80) return true;
  const ts = tokens(text);
  if (ts.length === 0 || ts.length > 8) return false;
  if (ts[0]!.key === 'pour' && ARTICLES.has(ts[1]?.key ?? '') && !/\d/.test(text)) return true;
  // « La garniture », « LA PÂTE »: an article and a part of a recipe, nothing else.
  let i = 0;
  while (i < ts.length && ARTICLES.has(ts[i]!.key)) i++;
  return i > 0 && ts.length - i === 1 && HEADER_WORDS.has(ts[i]!.key);
}

/** Splits off the parentheses (their content goes to the note) and the text after the first comma. */
function splitNotes(text: string): { main: string; parens: string[]; tail?: string } {
  const parens: string[] = [];
  let main = text.replace(/\(([^()]*)\)|\[([^[\]]*)\]/g, (_m, a?: string, b?: string) => {
    const inner = (a ?? b ?? '').trim();
    if (inner) parens.push(inner);
    return ' ';
  });
  main = main.replace(/\s+/g, ' ').trim();
  const comma = /\s*(?:(?<!\d),|,(?!\d)|;)\s*|\s+[-–—]\s+/.exec(main);
  if (!comma) return { main, parens };
  return { main: main.slice(0, comma.index).trim(), parens, tail: main.slice(comma.index + comma[0].length).trim() || undefined };
}

const joinNote = (parts: (string | undefined)[]) => {
  const note = parts
    .map((p) => p?.trim().replace(/^[,;:\s]+|[,;:\s]+$/g, ''))
    .filter((p): p is string => !!p)
    .join(', ');
  return note || undefined;
};

/** « 0,75 », « 2 »: a quantity as the note shows it. */
function frenchNumber(n: number): string {
  return String(Math.round(n * 100) / 100).replace('.', ',');
}

function plural(n: number | undefined): boolean {
  return n !== undefined && n > 1;
}

const COLON_FORM = new RegExp(`^(.+?)\\s*:\\s*((?:environ\\s+)?${NUM}.*)$`, 'u');
const DASH_FORM = new RegExp(`^([^\\d:]+?)\\s*(?:\\s[-–—]\\s*|\\s)\\s*((?:environ\\s+)?${NUM}.*)$`, 'u');

/** True when a text is only a quantity and a measure (« 200 g », « 1 pièce », « 2 cuillères à soupe »). */
function bareQuantity(text: string): boolean {
  const q = readQuantity(text.trim());
  if (q.quantity === undefined) return false;
  const mm = readMeasure(q.rest);
  return (mm ? mm.rest : q.rest).trim() === '';
}

/** « Farine : 200 g », « Beurre - 20 grammes », « beurre 50g »: the name first, the quantity after it,
 *  rewritten quantity first. */
function nameFirst(text: string): string {
  if (NUMBER_RE.test(text)) return text;
  const form = COLON_FORM.exec(text) ?? DASH_FORM.exec(text);
  if (!form || !bareQuantity(form[2] as string)) return text;
  return `${form[2]} ${form[1]}`;
}

/** Reads one line that names one food. */
function readOne(raw: string, text: string): ReadLine {
  const { main, parens, tail } = splitNotes(nameFirst(text));
  let body = main;
  const notes: (string | undefined)[] = [];
  // « le jus d'un citron », « le zeste de 2 oranges »: that many fruits, for their juice or zest.
  const part = /^(?:le\s+|les\s+)?(jus|zestes?|z[eè]ste)\s+(?:de\s+|d['’]\s*)(?=(?:une?|deux|trois|quatre)\s|[\d½¼¾])/iu.exec(body);
  if (part) {
    notes.push((part[1] as string).toLowerCase());
    body = body.slice(part[0].length);
  }
  const q = readQuantity(body);
  notes.push(...q.notes);
  let quantity = q.quantity;
  let quantityMax = q.quantityMax;
  let rest = q.rest;
  let unit: Unit | undefined;
  let unity: string | undefined;
  let measure = readMeasure(rest);
  // « ¼ de litre », « ¾ de verre ».
  if (!measure && quantity !== undefined) {
    const de = /^(?:de\s+|d['’]\s*)/iu.exec(rest);
    const after = de ? readMeasure(rest.slice(de[0].length)) : undefined;
    if (after && after.def.kind !== 'container') measure = after;
  }
  // A measure word that starts a catalogue name is part of the name (« gousse d'ail », « bouquet garni »,
  // « filet de poulet »), except when the measure alone is the name (« noix » de beurre).
  if (measure) {
    const whole = matchName(tokens(rest));
    const measureWords = tokens(measure.text).length;
    if (whole.ing && whole.end - whole.start > measureWords && whole.start === 0) measure = undefined;
  }
  let pendingLiquid: Measure | undefined;
  if (measure) {
    rest = measure.rest;
    // « quelques feuilles de menthe »: no number is made up, the measure stays in the note.
    if (quantity === undefined && q.notes.length > 0) {
      notes.push(`${notes.pop() ?? ''} ${measure.text.toLowerCase()}`);
      measure = undefined;
    }
  }
  if (measure) {
    const def = measure.def;
    const n = quantity ?? 1;
    if (def.kind === 'spoon') {
      const qual = SPOON_QUALIFIER.exec(rest);
      if (qual) {
        notes.push(qual[0].toLowerCase());
        rest = rest.slice(qual[0].length).trimStart();
      }
    }
    if (def.kind === 'container') {
      // « 1 boîte (400 g) de tomates », « 2 boîtes de 400 g de tomates »: the content, n times.
      const after = /^(?:de\s+)?(\d[^a-zA-Z]*\s*\p{L}+\.?)\s+/u.exec(rest);
      const afterMeasure = after ? readInnerMeasure(after[1] as string) : undefined;
      const parenIndex = parens.findIndex((p) => readInnerMeasure(p));
      const inner = afterMeasure ?? (parenIndex >= 0 ? readInnerMeasure(parens[parenIndex]!) : undefined);
      if (inner) {
        if (afterMeasure) rest = rest.slice(after![0].length);
        else parens.splice(parenIndex, 1);
        notes.unshift(`${frenchNumber(quantity ?? 1)} ${plural(quantity) ? def.word![1] : def.word![0]}`);
        quantity = n * inner.quantity;
        if (quantityMax !== undefined) quantityMax *= inner.quantity;
        unit = inner.unit;
        unity = inner.unit;
      } else {
        quantity = n;
        unit = 'pièce';
        unity = plural(quantity) ? def.word![1] : def.word![0];
      }
    } else if (def.kind === 'liquid-or-piece') {
      pendingLiquid = measure;
      quantity = n;
    } else if (def.kind === 'piece') {
      quantity = n;
      unit = 'pièce';
      unity = def.word ? (plural(quantity) ? def.word[1] : def.word[0]) : undefined;
    } else {
      if (def.keepInNote) notes.unshift(`${frenchNumber(quantity ?? 1)} ${measure.text.toLowerCase()}`);
      quantity = n * (def.factor ?? 1);
      if (quantityMax !== undefined) quantityMax *= def.factor ?? 1;
      unit = def.unit;
      unity = def.unit;
    }
  }
  rest = stripArticle(rest.trim());
  const ts = tokens(rest);
  const match = matchName(ts);
  const ing = match.ing;
  if (pendingLiquid) {
    if (ing && (ing.shopUnit === 'ml' || ing.densityGPerMl !== undefined)) {
      notes.unshift(`${frenchNumber(quantity ?? 1)} ${pendingLiquid.text.toLowerCase()}`);
      unit = 'c. à soupe';
      unity = 'c. à soupe';
    } else {
      unit = 'pièce';
      unity = plural(quantity) ? 'filets' : 'filet';
    }
  }
  if (quantity !== undefined && unit === undefined) unit = 'pièce';
  if (unit === 'pièce' && unity === undefined && quantity !== undefined && ing) unity = unityLabel('pièce', quantity, ing);
  if (unit === 'pièce' && unity === undefined) unity = 'pièce';
  quantity = tidy(quantity);
  quantityMax = tidy(quantityMax);
  // What was read of the amount, present only when read.
  const amount = {
    ...(quantity !== undefined ? { quantity } : {}),
    ...(quantityMax !== undefined ? { quantityMax } : {}),
    ...(unit ? { unit } : {}),
    ...(unity !== undefined ? { unity } : {}),
  };
  if (ing) {
    const leftover = ts[match.end] ? rest.slice(ts[match.end]!.start).trim() : undefined;
    const leading = match.start > 0 ? rest.slice(0, ts[match.start]!.start).trim() : undefined;
    const leadingNote = leading && !ARTICLES.has(normalizeText(leading).replace(/['’]/g, '')) ? stripArticle(leading) : undefined;
    return {
      raw,
      kind: 'ingredient',
      ...amount,
      ingredientId: ing.id,
      name: plural(quantity) && unit === 'pièce' && ing.plural ? ing.plural : ing.name,
      ...optionalNote(joinNote([...notes, leadingNote, leftover, tail, ...parens])),
      recognised: true,
      allergens: allergensOf(raw, ing),
    };
  }
  const name = rest.replace(/\s+/g, ' ').trim() || main || text;
  return {
    raw,
    kind: 'ingredient',
    ...amount,
    ingredientId: null,
    name,
    ...optionalNote(joinNote([...notes, tail, ...parens])),
    recognised: false,
    allergens: allergensOf(raw, undefined),
  };
}

const optionalNote = (note: string | undefined) => (note ? { note } : {});

/** Separators of several foods written on one line (« sel, poivre », « sel et poivre »). */
const FOOD_SEPARATOR = /^\s*(?:,|;|\s&\s|\s\+\s|\set\s|\/)\s*$/iu;

/** Splits on the separators outside parentheses (« 25 cl de lait (vache ou amande/avoine) » is one food). */
function splitOutsideParens(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const piece of text.split(/(\(|\)|\s*(?:,|;|\s&\s|\s\+\s|\set\s|\/)\s*)/iu)) {
    if (piece === '(') depth++;
    else if (piece === ')') depth = Math.max(0, depth - 1);
    if (depth === 0 && piece !== '(' && piece !== ')' && FOOD_SEPARATOR.test(piece) && piece.replace(FOOD_SEPARATOR, '') === '') {
      parts.push(current);
      current = '';
    } else current += piece;
  }
  parts.push(current);
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** The parts of a line naming several foods, when each one reads alone as a catalogue food. */
function severalFoods(raw: string, text: string): ReadLine[] | undefined {
  const parts = splitOutsideParens(text);
  if (parts.length < 2) return undefined;
  const read = parts.map((p) => readOne(raw, p));
  if (!read.every((r) => r.recognised)) return undefined;
  return read;
}

const lineCache = boundedCache<string, ReadLine[]>();

/**
 * Reads one ingredient line: usually one ReadLine, several when the line names several foods (« sel,
 * poivre »), a header for a section title (« Pour la pâte : »), none for a blank line.
 */
export function readIngredientLine(text: string): ReadLine[] {
  // A copy each time: the caller may change the lines it gets.
  return lineCache(text, () => readUncached(text)).map((l) => ({ ...l, allergens: [...l.allergens] }));
}

/** A header names no ingredient, but its allergens are still those its words name: a title taken for a
 *  header may be an ingredient written without quantity. */
function header(raw: string, text: string): ReadLine {
  const section = text.replace(/\s*:+$/, '').trim();
  return { raw, kind: 'header', ingredientId: null, name: section, recognised: true, section, allergens: allergensOf(raw, undefined) };
}

function readUncached(raw: string): ReadLine[] {
  const text = clean(raw);
  if (!text || !/[\p{L}\p{N}]/u.test(text)) return [];
  if (isHeader(text)) return [header(raw, text)];
  const one = readOne(raw, text);
  if (one.recognised && !one.note) return [one];
  const several = severalFoods(raw, text);
  if (several) return several;
  // « Ganache au chocolat », « Biscuit Joconde », capitalised and with no quantity: the title of a part of
  // the recipe (« pâte à modeler » is not one).
  if (
    !one.recognised &&
    one.quantity === undefined &&
    !one.note &&
    /^\p{Lu}/u.test(text) &&
    HEADER_WORDS.has(tokens(text)[0]?.key ?? '') &&
    tokens(text).length <= 5
  ) {
    return [header(raw, text)];
  }
  return [one];
}

/**
 * Reads the ingredient list of a recipe: each line in order, a header's title carried as `section` by the
 * lines under it (or the section the extraction gave the line).
 */
export function readIngredientLines(lines: readonly (string | { section?: string; text: string })[]): ReadLine[] {
  const out: ReadLine[] = [];
  let section: string | undefined;
  let given: string | undefined;
  for (const line of lines) {
    const text = typeof line === 'string' ? line : line.text;
    const lineSection = typeof line === 'string' ? undefined : line.section;
    if (lineSection !== given) {
      given = lineSection;
      section = lineSection;
    }
    for (const read of readIngredientLine(text)) {
      if (read.kind === 'header') section = read.section;
      out.push(read.kind === 'header' || !section ? read : { ...read, section });
    }
  }
  return out;
}

/** The recipe ingredient an ingredient line becomes (null for a header). A line without quantity gets 0,
 *  so that it adds nothing it does not say; its note follows the name. */
export function toDraftIngredient(line: ReadLine): DraftIngredient | null {
  if (line.kind === 'header') return null;
  const name = (line.note ? `${line.name} (${line.note})` : line.name).slice(0, 120);
  return {
    name,
    quantity: line.quantity ?? 0,
    unity: (line.unity ?? '').slice(0, 30),
    ingredientId: line.ingredientId,
  };
}
