import type { Context } from 'hono';
import type { z } from '@shared/validation';
import {
  HOUSEHOLD_MESSAGES,
  type householdResponseSchema,
  type invitationResponseSchema,
  type pantryResponseSchema,
  joinHouseholdSchema,
  memberIdParamSchema,
  pantrySchema,
  pantryItemInputSchema,
  PANTRY_MESSAGES,
  renameHouseholdSchema,
  transferOwnershipSchema,
} from '@shared/schemas/households';
import { CALENDAR_MESSAGES, type calendarFeedResponseSchema } from '@shared/schemas/calendar';
import type { AppEnv } from '../../env';
import { serviceDeps } from '../../lib/deps';
import { createRouter } from '../../lib/router';
import { validate } from '../../lib/validate';
import { requireUser } from '../users/session';
import { notifyListsOfHouseholds } from './live-lists';
import * as service from './households.service';
import * as pantry from './pantry.service';
import { calendarUrl, rotateCalendarUrl, type CalendarDeps } from './calendar.service';
import { memberOf } from './membership';

// Households, mounted at /api/households. HTTP only: validate, authorise, call, shape the answer.

const deps = (c: Context<AppEnv>): service.HouseholdDeps => ({
  ...serviceDeps(c),
  membersChanged: (householdIds, removed) => notifyListsOfHouseholds(c.get('db'), c.env.SHOPPING_LIST, householdIds, removed),
});

type HouseholdAnswer = z.infer<typeof householdResponseSchema>;
type CalendarAnswer = z.infer<typeof calendarFeedResponseSchema>;

const calendarDeps = (c: Context<AppEnv>): CalendarDeps => ({ ...serviceDeps(c), secret: c.env.CALENDAR_KEY });

export const householdsRoutes = createRouter()
  .get('/current', requireUser, async (c) => {
    const data = await service.currentHousehold(serviceDeps(c), memberOf(c.get('user')));
    return c.json({ success: true as const, data } satisfies HouseholdAnswer);
  })
  .put('/current', requireUser, validate('json', renameHouseholdSchema), async (c) => {
    const data = await service.renameHousehold(deps(c), c.get('user'), c.req.valid('json').name);
    return c.json({ success: true as const, message: HOUSEHOLD_MESSAGES.renamed, data } satisfies HouseholdAnswer);
  })
  .post('/invitations', requireUser, async (c) => {
    const data = await service.createInvitation(deps(c), c.get('user'), new URL(c.req.url).origin);
    return c.json(
      { success: true as const, message: HOUSEHOLD_MESSAGES.invitationCreated, data } satisfies z.infer<typeof invitationResponseSchema>,
      201,
    );
  })
  .post('/join', requireUser, validate('json', joinHouseholdSchema), async (c) => {
    const data = await service.joinHousehold(deps(c), c.get('user'), c.req.valid('json').code);
    return c.json({ success: true as const, message: HOUSEHOLD_MESSAGES.joined, data } satisfies HouseholdAnswer);
  })
  .post('/leave', requireUser, async (c) => {
    const data = await service.leaveHousehold(deps(c), c.get('user'));
    return c.json({ success: true as const, message: HOUSEHOLD_MESSAGES.left, data } satisfies HouseholdAnswer);
  })
  .delete('/members/:userId', requireUser, validate('param', memberIdParamSchema), async (c) => {
    const data = await service.removeMember(deps(c), c.get('user'), c.req.valid('param').userId);
    return c.json({ success: true as const, message: HOUSEHOLD_MESSAGES.memberRemoved, data } satisfies HouseholdAnswer);
  })
  .post('/owner', requireUser, validate('json', transferOwnershipSchema), async (c) => {
    const data = await service.transferOwnership(deps(c), c.get('user'), c.req.valid('json').userId);
    return c.json({ success: true as const, message: HOUSEHOLD_MESSAGES.ownershipTransferred, data } satisfies HouseholdAnswer);
  })
  .get('/pantry', requireUser, async (c) => {
    const data = await pantry.getPantry(serviceDeps(c), memberOf(c.get('user')));
    return c.json({ success: true as const, data } satisfies z.infer<typeof pantryResponseSchema>);
  })
  .put('/pantry', requireUser, validate('json', pantrySchema), async (c) => {
    const data = await pantry.setPantry(serviceDeps(c), memberOf(c.get('user')), c.req.valid('json'));
    return c.json({ success: true as const, message: PANTRY_MESSAGES.saved, data } satisfies z.infer<typeof pantryResponseSchema>);
  })
  .post('/pantry/items', requireUser, validate('json', pantryItemInputSchema), async (c) => {
    const data = await pantry.addPantryItem(serviceDeps(c), memberOf(c.get('user')), c.req.valid('json'));
    return c.json({ success: true as const, message: PANTRY_MESSAGES.added, data } satisfies z.infer<typeof pantryResponseSchema>);
  })
  // The household's calendar feed: its address (created at the first call) and its replacement.
  .get('/calendar', requireUser, async (c) => {
    const data = await calendarUrl(calendarDeps(c), memberOf(c.get('user')), new URL(c.req.url).origin);
    return c.json({ success: true as const, data } satisfies CalendarAnswer);
  })
  .post('/calendar/rotate', requireUser, async (c) => {
    const data = await rotateCalendarUrl(calendarDeps(c), memberOf(c.get('user')), new URL(c.req.url).origin);
    return c.json({ success: true as const, message: CALENDAR_MESSAGES.rotated, data } satisfies CalendarAnswer);
  });
