import { ComingSoon } from '@web/components/ui/coming-soon';

export default function PrivacyPage() {
  return <ComingSoon title="Politique de confidentialité" />;
}
