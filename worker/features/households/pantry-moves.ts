// The two moves that close the loop between the list, the meals and « Mes placards »: what was
// bought goes in (« Courses terminées »), what a cooked meal used comes out and goes back when the
// mark is undone. Each move is recorded under a key in pantry_applied, in the same D1 batch as the
// pantry it changes, so a replayed or doubled request applies nothing twice.
import { and, eq, inArray, like } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { PANTRY_MAX_ITEMS, PANTRY_MAX_QUANTITY, type Pantry, type PantryItem } from '@shared/schemas/households';
import type { Pack } from '@shared/schemas/shopping';
import type { Db } from '../../db/client';
import { chunks } from '../../db/batch';
import { pantryApplied, type PantryDelta } from '../../db/schema';
import { boughtOf, ingredientById } from '../../kitchen/index';
import { ingredientIdFor, pantryUnitOf, takeOut, withItem } from './pantry-stock';
import { getPantry, pantryWrites } from './pantry.service';

/** pantry_applied has 4 columns: 24 rows per INSERT stay under D1's 100 bound parameters. */
const KEYS_PER_INSERT = 24;

export const finishKey = (listId: string, itemId: string) => `finish:${listId}:${itemId}`;
export const cookedKey = (mealId: string) => `cooked:${mealId}`;

/**
 * A bought list item as it goes in the pantry: what its packs hold when it has some (need 4 eggs,
 * bought 1 boîte de 6: 6 pièces, the plan's 4 and 2 more), else its quantity in a pantry unit, or a
 * staple for a unit not counted.
 */
export function boughtItem(item: { name: string; quantity: number; unit: string; pack?: Pack | null }): PantryItem {
  // Named as the catalogue names it ('Œufs' on the list is 'Œuf').
  const ing = ingredientById(ingredientIdFor(item.name));
  const name = ing?.name ?? item.name;
  const packed = boughtOf(item.pack);
  if (packed) return { name, quantity: Math.min(packed.quantity, PANTRY_MAX_QUANTITY[packed.unit]), unit: packed.unit };
  const unit = pantryUnitOf(item.unit, ing);
  return unit && item.quantity > 0 ? { name, quantity: item.quantity, unit } : { name };
}

/** The keys of `householdId` already applied among those starting with `prefix`. */
export async function appliedKeys(db: Db, householdId: string, prefix: string): Promise<Map<string, PantryDelta[]>> {
  const rows = await db
    .select({ key: pantryApplied.key, deltas: pantryApplied.deltas })
    .from(pantryApplied)
    .where(and(eq(pantryApplied.householdId, householdId), like(pantryApplied.key, `${prefix}%`)));
  return new Map(rows.map((r) => [r.key, r.deltas]));
}

export function recordKeys(db: Db, householdId: string, keys: readonly { key: string; deltas: PantryDelta[] }[], nowIso: string) {
  return chunks(keys, KEYS_PER_INSERT).map((chunk) =>
    db.insert(pantryApplied).values(chunk.map((k) => ({ householdId, key: k.key, deltas: k.deltas, appliedAt: nowIso }))),
  );
}

export function forgetKeys(db: Db, householdId: string, keys: readonly string[]): BatchItem<'sqlite'>[] {
  return keys.length
    ? [db.delete(pantryApplied).where(and(eq(pantryApplied.householdId, householdId), inArray(pantryApplied.key, [...keys])))]
    : [];
}

/** A key another request recorded between our read and our batch: that batch was refused whole. */
export function isDuplicateKey(error: unknown): boolean {
  const text = error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error);
  return /UNIQUE constraint failed|PRIMARY KEY/i.test(text);
}

/** The pantry with `items` put in (merged into the same items). */
export function withBought(pantry: Pantry, items: readonly PantryItem[]): PantryItem[] {
  return items.reduce<PantryItem[]>((out, item) => withItem(out, item, PANTRY_MAX_ITEMS), [...pantry.items]);
}

/**
 * The pantry with `uses` taken out, each from the counted item of the same ingredient: what is left,
 * and what was really taken (to put back on undo).
 */
export function withUsed(
  pantry: Pantry,
  uses: readonly { ingredientId: string; quantity: number; unit: string }[],
  ingredientOf: (name: string) => string | null,
): { items: PantryItem[]; taken: PantryDelta[] } {
  let items: (PantryItem | null)[] = [...pantry.items];
  const taken: PantryDelta[] = [];
  for (const use of uses) {
    const at = items.findIndex((item) => item !== null && item.quantity !== undefined && ingredientOf(item.name) === use.ingredientId);
    const item = at >= 0 ? items[at] : null;
    if (!item) continue;
    const out = takeOut(item, use.quantity, use.unit);
    if (out.taken <= 0) continue;
    taken.push({ name: item.name, ingredientId: use.ingredientId, quantity: out.taken, unit: use.unit });
    items = items.map((it, i) => (i === at ? out.left : it));
  }
  return { items: items.filter((i): i is PantryItem => i !== null), taken };
}

export { getPantry, pantryWrites };
