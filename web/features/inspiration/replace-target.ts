import { paths } from '@web/app/paths';

/** Replace mode of the inspiration page: /inspiration-repas?replace=true&day=..&mealType=..&weekPlanId=... */
export type ReplaceTarget = { weekPlanId: string; day: string; mealType: string };

export function readReplaceTarget(params: URLSearchParams): ReplaceTarget | null {
  if (params.get('replace') !== 'true') return null;
  const weekPlanId = params.get('weekPlanId');
  const day = params.get('day');
  const mealType = params.get('mealType');
  return weekPlanId && day && mealType ? { weekPlanId, day, mealType } : null;
}

export function weekMenuHref(target: ReplaceTarget): string {
  return `${paths.weekMenu}?weekPlanId=${encodeURIComponent(target.weekPlanId)}`;
}
