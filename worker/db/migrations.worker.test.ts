import { describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';

// The orders table is rebuilt by 0001 (a foreign key cannot be altered in SQLite). A rebuild must not
// lose a single order: this test puts the table back in its 0000 shape with rows in it, runs 0001 the
// way D1 runs a migration (one batch), and checks the rows and the new ON DELETE SET NULL.

const migration = (prefix: string) => {
  const found = env.TEST_MIGRATIONS.find((m) => m.name.startsWith(prefix));
  if (!found) throw new Error(`migration ${prefix} missing`);
  return found.queries;
};

describe('migration 0001 (orders outlive accounts)', () => {
  it('keeps every order through the table rebuild, then detaches orders from an erased account', async () => {
    const oldOrders = migration('0000_').filter((q) => /CREATE (UNIQUE INDEX|TABLE) `orders/.test(q));
    expect(oldOrders).toHaveLength(2);
    await env.DB.batch([env.DB.prepare('DROP TABLE orders'), ...oldOrders.map((q) => env.DB.prepare(q))]);

    const at = '2026-01-05T10:00:00.000Z';
    const user = env.DB.prepare(
      `INSERT INTO users (id, name, email, password_hash, preferences, location, created_at, updated_at, last_active_at) VALUES (?, 'X', ?, 'h', '{}', '{}', ?, ?, ?)`,
    );
    const order = env.DB.prepare(
      `INSERT INTO orders (id, user_id, shopping_list_id, provider, status, basket, created_at) VALUES (?, ?, ?, 'carrefour', 'pending', ?, ?)`,
    );
    await env.DB.batch([
      user.bind('mig-a', 'mig-a@exemple.fr', at, at, at),
      user.bind('mig-b', 'mig-b@exemple.fr', at, at, at),
      order.bind('CRF-1', 'mig-a', 'list-a', '{"provider":"carrefour","lines":[{"name":"Œufs"}]}', at),
      order.bind('CRF-2', 'mig-b', 'list-b', '{"provider":"carrefour","lines":[]}', at),
    ]);
    const before = (await env.DB.prepare('SELECT * FROM orders ORDER BY id').all()).results;
    expect(before).toHaveLength(2);

    await env.DB.batch(migration('0001_').map((q) => env.DB.prepare(q)));

    expect((await env.DB.prepare('SELECT * FROM orders ORDER BY id').all()).results).toEqual(before);
    await env.DB.prepare(`DELETE FROM users WHERE id = 'mig-a'`).run();
    const after = (await env.DB.prepare('SELECT id, user_id, provider, basket, created_at FROM orders ORDER BY id').all()).results;
    expect(after).toEqual([
      { id: 'CRF-1', user_id: null, provider: 'carrefour', basket: '{"provider":"carrefour","lines":[{"name":"Œufs"}]}', created_at: at },
      { id: 'CRF-2', user_id: 'mig-b', provider: 'carrefour', basket: '{"provider":"carrefour","lines":[]}', created_at: at },
    ]);
    // The unique index on the list is back.
    await expect(
      env.DB.prepare(
        `INSERT INTO orders (id, user_id, shopping_list_id, provider, status, basket, created_at) VALUES ('CRF-3', 'mig-b', 'list-b', 'carrefour', 'pending', '{}', ?)`,
      )
        .bind(at)
        .run(),
    ).rejects.toThrow(/UNIQUE/);
  });
});

// 0005 gives every account a household of its own and moves plans, lists and favourites into it. The
// test rebuilds the database as it was before 0005 (migrations 0000 to 0004), fills it, runs 0005 the
// way D1 runs a migration (one batch) and checks that no row is lost and each one found its household.
describe('migration 0005 (households)', () => {
  it('backfills one household per account, as its owner, and keeps every plan, list, favourite and subscription', async () => {
    const tables = [
      'shopping_list_ops',
      'shopping_items',
      'orders',
      'shopping_lists',
      'meal_plan_meals',
      'meal_plans',
      'week_plans',
      'favorites',
      'recipe_ratings',
      'recipes',
      'household_invitations',
      'login_failures',
      'users',
      'households',
    ];
    await env.DB.batch(tables.map((t) => env.DB.prepare(`DROP TABLE IF EXISTS ${t}`)));
    const before0005 = ['0000_', '0001_', '0002_', '0003_', '0004_'].flatMap(migration);
    await env.DB.batch(before0005.map((q) => env.DB.prepare(q)));

    const at = '2026-02-01T10:00:00.000Z';
    const user = env.DB.prepare(
      `INSERT INTO users (id, name, email, password_hash, preferences, location, subscription_type, subscription_expires_at, created_at, updated_at, last_active_at) VALUES (?, ?, ?, 'h', '{}', '{}', ?, ?, ?, ?, ?)`,
    );
    await env.DB.batch([
      user.bind('u-a', 'Alice', 'a@exemple.fr', 'premium', '2026-03-01T00:00:00.000Z', at, at, at),
      user.bind('u-b', 'Bob', 'b@exemple.fr', 'free', null, '2026-01-15T00:00:00.000Z', at, at),
      env.DB.prepare(
        `INSERT INTO week_plans (id, user_id, preferences, plan, seed, created_at) VALUES ('wp-a', 'u-a', '{}', '{}', 1, ?)`,
      ).bind(at),
      env.DB.prepare(
        `INSERT INTO meal_plans (id, user_id, start_date, end_date, created_at) VALUES ('mp-a', 'u-a', '2026-02-02', '2026-02-08', ?)`,
      ).bind(at),
      env.DB.prepare(
        `INSERT INTO meal_plans (id, user_id, start_date, end_date, created_at) VALUES ('mp-b', 'u-b', '2026-02-02', '2026-02-08', ?)`,
      ).bind(at),
      env.DB.prepare(
        `INSERT INTO shopping_lists (id, user_id, meal_plan_id, created_at, updated_at) VALUES ('sl-b', 'u-b', 'mp-b', ?, ?)`,
      ).bind(at, at),
      env.DB.prepare(`INSERT INTO favorites (id, user_id, recipe_id, created_at) VALUES ('fav-a', 'u-a', 'r-1', ?)`).bind(at),
      env.DB.prepare(`INSERT INTO favorites (id, user_id, recipe_id, created_at) VALUES ('fav-b', 'u-b', 'r-1', ?)`).bind(at),
    ]);
    const count = async (table: string) => (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())?.n;
    const counted = ['users', 'week_plans', 'meal_plans', 'shopping_lists', 'favorites'];
    const before = Object.fromEntries(await Promise.all(counted.map(async (t) => [t, await count(t)] as const)));
    expect(before).toEqual({ users: 2, week_plans: 1, meal_plans: 2, shopping_lists: 1, favorites: 2 });

    await env.DB.batch(migration('0005_').map((q) => env.DB.prepare(q)));

    const after = Object.fromEntries(await Promise.all(counted.map(async (t) => [t, await count(t)] as const)));
    expect(after).toEqual(before);
    expect((await env.DB.prepare('SELECT * FROM households ORDER BY id').all()).results).toEqual([
      {
        id: 'u-a',
        name: 'Foyer de Alice',
        subscription_type: 'premium',
        subscription_expires_at: '2026-03-01T00:00:00.000Z',
        subscription_cancel_at_period_end: 0,
        pantry_mode: 'apart',
        pantry_items: '[]',
        created_at: at,
      },
      {
        id: 'u-b',
        name: 'Foyer de Bob',
        subscription_type: 'free',
        subscription_expires_at: null,
        subscription_cancel_at_period_end: 0,
        pantry_mode: 'apart',
        pantry_items: '[]',
        created_at: '2026-01-15T00:00:00.000Z',
      },
    ]);
    expect(
      (await env.DB.prepare('SELECT id, household_id, household_role, joined_household_at FROM users ORDER BY id').all()).results,
    ).toEqual([
      { id: 'u-a', household_id: 'u-a', household_role: 'owner', joined_household_at: at },
      { id: 'u-b', household_id: 'u-b', household_role: 'owner', joined_household_at: '2026-01-15T00:00:00.000Z' },
    ]);
    const owned = async (table: string) =>
      (await env.DB.prepare(`SELECT id, user_id, household_id FROM ${table} ORDER BY id`).all()).results.map((r) => [r.id, r.household_id]);
    expect(await owned('week_plans')).toEqual([['wp-a', 'u-a']]);
    expect(await owned('meal_plans')).toEqual([
      ['mp-a', 'u-a'],
      ['mp-b', 'u-b'],
    ]);
    expect(await owned('shopping_lists')).toEqual([['sl-b', 'u-b']]);
    expect(await owned('favorites')).toEqual([
      ['fav-a', 'u-a'],
      ['fav-b', 'u-b'],
    ]);
    // One favourite per recipe and household from now on.
    await expect(
      env.DB.prepare(`INSERT INTO favorites (id, user_id, household_id, recipe_id, created_at) VALUES ('fav-a2', 'u-a', 'u-a', 'r-1', ?)`)
        .bind(at)
        .run(),
    ).rejects.toThrow(/UNIQUE/);
    // An account written without its household gets one of its own, and a row written without its household gets its author's.
    await env.DB.prepare(
      `INSERT INTO users (id, name, email, password_hash, preferences, location, created_at, updated_at, last_active_at) VALUES ('u-c', 'Chloé', 'c@exemple.fr', 'h', '{}', '{}', ?, ?, ?)`,
    )
      .bind(at, at, at)
      .run();
    expect(await env.DB.prepare(`SELECT household_id, household_role FROM users WHERE id = 'u-c'`).first()).toEqual({
      household_id: 'u-c',
      household_role: 'owner',
    });
    expect(await env.DB.prepare(`SELECT name FROM households WHERE id = 'u-c'`).first('name')).toBe('Foyer de Chloé');
    await env.DB.prepare(`INSERT INTO shopping_lists (id, user_id, created_at, updated_at) VALUES ('sl-a', 'u-a', ?, ?)`)
      .bind(at, at)
      .run();
    expect(await env.DB.prepare(`SELECT household_id FROM shopping_lists WHERE id = 'sl-a'`).first('household_id')).toBe('u-a');
  });
});
