import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ALLERGY_SUGGESTIONS, AVAILABLE_TIMES, BUDGETS, WEEK_MEAL_TYPES, WEEK_MENU_DIETS, WEEKDAYS } from '@shared/options';
import { weekMenuPreferencesSchema, type WeekMenuPreferencesInput } from '@shared/schemas/week-menu';
import { normalizeText } from '@shared/text';
import { canonicalDiet, checkRecipeSafety, corpusRecipeDraft, type EaterProfile, type RecipeDraft, type Tastes } from '../index';
import { ALL_RECIPES, RECIPE_BY_ID } from '../knowledge/kb';
import { planWeek } from './index';
import { profileOf } from '../../../test/kitchen/fixtures';
import {
  corpusCandidatesOnce,
  timeLimit,
  toCandidate,
  weekProfile,
  weekSlots,
  type PlanRequest,
  type PlanResult,
  type PlannerCandidate,
} from './week';

const prefs = (input: WeekMenuPreferencesInput = {}) => weekMenuPreferencesSchema.parse(input);
// Random profiles, but the same ones on every run (fast-check prints the seed and the failing case).
const SEED = 20261201;
const ids = (r: PlanResult) => r.meals.map((m) => `${m.day}/${m.mealType}=${m.candidate.key}`);

const PROFILE_DIETS = ['Végétarien', 'Végan', 'Pescétarien', 'Sans gluten', 'Sans lactose', 'Halal'];
const DISLIKES = [
  'porc',
  'champignons',
  'coriandre',
  'poivron',
  'aubergine',
  'oignon',
  'crème',
  'poisson',
  'tomate',
  'fromage de chèvre',
  'lentilles',
];

const requestArb = fc.record({
  allergies: fc.subarray([...ALLERGY_SUGGESTIONS], { maxLength: 3 }),
  dislikes: fc.subarray(DISLIKES, { maxLength: 3 }),
  profileDiets: fc.subarray(PROFILE_DIETS, { maxLength: 1 }),
  weekDiets: fc.subarray([...WEEK_MENU_DIETS], { maxLength: 2 }),
  mealTypes: fc.subarray([...WEEK_MEAL_TYPES], { minLength: 1 }),
  days: fc.array(
    fc.record({ availableTime: fc.constantFrom(...AVAILABLE_TIMES), skipMeal: fc.subarray([...WEEK_MEAL_TYPES], { maxLength: 2 }) }),
    {
      minLength: 7,
      maxLength: 7,
    },
  ),
  budget: fc.constantFrom(...BUDGETS),
  calories: fc.option(fc.integer({ min: 1200, max: 3200 }), { nil: undefined }),
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  maxMeals: fc.option(fc.integer({ min: 1, max: 21 }), { nil: undefined }),
});
type RequestSpec = typeof requestArb extends fc.Arbitrary<infer T> ? T : never;

function toRequest(spec: RequestSpec): PlanRequest {
  return {
    profile: profileOf({
      allergies: spec.allergies,
      dislikedIngredients: spec.dislikes,
      diets: spec.profileDiets,
      nutritionalGoals: { calories: spec.calories ?? null },
    }),
    preferences: prefs({
      budget: spec.budget,
      mealTypes: spec.mealTypes,
      dietaryRestrictions: spec.weekDiets,
      dailyConstraints: Object.fromEntries(WEEKDAYS.map((d, i) => [d, spec.days[i]])),
    }),
    seed: spec.seed,
    maxMeals: spec.maxMeals,
  };
}

// Oracles written here from the corpus data and the planner's stated rules (docs/decisions/013-greedy-planner.md and docs/decisions/033-week-optimiser.md), not from the planner's own filters.
/** Minutes per day (prep + cook) of the week form's labels. */
const MINUTES: Record<string, number> = { 'Rapide (< 30min)': 30, 'Moyen (30-60min)': 60, 'Long (> 60min)': Infinity };
const minutesOf = (label: string | undefined) => MINUTES[label ?? 'Moyen (30-60min)']!;
/** Meal types a corpus recipe may fill: breakfast recipes; main courses at lunch and dinner; a soup at dinner. */
function corpusFits(corpusId: string, mealType: string): boolean {
  const r = RECIPE_BY_ID.get(corpusId)!;
  const main = ['Plat chaud', 'Plat froid', 'LunchBox'].includes(r.dishType);
  if (mealType === 'petit-déjeuner') return r.mealTypes.includes('petit-déjeuner');
  if (mealType === 'déjeuner') return main && r.mealTypes.includes('déjeuner');
  return (main || r.dishType === 'Soupe') && r.mealTypes.includes('dîner');
}
/** The hard constraints of the random requests: the profile plus the week's diets (no dislikes in the form). */
const hardProfile = (req: PlanRequest): EaterProfile => ({
  ...req.profile,
  diets: [...req.profile.diets, ...req.preferences.dietaryRestrictions],
});

