import { describe, expect, it } from 'vitest';
import { withoutRepeat } from '../../../test/kitchen/week-households';
import { profileOf } from '../../../test/kitchen/fixtures';
import { WEEKDAYS } from '@shared/options';
import { weekMenuPreferencesSchema, type WeekMenuPreferencesInput } from '@shared/schemas/week-menu';
import { normalizeText } from '@shared/text';
import type { EaterProfile } from '../index';
import { ingredientById } from '../knowledge/kb';
import { planWeek, type PlanRequest, type PlanResult, type PlannerCandidate } from './index';
import { planWeekGreedy } from './greedy';
import { mulberry32 } from '../base/rng';
import { toGrams } from '../knowledge/units';
import { roundScaledQuantity } from '@shared/quantities';
import { roundQuantity } from '../facts/scaling';

// Oracles written here from the catalogue (CIQUAL figures, season months) and the recipe titles,
// never from the optimiser's own totals or facts.

const PORTIONS = [0.75, 1, 1.25, 1.5, 1.75, 2];
const ALL_MEALS = ['petit-déjeuner', 'déjeuner', 'dîner'] as const;
/** Property tests plan hundreds of weeks: more than the default 5 s on a loaded machine. */
const TIMEOUT = 120_000;

const prefs = (input: WeekMenuPreferencesInput = {}) => weekMenuPreferencesSchema.parse(input);

/** Energy and proteins of one standard portion, from the CIQUAL figures of the catalogue. */
function ciqualPortion(meal: PlanResult['meals'][number]): { kcal: number; proteines: number } {
  const draft = meal.candidate.draft;
  let kcal = 0;
  let proteines = 0;
  for (const line of draft.ingredients) {
    const ing = ingredientById(line.ingredientId);
    if (!ing) continue;
    const grams = toGrams(line.quantity, line.unity, ing);
    kcal += (ing.ciqual.kcal * grams) / 100;
    proteines += (ing.ciqual.proteines * grams) / 100;
  }
  const servings = Math.max(1, draft.servings);
  return { kcal: kcal / servings, proteines: proteines / servings };
}

/** People a request's copies are made for: the form's familySize, else adults + ½ × children rounded up. */
const peopleOf = (req: Pick<PlanRequest, 'profile' | 'preferences'>) =>
  req.preferences.familySize ?? Math.max(1, Math.ceil(req.profile.adults + req.profile.children / 2));

type Macros = { kcal: number; proteines: number; glucides: number; lipides: number };
const MACROS = ['kcal', 'proteines', 'glucides', 'lipides'] as const;

/**
 * Per person, the CIQUAL energy and macronutrients of a meal as its page serves it: a corpus recipe
 * copied for `people` (as a cook measures), then cooked for people × the portion factor with every
 * quantity rounded as the shopping list rounds (shared/quantities.ts), the grams through the catalogue.
 */
function servedMacros(meal: PlanResult['meals'][number], people: number): Macros {
  const draft = meal.candidate.draft;
  const copied = meal.candidate.source === 'corpus' && draft.servings !== people;
  const copyServings = copied ? people : draft.servings;
  const t: Macros = { kcal: 0, proteines: 0, glucides: 0, lipides: 0 };
  for (const line of draft.ingredients) {
    const ing = ingredientById(line.ingredientId);
    if (!ing) continue;
    const copyQty = copied ? roundQuantity((line.quantity * people) / draft.servings, line.unity, line.ingredientId) : line.quantity;
    const served = roundScaledQuantity((copyQty * people * meal.portions) / copyServings, line.unity);
    const grams = toGrams(served.quantity, served.unity, ing);
    for (const k of MACROS) t[k] += (ing.ciqual[k] * grams) / 100 / people;
  }
  return t;
}
const servedEnergy = (meal: PlanResult['meals'][number], people: number) => servedMacros(meal, people).kcal;

/** Per day, per person: the CIQUAL energy of each meal as served (its portion factor included). */
function dayEnergy(plan: PlanResult, people: number): Map<string, number> {
  const days = new Map<string, number>();
  for (const m of plan.meals) days.set(m.day, (days.get(m.day) ?? 0) + servedEnergy(m, people));
  return days;
}

