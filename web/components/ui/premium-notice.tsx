import { Crown } from 'lucide-react';
import { MESSAGES } from '@shared/messages';
import { paths } from '@web/app/paths';
import { ButtonLink } from './button';

/** A Premium-only feature seen by a Free user: the message and a 'Passer Premium' link to /subscription. */
export function PremiumNotice({ message = MESSAGES.premiumOnly }: { message?: string }) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-2">
        <Crown aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" />
        <span>{message}</span>
      </p>
      <ButtonLink to={paths.subscription} variant="primary" className="shrink-0">
        Passer Premium
      </ButtonLink>
    </div>
  );
}
