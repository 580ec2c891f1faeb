// A subscription's month at fixed dates (test/kit.ts `atInstant`): it runs from the clock the Worker
// is given, and a cancelled Premium ends at the end of its paid month.
import { describe, expect, it } from 'vitest';
import { subscriptionResponseSchema, userResponseSchema } from '@shared/schemas/users';
import { api, apiAs, atInstant, messageOf, registerUser } from '../../../test/kit';

const subscription = (token: string, action: 'subscribe' | 'cancel') =>
  api('/api/users/subscription', { method: 'PUT', body: { action }, token });
const profileAt = (at: string, token: string) =>
  atInstant(at, () => apiAs(userResponseSchema, '/api/users/profile', { token })).then((r) => r.json.data.subscription);

describe('a Premium month at fixed dates', () => {
  it('subscribed on 31 January, Premium until 28 February; cancelled, Free from then on', async () => {
    const user = await atInstant('2026-01-31T08:00:00Z', () => registerUser());
    const subscribed = await atInstant('2026-01-31T08:00:00Z', () => subscription(user.token, 'subscribe'));
    expect(subscribed.status).toBe(200);
    expect(parseSubscription(subscribed)).toEqual({ type: 'premium', expiresAt: '2026-02-28T08:00:00.000Z', cancelAtPeriodEnd: false });

    const cancelled = await atInstant('2026-02-10T09:00:00Z', () => subscription(user.token, 'cancel'));
    expect(messageOf(cancelled)).toBe(
      "Votre abonnement est résilié. Vous restez Premium jusqu'au 28 février 2026, puis vous passerez à l'offre Gratuite (aucun remboursement au prorata).",
    );
    expect(await profileAt('2026-02-28T07:59:00Z', user.token)).toEqual({
      type: 'premium',
      expiresAt: '2026-02-28T08:00:00.000Z',
      cancelAtPeriodEnd: true,
    });
    expect(await profileAt('2026-02-28T08:00:00Z', user.token)).toEqual({ type: 'free', expiresAt: null, cancelAtPeriodEnd: false });
  });

  it('uncancelled, it renews month after month from the stored date: on 15 April its period runs to 28 April', async () => {
    const user = await atInstant('2026-01-31T08:00:00Z', () => registerUser({ premium: true }));
    expect(await profileAt('2026-04-15T12:00:00Z', user.token)).toEqual({
      type: 'premium',
      expiresAt: '2026-04-28T08:00:00.000Z',
      cancelAtPeriodEnd: false,
    });
  });
});

function parseSubscription(res: Awaited<ReturnType<typeof subscription>>) {
  const parsed = subscriptionResponseSchema.safeParse(res.json);
  if (!parsed.success) throw new Error(`not a subscription answer: ${res.text}`);
  return parsed.data.data.subscription;
}
