import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { ShoppingList } from '@shared/schemas/shopping';
import { paths } from '@web/app/paths';
import { ApiError } from '@web/lib/api';
import { isPremium, useSession } from '@web/lib/session';
import { PageTitle } from '@web/components/ui/page-title';
import { Spinner } from '@web/components/ui/spinner';
import { ErrorAlert } from '@web/components/ui/status-message';
import { keepNewerList, useShoppingList } from '../api/get-shopping-list';
import { useLiveShoppingList } from '../api/live-shopping-list';
import { ShoppingListView } from '../components/shopping-list-view';
import { SHOPPING_TEXTS as T } from '../texts';

/** /shopping-lists/:id and /liste-courses/:id: the same screen. */
export default function ShoppingListPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const list = useShoppingList(id);
  const onState = useCallback((next: ShoppingList) => keepNewerList(queryClient, next), [queryClient]);
  const live = useLiveShoppingList(id, user?.token, list.isSuccess, onState);

  // A failed refetch (network cut) keeps the list on screen: the offline banner says the rest. A 404
  // does not: the list is no longer this account's (it left or was removed from the household).
  const notFound = list.error instanceof ApiError && list.error.status === 404;
  if (list.data && !notFound) return <ShoppingListView key={list.data.id} list={list.data} live={live} premium={isPremium(user)} />;
  if (list.isPending) return <Spinner label={T.loading} />;
  return (
    <section className="space-y-4">
      <PageTitle>{T.title}</PageTitle>
      {notFound ? (
        // Not found is an answer, not a failure: said plainly, still announced at once.
        <p role="alert" className="text-stone-800">
          {T.notFound}
        </p>
      ) : (
        <ErrorAlert>{T.loadError}</ErrorAlert>
      )}
      <Link to={paths.dashboard} className="inline-block font-semibold text-brand-800 underline">
        {T.backToDashboard}
      </Link>
    </section>
  );
}
