// « Marquer comme cuisiné » takes the meal's recipe out of « Mes placards », at the portions the
// list plans for it (the household's servings × the meal's portion factor); undoing the mark puts
// back exactly what was taken (recorded under 'cooked:<mealId>' in pantry_applied). Only counted
// items change: a staple (« assez ») stays. The writes join the meal's own batch.
import { eq } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type { SessionUser } from '@shared/schemas/users';
import type { WeekMenuPreferences } from '@shared/schemas/week-menu';
import type { Db } from '../../db/client';
import { mealPlans, recipes, weekPlans } from '../../db/schema';
import { ingredientById, householdServings } from '../../kitchen/index';
import { familyOf, inShopUnit } from '../shopping/pantry-subtract';
import { mealPlanPortions, portionKey } from '../week-menu/portions';
import { withHouseholdPreferences, type Member } from './membership';
import { appliedKeys, cookedKey, forgetKeys, getPantry, pantryWrites, recordKeys, withBought, withUsed } from './pantry-moves';
import { ingredientIdFor } from './pantry-stock';

const BASE_UNIT = { g: 'g', ml: 'ml', piece: 'pièce' } as const;

/** Portions the list plans per meal: the week's family size when its form gave one, else the household's. */
async function servingsOf(db: Db, user: Pick<SessionUser, 'id' | 'householdId' | 'preferences'>, mealPlanId: string): Promise<number> {
  const [row] = await db
    .select({ preferences: weekPlans.preferences })
    .from(mealPlans)
    .innerJoin(weekPlans, eq(weekPlans.id, mealPlans.weekPlanId))
    .where(eq(mealPlans.id, mealPlanId))
    .limit(1);
  const familySize = (row?.preferences as Partial<WeekMenuPreferences> | undefined)?.familySize;
  if (familySize) return familySize;
  const { preferences } = await withHouseholdPreferences(db, user);
  return householdServings(preferences.adultCount, preferences.childrenCount);
}

/** The writes that take the meal's recipe out of the pantry (`cooked`) or put it back; none when already done. */
export async function cookedPantryWrites(
  db: Db,
  user: Pick<SessionUser, 'id' | 'householdId' | 'preferences'>,
  member: Member,
  meal: { id: string; mealPlanId: string; dayIndex: number; type: string; recipeId: string },
  cooked: boolean,
  nowIso: string,
): Promise<BatchItem<'sqlite'>[]> {
  const key = cookedKey(meal.id);
  const [pantry, applied] = await Promise.all([getPantry({ db }, member), appliedKeys(db, member.householdId, key)]);
  const done = applied.get(key);
  if (!cooked) {
    if (!done) return [];
    const back = done.map((d) => ({ name: d.name, quantity: d.quantity, unit: d.unit as 'g' | 'ml' | 'pièce' }));
    return [...pantryWrites(db, member.householdId, withBought(pantry, back), nowIso), ...forgetKeys(db, member.householdId, [key])];
  }
  if (done) return [];
  const [recipe] = await db
    .select({ servings: recipes.servings, body: recipes.body })
    .from(recipes)
    .where(eq(recipes.id, meal.recipeId))
    .limit(1);
  if (!recipe) return [];
  const [servings, portions] = await Promise.all([servingsOf(db, user, meal.mealPlanId), mealPlanPortions(db, member, meal.mealPlanId)]);
  const factor = (servings / Math.max(1, recipe.servings || 1)) * (portions.get(portionKey(meal.dayIndex, meal.type, meal.recipeId)) ?? 1);
  const uses = (recipe.body.ingredients ?? []).flatMap((line) => {
    const ing = ingredientById(line.ingredientId ?? undefined);
    if (!ing || !Number.isFinite(line.quantity) || line.quantity <= 0) return [];
    return [{ ingredientId: ing.id, quantity: inShopUnit(line, ing) * factor, unit: BASE_UNIT[familyOf(ing)] }];
  });
  const { items, taken } = withUsed(pantry, uses, ingredientIdFor);
  // Recorded even when nothing was taken, so undoing the mark puts back nothing.
  return [
    ...(taken.length ? pantryWrites(db, member.householdId, items, nowIso) : []),
    ...recordKeys(db, member.householdId, [{ key, deltas: taken }], nowIso),
  ];
}
