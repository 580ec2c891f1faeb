import { index, primaryKey, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { households } from './households';
import { newId } from './ids';

/**
 * « Mes placards »: what a household has at home, one row per item. An item without a quantity is
 * a staple the household always has (« assez »); with a quantity (and its unit) it is subtracted
 * from the next shopping list, filled by « Courses terminées » and emptied by « Marquer comme
 * cuisiné » (docs/households.md, docs/live-list.md).
 */
export const pantryItems = sqliteTable(
  'pantry_items',
  {
    householdId: text('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    id: text('id').primaryKey().$defaultFn(newId),
    name: text('name').notNull(),
    /** Catalogue ingredient, when the name is one; null for free text. */
    ingredientId: text('ingredient_id'),
    quantity: real('quantity'),
    /** 'g' | 'kg' | 'ml' | 'cl' | 'l' | 'pièce' (PANTRY_UNITS), with `quantity`. */
    unit: text('unit'),
    /** YYYY-MM-DD. */
    bestBefore: text('best_before'),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [index('pantry_items_household_idx').on(t.householdId)],
);

/**
 * The pantry changes already applied, so a replayed or doubled request applies nothing twice:
 * 'finish:<listId>:<itemId>' for an item moved in by « Courses terminées », 'cooked:<mealId>' for
 * a meal marked as cooked. `deltas` holds what was really taken out, to put exactly that back.
 */
export const pantryApplied = sqliteTable(
  'pantry_applied',
  {
    householdId: text('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    deltas: text('deltas', { mode: 'json' }).$type<PantryDelta[]>().notNull().default([]),
    appliedAt: text('applied_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.householdId, t.key] })],
);

/** One quantity taken out of (or put into) the pantry. */
export interface PantryDelta {
  name: string;
  ingredientId: string | null;
  quantity: number;
  unit: string;
}
