import { Link } from 'react-router';
import { Leaf } from 'lucide-react';
import { paths } from '@web/app/paths';
import { buttonStyles } from '@web/components/ui/button-styles';
import { PremiumBadge } from '@web/components/ui/premium-badge';
import { DASHBOARD_TEXTS as T } from '../texts';
import { DashboardCard } from './dashboard-card';

/** The Premium-labelled anti-waste block (docs/decisions.md entry 7). */
export function AntiWasteCard() {
  return (
    <DashboardCard title={T.antiWasteTitle} icon={<Leaf aria-hidden="true" className="h-5 w-5 text-lime-700" />} badge={<PremiumBadge />}>
      <p className="text-stone-700">{T.antiWasteText}</p>
      <Link to={paths.antiWaste} className={`${buttonStyles.secondary} mt-auto self-start`}>
        {T.antiWasteLink}
      </Link>
    </DashboardCard>
  );
}
