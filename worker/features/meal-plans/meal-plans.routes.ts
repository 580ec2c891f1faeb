import { MESSAGES } from '../../../shared/messages';
import { favoriteBodySchema, MEAL_PLAN_MESSAGES, updateMealBodySchema } from '../../../shared/schemas/meals';
import { notFound } from '../../lib/errors';
import { createRouter } from '../../lib/router';
import { validate } from '../../lib/validate';
import { requireUser } from '../users/session';
import { memberOf } from '../households/membership';
import { currentMealPlan, getMealPlan, listFavorites, setFavorite, updateMeal } from './meal-plans.service';

// Mounted at /api/meals after the recipes' /meals/user-trees and /meals/recipe/:id;
// '/favorites' and '/current' before '/:id', or '/:id' would catch them.
export const mealPlansRoutes = createRouter()
  .get('/favorites', requireUser, async (c) => {
    const recipeIds = await listFavorites(c.get('db'), memberOf(c.get('user')));
    return c.json({ success: true as const, data: { recipeIds } });
  })
  .put('/favorites', requireUser, validate('json', favoriteBodySchema), async (c) => {
    const body = c.req.valid('json');
    const recipeIds = await setFavorite({ db: c.get('db'), now: new Date() }, memberOf(c.get('user')), body);
    return c.json({
      success: true as const,
      message: body.favorite ? MEAL_PLAN_MESSAGES.favoriteAdded : MEAL_PLAN_MESSAGES.favoriteRemoved,
      data: { recipeIds },
    });
  })
  .get('/current', requireUser, async (c) => {
    const data = await currentMealPlan({ db: c.get('db'), now: new Date() }, memberOf(c.get('user')));
    return c.json({ success: true as const, data });
  })
  .get('/:id', requireUser, async (c) => {
    const plan = await getMealPlan(c.get('db'), memberOf(c.get('user')), c.req.param('id'));
    if (!plan) throw notFound(MESSAGES.mealPlanNotFound);
    return c.json({ success: true as const, data: plan });
  })
  .put('/:id', requireUser, validate('json', updateMealBodySchema), async (c) => {
    const plan = await updateMeal({ db: c.get('db'), now: new Date() }, memberOf(c.get('user')), c.req.param('id'), c.req.valid('json'));
    return c.json({ success: true as const, message: MEAL_PLAN_MESSAGES.mealUpdated, data: plan });
  });
