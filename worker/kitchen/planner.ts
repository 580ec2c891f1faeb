// The week planner's entry point (docs/decisions/013-greedy-planner.md and docs/decisions/033-week-optimiser.md). The optimiser
// (week-optimiser.ts) chooses the recipes and portion factors; both it and the first, greedy planner
// build on week-planning.ts (candidates, slots, hard rules, preferences), re-exported here for the
// planner's users.
import type { PlanRequest } from './week-planning';
import { optimiseWeek, type OptimisedPlan } from './week-optimiser';

export * from './week-planning';

/**
 * The week planner: recipes and portion factors chosen by the optimiser (week-optimiser.ts) for the
 * household's daily nutrition targets, variety and the season.
 */
export function planWeek(req: PlanRequest): OptimisedPlan {
  return optimiseWeek(req);
}
