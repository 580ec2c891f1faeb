import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@web/app/paths';
import type { z } from '@shared/validation';
import type { currentShoppingListResponseSchema } from '@shared/schemas/shopping';
import { apiFetch } from '@web/lib/api';
import { useSession } from '@web/lib/session';

type CurrentListAnswer = z.infer<typeof currentShoppingListResponseSchema>;
type CurrentList = NonNullable<CurrentListAnswer['data']>;

const CART_CHANGED = 'popote:cart-changed';

/** The shopping screen tells the badge how many items of a list are left (no extra request). */
export function notifyCartChanged(listId: string, remaining: number): void {
  window.dispatchEvent(new CustomEvent<{ id: string; remaining: number }>(CART_CHANGED, { detail: { id: listId, remaining } }));
}

export function cartLabel(remaining: number): string {
  return remaining > 0 ? `Liste de courses : ${remaining} article${remaining > 1 ? 's' : ''} à acheter` : 'Liste de courses';
}

/**
 * Header cart badge: unticked items of the current (latest) list, linking to it. Plain fetch, not
 * TanStack Query: the header sits above the guarded routes and their QueryClientProvider.
 * Refreshed on every navigation; live while the list's own screen is open (notifyCartChanged).
 */
export function CartBadge({ icon }: { icon: ReactNode }) {
  const { status } = useSession();
  const { pathname } = useLocation();
  const [current, setCurrent] = useState<CurrentList | null>(null);

  useEffect(() => {
    if (status !== 'ready') return;
    const controller = new AbortController();
    apiFetch<CurrentListAnswer>('/api/shopping/current', { signal: controller.signal })
      .then(({ data }) => setCurrent(data))
      .catch(() => {
        // No badge number is better than an error in the header.
      });
    return () => controller.abort();
  }, [status, pathname]);

  useEffect(() => {
    const onChange = (event: Event) => {
      const { id, remaining } = (event as CustomEvent<{ id: string; remaining: number }>).detail;
      setCurrent((list) => (list && list.id === id && list.remaining !== remaining ? { ...list, remaining } : list));
    };
    window.addEventListener(CART_CHANGED, onChange);
    return () => window.removeEventListener(CART_CHANGED, onChange);
  }, []);

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
