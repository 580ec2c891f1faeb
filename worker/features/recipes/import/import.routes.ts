import type { Context } from 'hono';
import {
  confirmIngredientBodySchema,
  IMPORT_API_MESSAGES,
  IMPORT_STORE_LIMITS,
  importRecipeBodySchema,
  recipeMetaBodySchema,
  type importRecipeResponseSchema,
} from '@shared/schemas/recipe-import';
import type { plannableRecipesResponseSchema } from '@shared/schemas/week-menu';
import type { z } from '@shared/validation';
import type { AppEnv } from '../../../env';
import { serviceDeps } from '../../../lib/deps';
import { createRouter } from '../../../lib/router';
import { validate } from '../../../lib/validate';
import { requireUser } from '../../users/session';
import { imageDeps } from '../../images/images.service';
import { memberOf, withHouseholdPreferences } from '../../households/membership';
import { profileOf } from '../recipes.service';
import { loadUserRecipes, plannableCounts } from '../../week-menu/user-recipes';
import { importFetch } from './import-fetch';
import { ImportError } from './import-error';
import * as service from './import.service';

// The recipe import, mounted at /api: POST /recipes/import, PUT /recipes/:id/ingredients/:index,
// PUT /recipes/:id/meta, GET /recipes/plannable (docs/api.md). HTTP only: validate, call, shape the answer.

const deps = (c: Context<AppEnv>): service.ImportDeps => ({ ...serviceDeps(c), images: imageDeps(c.env), fetch: importFetch() });

type Answer<S extends z.ZodType> = z.infer<S>;

const encoder = new TextEncoder();

export const importRoutes = createRouter()
  .post('/recipes/import', requireUser, validate('json', importRecipeBodySchema), async (c) => {
    const body = c.req.valid('json');
    // A page sent by the browser is held to the size of a fetched one (413, not a 400 about the field).
    if (body.html !== undefined && encoder.encode(body.html).byteLength > IMPORT_STORE_LIMITS.maxHtmlBytes) {
      throw new ImportError('too-large');
    }
    const { created, recipe } = await service.importRecipe(deps(c), c.get('user'), body);
    const answer = {
      success: true as const,
      message: created ? IMPORT_API_MESSAGES.imported : IMPORT_API_MESSAGES.alreadyImported,
      data: { recipe },
    } satisfies Answer<typeof importRecipeResponseSchema>;
    return c.json(answer, created ? 201 : 200);
  })
  .put('/recipes/:recipeId/ingredients/:index', requireUser, validate('json', confirmIngredientBodySchema), async (c) => {
    const recipe = await service.confirmIngredient(
      deps(c),
      c.get('user'),
      c.req.param('recipeId'),
      c.req.param('index'),
      c.req.valid('json'),
    );
    return c.json({ success: true as const, message: IMPORT_API_MESSAGES.ingredientSaved, data: { recipe } } satisfies Answer<
      typeof importRecipeResponseSchema
    >);
  })
  .put('/recipes/:recipeId/meta', requireUser, validate('json', recipeMetaBodySchema), async (c) => {
    const recipe = await service.updateMeta(deps(c), c.get('user'), c.req.param('recipeId'), c.req.valid('json'));
    return c.json({ success: true as const, message: IMPORT_API_MESSAGES.metaSaved, data: { recipe } } satisfies Answer<
      typeof importRecipeResponseSchema
    >);
  })
  .get('/recipes/plannable', requireUser, async (c) => {
    const user = c.get('user');
    const db = c.get('db');
    const [own, eaters] = await Promise.all([loadUserRecipes(db, memberOf(user)), withHouseholdPreferences(db, user)]);
    const data = plannableCounts(own.own, profileOf(eaters));
    return c.json({ success: true as const, data } satisfies Answer<typeof plannableRecipesResponseSchema>);
  });
