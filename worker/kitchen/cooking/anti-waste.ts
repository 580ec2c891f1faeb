// Anti-waste ("Cuisiner sans gaspiller"): recipes that use as many of the given ingredients as
// possible — corpus recipes ranked by coverage, and templates that turn any combination into a
// real recipe — for peopleCount portions, within `time`, respecting the chips' diets, the meal type
// and the profile. Only food is cooked: every input is resolved to a catalogue ingredient or refused
// (readAntiWasteIngredients names the refused ones), so "savon" never ends up in a poêlée.

import type { AntiWasteRecipe, EaterProfile, GenerateOptions, RecipeDraft } from '../model';
import { antiWasteUnrecognized, type AntiWasteBody } from '@shared/schemas/recipes';
import { corpusRecipes, cloneDraft, type RecipeIndex } from '../facts/corpus';
import { compileProfile, type CompiledProfile } from '../household/profile';
import { isSafe, repairWith } from '../safety/check';
import { parseIngredientText } from '../knowledge/catalogue';
import { safeVersion } from './suggest';
import { scaleRecipe } from '../facts/scaling';
import { BASIC_STAPLES, buildTemplate, isStaple, TEMPLATE_IDS, templateSpec, type Offered, type TemplateId } from './templates/index';
import { contentWords, normalizeText, phraseKey, containsKey } from '../base/text';
import type { RecipeMealType } from '../knowledge/vocabulary';

export const MAX_ANTI_WASTE_RESULTS = 6;

/**
 * Words that say a text is not food even when it contains a food's name ("pâte à modeler", "eau de
 * javel", "savon au lait"): such a text is refused, never cooked.
 */
const NON_FOOD_WORDS = new Set(
  (
    'modeler modelage savon savonnette lessive javel detergent detachant vaisselle shampoing shampooing dentifrice ' +
    'eponge chaussette chaussure plastique carton colle peinture bougie jouet douche solaire nettoyant desinfectant ' +
    'insecticide engrais terreau litiere cosmetique deodorant maquillage mouchoir serviette ampoule'
  )
    .split(' ')
    .map((w) => phraseKey(w)),
);

/** The catalogue ingredient a text names, unless the text is not food at all. */
function foodIn(text: string) {
  if (
    phraseKey(text)
      .split(' ')
      .some((w) => NON_FOOD_WORDS.has(w))
  )
    return undefined;
  return parseIngredientText(text).ingredient;
}

/** The user's ingredients, resolved (duplicates removed, order kept). */
export function readOffers(texts: readonly string[]): Offered[] {
  const seen = new Set<string>();
  const out: Offered[] = [];
  for (const text of texts) {
    const trimmed = text.trim();
    if (!trimmed) continue;
    const ing = foodIn(trimmed);
    const key = ing?.id ?? phraseKey(trimmed);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ text: trimmed, ing });
  }
  return out;
}

export interface AntiWasteIngredients {
  /** Inputs resolved to a catalogue ingredient, as typed (trimmed), in input order, duplicates removed. */
  recognized: string[];
  /** Inputs the catalogue does not know, as typed (trimmed), in input order, duplicates removed. */
  unrecognized: string[];
}

/** Splits the anti-waste inputs into food the catalogue knows and texts it does not. */
export function readAntiWasteIngredients(texts: readonly string[]): AntiWasteIngredients {
  const recognized: string[] = [];
  const unrecognized: string[] = [];
  const seen = new Set<string>();
  for (const text of texts) {
    const trimmed = text.trim();
    const key = normalizeText(trimmed);
    if (!trimmed || seen.has(key)) continue;
    seen.add(key);
    (foodIn(trimmed) ? recognized : unrecognized).push(trimmed);
  }
  return { recognized, unrecognized };
}

/** "Nous n'avons pas reconnu : savon, chaussettes" (inputs as typed, in input order). */
export function unrecognizedMessage(unrecognized: readonly string[]): string {
  return antiWasteUnrecognized(unrecognized);
}

