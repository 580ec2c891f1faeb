// Iterating on a recipe: explicit replacements and exclusions, then the variants and the comment
// understood by keywords ('plus rapide', 'moins cher', 'végétarien', 'sans gluten', 'plus léger',
// 'plus épicé', 'pour 6 personnes', 'Remplacer le bœuf par des lentilles'...). The result is always
// repaired for the profile. Every diet and modifier asked is VERIFIED on the result before the title
// or the description claims it (every line fits the diet and the carbs stay under its ceiling;
// fewer kcal, a lower cost, a shorter time, a spice really added, the asked servings); what could
// not be achieved is said plainly in the description, with what the user can try instead.

import type { DietLabel, DraftIngredient, EaterProfile, IterateRequest, RecipeDraft } from '../model';
import { compileProfile, type CompiledProfile } from '../household/profile';
import { foodMatcher } from '../household/allergies';
import { canonicalDiet, carbsFitDiet, KETO_MAX_CARBS_PER_PORTION, LOW_CARB_MAX_CARBS_PER_PORTION } from '../household/diets';
import { findIngredient, getIngredient, nameKeysOf, pricePerKg, resolveIngredient } from '../knowledge/catalogue';
import { lineCost, lineFitsDiet, lineGrams, lineIngredient, nutritionPerPortion } from '../facts/derive';
import {
  applyFreeTextSubstitute,
  applySubstitute,
  chooseSubstitute,
  dropLine,
  isOptionalLine,
  isSweetDish,
  withFacts,
} from '../safety/substitutions';
import { checkRecipeSafety, isSafe, repairWith } from '../safety/check';
import { hasPressureCooker, heatOnly, isOvenDish, quickenSteps } from '../safety/steps';
import { corpusRecipeDraft } from '../facts/corpus';
import { ALL_RECIPES } from '../knowledge/kb';
import { roundQuantity, scaleRecipe } from '../facts/scaling';
import { createRecipe } from './create';
import { fixFrench, lowerFirst, normalizeText, phraseKey, singular, STOP_WORDS, words } from '../base/text';
import { fromGrams, parseUnit, unityLabel } from '../knowledge/units';
import type { IngredientData } from '../knowledge/vocabulary';

export type Modifier = 'rapide' | 'economique' | 'leger' | 'epice' | 'moins-sucre';

export interface IterationPlan {
  replacements: { original: string; replacement: string }[];
  exclusions: string[];
  additions: string[];
  diets: DietLabel[];
  modifiers: Modifier[];
  servings?: number;
}

const DIET_WORDS: [RegExp, string][] = [
  [/\bvegetarien(ne)?s?\b|\bveggie\b/, 'Végétarien'],
  [/\bvegan(e)?s?\b|\bvegetalien(ne)?\b/, 'Végan'],
  [/\bpescetarien(ne)?\b/, 'Pescétarien'],
  [/\bsans gluten\b/, 'Sans gluten'],
  [/\bsans lactose\b|\bsans produits? laitiers?\b/, 'Sans lactose'],
  [/\bketo\b|\bcetogene\b/, 'Cétogène'],
  [/\blow carb\b|\bpauvre en glucides\b|\bmoins de glucides\b/, 'Low Carb'],
  [/\bpaleo\b/, 'Paleo'],
  [/\bhalal\b/, 'Halal'],
  [/\bcasher\b|\bkasher\b|\bcacher\b/, 'Casher'],
  [/\bsans porc\b/, 'Sans porc'],
  [/\bsans alcool\b/, 'Sans alcool'],
  [/\bsans sucres? ajoutes?\b/, 'Sans sucre ajouté'],
  [/\bflexitarien(ne)?\b/, 'Flexitarien'],
];

/** "sans X" words that are diets, not the exclusion of a food. */
const DIET_SANS = /^(gluten|lactose|produits? laitiers?|porc|alcool|sucres? ajoutes?)$/;

const MODIFIER_WORDS: [RegExp, Modifier][] = [
  [/\b(plus )?rapide\b|\bexpress\b|\bmoins long\b|\bplus vite\b|\bgagner du temps\b/, 'rapide'],
  [/\bmoins cher\b|\beconomique\b|\bpetit budget\b|\bpas cher\b|\bbudget\b/, 'economique'],
  [/\b(plus )?leger(e)?\b|\blight\b|\bmoins gras\b|\bmoins calorique\b|\bminceur\b|\bmoins de calories\b/, 'leger'],
  [/\b(plus )?epice(e)?\b|\bplus releve(e)?\b|\bpiquant\b|\bpimente\b/, 'epice'],
  [/\bmoins sucre(e)?\b|\bmoins de sucre\b/, 'moins-sucre'],
];

