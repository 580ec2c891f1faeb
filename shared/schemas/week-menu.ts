import { z } from '../validation';
import { AVAILABLE_TIMES, BUDGETS, WEEK_MEAL_TYPES, WEEKDAYS } from '../options';
import { PEOPLE_MAX, PEOPLE_MIN } from '../constants';
import { idSchema } from './common';

export const mealTypeSchema = z.enum(WEEK_MEAL_TYPES);
export const weekdaySchema = z.enum(WEEKDAYS);

export const dailyConstraintSchema = z.object({
  availableTime: z.enum(AVAILABLE_TIMES).default('Moyen (30-60min)'),
  specificPreference: z.string().max(200).default(''),
  skipMeal: z.array(mealTypeSchema).max(3).default([]),
});
export type DailyConstraint = z.infer<typeof dailyConstraintSchema>;

const textList = z.array(z.string().trim().min(1).max(60)).max(50);

/** Week menu preferences (spec §3, §5): family size 1-10, at least one meal type. */
export const weekMenuPreferencesSchema = z.object({
  budget: z.enum(BUDGETS).default('moyen'),
  familySize: z.number().int().min(PEOPLE_MIN, 'La taille du foyer doit être comprise entre 1 et 10').max(PEOPLE_MAX, 'La taille du foyer doit être comprise entre 1 et 10').default(2),
  mealsPerDay: z.number().int().min(1).max(3).optional(),
  mealTypes: z.array(mealTypeSchema).min(1, 'Choisissez au moins un type de repas').max(3).default(['déjeuner', 'dîner']),
  dailyConstraints: z.partialRecord(weekdaySchema, dailyConstraintSchema).default({}),
  dietaryRestrictions: textList.default([]),
  cuisinePreferences: textList.default([]),
  favoriteDishes: textList.default([]),
  /** Comma-separated text in the form; a list here. */
  dislikedIngredients: z.union([textList, z.string().max(1000)]).default([]),
  /** Changes the plan on 'regenerate' while staying deterministic. */
  seed: z.number().int().min(0).max(2 ** 31).optional(),
});
export type WeekMenuPreferences = z.infer<typeof weekMenuPreferencesSchema>;

export const plannedMealSchema = z.object({ id: z.string(), title: z.string(), prepTime: z.number(), description: z.string() });
export type PlannedMeal = z.infer<typeof plannedMealSchema>;

/** Week plan: id and per weekday a map meal type → meal (spec §3). */
export const weekPlanSchema = z
  .object({ id: idSchema })
  .catchall(z.union([z.string(), z.partialRecord(mealTypeSchema, plannedMealSchema)]));
export type WeekPlan = { id: string } & Partial<Record<(typeof WEEKDAYS)[number], Partial<Record<(typeof WEEK_MEAL_TYPES)[number], PlannedMeal>>>>;

export const weekMenuResponseSchema = z.object({
  success: z.literal(true),
  weekPlan: weekPlanSchema,
  message: z.string().optional(),
  /** Set when the Free tier cut the week down to 3 meals. */
  limitedToFree: z.boolean().optional(),
});

export const saveWeekMenuBodySchema = z.object({
  weekPlan: z.object({ id: idSchema }).passthrough(),
  preferences: z.unknown().optional(),
  generatedAt: z.string().max(40).optional(),
});
export const saveWeekMenuResponseSchema = z.object({ success: z.literal(true), message: z.string(), mealPlanId: z.string() });

export const generateShoppingListBodySchema = z.object({ weekPlan: z.object({ id: idSchema }).passthrough() });
export const generateShoppingListResponseSchema = z.object({ success: z.literal(true), shoppingListId: z.string() });

export const replaceMealBodySchema = z.object({
  weekPlanId: idSchema,
  day: weekdaySchema,
  mealType: mealTypeSchema,
  recipeId: z.string().min(1).max(80),
});
