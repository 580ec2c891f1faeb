import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';

// 0008 gives the pantry one row per item: the staples households declared (a JSON array of names on
// households.pantry_items) must each become a row without a quantity, and nothing else may be lost.
const migration = (prefix: string) => {
  const found = env.TEST_MIGRATIONS.find((m) => m.name.startsWith(prefix));
  if (!found) throw new Error(`migration ${prefix} missing`);
  return found.queries;
};

describe('migration 0008 (pantry items)', () => {
  it('moves every declared staple into pantry_items, trimmed, skipping empty names', async () => {
    await env.DB.batch([
      env.DB.prepare('DROP TABLE pantry_applied'),
      env.DB.prepare('DROP TABLE pantry_items'),
      env.DB.prepare('ALTER TABLE shopping_items DROP COLUMN have'),
    ]);
    const at = '2026-01-05T10:00:00.000Z';
    const household = env.DB.prepare(`INSERT INTO households (id, name, pantry_mode, pantry_items, created_at) VALUES (?, ?, ?, ?, ?)`);
    await env.DB.batch([
      household.bind('h-a', 'Foyer A', 'hidden', JSON.stringify(['sel', ' poivre ', '', "huile d'olive"]), at),
      household.bind('h-b', 'Foyer B', 'apart', '[]', at),
    ]);

    await env.DB.batch(migration('0008_').map((q) => env.DB.prepare(q)));

    const rows = (
      await env.DB.prepare(
        `SELECT household_id, name, ingredient_id, quantity, unit, best_before FROM pantry_items WHERE household_id IN ('h-a', 'h-b') ORDER BY rowid`,
      ).all()
    ).results;
    const staple = { ingredient_id: null, quantity: null, unit: null, best_before: null };
    expect(rows).toEqual([
      { household_id: 'h-a', name: 'sel', ...staple },
      { household_id: 'h-a', name: 'poivre', ...staple },
      { household_id: 'h-a', name: "huile d'olive", ...staple },
    ]);
    const mode = await env.DB.prepare(`SELECT pantry_mode FROM households WHERE id = 'h-a'`).first<{ pantry_mode: string }>();
    expect(mode?.pantry_mode).toBe('hidden');
  });
});
