import { sqliteTable, text, integer, index, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { Recipe, Criteria, RecipeSource } from '@shared/schemas/recipes';
import { users } from './users';
import { households } from './households';
import { newId } from './ids';

/** Recipe body kept as JSON: ingredients, instructions, suggestions and derived facts. */
export type RecipeBody = Pick<
  Recipe,
  | 'ingredients'
  | 'instructions'
  | 'variantSuggestions'
  | 'improvementSuggestions'
  | 'sideDishSuggestions'
  | 'allergens'
  | 'diets'
  | 'nutritionPerPortion'
  | 'costPerPortion'
  | 'seasonMonths'
  | 'tags'
> & {
  /** Absent from the rows written before the Nutri-Score existed: computed when read (toRecipeDto). */
  nutriScore?: Recipe['nutriScore'];
  /**
   * Imported recipes: the meal types the planner may fill with it, and whether a member chose them
   * (then they hold even where the dish type would not: a tart the household eats for dinner).
   */
  mealTypes?: string[];
  mealTypesChosen?: boolean;
  /** Imported recipes: the lines left out of the nutrition figures (no catalogue food). */
  notCounted?: string[];
};

export const recipes = sqliteTable(
  'recipes',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Family tree: the version this one was derived from, and the tree's root. */
    parentId: text('parent_id'),
    rootId: text('root_id').notNull(),
    sourceRecipeId: text('source_recipe_id'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    dishType: text('dish_type').notNull(),
    cuisine: text('cuisine').notNull(),
    complexity: integer('complexity').notNull(),
    prepTime: integer('prep_time').notNull(),
    cookTime: integer('cook_time').notNull(),
    servings: integer('servings').notNull(),
    imageUrl: text('image_url'),
    body: text('body', { mode: 'json' }).$type<RecipeBody>().notNull(),
    criteria: text('criteria', { mode: 'json' }).$type<Criteria>(),
    fromAntiWaste: integer('from_anti_waste', { mode: 'boolean' }).notNull().default(false),
    usedIngredients: text('used_ingredients', { mode: 'json' }).$type<string[]>(),
    additionalIngredients: text('additional_ingredients', { mode: 'json' }).$type<string[]>(),
    generatedAt: text('generated_at').notNull(),
    savedAt: text('saved_at'),
    cookedAt: text('cooked_at'),
    /** Imported from a link: the page, its host and author (versions keep their root's). */
    source: text('source', { mode: 'json' }).$type<RecipeSource>(),
    /** The normalised link of an imported root, which a household imports once (recipes/import/README.md). */
    sourceKey: text('source_key'),
  },
  (t) => [
    index('recipes_user').on(t.userId),
    index('recipes_root').on(t.rootId),
    index('recipes_user_source').on(t.userId, t.sourceRecipeId),
    index('recipes_source_key').on(t.sourceKey),
  ],
);

export const recipeRatings = sqliteTable(
  'recipe_ratings',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipeId: text('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    rating: integer('rating'),
    feedback: text('feedback'),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [uniqueIndex('recipe_ratings_user_recipe').on(t.userId, t.recipeId)],
);

/** The household's favourite recipes (one row per recipe and household); `user_id` is who starred it. */
export const favorites = sqliteTable(
  'favorites',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Always set (see week_plans.household_id). */
    householdId: text('household_id').references(() => households.id, { onDelete: 'cascade' }),
    recipeId: text('recipe_id').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [uniqueIndex('favorites_household_recipe').on(t.householdId, t.recipeId), index('favorites_user').on(t.userId)],
);
