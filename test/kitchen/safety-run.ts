// The safety property run: random households (allergies and diets drawn from the wizard's tiles
// and from free French phrasings), and everything the kitchen can serve them, judged by the
// independent oracle of safety-oracle.ts. The property test runs a few hundred households; the
// bench runs 10,000 and prints the figures.

import fc from 'fast-check';
import * as engine from '../../worker/kitchen/index';
import { planWeek, ALL_INGREDIENTS, ALL_RECIPES } from '../../worker/kitchen/index';
import { serveSafely } from '../../worker/ai/gate';
import {
  AVAILABLE_TIMES,
  BUDGETS,
  CUISINE_OPTIONS,
  DIFFICULTY_OPTIONS,
  DISH_TYPE_OPTIONS,
  WEEK_MEAL_TYPES,
  WEEK_MENU_DIETS,
  WEEKDAYS,
} from '@shared/options';
import { weekMenuPreferencesSchema } from '@shared/schemas/week-menu';
import { ALL_ALLERGIES, ALL_DIETS, FREE_DISLIKES, judge, type OracleProfile } from './safety-oracle';

export interface Household extends OracleProfile {
  adults: number;
  children: number;
  cuisinePreferences: string[];
}

export function eaterProfile(h: Household): engine.EaterProfile {
  const byId = new Map(ALL_INGREDIENTS.map((i) => [i.id, i.name]));
  return {
    allergies: h.allergies,
    dislikedIngredients: [...h.dislikes, ...h.dislikedIds.map((id) => byId.get(id)!)],
    diets: h.diets,
    adults: h.adults,
    children: h.children,
    cuisinePreferences: h.cuisinePreferences,
    nutritionalGoals: {},
  };
}

const CATALOGUE_IDS = ALL_INGREDIENTS.map((i) => i.id);
const CATALOGUE_NAMES = ALL_INGREDIENTS.map((i) => i.name);

export const householdArb: fc.Arbitrary<Household> = fc.record({
  allergies: fc.subarray(Object.keys(ALL_ALLERGIES), { maxLength: 4 }),
  dislikes: fc.subarray(Object.keys(FREE_DISLIKES), { maxLength: 2 }),
  dislikedIds: fc.subarray(CATALOGUE_IDS, { maxLength: 3 }),
  diets: fc.subarray(Object.keys(ALL_DIETS), { maxLength: 2 }),
  adults: fc.integer({ min: 1, max: 6 }),
  children: fc.integer({ min: 0, max: 4 }),
  cuisinePreferences: fc.subarray([...CUISINE_OPTIONS], { maxLength: 2 }),
});

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
  'gratin',
  'soupe',
  'salade',
  'fromage',
  'poisson',
  'pâtes',
];
const TITLES = [
  'Bouillabaisse marseillaise',
  'Choucroute garnie',
  'Quiche lorraine',
  'Mousse au chocolat',
  'Tarte aux pommes',
  'Gratin de courgettes',
  'Poulet rôti',
  'Zorglub',
  'Salade de lentilles',
  'Blanquette de veau',
];
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
  'Halal',
  'Cétogène',
];

export const requestArb = fc.record({
  form: fc.record({
    dish: fc.subarray([...DISH_TYPE_OPTIONS], { maxLength: 2 }),
    preparationTime: fc.integer({ min: 2, max: 24 }).map((x) => x * 5),
    bakingTime: fc.integer({ min: 0, max: 20 }).map((x) => x * 6),
    cuisine: fc.subarray([...CUISINE_OPTIONS], { maxLength: 1 }),
    complexity: fc.subarray([...DIFFICULTY_OPTIONS], { maxLength: 1 }),
    ingredients: fc.subarray(CATALOGUE_NAMES, { maxLength: 2 }),
    description: fc.subarray(WORDS, { maxLength: 2 }).map((w) => w.join(' ')),
  }),
  month: fc.integer({ min: 1, max: 12 }),
  title: fc.constantFrom(...TITLES),
  recipeIndex: fc.nat(),
  variants: fc.subarray(VARIANTS, { maxLength: 2 }),
  exclusions: fc.subarray(CATALOGUE_NAMES, { maxLength: 1 }),
  antiWaste: fc.record({
    ingredients: fc.subarray(CATALOGUE_NAMES, { minLength: 1, maxLength: 4 }),
    dietaryRestrictions: fc.subarray([...WEEK_MENU_DIETS], { maxLength: 1 }),
    mealType: fc.constantFrom('', 'petit-déjeuner', 'déjeuner', 'dîner', 'collation', 'dessert'),
    time: fc.integer({ min: 2, max: 24 }).map((x) => x * 5),
    peopleCount: fc.integer({ min: 1, max: 8 }),
  }),
  week: fc.record({
    mealTypes: fc.subarray([...WEEK_MEAL_TYPES], { minLength: 1 }),
    dietaryRestrictions: fc.subarray([...WEEK_MENU_DIETS], { maxLength: 1 }),
    availableTime: fc.constantFrom(...AVAILABLE_TIMES),
    budget: fc.constantFrom(...BUDGETS),
  }),
  question: fc.constantFrom(...CATALOGUE_NAMES),
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
});
export type SafetyRequest = typeof requestArb extends fc.Arbitrary<infer T> ? T : never;

