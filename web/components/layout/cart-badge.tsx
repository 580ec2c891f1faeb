import type { ReactNode } from 'react';

/** Shopping-cart badge: the count of unticked items of the current list is wired by the core loop (issue #5). */
export function CartBadge({ icon }: { icon: ReactNode }) {
  return (
    <span className="relative inline-flex items-center p-1 text-stone-700" aria-label="Liste de courses">
      {icon}
    </span>
  );
}
