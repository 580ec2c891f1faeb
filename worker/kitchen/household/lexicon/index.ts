// How Popote reads an allergy, a diet or a disliked ingredient typed in the user's own words.
//
// Every text resolves through one French lexicon to what it forbids. `readAllergy`, `readDiet` and
// `readDislike` return that reading for display ("Compris : lait et produits laitiers"); the engine's
// matchers (allergies.ts, diets.ts) use the same lexicon, so what is shown is what is enforced.
//
// Reading a text: the leading words that only frame it ("allergie aux", "intolérance au", "je ne
// mange pas de", "sans", "pas de") and trailing ones ("interdit", "strict") are dropped, then the rest
// is looked up by phrase key (accents, case, hyphens and plural marks ignored). A food the lexicon
// does not know is never dropped: it is matched by name on the catalogue (names, synonyms) and in free
// text. A diet the lexicon does not know becomes an exclusion when it is a negation ("sans X"), and is
// otherwise kept and reported as not recognised.

import type { DietLabel } from '../../model';
import { findIngredient, nameKeysOf } from '../../knowledge/catalogue';
import { ALL_INGREDIENTS } from '../../knowledge/kb';
import { containsKey, phraseKey, STOP_WORDS } from '../../base/text';
import { FOOD_ENTRIES, type FoodEntry } from './food-words';
import { DIET_ENTRIES, type DietEntry } from './diet-words';
import { boundedCache, lazy } from '../../base/lazy';

export type { FoodEntry, FoodRule } from './food-words';

export interface Reading {
  /** The text as the user typed it. */
  text: string;
  /** true when the lexicon knows the text; false when it is only matched conservatively by name. */
  recognised: boolean;
  /** French, lower case, what the text was understood to forbid: 'lait et produits laitiers'. */
  understood: string;
}

// ---------------------------------------------------------------------------------------------
// Framing words
// ---------------------------------------------------------------------------------------------

const toKeyTokens = (phrases: readonly string[]) =>
  [...new Set(phrases.map(phraseKey).filter(Boolean))].map((k) => k.split(' ')).sort((a, b) => b.length - a.length);

/** Leading words that say "this is excluded" (an allergy excludes too): what follows them is what is
 *  forbidden, so a diet text "intolérance au lactose" reads as "sans lactose". */
const NEGATION_PREFIXES = toKeyTokens([
  'allergie',
  'allergies',
  'allergique',
  'allergiques',
  'allergie alimentaire',
  'allergies alimentaires',
  'allergie sévère',
  'intolérance',
  'intolérances',
  'intolérant',
  'intolérante',
  'intolérance alimentaire',
  'hypersensibilité',
  'sans',
  'pas de',
  'pas d',
  'pas',
  'aucun',
  'aucune',
  'zéro',
  'jamais de',
  'jamais',
  'je ne mange pas',
  'je ne mange plus',
  'je ne mange jamais',
  'ne mange pas',
  'on ne mange pas',
  'nous ne mangeons pas',
  'je ne consomme pas',
  'ne consomme pas',
  'je ne supporte pas',
  'ne supporte pas',
  'je ne digère pas',
  'ne digère pas',
  'je ne bois pas',
  "je n'aime pas",
  "n'aime pas",
  "on n'aime pas",
  'je déteste',
  'déteste',
  'éviter',
  "j'évite",
  'évite',
  'exclure',
  'exclu',
  'exclus',
  'interdit',
  'interdiction de',
  'proscrire',
  'bannir',
  'refus de',
  'privé de',
  'régime sans',
  'regime sans',
]);
/** Leading words that only frame the text (articles, "je suis", "régime"). */
const FRAMING_PREFIXES = toKeyTokens([
  'sensibilité',
  'sensible',
  'je suis',
  'il est',
  'elle est',
  'nous sommes',
  'suis',
  "j'ai une",
  "j'ai",
  'mon enfant est',
  'régime',
  'régime alimentaire',
  'alimentation',
  'à',
  'au',
  'aux',
  'à la',
  "à l'",
  'de',
  'du',
  'des',
  "d'",
  'la',
  'le',
  'les',
  "l'",
  'un',
  'une',
  'en',
]);
/** Trailing words: "porc interdit" is "sans porc"; "strict" and "svp" add nothing. */
const NEGATION_SUFFIXES = toKeyTokens([
  'interdit',
  'interdite',
  'interdits',
  'interdites',
  'proscrit',
  'proscrite',
  'exclu',
  'exclue',
  'à éviter',
  'à bannir',
  'banni',
]);
const FRAMING_SUFFIXES = toKeyTokens([
  'strict',
  'stricte',
  'sévère',
  'grave',
  'svp',
  'stp',
  'merci',
  'seulement',
  'uniquement',
  'obligatoire',
]);

