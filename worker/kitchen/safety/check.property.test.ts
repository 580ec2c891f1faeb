// Property tests: over random profiles (allergies among the 39 suggestions and free phrasings of them,
// disliked catalogue ingredients, diets), random forms, anti-waste bodies and iteration requests, nothing the engine
// produces may break the profile. Two oracles: checkRecipeSafety, and an independent one written
// below straight from the catalogue facts (so a bug shared by the engine and its check still shows).

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as engine from '../index';
import {
  ALLERGY_SUGGESTIONS,
  ANTI_WASTE_DIETS,
  CUISINE_OPTIONS,
  DIFFICULTY_OPTIONS,
  DISH_TYPE_OPTIONS,
  PROFILE_DIETS,
} from '@shared/options';
import { ALL_INGREDIENTS, ALL_RECIPES, INGREDIENT_BY_ID } from '../knowledge/kb';
import type { EuAllergen, FoodTag, IngredientData } from '../knowledge/vocabulary';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 200);
const SEED = process.env.PROPERTY_SEED ? Number(process.env.PROPERTY_SEED) : 20251123;
const params = (numRuns = RUNS) => ({ numRuns, seed: SEED });

// ---------------------------------------------------------------------------------------------
// Independent oracle (catalogue facts only; no engine module but the raw data)
// ---------------------------------------------------------------------------------------------

type Rule = { allergens?: EuAllergen[]; tags?: FoodTag[]; families?: IngredientData['family'][] };
const ORACLE_ALLERGIES: Record<string, Rule> = {
  Lait: { allergens: ['lait'] },
  Fromage: { tags: ['fromage'], families: ['fromage'] },
  Beurre: { tags: ['beurre'] },
  Crème: { tags: ['creme'] },
  Yaourt: { tags: ['yaourt'] },
  Œufs: { allergens: ['oeufs'], families: ['oeuf'] },
  'Fruits à coque': { allergens: ['fruits-a-coque'] },
  Noix: { tags: ['noix'] },
  Amandes: { tags: ['amande'] },
  Noisettes: { tags: ['noisette'] },
  Pistaches: { tags: ['pistache'] },
  'Noix de cajou': { tags: ['cajou'] },
  'Noix de pécan': { tags: ['pecan'] },
  'Noix du Brésil': { tags: ['noix-du-bresil'] },
  Macadamia: { tags: ['macadamia'] },
  Cacahuètes: { allergens: ['arachides'] },
  Poisson: { allergens: ['poisson'], families: ['poisson'] },
  'Fruits de mer': { allergens: ['crustaces', 'mollusques'], families: ['fruit-de-mer'] },
  Crustacés: { allergens: ['crustaces'] },
  Mollusques: { allergens: ['mollusques'] },
  Soja: { allergens: ['soja'] },
  Lupin: { allergens: ['lupin'] },
  Sésame: { allergens: ['sesame'] },
  Gluten: { allergens: ['gluten'] },
  Blé: { tags: ['ble'] },
  Seigle: { tags: ['seigle'] },
  Orge: { tags: ['orge'] },
  Avoine: { tags: ['avoine'] },
  Épeautre: { tags: ['epeautre'] },
  Kamut: { tags: ['kamut'] },
  Sulfites: { allergens: ['sulfites'] },
  Moutarde: { allergens: ['moutarde'] },
  Tomates: { tags: ['tomate'] },
  Fraises: { tags: ['fraise'] },
  Kiwi: { tags: ['kiwi'] },
  Chocolat: { tags: ['chocolat'] },
  Agrumes: { tags: ['agrume'] },
  Banane: { tags: ['banane'] },
  Cannelle: { tags: ['cannelle'] },
  // Free phrasings of the same allergens, as users type them.
  APLV: { allergens: ['lait'] },
  'Protéines de lait de vache': { allergens: ['lait'] },
  'Oeufs de poule': { allergens: ['oeufs'], families: ['oeuf'] },
  'maladie cœliaque': { allergens: ['gluten'] },
  'Allergie aux crustacés': { allergens: ['crustaces'] },
  'intolérance au lactose': { allergens: ['lait'] },
};
const FREE_ALLERGIES = [
  'APLV',
  'Protéines de lait de vache',
  'Oeufs de poule',
  'maladie cœliaque',
  'Allergie aux crustacés',
  'intolérance au lactose',
];

