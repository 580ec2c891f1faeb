import { ComingSoon } from '@web/components/ui/coming-soon';

export default function AntiWastePage() {
  return <ComingSoon title="Cuisiner Sans Gaspiller" />;
}
