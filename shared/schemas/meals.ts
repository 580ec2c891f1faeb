import { z } from '../validation';
import { COMMENT_MAX_LENGTH } from '../constants';
import { dataResponse } from './common';

export const mealSchema = z.object({
  type: z.string(),
  recipe: z.object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    prepTime: z.number(),
    cookTime: z.number(),
    imageUrl: z.string().nullable(),
  }),
  isCompleted: z.boolean(),
  feedback: z.object({ rating: z.number().nullable(), comments: z.string() }),
});
export const mealPlanSchema = z.object({
  _id: z.string(),
  id: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  shoppingList: z.string().nullable(),
  days: z.array(z.object({ date: z.string(), meals: z.array(mealSchema) })),
});
export type MealPlan = z.infer<typeof mealPlanSchema>;
export const mealPlanResponseSchema = dataResponse(mealPlanSchema);

export const updateMealBodySchema = z.object({
  dayIndex: z.number().int().min(0).max(6),
  mealIndex: z.number().int().min(0).max(5),
  rating: z.number().int().min(1).max(5).nullable().optional(),
  comments: z.string().max(COMMENT_MAX_LENGTH).optional(),
  isCompleted: z.boolean().optional(),
});
export type UpdateMealBody = z.infer<typeof updateMealBodySchema>;

export const favoriteBodySchema = z.object({ recipeId: z.string().min(1).max(80), favorite: z.boolean() });