const breaksAllergy = (ing: IngredientData, allergy: string): boolean => {
  const r = ORACLE_ALLERGIES[allergy]!;
  return !!(
    r.allergens?.some((a) => ing.allergens?.includes(a)) ||
    r.tags?.some((t) => ing.tags?.includes(t)) ||
    r.families?.includes(ing.family)
  );
};

const flesh = ['viande', 'volaille', 'porc', 'poisson', 'fruit-de-mer'];
const breaksDiet = (ing: IngredientData, diet: string): boolean => {
  const a = ing.allergens ?? [];
  const d = diet
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  const veg = flesh.includes(ing.family) || ['viande', 'porc', 'poisson'].includes(ing.animalDerived ?? '');
  if (d === 'vegetarien') return veg;
  if (d === 'vegan' || d === 'vegan')
    return (
      veg ||
      ['oeuf', 'produit-laitier', 'fromage'].includes(ing.family) ||
      a.includes('lait') ||
      a.includes('oeufs') ||
      ing.animalDerived === 'miel'
    );
  if (d === 'pescetarien')
    return ['viande', 'volaille', 'porc'].includes(ing.family) || ['viande', 'porc'].includes(ing.animalDerived ?? '');
  if (d === 'sans gluten') return a.includes('gluten');
  if (d === 'sans lactose') return a.includes('lait');
  if (d === 'halal') return ing.family === 'porc' || ing.animalDerived === 'porc' || !!ing.alcohol || ing.family === 'alcool';
  if (d === 'paleo')
    return (
      ['cereale', 'legumineuse', 'produit-laitier', 'fromage'].includes(ing.family) ||
      !!ing.processed ||
      a.includes('gluten') ||
      a.includes('lait')
    );
  if (d === 'cetogene' || d === 'keto') return ['cereale', 'feculent'].includes(ing.family);
  if (d === 'casher') return ing.family === 'porc' || ing.animalDerived === 'porc' || a.includes('crustaces') || a.includes('mollusques');
  if (d === 'sans porc') return ing.family === 'porc' || ing.animalDerived === 'porc';
  if (d === 'sans alcool') return !!ing.alcohol || ing.family === 'alcool';
  return false;
};

const UNIT_G: Record<string, number> = { g: 1, kg: 1000, ml: 1, cl: 10, l: 1000, 'c. à soupe': 15, 'c. à café': 5, pincée: 0.5 };
function carbsPerPortion(r: engine.RecipeDraft): number {
  let carbs = 0;
  for (const l of r.ingredients) {
    const ing = l.ingredientId ? INGREDIENT_BY_ID.get(l.ingredientId) : undefined;
    if (!ing) continue;
    const per = UNIT_G[l.unity];
    const grams =
      per !== undefined
        ? l.quantity * per * (['ml', 'cl', 'l', 'c. à soupe', 'c. à café'].includes(l.unity) ? (ing.densityGPerMl ?? 1) : 1)
        : l.quantity * (ing.pieceWeightG ?? 100);
    carbs += (grams * ing.ciqual.glucides) / 100;
  }
  return carbs / Math.max(1, r.servings);
}

interface Profile extends engine.EaterProfile {
  dislikedIds: string[];
}

