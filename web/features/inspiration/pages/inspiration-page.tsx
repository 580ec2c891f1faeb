import { ComingSoon } from '@web/components/ui/coming-soon';

export default function InspirationPage() {
  return <ComingSoon title="Inspiration repas" />;
}
