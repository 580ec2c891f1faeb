import { ComingSoon } from '@web/components/ui/coming-soon';

export default function CguPage() {
  return <ComingSoon title="Conditions générales d'utilisation" />;
}
