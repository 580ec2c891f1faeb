import { ComingSoon } from '@web/components/ui/coming-soon';

export default function CgvPage() {
  return <ComingSoon title="Conditions générales de vente" />;
}
