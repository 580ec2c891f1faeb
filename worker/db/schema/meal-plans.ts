import { sqliteTable, text, integer, index } from 'drizzle-orm/sqlite-core';
import { users } from './users';
import { households } from './households';
import { newId } from './ids';

/** A generated (not yet saved) week menu: kept so a meal can be replaced and the list generated from it. */
export const weekPlans = sqliteTable(
  'week_plans',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    /** Who generated it (kept for the export); the plan is the household's. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Nullable only because SQLite cannot add a NOT NULL column to filled rows: always set (migration 0005 backfills). */
    householdId: text('household_id').references(() => households.id, { onDelete: 'cascade' }),
    preferences: text('preferences', { mode: 'json' }).$type<unknown>().notNull(),
    plan: text('plan', { mode: 'json' }).$type<unknown>().notNull(),
    seed: integer('seed').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('week_plans_user').on(t.userId), index('week_plans_household').on(t.householdId)],
);

export const mealPlans = sqliteTable(
  'meal_plans',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    /** Who saved it; the meal plan is the household's. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Always set (see week_plans.household_id). */
    householdId: text('household_id').references(() => households.id, { onDelete: 'cascade' }),
    weekPlanId: text('week_plan_id'),
    /** yyyy-MM-dd, a Monday. */
    startDate: text('start_date').notNull(),
    endDate: text('end_date').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('meal_plans_user').on(t.userId), index('meal_plans_household').on(t.householdId)],
);

export const mealPlanMeals = sqliteTable(
  'meal_plan_meals',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    mealPlanId: text('meal_plan_id')
      .notNull()
      .references(() => mealPlans.id, { onDelete: 'cascade' }),
    dayIndex: integer('day_index').notNull(),
    mealIndex: integer('meal_index').notNull(),
    date: text('date').notNull(),
    type: text('type').notNull(),
    recipeId: text('recipe_id').notNull(),
    isCompleted: integer('is_completed', { mode: 'boolean' }).notNull().default(false),
    rating: integer('rating'),
    comments: text('comments').notNull().default(''),
    completedAt: text('completed_at'),
  },
  (t) => [index('meal_plan_meals_plan').on(t.mealPlanId)],
);
