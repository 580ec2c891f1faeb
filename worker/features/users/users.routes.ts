import type { Context } from 'hono';
import {
  changePasswordBodySchema,
  deleteAccountBodySchema,
  loginBodySchema,
  profileUpdateBodySchema,
  registerBodySchema,
  subscriptionBodySchema,
  USER_MESSAGES,
  type accountExportSchema,
  type changePasswordResponseSchema,
  type signedOutResponseSchema,
  type subscriptionResponseSchema,
  type userResponseSchema,
  type userWithTokenResponseSchema,
} from '@shared/schemas/users';
import type { z } from '@shared/validation';
import type { AppEnv } from '../../env';
import { serviceDeps } from '../../lib/deps';
import { createRouter } from '../../lib/router';
import { validate } from '../../lib/validate';
import { clientIp } from './rate-limit';
import { bearerToken, requireUser } from './session';
import * as service from './users.service';

// Accounts, mounted at /api/users. HTTP only: validate, authorise, call, shape the answer.

const deps = (c: Context<AppEnv>): service.UsersDeps => ({ ...serviceDeps(c), kv: c.env.SESSIONS });
/** Each answer is written against the response schema the web parses it with. */
type Answer<S extends z.ZodType> = z.infer<S>;
/** requireUser has already checked the header, so the token is there. */
const tokenOf = (c: Context<AppEnv>) => bearerToken(c.req.header('Authorization')) ?? '';

export const usersRoutes = createRouter()
  .post('/register', validate('json', registerBodySchema), async (c) => {
    const data = await service.register(deps(c), c.req.valid('json'));
    return c.json(
      { success: true as const, message: USER_MESSAGES.registered, data } satisfies Answer<typeof userWithTokenResponseSchema>,
      201,
    );
  })
  .post('/login', validate('json', loginBodySchema), async (c) => {
    const data = await service.login(deps(c), { ...c.req.valid('json'), ip: clientIp((name) => c.req.header(name)) });
    return c.json({ success: true as const, message: USER_MESSAGES.loggedIn, data } satisfies Answer<typeof userWithTokenResponseSchema>);
  })
  .post('/logout', requireUser, async (c) => {
    await service.logout(deps(c), tokenOf(c));
    return c.json({ success: true as const, message: USER_MESSAGES.loggedOut, data: null } satisfies Answer<
      typeof signedOutResponseSchema
    >);
  })
  .get('/profile', requireUser, async (c) => {
    const data = await service.getProfile(deps(c), c.get('user'));
    return c.json({ success: true as const, data } satisfies Answer<typeof userResponseSchema>);
  })
  .put('/profile', requireUser, validate('json', profileUpdateBodySchema), async (c) => {
    const data = await service.updateProfile(deps(c), c.get('user'), c.req.valid('json'));
    return c.json({ success: true as const, data } satisfies Answer<typeof userResponseSchema>);
  })
  .put('/subscription', requireUser, validate('json', subscriptionBodySchema), async (c) => {
    const { subscription, message } = await service.updateSubscription(deps(c), c.get('user'), c.req.valid('json'));
    return c.json({ success: true as const, message, data: { subscription } } satisfies Answer<typeof subscriptionResponseSchema>);
  })
  .put('/password', requireUser, validate('json', changePasswordBodySchema), async (c) => {
    const data = await service.changePassword(deps(c), c.get('user'), c.req.valid('json'), tokenOf(c));
    return c.json({ success: true as const, message: USER_MESSAGES.passwordChanged, data } satisfies Answer<
      typeof changePasswordResponseSchema
    >);
  })
  .get('/me/export', requireUser, async (c) => {
    const data = await service.exportData(deps(c), c.get('user'));
    const day = data.exportedAt.slice(0, 10);
    c.header('Content-Disposition', `attachment; filename="popote-mes-donnees-${day}.json"`);
    c.header('Cache-Control', 'no-store');
    return c.json(data satisfies Answer<typeof accountExportSchema>);
  })
  .delete('/me', requireUser, validate('json', deleteAccountBodySchema), async (c) => {
    await service.deleteAccount(deps(c), c.get('user'), c.req.valid('json').password, tokenOf(c));
    return c.json({ success: true as const, message: USER_MESSAGES.accountDeleted, data: null } satisfies Answer<
      typeof signedOutResponseSchema
    >);
  });
