import { ComingSoon } from '@web/components/ui/coming-soon';

export default function LegalNoticePage() {
  return <ComingSoon title="Mentions légales" />;
}
