// « Mes placards »: the household's pantry, one D1 row per item (docs/households.md). A whole
// pantry is written as one batch (its rows replaced), with the other writes of the same change.
import { eq, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { PANTRY_MAX_ITEMS, PANTRY_MESSAGES, type Pantry, type PantryItem, type PantryUnit } from '@shared/schemas/households';
import type { Db } from '../../db/client';
import { chunks, runBatch } from '../../db/batch';
import { households, pantryItems } from '../../db/schema';
import { newId } from '../../db/schema/ids';
import type { ServiceDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import type { Member } from './membership';
import { ingredientIdFor, sameItem, withItem } from './pantry-stock';

/** pantry_items has 8 columns: 12 rows per INSERT stay under D1's 100 bound parameters. */
const PANTRY_ROWS_PER_INSERT = 12;

type PantryRow = typeof pantryItems.$inferSelect;

function toItem(row: PantryRow): PantryItem {
  const item: PantryItem = { name: row.name };
  if (row.quantity !== null && row.unit !== null) {
    item.quantity = row.quantity;
    item.unit = row.unit as PantryUnit;
  }
  if (row.bestBefore) item.bestBefore = row.bestBefore;
  return item;
}

/** The reads of a household's pantry, to run alone or in a read batch: its mode, then its items in the order they were given. */
export function pantryReads(db: Db, householdId: string) {
  return [
    db.select({ mode: households.pantryMode }).from(households).where(eq(households.id, householdId)).limit(1),
    db
      .select()
      .from(pantryItems)
      .where(eq(pantryItems.householdId, householdId))
      .orderBy(sql`rowid`),
  ] as const;
}

export function toPantry(modeRows: { mode: Pantry['mode'] }[], rows: PantryRow[]): Pantry {
  return { mode: modeRows[0]?.mode ?? 'apart', items: rows.map(toItem) };
}

/** GET /api/households/pantry: what the household has, and how the list shows its staples. */
export async function getPantry({ db }: Pick<ServiceDeps, 'db'>, member: Pick<Member, 'householdId'>): Promise<Pantry> {
  const [mode, rows] = await db.batch(pantryReads(db, member.householdId));
  return toPantry(mode, rows);
}

/** The writes that make `items` the household's whole pantry (its rows replaced), for a caller's batch. */
export function pantryWrites(db: Db, householdId: string, items: readonly PantryItem[], nowIso: string): BatchItem<'sqlite'>[] {
  const rows = items.map((item) => ({
    householdId,
    id: newId(),
    name: item.name,
    ingredientId: ingredientIdFor(item.name),
    quantity: item.quantity ?? null,
    unit: item.unit ?? null,
    bestBefore: item.bestBefore ?? null,
    updatedAt: nowIso,
  }));
  return [
    db.delete(pantryItems).where(eq(pantryItems.householdId, householdId)),
    ...chunks(rows, PANTRY_ROWS_PER_INSERT).map((chunk) => db.insert(pantryItems).values(chunk)),
  ];
}

/** The same item given twice is kept once: the later figures merged into the first. */
function merged(items: readonly PantryItem[]): PantryItem[] {
  return items.reduce<PantryItem[]>(
    (out, item) => (out.some((o) => sameItem(o, item)) ? withItem(out, item, PANTRY_MAX_ITEMS) : [...out, item]),
    [],
  );
}

/** PUT /api/households/pantry: any member replaces the pantry and its mode, in one batch. */
export async function setPantry(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  member: Pick<Member, 'householdId'>,
  pantry: Pantry,
): Promise<Pantry> {
  const { db } = deps;
  const items = merged(pantry.items);
  await runBatch(db, [
    db.update(households).set({ pantryMode: pantry.mode }).where(eq(households.id, member.householdId)),
    ...pantryWrites(db, member.householdId, items, deps.now().toISOString()),
  ]);
  return getPantry(deps, member);
}

/** POST /api/households/pantry/items: one item added (merged into the same item when it is there). */
export async function addPantryItem(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  member: Pick<Member, 'householdId'>,
  item: PantryItem,
): Promise<Pantry> {
  const { db } = deps;
  const pantry = await getPantry(deps, member);
  const isNew = !pantry.items.some((i) => sameItem(i, item));
  if (isNew && pantry.items.length >= PANTRY_MAX_ITEMS) throw new AppError(400, PANTRY_MESSAGES.tooMany);
  await runBatch(db, pantryWrites(db, member.householdId, withItem(pantry.items, item, PANTRY_MAX_ITEMS), deps.now().toISOString()));
  return getPantry(deps, member);
}