export interface RunResult {
  /** Recipes (and replacement ingredients) judged as served. */
  outputs: number;
  /** Every breach found in what is served, "what: recipe: ingredient (rule)". */
  violations: string[];
  /** Meals the week planner proposed (0 when no week was planned). */
  meals: number;
  /** Slots the week plan reports it could not fill (nothing safe fits them). */
  unfilled: number;
  /** Week meals judged as the planner proposed them, before the serving check (serveSafely). */
  proposals: number;
  /** Breaches the oracle finds in those proposals, "menu: recipe: ingredient (rule)". */
  proposalViolations: string[];
  /** Proposals with at least one breach. */
  unsafeProposals: number;
  /** Proposals with a breach that the serving check refused or repaired. */
  caught: number;
  /** Proposals the serving check refused (the service plans another recipe instead). */
  refused: number;
  /** Proposals the serving check repaired by substitution. */
  repaired: number;
}

/** Everything the kitchen serves one household for one request, judged by the oracle. */
export function checkHousehold(h: Household, q: SafetyRequest, opts: { weekPlan?: boolean } = {}): RunResult {
  const profile = eaterProfile(h);
  const servings = engine.servingsFor(profile);
  let outputs = 0;
  const violations: string[] = [];
  const check = (what: string, recipe: engine.RecipeDraft, extraDiets: readonly string[] = []) => {
    outputs++;
    for (const v of judge(recipe, h, extraDiets)) violations.push(`${what}: ${v}`);
  };

  for (const group of engine.suggest(q.form, profile, { ownedBySource: new Map(), month: q.month, seed: q.seed })) {
    for (const s of group.suggestions.slice(0, 2)) {
      check(
        'suggestion',
        engine.createRecipe({ title: s.title, sourceRecipeId: s.sourceRecipeId, dishType: group.type, form: q.form }, profile, {
          month: q.month,
        }),
      );
    }
  }
  check('création', engine.createRecipe({ title: q.title }, profile, { month: q.month }));
  check('génération', engine.generateRecipeFromForm(q.form, profile, { month: q.month }));

  const data = ALL_RECIPES[q.recipeIndex % ALL_RECIPES.length]!;
  const base = engine.createRecipe({ title: data.title, sourceRecipeId: data.id }, profile);
  check(
    'version',
    engine.iterateRecipe(
      base,
      { variants: q.variants, comment: '', ingredientReplacements: [], excludedIngredients: q.exclusions },
      profile,
    ),
  );

  for (const r of engine.recipesFromIngredients(q.antiWaste, profile, { month: q.month }))
    check('anti-gaspi', r, q.antiWaste.dietaryRestrictions);

  const preferences = weekMenuPreferencesSchema.parse({
    mealTypes: q.week.mealTypes,
    dietaryRestrictions: q.week.dietaryRestrictions,
    budget: q.week.budget,
    dailyConstraints: Object.fromEntries(WEEKDAYS.map((d) => [d, { availableTime: q.week.availableTime, skipMeal: [] }])),
  });
  const plan = opts.weekPlan === false ? { meals: [], unfilled: [] } : planWeek({ preferences, profile, seed: q.seed });
  // Each planned recipe is judged twice: as the planner proposes it (at the household's servings, as it
  // will be stored), to count what the serving check has to catch, and as the week menu serves it
  // (a recipe that cannot be served safely is replaced by the service, never shown).
  const weekProfile = { ...profile, diets: [...profile.diets, ...q.week.dietaryRestrictions] };
  let proposals = 0;
  let unsafeProposals = 0;
  let caught = 0;
  let refused = 0;
  let repaired = 0;
  const proposalViolations: string[] = [];
  for (const m of plan.meals) {
    proposals++;
    const proposed = m.candidate.draft.servings === servings ? m.candidate.draft : engine.scaleRecipe(m.candidate.draft, servings);
    const breaches = judge(proposed, h, q.week.dietaryRestrictions);
    proposalViolations.push(...breaches.map((v) => `menu: ${v}`));
    const served = serveSafely(m.candidate.draft, weekProfile, servings);
    if (!served) refused++;
    else if (served.repaired) repaired++;
    if (breaches.length > 0) unsafeProposals++;
    if (breaches.length > 0 && (!served || served.repaired)) caught++;
    if (served) check('menu', served.recipe, q.week.dietaryRestrictions);
  }

  const answer = engine.answerIngredientQuestion({ recipe: base, ingredient: q.question, question: 'Par quoi le remplacer ?' }, profile);
  const byName = new Map(ALL_INGREDIENTS.map((i) => [i.name, i]));
  // A replacement ingredient is judged alone: it is not a dish, so no carb ceiling applies.
  const perIngredient: Household = { ...h, diets: h.diets.filter((d) => ALL_DIETS[d]!.maxCarbs === undefined) };
  for (const s of answer.ingredientsSuggestedForReplacement) {
    const ing = byName.get(s.name.replace(/ \(.*\)$/, ''));
    outputs++;
    if (!ing) {
      violations.push(`remplacement: « ${s.name} » n'est pas un ingrédient du catalogue`);
      continue;
    }
    for (const v of judge(
      {
        title: `remplacement de ${q.question}`,
        servings: 1,
        ingredients: [{ name: ing.name, quantity: s.quantity, unity: s.unity, ingredientId: ing.id }],
      },
      perIngredient,
    )) {
      violations.push(`remplacement: ${v}`);
    }
  }
  return {
    outputs,
    violations,
    meals: plan.meals.length,
    unfilled: plan.unfilled.length,
    proposals,
    proposalViolations,
    unsafeProposals,
    caught,
    refused,
    repaired,
  };
}

