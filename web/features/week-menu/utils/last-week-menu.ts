import type { WeekMenuPreferences, WeekNutrition, WeekPlan } from '@shared/schemas/week-menu';

/**
 * The last generated week menu, kept in sessionStorage so step 4 survives a trip to another screen
 * (a recipe, or the inspiration page choosing a replacement, which comes back to
 * /menu-semaine?weekPlanId=..). Per tab, gone when the tab closes.
 */
export const LAST_WEEK_MENU_KEY = 'popote.lastWeekMenu';

export type LastWeekMenu = {
  weekPlan: WeekPlan;
  preferences: WeekMenuPreferences;
  generatedAt: string;
  limitedToFree?: boolean;
  message?: string;
  /** Per person: each day against the targets, and the missed days. */
  nutrition?: WeekNutrition;
  /** Set once saved, so the result screen keeps its link to the meal plan. */
  mealPlanId?: string;
};

export function readLastWeekMenu(): LastWeekMenu | null {
  try {
    const raw = sessionStorage.getItem(LAST_WEEK_MENU_KEY);
    const value = raw ? (JSON.parse(raw) as LastWeekMenu) : null;
    return value && typeof value.weekPlan?.id === 'string' && value.preferences ? value : null;
  } catch {
    return null;
  }
}

export function writeLastWeekMenu(value: LastWeekMenu): void {
  try {
    sessionStorage.setItem(LAST_WEEK_MENU_KEY, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the result is still on screen, only the restore is lost.
  }
}
