import { format, isValid, parseISO } from 'date-fns';
import { fr } from 'date-fns/locale';
import { CalendarDays } from 'lucide-react';
import type { MealPlan } from '@shared/schemas/meals';
import { paths } from '@web/app/paths';
import { Spinner } from '@web/components/ui/spinner';
import { useCurrentMealPlan } from '../api/get-current-meal-plan';
import { DASHBOARD_TEXTS as T } from '../texts';
import { DashboardCard } from './dashboard-card';
import { ButtonLink } from '@web/components/ui/button';
import { capitalize } from '@shared/text';

function dayLabel(date: string): string {
  const d = parseISO(date);
  if (!isValid(d)) return date;
  const text = format(d, 'EEEE dd/MM', { locale: fr });
  return capitalize(text);
}

function shortDate(date: string, pattern: string): string {
  const d = parseISO(date);
  return isValid(d) ? format(d, pattern) : date;
}

function PlanSummary({ plan }: { plan: MealPlan }) {
  return (
    <>
      <p className="text-sm text-stone-700">{T.weekRange(shortDate(plan.startDate, 'dd/MM'), shortDate(plan.endDate, 'dd/MM/yyyy'))}</p>
      <ul className="divide-y divide-stone-100 text-sm">
        {plan.days.map((day) => (
          <li key={day.date} className="grid grid-cols-[7.5rem_1fr] gap-2 py-1.5">
            <span className="font-medium text-stone-900">{dayLabel(day.date)}</span>
            <span className="text-stone-700">{day.meals.length ? day.meals.map((m) => m.recipe.title).join(' · ') : T.noMealThatDay}</span>
          </li>
        ))}
      </ul>
      <ButtonLink to={paths.mealPlan(plan.id)} variant="primary" className="mt-auto self-start">
        {T.openPlan}
      </ButtonLink>
    </>
  );
}

/** This week's plan (the latest meal plan), or an invitation to create one. */
export function WeekPlanCard() {
  const plan = useCurrentMealPlan();
  return (
    <DashboardCard
      title={T.weekTitle}
      icon={<CalendarDays aria-hidden="true" className="h-5 w-5 text-brand-700" />}
      className="lg:col-span-2"
    >
      {plan.isPending ? (
        <Spinner label={T.loadingPlan} />
      ) : plan.data ? (
        <PlanSummary plan={plan.data} />
      ) : (
        <>
          <p className="text-stone-700">{T.weekEmpty}</p>
          <ButtonLink to={paths.weekMenu} variant="primary" className="self-start">
            {T.createMenu}
          </ButtonLink>
        </>
      )}
    </DashboardCard>
  );
}