/** Independent verdict: [] when fine, otherwise what is wrong. */
function oracle(r: engine.RecipeDraft, p: Profile, extraDiets: string[] = []): string[] {
  const wrong: string[] = [];
  const diets = [...p.diets, ...extraDiets];
  for (const l of r.ingredients) {
    const ing = l.ingredientId ? INGREDIENT_BY_ID.get(l.ingredientId) : undefined;
    if (!ing) continue;
    for (const a of p.allergies) if (breaksAllergy(ing, a)) wrong.push(`${ing.id} vs allergy ${a}`);
    if (p.dislikedIds.includes(ing.id)) wrong.push(`${ing.id} is disliked`);
    for (const d of diets) if (breaksDiet(ing, d)) wrong.push(`${ing.id} vs diet ${d}`);
  }
  const low = diets.map((d) => d.toLowerCase());
  if (low.includes('casher')) {
    const facts = r.ingredients
      .map((l) => (l.ingredientId ? INGREDIENT_BY_ID.get(l.ingredientId) : undefined))
      .filter((i): i is IngredientData => !!i);
    const meat = facts.some((i) => ['viande', 'volaille', 'porc'].includes(i.family) || i.animalDerived === 'viande');
    const dairy = facts.some((i) => (i.allergens ?? []).includes('lait') || ['produit-laitier', 'fromage'].includes(i.family));
    if (meat && dairy) wrong.push('casher with meat and dairy');
  }
  const keto = low.some((d) => ['cétogène', 'keto', 'cetogene'].includes(d));
  const lowCarb = low.includes('low carb');
  const carbs = carbsPerPortion(r);
  if (keto && carbs > 15.5) wrong.push(`keto with ${carbs.toFixed(1)} g carbs`);
  else if (lowCarb && carbs > 30.5) wrong.push(`low carb with ${carbs.toFixed(1)} g carbs`);
  return wrong;
}

function expectSafe(r: engine.RecipeDraft, p: Profile, what: string, extraDiets: string[] = []): void {
  const profile = { ...p, diets: [...p.diets, ...extraDiets] };
  const report = engine.checkRecipeSafety(r, profile);
  expect(report.violations, `${what}: ${r.title}`).toEqual([]);
  expect(oracle(r, p, extraDiets), `${what}: ${r.title}`).toEqual([]);
}

// ---------------------------------------------------------------------------------------------
// Arbitraries
// ---------------------------------------------------------------------------------------------

const CATALOGUE_NAMES = ALL_INGREDIENTS.map((i) => i.name);
// Plus the diets only the lexicon knows, and free phrasings it reads ("sans champignons" excludes a food).
const ALL_DIETS = [
  ...new Set([
    ...PROFILE_DIETS,
    ...ANTI_WASTE_DIETS,
    'Paleo',
    'Vegan',
    'Keto',
    'Casher',
    'Sans porc',
    'Sans alcool',
    'Sans sucre ajouté',
    'Flexitarien',
    'je ne mange pas de porc',
    'sans champignons',
  ]),
];

const profileArb: fc.Arbitrary<Profile> = fc
  .record({
    allergies: fc.subarray([...ALLERGY_SUGGESTIONS, ...FREE_ALLERGIES], { maxLength: 6 }),
    disliked: fc.subarray(
      ALL_INGREDIENTS.map((i) => i.id),
      { maxLength: 4 },
    ),
    diets: fc.subarray(ALL_DIETS, { maxLength: 2 }),
    adults: fc.integer({ min: 0, max: 6 }),
    children: fc.integer({ min: 0, max: 4 }),
    cuisinePreferences: fc.subarray([...CUISINE_OPTIONS], { maxLength: 2 }),
  })
  .map((x) => ({
    allergies: x.allergies,
    dislikedIngredients: x.disliked.map((id) => INGREDIENT_BY_ID.get(id)!.name),
    dislikedIds: x.disliked,
    diets: x.diets,
    adults: x.adults,
    children: x.children,
    cuisinePreferences: x.cuisinePreferences,
  }));

