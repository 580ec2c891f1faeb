import ical, { ICalEventTransparency } from 'ical-generator';
import { TIME_ZONE } from '@shared/constants';
import { MEAL_EVENT_TIMES } from '@shared/schemas/calendar';

// The iCalendar document (RFC 5545) of a household's planned meals, built with ical-generator. Pure:
// the feed route reads the meals, this only renders them (docs/households.md, « Agenda »).

/** One planned meal as the feed shows it: nothing but its title, its time and its recipe's page. */
export interface MealEvent {
  /** Stable across refreshes (the meal's row), so calendar apps update an event instead of duplicating it. */
  uid: string;
  /** yyyy-MM-dd, in Europe/Paris. */
  date: string;
  type: keyof typeof MEAL_EVENT_TIMES;
  title: string;
  /** Absolute address of the recipe's page, or null for a recipe deleted since. */
  url: string | null;
}

/**
 * Europe/Paris since 1996 (EU rule: last Sunday of March 02:00 → CEST, last Sunday of October 03:00 →
 * CET). Written out because ical-generator needs a VTIMEZONE generator and has none built in, and a
 * timezone database package would be far larger than these lines.
 */
export const PARIS_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TIME_ZONE}`,
  `X-LIC-LOCATION:${TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

const MEAL_LABELS: Record<MealEvent['type'], string> = { 'petit-déjeuner': 'Petit-déjeuner', déjeuner: 'Déjeuner', dîner: 'Dîner' };

const two = (n: number) => String(n).padStart(2, '0');

/**
 * 'yyyy-MM-ddTHH:mm:ss' local to Europe/Paris. ical-generator writes a string's wall time under the
 * event's TZID as is (it goes through a Date in the host's zone and back), and the meal times never
 * fall in a daylight-saving gap.
 */
function wallTime(date: string, minutesOfDay: number): string {
  return `${date}T${two(Math.floor(minutesOfDay / 60))}:${two(minutesOfDay % 60)}:00`;
}

export function mealCalendar(events: readonly MealEvent[], stamp: Date): string {
  const calendar = ical({
    name: 'Popote : mes repas',
    description: 'Les repas planifiés sur Popote',
    prodId: { company: 'Popote', product: 'agenda-repas', language: 'FR' },
    // Calendar apps that honour it read the feed again every hour (a plan changes during the week).
    ttl: 3600,
  });
  calendar.timezone({ name: TIME_ZONE, generator: () => PARIS_VTIMEZONE });
  for (const event of events) {
    const time = MEAL_EVENT_TIMES[event.type];
    const startMinutes = time.hour * 60 + time.minute;
    calendar.createEvent({
      id: event.uid,
      start: wallTime(event.date, startMinutes),
      end: wallTime(event.date, startMinutes + time.minutes),
      timezone: TIME_ZONE,
      stamp,
      summary: event.title,
      description: event.url ? `${MEAL_LABELS[event.type]} · Recette : ${event.url}` : MEAL_LABELS[event.type],
      url: event.url,
      // A meal does not make anyone look busy to those who see their calendar.
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  return calendar.toString();
}