/** Corpus ids a slot could take: safe for the engine's oracle, right meal type, within the day's time. */
function eligible(req: PlanRequest, dayIndex: number, mealType: string): string[] {
  const profile = hardProfile(req);
  const minutes = minutesOf(req.preferences.dailyConstraints[WEEKDAYS[dayIndex]!]?.availableTime);
  return ALL_RECIPES.filter(
    (r) => corpusFits(r.id, mealType) && r.prepTime + r.cookTime <= minutes && checkRecipeSafety(corpusRecipeDraft(r.id)!, profile).safe,
  ).map((r) => r.id);
}
/** Main protein the planner's variety rule uses, looked up by corpus id. */
const proteinOf = (corpusId: string) => corpusCandidatesOnce().find((c) => c.id === corpusId)?.protein ?? null;
/** Oracle written from the recipe text: a step (or its tip) uses the oven. */
const usesOven = (draft: RecipeDraft) =>
  /\bfour\b|enfourn|prechauff/.test(normalizeText(draft.instructions.map((s) => `${s.explanation} ${s.tips}`).join(' ')));
/** Property tests plan hundreds of weeks: more than the default 5 s on a loaded machine. */
const PROPERTY_TIMEOUT = 60_000;
/** Shares of the day's energy per meal, as the French day divides it (breakfast 25 %, lunch 40 %, dinner 35 %). */
const SHARE: Record<(typeof WEEK_MEAL_TYPES)[number], number> = { 'petit-déjeuner': 0.25, déjeuner: 0.4, dîner: 0.35 };
const PORTION_FACTORS = [0.75, 1, 1.25, 1.5, 1.75, 2];
const noTastes: Tastes = { lovedRecipeIds: [], dislikedRecipeIds: [], lovedIngredientIds: [], dislikedIngredientIds: [] };

