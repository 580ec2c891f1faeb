import { CALENDAR_MESSAGES } from '@shared/schemas/calendar';
import { serviceDeps } from '../../lib/deps';
import { notFound } from '../../lib/errors';
import { createRouter } from '../../lib/router';
import { calendarFeed } from './calendar.service';

// The household's calendar feed, mounted at /api/calendar: no session, the token in the address is
// the only credential (calendar apps send nothing else). docs/households.md, « Agenda ».

export const calendarFeedRoutes = createRouter().get('/:file', async (c) => {
  const body = await calendarFeed(serviceDeps(c), c.req.param('file'), new URL(c.req.url).origin);
  if (body === null) throw notFound(CALENDAR_MESSAGES.feedNotFound);
  return c.body(body, 200, {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': 'inline; filename="popote-repas.ics"',
    // Always read again: after « Changer le lien » no copy of the old address may keep answering.
    'Cache-Control': 'private, no-cache',
    'X-Robots-Tag': 'noindex',
  });
});