const startsWith = (tokens: readonly string[], prefix: readonly string[]) => prefix.every((w, i) => tokens[i] === w);
const endsWith = (tokens: readonly string[], suffix: readonly string[]) =>
  suffix.every((w, i) => tokens[tokens.length - suffix.length + i] === w);

interface Stripped {
  /** Phrase key of the whole text. */
  fullKey: string;
  /** Phrase key once the framing words are dropped. */
  key: string;
  /** The remaining words as typed (lower case, accents kept), for display. */
  term: string;
  /** true when the text said the food is excluded ("sans", "pas de", "interdit", "allergie à"). */
  negated: boolean;
}

const strippedCache = boundedCache<string, Stripped>();

/** Drops the framing words of a text, keeping at least one word. */
export function stripFraming(text: string): Stripped {
  return strippedCache(text, () => {
    const fullKey = phraseKey(text);
    let keys = fullKey ? fullKey.split(' ') : [];
    // Display words: the typed text split on the same boundaries as the key, when they line up.
    const typed = text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    let shown = typed.length === keys.length ? typed : [...keys];
    let negated = false;
    for (let changed = true; changed;) {
      changed = false;
      for (const [list, neg, atStart] of [
        [NEGATION_PREFIXES, true, true],
        [FRAMING_PREFIXES, false, true],
        [NEGATION_SUFFIXES, true, false],
        [FRAMING_SUFFIXES, false, false],
      ] as const) {
        for (const affix of list) {
          if (keys.length <= affix.length) continue;
          if (atStart ? !startsWith(keys, affix) : !endsWith(keys, affix)) continue;
          keys = atStart ? keys.slice(affix.length) : keys.slice(0, keys.length - affix.length);
          shown = atStart ? shown.slice(affix.length) : shown.slice(0, shown.length - affix.length);
          negated ||= neg;
          changed = true;
          break;
        }
      }
    }
    return { fullKey, key: keys.join(' '), term: shown.join(' '), negated };
  });
}

// ---------------------------------------------------------------------------------------------
// Foods (allergies, dislikes, diet exclusions)
// ---------------------------------------------------------------------------------------------

const foodByKey = lazy((): ReadonlyMap<string, FoodEntry> => {
  const map = new Map<string, FoodEntry>();
  for (const entry of FOOD_ENTRIES) {
    for (const phrase of [entry.label, ...(entry.aliases ?? [])]) {
      const key = phraseKey(phrase);
      if (key && !map.has(key)) map.set(key, entry);
    }
  }
  return map;
});

export interface FoodResolution {
  /** The lexicon entry, or null when the text is matched by name only. */
  entry: FoodEntry | null;
  /** Phrase key of what is forbidden (framing words dropped). */
  key: string;
  /** What is forbidden, as typed (lower case). */
  term: string;
  negated: boolean;
}

const foodCache = boundedCache<string, FoodResolution>();

/** What a food text (an allergy, a dislike, the X of "sans X") forbids. */
export function resolveFood(text: string): FoodResolution {
  return foodCache(text, () => {
    const s = stripFraming(text);
    const entry = foodByKey().get(s.fullKey) ?? foodByKey().get(s.key) ?? null;
    return { entry, key: s.key, term: s.term, negated: s.negated };
  });
}

/** Separators of a list typed in one entry: "crustacés et mollusques", "lait, œufs", "porc / alcool",
 *  "lait (APLV)". */
const LIST_SEPARATOR = /\s*(?:[,;/+&()]|\s(?:et|ou|ni)\s)\s*/i;

