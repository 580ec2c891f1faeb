import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { inlineParams } from '../../scripts/sql-literal.mjs';

// The admin CLI's inlined SQL, run in D1 (the same SQLite as `wrangler d1 execute`): every value
// comes back exactly as it was given, quotes, backslashes and NUL included.
describe('admin CLI SQL literals in D1', () => {
  const values = ["l'œuf", "''", 'C:\\dossier\\n', "\\'", 'a\0b', "x'\0y\0", '; DROP TABLE users; --', 'é"`?'];

  it.each(values)('reads back %j unchanged', async (value) => {
    const row = await env.DB.prepare(inlineParams('SELECT ? AS v', [value])).first<{ v: string }>();
    expect(row?.v).toBe(value);
  });

  it('a quoted value cannot end the statement', async () => {
    const sql = inlineParams('SELECT count(*) AS n FROM sqlite_master WHERE name = ?', ["x' OR '1'='1"]);
    const row = await env.DB.prepare(sql).first<{ n: number }>();
    expect(row?.n).toBe(0);
  });
});
