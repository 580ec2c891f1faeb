import {
  FREE_MEALS_PER_WEEK,
  FREE_PRICE_EUROS,
  PREMIUM_COMMITMENT_MONTHS,
  PREMIUM_PRICE_LABEL,
  PRICE_CHANGE_NOTICE_DAYS,
  REFUND_DAYS,
  RETENTION,
  WITHDRAWAL_DAYS,
} from '@shared/constants';

// Wording of the business constants (offers, prices, delays: shared/constants.ts), shared by the landing page, the FAQ
// and the legal texts so that a figure is written in one place only (@shared/constants).

/** "un mois", "3 mois". */
export function months(count: number): string {
  return count === 1 ? 'un mois' : `${count} mois`;
}

/** "un an", "3 ans". */
export function years(count: number): string {
  return count === 1 ? 'un an' : `${count} ans`;
}

export const FREE_PRICE = `${FREE_PRICE_EUROS} €`;
export const PREMIUM_PRICE = PREMIUM_PRICE_LABEL;
export const PREMIUM_PRICE_FULL = `${PREMIUM_PRICE_LABEL} TTC par mois`;
export const COMMITMENT = months(PREMIUM_COMMITMENT_MONTHS);
export const FREE_MEALS = `${FREE_MEALS_PER_WEEK} repas par semaine`;
export const WITHDRAWAL = `${WITHDRAWAL_DAYS} jours`;
export const REFUND_DELAY = `${REFUND_DAYS} jours`;
export const PRICE_NOTICE = `${PRICE_CHANGE_NOTICE_DAYS} jours`;
export const KEEP_ACCOUNT = years(RETENTION.accountYears);
export const KEEP_ORDERS = years(RETENTION.ordersYears);
export const KEEP_BROWSING = `${RETENTION.browsingMonths} mois`;

export const FREE_FEATURES = [FREE_MEALS, 'Liste de courses basique', 'Recettes personnalisées'] as const;

export const PREMIUM_FEATURES = [
  'Planification complète illimitée',
  'Liste de courses automatique',
  'Commande automatique au drive',
  'Suggestions anti-gaspillage',
  'Personnalisation avancée',
  'Support prioritaire',
] as const;

/** The nutrition data credit required by the Licence Ouverte of the Ciqual table. */
export const CIQUAL_CREDIT = 'Anses. 2025. Table de composition nutritionnelle des aliments Ciqual';
export const CIQUAL_URL = 'https://ciqual.anses.fr/';
export const ETALAB_LICENCE_URL = 'https://www.etalab.gouv.fr/licence-ouverte-open-licence/';