/** Fresh produce of a recipe out of season in `month`, from the catalogue's season months. */
function outOfSeason(meal: PlanResult['meals'][number], month: number): string[] {
  return meal.candidate.draft.ingredients.flatMap((line) => {
    const ing = ingredientById(line.ingredientId);
    return ing?.season?.length && !ing.season.includes(month as never) ? [ing.name] : [];
  });
}

/** Dish families named by the title: two quiches, two gratins, two soups the same day are monotonous. */
const FAMILY_TITLES: [string, RegExp][] = [
  ['soupe', /\b(soupe|veloute|potage|gaspacho|minestrone|bouillon)\b/],
  ['quiche ou tarte', /\b(quiche|tarte|flammekueche|pissaladiere)\b/],
  ['gratin', /\b(gratin|tartiflette|parmentier|hachis)\b/],
  ['salade', /\b(salade|taboule)\b/],
  ['pizza', /\bpizza\b/],
  ['curry', /\b(curry|dal|korma)\b/],
  ['risotto ou riz', /\b(risotto|riz|paella|biryani)\b/],
  ['omelette', /\b(omelette|frittata)\b/],
  ['tacos', /\b(tacos|burrito|fajitas|enchiladas|quesadillas)\b/],
  ['crêpe', /\b(crepes?|galettes?|pancakes?|gaufres?)\b/],
  ['chili', /\bchili\b/],
];
function titleFamily(title: string): string | null {
  const text = normalizeText(title);
  let first: { family: string; at: number } | null = null;
  for (const [family, re] of FAMILY_TITLES) {
    const at = text.search(re);
    if (at >= 0 && (!first || at < first.at)) first = { family, at };
  }
  return first?.family ?? null;
}

const DIETS = ['Végétarien', 'Végan', 'Pescétarien', 'Sans gluten', 'Sans lactose', 'Halal'];
const DISLIKES = ['porc', 'champignons', 'coriandre', 'poivron', 'aubergine', 'crème', 'poisson', 'fromage de chèvre', 'lentilles'];
const ALLERGIES = ['Arachides', 'Fruits à coque', 'Poisson', 'Crustacés', 'Lait', 'Œufs', 'Sésame', 'Moutarde'];
const TIMES = ['Rapide (< 30min)', 'Moyen (30-60min)', 'Long (> 60min)'] as const;

/**
 * Seeded random households (breakfast, lunch and dinner every day), kept when feasible: the week can
 * be planned without a repeat, with the candidates that `keep` accepts.
 */
function feasibleHouseholds(
  count: number,
  seed: number,
  over: Partial<PlanRequest> = {},
  keep: (c: PlannerCandidate) => boolean = () => true,
): PlanRequest[] {
  const random = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const some = <T>(list: readonly T[], max: number) => [...new Set(Array.from({ length: int(0, max) }, () => pick(list)))];
  const out: PlanRequest[] = [];
  for (let drawn = 0; out.length < count && drawn < count * 3; drawn++) {
    const req: PlanRequest = {
      seed: drawn,
      month: int(1, 12),
      profile: profileOf({
        allergies: some(ALLERGIES, 2),
        dislikedIngredients: some(DISLIKES, 2),
        diets: some(DIETS, 1),
        adults: int(1, 4),
        children: int(0, 3),
        nutritionalGoals: { calories: random() < 0.2 ? int(16, 30) * 100 : null },
      }),
      preferences: prefs({
        budget: pick(['économique', 'moyen', 'premium'] as const),
        mealTypes: [...ALL_MEALS],
        dailyConstraints: Object.fromEntries(WEEKDAYS.map((d) => [d, { availableTime: pick(TIMES) }])),
      }),
      ...over,
    };
    if (withoutRepeat(req, keep)) out.push(req);
  }
  return out;
}

/** The day's energy target per person, from the references (2,350 kcal an adult, 1,500 a child) or the goal. */
const energyTarget = (p: EaterProfile) => p.nutritionalGoals?.calories || (p.adults * 2350 + p.children * 1500) / (p.adults + p.children);

