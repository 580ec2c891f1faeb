// The first, greedy week planner, kept only as the baseline the optimiser is measured against
// (bench/planner.bench.mjs and planning/optimiser.test.ts): not part of the kitchen's face.
import type { WeekMealType } from '@shared/schemas/week-menu';
import { mulberry32 } from '../base/rng';
import type { Family } from '../knowledge/vocabulary';
import {
  isDisliked,
  preferenceScore,
  prepareWeek,
  WEIGHTS,
  type PlannedMealSlot,
  type PlannerCandidate,
  type PlanRequest,
  type PlanResult,
  type PlanSlot,
  type ScoreContext,
} from './week';

/** Share of the day's energy per meal, renormalised over the meals actually planned that day. */
const MEAL_SHARE: Record<WeekMealType, number> = { 'petit-déjeuner': 0.25, déjeuner: 0.4, dîner: 0.35 };

function softScore(c: PlannerCandidate, slot: PlanSlot, share: number, ctx: ScoreContext, opened: ReadonlyMap<string, number>): number {
  let s = preferenceScore(c, slot, ctx);
  if (ctx.caloriesGoal) s -= WEIGHTS.calories * Math.min(1.5, Math.abs(c.kcal - ctx.caloriesGoal * share) / (ctx.caloriesGoal * share));
  if (ctx.proteinGoal) s -= WEIGHTS.protein * Math.min(1.5, Math.abs(c.proteins - ctx.proteinGoal * share) / (ctx.proteinGoal * share));
  let reuse = 0;
  for (const id of c.perishables) {
    const day = opened.get(id);
    if (day !== undefined && slot.dayIndex - day <= 2) reuse += WEIGHTS.reusePerIngredient;
  }
  return s + Math.min(WEIGHTS.reuseMax, reuse);
}

/**
 * The first planner, kept for comparison (bench/planner.bench.mjs): fills the week's slots in eating
 * order, one standard portion per meal. For each slot the eligible candidates (safe, right meal
 * type, within the day's time) are ranked by (times already planned, same main protein as the
 * previous meal, -score): the first two are lexicographic so variety wins whenever the corpus allows.
 */
export function planWeekGreedy(req: PlanRequest): PlanResult {
  const { profile, candidates, slots, ctx, fits } = prepareWeek(req);
  // Share of the day's goals per meal, over the meal types planned that day.
  const dayShares = new Map<number, number>();
  for (const s of slots) dayShares.set(s.dayIndex, (dayShares.get(s.dayIndex) ?? 0) + MEAL_SHARE[s.mealType]);

  const maxMeals = req.maxMeals ?? Infinity;
  const used = new Map<string, number>();
  const opened = new Map<string, number>();
  const meals: PlannedMealSlot[] = [];
  const unfilled: PlanResult['unfilled'] = [];
  let previousProtein: Family | null = null;
  let limited = false;

  slots.forEach((slot, slotIndex) => {
    if (meals.length >= maxMeals) {
      limited = true;
      return;
    }
    const share = MEAL_SHARE[slot.mealType] / (dayShares.get(slot.dayIndex) ?? 1);
    const slotSeed = (Math.imul(req.seed >>> 0, 0x9e3779b1) + Math.imul(slotIndex + 1, 0x85ebca6b)) >>> 0;
    let best: { c: PlannerCandidate; disliked: number; repeats: number; clash: number; score: number } | null = null;
    for (const c of candidates) {
      if (!fits(c, slot)) continue;
      const disliked = isDisliked(c, ctx.tastes) ? 1 : 0;
      const repeats = used.get(c.key) ?? 0;
      const clash = previousProtein !== null && c.protein === previousProtein ? 1 : 0;
      if (
        best &&
        (disliked > best.disliked ||
          (disliked === best.disliked && (repeats > best.repeats || (repeats === best.repeats && clash > best.clash))))
      )
        continue;
      const score = softScore(c, slot, share, ctx, opened) + WEIGHTS.jitter * mulberry32(slotSeed ^ c.keyHash)();
      if (
        !best ||
        disliked < best.disliked ||
        repeats < best.repeats ||
        clash < best.clash ||
        score > best.score ||
        (score === best.score && c.key < best.c.key)
      ) {
        best = { c, disliked, repeats, clash, score };
      }
    }
    if (!best) {
      unfilled.push({ day: slot.day, mealType: slot.mealType });
      return;
    }
    const chosen = best.c;
    used.set(chosen.key, (used.get(chosen.key) ?? 0) + 1);
    for (const id of chosen.perishables)
      if (!opened.has(id) || slot.dayIndex - (opened.get(id) as number) > 2) opened.set(id, slot.dayIndex);
    previousProtein = chosen.protein;
    meals.push({ day: slot.day, dayIndex: slot.dayIndex, mealType: slot.mealType, candidate: chosen, portions: 1 });
  });

  return { meals, unfilled, limited, profile };
}
