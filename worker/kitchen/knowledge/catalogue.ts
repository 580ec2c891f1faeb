// Catalogue lookups: by id, by any name / plural / synonym (accent-insensitive), and fuzzy resolution
// of free text such as "2 tomates bien mûres" or "200 g de farine".

import { ALL_INGREDIENTS, INGREDIENT_BY_ID, ingredientById } from './kb';
import { phraseKey, words, singular, STOP_WORDS } from '../base/text';
import type { IngredientData, Unit } from './vocabulary';
import { parseUnit } from './units';
import { boundedCache, lazy } from '../base/lazy';

/** All the keys an ingredient answers to: canonical name first, then plural, synonyms, id as words. */
export function namesOf(ing: IngredientData): string[] {
  return [ing.name, ing.plural ?? '', ...(ing.synonyms ?? []), ing.id.replace(/-/g, ' ')].filter(Boolean);
}

const NAME_KEYS = new Map<string, string[]>();

/** Phrase keys of all the names of an ingredient (cached: used by every allergy/dislike matcher). */
export function nameKeysOf(ing: IngredientData): string[] {
  let keys = NAME_KEYS.get(ing.id);
  if (!keys || INGREDIENT_BY_ID.get(ing.id) !== ing) {
    keys = [...new Set(namesOf(ing).map(phraseKey))];
    if (INGREDIENT_BY_ID.get(ing.id) === ing) NAME_KEYS.set(ing.id, keys);
  }
  return keys;
}

/**
 * What a cook means by a generic word the catalogue has no entry for ("du riz", "du fromage",
 * "du poulet"): the most typical product. Used after canonical names, before synonyms.
 */
const GENERIC_DEFAULTS: Record<string, string[]> = {
  riz: ['riz-basmati', 'riz-long'],
  fromage: ['emmental', 'gruyere'],
  creme: ['creme-fraiche-epaisse', 'creme-liquide'],
  boeuf: ['steak-de-boeuf', 'boeuf-hache'],
  viande: ['boeuf-hache'],
  'viande hachee': ['boeuf-hache'],
  poulet: ['poulet-filet'],
  dinde: ['dinde-escalope'],
  veau: ['veau-escalope'],
  porc: ['cote-de-porc', 'porc-echine'],
  agneau: ['gigot-d-agneau', 'agneau-epaule'],
  canard: ['canard-magret'],
  saucisse: ['saucisse-de-toulouse', 'chipolata'],
  poisson: ['cabillaud-filet', 'colin-filet'],
  chocolat: ['chocolat-noir-patissier', 'chocolat-noir-70'],
  poivron: ['poivron-rouge'],
  pain: ['pain-de-campagne', 'baguette'],
  haricot: ['haricot-vert'],
  vin: ['vin-blanc'],
  herbe: ['fines-herbes'],
  'herbe fraiche': ['fines-herbes'],
  chou: ['chou-vert'],
  courge: ['courge-butternut'],
  nouille: ['nouilles-de-riz', 'nouilles-aux-oeufs'],
  mai: ['mais-doux'],
  olive: ['olive-noire'],
  'noix de coco': ['noix-de-coco-rapee'],
  'fruit rouge': ['fruits-rouges-surgeles'],
  ble: ['ble-precuit'],
  jambon: ['jambon-blanc'],
  salade: ['salade-verte'],
};

/** phraseKey → ingredient id. Canonical names win over generic words, plurals, synonyms and ids. */
const nameIndex = lazy((): ReadonlyMap<string, string> => {
  const map = new Map<string, string>();
  const add = (key: string, id: string) => {
    if (key && !map.has(key)) map.set(key, id);
  };
  for (const ing of ALL_INGREDIENTS) add(phraseKey(ing.name), ing.id);
  for (const [word, ids] of Object.entries(GENERIC_DEFAULTS)) {
    const id = ids.find((x) => INGREDIENT_BY_ID.has(x));
    if (id) add(phraseKey(word), id);
  }
  for (const ing of ALL_INGREDIENTS) if (ing.plural) add(phraseKey(ing.plural), ing.id);
  for (const ing of ALL_INGREDIENTS) for (const s of ing.synonyms ?? []) add(phraseKey(s), ing.id);
  for (const ing of ALL_INGREDIENTS) add(phraseKey(ing.id.replace(/-/g, ' ')), ing.id);
  return map;
});

/** Longest key length in words, to bound the sub-phrase search. */
const maxKeyWords = lazy(() => Math.max(1, ...[...nameIndex().keys()].map((k) => k.split(' ').length)));

/** The catalogue ingredient of an id (kb.ts's lookup, under the name the engine reads it by). */
export const getIngredient = ingredientById;

