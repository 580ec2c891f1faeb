import { Link, useParams } from 'react-router';
import { paths } from '@web/app/paths';
import { ApiError } from '@web/lib/api';
import { PageTitle } from '@web/components/ui/page-title';
import { Spinner } from '@web/components/ui/spinner';
import { buttonStyles } from '@web/components/ui/button-styles';
import { useMealPlan } from '../api/get-meal-plan';
import { MealPlanView } from '../components/meal-plan-view';
import { MEAL_PLAN_TEXTS as T } from '../texts';

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
      <p role="alert" className={notFound ? 'text-stone-800' : 'rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800'}>
        {notFound ? T.notFound : T.loadError}
      </p>
      <Link to={paths.dashboard} className={buttonStyles.primary}>
        {T.backToDashboard}
      </Link>
    </section>
  );
}
