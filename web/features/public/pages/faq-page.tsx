import { ComingSoon } from '@web/components/ui/coming-soon';

export default function FaqPage() {
  return <ComingSoon title="Foire aux questions" />;
}
