import { describe, it, expect } from 'vitest';
import { env } from 'cloudflare:test';
import { MESSAGES } from '@shared/messages';
import { subscriptionResponseSchema, userResponseSchema } from '@shared/schemas/users';
import { createDb } from '../../db/client';
import { addMonths, currentSubscription, isPremium } from './subscription';
import { resolveSession } from './session';
import { updateSubscription } from './users.service';
import { api, apiAs, errorOf, messageOf, parseAnswer, registerUser } from '../../../test/kit';

const DAY = 24 * 3600 * 1000;
const put = (token: string, action: string) => api('/api/users/subscription', { method: 'PUT', body: { action }, token });
const setRow = (id: string, expiresAt: string, cancel: boolean) =>
  env.DB.prepare(
    "UPDATE households SET subscription_type = 'premium', subscription_expires_at = ?, subscription_cancel_at_period_end = ? WHERE id = (SELECT household_id FROM users WHERE id = ?)",
  )
    .bind(expiresAt, cancel ? 1 : 0, id)
    .run();

describe('currentSubscription / isPremium: the one helper other features use', () => {
  const row = (type: 'free' | 'premium', expiresAt: string | null, cancel = false) => ({
    subscriptionType: type,
    subscriptionExpiresAt: expiresAt,
    subscriptionCancelAtPeriodEnd: cancel,
  });
  const now = new Date('2025-05-10T12:00:00Z');

  it('Free is Free', () => {
    expect(currentSubscription(row('free', null), now)).toEqual({ type: 'free', expiresAt: null, cancelAtPeriodEnd: false });
    expect(isPremium(row('free', '2030-01-01T00:00:00Z'), now)).toBe(false);
  });

  it('Premium before expiresAt, cancelled or not', () => {
    expect(isPremium(row('premium', '2025-05-20T00:00:00Z'), now)).toBe(true);
    expect(currentSubscription(row('premium', '2025-05-20T00:00:00Z', true), now)).toEqual({
      type: 'premium',
      expiresAt: '2025-05-20T00:00:00.000Z',
      cancelAtPeriodEnd: true,
    });
  });

  it('a cancelled Premium becomes Free at expiresAt (no pro-rata, no renewal)', () => {
    expect(currentSubscription(row('premium', '2025-05-10T12:00:00Z', true), now).type).toBe('free');
    expect(isPremium(row('premium', '2025-04-01T00:00:00Z', true), now)).toBe(false);
  });

  it('an uncancelled Premium renews monthly', () => {
    const sub = currentSubscription(row('premium', '2025-03-31T09:00:00Z'), now);
    expect(sub).toEqual({ type: 'premium', expiresAt: '2025-05-31T09:00:00.000Z', cancelAtPeriodEnd: false });
  });

  it('addMonths keeps the day, clamped to the month’s end', () => {
    expect(addMonths(new Date('2025-01-31T10:00:00Z'), 1).toISOString()).toBe('2025-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2024-01-31T10:00:00Z'), 1).toISOString()).toBe('2024-02-29T10:00:00.000Z');
    expect(addMonths(new Date('2025-12-15T10:00:00Z'), 1).toISOString()).toBe('2026-01-15T10:00:00.000Z');
  });
});

