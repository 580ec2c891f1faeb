import { ComingSoon } from '@web/components/ui/coming-soon';

export default function ShoppingListPage() {
  return <ComingSoon title="Liste de courses" />;
}
