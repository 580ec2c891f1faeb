import { sqliteTable, text, integer, index } from 'drizzle-orm/sqlite-core';
import type { Preferences, Location, SessionUser } from '@shared/schemas/users';
import { newId } from './ids';
import { households } from './households';

export const users = sqliteTable(
  'users',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    /** pbkdf2$iterations$salt$hash */
    passwordHash: text('password_hash').notNull(),
    preferences: text('preferences', { mode: 'json' }).$type<Preferences>().notNull(),
    location: text('location', { mode: 'json' }).$type<Location>().notNull(),
    subscriptionType: text('subscription_type', { enum: ['free', 'premium'] })
      .notNull()
      .default('free'),
    subscriptionExpiresAt: text('subscription_expires_at'),
    subscriptionCancelAtPeriodEnd: integer('subscription_cancel_at_period_end', { mode: 'boolean' }).notNull().default(false),
    /** Bumped on password change / deletion: sessions of an older version are refused. */
    sessionVersion: integer('session_version').notNull().default(1),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
    lastActiveAt: text('last_active_at').notNull(),
    /**
     * The household the account belongs to (exactly one). Nullable only because SQLite cannot add a
     * NOT NULL column to filled rows: migration 0005 backfills it and the session gives an account
     * created outside registration (seed, tests) a household of its own on first use.
     */
    householdId: text('household_id').references(() => households.id, { onDelete: 'set null' }),
    householdRole: text('household_role', { enum: ['owner', 'member'] })
      .notNull()
      .default('owner'),
    /** When the account joined its household: the longest-standing member inherits an erased owner's role. */
    joinedHouseholdAt: text('joined_household_at'),
  },
  (t) => [index('users_household').on(t.householdId)],
);

// A row read from this table is what a session resolves to (the shared SessionUser): a field of
// SessionUser missing here, or typed differently, fails the type check.
type Holds<T extends true> = T;
export type _UsersRowIsSessionUser = Holds<typeof users.$inferSelect extends SessionUser ? true : false>;

/** Failed logins per email and per IP (brute-force guard); D1, not KV: KV allows one write per second per key. */
export const loginFailures = sqliteTable(
  'login_failures',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    key: text('key').notNull(),
    at: integer('at').notNull(),
  },
  (t) => [index('login_failures_key_at').on(t.key, t.at)],
);