/**
 * The items of a text typed as a list, when the whole text is not itself a lexicon entry or a
 * catalogue name ("lait et produits laitiers", "fromage ail et fines herbes" stay whole). Returns []
 * when the text is one item. A negation carries over the list: "sans porc ni alcool" → "sans porc",
 * "sans alcool".
 */
export function listItems(text: string, isKnownWhole: (text: string) => boolean): string[] {
  const parts = text
    .split(LIST_SEPARATOR)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2 || isKnownWhole(text)) return [];
  const first = stripFraming(parts[0]!);
  if (!first.negated) return parts;
  return parts.map((p, i) => (i === 0 || stripFraming(p).negated ? p : `sans ${stripFraming(p).term}`));
}

const isKnownFood = (text: string) => {
  const r = resolveFood(text);
  return !!r.entry || !!exactCatalogueName(r);
};

/** The items of a food text typed as a list ([] when it is one food). */
export function foodListItems(text: string): string[] {
  return listItems(text, isKnownFood);
}

/** Every entry of the food lexicon (for tests and for the screens' suggestions). */
export const FOOD_LEXICON: readonly FoodEntry[] = FOOD_ENTRIES;

/** The catalogue ingredient a text names exactly (its name, plural or a synonym), if any: "patate" →
 *  Pomme de terre. A generic word the catalogue only maps to a default product ("poivrons") is none. */
export function exactCatalogueName(r: Pick<FoodResolution, 'key' | 'term'>) {
  if (!r.key) return undefined;
  const ing = findIngredient(r.term) ?? findIngredient(r.key);
  return ing && nameKeysOf(ing).includes(r.key) ? ing : undefined;
}

function foodUnderstood(r: FoodResolution): { recognised: boolean; understood: string } {
  if (r.entry) return { recognised: true, understood: r.entry.understood };
  if (!r.key) return { recognised: false, understood: "texte vide : rien n'est exclu" };
  const ing = exactCatalogueName(r);
  if (ing) {
    const name = ing.name.toLowerCase();
    return { recognised: true, understood: phraseKey(name) === r.key ? name : `${name} (« ${r.term} »)` };
  }
  const inside = containedFoods(r);
  if (inside.length) {
    const also = inside.map((t) => foodUnderstood(resolveFood(t)).understood).join(' ; ');
    return { recognised: false, understood: `tout ingrédient nommé « ${r.term} » et, par prudence, ${also}` };
  }
  return { recognised: false, understood: `tout ingrédient nommé « ${r.term} »` };
}

/** True when some catalogue ingredient has the phrase key in one of its names. */
function catalogueNamesContain(key: string): boolean {
  return ALL_INGREDIENTS.some((ing) => nameKeysOf(ing).some((n) => containsKey(n, key)));
}

const containedCache = boundedCache<string, string[]>();

/**
 * Foods named inside a text that neither the lexicon nor any catalogue name knows as a whole: "œufs
 * crus" → "oeuf", "pommes crues" → "pomme", "noix de pécan grillées" → "noix de pecan". Matching by
 * name alone would forbid nothing in the catalogue; the foods it names are forbidden too, by prudence.
 * Returns phrase keys, longest first at each position; [] when the text is known or named as a whole.
 */
export function containedFoods(r: Pick<FoodResolution, 'entry' | 'key' | 'term'>): string[] {
  if (r.entry || !r.key) return [];
  return containedCache(r.key, () => {
    let found: string[] = [];
    if (!exactCatalogueName(r) && !catalogueNamesContain(r.key)) {
      const ws = r.key.split(' ');
      for (let i = 0; i < ws.length;) {
        let matched = 0;
        for (let len = ws.length - i; len >= 1; len--) {
          if (len === ws.length) continue;
          const slice = ws.slice(i, i + len).join(' ');
          if (len === 1 && (slice.length < 3 || STOP_WORDS.has(slice))) continue;
          if (foodByKey().has(slice) || findIngredient(slice)) {
            found.push(slice);
            matched = len;
            break;
          }
        }
        i += matched || 1;
      }
      found = [...new Set(found)];
    }
    return found;
  });
}

