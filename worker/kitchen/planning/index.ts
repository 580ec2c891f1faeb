// The week planner's entry point (docs/decisions/013-greedy-planner.md and docs/decisions/033-week-optimiser.md): planWeek, the optimiser
// (planning/optimiser/index.ts), which chooses the recipes and portion factors on top of what
// planning/week.ts prepares (candidates, slots, hard rules, preferences).
export {
  ENERGY_TOLERANCE,
  planWeek,
  recipeSeasonMask,
  type OptimisedPlan,
  type OptimiserProbe,
  type OptimiserWeek,
} from './optimiser/index';
export { missSentence } from './misses';
export {
  prepareWeek,
  toCandidate,
  weekProfile,
  type PlannedMealSlot,
  type PlannerCandidate,
  type PlanRequest,
  type PlanResult,
  type PlanSlot,
} from './week';
