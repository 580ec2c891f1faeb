import { z } from '../validation';
import { COMMENT_MAX_LENGTH, RATING_MAX, RATING_MIN } from '../constants';
import { dataResponse } from './common';
import { illustrationSchema } from './images';

/** French texts of the meal plans beyond the shared catalogue (shared/messages.ts). */
export const MEAL_PLAN_MESSAGES = {
  mealNotFound: "Ce repas n'existe pas dans le plan.",
  mealUpdated: 'Repas mis à jour',
  favoriteAdded: 'Recette ajoutée aux favoris',
  favoriteRemoved: 'Recette retirée des favoris',
  rating: 'La note doit être comprise entre 1 et 5',
} as const;

export const mealSchema = z.object({
  /** 'petit-déjeuner' | 'déjeuner' | 'dîner'. */
  type: z.string(),
  recipe: z.object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    prepTime: z.number(),
    cookTime: z.number(),
    imageUrl: z.string().nullable(),
    illustration: illustrationSchema.optional(),
  }),
  isCompleted: z.boolean(),
  feedback: z.object({ rating: z.number().nullable(), comments: z.string() }),
});
export type Meal = z.infer<typeof mealSchema>;

/** 7 days, Monday first; dates yyyy-MM-dd (Europe/Paris); meals of a day in meal-type order. */
export const mealPlanSchema = z.object({
  _id: z.string(),
  id: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** Id of the plan's shopping list, null until one is generated. */
  shoppingList: z.string().nullable(),
  days: z.array(z.object({ date: z.string(), meals: z.array(mealSchema) })),
});
export type MealPlan = z.infer<typeof mealPlanSchema>;
export const mealPlanResponseSchema = dataResponse(mealPlanSchema);
/** GET /api/meals/current: the plan covering today (Paris), else the latest saved one; null when none. */
export const currentMealPlanResponseSchema = dataResponse(mealPlanSchema.nullable());

/** PUT /api/meals/:id: `mealIndex` is the meal's position in `days[dayIndex].meals`. Answer: the updated plan. */
export const updateMealBodySchema = z.object({
  dayIndex: z.number().int().min(0).max(6),
  mealIndex: z.number().int().min(0).max(5),
  rating: z.number().int().min(RATING_MIN, MEAL_PLAN_MESSAGES.rating).max(RATING_MAX, MEAL_PLAN_MESSAGES.rating).nullable().optional(),
  comments: z.string().max(COMMENT_MAX_LENGTH).optional(),
  isCompleted: z.boolean().optional(),
});
export type UpdateMealBody = z.infer<typeof updateMealBodySchema>;
export const updateMealResponseSchema = mealPlanResponseSchema;

/** PUT /api/meals/favorites: `recipeId` is one of the user's recipes. */
export const favoriteBodySchema = z.object({ recipeId: z.string().min(1).max(80), favorite: z.boolean() });
export type FavoriteBody = z.infer<typeof favoriteBodySchema>;
/** GET and PUT /api/meals/favorites answer: the user's favourite recipe ids, newest first. */
export const favoritesResponseSchema = dataResponse(z.object({ recipeIds: z.array(z.string()) }));