// ---------------------------------------------------------------------------------------------
// Diets
// ---------------------------------------------------------------------------------------------

const dietByKey = lazy((): ReadonlyMap<string, DietEntry> => {
  const map = new Map<string, DietEntry>();
  for (const entry of DIET_ENTRIES) {
    for (const phrase of [entry.label, ...entry.aliases]) {
      const key = phraseKey(phrase);
      if (key && !map.has(key)) map.set(key, entry);
      const joined = key.replace(/ /g, '');
      if (joined && !map.has(joined)) map.set(joined, entry);
    }
  }
  return map;
});

const SANS = phraseKey('sans');

export type DietResolution =
  /** A diet the engine enforces. */
  | { kind: 'diet'; label: DietLabel; entry: DietEntry }
  /** "sans X" for a food X that is no diet: X is excluded like an allergy. */
  | { kind: 'exclusion'; food: FoodResolution }
  /** Nothing the engine can enforce: kept, and reported as not recognised. */
  | { kind: 'unknown'; term: string };

const dietCache = boundedCache<string, DietResolution>();

/** What a diet text means: a diet label, the exclusion of a food, or nothing known. */
export function resolveDiet(text: string): DietResolution {
  return dietCache(text, () => resolveDietUncached(text));
}

function resolveDietUncached(text: string): DietResolution {
  const s = stripFraming(text);
  const lookup = (key: string) => (key ? (dietByKey().get(key) ?? dietByKey().get(key.replace(/ /g, ''))) : undefined);
  const entry = lookup(s.fullKey) ?? (s.negated ? lookup(`${SANS} ${s.key}`) : lookup(s.key));
  if (entry) return { kind: 'diet', label: entry.label, entry };
  if (s.negated && s.key) return { kind: 'exclusion', food: resolveFood(text) };
  return { kind: 'unknown', term: text.trim().toLowerCase() };
}

/** The items of a diet text typed as a list ("halal et sans alcool", "sans porc ni fruits de mer"),
 *  [] when it is one diet or one exclusion. */
export function dietListItems(text: string): string[] {
  return listItems(text, (t) => {
    const r = resolveDiet(t);
    return r.kind === 'diet' || (r.kind === 'exclusion' && isKnownFood(t));
  });
}

/** The diet label of a text, or null when the text is no diet the engine enforces. */
export function dietLabelOf(text: string): DietLabel | null {
  const r = resolveDiet(text);
  return r.kind === 'diet' ? r.label : null;
}

// ---------------------------------------------------------------------------------------------
// Readings for display
// ---------------------------------------------------------------------------------------------

const allergyReadings = boundedCache<string, Reading>();
const dietReadings = boundedCache<string, Reading>();

function memo(cache: (key: string, compute: () => Reading) => Reading, text: string, read: () => Omit<Reading, 'text'>): Reading {
  return cache(text, () => ({ text, ...read() }));
}

export function readAllergy(text: string): Reading {
  return memo(allergyReadings, text, () => {
    const items = foodListItems(text);
    if (items.length === 0) return foodUnderstood(resolveFood(text));
    const readings = items.map(readAllergy);
    return { recognised: readings.every((r) => r.recognised), understood: [...new Set(readings.map((r) => r.understood))].join(' ; ') };
  });
}

export function readDiet(text: string): Reading {
  return memo(dietReadings, text, () => {
    const items = dietListItems(text);
    if (items.length > 0) {
      const readings = items.map(readDiet);
      return { recognised: readings.every((r) => r.recognised), understood: [...new Set(readings.map((r) => r.understood))].join(' ; ') };
    }
    const r = resolveDiet(text);
    if (r.kind === 'diet') return { recognised: true, understood: r.entry.understood };
    if (r.kind === 'exclusion') {
      const food = foodUnderstood(r.food);
      return food.recognised
        ? { recognised: true, understood: `sans ${food.understood}` }
        : { recognised: false, understood: `exclut ${food.understood}` };
    }
    return { recognised: false, understood: 'régime non reconnu : aucun ingrédient exclu' };
  });
}

export function readDislike(text: string): Reading {
  // A dislike is read like an allergy: the same lexicon, the same matching by name.
  return readAllergy(text);
}
