import { describe, it, expect } from 'vitest';
import { env, createExecutionContext, waitOnExecutionContext, createScheduledController } from 'cloudflare:test';
import worker from '../../index';
import { createDb } from '../../db/client';
import { retentionPreview, runRetention } from './retention.service';

// The three retention rules the privacy page states: accounts 3 years after the last activity (their
// orders detached and kept), orders 10 years after they were placed, browsing data after 13 months.

const NOW = new Date('2026-11-23T12:00:00Z');
const DAY = 24 * 3600 * 1000;
const daysBefore = (date: Date, days: number) => new Date(date.getTime() - days * DAY).toISOString();

async function insertUser(id: string, lastActiveAt: string) {
  await env.DB.prepare(
    `INSERT INTO users (id, name, email, password_hash, preferences, location, created_at, updated_at, last_active_at) VALUES (?, 'Nom Personnel', ?, 'pbkdf2$1$a$b', '{}', '{}', ?, ?, ?)`,
  )
    .bind(id, `${id}@exemple.fr`, lastActiveAt, lastActiveAt, lastActiveAt)
    .run();
}
async function insertOrder(id: string, userId: string | null, createdAt: string) {
  const listId = userId ? `list-${id}` : null;
  if (userId) {
    await env.DB.prepare(
      `INSERT INTO shopping_lists (id, user_id, status, drive_order_id, created_at, updated_at) VALUES (?, ?, 'ordered', ?, ?, ?)`,
    )
      .bind(listId, userId, id, createdAt, createdAt)
      .run();
  }
  await env.DB.prepare(
    `INSERT INTO orders (id, user_id, shopping_list_id, provider, status, basket, created_at) VALUES (?, ?, ?, 'carrefour', 'pending', ?, ?)`,
  )
    .bind(id, userId, listId, JSON.stringify({ provider: 'carrefour', lines: [{ name: 'Farine', quantity: 1, unit: 'kg' }] }), createdAt)
    .run();
}
async function insertWeekPlan(id: string, userId: string, createdAt: string) {
  await env.DB.prepare(`INSERT INTO week_plans (id, user_id, preferences, plan, seed, created_at) VALUES (?, ?, '{}', '{}', 1, ?)`)
    .bind(id, userId, createdAt)
    .run();
}
const ids = async (sql: string) => (await env.DB.prepare(sql).all<{ id: string }>()).results.map((r) => r.id);

