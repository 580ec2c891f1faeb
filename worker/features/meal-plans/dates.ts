import { TIME_ZONE } from '@shared/constants';

// Calendar dates of meal plans, in Europe/Paris (every date and time is shown in Europe/Paris, TIME_ZONE).

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  weekday: 'short',
});
const WEEKDAY_INDEX: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };

/** Today's date in Paris as a UTC-midnight Date, and its weekday (Monday = 0). */
export function parisToday(now: Date): { date: Date; weekday: number } {
  const p = Object.fromEntries(parts.formatToParts(now).map((x) => [x.type, x.value]));
  const date = new Date(Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day)));
  return { date, weekday: WEEKDAY_INDEX[p.weekday as string] ?? 0 };
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return isoDate(d);
}

/** The Monday after today in Paris; on a Monday, next week's (a saved week is always a week ahead). */
export function nextMonday(now: Date): string {
  const { date, weekday } = parisToday(now);
  return addDays(isoDate(date), 7 - weekday);
}
