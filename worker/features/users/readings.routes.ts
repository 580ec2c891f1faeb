import { readingsBodySchema, type readingsResponseSchema } from '@shared/schemas/readings';
import type { z } from '@shared/validation';
import { createRouter } from '../../lib/router';
import { validate } from '../../lib/validate';
import { readPreferences } from './readings';

// Mounted at /api/preferences. Public: the registration wizard shows the readings before the account
// exists. Pure computation over at most 3 × 50 short texts, within the API's body limit.

export const readingsRoutes = createRouter().post('/readings', validate('json', readingsBodySchema), (c) => {
  const body = c.req.valid('json');
  const data = readPreferences({
    allergies: body.allergies,
    dietaryRestrictions: body.diets,
    dislikedIngredients: body.dislikedIngredients,
  });
  return c.json({ success: true as const, data } satisfies z.infer<typeof readingsResponseSchema>);
});
