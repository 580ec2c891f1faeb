import { Crown } from 'lucide-react';

/** The 'Premium' label of Premium features (dashboard anti-waste block, anti-waste page). */
export function PremiumBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-amber-900">
      <Crown aria-hidden="true" className="h-3.5 w-3.5" />
      Premium
    </span>
  );
}
