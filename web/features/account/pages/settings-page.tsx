import { ComingSoon } from '@web/components/ui/coming-soon';

export default function SettingsPage() {
  return <ComingSoon title="Paramètres" />;
}
