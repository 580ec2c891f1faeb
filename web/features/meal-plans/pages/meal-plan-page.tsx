import { useParams } from 'react-router';
import { paths } from '@web/app/paths';
import { ApiError } from '@web/lib/api';
import { PageTitle } from '@web/components/ui/page-title';
import { Spinner } from '@web/components/ui/spinner';
import { useMealPlan } from '../api/get-meal-plan';
import { MealPlanView } from '../components/meal-plan-view';
import { MEAL_PLAN_TEXTS as T } from '../texts';
import { ButtonLink } from '@web/components/ui/button';
import { ErrorAlert } from '@web/components/ui/status-message';

export default function MealPlanPage() {
  const { id = '' } = useParams();
  const plan = useMealPlan(id);
  // Keyed by id: another plan starts again on its own today's tab.
  if (plan.data) return <MealPlanView key={plan.data.id} plan={plan.data} />;
  if (plan.isPending) return <Spinner label={T.loading} />;
  const notFound = plan.error instanceof ApiError && plan.error.status === 404;
  return (
    <section className="space-y-4">
      <PageTitle>{T.pageTitle}</PageTitle>
      {notFound ? (
        // Not found is an answer, not a failure: said plainly, still announced at once.
        <p role="alert" className="text-stone-800">
          {T.notFound}
        </p>
      ) : (
        <ErrorAlert>{T.loadError}</ErrorAlert>
      )}
      <ButtonLink to={paths.dashboard} variant="primary">
        {T.backToDashboard}
      </ButtonLink>
    </section>
  );
}
