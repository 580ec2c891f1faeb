import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shoppingLists } from '../../db/schema';

/**
 * After a membership change: every active shopping list of these households reloads who may use it,
 * and closes the WebSockets `removed` opened on it, so a former member's live list stops at once
 * (its next tick is refused too: the object answers 404 to a non-member).
 */
export async function notifyListsOfHouseholds(
  db: Db,
  lists: Env['SHOPPING_LIST'],
  householdIds: readonly string[],
  removed?: string,
): Promise<void> {
  if (householdIds.length === 0) return;
  const rows = await db
    .select({ id: shoppingLists.id })
    .from(shoppingLists)
    .where(
      householdIds.length === 1 ? eq(shoppingLists.householdId, householdIds[0]!) : inArray(shoppingLists.householdId, [...householdIds]),
    );
  await Promise.all(rows.map((row) => lists.get(lists.idFromName(row.id)).membersChanged(row.id, removed)));
}
