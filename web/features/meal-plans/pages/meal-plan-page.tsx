import { ComingSoon } from '@web/components/ui/coming-soon';

export default function MealPlanPage() {
  return <ComingSoon title="Plan de repas" />;
}
