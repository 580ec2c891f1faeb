// Allergies and dislikes as predicates over ingredients.
//
// Every text goes through the French lexicon (household/lexicon/index.ts): the allergy tiles, the 14 EU allergens
// under their usual names ("APLV", "protéines de lait de vache", "œufs de poule"), finer groups
// (fruits rouges, solanacées, rosacées) and family aliases ("champignons", "abats") each have a rule
// over the catalogue facts (EU allergens, FOOD_TAGS, families, flags, names). Any other text ("porc",
// "coriandre", "poudre de perlimpinpin") is never dropped: it becomes a generic rule, every
// ingredient whose name, plural or synonym contains the words (and, when the text is a catalogue
// synonym, every ingredient named like the canonical name). Free-text recipe ingredients (no catalogue
// id) are judged by every catalogue ingredient they name AND by keywords, so an unknown "sauce au
// fromage maison" still trips a cheese allergy.

import { ALL_INGREDIENTS, INGREDIENT_BY_ID } from '../knowledge/kb';
import { nameKeysOf, resolveAllIngredients } from '../knowledge/catalogue';
import { containsKey, phraseKey } from '../base/text';
import { containedFoods, exactCatalogueName, FOOD_LEXICON, foodListItems, resolveFood, type FoodRule } from './lexicon/index';
import type { IngredientData } from '../knowledge/vocabulary';
import { boundedCache, lazy } from '../base/lazy';

type RuleSpec = FoodRule;

/** Labels of the lexicon's food rules (the allergy tiles first), for tests and messages. */
export const KNOWN_RULE_NAMES = FOOD_LEXICON.map((e) => e.label);

export interface FoodMatcher {
  /** The user's text ('Fruits de mer'). */
  label: string;
  /** Catalogue ids this allergy/dislike forbids (computed once over the whole catalogue). */
  ids: ReadonlySet<string>;
  /** True when a catalogue ingredient is forbidden. */
  matchesIngredient(ing: IngredientData): boolean;
  /** True when a free-text ingredient name is forbidden (catalogue names inside it, or keywords). */
  matchesText(text: string): boolean;
}

/** Removes the exception phrases (phrase keys) from a phrase key. */
function stripExcept(textKey: string, exceptKeys: readonly string[]): string {
  let key = ' ' + textKey + ' ';
  for (const ek of exceptKeys) if (ek && key.includes(ek)) key = key.split(' ' + ek + ' ').join(' ');
  return key.trim();
}

function specMatchesIngredient(
  spec: RuleSpec,
  ing: IngredientData,
  keywordKeys: readonly string[],
  exceptKeys: readonly string[],
): boolean {
  if (spec.ids?.includes(ing.id)) return true;
  if (spec.allergens?.some((a) => ing.allergens?.includes(a))) return true;
  if (spec.tags?.some((t) => ing.tags?.includes(t))) return true;
  if (spec.families?.includes(ing.family)) return true;
  if (spec.animal && ing.animalDerived && spec.animal.includes(ing.animalDerived)) return true;
  if (spec.alcohol && ing.alcohol) return true;
  if (spec.matchNames) return nameKeysOf(ing).some((n) => keywordsMatch(n, keywordKeys, exceptKeys));
  return false;
}

/** True when a keyword occurs in the phrase key once the exception phrases are removed. */
function keywordsMatch(textKey: string, keywordKeys: readonly string[], exceptKeys: readonly string[]): boolean {
  // Removing exceptions only removes matches: a text with no keyword at all is settled at once.
  if (!keywordKeys.some((k) => containsKey(textKey, k))) return false;
  if (exceptKeys.length === 0) return true;
  const key = stripExcept(textKey, exceptKeys);
  return keywordKeys.some((k) => containsKey(key, k));
}

/** word of any name key → ids of the ingredients having it: a new dislike scans a few candidates,
 *  not the whole catalogue. */
const wordIndex = lazy((): ReadonlyMap<string, readonly string[]> => {
  const map = new Map<string, string[]>();
  for (const ing of ALL_INGREDIENTS) {
    for (const key of nameKeysOf(ing)) {
      for (const w of key.split(' ')) {
        const list = map.get(w) ?? [];
        if (list[list.length - 1] !== ing.id) list.push(ing.id);
        map.set(w, list);
      }
    }
  }
  return map;
});