const WORDS = [
  'rapide',
  'léger',
  'épicé',
  'réconfortant',
  'été',
  'hiver',
  'poulet',
  'tomates',
  'chocolat',
  'végétarien',
  'gratin',
  'soupe',
  'salade',
  'enfants',
  'fromage',
  'poisson',
  'pâtes',
];
const formArb = fc.record({
  dish: fc.subarray([...DISH_TYPE_OPTIONS, 'Plat', 'Petit-déjeuner'], { maxLength: 3 }),
  preparationTime: fc.integer({ min: 10, max: 120 }),
  bakingTime: fc.integer({ min: 0, max: 120 }),
  cuisine: fc.subarray([...CUISINE_OPTIONS], { maxLength: 2 }),
  complexity: fc.subarray([...DIFFICULTY_OPTIONS], { maxLength: 2 }),
  ingredients: fc.array(
    fc.oneof(fc.constantFrom(...CATALOGUE_NAMES), fc.constantFrom('truc inconnu', '2 tomates bien mûres', 'reste de poulet')),
    { maxLength: 3 },
  ),
  description: fc.array(fc.constantFrom(...WORDS), { maxLength: 4 }).map((w) => w.join(' ')),
});

const antiWasteArb = fc.record({
  ingredients: fc.array(
    fc.oneof(fc.constantFrom(...CATALOGUE_NAMES), fc.constantFrom('restes de riz', 'bidule', '3 courgettes', 'yaourts périmés demain')),
    { minLength: 1, maxLength: 6 },
  ),
  dietaryRestrictions: fc.subarray([...ANTI_WASTE_DIETS], { maxLength: 2 }),
  mealType: fc.constantFrom('', 'petit-déjeuner', 'déjeuner', 'dîner', 'collation', 'dessert'),
  time: fc.integer({ min: 10, max: 120 }),
  peopleCount: fc.integer({ min: 1, max: 10 }),
});

const VARIANTS = [
  'Plus rapide',
  'Moins cher',
  'Végétarien',
  'Végan',
  'Sans gluten',
  'Sans lactose',
  'Plus léger',
  'Plus épicé',
  'Pour 6 personnes',
  'Moins sucré',
  'Halal',
  'keto',
];
const iterationArb = fc.record({
  recipeIndex: fc.nat(),
  variants: fc.subarray(VARIANTS, { maxLength: 3 }),
  comment: fc.constantFrom(
    '',
    'pour 2 personnes',
    'sans champignons',
    'avec du fromage',
    'Remplacer le beurre par de la crème',
    'plus de légumes',
  ),
  replacements: fc.array(
    fc.record({
      original: fc.constantFrom(...CATALOGUE_NAMES),
      replacement: fc.oneof(fc.constantFrom(...CATALOGUE_NAMES), fc.constant('ingrédient secret')),
    }),
    { maxLength: 2 },
  ),
  exclusions: fc.subarray(CATALOGUE_NAMES.slice(0, 400), { maxLength: 2 }),
});

// ---------------------------------------------------------------------------------------------

