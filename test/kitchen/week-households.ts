// Week households for the planner's tests and benches: whether a week can be planned without a
// repeat (every slot its own recipe), by a maximum bipartite matching slots → recipes.

import { prepareWeek, type PlanRequest, type PlannerCandidate } from '../../worker/kitchen/index';

/**
 * Whether each slot of the week can get its own recipe among the candidates that `keep` accepts:
 * augmenting paths from every slot (Kuhn's algorithm) over the slot's fitting candidates.
 */
export function withoutRepeat(req: PlanRequest, keep: (c: PlannerCandidate) => boolean = () => true): boolean {
  const { candidates, slots, fits } = prepareWeek(req);
  const options = slots.map((s) => candidates.flatMap((c, i) => (keep(c) && fits(c, s) ? [i] : [])));
  const owner = new Map<number, number>();
  const augment = (slot: number, seen: Set<number>): boolean => {
    for (const c of options[slot]!) {
      if (seen.has(c)) continue;
      seen.add(c);
      const other = owner.get(c);
      if (other === undefined || augment(other, seen)) {
        owner.set(c, slot);
        return true;
      }
    }
    return false;
  };
  return slots.every((_, i) => augment(i, new Set()));
}
