import { ComingSoon } from '@web/components/ui/coming-soon';

export default function MyRecipesPage() {
  return <ComingSoon title="Mes Recettes" />;
}
