// Daily nutrition targets per person, and each meal's share of the day.
//
// When the household sets nutritional goals, they are the targets. Otherwise they come from the
// French reference intakes:
// - energy: Anses (2016, actualisation des repères du PNNS) estimates the needs of adults with the
//   median physical activity level (NAP 1.63) at 2,100 kcal a day for women and 2,600 kcal for men:
//   2,350 kcal for an adult of the household. Children: EFSA (2013) average requirement for
//   energy at 6–9 years with a moderate activity level, about 1,500 kcal a day.
// - macronutrients, as shares of energy, in the middle of the Anses ranges (2016):
//   proteins 10–20 % → 15 %, lipids 35–40 % → 37.5 %, carbohydrates 40–55 % → 47.5 %.
//   Converted with 4 kcal/g for proteins and carbohydrates and 9 kcal/g for lipids.
// The targets are per person and per day; the week planner compares them with one portion of each
// planned recipe, the portion of an adult.

export interface DailyTargets {
  kcal: number;
  proteines: number;
  glucides: number;
  lipides: number;
}

export const ADULT_KCAL = 2350;
export const CHILD_KCAL = 1500;
const SHARE = { proteines: 0.15, glucides: 0.475, lipides: 0.375 } as const;

/** Grams of each macronutrient for an energy, with the reference shares. */
export function macrosFor(kcal: number): DailyTargets {
  return {
    kcal: Math.round(kcal),
    proteines: Math.round((kcal * SHARE.proteines) / 4),
    glucides: Math.round((kcal * SHARE.glucides) / 4),
    lipides: Math.round((kcal * SHARE.lipides) / 9),
  };
}

export interface Goals {
  calories?: number | null;
  protein?: number | null;
  carbs?: number | null;
  fat?: number | null;
}

/**
 * Targets per person and per day. Goals the household set win, one by one; the rest follow the
 * reference intakes for the energy target (the goal's, else the household's average person).
 */
export function dailyTargets(household: { adults: number; children: number }, goals: Goals = {}): DailyTargets {
  const adults = Math.max(0, household.adults || 0);
  const children = Math.max(0, household.children || 0);
  const people = adults + children;
  const referenceKcal = people > 0 ? (adults * ADULT_KCAL + children * CHILD_KCAL) / people : ADULT_KCAL;
  const kcal = goals.calories && goals.calories > 0 ? goals.calories : referenceKcal;
  const reference = macrosFor(kcal);
  return {
    kcal: Math.round(kcal),
    proteines: goals.protein && goals.protein > 0 ? goals.protein : reference.proteines,
    glucides: goals.carbs && goals.carbs > 0 ? goals.carbs : reference.glucides,
    lipides: goals.fat && goals.fat > 0 ? goals.fat : reference.lipides,
  };
}

export type PlannedMealType = 'petit-déjeuner' | 'déjeuner' | 'dîner';

/** Each meal's share of the day when the three are planned: the usual French day. */
export const MEAL_SHARES: Readonly<Record<PlannedMealType, number>> = { 'petit-déjeuner': 0.25, déjeuner: 0.4, dîner: 0.35 };

/** Shares of the meals actually planned that day, renormalised to 1 (a skipped meal's share goes to the others). */
export function mealShares(planned: readonly PlannedMealType[]): Partial<Record<PlannedMealType, number>> {
  const total = planned.reduce((sum, m) => sum + MEAL_SHARES[m], 0);
  if (total <= 0) return {};
  return Object.fromEntries(planned.map((m) => [m, MEAL_SHARES[m] / total]));
}
