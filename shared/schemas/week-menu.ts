import { z } from '../validation';
import { AVAILABLE_TIMES, BUDGETS, WEEK_MEAL_TYPES, WEEKDAYS } from '../options';
import { FREE_MEALS_PER_WEEK, PEOPLE_MAX, PEOPLE_MIN } from '../constants';
import { dataResponse, idSchema } from './common';

/** French texts of the week menu beyond the shared catalogue (shared/messages.ts). */
export const WEEK_MENU_MESSAGES = {
  familySize: 'La taille du foyer doit être comprise entre 1 et 10',
  atLeastOneMealType: 'Choisissez au moins un type de repas',
  /** Free tier: 3 meals per week, enforced by the server. */
  limitedToFree: `L'offre Gratuite est limitée à ${FREE_MEALS_PER_WEEK} repas par semaine. Passez Premium pour planifier toute votre semaine !`,
  freeLimitReached: `L'offre Gratuite est limitée à ${FREE_MEALS_PER_WEEK} repas par semaine. Passez Premium pour en ajouter.`,
  generated: 'Votre menu de la semaine est prêt.',
  nothingFits: "Aucune recette ne correspond à toutes vos contraintes. Essayez d'assouplir le temps disponible ou les exclusions.",
  someSlotsEmpty: "Certains repas n'ont pas pu être planifiés : aucune recette ne respecte toutes vos contraintes pour ces créneaux.",
  weekPlanNotFound: 'Menu de la semaine non trouvé',
  recipeNotFound: 'Recette non trouvée',
  recipeUnsafe: (reasons: string) => `Cette recette ne respecte pas vos contraintes alimentaires : ${reasons}`,
  saved: 'Menu enregistré avec succès !',
  alreadySaved: 'Menu mis à jour avec succès !',
} as const;

export const mealTypeSchema = z.enum(WEEK_MEAL_TYPES);
export type WeekMealType = z.infer<typeof mealTypeSchema>;
export const weekdaySchema = z.enum(WEEKDAYS);
export type Weekday = z.infer<typeof weekdaySchema>;

export const dailyConstraintSchema = z.object({
  /** 'Rapide (< 30min)' ≤ 30 min, 'Moyen (30-60min)' ≤ 60 min, 'Long (> 60min)' no limit (prep + cook). */
  availableTime: z.enum(AVAILABLE_TIMES).default('Moyen (30-60min)'),
  /** Free wish for the day ('poisson', 'léger', 'italien'): a soft preference of the planner. */
  specificPreference: z.string().max(200).default(''),
  skipMeal: z.array(mealTypeSchema).max(3).default([]),
});
export type DailyConstraint = z.infer<typeof dailyConstraintSchema>;

const textList = z.array(z.string().trim().min(1).max(60)).max(50);

/** Week menu preferences: family size 1-10, at least one meal type. */
export const weekMenuPreferencesSchema = z.object({
  budget: z.enum(BUDGETS).default('moyen'),
  /**
   * Household size for the week (slider 1-10). Absent: the profile's household, a child counting as
   * half a portion (docs/decisions/016-optional-family-size.md).
   */
  familySize: z.number().int().min(PEOPLE_MIN, WEEK_MENU_MESSAGES.familySize).max(PEOPLE_MAX, WEEK_MENU_MESSAGES.familySize).optional(),
  /** Informative: the server plans `mealTypes` (mealsPerDay follows their count in the form). */
  mealsPerDay: z.number().int().min(1).max(3).optional(),
  mealTypes: z
    .array(mealTypeSchema)
    .min(1, WEEK_MENU_MESSAGES.atLeastOneMealType)
    .max(3)
    .default(['déjeuner', 'dîner'])
    .transform((types) => WEEK_MEAL_TYPES.filter((t) => types.includes(t))),
  /** Per weekday; a day without an entry gets the defaults (Moyen, nothing skipped). */
  dailyConstraints: z.partialRecord(weekdaySchema, dailyConstraintSchema).default({}),
  /** Week-menu diets (Végétarien, Vegan, Sans gluten, Sans lactose, Paleo, Keto), on top of the profile's. */
  dietaryRestrictions: textList.default([]),
  cuisinePreferences: textList.default([]),
  favoriteDishes: textList.default([]),
  /** Comma-separated text in the form; a list here. Added to the profile's dislikes. */
  dislikedIngredients: z.union([textList, z.string().max(1000)]).default([]),
  /**
   * Leftovers ("restes"): cook once, eat twice. When true, each dinner's recipe is eaten again at the
   * next day's lunch (the only case where a recipe comes back in the week). Default false.
   */
  leftovers: z.boolean().default(false),
  /**
   * The household's own recipes (imported, created, versions) among the planner's choices, under the same
   * rules as the corpus's. Absent: on (they are chosen when some fit). GET /api/recipes/plannable says how
   * many could be (docs/api.md).
   */
  includeMyRecipes: z.boolean().optional(),
  /** Same preferences + same seed ⇒ same plan. Absent ⇒ the server draws one (that is 'regenerate'). */
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31)
    .optional(),
});
export type WeekMenuPreferences = z.infer<typeof weekMenuPreferencesSchema>;

