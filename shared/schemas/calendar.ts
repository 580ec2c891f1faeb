import { z } from '../validation';
import { dataResponse } from './common';

/**
 * The household's calendar feed: a private iCalendar address (RFC 5545) that calendar apps subscribe
 * to, one event per planned meal. The address carries a random token; rotating it revokes the old one.
 */

export const CALENDAR_MESSAGES = {
  feedNotFound: "Ce lien d'agenda n'existe pas ou a été remplacé.",
  unavailable: "L'agenda n'est pas encore disponible sur ce serveur.",
  rotated: "Nouveau lien d'agenda créé : l'ancien ne fonctionne plus.",
} as const;

/** Local time (Europe/Paris) and length of each meal type's event. */
export const MEAL_EVENT_TIMES = {
  'petit-déjeuner': { hour: 8, minute: 0, minutes: 30 },
  déjeuner: { hour: 12, minute: 30, minutes: 60 },
  dîner: { hour: 19, minute: 30, minutes: 60 },
} as const satisfies Record<string, { hour: number; minute: number; minutes: number }>;

/** A feed token: 32 random bytes in base64url without padding (43 characters). */
export const CALENDAR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const calendarFeedSchema = z.object({
  /** The feed's https (or, locally, http) address: `<origin>/api/calendar/<token>.ics`. */
  url: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
/** GET /api/households/calendar and POST /api/households/calendar/rotate. */
export const calendarFeedResponseSchema = dataResponse(calendarFeedSchema);

/** The same feed as a `webcal://` link, which calendar apps open as a subscription. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//, 'webcal://');
}