describe('planWeek: hard constraints over random profiles', () => {
  it(
    'never plans a meal that breaks allergies, dislikes, diets, skipped meals, meal types or the time of the day',
    () => {
      let planned = 0;
      fc.assert(
        fc.property(requestArb, (spec) => {
          const req = toRequest(spec);
          const result = planWeek(req);
          planned += result.meals.length;
          const profile = hardProfile(req);
          const weekDiets = spec.weekDiets.map(canonicalDiet);
          for (const meal of result.meals) {
            const c = meal.candidate;
            const data = RECIPE_BY_ID.get(c.id)!;
            // The engine's safety oracle, on the recipe as planned...
            expect(checkRecipeSafety(c.draft, profile).violations).toEqual([]);
            // ...and the derived diet facts of the recipe for the week's diets.
            for (const d of weekDiets) expect(c.draft.diets).toContain(d);
            const dc = req.preferences.dailyConstraints[meal.day];
            expect(dc?.skipMeal ?? []).not.toContain(meal.mealType);
            expect(req.preferences.mealTypes).toContain(meal.mealType);
            expect(corpusFits(c.id, meal.mealType)).toBe(true);
            expect(data.prepTime + data.cookTime).toBeLessThanOrEqual(minutesOf(dc?.availableTime));
          }
          // Slots in eating order: chosen meal types, minus the skipped ones.
          const slotCount = WEEKDAYS.reduce(
            (n, day) => n + spec.mealTypes.filter((t) => !(req.preferences.dailyConstraints[day]?.skipMeal ?? []).includes(t)).length,
            0,
          );
          const cap = req.maxMeals ?? Infinity;
          // Every slot is planned or reported unfilled, unless the meal cap cut the week (then exactly `cap` meals).
          expect(result.limited).toBe(result.meals.length + result.unfilled.length < slotCount);
          expect(result.limited ? result.meals.length : slotCount).toBe(
            result.limited ? cap : result.meals.length + result.unfilled.length,
          );
          expect(result.meals.length).toBeLessThanOrEqual(cap);
          for (const u of result.unfilled) expect(eligible(req, WEEKDAYS.indexOf(u.day), u.mealType)).toEqual([]);
        }),
        { numRuns: 150, seed: SEED },
      );
      // The checks above ran on real meals, not on empty weeks only.
      expect(planned).toBeGreaterThan(500);
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'plans no recipe twice and no same main protein at consecutive meals whenever the corpus allows it (over the whole week)',
    () => {
      let planned = 0;
      fc.assert(
        fc.property(requestArb, (spec) => {
          const req = toRequest(spec);
          const result = planWeek(req);
          planned += result.meals.length;
          const uses = new Map<string, number>();
          for (const meal of result.meals) uses.set(meal.candidate.id, (uses.get(meal.candidate.id) ?? 0) + 1);
          result.meals.forEach((meal, i) => {
            const pool = eligible(req, meal.dayIndex, meal.mealType);
            expect(pool).toContain(meal.candidate.id);
            // A recipe still unplanned that could take this slot without a main protein shared with a neighbour.
            const previous = i > 0 ? result.meals[i - 1]!.candidate.protein : null;
            const next = i + 1 < result.meals.length ? result.meals[i + 1]!.candidate.protein : null;
            const fresh = pool.filter(
              (id) => !uses.has(id) && (proteinOf(id) === null || (proteinOf(id) !== previous && proteinOf(id) !== next)),
            );
            // A recipe comes back, or a protein follows itself, only when no such recipe exists.
            const repeated = (uses.get(meal.candidate.id) ?? 0) > 1;
            const clash = previous !== null && meal.candidate.protein === previous;
            expect(repeated ? fresh : []).toEqual([]);
            expect(clash ? fresh : []).toEqual([]);
          });
        }),
        { numRuns: 150, seed: SEED },
      );
      expect(planned).toBeGreaterThan(500);
    },
    PROPERTY_TIMEOUT,
  );

  it('a week of 7 × 2 meals without constraints has 14 different recipes and no protein twice in a row', () => {
    const result = planWeek({
      profile: profileOf(),
      preferences: prefs({
        mealTypes: ['déjeuner', 'dîner'],
        dailyConstraints: Object.fromEntries(WEEKDAYS.map((d) => [d, { availableTime: 'Long (> 60min)' }])),
      }),
      seed: 7,
    });
    expect(result.meals).toHaveLength(14);
    expect(new Set(result.meals.map((m) => m.candidate.key)).size).toBe(14);
    const repeatsInARow = result.meals.filter(
      (m, i) => i > 0 && m.candidate.protein !== null && m.candidate.protein === result.meals[i - 1]!.candidate.protein,
    );
    expect(repeatsInARow).toEqual([]);
  });
});

describe('planWeek: determinism and regeneration', () => {
  it(
    'the same input and seed give the same plan',
    () => {
      fc.assert(
        fc.property(requestArb, (spec) => {
          expect(ids(planWeek(toRequest(spec)))).toEqual(ids(planWeek(toRequest(spec))));
        }),
        { numRuns: 50, seed: SEED },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'another seed gives another plan when the corpus leaves a choice',
    () => {
      fc.assert(
        fc.property(requestArb, (spec) => {
          const req = toRequest({ ...spec, maxMeals: undefined });
          const a = planWeek(req);
          // Only meaningful when every slot has a real choice: 8 recipes that can meet the meal's energy
          // share (±10 %) with one of the portion factors.
          const dayTarget = (spec.calories ?? 2350) * spec.mealTypes.reduce((n, t) => n + SHARE[t], 0);
          const fitsEnergy = (id: string, share: number) =>
            PORTION_FACTORS.some((f) => Math.abs((corpusRecipeDraft(id)!.nutritionPerPortion.kcal * f) / share - 1) <= 0.1);
          const choice = a.meals.every((m) => {
            const planned = a.meals.filter((x) => x.dayIndex === m.dayIndex).map((x) => x.mealType);
            const share = (dayTarget * SHARE[m.mealType]) / planned.reduce((n, t) => n + SHARE[t], 0);
            return eligible(req, m.dayIndex, m.mealType).filter((id) => fitsEnergy(id, share)).length >= 8;
          });
          fc.pre(choice && a.meals.length >= 5);
          const b = planWeek({ ...req, seed: (req.seed + 1) % 2 ** 31 });
          expect(ids(b)).not.toEqual(ids(a));
        }),
        { numRuns: 60, seed: SEED },
      );
    },
    PROPERTY_TIMEOUT,
  );
});

describe('planWeek: soft preferences', () => {
  const week = (over: WeekMenuPreferencesInput = {}) => prefs({ mealTypes: ['déjeuner', 'dîner'], ...over });
  const seeds = Array.from({ length: 12 }, (_, i) => i + 1);
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

  it('a cheaper budget gives cheaper weeks', () => {
    const cost = (budget: 'économique' | 'premium') =>
      mean(
        seeds.flatMap((seed) =>
          planWeek({ profile: profileOf(), preferences: week({ budget }), seed }).meals.map((m) => m.candidate.costPerPortion),
        ),
      );
    expect(cost('économique')).toBeLessThan(cost('premium'));
  });

  it('meals (portion factor included) get closer to the calorie goal when one is set', () => {
    const gap = (calories: number | null) =>
      mean(
        seeds.flatMap((seed) =>
          planWeek({ profile: profileOf({ nutritionalGoals: { calories } }), preferences: week(), seed }).meals.map((m) =>
            Math.abs(m.candidate.kcal * m.portions - 1800 * (m.mealType === 'déjeuner' ? 0.4 : 0.35)),
          ),
        ),
      );
    expect(gap(1800)).toBeLessThan(gap(null));
  });

  it('favourite dishes and preferred cuisines come up more often', () => {
    const count = (p: WeekMenuPreferencesInput, test: (c: PlannerCandidate) => boolean) =>
      seeds.reduce(
        (n, seed) => n + planWeek({ profile: profileOf(), preferences: week(p), seed }).meals.filter((m) => test(m.candidate)).length,
        0,
      );
    const poulet = (c: PlannerCandidate) => c.wordSet.has('poulet');
    expect(count({ favoriteDishes: ['poulet'] }, poulet)).toBeGreaterThan(count({}, poulet));
    const italian = (c: PlannerCandidate) => c.draft.cuisine === 'Italienne';
    expect(count({ cuisinePreferences: ['Italienne'] }, italian)).toBeGreaterThan(count({}, italian));
  });

  it('reuses perishable ingredients opened in the previous days more than chance', () => {
    // Reuse = a perishable of this meal already opened at one of the 4 previous meals.
    const reuse = (r: PlanResult) =>
      r.meals.reduce(
        (n, m, i) =>
          n +
          m.candidate.perishables.filter((id) => r.meals.slice(Math.max(0, i - 4), i).some((p) => p.candidate.perishables.includes(id)))
            .length,
        0,
      );
    const planned = mean(seeds.map((seed) => reuse(planWeek({ profile: profileOf(), preferences: week(), seed }))));
    // Baseline: the same recipes in a seeded random order.
    const shuffled = mean(
      seeds.map((seed) => {
        const r = planWeek({ profile: profileOf(), preferences: week(), seed });
        const meals = [...r.meals].sort((a, b) => ((a.candidate.keyHash ^ seed) >>> 0) - ((b.candidate.keyHash ^ seed) >>> 0));
        return reuse({ ...r, meals });
      }),
    );
    expect(planned).toBeGreaterThan(shuffled);
  });

  it("the user's own recipes are candidates, and favourites win ties", () => {
    // A dish whose energy fits a meal of the day's target with a portion factor, so that nutrition does not rule it out.
    const base = corpusCandidatesOnce().find((c) => c.mealTypes.has('dîner') && c.totalTime <= 60 && c.kcal >= 550 && c.kcal <= 650)!;
    const own = toCandidate('user', 'my-own-recipe', { ...base.draft, title: 'Gratin secret de mamie', sourceRecipeId: null }, null);
    const hits = seeds.filter((seed) =>
      planWeek({
        profile: profileOf(),
        preferences: week({ favoriteDishes: ['gratin secret mamie'] }),
        seed,
        ownRecipes: [own],
        favorites: new Set(['my-own-recipe']),
      }).meals.some((m) => m.candidate.key === 'user:my-own-recipe'),
    ).length;
    expect(hits).toBe(seeds.length);
  });

  it('an own recipe that breaks an allergy is never planned', () => {
    const withEgg = corpusCandidatesOnce().find((c) => c.draft.allergens.includes('Œufs') && c.mealTypes.has('dîner'))!;
    const own = toCandidate('user', 'eggy', { ...withEgg.draft, sourceRecipeId: null }, null);
    for (const seed of seeds) {
      const r = planWeek({
        profile: profileOf({ allergies: ['Œufs'] }),
        preferences: week({ favoriteDishes: [withEgg.draft.title] }),
        seed,
        ownRecipes: [own],
        favorites: new Set(['eggy']),
      });
      expect(r.meals).toHaveLength(14);
      expect(r.meals.some((m) => m.candidate.id === 'eggy')).toBe(false);
    }
  });
});

describe('planWeek: free tier and slots', () => {
  it('stops at maxMeals in eating order and says the week was cut', () => {
    const r = planWeek({ profile: profileOf(), preferences: prefs({ mealTypes: ['déjeuner', 'dîner'] }), seed: 3, maxMeals: 3 });
    expect(r.meals.map((m) => `${m.day} ${m.mealType}`)).toEqual(['Lundi déjeuner', 'Lundi dîner', 'Mardi déjeuner']);
    expect(r.limited).toBe(true);
  });

  it('skipped meals and unchosen meal types leave no slot', () => {
    const p = prefs({
      mealTypes: ['dîner', 'déjeuner'],
      dailyConstraints: { Mercredi: { skipMeal: ['déjeuner'] }, Dimanche: { skipMeal: ['déjeuner', 'dîner'] } },
    });
    const slots = weekSlots(p);
    expect(slots).toHaveLength(11);
    expect(slots.some((s) => s.day === 'Dimanche')).toBe(false);
    expect(slots.filter((s) => s.day === 'Mercredi').map((s) => s.mealType)).toEqual(['dîner']);
    expect(slots[0]).toMatchObject({ day: 'Lundi', mealType: 'déjeuner', maxTime: 60 });
  });

  it('time per day: Rapide ≤ 30 min, Moyen ≤ 60 min (default), Long without limit', () => {
    expect(timeLimit('Rapide (< 30min)')).toBe(30);
    expect(timeLimit('Moyen (30-60min)')).toBe(60);
    expect(timeLimit(undefined)).toBe(60);
    expect(timeLimit('Long (> 60min)')).toBe(Infinity);
  });

  it('merges the week form into the profile: diets, comma-separated dislikes, cuisines', () => {
    const p = weekProfile(
      profileOf({ diets: ['Halal'], dislikedIngredients: ['porc'] }),
      prefs({ dietaryRestrictions: ['Vegan', 'Keto'], dislikedIngredients: 'Champignons, porc ,  ' }),
    );
    expect(p.diets).toEqual(['Halal', 'Vegan', 'Keto']);
    expect(p.dislikedIngredients).toEqual(['porc', 'Champignons']);
  });
});

describe('planWeek: ratings and favourites', () => {
  const week = (over: WeekMenuPreferencesInput = {}) =>
    prefs({
      mealTypes: ['déjeuner', 'dîner'],
      dailyConstraints: Object.fromEntries(WEEKDAYS.map((d) => [d, { availableTime: 'Long (> 60min)' }])),
      ...over,
    });
  const seeds = Array.from({ length: 12 }, (_, i) => i + 1);
  const withTastes = (t: Partial<Tastes>) => profileOf({ tastes: { ...noTastes, ...t } });

  it('a loved recipe is planned before an otherwise identical one', () => {
    // One dinner a week, and both twins favoured by the form: only the rating tells them apart.
    const oneDinner = week({
      mealTypes: ['dîner'],
      favoriteDishes: ['ragoût secret mamie'],
      dailyConstraints: Object.fromEntries(
        WEEKDAYS.map((d, i) => [d, i === 0 ? { availableTime: 'Long (> 60min)' } : { skipMeal: ['dîner'] }]),
      ),
    });
    // Twins of the dish planned for that dinner without any preference: nutrition does not rule them out.
    const base = planWeek({ profile: profileOf(), preferences: { ...oneDinner, favoriteDishes: [] }, seed: 1 }).meals[0]!.candidate;
    const twin = (id: string) => toCandidate('user', id, { ...base.draft, title: 'Ragoût secret de mamie', sourceRecipeId: null }, null);
    const chosen = (loved: string) =>
      seeds.map((seed) =>
        planWeek({
          profile: withTastes({ lovedRecipeIds: [loved] }),
          preferences: oneDinner,
          seed,
          ownRecipes: [twin('twin-a'), twin('twin-b')],
        }).meals.map((m) => m.candidate.id),
      );
    expect(chosen('twin-a')).toEqual(seeds.map(() => ['twin-a']));
    expect(chosen('twin-b')).toEqual(seeds.map(() => ['twin-b']));
  });

  it('a recipe rated 1 or 2 stars is not planned again while alternatives exist', () => {
    for (const seed of [1, 2, 3]) {
      const before = planWeek({ profile: profileOf(), preferences: week(), seed });
      const planned = before.meals.map((m) => m.candidate.id);
      expect(planned).toHaveLength(14);
      const after = planWeek({ profile: withTastes({ dislikedRecipeIds: planned }), preferences: week(), seed });
      expect(after.meals).toHaveLength(14);
      expect(after.meals.filter((m) => planned.includes(m.candidate.id))).toEqual([]);
    }
  });

  it('when every recipe was rated badly, the week is still planned (nothing else fits)', () => {
    const all = corpusCandidatesOnce().map((c) => c.id);
    expect(planWeek({ profile: withTastes({ dislikedRecipeIds: all }), preferences: week(), seed: 4 }).meals).toHaveLength(14);
  });

  it('the main ingredient of loved recipes comes up more often, that of disliked ones less', () => {
    const chicken = (t: Partial<Tastes>) =>
      seeds.reduce(
        (n, seed) =>
          n +
          planWeek({ profile: withTastes(t), preferences: week(), seed }).meals.filter((m) =>
            m.candidate.draft.ingredients.some((l) => l.ingredientId === 'poulet-filet'),
          ).length,
        0,
      );
    const neutral = chicken({});
    expect(chicken({ lovedIngredientIds: ['poulet-filet'] })).toBeGreaterThan(neutral);
    expect(chicken({ dislikedIngredientIds: ['poulet-filet'] })).toBeLessThan(neutral);
  });

  it('a loved corpus recipe comes up more often', () => {
    const target = planWeek({ profile: profileOf(), preferences: week(), seed: 1 }).meals.map((m) => m.candidate.id);
    const corpusIds = corpusCandidatesOnce()
      .filter((c) => c.mealTypes.has('dîner') && !target.includes(c.id))
      .map((c) => c.id)
      .slice(0, 10);
    expect(corpusIds).toHaveLength(10);
    const hits = (t: Partial<Tastes>) =>
      seeds.reduce(
        (n, seed) =>
          n +
          planWeek({ profile: withTastes(t), preferences: week(), seed }).meals.filter((m) => corpusIds.includes(m.candidate.id)).length,
        0,
      );
    expect(hits({ lovedRecipeIds: corpusIds })).toBeGreaterThan(hits({}));
  });
});

describe('planWeek: declared equipment', () => {
  const week = (over: WeekMenuPreferencesInput = {}) =>
    prefs({
      mealTypes: ['petit-déjeuner', 'déjeuner', 'dîner'],
      dailyConstraints: Object.fromEntries(WEEKDAYS.map((d) => [d, { availableTime: 'Long (> 60min)' }])),
      ...over,
    });
  const seeds = [1, 2, 3, 4, 5, 6];
  const ovenMeals = (equipment: string[], over: WeekMenuPreferencesInput = {}) =>
    seeds.flatMap((seed) => planWeek({ profile: profileOf({ equipment }), preferences: week(over), seed }).meals);

  it('a household that declared its appliances without an oven gets no oven dish', () => {
    for (const equipment of [
      ['Plaques de cuisson', 'Mijoteuse'],
      ['Four à micro-ondes', 'Thermomix'],
    ]) {
      const meals = ovenMeals(equipment);
      expect(meals).toHaveLength(seeds.length * 21);
      expect(meals.filter((m) => usesOven(m.candidate.draft)).map((m) => m.candidate.id)).toEqual([]);
    }
  });

  it('a household that declared nothing, or an oven, gets oven dishes too', () => {
    for (const equipment of [[], ['Four traditionnel', 'Plaques de cuisson']]) {
      expect(ovenMeals(equipment).filter((m) => usesOven(m.candidate.draft)).length).toBeGreaterThan(0);
    }
  });

  it("without an oven, the day's wish for a gratin is heard", () => {
    const meals = ovenMeals(['Plaques de cuisson'], {
      dailyConstraints: {
        ...Object.fromEntries(WEEKDAYS.map((d) => [d, { availableTime: 'Long (> 60min)' }])),
        Lundi: { availableTime: 'Long (> 60min)', specificPreference: 'un gratin' },
      },
    });
    const ovenOnes = meals.filter((m) => usesOven(m.candidate.draft));
    expect(ovenOnes.length).toBeGreaterThan(0);
    expect(ovenOnes.filter((m) => m.day !== 'Lundi')).toEqual([]);
  });
});
