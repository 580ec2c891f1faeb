import type { Context } from 'hono';
import {
  generateShoppingListBodySchema,
  replaceMealBodySchema,
  saveWeekMenuBodySchema,
  weekMenuPreferencesSchema,
  type generateShoppingListResponseSchema,
  type saveWeekMenuResponseSchema,
  type weekMenuResponseSchema,
  type weekPlanResponseSchema,
} from '@shared/schemas/week-menu';
import type { z } from '@shared/validation';
import type { AppEnv } from '../../env';
import { serviceDeps } from '../../lib/deps';
import { createRouter } from '../../lib/router';
import { validate } from '../../lib/validate';
import { requireUser } from '../users/session';
import { memberOf } from '../households/membership';
import { driveProviders, partnerConfig } from '../orders/drive-provider';
import { quotingDrive } from '../shopping/prices';
import {
  generateShoppingList,
  generateWeekMenu,
  getWeekPlan,
  getWeekPlanOfMealPlan,
  replaceMeal,
  saveWeekMenu,
  type WeekMenuDeps,
} from './week-menu.service';

const deps = (c: Context<AppEnv>): WeekMenuDeps => serviceDeps(c);

/** Each answer is written against the response schema the web parses it with. */
type Answer<S extends z.ZodType> = z.infer<S>;

// Mounted at /api (the paths of the contract, shared/schemas/week-menu.ts): each route carries its own guard.
export const weekMenuRoutes = createRouter()
  .post('/generate-week-menu', requireUser, validate('json', weekMenuPreferencesSchema), async (c) => {
    const { weekPlan, seed, limitedToFree, message, nutrition } = await generateWeekMenu(deps(c), c.get('user'), c.req.valid('json'));
    return c.json({
      success: true as const,
      weekPlan,
      seed,
      message,
      ...(limitedToFree ? { limitedToFree: true } : {}),
      ...(nutrition ? { nutrition } : {}),
    } satisfies Answer<typeof weekMenuResponseSchema>);
  })
  // The week plan (and its nutrition) a saved meal plan was made from: the meal-plan screen shows it.
  .get('/week-menu/meal-plan/:mealPlanId', requireUser, async (c) => {
    const found = await getWeekPlanOfMealPlan(deps(c), memberOf(c.get('user')), c.req.param('mealPlanId'));
    return c.json({
      success: true as const,
      weekPlan: found.weekPlan,
      ...(found.nutrition ? { nutrition: found.nutrition } : {}),
    } satisfies Answer<typeof weekPlanResponseSchema>);
  })
  .get('/week-menu/:id', requireUser, async (c) => {
    const found = await getWeekPlan(deps(c), memberOf(c.get('user')), c.req.param('id'));
    return c.json({
      success: true as const,
      weekPlan: found.weekPlan,
      ...(found.nutrition ? { nutrition: found.nutrition } : {}),
    } satisfies Answer<typeof weekPlanResponseSchema>);
  })
  .post('/week-menu/replace-meal', requireUser, validate('json', replaceMealBodySchema), async (c) => {
    const { weekPlan, nutrition } = await replaceMeal(deps(c), c.get('user'), c.req.valid('json'));
    return c.json({ success: true as const, weekPlan, ...(nutrition ? { nutrition } : {}) } satisfies Answer<
      typeof weekPlanResponseSchema
    >);
  })
  .post('/save-week-menu', requireUser, validate('json', saveWeekMenuBodySchema), async (c) => {
    const { mealPlanId, message } = await saveWeekMenu(deps(c), c.get('user'), c.req.valid('json').weekPlan.id);
    return c.json({ success: true as const, message, mealPlanId } satisfies Answer<typeof saveWeekMenuResponseSchema>);
  })
  .post('/generate-shopping-list', requireUser, validate('json', generateShoppingListBodySchema), async (c) => {
    const shoppingListId = await generateShoppingList(
      { ...deps(c), lists: c.env.SHOPPING_LIST, drive: quotingDrive(driveProviders(partnerConfig(c.env))) },
      c.get('user'),
      c.req.valid('json').weekPlan.id,
    );
    return c.json({ success: true as const, shoppingListId } satisfies Answer<typeof generateShoppingListResponseSchema>);
  });
