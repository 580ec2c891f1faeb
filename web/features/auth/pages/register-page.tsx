import { ComingSoon } from '@web/components/ui/coming-soon';

export default function RegisterPage() {
  return <ComingSoon title="Créer un compte" />;
}
