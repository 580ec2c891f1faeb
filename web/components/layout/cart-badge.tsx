import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '@web/app/paths';
import { currentShoppingListKey, useCurrentShoppingList } from '@web/lib/current-shopping-list';
import { useSession } from '@web/lib/session';

export function cartLabel(remaining: number): string {
  return remaining > 0 ? `Liste de courses : ${remaining} article${remaining > 1 ? 's' : ''} à acheter` : 'Liste de courses';
}

/**
 * Header cart badge: unticked items of the current (latest) list, linking to it. Read through the
 * query cache shared with the screens: the list's own screen writes its count there while it is open,
 * and every navigation reads the list again (a screen just left may have made or ordered one).
 */
export function CartBadge({ icon }: { icon: ReactNode }) {
  const { status } = useSession();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  // An error leaves no number: no badge is better than an error in the header.
  const { data: current } = useCurrentShoppingList({ enabled: status === 'ready' });

  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (status === 'ready') void queryClient.invalidateQueries({ queryKey: currentShoppingListKey, exact: true });
  }, [pathname, status, queryClient]);

  const remaining = current?.remaining ?? 0;
  const body = (
    <>
      {icon}
      {remaining > 0 && (
        <span
          aria-hidden="true"
          className="absolute -right-1 -top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-xs font-bold text-white"
        >
          {remaining > 99 ? '99+' : remaining}
        </span>
      )}
    </>
  );
  const className = 'relative inline-flex items-center rounded-full p-1.5 text-stone-700';
  if (!current) {
    return (
      <span role="img" aria-label={cartLabel(0)} className={className}>
        {body}
      </span>
    );
  }
  return (
    <Link
      to={paths.shoppingList(current.id)}
      aria-label={cartLabel(remaining)}
      className={`${className} hover:bg-stone-100 hover:text-brand-800`}
    >
      {body}
    </Link>
  );
}