describe('safety properties', () => {
  it('suggestions, once created, never break the profile', () => {
    fc.assert(
      fc.property(profileArb, formArb, fc.integer({ min: 1, max: 12 }), (p, form, month) => {
        const groups = engine.suggest(form, p, { ownedBySource: new Map(), month, seed: month });
        for (const g of groups) {
          for (const s of g.suggestions) {
            expect(s.sourceRecipeId).toBeTruthy();
            expectSafe(
              engine.createRecipe({ title: s.title, sourceRecipeId: s.sourceRecipeId, dishType: g.type, form }, p),
              p,
              'suggestion',
            );
          }
        }
      }),
      params(),
    );
  }, 60_000);

  it('created and generated recipes never break the profile', () => {
    fc.assert(
      fc.property(
        profileArb,
        formArb,
        fc.constantFrom('Gratin de courgettes', 'Poulet rôti', 'Tarte au citron', 'Zorglub', 'Soupe de poisson', 'Salade de lentilles'),
        (p, form, title) => {
          expectSafe(engine.createRecipe({ title, form }, p), p, 'created');
          expectSafe(engine.generateRecipeFromForm(form, p), p, 'generated');
        },
      ),
      params(),
    );
  }, 60_000);

  it('iterated variants never break the profile, and exclusions are honoured', () => {
    fc.assert(
      fc.property(profileArb, iterationArb, (p, it) => {
        const data = ALL_RECIPES[it.recipeIndex % ALL_RECIPES.length]!;
        const base = engine.createRecipe({ title: data.title, sourceRecipeId: data.id }, p);
        const out = engine.iterateRecipe(
          base,
          { variants: it.variants, comment: it.comment, ingredientReplacements: it.replacements, excludedIngredients: it.exclusions },
          p,
        );
        expectSafe(out, p, 'iterated');
        if (!it.replacements.length && !/remplacer|avec/i.test(it.comment)) {
          const excludedIds = it.exclusions.map((n) => ALL_INGREDIENTS.find((i) => i.name === n)!.id);
          for (const l of out.ingredients) expect(excludedIds, `${out.title} keeps an excluded ingredient`).not.toContain(l.ingredientId);
        }
      }),
      params(),
    );
  }, 60_000);

  it('ingredient-question replacement suggestions never break the profile', () => {
    fc.assert(
      fc.property(profileArb, fc.constantFrom(...CATALOGUE_NAMES), fc.nat(), (p, ingredient, i) => {
        const data = ALL_RECIPES[i % ALL_RECIPES.length]!;
        const recipe = i % 2 ? engine.corpusRecipeDraft(data.id) : null;
        const answer = engine.answerIngredientQuestion({ recipe, ingredient, question: 'Par quoi le remplacer ?' }, p);
        expect(answer.answer.length).toBeGreaterThan(0);
        for (const s of answer.ingredientsSuggestedForReplacement) {
          const ing = ALL_INGREDIENTS.find((x) => x.name === s.name.replace(/ \(.*\)$/, ''));
          expect(ing, s.name).toBeDefined();
          const line = { name: ing!.name, quantity: s.quantity, unity: s.unity, ingredientId: ing!.id };
          const asRecipe = { ...engine.corpusRecipeDraft(data.id)!, ingredients: [line], servings: 1 };
          // Only the ingredient itself is judged (a substitute is not a whole dish: no carb ceiling).
          expect(
            engine.checkRecipeSafety(asRecipe, { ...p, diets: p.diets.filter((d) => !/keto|cétogène|low carb/i.test(d)) }).violations,
          ).toEqual([]);
          expect(oracle(asRecipe, { ...p, diets: p.diets.filter((d) => !/keto|cétogène|low carb/i.test(d)) })).toEqual([]);
          expect(s.quantity).toBeGreaterThan(0);
        }
      }),
      params(),
    );
  }, 60_000);

  it('anti-waste recipes never break the profile nor the chosen chips, and fit the time', () => {
    fc.assert(
      fc.property(profileArb, antiWasteArb, (p, body) => {
        const out = engine.recipesFromIngredients(body, p);
        expect(out.length).toBeLessThanOrEqual(6);
        for (const r of out) {
          expectSafe(r, p, 'anti-waste', body.dietaryRestrictions);
          expect(r.prepTime + r.cookTime).toBeLessThanOrEqual(body.time);
          expect(r.servings).toBe(body.peopleCount);
          for (const u of r.usedIngredients) expect(body.ingredients).toContain(u);
        }
      }),
      params(),
    );
  }, 60_000);

  it('every output is deterministic for the same input', () => {
    fc.assert(
      fc.property(profileArb, formArb, antiWasteArb, (p, form, body) => {
        expect(engine.suggest(form, p, { ownedBySource: new Map(), seed: 3, month: 4 })).toEqual(
          engine.suggest(form, p, { ownedBySource: new Map(), seed: 3, month: 4 }),
        );
        expect(engine.recipesFromIngredients(body, p)).toEqual(engine.recipesFromIngredients(body, p));
      }),
      params(50),
    );
  }, 60_000);
});
