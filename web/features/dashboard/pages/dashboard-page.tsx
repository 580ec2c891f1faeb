import { useSession } from '@web/lib/session';
import { PageTitle } from '@web/components/ui/page-title';
import { AntiWasteCard } from '../components/anti-waste-card';
import { ShoppingCard } from '../components/shopping-card';
import { SuggestionsCard } from '../components/suggestions-card';
import { WeekPlanCard } from '../components/week-plan-card';
import { DASHBOARD_TEXTS as T } from '../texts';

export default function DashboardPage() {
  const { user } = useSession();
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <PageTitle title={T.fallbackTitle}>{user?.name ? T.greeting(user.name) : T.fallbackTitle}</PageTitle>
        <p className="text-stone-700">{T.intro}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <WeekPlanCard />
        <ShoppingCard />
        <SuggestionsCard />
        <AntiWasteCard />
      </div>
    </div>
  );
}
