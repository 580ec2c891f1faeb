import type { Context } from 'hono';
import {
  HOUSEHOLD_MESSAGES,
  joinHouseholdSchema,
  memberIdParamSchema,
  pantrySchema,
  renameHouseholdSchema,
  transferOwnershipSchema,
} from '../../../shared/schemas/households';
import type { AppEnv } from '../../env';
import { createRouter } from '../../lib/router';
import { validate } from '../../lib/validate';
import { requireUser } from '../users/session';
import { notifyListsOfHouseholds } from './live-lists';
import * as service from './households.service';
import { memberOf } from './membership';

// Households, mounted at /api/households. HTTP only: validate, authorise, call, shape the answer.

const deps = (c: Context<AppEnv>): service.HouseholdDeps => ({
  db: c.get('db'),
  now: new Date(),
  membersChanged: (householdIds, removed) => notifyListsOfHouseholds(c.get('db'), c.env.SHOPPING_LIST, householdIds, removed),
});

export const householdsRoutes = createRouter()
  .get('/current', requireUser, async (c) => {
    const data = await service.currentHousehold(c.get('db'), memberOf(c.get('user')));
    return c.json({ success: true as const, data });
  })
  .put('/current', requireUser, validate('json', renameHouseholdSchema), async (c) => {
    const data = await service.renameHousehold(deps(c), c.get('user'), c.req.valid('json').name);
    return c.json({ success: true as const, message: HOUSEHOLD_MESSAGES.renamed, data });
  })
  .post('/invitations', requireUser, async (c) => {
    const data = await service.createInvitation(deps(c), c.get('user'), new URL(c.req.url).origin);
    return c.json({ success: true as const, message: HOUSEHOLD_MESSAGES.invitationCreated, data }, 201);
  })
  .post('/join', requireUser, validate('json', joinHouseholdSchema), async (c) => {
    const data = await service.joinHousehold(deps(c), c.get('user'), c.req.valid('json').code);
    return c.json({ success: true as const, message: HOUSEHOLD_MESSAGES.joined, data });
  })
  .post('/leave', requireUser, async (c) => {
    const data = await service.leaveHousehold(deps(c), c.get('user'));
    return c.json({ success: true as const, message: HOUSEHOLD_MESSAGES.left, data });
  })
  .delete('/members/:userId', requireUser, validate('param', memberIdParamSchema), async (c) => {
    const data = await service.removeMember(deps(c), c.get('user'), c.req.valid('param').userId);
    return c.json({ success: true as const, message: HOUSEHOLD_MESSAGES.memberRemoved, data });
  })
  .post('/owner', requireUser, validate('json', transferOwnershipSchema), async (c) => {
    const data = await service.transferOwnership(deps(c), c.get('user'), c.req.valid('json').userId);
    return c.json({ success: true as const, message: HOUSEHOLD_MESSAGES.ownershipTransferred, data });
  })
  .get('/pantry', requireUser, async (c) => {
    const data = await service.getPantry(c.get('db'), memberOf(c.get('user')));
    return c.json({ success: true as const, data });
  })
  .put('/pantry', requireUser, validate('json', pantrySchema), async (c) => {
    const data = await service.setPantry(c.get('db'), memberOf(c.get('user')), c.req.valid('json'));
    return c.json({ success: true as const, data });
  });