/**
 * Runs `count` random households (seeded) through checkHousehold. A week plan is the costliest
 * output (every recipe of the corpus judged for a new household): `weekPlanEvery` plans one
 * household's week out of that many.
 */
export function runSafety(
  count: number,
  seed: number,
  weekPlanEvery = 1,
): RunResult & { households: number; weekPlans: number; emptyWeeks: number; silentEmptyWeeks: number } {
  const pairs = fc.sample(fc.tuple(householdArb, requestArb), { numRuns: count, seed });
  const total: RunResult = {
    outputs: 0,
    violations: [],
    meals: 0,
    unfilled: 0,
    proposals: 0,
    proposalViolations: [],
    unsafeProposals: 0,
    caught: 0,
    refused: 0,
    repaired: 0,
  };
  let weekPlans = 0;
  let emptyWeeks = 0;
  let silentEmptyWeeks = 0;
  for (const [i, [h, q]] of pairs.entries()) {
    const weekPlan = i % weekPlanEvery === 0;
    const r = checkHousehold(h, q, { weekPlan });
    if (weekPlan) {
      weekPlans++;
      // A week with no meal must say which slots nothing safe fits (a narrow diet, a short time).
      if (r.meals === 0) emptyWeeks++;
      if (r.meals === 0 && r.unfilled === 0) silentEmptyWeeks++;
    }
    total.outputs += r.outputs;
    total.violations.push(...r.violations);
    total.meals += r.meals;
    total.unfilled += r.unfilled;
    total.proposals += r.proposals;
    total.proposalViolations.push(...r.proposalViolations);
    total.unsafeProposals += r.unsafeProposals;
    total.caught += r.caught;
    total.refused += r.refused;
    total.repaired += r.repaired;
  }
  return { ...total, households: pairs.length, weekPlans, emptyWeeks, silentEmptyWeeks };
}
