import { ComingSoon } from '@web/components/ui/coming-soon';

export default function DashboardPage() {
  return <ComingSoon title="Tableau de bord" />;
}