describe('week optimiser: nutrition targets', () => {
  const households = feasibleHouseholds(300, 20261126);
  // The weeks of these households, planned once for the tests that read them.
  const planned = new Map<PlanRequest, PlanResult>();
  const planOf = (req: PlanRequest) => planned.get(req) ?? planned.set(req, planWeek(req)).get(req)!;

  it(
    'over 300 random feasible households, at least 95 % of the days are within ±10 % of the energy target (CIQUAL of the served quantities)',
    () => {
      expect(households).toHaveLength(300);
      let days = 0;
      let within = 0;
      for (const req of households) {
        const plan = planOf(req);
        const target = energyTarget(req.profile);
        for (const kcal of dayEnergy(plan, peopleOf(req)).values()) {
          days++;
          if (Math.abs(kcal / target - 1) <= 0.1) within++;
        }
      }
      expect(days).toBe(300 * 7);
      expect(within / days, 'households seed 20261126').toBeGreaterThanOrEqual(0.95);
    },
    TIMEOUT,
  );

  it(
    'over 100 random feasible households, the proteins, carbohydrates and fat of each day are near their targets (CIQUAL, as served)',
    () => {
      // The targets are the middle of the French reference ranges, as shares of the day's energy:
      // proteins 15 % (range 10–20 %), carbohydrates 47.5 %, fat 37.5 %, at 4, 4 and 9 kcal a gram.
      // Measured on the first 100 of these households, as served: proteins within ±20 % of their target
      // on 93 % of the days and 10–20 % of the energy on 99 %; with the protein weight at 0 (measured when
      // the optimiser still counted unrounded recipes), 52 % and 81 %.
      // Carbohydrates and fat within ±20 % on 88 % and 95 % of the days; with their weights at 0, 58 %
      // and 59 %.
      const mixed = households.slice(0, 100);
      expect(mixed).toHaveLength(100);
      const days: { kcal: number; proteines: number; glucides: number; lipides: number; target: number }[] = [];
      for (const req of mixed) {
        const plan = planOf(req);
        const byDay = new Map<string, { kcal: number; proteines: number; glucides: number; lipides: number; target: number }>();
        for (const m of plan.meals) {
          const day = byDay.get(m.day) ?? { kcal: 0, proteines: 0, glucides: 0, lipides: 0, target: energyTarget(req.profile) };
          const served = servedMacros(m, peopleOf(req));
          for (const k of MACROS) day[k] += served[k];
          byDay.set(m.day, day);
        }
        days.push(...byDay.values());
      }
      expect(days).toHaveLength(100 * 7);
      const share = (ok: (d: (typeof days)[number]) => boolean) => days.filter(ok).length / days.length;
      const near = (grams: number, target: number) => Math.abs(grams / target - 1) <= 0.2;
      const figures = {
        proteinsNear: share((d) => near(d.proteines, (0.15 * d.target) / 4)),
        proteinsInRange: share((d) => (4 * d.proteines) / d.kcal >= 0.1 && (4 * d.proteines) / d.kcal <= 0.2),
        carbsNear: share((d) => near(d.glucides, (0.475 * d.target) / 4)),
        fatNear: share((d) => near(d.lipides, (0.375 * d.target) / 9)),
      };
      console.log(`macros on 700 days (households seed 20261126): ${JSON.stringify(figures)}`);
      const seeded = 'households seed 20261126';
      expect(figures.proteinsNear, seeded).toBeGreaterThanOrEqual(0.9);
      expect(figures.proteinsInRange, seeded).toBeGreaterThanOrEqual(0.97);
      expect(figures.carbsNear, seeded).toBeGreaterThanOrEqual(0.8);
      expect(figures.fatNear, seeded).toBeGreaterThanOrEqual(0.9);
    },
    // Plans 100 weeks when run alone (the 300-household test shares its plans otherwise).
    3 * TIMEOUT,
  );

  it('portion factors are among 0.75, 1, 1.25, 1.5, 1.75 and 2, and reach the adult target that one standard portion per meal cannot', () => {
    const plan = planWeek({ profile: profileOf(), preferences: prefs({ mealTypes: [...ALL_MEALS] }), seed: 3 });
    expect(plan.meals).toHaveLength(21);
    for (const m of plan.meals) expect(PORTIONS).toContain(m.portions);
    expect(plan.meals.some((m) => m.portions > 1)).toBe(true);
    const standard = new Map<string, number>();
    for (const m of plan.meals) standard.set(m.day, (standard.get(m.day) ?? 0) + ciqualPortion(m).kcal);
    const scaled = [...dayEnergy(plan, 2).values()];
    expect(scaled.every((kcal) => Math.abs(kcal / 2350 - 1) <= 0.1)).toBe(true);
    expect([...standard.values()].every((kcal) => kcal < 2350 * 0.9)).toBe(true);
  });

  it('the plan reports each day per person, the targets, and no miss when every day is on target', () => {
    const plan = planWeek({ profile: profileOf(), preferences: prefs({ mealTypes: [...ALL_MEALS] }), seed: 5 });
    expect(plan.targets).toEqual({ kcal: 2350, proteines: 88, glucides: 279, lipides: 98 });
    expect(Object.keys(plan.days)).toEqual([...WEEKDAYS]);
    const energy = dayEnergy(plan, 2);
    for (const day of WEEKDAYS) expect(Math.abs(plan.days[day]!.kcal - energy.get(day)!)).toBeLessThanOrEqual(0.01 * energy.get(day)!);
    expect(plan.misses).toEqual([]);
  });

  it('lunch and dinner only: the targets are those of the two meals (75 % of the day)', () => {
    const plan = planWeek({ profile: profileOf(), preferences: prefs({ mealTypes: ['déjeuner', 'dîner'] }), seed: 5 });
    expect(plan.targets.kcal).toBe(Math.round(2350 * 0.75));
    expect([...dayEnergy(plan, 2).values()].every((kcal) => Math.abs(kcal / (2350 * 0.75) - 1) <= 0.1)).toBe(true);
  });

  it('when the corpus cannot reach the target, the plan is still made and the missed days are named in French with the reason', () => {
    // A 6,000 kcal goal on a breakfast alone: 1,500 kcal, beyond any breakfast even doubled.
    const plan = planWeek({
      profile: profileOf({ nutritionalGoals: { calories: 6000 } }),
      preferences: prefs({ mealTypes: ['petit-déjeuner'] }),
      seed: 1,
    });
    expect(plan.meals).toHaveLength(7);
    expect(plan.misses).toHaveLength(7);
    const kcal = Math.round(servedEnergy(plan.meals[1]!, 2));
    expect(plan.misses[1]).toMatch(
      /^Mardi : \d[\d\u202f]* kcal pour un objectif de 1\u202f500 kcal — un seul repas planifié ce jour-là, même en portion double\.$/,
    );
    expect(
      Number(
        plan.misses[1]!.split(' : ')[1]!
          .split(' kcal')[0]!
          .replace(/\u202f/g, ''),
      ),
    ).toBeCloseTo(kcal, -1);
  });

  it('a vegan household in a hurry with a high goal: the miss says which recipes are lacking', () => {
    const plan = planWeek({
      profile: profileOf({ diets: ['Végan'], nutritionalGoals: { calories: 6000 } }),
      preferences: prefs({
        mealTypes: [...ALL_MEALS],
        dailyConstraints: Object.fromEntries(WEEKDAYS.map((d) => [d, { availableTime: 'Rapide (< 30min)' }])),
      }),
      seed: 1,
    });
    expect(plan.meals).toHaveLength(21);
    expect(plan.misses).toHaveLength(7);
    expect(plan.misses[0]).toMatch(
      /^Lundi : \d[\d\u202f]* kcal pour un objectif de 6\u202f000 kcal — trop peu de recettes végétaliennes rapides assez nourrissantes\.$/,
    );
  });
});

