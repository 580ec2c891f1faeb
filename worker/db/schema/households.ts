import { sqliteTable, text, integer } from 'drizzle-orm/sqlite-core';
import type { PantryMode } from '@shared/schemas/households';
import { newId } from './ids';

/**
 * A household: the unit that plans, shops and subscribes. Every account belongs to exactly one
 * (users.household_id). Plans, meal plans, shopping lists, favourites, the pantry and the
 * subscription are the household's; recipes and ratings stay their author's.
 */
export const households = sqliteTable('households', {
  id: text('id').primaryKey().$defaultFn(newId),
  name: text('name').notNull(),
  /** The household's one subscription: every member has Premium while it runs. */
  subscriptionType: text('subscription_type', { enum: ['free', 'premium'] })
    .notNull()
    .default('free'),
  subscriptionExpiresAt: text('subscription_expires_at'),
  subscriptionCancelAtPeriodEnd: integer('subscription_cancel_at_period_end', { mode: 'boolean' }).notNull().default(false),
  /** Staples the household always has: shown apart on the list ('apart') or left off ('hidden'). */
  pantryMode: text('pantry_mode', { enum: ['apart', 'hidden'] })
    .$type<PantryMode>()
    .notNull()
    .default('apart'),
  pantryItems: text('pantry_items', { mode: 'json' }).$type<string[]>().notNull().default([]),
  createdAt: text('created_at').notNull(),
});
