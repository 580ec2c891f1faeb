import { ComingSoon } from '@web/components/ui/coming-soon';

export default function WeekMenuPage() {
  return <ComingSoon title="Menu de la semaine" />;
}
