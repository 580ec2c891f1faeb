import type { Context } from 'hono';
import {
  changePasswordBodySchema,
  deleteAccountBodySchema,
  loginBodySchema,
  profileUpdateBodySchema,
  registerBodySchema,
  subscriptionBodySchema,
  USER_MESSAGES,
} from '../../../shared/schemas/users';
import type { AppEnv } from '../../env';
import { createRouter } from '../../lib/router';
import { validate } from '../../lib/validate';
import { clientIp } from './rate-limit';
import { bearerToken, requireUser } from './session';
import * as service from './users.service';

// Accounts, mounted at /api/users. HTTP only: validate, authorise, call, shape the answer.

const deps = (c: Context<AppEnv>): service.UsersDeps => ({ db: c.get('db'), kv: c.env.SESSIONS });
/** requireUser has already checked the header, so the token is there. */
const tokenOf = (c: Context<AppEnv>) => bearerToken(c.req.header('Authorization')) ?? '';

export const usersRoutes = createRouter()
  .post('/register', validate('json', registerBodySchema), async (c) => {
    const data = await service.register(deps(c), c.req.valid('json'));
    return c.json({ success: true as const, message: USER_MESSAGES.registered, data }, 201);
  })
  .post('/login', validate('json', loginBodySchema), async (c) => {
    const data = await service.login(deps(c), { ...c.req.valid('json'), ip: clientIp((name) => c.req.header(name)) });
    return c.json({ success: true as const, message: USER_MESSAGES.loggedIn, data });
  })
  .post('/logout', requireUser, async (c) => {
    await service.logout(deps(c), tokenOf(c));
    return c.json({ success: true as const, message: USER_MESSAGES.loggedOut, data: null });
  })
  .get('/profile', requireUser, async (c) => {
    const data = await service.getProfile(deps(c), c.get('user'));
    return c.json({ success: true as const, data });
  })
  .put('/profile', requireUser, validate('json', profileUpdateBodySchema), async (c) => {
    const data = await service.updateProfile(deps(c), c.get('user'), c.req.valid('json'));
    return c.json({ success: true as const, data });
  })
  .put('/subscription', requireUser, validate('json', subscriptionBodySchema), async (c) => {
    const { subscription, message } = await service.updateSubscription(deps(c), c.get('user'), c.req.valid('json'));
    return c.json({ success: true as const, message, data: { subscription } });
  })
  .put('/password', requireUser, validate('json', changePasswordBodySchema), async (c) => {
    const data = await service.changePassword(deps(c), c.get('user'), c.req.valid('json'), tokenOf(c));
    return c.json({ success: true as const, message: USER_MESSAGES.passwordChanged, data });
  })
  .get('/me/export', requireUser, async (c) => {
    const data = await service.exportData(deps(c), c.get('user'));
    const day = data.exportedAt.slice(0, 10);
    c.header('Content-Disposition', `attachment; filename="popote-mes-donnees-${day}.json"`);
    c.header('Cache-Control', 'no-store');
    return c.json(data);
  })
  .delete('/me', requireUser, validate('json', deleteAccountBodySchema), async (c) => {
    await service.deleteAccount(deps(c), c.get('user'), c.req.valid('json').password, tokenOf(c));
    return c.json({ success: true as const, message: USER_MESSAGES.accountDeleted, data: null });
  });
