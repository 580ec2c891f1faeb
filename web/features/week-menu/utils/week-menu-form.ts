import { type AVAILABLE_TIMES, type BUDGETS, WEEK_MEAL_TYPES, WEEKDAYS } from '@shared/options';
import { WEEK_MENU_DEFAULTS } from '@shared/constants';
import type { WeekMenuPreferences } from '@shared/schemas/week-menu';

export type Weekday = (typeof WEEKDAYS)[number];
export type MealType = (typeof WEEK_MEAL_TYPES)[number];
export type AvailableTime = (typeof AVAILABLE_TIMES)[number];

/** The wizard's form: every field present; disliked ingredients typed as comma-separated text. */
export type WeekMenuFormValues = {
  budget: (typeof BUDGETS)[number];
  familySize: number;
  mealTypes: MealType[];
  dailyConstraints: Record<Weekday, { availableTime: AvailableTime; specificPreference: string; skipMeal: MealType[] }>;
  dietaryRestrictions: string[];
  cuisinePreferences: string[];
  favoriteDishes: string[];
  dislikedIngredients: string;
  /** Cook once, eat twice: the dinner comes back at the next day's lunch. */
  leftovers: boolean;
  /** The household's own recipes among the planner's choices (ticked once the server says some could be chosen). */
  includeMyRecipes: boolean;
};

/** Defaults (WEEK_MENU_DEFAULTS): budget moyen, family of 2, déjeuner + dîner, 'Moyen (30-60min)' every day. */
export function defaultFormValues(): WeekMenuFormValues {
  const dailyConstraints = {} as WeekMenuFormValues['dailyConstraints'];
  for (const day of WEEKDAYS)
    dailyConstraints[day] = { availableTime: WEEK_MENU_DEFAULTS.availableTime, specificPreference: '', skipMeal: [] };
  return {
    budget: WEEK_MENU_DEFAULTS.budget,
    familySize: WEEK_MENU_DEFAULTS.familySize,
    mealTypes: [...WEEK_MENU_DEFAULTS.mealTypes],
    dailyConstraints,
    dietaryRestrictions: [],
    cuisinePreferences: [],
    favoriteDishes: [],
    dislikedIngredients: '',
    leftovers: false,
    includeMyRecipes: false,
  };
}

/** 'céleri, olives ,, coriandre' → ['céleri', 'olives', 'coriandre']. */
export function splitCommaList(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** What the API receives: meal types in the order of WEEK_MEAL_TYPES, mealsPerDay following their count. */
export function toPreferences(parsed: WeekMenuPreferences, seed?: number): WeekMenuPreferences {
  const mealTypes = WEEK_MEAL_TYPES.filter((type) => parsed.mealTypes.includes(type));
  const dailyConstraints: WeekMenuPreferences['dailyConstraints'] = {};
  for (const day of WEEKDAYS) {
    const constraint = parsed.dailyConstraints[day];
    if (!constraint) continue;
    // A skipped meal type that is not planned at all means nothing.
    dailyConstraints[day] = {
      ...constraint,
      specificPreference: constraint.specificPreference.trim(),
      skipMeal: constraint.skipMeal.filter((t) => mealTypes.includes(t)),
    };
  }
  const disliked = parsed.dislikedIngredients;
  return {
    ...parsed,
    mealTypes,
    mealsPerDay: mealTypes.length,
    dailyConstraints,
    dislikedIngredients: typeof disliked === 'string' ? splitCommaList(disliked) : disliked,
    ...(seed === undefined ? {} : { seed }),
  };
}

/** Back from stored preferences to the form (restoring step 4). */
export function toFormValues(preferences: WeekMenuPreferences): WeekMenuFormValues {
  const defaults = defaultFormValues();
  const disliked = preferences.dislikedIngredients;
  for (const day of WEEKDAYS) defaults.dailyConstraints[day] = { ...defaults.dailyConstraints[day], ...preferences.dailyConstraints[day] };
  return {
    ...defaults,
    budget: preferences.budget,
    familySize: preferences.familySize ?? defaults.familySize,
    mealTypes: [...preferences.mealTypes],
    dietaryRestrictions: [...preferences.dietaryRestrictions],
    cuisinePreferences: [...preferences.cuisinePreferences],
    favoriteDishes: [...preferences.favoriteDishes],
    dislikedIngredients: typeof disliked === 'string' ? disliked : disliked.join(', '),
    leftovers: preferences.leftovers ?? false,
    includeMyRecipes: preferences.includeMyRecipes ?? false,
  };
}

export function newSeed(): number {
  return Math.floor(Math.random() * 2 ** 31);
}
