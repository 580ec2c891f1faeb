import { ComingSoon } from '@web/components/ui/coming-soon';

export default function RatingPage() {
  return <ComingSoon title="Noter les Recettes" />;
}
