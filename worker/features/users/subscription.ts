import type { SessionUser, Subscription } from '@shared/schemas/users';

/**
 * The one place that decides whether a user is Premium at a given time (docs/decisions/019-subscription-rules.md):
 * Premium until `expiresAt`; an uncancelled Premium renews monthly, so it stays Premium
 * (its expiry is moved forward by `currentSubscription`); a cancelled one becomes Free then.
 */
export function currentSubscription(
  user: Pick<SessionUser, 'subscriptionType' | 'subscriptionExpiresAt' | 'subscriptionCancelAtPeriodEnd'>,
  now: Date,
): Subscription {
  if (user.subscriptionType !== 'premium' || !user.subscriptionExpiresAt) {
    return { type: 'free', expiresAt: null, cancelAtPeriodEnd: false };
  }
  const anchor = new Date(user.subscriptionExpiresAt);
  if (Number.isNaN(anchor.getTime())) return { type: 'free', expiresAt: null, cancelAtPeriodEnd: false };
  if (anchor > now) return { type: 'premium', expiresAt: anchor.toISOString(), cancelAtPeriodEnd: user.subscriptionCancelAtPeriodEnd };
  if (user.subscriptionCancelAtPeriodEnd) return { type: 'free', expiresAt: null, cancelAtPeriodEnd: false };
  // Auto-renewal (an uncancelled Premium renews monthly): one more month for every period that has elapsed, counted from the
  // stored date (31 Mar → 30 Apr → 31 May), not month by month (which would drift to the 30th).
  let months = 1;
  let expires = addMonths(anchor, months);
  while (expires <= now) expires = addMonths(anchor, ++months);
  return { type: 'premium', expiresAt: expires.toISOString(), cancelAtPeriodEnd: false };
}

export function isPremium(user: Parameters<typeof currentSubscription>[0], now: Date): boolean {
  return currentSubscription(user, now).type === 'premium';
}

/** Calendar month ahead, clamped to the month's last day (31 Jan → 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}
