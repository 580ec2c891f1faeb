import { ComingSoon } from '@web/components/ui/coming-soon';

export default function HomePage() {
  return <ComingSoon title="Popote" />;
}
