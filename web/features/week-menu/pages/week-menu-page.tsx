import { PageTitle } from '@web/components/ui/page-title';
import { WeekMenuWizard } from '../components/week-menu-wizard';
import { WEEK_MENU_TEXTS as T } from '../texts';

export default function WeekMenuPage() {
  return (
    <section className="mx-auto max-w-4xl space-y-6">
      <PageTitle>{T.title}</PageTitle>
      <WeekMenuWizard />
    </section>
  );
}