function mealTypeOf(value: string): RecipeMealType | null {
  const key = normalizeText(value);
  const map: Record<string, RecipeMealType> = {
    'petit-dejeuner': 'petit-déjeuner',
    dejeuner: 'déjeuner',
    diner: 'dîner',
    collation: 'collation',
    dessert: 'dessert',
    gouter: 'collation',
  };
  return map[key] ?? null;
}

function corpusFitsMeal(x: RecipeIndex, meal: RecipeMealType | null): boolean {
  if (!meal) return true;
  if (x.data.mealTypes.includes(meal)) return true;
  if (meal === 'dessert') return x.data.dishType === 'Dessert';
  if (meal === 'collation') return x.data.dishType === 'Goûter';
  return false;
}

/** Whether a recipe line stands for an offered ingredient (same id, or the offer's words in its name). */
function lineUses(line: RecipeDraft['ingredients'][number], o: Offered): boolean {
  if (o.ing && line.ingredientId === o.ing.id) return true;
  const key = o.ing ? phraseKey(o.ing.name) : phraseKey(o.text);
  return !!key && containsKey(phraseKey(line.name.split(',')[0]!), key);
}

/** usedIngredients / additionalIngredients of a recipe for these offers. */
function account(draft: RecipeDraft, offers: readonly Offered[]): { used: string[]; additional: string[] } {
  const used = offers.filter((o) => draft.ingredients.some((l) => lineUses(l, o))).map((o) => o.text);
  const additional = draft.ingredients
    .filter((l) => !offers.some((o) => lineUses(l, o)))
    .filter((l) => !(l.ingredientId && BASIC_STAPLES.has(l.ingredientId)))
    .map((l) => l.name.split(',')[0]!.trim());
  return { used, additional: [...new Set(additional)] };
}

interface Candidate {
  draft: RecipeDraft;
  used: string[];
  additional: string[];
  /** Non-staple offers used: what the ranking maximises. */
  usedMain: number;
  source: 'corpus' | TemplateId;
}

function usedMainCount(used: readonly string[], offers: readonly Offered[]): number {
  return offers.filter((o) => used.includes(o.text) && !isStaple(o.ing)).length;
}

function corpusCandidates(offers: Offered[], compiled: CompiledProfile, body: AntiWasteBody, meal: RecipeMealType | null): Candidate[] {
  const offerWords = offers.map((o) => ({ o, words: o.ing ? contentWords(o.ing.name) : contentWords(o.text) }));
  const scored: { x: RecipeIndex; hits: number }[] = [];
  for (const x of corpusRecipes()) {
    if (x.data.prepTime + x.data.cookTime > body.time || !corpusFitsMeal(x, meal)) continue;
    let hits = 0;
    for (const { o, words } of offerWords) {
      if (isStaple(o.ing)) continue;
      if ((o.ing && x.ids.has(o.ing.id)) || (words.length && words.every((w) => x.ingredientWords.has(w)))) hits++;
    }
    if (hits > 0) scored.push({ x, hits });
  }
  scored.sort(
    (a, b) => b.hits - a.hits || a.x.data.ingredients.length - b.x.data.ingredients.length || a.x.data.id.localeCompare(b.x.data.id),
  );
  const out: Candidate[] = [];
  // The best-covering recipes only: each may need a repair, and templates fill the rest.
  for (const { x } of scored.slice(0, 8)) {
    if (out.length >= 4) break;
    const safe = safeVersion(x, compiled);
    if (!safe) continue;
    const scaled = scaleRecipe(cloneDraft(safe), body.peopleCount);
    // Rounding for few portions can push carbs over a keto ceiling: re-check, repair or skip.
    const draft = isSafe(scaled, compiled) ? scaled : repairWith(scaled, compiled);
    if (!draft) continue;
    const { used, additional } = account(draft, offers);
    const usedMain = usedMainCount(used, offers);
    if (usedMain > 0) out.push({ draft, used, additional, usedMain, source: 'corpus' });
  }
  return out;
}

