import { ComingSoon } from '@web/components/ui/coming-soon';

export default function LoginPage() {
  return <ComingSoon title="Connexion" />;
}