/**
 * GET /api/recipes/plannable: how many of the household's own recipes the planner could choose today
 * (`count`: safe for every member, fitting a week meal type, every line recognised or confirmed), and how many
 * wait for a member to confirm a line (`awaitingConfirmation`). The form shows « Inclure mes recettes »
 * ticked when `count > 0` (the planner's default).
 */
export const plannableRecipesResponseSchema = dataResponse(
  z.object({ count: z.number().int().nonnegative(), awaitingConfirmation: z.number().int().nonnegative() }),
);
export type WeekMenuPreferencesInput = z.input<typeof weekMenuPreferencesSchema>;

export const NUTRI_SCORE_GRADES = ['A', 'B', 'C', 'D', 'E'] as const;

/** The portion factors the planner chooses from: how much of a standard portion each person eats. */
export const PORTION_FACTORS = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;

/**
 * A planned meal; `id` is the user's recipe id, openable at /recette/{id}. `portions`: how much of a
 * standard portion each person eats (absent = 1); `nutriScore`: the recipe's grade; `leftover`: the
 * previous day's dinner eaten again (nothing to cook).
 */
export const plannedMealSchema = z.object({
  id: z.string(),
  title: z.string(),
  prepTime: z.number(),
  description: z.string(),
  portions: z.number().positive().optional(),
  nutriScore: z.enum(NUTRI_SCORE_GRADES).optional(),
  leftover: z.boolean().optional(),
});
export type PlannedMeal = z.infer<typeof plannedMealSchema>;

export const dayPlanSchema = z.partialRecord(mealTypeSchema, plannedMealSchema);
export type DayPlan = z.infer<typeof dayPlanSchema>;

/** Week plan: id and per weekday a map meal type → meal. Days without a meal are absent. */
export const weekPlanSchema = z.object({
  id: idSchema,
  Lundi: dayPlanSchema.optional(),
  Mardi: dayPlanSchema.optional(),
  Mercredi: dayPlanSchema.optional(),
  Jeudi: dayPlanSchema.optional(),
  Vendredi: dayPlanSchema.optional(),
  Samedi: dayPlanSchema.optional(),
  Dimanche: dayPlanSchema.optional(),
});
export type WeekPlan = z.infer<typeof weekPlanSchema>;

/** Energy (kcal) and macronutrients (g), per person. */
export const nutritionTotalsSchema = z.object({ kcal: z.number(), proteines: z.number(), glucides: z.number(), lipides: z.number() });
export type NutritionTotals = z.infer<typeof nutritionTotalsSchema>;

/**
 * The week's nutrition per person: each planned day's totals (portion factors included), the daily
 * targets, and in French the days whose energy is more than 10 % away from the target, with the reason.
 */
export const weekNutritionSchema = z.object({
  days: z.partialRecord(weekdaySchema, nutritionTotalsSchema),
  targets: nutritionTotalsSchema,
  misses: z.array(z.string()).optional(),
});
export type WeekNutrition = z.infer<typeof weekNutritionSchema>;

export const weekMenuResponseSchema = z.object({
  success: z.literal(true),
  weekPlan: weekPlanSchema,
  message: z.string().optional(),
  /** Set when the Free tier cut the week down to 3 meals (the message invites to Premium). */
  limitedToFree: z.boolean().optional(),
  /** The seed the plan was drawn with (send another one, or none, to regenerate). */
  seed: z.number().optional(),
  nutrition: weekNutritionSchema.optional(),
});
export type WeekMenuResponse = z.infer<typeof weekMenuResponseSchema>;

/** GET /api/week-menu/:id and POST /api/week-menu/replace-meal answer. */
export const weekPlanResponseSchema = z.object({
  success: z.literal(true),
  weekPlan: weekPlanSchema,
  nutrition: weekNutritionSchema.optional(),
});

/**
 * The server only reads `weekPlan.id`: the meals are those it stored (generated, then replaced through
 * /api/week-menu/replace-meal), never the client's copy.
 */
export const saveWeekMenuBodySchema = z.object({
  weekPlan: z.object({ id: idSchema }).passthrough(),
  preferences: z.unknown().optional(),
  generatedAt: z.string().max(40).optional(),
});
export const saveWeekMenuResponseSchema = z.object({ success: z.literal(true), message: z.string(), mealPlanId: z.string() });

export const generateShoppingListBodySchema = z.object({ weekPlan: z.object({ id: idSchema }).passthrough() });
export const generateShoppingListResponseSchema = z.object({ success: z.literal(true), shoppingListId: z.string() });

/** `recipeId`: one of the user's recipes (or a corpus recipe id, copied into the user's recipes). */
export const replaceMealBodySchema = z.object({
  weekPlanId: idSchema,
  day: weekdaySchema,
  mealType: mealTypeSchema,
  recipeId: z.string().min(1).max(80),
});
export type ReplaceMealBody = z.infer<typeof replaceMealBodySchema>;
