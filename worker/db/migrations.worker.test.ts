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
