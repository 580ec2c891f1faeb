// « Courses terminées »: what was ticked on the list goes in « Mes placards » with the quantities
// bought, once per item (keys 'finish:<listId>:<itemId>' in pantry_applied, written in the same
// batch as the pantry): finishing twice, or a replayed request, changes nothing the second time.
import { MESSAGES } from '@shared/messages';
import type { Pantry } from '@shared/schemas/households';
import { PANTRY_CATEGORY } from '@shared/schemas/shopping';
import { runBatch } from '../../db/batch';
import type { ServiceDeps } from '../../lib/deps';
import { notFound } from '../../lib/errors';
import type { Member } from '../households/membership';
import {
  appliedKeys,
  boughtItem,
  finishKey,
  getPantry,
  isDuplicateKey,
  pantryWrites,
  recordKeys,
  withBought,
} from '../households/pantry-moves';
import { getOwnedList } from './shopping.service';

/** POST /api/shopping/:id/finish: the pantry after the ticked items were put in; 404 for another household's list. */
export async function finishShopping(deps: Pick<ServiceDeps, 'db' | 'now'>, member: Member, listId: string): Promise<Pantry> {
  const { db } = deps;
  const list = await getOwnedList(db, member, listId);
  if (!list) throw notFound(MESSAGES.shoppingListNotFound);
  const [pantry, applied] = await Promise.all([getPantry(deps, member), appliedKeys(db, member.householdId, finishKey(listId, ''))]);
  // The pantry section was not bought: it lists what the household said it has.
  const bought = list.items.filter((i) => i.purchased && i.category !== PANTRY_CATEGORY && !applied.has(finishKey(listId, i._id)));
  if (bought.length === 0) return pantry;
  const nowIso = deps.now().toISOString();
  try {
    await runBatch(db, [
      ...pantryWrites(db, member.householdId, withBought(pantry, bought.map(boughtItem)), nowIso),
      ...recordKeys(
        db,
        member.householdId,
        bought.map((i) => ({ key: finishKey(listId, i._id), deltas: [] })),
        nowIso,
      ),
    ]);
  } catch (error) {
    // Sent twice at once: the other request put them in; this batch was refused whole.
    if (!isDuplicateKey(error)) throw error;
  }
  return getPantry(deps, member);
}
