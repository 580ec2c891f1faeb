import {
  favoriteBodySchema,
  MEAL_PLAN_MESSAGES,
  updateMealBodySchema,
  type currentMealPlanResponseSchema,
  type favoritesResponseSchema,
  type mealPlanResponseSchema,
  type updateMealResponseSchema,
} from '@shared/schemas/meals';
import type { z } from '@shared/validation';
import { serviceDeps } from '../../lib/deps';
import { createRouter } from '../../lib/router';
import { validate } from '../../lib/validate';
import { requireUser } from '../users/session';
import { memberOf } from '../households/membership';
import { currentMealPlan, getMealPlan, listFavorites, setFavorite, updateMeal } from './meal-plans.service';

// Mounted at /api/meals after the recipes' /meals/user-trees and /meals/recipe/:id;
// '/favorites' and '/current' before '/:id', or '/:id' would catch them.
/** Each answer is written against the response schema the web parses it with. */
type Answer<S extends z.ZodType> = z.infer<S>;

export const mealPlansRoutes = createRouter()
  .get('/favorites', requireUser, async (c) => {
    const recipeIds = await listFavorites(serviceDeps(c), memberOf(c.get('user')));
    return c.json({ success: true as const, data: { recipeIds } } satisfies Answer<typeof favoritesResponseSchema>);
  })
  .put('/favorites', requireUser, validate('json', favoriteBodySchema), async (c) => {
    const body = c.req.valid('json');
    const recipeIds = await setFavorite(serviceDeps(c), memberOf(c.get('user')), body);
    return c.json({
      success: true as const,
      message: body.favorite ? MEAL_PLAN_MESSAGES.favoriteAdded : MEAL_PLAN_MESSAGES.favoriteRemoved,
      data: { recipeIds },
    } satisfies Answer<typeof favoritesResponseSchema>);
  })
  .get('/current', requireUser, async (c) => {
    const data = await currentMealPlan(serviceDeps(c), memberOf(c.get('user')));
    return c.json({ success: true as const, data } satisfies Answer<typeof currentMealPlanResponseSchema>);
  })
  .get('/:id', requireUser, async (c) => {
    const plan = await getMealPlan(serviceDeps(c), memberOf(c.get('user')), c.req.param('id'));
    return c.json({ success: true as const, data: plan } satisfies Answer<typeof mealPlanResponseSchema>);
  })
  .put('/:id', requireUser, validate('json', updateMealBodySchema), async (c) => {
    const plan = await updateMeal(serviceDeps(c), memberOf(c.get('user')), c.req.param('id'), c.req.valid('json'), c.get('user'));
    return c.json({ success: true as const, message: MEAL_PLAN_MESSAGES.mealUpdated, data: plan } satisfies Answer<
      typeof updateMealResponseSchema
    >);
  });
