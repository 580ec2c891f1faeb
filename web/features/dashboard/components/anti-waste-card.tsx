import { Leaf } from 'lucide-react';
import { paths } from '@web/app/paths';
import { PremiumBadge } from '@web/components/ui/premium-badge';
import { DASHBOARD_TEXTS as T } from '../texts';
import { DashboardCard } from './dashboard-card';
import { ButtonLink } from '@web/components/ui/button';

/** The Premium-labelled anti-waste block (docs/decisions/007-anti-waste-free-limit.md). */
export function AntiWasteCard() {
  return (
    <DashboardCard title={T.antiWasteTitle} icon={<Leaf aria-hidden="true" className="h-5 w-5 text-lime-700" />} badge={<PremiumBadge />}>
      <p className="text-stone-700">{T.antiWasteText}</p>
      <ButtonLink to={paths.antiWaste} variant="secondary" className="mt-auto self-start">
        {T.antiWasteLink}
      </ButtonLink>
    </DashboardCard>
  );
}
