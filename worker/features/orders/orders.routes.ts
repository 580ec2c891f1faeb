import type { MiddlewareHandler } from 'hono';
import { MESSAGES } from '@shared/messages';
import { orderBodySchema, type orderResponseSchema } from '@shared/schemas/shopping';
import type { z } from '@shared/validation';
import type { AppEnv } from '../../env';
import { serviceDeps } from '../../lib/deps';
import { forbidden } from '../../lib/errors';
import { createRouter } from '../../lib/router';
import { validate } from '../../lib/validate';
import { requireUser } from '../users/session';
import { memberOf } from '../households/membership';
import { isPremium } from '../users/subscription';
import { driveProviders, partnerConfig } from './drive-provider';
import { placeOrder } from './orders.service';

/** Drive ordering is Premium only, decided on the server by isPremium. */
const requirePremium: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isPremium(c.get('user'), serviceDeps(c).now())) throw forbidden(MESSAGES.premiumOnly);
  await next();
};

export const ordersRoutes = createRouter().post('/', requireUser, requirePremium, validate('json', orderBodySchema), async (c) => {
  const { shoppingListId, provider } = c.req.valid('json');
  const providers = driveProviders(partnerConfig(c.env));
  const data = await placeOrder(
    { ...serviceDeps(c), lists: c.env.SHOPPING_LIST, providers },
    memberOf(c.get('user')),
    shoppingListId,
    provider,
  );
  // Said only here, once the partner has accepted the order and it is recorded.
  return c.json(
    { success: true as const, message: MESSAGES.driveOrderSuccess(providers[provider].shop), data } satisfies z.infer<
      typeof orderResponseSchema
    >,
    201,
  );
});
