import { ComingSoon } from '@web/components/ui/coming-soon';

export default function SubscriptionPage() {
  return <ComingSoon title="Mon abonnement" />;
}