/** Exact lookup by id or by any name (accent/case/plural-insensitive). */
export function findIngredient(text: string): IngredientData | undefined {
  const byId = INGREDIENT_BY_ID.get(text);
  if (byId) return byId;
  const id = nameIndex().get(phraseKey(text));
  return id ? INGREDIENT_BY_ID.get(id) : undefined;
}

const resolveCache = boundedCache<string, IngredientData | undefined>();

/**
 * Fuzzy resolution of free text: exact name first, then the longest catalogue name contained in the
 * text on word boundaries ("2 tomates bien mûres" → Tomate, "filets de poulet fermier" → Filet de
 * poulet). Returns undefined when nothing in the catalogue is named in the text.
 */
export function resolveIngredient(text: string): IngredientData | undefined {
  return resolveCache(text, () => resolveUncached(text));
}

function resolveUncached(text: string): IngredientData | undefined {
  const exact = findIngredient(text.trim());
  if (exact) return exact;
  const ws = words(text).map(singular);
  let best: { id: string; len: number; pos: number } | undefined;
  for (let i = 0; i < ws.length; i++) {
    for (let len = Math.min(maxKeyWords(), ws.length - i); len >= 1; len--) {
      if (best && len < best.len) break;
      const slice = ws.slice(i, i + len);
      // A lone stop word or number is never an ingredient name.
      if (len === 1 && (STOP_WORDS.has(slice[0] as string) || /^\d+$/.test(slice[0] as string))) continue;
      const id = nameIndex().get(slice.join(' '));
      if (id && (!best || len > best.len)) {
        best = { id, len, pos: i };
        break;
      }
    }
  }
  return best ? INGREDIENT_BY_ID.get(best.id) : undefined;
}

export interface ParsedIngredientText {
  ingredient?: IngredientData;
  quantity?: number;
  unit?: Unit;
  /** The text without the leading quantity and unit ("tomates bien mûres"). */
  label: string;
}

/** Parses "200 g de farine", "2 tomates", "1 c. à soupe d'huile" into quantity, unit and ingredient. */
export function parseIngredientText(text: string): ParsedIngredientText {
  let rest = text.trim();
  let quantity: number | undefined;
  let unit: Unit | undefined;
  const q = /^(\d+(?:[.,]\d+)?|\d+\/\d+)\s*/.exec(rest);
  if (q) {
    const raw = q[1] as string;
    quantity = raw.includes('/') ? Number(raw.split('/')[0]) / Number(raw.split('/')[1]) : Number(raw.replace(',', '.'));
    rest = rest.slice(q[0].length);
    const u =
      /^(kg|g|gr|grammes?|ml|cl|l|litres?|c\.? ?à ?s(?:oupe)?\.?|c\.? ?à ?c(?:afé)?\.?|cuill[eè]res? à (?:soupe|café)|cs|cc|pincées?|pièces?)(?=\s|$)\s*/i.exec(
        rest,
      );
    if (u) {
      unit = parseUnit(u[1] as string) ?? undefined;
      rest = rest.slice(u[0].length);
    }
    rest = rest.replace(/^(de |d'|d’|des |du )/i, '');
  }
  return { ingredient: resolveIngredient(rest || text), quantity, unit, label: rest || text };
}

/** Display name of an ingredient for a quantity (plural when more than one piece or counted in bulk). */
export function displayName(ing: IngredientData, plural = false): string {
  return plural && ing.plural ? ing.plural : ing.name;
}

const resolveAllCache = boundedCache<string, IngredientData[]>();

/**
 * Every catalogue ingredient named in a free text, longest names first and without overlap
 * ("tomates farcies au fromage de chèvre" → Tomate, Fromage de chèvre). Used by the safety checks so
 * that a free-text ingredient is judged by everything it mentions.
 */
export function resolveAllIngredients(text: string): IngredientData[] {
  return resolveAllCache(text, () => {
    const ws = words(text).map(singular);
    const found: IngredientData[] = [];
    let i = 0;
    while (i < ws.length) {
      let matched = 0;
      for (let len = Math.min(maxKeyWords(), ws.length - i); len >= 1; len--) {
        const slice = ws.slice(i, i + len);
        if (len === 1 && (STOP_WORDS.has(slice[0] as string) || /^\d+$/.test(slice[0] as string))) continue;
        const id = nameIndex().get(slice.join(' '));
        if (id) {
          const ing = INGREDIENT_BY_ID.get(id);
          if (ing && !found.includes(ing)) found.push(ing);
          matched = len;
          break;
        }
      }
      i += matched || 1;
    }
    return found;
  });
}

/** Price per kg, whatever unit the catalogue prices in. */
export function pricePerKg(ing: IngredientData): number {
  const { euros, per } = ing.price;
  if (per === 'kg') return euros;
  if (per === 'l') return euros / (ing.densityGPerMl ?? 1);
  return ing.pieceWeightG ? (euros * 1000) / ing.pieceWeightG : euros * 10;
}
