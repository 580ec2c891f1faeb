import { sqliteTable, text, index } from 'drizzle-orm/sqlite-core';
import { households } from './households';
import { users } from './users';

/** Single-use invitation codes to join a household (valid 7 days). */
export const householdInvitations = sqliteTable(
  'household_invitations',
  {
    code: text('code').primaryKey(),
    householdId: text('household_id')
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: text('created_at').notNull(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
    usedBy: text('used_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('household_invitations_household').on(t.householdId)],
);
