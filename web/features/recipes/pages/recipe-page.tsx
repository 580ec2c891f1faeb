import { ComingSoon } from '@web/components/ui/coming-soon';

export default function RecipePage() {
  return <ComingSoon title="Recette" />;
}