describe('week optimiser: variety', () => {
  const households = feasibleHouseholds(120, 7);

  it(
    'no recipe twice in a week, no same main protein at consecutive meals, no two dishes of one family the same day',
    () => {
      expect(households.length).toBeGreaterThanOrEqual(100);
      let meals = 0;
      for (const req of households) {
        const plan = planWeek(req);
        meals += plan.meals.length;
        const keys = plan.meals.map((m) => m.candidate.key);
        const seeded = `households seed 7, week seed ${req.seed}`;
        expect(new Set(keys).size, seeded).toBe(keys.length);
        const clashes = plan.meals.filter(
          (m, i) => i > 0 && m.candidate.protein !== null && m.candidate.protein === plan.meals[i - 1]!.candidate.protein,
        );
        expect(
          clashes.map((m) => `${m.day} ${m.mealType}`),
          seeded,
        ).toEqual([]);
        for (const day of WEEKDAYS) {
          const families = plan.meals.filter((m) => m.day === day).flatMap((m) => titleFamily(m.candidate.draft.title) ?? []);
          expect(families.length - new Set(families).size, seeded).toBe(0);
        }
      }
      expect(meals).toBe(households.length * 21);
    },
    TIMEOUT,
  );

  it('leftovers: each dinner is eaten again at the next day’s lunch, and no other recipe comes back', () => {
    for (const seed of [1, 2, 3, 4]) {
      const plan = planWeek({ profile: profileOf(), preferences: prefs({ mealTypes: [...ALL_MEALS], leftovers: true }), seed });
      expect(plan.meals).toHaveLength(21);
      const at = (day: number, type: string) => plan.meals.find((m) => m.dayIndex === day && m.mealType === type)!;
      for (let d = 1; d < 7; d++) {
        expect(at(d, 'déjeuner').candidate.key).toBe(at(d - 1, 'dîner').candidate.key);
        expect(at(d, 'déjeuner').leftover).toBe(true);
      }
      expect(at(0, 'déjeuner').leftover).toBeUndefined();
      // Monday's lunch, 7 dinners and 7 breakfasts are cooked: 15 different recipes.
      expect(new Set(plan.meals.map((m) => m.candidate.key)).size).toBe(15);
    }
  });

  it('without leftovers (the default), a dinner is not eaten again the next day', () => {
    const plan = planWeek({ profile: profileOf(), preferences: prefs({ mealTypes: [...ALL_MEALS] }), seed: 1 });
    expect(plan.meals.filter((m) => m.leftover)).toEqual([]);
    expect(new Set(plan.meals.map((m) => m.candidate.key)).size).toBe(21);
  });
});

