import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { households } from './households';

/**
 * A household's private calendar feed (docs/households.md, « Agenda »). The token in the feed's
 * address is never stored as is: `token_hash` (SHA-256, hex) finds the household when a
 * calendar app asks, and `token_sealed` (AES-GCM under the Worker secret CALENDAR_KEY) lets a member
 * see the address again. One row per household; rotating replaces the row, so the old hash is gone.
 */
export const calendarFeeds = sqliteTable('calendar_feeds', {
  householdId: text('household_id')
    .primaryKey()
    .references(() => households.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  tokenSealed: text('token_sealed').notNull(),
  createdAt: text('created_at').notNull(),
});