describe('PUT /api/users/subscription', () => {
  it('subscribe: Premium for one month, with the contractual message, and data.subscription', async () => {
    const { token } = await registerUser();
    const before = Date.now();
    const res = await put(token, 'subscribe');
    expect(res.status).toBe(200);
    const body = subscriptionResponseSchema.parse(res.json);
    expect(body.message).toBe(MESSAGES.subscriptionActivated);
    expect(body.data.subscription.type).toBe('premium');
    expect(body.data.subscription.cancelAtPeriodEnd).toBe(false);
    const expires = new Date(body.data.subscription.expiresAt!).getTime();
    expect(expires).toBeGreaterThanOrEqual(addMonths(new Date(before), 1).getTime() - 1000);
    expect(expires).toBeLessThanOrEqual(addMonths(new Date(), 1).getTime() + 1000);
    expect((await apiAs(userResponseSchema, '/api/users/profile', { token })).json.data.subscription).toEqual(body.data.subscription);
  });

  it('cancel: stays Premium until expiresAt with cancelAtPeriodEnd, then Free; resume undoes it', async () => {
    const { token, user } = await registerUser();
    const subscribed = parseAnswer(subscriptionResponseSchema, await put(token, 'subscribe')).json.data.subscription;
    const cancelled = await put(token, 'cancel');
    expect(cancelled.status).toBe(200);
    expect(parseAnswer(subscriptionResponseSchema, cancelled).json.data.subscription).toEqual({ ...subscribed, cancelAtPeriodEnd: true });
    expect(messageOf(cancelled)).toMatch(/Vous restez Premium jusqu'au \d{1,2} \S+ \d{4}, puis vous passerez à l'offre Gratuite/);

    const resumed = await put(token, 'resume');
    expect(parseAnswer(subscriptionResponseSchema, resumed).json.data.subscription).toEqual(subscribed);
    await put(token, 'cancel');

    // The paid month is over: the server alone says Free.
    await setRow(user.id, new Date(Date.now() - 1000).toISOString(), true);
    const later = await api('/api/users/profile', { token });
    expect(parseAnswer(userResponseSchema, later).json.data.subscription).toEqual({
      type: 'free',
      expiresAt: null,
      cancelAtPeriodEnd: false,
    });
    expect((await put(token, 'cancel')).status).toBe(409);
  });

  it('an uncancelled Premium whose month is over is renewed for the next month', async () => {
    const { token, user } = await registerUser();
    await put(token, 'subscribe');
    const lapsed = new Date(Date.now() - DAY);
    await setRow(user.id, lapsed.toISOString(), false);
    const sub = (await apiAs(userResponseSchema, '/api/users/profile', { token })).json.data.subscription;
    expect(sub).toEqual({ type: 'premium', expiresAt: addMonths(lapsed, 1).toISOString(), cancelAtPeriodEnd: false });
    // Cancelling then keeps the renewed period.
    expect(parseAnswer(subscriptionResponseSchema, await put(token, 'cancel')).json.data.subscription.expiresAt).toBe(sub.expiresAt);
  });

  it('subscribing again while a cancelled Premium runs un-cancels it without a new period', async () => {
    const { token } = await registerUser();
    const first = parseAnswer(subscriptionResponseSchema, await put(token, 'subscribe')).json.data.subscription;
    await put(token, 'cancel');
    const again = await put(token, 'subscribe');
    expect(parseAnswer(subscriptionResponseSchema, again).json.data.subscription).toEqual(first);
  });

  it('a Free user cannot cancel or resume (409 in French)', async () => {
    const { token } = await registerUser();
    for (const action of ['cancel', 'resume']) {
      const res = await put(token, action);
      expect(res.status).toBe(409);
      expect(errorOf(res).success).toBe(false);
      expect(messageOf(res)).toMatch(/abonnement Premium/);
    }
  });

  it('refuses a body that sets the plan itself, an unknown action, and no session', async () => {
    const { token } = await registerUser();
    for (const body of [{ type: 'premium' }, { action: 'subscribe', expiresAt: '2099-01-01' }, { action: 'gift' }, {}]) {
      const res = await api('/api/users/subscription', { method: 'PUT', body, token });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await apiAs(userResponseSchema, '/api/users/profile', { token })).json.data.subscription.type).toBe('free');
    expect((await api('/api/users/subscription', { method: 'PUT', body: { action: 'subscribe' } })).status).toBe(401);
  });

  it('the service decides with the time it is given (subscribe on 31 January → 28 February)', async () => {
    const { user, token } = await registerUser();
    const db = createDb(env.DB);
    const row = (await resolveSession(env.SESSIONS, db, token))!;
    const now = new Date('2025-01-31T08:00:00Z');
    const { subscription } = await updateSubscription({ db, kv: env.SESSIONS, now: () => now }, row, { action: 'subscribe' });
    expect(subscription).toEqual({ type: 'premium', expiresAt: '2025-02-28T08:00:00.000Z', cancelAtPeriodEnd: false });
    // One subscription per household: stored on the user's household.
    const stored = await env.DB.prepare(
      'SELECT subscription_expires_at AS e FROM households WHERE id = (SELECT household_id FROM users WHERE id = ?)',
    )
      .bind(user.id)
      .first<{ e: string }>();
    expect(stored?.e).toBe('2025-02-28T08:00:00.000Z');
  });
});
