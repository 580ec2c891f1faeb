import { TIME_ZONE } from '@shared/constants';

const parts = new Intl.DateTimeFormat('fr-FR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Family tree times: 'DD/MM/YYYY à HH:mm' in Europe/Paris (TIME_ZONE). */
export function formatTreeDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const p = Object.fromEntries(parts.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${p.day}/${p.month}/${p.year} à ${p.hour}:${p.minute}`;
}

/** Quantities as a cook reads them: "200 g", "1,5 c. à soupe", "2" (no unit). */
export function formatQuantity(quantity: number, unity: string): string {
  if (!quantity) return unity;
  const n = Number.isInteger(quantity) ? String(quantity) : quantity.toLocaleString('fr-FR', { maximumFractionDigits: 2 });
  return unity ? `${n} ${unity}` : n;
}
