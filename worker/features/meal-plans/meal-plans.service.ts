import { and, asc, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { MESSAGES } from '@shared/messages';
import { WEEK_MEAL_TYPES, WEEKDAYS } from '@shared/options';
import { MEAL_PLAN_MESSAGES, type FavoriteBody, type MealPlan, type UpdateMealBody } from '@shared/schemas/meals';
import type { WeekDays } from '../week-menu/stored-plan';
import type { Db } from '../../db/client';
import { chunks, runBatch } from '../../db/batch';
import { favorites, mealPlanMeals, mealPlans, recipes, shoppingLists } from '../../db/schema';
import { newId } from '../../db/schema/ids';
import type { ServiceDeps } from '../../lib/deps';
import { AppError, notFound } from '../../lib/errors';
import { addDays, isoDate, nextMonday, parisToday } from './dates';
import { authoredInHousehold, ownedBy, type Member } from '../households/membership';
import { signedImageUrl } from '../images/images.service';
import { recipeIllustration } from '../../kitchen/index';
import { cookedPantryWrites } from '../households/pantry-cooking';
import { isDuplicateKey } from '../households/pantry-moves';
import type { SessionUser } from '@shared/schemas/users';

/** The database and the clock (the next Monday, saved and cooked dates); with the bindings, a recipe's photo gets its signed address. */
export type MealPlanDeps = Pick<ServiceDeps, 'db' | 'now'> & { env?: Pick<Env, 'IMAGES_KEY'> };

type MealRow = typeof mealPlanMeals.$inferInsert;

/** meal_plan_meals has 12 columns: 8 rows per INSERT stay under D1's 100 bound parameters. */
const MEAL_ROWS_PER_INSERT = 8;

export function findOwnedMealPlan(db: Db, member: Member, id: string) {
  return db.query.mealPlans.findFirst({ where: and(eq(mealPlans.id, id), ownedBy(mealPlans.householdId, member)) });
}

/** GET /api/meals/:id: the plan, answered 404 when unknown or another household's. */
export async function getMealPlan(deps: MealPlanDeps, member: Member, id: string): Promise<MealPlan> {
  const plan = await readMealPlan(deps, member, id);
  if (!plan) throw notFound(MESSAGES.mealPlanNotFound);
  return plan;
}

/** The plan as the contract shapes it, or null when unknown or another household's. */
async function readMealPlan(deps: MealPlanDeps, member: Member, id: string): Promise<MealPlan | null> {
  const { db } = deps;
  // One round trip to D1 (a read batch); the meals only count once the plan is known to be the user's.
  // (Plain selects: drizzle's relational findFirst breaks inside a D1 batch when no row matches.)
  const [[plan], meals, list] = await db.batch([
    db
      .select()
      .from(mealPlans)
      .where(and(eq(mealPlans.id, id), ownedBy(mealPlans.householdId, member)))
      .limit(1),
    db
      .select({
        dayIndex: mealPlanMeals.dayIndex,
        mealIndex: mealPlanMeals.mealIndex,
        type: mealPlanMeals.type,
        isCompleted: mealPlanMeals.isCompleted,
        rating: mealPlanMeals.rating,
        comments: mealPlanMeals.comments,
        recipeId: mealPlanMeals.recipeId,
        title: recipes.title,
        description: recipes.description,
        prepTime: recipes.prepTime,
        cookTime: recipes.cookTime,
        imageUrl: recipes.imageUrl,
        dishType: recipes.dishType,
        body: recipes.body,
      })
      .from(mealPlanMeals)
      .leftJoin(recipes, and(eq(recipes.id, mealPlanMeals.recipeId), authoredInHousehold(db, recipes.userId, member.householdId)))
      .where(eq(mealPlanMeals.mealPlanId, id))
      .orderBy(asc(mealPlanMeals.dayIndex), asc(mealPlanMeals.mealIndex)),
    db
      .select({ id: shoppingLists.id })
      .from(shoppingLists)
      .where(and(ownedBy(shoppingLists.householdId, member), eq(shoppingLists.mealPlanId, id)))
      .orderBy(desc(shoppingLists.createdAt))
      .limit(1),
  ]);
  if (!plan) return null;
  const days: MealPlan['days'] = Array.from({ length: 7 }, (_, i) => ({ date: addDays(plan.startDate, i), meals: [] }));
  const now = deps.now();
  for (const m of meals) {
    days[m.dayIndex]?.meals.push({
      type: m.type,
      recipe: {
        id: m.recipeId,
        // The recipe may have been deleted since: the meal stays, with a neutral card.
        title: m.title ?? 'Recette supprimée',
        description: m.description ?? '',
        prepTime: m.prepTime ?? 0,
        cookTime: m.cookTime ?? 0,
        imageUrl: await signedImageUrl(deps.env?.IMAGES_KEY, m.imageUrl, now),
        ...(m.title !== null && m.body
          ? { illustration: recipeIllustration({ title: m.title, dishType: m.dishType ?? '', ingredients: m.body.ingredients }) }
          : {}),
      },
      isCompleted: m.isCompleted,
      feedback: { rating: m.rating ?? null, comments: m.comments },
    });
  }
  return { _id: plan.id, id: plan.id, startDate: plan.startDate, endDate: plan.endDate, shoppingList: list[0]?.id ?? null, days };
}

/** GET /api/meals/current: the plan covering today in Paris, else the most recently saved one. */
export async function currentMealPlan(deps: MealPlanDeps, member: Member): Promise<MealPlan | null> {
  const today = isoDate(parisToday(deps.now()).date);
  const [covering] = await deps.db
    .select({ id: mealPlans.id })
    .from(mealPlans)
    .where(and(ownedBy(mealPlans.householdId, member), lte(mealPlans.startDate, today), gte(mealPlans.endDate, today)))
    .orderBy(desc(mealPlans.createdAt))
    .limit(1);
  const [latest] = covering
    ? [covering]
    : await deps.db
        .select({ id: mealPlans.id })
        .from(mealPlans)
        .where(ownedBy(mealPlans.householdId, member))
        .orderBy(desc(mealPlans.createdAt), desc(mealPlans.id))
        .limit(1);
  return latest ? readMealPlan(deps, member, latest.id) : null;
}

/** PUT /api/meals/:id: feedback and "cooked" on one meal; cooking it also dates the recipe's cooked_at. */
export async function updateMeal(
  deps: MealPlanDeps,
  member: Member,
  id: string,
  body: UpdateMealBody,
  user?: Pick<SessionUser, 'id' | 'householdId' | 'preferences'>,
): Promise<MealPlan> {
  const { db } = deps;
  const plan = await findOwnedMealPlan(db, member, id);
  if (!plan) throw notFound(MESSAGES.mealPlanNotFound);
  const meal = await db.query.mealPlanMeals.findFirst({
    where: and(eq(mealPlanMeals.mealPlanId, id), eq(mealPlanMeals.dayIndex, body.dayIndex), eq(mealPlanMeals.mealIndex, body.mealIndex)),
  });
  if (!meal) throw notFound(MEAL_PLAN_MESSAGES.mealNotFound);
  const nowIso = deps.now().toISOString();
  const set: Partial<MealRow> = {};
  if (body.rating !== undefined) set.rating = body.rating;
  if (body.comments !== undefined) set.comments = body.comments;
  if (body.isCompleted !== undefined) {
    set.isCompleted = body.isCompleted;
    set.completedAt = body.isCompleted ? (meal.completedAt ?? nowIso) : null;
  }
  if (Object.keys(set).length > 0) {
    const writes: BatchItem<'sqlite'>[] = [db.update(mealPlanMeals).set(set).where(eq(mealPlanMeals.id, meal.id))];
    if (body.isCompleted && !meal.isCompleted) {
      writes.push(
        db
          .update(recipes)
          .set({ cookedAt: nowIso })
          .where(and(eq(recipes.id, meal.recipeId), authoredInHousehold(db, recipes.userId, member.householdId))),
      );
    }
    // Cooked: the recipe comes out of the pantry; undone: it goes back (pantry-cooking.ts), in the same batch.
    if (user && body.isCompleted !== undefined && body.isCompleted !== meal.isCompleted) {
      writes.push(...(await cookedPantryWrites(db, user, member, meal, body.isCompleted, nowIso)));
    }
    try {
      await runBatch(db, writes);
    } catch (error) {
      // Sent twice at once: the other request marked it (and moved the pantry); this batch was refused whole.
      if (!isDuplicateKey(error)) throw error;
    }
  }
  return getMealPlan(deps, member, id);
}

// ---------------------------------------------------------------------------------------------
// Week plan → meal plan
// ---------------------------------------------------------------------------------------------

/** The meals of a week plan in order: day by day, and in each day in meal-type order. */
export function mealsOfWeek(days: WeekDays): { dayIndex: number; mealIndex: number; type: string; recipeId: string }[] {
  const out: { dayIndex: number; mealIndex: number; type: string; recipeId: string }[] = [];
  WEEKDAYS.forEach((day, dayIndex) => {
    let mealIndex = 0;
    for (const type of WEEK_MEAL_TYPES) {
      const meal = days[day]?.[type];
      if (meal) out.push({ dayIndex, mealIndex: mealIndex++, type, recipeId: meal.id });
    }
  });
  return out;
}

/**
 * POST /api/save-week-menu: the week plan becomes a dated meal plan starting next Monday (Paris).
 * Saving the same week plan again updates its meal plan (meals whose recipe did not change keep their
 * feedback) rather than creating a second one.
 */
export async function saveWeekPlanAsMealPlan(
  deps: MealPlanDeps,
  member: Member,
  weekPlanId: string,
  days: WeekDays,
): Promise<{ mealPlanId: string; created: boolean }> {
  const { db } = deps;
  const desired = mealsOfWeek(days);
  const existing = await db.query.mealPlans.findFirst({
    where: and(ownedBy(mealPlans.householdId, member), eq(mealPlans.weekPlanId, weekPlanId)),
    orderBy: desc(mealPlans.createdAt),
  });
  const writes: BatchItem<'sqlite'>[] = [];
  let mealPlanId: string;
  let startDate: string;
  let toInsert = desired;
  if (!existing) {
    mealPlanId = newId();
    startDate = nextMonday(deps.now());
    writes.push(
      db.insert(mealPlans).values({
        id: mealPlanId,
        userId: member.id,
        householdId: member.householdId,
        weekPlanId,
        startDate,
        endDate: addDays(startDate, 6),
        createdAt: deps.now().toISOString(),
      }),
    );
  } else {
    mealPlanId = existing.id;
    startDate = existing.startDate;
    const current = await db.select().from(mealPlanMeals).where(eq(mealPlanMeals.mealPlanId, mealPlanId));
    const byKey = new Map(current.map((m) => [`${m.dayIndex}|${m.type}`, m]));
    toInsert = [];
    for (const want of desired) {
      const have = byKey.get(`${want.dayIndex}|${want.type}`);
      byKey.delete(`${want.dayIndex}|${want.type}`);
      if (!have) toInsert.push(want);
      else if (have.recipeId !== want.recipeId) {
        writes.push(
          db
            .update(mealPlanMeals)
            .set({ recipeId: want.recipeId, mealIndex: want.mealIndex, isCompleted: false, rating: null, comments: '', completedAt: null })
            .where(eq(mealPlanMeals.id, have.id)),
        );
      } else if (have.mealIndex !== want.mealIndex) {
        writes.push(db.update(mealPlanMeals).set({ mealIndex: want.mealIndex }).where(eq(mealPlanMeals.id, have.id)));
      }
    }
    const gone = [...byKey.values()].map((m) => m.id);
    if (gone.length) writes.push(db.delete(mealPlanMeals).where(inArray(mealPlanMeals.id, gone)));
  }
  const rows: MealRow[] = toInsert.map((m) => ({ id: newId(), mealPlanId, ...m, date: addDays(startDate, m.dayIndex) }));
  for (const chunk of chunks(rows, MEAL_ROWS_PER_INSERT)) writes.push(db.insert(mealPlanMeals).values(chunk));
  await runBatch(db, writes);
  return { mealPlanId, created: !existing };
}

// ---------------------------------------------------------------------------------------------
// Favourites
// ---------------------------------------------------------------------------------------------

export async function listFavorites(deps: Pick<MealPlanDeps, 'db'>, member: Member): Promise<string[]> {
  const rows = await deps.db
    .select({ recipeId: favorites.recipeId })
    .from(favorites)
    .where(ownedBy(favorites.householdId, member))
    .orderBy(desc(favorites.createdAt), asc(favorites.recipeId));
  return rows.map((r) => r.recipeId);
}

/** PUT /api/meals/favorites: marks or unmarks one of the user's recipes; idempotent. */
export async function setFavorite(deps: MealPlanDeps, member: Member, body: FavoriteBody): Promise<string[]> {
  const { db } = deps;
  const recipe = await db.query.recipes.findFirst({
    columns: { id: true },
    where: and(eq(recipes.id, body.recipeId), authoredInHousehold(db, recipes.userId, member.householdId)),
  });
  if (!recipe) throw new AppError(404, MESSAGES.recipeNotFound);
  if (body.favorite) {
    await db
      .insert(favorites)
      .values({ userId: member.id, householdId: member.householdId, recipeId: recipe.id, createdAt: deps.now().toISOString() })
      .onConflictDoNothing();
  } else {
    await db.delete(favorites).where(and(ownedBy(favorites.householdId, member), eq(favorites.recipeId, recipe.id)));
  }
  return listFavorites(deps, member);
}