describe('data retention', () => {
  it('erases accounts inactive for 3 years with their data, but keeps their orders detached and stripped', async () => {
    await insertUser('acc-old', daysBefore(NOW, 3 * 365 + 2));
    await insertUser('acc-recent', daysBefore(NOW, 3 * 365 - 2));
    await insertWeekPlan('wp-acc-old', 'acc-old', daysBefore(NOW, 10));
    await insertOrder('CRF-ACC-OLD', 'acc-old', daysBefore(NOW, 4 * 365));
    await insertOrder('CRF-ACC-RECENT', 'acc-recent', daysBefore(NOW, 30));
    await env.DB.prepare(`INSERT INTO login_failures (id, key, at) VALUES ('lf-acc-old', 'email:acc-old@exemple.fr', ?)`)
      .bind(NOW.getTime() - 60_000)
      .run();

    const result = await runRetention({ db: createDb(env.DB), now: () => NOW });
    expect(result).toEqual({ users: 1, orders: 0, weekPlans: 0, loginFailures: 0 });

    expect(await ids(`SELECT id FROM users WHERE id LIKE 'acc-%' ORDER BY id`)).toEqual(['acc-recent']);
    expect(await ids(`SELECT id FROM week_plans WHERE id LIKE 'wp-acc-%'`)).toEqual([]);
    expect(await ids(`SELECT id FROM shopping_lists WHERE id LIKE 'list-CRF-ACC-%' ORDER BY id`)).toEqual(['list-CRF-ACC-RECENT']);
    expect(await ids(`SELECT id FROM login_failures WHERE id = 'lf-acc-old'`)).toEqual([]);
    const kept = await env.DB.prepare(`SELECT * FROM orders WHERE id = 'CRF-ACC-OLD'`).first();
    expect(kept).toEqual({
      id: 'CRF-ACC-OLD',
      user_id: null,
      shopping_list_id: null,
      provider: 'carrefour',
      status: 'pending',
      basket: JSON.stringify({ provider: 'carrefour', lines: [{ name: 'Farine', quantity: 1, unit: 'kg' }] }),
      created_at: daysBefore(NOW, 4 * 365),
      total_cents: null,
      missing: null,
      demo: 0,
      partner_order_id: null,
    });
    expect(await env.DB.prepare(`SELECT user_id FROM orders WHERE id = 'CRF-ACC-RECENT'`).first()).toEqual({ user_id: 'acc-recent' });
  });

  it('deletes orders 10 years after they were placed, attached or detached, and keeps younger ones', async () => {
    await insertUser('ord-active', daysBefore(NOW, 1));
    const tenYears = new Date(NOW);
    tenYears.setUTCFullYear(NOW.getUTCFullYear() - 10);
    await insertOrder('CRF-ORD-ATTACHED-OLD', 'ord-active', daysBefore(tenYears, 1));
    await insertOrder('CRF-ORD-DETACHED-OLD', null, daysBefore(tenYears, 1));
    await insertOrder('CRF-ORD-DETACHED-YOUNG', null, daysBefore(tenYears, -1));

    const result = await runRetention({ db: createDb(env.DB), now: () => NOW });
    expect(result).toMatchObject({ users: 0, orders: 2 });
    expect(await ids(`SELECT id FROM orders WHERE id LIKE 'CRF-ORD-%' ORDER BY id`)).toEqual(['CRF-ORD-DETACHED-YOUNG']);
    // The account and its (now order-less) list stay.
    expect(await ids(`SELECT id FROM users WHERE id = 'ord-active'`)).toEqual(['ord-active']);
  });

  it('deletes browsing data: week menus after 13 months, failed logins after one hour', async () => {
    await insertUser('nav-user', daysBefore(NOW, 1));
    await insertWeekPlan('wp-nav-stale', 'nav-user', '2025-10-22T12:00:00.000Z');
    await insertWeekPlan('wp-nav-fresh', 'nav-user', '2025-10-24T12:00:00.000Z');
    const failure = env.DB.prepare('INSERT INTO login_failures (id, key, at) VALUES (?, ?, ?)');
    await env.DB.batch([
      failure.bind('lf-nav-old', 'ip:192.0.2.1', NOW.getTime() - 61 * 60_000),
      failure.bind('lf-nav-new', 'ip:192.0.2.1', NOW.getTime() - 59 * 60_000),
    ]);

    const preview = await retentionPreview({ db: createDb(env.DB), now: () => NOW });
    expect(preview).toEqual({ users: 0, orders: 0, weekPlans: 1, loginFailures: 1 });
    // The preview erased nothing.
    expect(await ids(`SELECT id FROM week_plans WHERE id LIKE 'wp-nav-%' ORDER BY id`)).toEqual(['wp-nav-fresh', 'wp-nav-stale']);

    expect(await runRetention({ db: createDb(env.DB), now: () => NOW })).toEqual(preview);
    expect(await ids(`SELECT id FROM week_plans WHERE id LIKE 'wp-nav-%'`)).toEqual(['wp-nav-fresh']);
    expect(await ids(`SELECT id FROM login_failures WHERE id LIKE 'lf-nav-%'`)).toEqual(['lf-nav-new']);
  });

  it('the cron trigger applies the three rules through the scheduled handler', async () => {
    const now = Date.now();
    await insertUser('cron-old', new Date(now - 4 * 365 * DAY).toISOString());
    await insertUser('cron-active', new Date(now).toISOString());
    await insertOrder('CRF-CRON-DETACHED', 'cron-old', new Date(now - 400 * DAY).toISOString());
    await insertOrder('CRF-CRON-ANCIENT', 'cron-active', new Date(now - 11 * 365 * DAY).toISOString());
    await insertWeekPlan('wp-cron-stale', 'cron-active', new Date(now - 500 * DAY).toISOString());
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: now, cron: '17 3 * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(await ids(`SELECT id FROM users WHERE id LIKE 'cron-%'`)).toEqual(['cron-active']);
    expect(await ids(`SELECT id FROM orders WHERE id LIKE 'CRF-CRON-%'`)).toEqual(['CRF-CRON-DETACHED']);
    expect(await env.DB.prepare(`SELECT user_id FROM orders WHERE id = 'CRF-CRON-DETACHED'`).first()).toEqual({ user_id: null });
    expect(await ids(`SELECT id FROM week_plans WHERE id = 'wp-cron-stale'`)).toEqual([]);
  });
});
