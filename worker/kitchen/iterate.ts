// Iterating on a recipe: explicit replacements and exclusions, then the variants and the comment
// understood by keywords ('plus rapide', 'moins cher', 'végétarien', 'sans gluten', 'plus léger',
// 'plus épicé', 'pour 6 personnes', 'Remplacer le bœuf par des lentilles'...). The result is always
// repaired for the profile (and for the diets/exclusions asked), with a short title suffix and a
// description that says what changed.

import type { DraftIngredient, EaterProfile, IterateRequest, RecipeDraft } from './engine';
import { compileProfile, type CompiledProfile } from './profile';
import { foodMatcher } from './allergies';
import { canonicalDiet, type DietLabel } from './diets';
import { findIngredient, getIngredient, resolveIngredient } from './catalogue';
import { lineCost, lineGrams, lineIngredient } from './derive';
import { applyFreeTextSubstitute, applySubstitute, chooseSubstitute, dropLine, isSweetDish, withFacts } from './substitutions';
import { isSafe, repairWith } from './safety';
import { roundQuantity, scaleRecipe } from './scaling';
import { createRecipeDraft } from './create';
import { fixFrench, lowerFirst, normalizeText } from './text';
import { fromGrams, parseUnit, unityLabel } from './units';
import type { IngredientData } from './types';

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
];

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
    const rep = /^(?:remplacer|remplace|remplacez|substituer|substituez|changer|changez)?\s*(?:le |la |les |l'|du |de la |des )?(.+?)\s+(?:par|->|→)\s+(?:le |la |les |l'|du |de la |des |de |d')?(.+)$/.exec(lower);
    if (rep && /remplac|substitu|changer|->|→| par /.test(t)) {
      plan.replacements.push({ original: rep[1]!.trim(), replacement: rep[2]!.trim() });
      continue;
    }
    for (const [re, diet] of DIET_WORDS) if (re.test(t)) plan.diets.push(canonicalDiet(diet)!);
    for (const [re, m] of MODIFIER_WORDS) if (re.test(t)) plan.modifiers.push(m);
    const people = /(?:pour\s+)?(\d{1,2})\s*(?:personnes?|pers\.?|parts?|portions?|couverts?)\b/.exec(t);
    if (people) plan.servings = Math.min(50, Math.max(1, Number(people[1])));
    // "sans champignons" (but not "sans gluten"/"sans lactose", which are diets)
    for (const m of t.matchAll(/\bsans\s+(?:le |la |les |l'|de |d')?([a-z' -]+?)(?=$|,| et | ni | avec )/g)) {
      const what = m[1]!.trim();
      if (!/^(gluten|lactose|produits? laitiers?)$/.test(what)) plan.exclusions.push(what);
    }
    for (const m of t.matchAll(/\b(?:ajouter|ajoute|ajoutez|avec|plus de)\s+(?:du |de la |des |de l'|un |une |le |la |les |l')?([a-z' -]+?)(?=$|,| et )/g)) {
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
function applyReplacement(recipe: RecipeDraft, original: string, replacement: string, compiled: CompiledProfile): { recipe: RecipeDraft; applied: boolean } {
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
function applyExclusion(recipe: RecipeDraft, term: string, compiled: CompiledProfile): { recipe: RecipeDraft; applied: boolean } {
  const m = foodMatcher(term);
  let r = recipe;
  let applied = false;
  const allowed = (c: IngredientData) => !compiled.forbidden.has(c.id) && !m.ids.has(c.id);
  for (let guard = 0; guard < recipe.ingredients.length + 2; guard++) {
    const index = r.ingredients.findIndex((l) => lineMatches(l, term));
    if (index < 0) break;
    applied = true;
    const choice = chooseSubstitute(r.ingredients[index]!, r, allowed);
    r = choice ? applySubstitute(r, index, choice) : dropLine(r, index);
  }
  return { recipe: r, applied };
}

/** Price per kg, whatever unit the catalogue prices in. */
export function pricePerKg(ing: IngredientData): number {
  const { euros, per } = ing.price;
  if (per === 'kg') return euros;
  if (per === 'l') return euros / (ing.densityGPerMl ?? 1);
  return ing.pieceWeightG ? (euros * 1000) / ing.pieceWeightG : euros * 10;
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
  if (!notes.length) notes.push('Les ingrédients sont déjà économiques : la recette est conservée.');
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
  'semoule': 'semoule-fine',
};

function faster(recipe: RecipeDraft, compiled: CompiledProfile): { recipe: RecipeDraft; notes: string[] } {
  let r = recipe;
  const notes: string[] = [];
  for (const [from, to] of Object.entries(QUICK_SWAPS)) {
    const index = r.ingredients.findIndex((l) => l.ingredientId === from);
    const target = getIngredient(to);
    if (index < 0 || !target || from === to || compiled.forbidden.has(to)) continue;
    const line = r.ingredients[index]!;
    const unit = parseUnit(line.unity, getIngredient(from));
    const natural = unit && unit !== 'pièce' ? { quantity: line.quantity, unit } : fromGrams(lineGrams(line), target);
    const q = roundQuantity(natural.quantity, natural.unit, to);
    r = applySubstitute(r, index, { target, quantity: q, unity: unityLabel(natural.unit, q, target) });
    notes.push(`${getIngredient(from)?.name ?? from} remplacé par ${lowerFirst(target.name)}, plus rapide à cuire.`);
  }
  // Times: long simmering goes to the pressure cooker (÷3), the rest is cut smaller (×0.7).
  const oldCook = r.cookTime;
  const instructions = r.instructions.map((s) => {
    if (s.time >= 40) {
      const time = Math.max(10, Math.round(s.time / 3));
      return { ...s, time, tips: (s.tips ? s.tips + ' ' : '') + `Pour gagner du temps : à l'autocuiseur (Cocotte-minute), comptez ${time} minutes après la mise en pression.` };
    }
    if (s.time >= 10) return { ...s, time: Math.max(5, Math.round(s.time * 0.7)) };
    return s;
  });
  const stepsCook = instructions.reduce((sum, s) => sum + s.time, 0);
  const oldSteps = r.instructions.reduce((sum, s) => sum + s.time, 0) || 1;
  const ratio = stepsCook / oldSteps;
  const cookTime = Math.max(0, Math.round(oldCook * ratio));
  const prepTime = Math.max(5, Math.round(r.prepTime * 0.8));
  r = { ...r, instructions, cookTime, prepTime };
  notes.push(`Temps total ramené à ${prepTime + cookTime} minutes en taillant les ingrédients plus petit${stepsCook < oldSteps * 0.6 ? " et en passant les cuissons longues à l'autocuiseur" : ''}.`);
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
  notes.push(`Environ ${r.nutritionPerPortion.kcal} kcal par portion.`);
  return { recipe: r, notes };
}

const HEAT = ['piment-d-espelette', 'piment-de-cayenne', 'piment-en-flocons', 'harissa', 'piment-rouge', 'sauce-pimentee', 'paprika-fume', 'gingembre-moulu', 'poivre'];
const WARM_SPICES = ['cannelle', 'gingembre-moulu', 'quatre-epices', 'cardamome', 'muscade'];

function spicier(recipe: RecipeDraft, compiled: CompiledProfile): { recipe: RecipeDraft; notes: string[] } {
  const sweet = isSweetDish(recipe);
  const pool = sweet ? WARM_SPICES : HEAT;
  const id = pool.find((p) => getIngredient(p) && !compiled.forbidden.has(p) && !recipe.ingredients.some((l) => l.ingredientId === p));
  const ing = getIngredient(id);
  if (!ing) return { recipe, notes: ['Aucune épice compatible avec vos restrictions : la recette est conservée.'] };
  const quantity = roundQuantity(Math.max(0.5, recipe.servings / 4), 'c. à café', ing.id);
  const line: DraftIngredient = { name: ing.name, quantity, unity: 'c. à café', ingredientId: ing.id };
  const instructions = [...recipe.instructions];
  const lastIndex = Math.max(0, instructions.length - 1);
  const last = instructions[lastIndex];
  if (last) instructions[lastIndex] = { ...last, explanation: `${last.explanation.replace(/\s*$/, '')} ${sweet ? 'Parfumez' : 'Relevez'} de ${lowerFirst(ing.name)} selon votre goût.` };
  return { recipe: withFacts({ ...recipe, ingredients: [...recipe.ingredients, line], instructions: instructions.map((s) => ({ ...s, explanation: fixFrench(s.explanation) })) }), notes: [`Ajout de ${lowerFirst(ing.name)} pour plus de caractère.`] };
}

function lessSugar(recipe: RecipeDraft): { recipe: RecipeDraft; notes: string[] } {
  const ingredients = recipe.ingredients.map((l) => {
    const ing = lineIngredient(l);
    if (ing?.family !== 'sucre' || ing.ciqual.glucides < 50) return l;
    return { ...l, quantity: roundQuantity(l.quantity * 0.7, l.unity, l.ingredientId) };
  });
  return { recipe: withFacts({ ...recipe, ingredients }), notes: ['Sucre réduit d\'environ 30 %.'] };
}

function addIngredient(recipe: RecipeDraft, text: string, compiled: CompiledProfile): { recipe: RecipeDraft; note?: string } {
  const ing = resolveIngredient(text);
  if (!ing || compiled.forbidden.has(ing.id) || recipe.ingredients.some((l) => l.ingredientId === ing.id)) return { recipe };
  const grams = ['herbe', 'epice'].includes(ing.family) ? 5 * recipe.servings : ['fromage', 'noix-graines'].includes(ing.family) ? 20 * recipe.servings : 60 * recipe.servings;
  const natural = fromGrams(grams, ing);
  const q = roundQuantity(natural.quantity, natural.unit, ing.id);
  const line: DraftIngredient = { name: ing.name, quantity: q, unity: unityLabel(natural.unit, q, ing), ingredientId: ing.id };
  const instructions = [...recipe.instructions];
  const lastIndex = Math.max(0, instructions.length - 1);
  const last = instructions[lastIndex];
  if (last) instructions[lastIndex] = { ...last, explanation: `${last.explanation.replace(/\s*$/, '')} Ajoutez ${lowerFirst(ing.name)} juste avant de servir.` };
  return { recipe: withFacts({ ...recipe, ingredients: [...recipe.ingredients, line], instructions }), note: `Ajout de ${lowerFirst(ing.name)}.` };
}

// ---------------------------------------------------------------------------------------------
// Titles and descriptions
// ---------------------------------------------------------------------------------------------

const DIET_ADJ: Record<DietLabel, string> = {
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
const MOD_ADJ: Record<Modifier, string> = { rapide: 'rapide', economique: 'économique', leger: 'légère', epice: 'épicée', 'moins-sucre': 'moins sucrée' };

const CHANGES_MARK = '\n\nCette version : ';

function baseTitle(title: string): string {
  return title.replace(/\s*\((version|sans|avec|pour)\b[^)]*\)\s*$/i, '').trim();
}

function suffixFor(plan: IterationPlan, applied: { exclusions: string[]; replacements: string[]; additions: string[] }): string {
  const adjs = [...plan.diets.map((d) => DIET_ADJ[d]), ...plan.modifiers.map((m) => MOD_ADJ[m])];
  const parts: string[] = [];
  if (adjs.length) parts.push(`version ${adjs.slice(0, 3).join(', ')}`);
  if (applied.exclusions.length && parts.length < 2) parts.push(`sans ${applied.exclusions.slice(0, 2).join(' ni ')}`);
  if (applied.replacements.length && parts.length < 2) parts.push(`avec ${applied.replacements.slice(0, 2).join(' et ')}`);
  if (applied.additions.length && parts.length < 2) parts.push(`avec ${applied.additions.slice(0, 2).join(' et ')}`);
  if (plan.servings && parts.length < 2) parts.push(`pour ${plan.servings} personne${plan.servings > 1 ? 's' : ''}`);
  return parts.length ? ` (${parts.join(', ')})` : ' (version revisitée)';
}

export function iterate(recipe: RecipeDraft, req: IterateRequest, profile: EaterProfile): RecipeDraft {
  const plan = planIteration(req);
  // The constraints of this version: the profile, plus the diets and exclusions asked.
  const wanted = compileProfile({ ...profile, diets: [...profile.diets, ...plan.diets], dislikedIngredients: [...profile.dislikedIngredients, ...plan.exclusions] });
  const base = compileProfile(profile);
  const notes: string[] = [];
  const applied = { exclusions: [] as string[], replacements: [] as string[], additions: [] as string[] };
  let r: RecipeDraft = { ...recipe, description: recipe.description.split(CHANGES_MARK)[0] ?? recipe.description };

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
    if (res.applied) {
      r = res.recipe;
      applied.exclusions.push(lowerFirst(term));
      notes.push(`Sans ${lowerFirst(term)}.`);
    }
  }
  if (plan.diets.length) {
    const before = r;
    const dieted = isSafe(r, wanted) ? r : repairWith(r, wanted);
    if (dieted) {
      r = dieted;
      const changed = before.ingredients.filter((l) => !dieted.ingredients.some((d) => d.name === l.name)).map((l) => lowerFirst(l.name.split(',')[0]!));
      notes.push(`Version ${plan.diets.map((d) => DIET_ADJ[d]).join(', ')}${changed.length ? ` : ${changed.join(', ')} remplacé${changed.length > 1 ? 's' : ''}` : ''}.`);
    } else {
      notes.push(`Impossible de rendre entièrement cette recette ${plan.diets.map((d) => DIET_ADJ[d]).join(', ')} : les ingrédients principaux n'ont pas d'équivalent.`);
    }
  }
  for (const m of plan.modifiers) {
    const res = m === 'rapide' ? faster(r, wanted) : m === 'economique' ? cheaper(r, wanted) : m === 'leger' ? lighter(r, wanted) : m === 'epice' ? spicier(r, wanted) : lessSugar(r);
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
  if (!notes.length && req.comment.trim()) notes.push(`Votre remarque a été prise en compte : « ${req.comment.trim().slice(0, 200)} ».`);

  // Safety last (also catches rounding after a rescale): the asked constraints if possible, at
  // least the profile's.
  const safe = (isSafe(r, wanted) ? r : repairWith(r, wanted)) ?? (isSafe(r, base) ? r : repairWith(r, base));
  if (!safe) {
    const fallback = repairWith(recipe, base);
    if (fallback) return fallback;
    return createRecipeDraft({ title: baseTitle(recipe.title), dishType: recipe.dishType }, profile, {});
  }
  const title = `${baseTitle(safe.title)}${suffixFor(plan, applied)}`;
  const description = `${safe.description}${notes.length ? CHANGES_MARK + notes.join(' ') : ''}`;
  return withFacts({ ...safe, title, description: description.slice(0, 2000), instructions: safe.instructions.map((s) => ({ ...s, explanation: s.explanation.slice(0, 2000), tips: (s.tips ?? '').slice(0, 2000) })) });
}

function capitalizeFirst(t: string): string {
  return t ? t[0]!.toUpperCase() + t.slice(1) : t;
}

