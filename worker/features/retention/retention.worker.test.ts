import { describe, it, expect } from 'vitest';
import { env, createExecutionContext, waitOnExecutionContext, createScheduledController } from 'cloudflare:test';
import worker from '../../index';
import { createDb } from '../../db/client';
import { runRetention } from './retention.service';

const prefs = JSON.stringify({});
const loc = JSON.stringify({});
async function insertUser(id: string, lastActiveAt: string) {
  await env.DB.prepare(
    `INSERT INTO users (id, name, email, password_hash, preferences, location, created_at, updated_at, last_active_at) VALUES (?, 'X', ?, 'pbkdf2$1$a$b', ?, ?, ?, ?, ?)`,
  )
    .bind(id, `${id}@exemple.fr`, prefs, loc, lastActiveAt, lastActiveAt, lastActiveAt)
    .run();
}

describe('data retention (spec §9)', () => {
  it('erases accounts inactive for more than 3 years with their data, keeps the others', async () => {
    const now = new Date('2026-11-23T12:00:00Z');
    await insertUser('ret-old', '2023-11-01T00:00:00Z');
    await insertUser('ret-recent', '2024-01-01T00:00:00Z');
    await env.DB.prepare(`INSERT INTO week_plans (id, user_id, preferences, plan, seed, created_at) VALUES ('wp-old-user', 'ret-old', '{}', '{}', 1, ?)`).bind(now.toISOString()).run();
    await env.DB.prepare(`INSERT INTO week_plans (id, user_id, preferences, plan, seed, created_at) VALUES ('wp-stale', 'ret-recent', '{}', '{}', 1, '2025-09-01T00:00:00Z')`).run();
    await env.DB.prepare(`INSERT INTO week_plans (id, user_id, preferences, plan, seed, created_at) VALUES ('wp-fresh', 'ret-recent', '{}', '{}', 1, '2026-11-01T00:00:00Z')`).run();

    const result = await runRetention(createDb(env.DB), now);
    expect(result).toEqual({ users: 1, weekPlans: 1 });
    const ids = (await env.DB.prepare(`SELECT id FROM users WHERE id LIKE 'ret-%' ORDER BY id`).all<{ id: string }>()).results.map((r) => r.id);
    expect(ids).toEqual(['ret-recent']);
    const plans = (await env.DB.prepare(`SELECT id FROM week_plans ORDER BY id`).all<{ id: string }>()).results.map((r) => r.id);
    // wp-old-user went with its account (ON DELETE CASCADE), wp-stale with the 13-month rule.
    expect(plans).toEqual(['wp-fresh']);
  });

  it('the cron trigger runs the sweep through the scheduled handler', async () => {
    await insertUser('ret-cron', '2020-01-01T00:00:00Z');
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now(), cron: '17 3 * * *' }), env, ctx);
    await waitOnExecutionContext(ctx);
    const row = await env.DB.prepare(`SELECT id FROM users WHERE id = 'ret-cron'`).first();
    expect(row).toBeNull();
  });
});
