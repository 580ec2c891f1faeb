import { ShoppingBasket } from 'lucide-react';
import { paths } from '@web/app/paths';
import { Spinner } from '@web/components/ui/spinner';
import { useCurrentShoppingList } from '@web/lib/current-shopping-list';
import { DASHBOARD_TEXTS as T } from '../texts';
import { DashboardCard } from './dashboard-card';
import { ButtonLink } from '@web/components/ui/button';

/** The current shopping list with 'Commander au drive' (the drive block is on the list's screen). */
export function ShoppingCard() {
  const list = useCurrentShoppingList();
  return (
    <DashboardCard title={T.shoppingTitle} icon={<ShoppingBasket aria-hidden="true" className="h-5 w-5 text-brand-700" />}>
      {list.isPending ? (
        <Spinner label={T.loadingList} />
      ) : list.data ? (
        <>
          <p className="text-stone-800">{T.shoppingCount(list.data.remaining, list.data.total)}</p>
          <div className="mt-auto flex flex-wrap gap-2">
            <ButtonLink to={paths.shoppingList(list.data.id)} variant="secondary">
              {T.openList}
            </ButtonLink>
            <ButtonLink to={paths.shoppingList(list.data.id)} variant="primary">
              {T.orderDrive}
            </ButtonLink>
          </div>
        </>
      ) : (
        <>
          <p className="text-stone-700">{T.shoppingEmpty}</p>
          <ButtonLink to={paths.weekMenu} variant="secondary" className="mt-auto self-start">
            {T.createMenu}
          </ButtonLink>
        </>
      )}
    </DashboardCard>
  );
}