/** Reads variants and comment into a plan. Accent/case-insensitive. */
export function planIteration(req: IterateRequest): IterationPlan {
  const plan: IterationPlan = {
    replacements: [...req.ingredientReplacements],
    exclusions: [...req.excludedIngredients],
    additions: [],
    diets: [],
    modifiers: [],
  };
  const texts = [...req.variants, ...req.comment.split(/[.;!?\n]+/)].map((t) => t.trim()).filter(Boolean);
  for (const raw of texts) {
    const t = normalizeText(raw).replace(/[’']/g, "'");
    // "Remplacer le bœuf par des lentilles", "bœuf par lentilles", "bœuf -> lentilles"
    // (matched on the lower-cased raw text so that the replacement keeps its accents).
    const lower = raw.toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, ' ').trim();
    const rep =
      /^(?:remplacer|remplace|remplacez|substituer|substituez|changer|changez)?\s*(?:le |la |les |l'|du |de la |des )?(.+?)\s+(?:par|->|→)\s+(?:le |la |les |l'|du |de la |des |de |d')?(.+)$/.exec(
        lower,
      );
    if (rep && /remplac|substitu|changer|->|→| par /.test(t)) {
      plan.replacements.push({ original: rep[1]!.trim(), replacement: rep[2]!.trim() });
      continue;
    }
    for (const [re, diet] of DIET_WORDS) {
      const label = re.test(t) ? canonicalDiet(diet) : null;
      if (label) plan.diets.push(label);
    }
    for (const [re, m] of MODIFIER_WORDS) if (re.test(t)) plan.modifiers.push(m);
    const people = /(?:pour\s+)?(\d{1,2})\s*(?:personnes?|pers\.?|parts?|portions?|couverts?)\b/.exec(t);
    if (people) plan.servings = Math.min(50, Math.max(1, Number(people[1])));
    // "sans champignons" (but not "sans gluten"/"sans lactose", which are diets)
    for (const m of t.matchAll(/\bsans\s+(?:le |la |les |l'|de |d')?([a-z' -]+?)(?=$|,| et | ni | avec )/g)) {
      const what = m[1]!.trim();
      // A "sans porc" the diets do not know stays an exclusion of pork.
      if (/^(gluten|lactose|produits? laitiers?)$/.test(what)) continue;
      if (DIET_SANS.test(what) && plan.diets.some((d) => normalizeText(d).startsWith('sans '))) continue;
      plan.exclusions.push(what);
    }
    for (const m of t.matchAll(
      /\b(?:ajouter|ajoute|ajoutez|avec|plus de)\s+(?:du |de la |des |de l'|un |une |le |la |les |l')?([a-z' -]+?)(?=$|,| et )/g,
    )) {
      const what = m[1]!.trim();
      if (resolveIngredient(what)) plan.additions.push(what);
    }
  }
  plan.diets = [...new Set(plan.diets)];
  plan.modifiers = [...new Set(plan.modifiers)];
  plan.exclusions = [...new Set(plan.exclusions.filter(Boolean))];
  return plan;
}

// ---------------------------------------------------------------------------------------------
// Operations
// ---------------------------------------------------------------------------------------------

function lineMatches(line: DraftIngredient, term: string): boolean {
  const m = foodMatcher(term);
  const ing = getIngredient(line.ingredientId);
  return ing ? m.ids.has(ing.id) : m.matchesText(line.name);
}

/** Applies one user replacement to every line it names; returns the recipe and whether it applied. */
function applyReplacement(
  recipe: RecipeDraft,
  original: string,
  replacement: string,
  compiled: CompiledProfile,
): { recipe: RecipeDraft; applied: boolean } {
  let r = recipe;
  let applied = false;
  const target = findIngredient(replacement) ?? resolveIngredient(replacement);
  for (let guard = 0; guard < recipe.ingredients.length; guard++) {
    const index = r.ingredients.findIndex((l) => lineMatches(l, original) && (!target || l.ingredientId !== target.id));
    if (index < 0) break;
    const line = r.ingredients[index]!;
    applied = true;
    if (target) {
      const from = lineIngredient(line);
      const unit = parseUnit(line.unity, from);
      let quantity: number;
      let unity: string;
      if (unit && unit !== 'pièce') {
        quantity = roundQuantity(line.quantity, unit, target.id);
        unity = unit;
      } else {
        const natural = fromGrams(lineGrams(line, from), target);
        quantity = roundQuantity(natural.quantity, natural.unit, target.id);
        unity = unityLabel(natural.unit, quantity, target);
      }
      r = applySubstitute(r, index, { target, quantity, unity });
    } else {
      r = applyFreeTextSubstitute(r, index, replacement.charAt(0).toUpperCase() + replacement.slice(1));
    }
  }
  void compiled;
  return { recipe: r, applied };
}

/** Removes (substitutes, else drops) every line an exclusion names. */
function applyExclusion(
  recipe: RecipeDraft,
  term: string,
  compiled: CompiledProfile,
): { recipe: RecipeDraft; applied: boolean; keyLine?: string } {
  const m = foodMatcher(term);
  let r = recipe;
  let applied = false;
  const allowed = (c: IngredientData) => !compiled.forbidden.has(c.id) && !m.ids.has(c.id);
  for (let guard = 0; guard < recipe.ingredients.length + 2; guard++) {
    const index = r.ingredients.findIndex((l) => lineMatches(l, term));
    if (index < 0) break;
    applied = true;
    const line = r.ingredients[index]!;
    const choice = chooseSubstitute(line, r, allowed);
    // A main ingredient nothing can stand for (the chocolate of a chocolate mousse) is not simply
    // dropped: the dish would keep a name it no longer deserves. The recipe stays as it was.
    if (!choice && !isOptionalLine(line, r))
      return { recipe, applied: false, keyLine: lineIngredient(line)?.name ?? line.name.split(',')[0]! };
    r = choice ? applySubstitute(r, index, choice) : dropLine(r, index);
  }
  return { recipe: r, applied };
}

/** Swaps the costliest lines for cheaper relatives (at least 25 % cheaper per kg). */
function cheaper(recipe: RecipeDraft, compiled: CompiledProfile): { recipe: RecipeDraft; notes: string[] } {
  let r = recipe;
  const notes: string[] = [];
  const total = r.ingredients.reduce((s, l) => s + lineCost(l), 0) || 1;
  const costly = r.ingredients
    .map((l, i) => ({ l, i, cost: lineCost(l) }))
    .filter((e) => e.cost / total >= 0.15)
    .sort((a, b) => b.cost - a.cost)
    .slice(0, 2);
  for (const { l } of costly) {
    const ing = lineIngredient(l);
    if (!ing) continue;
    const limit = pricePerKg(ing) * 0.75;
    const allowed = (c: IngredientData) => !compiled.forbidden.has(c.id) && pricePerKg(c) <= limit;
    const index = r.ingredients.indexOf(l);
    // Closest cheaper relative first (another cut, another fish), then the rules.
    const choice = chooseSubstitute(l, r, allowed);
    if (index >= 0 && choice) {
      r = applySubstitute(r, index, choice);
      notes.push(`${ing.name} remplacé par ${lowerFirst(choice.target.name)}, moins cher.`);
    }
  }
  return { recipe: r, notes };
}

/** Long-cooking ingredients and their quick equivalents. */
const QUICK_SWAPS: Record<string, string> = {
  'lentilles-vertes': 'lentilles-en-conserve',
  'lentilles-blondes': 'lentilles-en-conserve',
  'pois-chiches-secs': 'pois-chiches',
  'haricots-rouges-secs': 'haricots-rouges',
  'haricots-blancs-secs': 'haricots-blancs',
  'riz-complet': 'riz-basmati',
  'riz-sauvage': 'riz-basmati',
  'boeuf-a-bourguignon': 'rumsteck',
  paleron: 'rumsteck',
  'joue-de-boeuf': 'rumsteck',
  'jarret-de-boeuf': 'rumsteck',
  'agneau-epaule': 'cotelette-d-agneau',
  'porc-epaule': 'porc-filet-mignon',
  'veau-epaule': 'veau-escalope',
  'veau-jarret': 'veau-escalope',
  'poulet-entier': 'poulet-filet',
  'poulet-cuisse': 'poulet-filet',
  'pates-seches': 'pates-fraiches',
  polenta: 'polenta',
  'pois-casses': 'lentilles-corail',
  'feves-seches': 'feves-surgelees',
  semoule: 'semoule-fine',
};

/** Quicker ingredients (canned pulses, quick-cooking cuts), then shorter cooking steps that say how
 *  (steps.ts): the pressure cooker only for a household that declared one, never for an oven dish. */
/** The words that name a canned pulse in steps (normalized). */
const CANNED_PULSES: Record<string, RegExp> = {
  'lentilles-en-conserve': /\blentilles?\b/,
  'pois-chiches': /\bpois chiches?\b/,
  'haricots-rouges': /\bharicots?\b/,
  'haricots-blancs': /\bharicots?\b|\blingots?\b/,
};

function faster(
  recipe: RecipeDraft,
  compiled: CompiledProfile,
  equipment: readonly string[] | undefined,
): { recipe: RecipeDraft; notes: string[] } {
  let r = recipe;
  const notes: string[] = [];
  // With a pressure cooker a stew keeps its stewing cut: the pressure does the quick part.
  const keepCuts = hasPressureCooker(equipment) && !isOvenDish(r);
  for (const [from, to] of Object.entries(QUICK_SWAPS)) {
    const index = r.ingredients.findIndex((l) => l.ingredientId === from);
    const target = getIngredient(to);
    if (index < 0 || !target || from === to || compiled.forbidden.has(to)) continue;
    if (keepCuts && ['viande', 'volaille', 'porc'].includes(target.family)) continue;
    const line = r.ingredients[index]!;
    const unit = parseUnit(line.unity, getIngredient(from));
    const natural = unit && unit !== 'pièce' ? { quantity: line.quantity, unit } : fromGrams(lineGrams(line), target);
    const q = roundQuantity(natural.quantity, natural.unit, to);
    r = applySubstitute(r, index, { target, quantity: q, unity: unityLabel(natural.unit, q, target) });
    notes.push(`${getIngredient(from)?.name ?? from} remplacé par ${lowerFirst(target.name)}, plus rapide à cuire.`);
    // Canned pulses: no soaking, a short reheat instead of the long cooking.
    const pulse = CANNED_PULSES[to];
    if (pulse) {
      const heated = heatOnly(r.instructions, pulse, target.plural ?? target.name);
      const fromCook = Math.min(heated.saved, r.cookTime);
      r = {
        ...r,
        instructions: heated.instructions,
        cookTime: r.cookTime - fromCook,
        prepTime: Math.max(0, r.prepTime - (heated.saved - fromCook)),
      };
    }
  }
  // The same food in a quicker form: the dish keeps its name ("Saucisses aux lentilles").
  r = { ...r, title: recipe.title, description: recipe.description };
  const quick = quickenSteps(r, equipment);
  r = { ...r, instructions: quick.instructions, prepTime: quick.prepTime, cookTime: quick.cookTime };
  // Quicker ingredients alone do not make the written times shorter: without shorter steps the
  // recipe stays as it was.
  if (r.prepTime + r.cookTime >= recipe.prepTime + recipe.cookTime) return { recipe, notes: [] };
  const how = [...(notes.length ? ['des ingrédients plus rapides à cuire'] : []), ...quick.how];
  notes.push(`Temps total ramené à ${r.prepTime + r.cookTime} minutes (${how.join(', ')}).`);
  return { recipe: r, notes };
}

const LIGHT_SWAPS: Record<string, string> = {
  'creme-fraiche-epaisse': 'creme-fraiche-legere',
  'creme-liquide': 'creme-liquide-legere',
  'lait-entier': 'lait-demi-ecreme',
  'yaourt-grec': 'yaourt-nature',
  mascarpone: 'fromage-blanc',
  lardons: 'des-de-jambon',
  'poitrine-fumee': 'des-de-jambon',
  mayonnaise: 'yaourt-nature',
  'chocolat-au-lait': 'chocolat-noir-70',
};

function lighter(recipe: RecipeDraft, compiled: CompiledProfile): { recipe: RecipeDraft; notes: string[] } {
  let r = recipe;
  const notes: string[] = [];
  for (const [from, to] of Object.entries(LIGHT_SWAPS)) {
    const index = r.ingredients.findIndex((l) => l.ingredientId === from);
    const target = getIngredient(to);
    if (index < 0 || !target || compiled.forbidden.has(to)) continue;
    const line = r.ingredients[index]!;
    r = applySubstitute(r, index, { target, quantity: line.quantity, unity: line.unity });
    notes.push(`${getIngredient(from)?.name ?? from} remplacé par ${lowerFirst(target.name)}.`);
  }
  // Fats and cheese halved (a spoon of oil stays to cook).
  const reduced: string[] = [];
  const ingredients = r.ingredients.map((l) => {
    const ing = lineIngredient(l);
    if (!ing || !['matiere-grasse', 'fromage', 'produit-laitier'].includes(ing.family) || ing.ciqual.lipides < 15) return l;
    const q = roundQuantity(l.quantity * 0.5, l.unity, l.ingredientId);
    if (q >= l.quantity) return l;
    reduced.push(lowerFirst(ing.name));
    return { ...l, quantity: q };
  });
  r = withFacts({ ...r, ingredients });
  if (reduced.length) notes.push(`Quantités réduites de moitié : ${reduced.join(', ')}.`);
  return { recipe: r, notes };
}

const HEAT = [
  'piment-d-espelette',
  'piment-de-cayenne',
  'piment-en-flocons',
  'harissa',
  'piment-rouge',
  'sauce-pimentee',
  'paprika-fume',
  'gingembre-moulu',
  'poivre',
];
const WARM_SPICES = ['cannelle', 'gingembre-moulu', 'quatre-epices', 'cardamome', 'muscade'];

function spicier(recipe: RecipeDraft, compiled: CompiledProfile): { recipe: RecipeDraft; notes: string[] } {
  const sweet = isSweetDish(recipe);
  const pool = sweet ? WARM_SPICES : HEAT;
  const id = pool.find((p) => getIngredient(p) && !compiled.forbidden.has(p) && !recipe.ingredients.some((l) => l.ingredientId === p));
  const ing = getIngredient(id);
  if (!ing) return { recipe, notes: [] };
  const quantity = roundQuantity(Math.max(0.5, recipe.servings / 4), 'c. à café', ing.id);
  const line: DraftIngredient = { name: ing.name, quantity, unity: 'c. à café', ingredientId: ing.id };
  const instructions = [...recipe.instructions];
  const lastIndex = Math.max(0, instructions.length - 1);
  const last = instructions[lastIndex];
  if (last)
    instructions[lastIndex] = {
      ...last,
      explanation: `${last.explanation.replace(/\s*$/, '')} ${sweet ? 'Parfumez' : 'Relevez'} de ${lowerFirst(ing.name)} selon votre goût.`,
    };
  return {
    recipe: withFacts({
      ...recipe,
      ingredients: [...recipe.ingredients, line],
      instructions: instructions.map((s) => ({ ...s, explanation: fixFrench(s.explanation) })),
    }),
    notes: [`Ajout de ${lowerFirst(ing.name)} pour plus de caractère.`],
  };
}

function lessSugar(recipe: RecipeDraft): { recipe: RecipeDraft; notes: string[] } {
  const ingredients = recipe.ingredients.map((l) => {
    const ing = lineIngredient(l);
    if (ing?.family !== 'sucre' || ing.ciqual.glucides < 50) return l;
    return { ...l, quantity: roundQuantity(l.quantity * 0.7, l.unity, l.ingredientId) };
  });
  return { recipe: withFacts({ ...recipe, ingredients }), notes: [] };
}

function addIngredient(recipe: RecipeDraft, text: string, compiled: CompiledProfile): { recipe: RecipeDraft; note?: string } {
  const ing = resolveIngredient(text);
  if (!ing || compiled.forbidden.has(ing.id) || recipe.ingredients.some((l) => l.ingredientId === ing.id)) return { recipe };
  const grams = ['herbe', 'epice'].includes(ing.family)
    ? 5 * recipe.servings
    : ['fromage', 'noix-graines'].includes(ing.family)
      ? 20 * recipe.servings
      : 60 * recipe.servings;
  const natural = fromGrams(grams, ing);
  const q = roundQuantity(natural.quantity, natural.unit, ing.id);
  const line: DraftIngredient = { name: ing.name, quantity: q, unity: unityLabel(natural.unit, q, ing), ingredientId: ing.id };
  const instructions = [...recipe.instructions];
  const lastIndex = Math.max(0, instructions.length - 1);
  const last = instructions[lastIndex];
  if (last)
    instructions[lastIndex] = {
      ...last,
      explanation: `${last.explanation.replace(/\s*$/, '')} Ajoutez ${lowerFirst(ing.name)} juste avant de servir.`,
    };
  return {
    recipe: withFacts({ ...recipe, ingredients: [...recipe.ingredients, line], instructions }),
    note: `Ajout de ${lowerFirst(ing.name)}.`,
  };
}

// ---------------------------------------------------------------------------------------------
// Titles and descriptions
// ---------------------------------------------------------------------------------------------

/** Feminine adjective of each diet for "version …" (a diet added to diets.ts without an entry here
 *  is written as its label, lower-cased). */
const DIET_ADJ: Record<string, string> = {
  Végétarien: 'végétarienne',
  Végan: 'végane',
  Pescétarien: 'pescétarienne',
  'Sans gluten': 'sans gluten',
  'Sans lactose': 'sans lactose',
  Cétogène: 'cétogène',
  'Low Carb': 'low carb',
  Paleo: 'paléo',
  Halal: 'halal',
  Casher: 'casher',
  'Sans porc': 'sans porc',
  'Sans alcool': 'sans alcool',
  'Sans sucre ajouté': 'sans sucre ajouté',
  Flexitarien: 'flexitarienne',
};
const dietAdj = (d: DietLabel) => DIET_ADJ[d] ?? lowerFirst(d);
const MOD_ADJ: Record<Modifier, string> = {
  rapide: 'rapide',
  economique: 'économique',
  leger: 'légère',
  epice: 'épicée',
  'moins-sucre': 'moins sucrée',
};

const CHANGES_MARK = '\n\nCette version : ';

function baseTitle(title: string): string {
  return title.replace(/\s*\((version|sans|avec|pour)\b[^)]*\)\s*$/i, '').trim();
}

// ---------------------------------------------------------------------------------------------
// Verification of what a version claims
// ---------------------------------------------------------------------------------------------

/** A flexitarian meal keeps meat or fish to a side amount. */
const FLEXITARIAN_MAX_FLESH_G = 60;
const FLESH_FAMILIES = new Set(['viande', 'volaille', 'porc', 'poisson', 'fruit-de-mer']);

function fleshPerPortion(r: RecipeDraft): number {
  const grams = r.ingredients.reduce((sum, l) => {
    const ing = lineIngredient(l);
    return ing && FLESH_FAMILIES.has(ing.family) ? sum + lineGrams(l, ing) : sum;
  }, 0);
  return grams / Math.max(1, r.servings);
}

function carbCeiling(d: DietLabel): number | null {
  if (d === 'Cétogène') return KETO_MAX_CARBS_PER_PORTION;
  if (d === 'Low Carb') return LOW_CARB_MAX_CARBS_PER_PORTION;
  return null;
}

const EMPTY_PROFILE: EaterProfile = { allergies: [], dislikedIngredients: [], diets: [], adults: 2, children: 0, cuisinePreferences: [] };

/** Whether a recipe really fits a diet: every line (ingredientFitsDiet, or the words of a free-text
 *  line), the carbs of a portion for keto / low carb, and the recipe-level rules of the safety check. */
export function recipeHoldsDiet(r: RecipeDraft, d: DietLabel): boolean {
  if (!r.ingredients.every((l) => lineFitsDiet(l, d))) return false;
  if (!carbsFitDiet(nutritionPerPortion(r.ingredients, r.servings).glucides, d)) return false;
  if (d === 'Flexitarien' && fleshPerPortion(r) > FLEXITARIAN_MAX_FLESH_G) return false;
  return checkRecipeSafety(r, { ...EMPTY_PROFILE, diets: [d] }).safe;
}

const fittingByDiet = new Map<string, string[]>();

/** Titles of the corpus recipes of a dish type that fit a diet (computed once per diet and type). */
function fittingTitles(d: DietLabel, dishType: string): string[] {
  const key = `${d}|${dishType}`;
  let titles = fittingByDiet.get(key);
  if (!titles) {
    titles = [];
    for (const data of ALL_RECIPES) {
      if (data.dishType !== dishType) continue;
      const draft = corpusRecipeDraft(data.id);
      if (draft && recipeHoldsDiet(draft, d)) titles.push(data.title);
    }
    fittingByDiet.set(key, titles);
  }
  return titles;
}

/** A corpus recipe of the same dish type that fits the diet, the closest by title words. */
function corpusAlternative(recipe: RecipeDraft, d: DietLabel): string | null {
  const own = baseTitle(recipe.title);
  const titleWords = new Set(
    normalizeText(own)
      .split(/\W+/)
      .filter((w) => w.length > 3),
  );
  let best: { title: string; score: number } | null = null;
  for (const title of fittingTitles(d, recipe.dishType)) {
    if (title === own) continue;
    const score = normalizeText(title)
      .split(/\W+/)
      .filter((w) => titleWords.has(w)).length;
    if (!best || score > best.score) best = { title, score };
  }
  return best?.title ?? null;
}

/** Names of the lines that give the most carbs, for the refusal of a keto / low-carb version. */
function carbHeavyNames(r: RecipeDraft): string[] {
  return r.ingredients
    .map((l) => {
      const ing = lineIngredient(l);
      return { l, carbs: ing ? (lineGrams(l, ing) * ing.ciqual.glucides) / 100 : 0 };
    })
    .filter((x) => x.carbs > 0)
    .sort((a, b) => b.carbs - a.carbs)
    .slice(0, 2)
    .map((x) => lowerFirst(x.l.name.split(',')[0]!));
}

/** The French refusal of a diet that could not be reached, with what the user can try instead. */
function dietRefusal(before: RecipeDraft, d: DietLabel, compiled: CompiledProfile): string {
  const ceiling = carbCeiling(d);
  const adj = dietAdj(d);
  let why: string;
  const offenders = before.ingredients.filter((l) => !lineFitsDiet(l, d)).map((l) => lowerFirst(l.name.split(',')[0]!));
  if (ceiling !== null) {
    const carbs = Math.round(nutritionPerPortion(before.ingredients, before.servings).glucides);
    why = `${carbHeavyNames(before).join(' et ')} apportent trop de glucides (${carbs} g par portion, maximum ${ceiling} g)${offenders.length ? ` et n'ont pas d'équivalent ${adj}` : ''}`;
  } else if (d === 'Flexitarien') {
    why = `la viande ou le poisson ne peut pas y être réduit à ${FLEXITARIAN_MAX_FLESH_G} g par portion`;
  } else if (offenders.length) {
    why = `certains ingrédients (${offenders.slice(0, 3).join(', ')}) n'ont pas de remplacement satisfaisant`;
  } else {
    why = 'la recette ne peut pas être adaptée sans perdre ce qui la fait';
  }
  const alt = corpusAlternative(before, d);
  // "Plus léger" is offered only when it really lowers the calories of this recipe.
  const withFactsBefore = withFacts(before);
  const canLighten = lighter(withFactsBefore, compiled).recipe.nutritionPerPortion.kcal < withFactsBefore.nutritionPerPortion.kcal;
  const tries = [
    ...(canLighten ? ['la version « Plus léger »'] : []),
    ...(alt ? [`une recette ${adj} du catalogue comme « ${alt} »`] : []),
  ];
  return `Impossible d'obtenir une version ${adj} de cette recette : ${why}.${tries.length ? ` Essayez plutôt ${tries.join(', ou ')}.` : ''}`;
}

/** The refusal when the version would lose what names the dish. */
function lostRefusal(before: RecipeDraft, d: DietLabel, line: DraftIngredient): string {
  const adj = dietAdj(d);
  const alt = corpusAlternative(before, d);
  return `Impossible d'obtenir une version ${adj} de cette recette : ${lowerFirst(line.name.split(',')[0]!)}, qui fait le plat, n'a pas d'équivalent ${adj}.${alt ? ` Essayez plutôt une recette ${adj} du catalogue comme « ${alt} ».` : ''}`;
}

function sugarPerPortion(r: RecipeDraft): number {
  return (
    r.ingredients.reduce((s, l) => {
      const ing = lineIngredient(l);
      return ing?.family === 'sucre' && ing.ciqual.glucides >= 50 ? s + lineGrams(l, ing) : s;
    }, 0) / Math.max(1, r.servings)
  );
}

const SPICE_WORDS = /piment|harissa|paprika|cayenne|poivre|gingembre|cannelle|muscade|cardamome|quatre.epices/i;
function spiceIds(r: RecipeDraft): Set<string> {
  return new Set(
    r.ingredients.filter((l) => lineIngredient(l)?.family === 'epice' || SPICE_WORDS.test(l.name)).map((l) => l.ingredientId ?? l.name),
  );
}

/** Whether a modifier really holds on `after` compared with the recipe the user started from. */
function modifierHolds(m: Modifier, before: RecipeDraft, after: RecipeDraft): boolean {
  switch (m) {
    case 'rapide':
      return after.prepTime + after.cookTime < before.prepTime + before.cookTime;
    case 'economique':
      return after.costPerPortion < before.costPerPortion;
    case 'leger':
      return after.nutritionPerPortion.kcal < before.nutritionPerPortion.kcal;
    case 'epice': {
      const had = spiceIds(before);
      return [...spiceIds(after)].some((id) => !had.has(id));
    }
    case 'moins-sucre':
      return sugarPerPortion(after) < sugarPerPortion(before);
  }
}

/** Why a modifier could not be achieved, in French. */
function modifierRefusal(m: Modifier): string {
  switch (m) {
    case 'rapide':
      return 'Impossible de raccourcir cette recette : ses cuissons et ses temps de repos ne peuvent pas être réduits sans la dénaturer.';
    case 'economique':
      return "Impossible de la rendre moins chère : ses ingrédients sont déjà économiques ou n'ont pas d'équivalent moins cher compatible avec vos restrictions.";
    case 'leger':
      return "Impossible de l'alléger : elle ne contient ni matière grasse ni produit riche à réduire.";
    case 'epice':
      return 'Aucune épice compatible avec vos restrictions : la recette est conservée telle quelle.';
    case 'moins-sucre':
      return 'Cette recette ne contient pas de sucre à réduire.';
  }
}

function suffixFor(
  claims: { diets: DietLabel[]; modifiers: Modifier[]; servings?: number },
  applied: { exclusions: string[]; replacements: string[]; additions: string[] },
): string {
  const adjs = [...claims.diets.map(dietAdj), ...claims.modifiers.map((m) => MOD_ADJ[m])];
  const parts: string[] = [];
  if (adjs.length) parts.push(`version ${adjs.slice(0, 3).join(', ')}`);
  if (applied.exclusions.length && parts.length < 2) parts.push(`sans ${applied.exclusions.slice(0, 2).join(' ni ')}`);
  if (applied.replacements.length && parts.length < 2) parts.push(`avec ${applied.replacements.slice(0, 2).join(' et ')}`);
  if (applied.additions.length && parts.length < 2) parts.push(`avec ${applied.additions.slice(0, 2).join(' et ')}`);
  if (claims.servings && parts.length < 2) parts.push(`pour ${claims.servings} personne${claims.servings > 1 ? 's' : ''}`);
  return parts.length ? ` (${parts.join(', ')})` : '';
}

/** The constraints of a version: the profile, plus the diets reached and the exclusions asked. */
function constraints(profile: EaterProfile, diets: DietLabel[], exclusions: string[]): CompiledProfile {
  return compileProfile({
    ...profile,
    diets: [...profile.diets, ...diets],
    dislikedIngredients: [...profile.dislikedIngredients, ...exclusions],
  });
}

/** Families a dish's named ingredient may become and still be the same dish, the way cooks adapt
 *  it: meat or fish → pulses, tofu or vegetables; pasta, rice, bread → vegetables (courgette
 *  spaghetti, cauliflower rice); potatoes → other roots. Eggs, dairy and fats may become anything. */
const SAME_DISH: Partial<Record<string, string[]>> = {
  viande: ['viande', 'volaille', 'porc', 'legumineuse', 'legume'],
  volaille: ['viande', 'volaille', 'porc', 'legumineuse', 'legume'],
  porc: ['viande', 'volaille', 'porc', 'legumineuse', 'legume'],
  // A fish or seafood dish (moules marinières, avocat aux crevettes) does not survive becoming tofu.
  poisson: ['poisson', 'fruit-de-mer'],
  'fruit-de-mer': ['poisson', 'fruit-de-mer'],
  cereale: ['cereale', 'legume', 'feculent'],
  feculent: ['feculent', 'legume', 'cereale'],
  legumineuse: ['legumineuse', 'legume'],
};
const FREE_FAMILIES = new Set(['oeuf', 'produit-laitier', 'fromage', 'matiere-grasse']);

/** The lines the title names ("le pain" of "Pain perdu", "les pommes" of "Tarte aux pommes"). */
function titleLines(r: RecipeDraft): number[] {
  const titleWords = new Set(
    words(baseTitle(r.title))
      .map(singular)
      .filter((w) => w.length >= 4 && !STOP_WORDS.has(w)),
  );
  const out: number[] = [];
  r.ingredients.forEach((l, i) => {
    const ing = lineIngredient(l);
    const keys = ing ? nameKeysOf(ing) : [phraseKey(l.name)];
    if (keys.some((k) => k.split(' ').some((w) => titleWords.has(w)))) out.push(i);
  });
  return out;
}

/** The line of the title that a version lost or turned into another dish, or null. */
function lostTitleLine(before: RecipeDraft, after: RecipeDraft): DraftIngredient | null {
  for (const i of titleLines(before)) {
    const from = before.ingredients[i]!;
    const fromIng = lineIngredient(from);
    if (after.ingredients.some((l) => l.ingredientId === from.ingredientId && l.name === from.name)) continue;
    if (fromIng && FREE_FAMILIES.has(fromIng.family)) continue;
    const to = before.ingredients.length === after.ingredients.length ? lineIngredient(after.ingredients[i]!) : undefined;
    if (!fromIng || !to) return from;
    if (to.family !== fromIng.family && !(SAME_DISH[fromIng.family] ?? []).includes(to.family)) return from;
  }
  return null;
}

/** Applies one asked diet on top of those already reached: the version, or why it cannot be reached. */
function applyDiet(
  r: RecipeDraft,
  d: DietLabel,
  reached: DietLabel[],
  profile: EaterProfile,
  exclusions: string[],
): { recipe: RecipeDraft } | { lost: DraftIngredient | null } {
  // A flexitarian version of a meat-heavy dish is its vegetarian version.
  const enforced: DietLabel[] =
    d === 'Flexitarien' && fleshPerPortion(r) > FLEXITARIAN_MAX_FLESH_G ? ['Végétarien'] : d === 'Flexitarien' ? [] : [d];
  const wanted = constraints(profile, [...reached, ...enforced], exclusions);
  const out = isSafe(r, wanted) ? r : repairWith(r, wanted);
  if (!out || ![...reached, d].every((x) => recipeHoldsDiet(out, x))) return { lost: null };
  // A keto "pain perdu" made of pumpkin seeds is no pain perdu: the title would lie.
  const lost = lostTitleLine(r, out);
  return lost ? { lost } : { recipe: out };
}

/** What a diet changed, line by line: "œufs remplacés par aquafaba", "beurre doux retiré". */
function dietChanges(before: RecipeDraft, after: RecipeDraft, d: DietLabel): string[] {
  const short = (l: DraftIngredient) => lowerFirst(l.name.split(',')[0]!);
  const gone = before.ingredients.filter((l) => !after.ingredients.some((x) => x.name === l.name));
  if (!gone.length) return [];
  const added = after.ingredients.filter((l) => !before.ingredients.some((x) => x.name === l.name));
  // Substitutes take the place of the line they replace: same position when nothing was dropped.
  if (before.ingredients.length === after.ingredients.length) {
    const pairs = before.ingredients
      .map((l, i) => ({ from: l, to: after.ingredients[i]! }))
      .filter((p) => p.from.name !== p.to.name)
      .map((p) => `${short(p.from)} ${/[sx]$/.test(short(p.from).split(' ')[0]!) ? 'remplacés' : 'remplacé'} par ${short(p.to)}`);
    return [`Pour la version ${dietAdj(d)} : ${pairs.join(', ')}.`];
  }
  const parts = [`${gone.map(short).join(', ')} retiré${gone.length > 1 ? 's' : ''} ou remplacé${gone.length > 1 ? 's' : ''}`];
  if (added.length) parts.push(`ajouté${added.length > 1 ? 's' : ''} : ${added.map(short).join(', ')}`);
  return [`Pour la version ${dietAdj(d)} : ${parts.join(' ; ')}.`];
}

/**
 * POST /api/meals/iterate-recipe. Applies replacements, exclusions, then variants/comment keywords;
 * title gets a suffix ('(version végétarienne)'), description notes the changes after a
 * "\n\nCette version : " marker (replaced, not stacked, on the next iteration), instructions are
 * rewritten where they name a replaced ingredient. The result is repaired for the profile
 * (an iteration never introduces an allergen, dislike or diet violation).
 */
export function iterateRecipe(recipe: RecipeDraft, req: IterateRequest, profile: EaterProfile): RecipeDraft {
  const plan = planIteration(req);
  const base = compileProfile(profile);
  const notes: string[] = [];
  const refusals: string[] = [];
  const applied = { exclusions: [] as string[], replacements: [] as string[], additions: [] as string[] };
  const start: RecipeDraft = { ...recipe, description: recipe.description.split(CHANGES_MARK)[0] ?? recipe.description };
  let r: RecipeDraft = start;
  let wanted = constraints(profile, [], plan.exclusions);

  for (const { original, replacement } of plan.replacements) {
    const res = applyReplacement(r, original, replacement, wanted);
    if (res.applied) {
      r = res.recipe;
      applied.replacements.push(lowerFirst(replacement));
      notes.push(`${capitalizeFirst(original)} remplacé par ${lowerFirst(replacement)}.`);
    }
  }
  for (const term of plan.exclusions) {
    const res = applyExclusion(r, term, wanted);
    if (res.keyLine)
      refusals.push(
        `Impossible de retirer ${lowerFirst(res.keyLine)} : c'est un ingrédient principal de « ${baseTitle(r.title)} » et rien ne tient son rôle. Essayez plutôt une autre recette.`,
      );
    if (res.applied) {
      r = res.recipe;
      applied.exclusions.push(lowerFirst(term));
      notes.push(`Sans ${lowerFirst(term)}.`);
    }
  }
  // Diets one by one: each reached diet is kept (and enforced for the next ones); a diet that cannot
  // be reached is refused in the description, never claimed.
  const reached: DietLabel[] = [];
  for (const d of plan.diets) {
    const before = r;
    const res = applyDiet(r, d, reached, profile, plan.exclusions);
    if (!('recipe' in res)) {
      refusals.push(res.lost ? lostRefusal(before, d, res.lost) : dietRefusal(before, d, wanted));
      continue;
    }
    const out = res.recipe;
    r = out;
    reached.push(d);
    notes.push(...dietChanges(before, out, d));
  }
  wanted = constraints(profile, reached, plan.exclusions);
  for (const m of plan.modifiers) {
    const res =
      m === 'rapide'
        ? faster(r, wanted, profile.equipment)
        : m === 'economique'
          ? cheaper(r, wanted)
          : m === 'leger'
            ? lighter(r, wanted)
            : m === 'epice'
              ? spicier(r, wanted)
              : lessSugar(r);
    r = res.recipe;
    notes.push(...res.notes);
  }
  for (const a of plan.additions) {
    const res = addIngredient(r, a, wanted);
    if (res.note) {
      r = res.recipe;
      applied.additions.push(lowerFirst(a));
      notes.push(res.note);
    }
  }
  if (plan.servings && plan.servings !== r.servings) {
    r = scaleRecipe(r, plan.servings);
    notes.push(`Quantités adaptées pour ${plan.servings} personne${plan.servings > 1 ? 's' : ''}.`);
  }

  // Safety last (also catches rounding after a rescale): the reached constraints if possible, at
  // least the profile's.
  let safe = (isSafe(r, wanted) ? r : repairWith(r, wanted)) ?? (isSafe(r, base) ? r : repairWith(r, base));
  if (!safe) {
    const fallback = repairWith(start, base);
    if (!fallback) return createRecipe({ title: baseTitle(recipe.title), dishType: recipe.dishType }, profile, {});
    safe = fallback;
    notes.length = 0;
    applied.exclusions = [];
    applied.replacements = [];
    applied.additions = [];
    refusals.push('Les modifications demandées ne sont pas compatibles avec vos restrictions : la recette est conservée.');
  }
  const final = withFacts(safe);

  // Claims: only what holds on the final recipe.
  const claims = { diets: [] as DietLabel[], modifiers: [] as Modifier[], servings: undefined as number | undefined };
  for (const d of reached) {
    if (recipeHoldsDiet(final, d)) claims.diets.push(d);
    else refusals.push(dietRefusal(final, d, base));
  }
  const startFacts = withFacts(start);
  for (const m of plan.modifiers) {
    if (modifierHolds(m, startFacts, final)) {
      claims.modifiers.push(m);
      if (m === 'leger')
        notes.push(`Environ ${final.nutritionPerPortion.kcal} kcal par portion au lieu de ${startFacts.nutritionPerPortion.kcal}.`);
      if (m === 'economique')
        notes.push(
          `Environ ${final.costPerPortion.toFixed(2).replace('.', ',')} € par portion au lieu de ${startFacts.costPerPortion.toFixed(2).replace('.', ',')} €.`,
        );
      if (m === 'moins-sucre') notes.push("Sucre réduit d'environ 30 %.");
    } else {
      refusals.push(modifierRefusal(m));
    }
  }
  if (plan.servings && final.servings === plan.servings) claims.servings = plan.servings;
  applied.exclusions = applied.exclusions.filter((term) => !final.ingredients.some((l) => lineMatches(l, term)));
  if (claims.diets.length) notes.push(`Version ${claims.diets.map(dietAdj).join(', ')} : chaque ingrédient y est conforme.`);
  if (!notes.length && !refusals.length && req.comment.trim())
    notes.push(`Votre remarque a été prise en compte : « ${req.comment.trim().slice(0, 200)} ».`);

  const unchanged =
    JSON.stringify(final.ingredients) === JSON.stringify(start.ingredients) &&
    JSON.stringify(final.instructions) === JSON.stringify(start.instructions) &&
    final.servings === start.servings;
  const suffix = suffixFor(claims, applied) || (unchanged ? '' : ' (version revisitée)');
  const title = `${baseTitle(final.title)}${suffix}`;
  const said = [...refusals, ...notes];
  const description = `${final.description}${said.length ? CHANGES_MARK + said.join(' ') : ''}`;
  return {
    ...final,
    title,
    description: description.slice(0, 2000),
    instructions: final.instructions.map((s) => ({ ...s, explanation: s.explanation.slice(0, 2000), tips: (s.tips ?? '').slice(0, 2000) })),
  };
}

function capitalizeFirst(t: string): string {
  return t ? t[0]!.toUpperCase() + t.slice(1) : t;
}
