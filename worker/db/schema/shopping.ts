import { sqliteTable, text, integer, real, index, primaryKey, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './users';
import { households } from './households';
import { newId } from './ids';
import type { OrderDetails, Pack } from '@shared/schemas/shopping';

export const shoppingLists = sqliteTable(
  'shopping_lists',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    /** Who generated it; the list is the household's. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Always set (see week_plans.household_id). */
    householdId: text('household_id').references(() => households.id, { onDelete: 'cascade' }),
    mealPlanId: text('meal_plan_id'),
    status: text('status', { enum: ['active', 'ordered'] })
      .notNull()
      .default('active'),
    driveOrderId: text('drive_order_id'),
    orderDetails: text('order_details', { mode: 'json' }).$type<OrderDetails>(),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [index('shopping_lists_user').on(t.userId), index('shopping_lists_household').on(t.householdId)],
);

export const shoppingItems = sqliteTable(
  'shopping_items',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    listId: text('list_id')
      .notNull()
      .references(() => shoppingLists.id, { onDelete: 'cascade' }),
    ingredientId: text('ingredient_id'),
    name: text('name').notNull(),
    quantity: real('quantity').notNull(),
    unit: text('unit').notNull(),
    category: text('category').notNull(),
    purchased: integer('purchased', { mode: 'boolean' }).notNull().default(false),
    position: integer('position').notNull(),
    /** Time (epoch ms) of the change that set `purchased`: the later change wins (offline replays). */
    purchasedAt: integer('purchased_at').notNull().default(0),
    /** Who set `purchased` last (a user id), or null. */
    purchasedBy: text('purchased_by'),
    /** Time (epoch ms) the item was deleted: a deleted item stays deleted, whatever arrives after. */
    deletedAt: integer('deleted_at'),
    /** Shown in brackets after the quantity ("70 g" of produce counted in pieces); null for most items. */
    detail: text('detail'),
    /** The packs to buy (label, count, size, unit), or null when neither the drive nor the pack table knows them. */
    pack: text('pack', { mode: 'json' }).$type<Pack>(),
    /** The drive's price of the line's packs in cents, or null when it gave none. */
    priceCents: integer('price_cents'),
    /** What the pantry held when the list was generated, already subtracted from `quantity` (« vous en avez 500 g »); null for most items. */
    have: text('have', { mode: 'json' }).$type<{ quantity: number; unit: string }>(),
  },
  (t) => [index('shopping_items_list').on(t.listId)],
);

/** Client operation ids a list has applied: an offline change replayed twice is applied once. */
export const shoppingListOps = sqliteTable(
  'shopping_list_ops',
  {
    listId: text('list_id')
      .notNull()
      .references(() => shoppingLists.id, { onDelete: 'cascade' }),
    opId: text('op_id').notNull(),
    appliedAt: integer('applied_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.opId] })],
);

/**
 * Orders are kept 10 years after they are placed, even once the account is erased: then user_id and
 * shopping_list_id are set to null (detached, nothing left that points to a person) and the row keeps
 * its date, provider, status and basket. The foreign key's SET NULL is the safety net; the erasure
 * (account.erasure.ts) nulls both columns explicitly.
 */
export const orders = sqliteTable(
  'orders',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    shoppingListId: text('shopping_list_id'),
    provider: text('provider').notNull(),
    status: text('status').notNull(),
    basket: text('basket', { mode: 'json' }).$type<unknown>().notNull(),
    createdAt: text('created_at').notNull(),
    /** The basket's total as the partner priced it, in euro cents (null: orders placed before the partner API). */
    totalCents: integer('total_cents'),
    /** List items the partner could not supply: `{ name, reason: 'unknown' | 'out_of_stock' }[]`. */
    missing: text('missing', { mode: 'json' }).$type<{ name: string; reason: string }[]>(),
    /** True when the partner was the drive sandbox: no real shop received the order. */
    demo: integer('demo', { mode: 'boolean' }).notNull().default(false),
    /** The partner's own order id, used to read the order's status from it. */
    partnerOrderId: text('partner_order_id'),
  },
  (t) => [uniqueIndex('orders_list').on(t.shoppingListId)],
);