/** Catalogue ingredients whose names may contain every word of `key` (to be verified). */
function candidatesForKey(key: string): IngredientData[] {
  const ws = key.split(' ');
  let best: readonly string[] | undefined;
  for (const w of ws) {
    const list = wordIndex().get(w) ?? [];
    if (!best || list.length < best.length) best = list;
  }
  return (best ?? []).map((id) => INGREDIENT_BY_ID.get(id)).filter((i): i is IngredientData => !!i);
}

const matcherCache = boundedCache<string, FoodMatcher>(2000);

/** The predicate for one allergy or dislike text. Cached: the catalogue scan runs once per text. */
export function foodMatcher(term: string): FoodMatcher {
  const key = phraseKey(term);
  const matcher = matcherCache(key, () => buildMatcher(term));
  return matcher.label === term ? matcher : { ...matcher, label: term };
}

function buildMatcher(label: string): FoodMatcher {
  const items = foodListItems(label);
  const single = buildSingleMatcher(label);
  // Foods named inside a text the catalogue knows by no name ("œufs crus" → œufs), by prudence.
  const inside = items.length ? [] : containedFoods(resolveFood(label));
  if (items.length === 0 && inside.length === 0) return single;
  // A list typed in one entry ("crustacés et mollusques"): every item is forbidden, and the whole
  // text still is by name.
  const parts = [single, ...items.map(foodMatcher), ...inside.map(foodMatcher)];
  const ids = new Set(parts.flatMap((m) => [...m.ids]));
  return {
    label,
    ids,
    matchesIngredient: (ing) => parts.some((m) => m.matchesIngredient(ing)),
    matchesText: (text) => parts.some((m) => m.matchesText(text)),
  };
}

function buildSingleMatcher(label: string): FoodMatcher {
  const { entry, key, term } = resolveFood(label);
  const spec = entry?.rule;
  let matchesIngredient: (ing: IngredientData) => boolean;
  let matchesKeywords: (textKey: string) => boolean;
  let pool: readonly IngredientData[];
  if (spec) {
    const kw = spec.keywords.map(phraseKey).filter(Boolean);
    const except = (spec.except ?? []).map(phraseKey).filter(Boolean);
    matchesIngredient = (ing) => specMatchesIngredient(spec, ing, kw, except);
    matchesKeywords = (textKey) => keywordsMatch(textKey, kw, except);
    pool = ALL_INGREDIENTS;
  } else {
    // Generic text: every ingredient whose names contain the words ("champignon" → champignon de
    // Paris, champignons shiitaké...), matched on word boundaries with plural marks ignored. When the
    // text is a catalogue synonym ("patate"), the canonical name is matched too ("pomme de terre").
    const named = exactCatalogueName({ key, term });
    const needles = [...new Set([key, ...(named ? [phraseKey(named.name)] : [])].filter(Boolean))];
    matchesIngredient = (ing) => nameKeysOf(ing).some((n) => needles.some((k) => containsKey(n, k)));
    matchesKeywords = (textKey) => needles.some((k) => containsKey(textKey, k));
    // Names only: the indexed candidates of each needle, not the whole catalogue.
    pool = [...new Set(needles.flatMap(candidatesForKey))];
  }
  const ids = new Set<string>();
  if (key) for (const ing of pool) if (matchesIngredient(ing)) ids.add(ing.id);
  return {
    label,
    ids,
    // Catalogue ingredients were all judged when building `ids`; only foreign objects are re-judged.
    matchesIngredient: (ing) => ids.has(ing.id) || (!!key && INGREDIENT_BY_ID.get(ing.id) !== ing && matchesIngredient(ing)),
    matchesText: (text) => {
      if (!key) return false;
      const textKey = phraseKey(text);
      if (matchesKeywords(textKey)) return true;
      return resolveAllIngredients(text).some((ing) => ids.has(ing.id));
    },
  };
}
