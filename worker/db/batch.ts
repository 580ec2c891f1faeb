// Batching and chunking for D1, shared by every feature that writes several rows or reads by ids.
// D1 has no interactive transactions (related writes go in one atomic batch) and binds at most 100
// parameters per statement (long id lists and multi-row inserts are cut into chunks).
import type { BatchItem } from 'drizzle-orm/batch';
import type { Db } from './client';

/** Ids per `IN (...)` next to a couple of other parameters. */
export const IDS_PER_STATEMENT = 90;

/** `list` cut into consecutive slices of at most `size` elements (none for an empty list). */
export function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** Related writes in one atomic batch (`db.batch`), never a sequence of awaits; nothing to do for none. */
export async function runBatch(db: Db, writes: BatchItem<'sqlite'>[]): Promise<void> {
  if (writes.length) await db.batch(writes as [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]]);
}