describe('week optimiser: season and determinism', () => {
  it(
    'a December week plans no fresh produce out of season (catalogue season months), where the greedy order does',
    () => {
      const inDecember = (c: PlannerCandidate) =>
        c.draft.ingredients.every(
          (line) => !ingredientById(line.ingredientId)?.season?.length || ingredientById(line.ingredientId)!.season!.includes(12),
        );
      const households = feasibleHouseholds(40, 12, { month: 12 }, inDecember);
      expect(households).toHaveLength(40);
      let meals = 0;
      const late: string[] = [];
      let greedyLate = 0;
      for (const req of households) {
        const plan = planWeek({ ...req, month: 12 });
        meals += plan.meals.length;
        late.push(...plan.meals.flatMap((m) => outOfSeason(m, 12).map((name) => `${m.candidate.draft.title}: ${name}`)));
        greedyLate += planWeekGreedy(req).meals.filter((m) => outOfSeason(m, 12).length > 0).length;
      }
      expect(meals).toBe(40 * 21);
      // A slot with fewer than a week's worth of in-season options (a narrow diet), or a favourite dish or
      // the day's wish that names a dish, may still get one: over 840 meals at most 3; the greedy order
      // plans dozens.
      expect(late.length, `households seed 12: ${late.join(', ')}`).toBeLessThanOrEqual(3);
      expect(greedyLate).toBeGreaterThan(40);
    },
    TIMEOUT,
  );

  it('the same input and seed give the same plan, portions and nutrition', () => {
    for (const req of feasibleHouseholds(10, 99)) {
      const a = planWeek(req);
      const b = planWeek(req);
      expect(
        b.meals.map((m) => [m.day, m.mealType, m.candidate.key, m.portions]),
        `households seed 99, week seed ${req.seed}`,
      ).toEqual(a.meals.map((m) => [m.day, m.mealType, m.candidate.key, m.portions]));
      expect(b.days).toEqual(a.days);
      expect(b.misses).toEqual(a.misses);
    }
  });
});