function templateCandidates(offers: Offered[], compiled: CompiledProfile, body: AntiWasteBody, meal: RecipeMealType | null): Candidate[] {
  const out: Candidate[] = [];
  // Main ingredients first, in the user's order; staples after.
  const ordered = [...offers.filter((o) => !isStaple(o.ing)), ...offers.filter((o) => isStaple(o.ing))];
  for (const id of TEMPLATE_IDS) {
    const spec = templateSpec(id);
    if (meal && !spec.mealTypes.includes(meal)) continue;
    const built = buildTemplate(id, ordered, { servings: body.peopleCount, time: body.time });
    if (!built) continue;
    const safe = isSafe(built.draft, compiled) ? built.draft : repairWith(built.draft, compiled);
    if (!safe || safe.prepTime + safe.cookTime > body.time) continue;
    const { used, additional } = account(safe, offers);
    const usedMain = usedMainCount(used, offers);
    if (usedMain > 0) out.push({ draft: safe, used, additional, usedMain, source: id });
  }
  return out;
}

/**
 * POST /api/generate-recipes-from-ingredients. Corpus recipes with the best coverage of the given
 * ingredients plus template recipes (soupe, gratin, omelette, poêlée, salade, quiche, curry...)
 * built around them, for `peopleCount`, within `time` minutes (prep + cook), respecting the body's
 * dietaryRestrictions and mealType AND the profile. Up to 6 results, best first.
 */
export function recipesFromIngredients(body: AntiWasteBody, profile: EaterProfile, _opts: GenerateOptions = {}): AntiWasteRecipe[] {
  const compiled = compileProfile({ ...profile, diets: [...profile.diets, ...(body.dietaryRestrictions ?? [])] });
  // What the catalogue does not know is not food Popote can cook with: it never reaches a recipe.
  const offers = readOffers(body.ingredients ?? []).filter((o) => o.ing);
  // Ingredients the profile or the chips forbid are not offered to any recipe.
  const allowed = offers.filter((o) => (o.ing ? !compiled.forbidden.has(o.ing.id) : !compiled.reasonForText(o.text)));
  if (!allowed.length) return [];
  const meal = mealTypeOf(body.mealType ?? '');
  const all = [...corpusCandidates(allowed, compiled, body, meal), ...templateCandidates(allowed, compiled, body, meal)];
  // Most given ingredients used, then fewest purchases, corpus recipes first on ties.
  all.sort(
    (a, b) =>
      b.usedMain - a.usedMain ||
      a.additional.length - b.additional.length ||
      (a.source === 'corpus' ? 0 : 1) - (b.source === 'corpus' ? 0 : 1) ||
      a.draft.title.localeCompare(b.draft.title, 'fr'),
  );
  const seenTitles = new Set<string>();
  const out: AntiWasteRecipe[] = [];
  for (const c of all) {
    const key = normalizeText(c.draft.title);
    if (seenTitles.has(key)) continue;
    seenTitles.add(key);
    out.push({ ...c.draft, usedIngredients: c.used, additionalIngredients: c.additional });
    if (out.length >= MAX_ANTI_WASTE_RESULTS) break;
  }
  return out;
}

/** The catalogue ingredient of a recipe line: its id, else what its name reads as. */
function lineIngredientId(line: RecipeDraft['ingredients'][number]): string | null {
  return line.ingredientId ?? foodIn(line.name.split(',')[0] ?? '')?.id ?? null;
}

/** How many of the pantry's ingredients (catalogue ids) a recipe uses, each counted once. */
export function pantryUse(draft: Pick<RecipeDraft, 'ingredients'>, pantryIds: ReadonlySet<string>): number {
  const used = new Set<string>();
  for (const line of draft.ingredients) {
    const id = lineIngredientId(line);
    if (id && pantryIds.has(id)) used.add(id);
  }
  return used.size;
}

/**
 * Anti-waste results ranked by how much of the pantry they use (« Mes placards »: the counted items'
 * catalogue ids), most first; on a tie the order they came in stays (coverage of the chosen
 * ingredients, then fewest purchases).
 */
export function rankByPantry<R extends Pick<RecipeDraft, 'ingredients'>>(recipes: readonly R[], pantryIds: ReadonlySet<string>): R[] {
  if (pantryIds.size === 0) return [...recipes];
  return recipes
    .map((recipe, at) => ({ recipe, at, use: pantryUse(recipe, pantryIds) }))
    .sort((a, b) => b.use - a.use || a.at - b.at)
    .map((r) => r.recipe);
}
