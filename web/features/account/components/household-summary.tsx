import { Link } from 'react-router';
import { Users } from 'lucide-react';
import { paths } from '@web/app/paths';
import { cardClass } from '@web/components/ui/form-styles';
import { useCurrentHousehold } from '@web/lib/household';

const memberCount = (n: number) => `${n} membre${n > 1 ? 's' : ''}`;

/** The profile's household card: its name, how many members, and the way to « Mon foyer ». */
export function HouseholdSummary() {
  const household = useCurrentHousehold();
  return (
    <section aria-labelledby="profile-household" className={`${cardClass} flex flex-wrap items-center gap-3`}>
      <Users aria-hidden="true" className="h-6 w-6 shrink-0 text-brand-700" />
      <div className="min-w-0 flex-1">
        <h2 id="profile-household" className="text-lg font-bold text-stone-900">
          Mon foyer
        </h2>
        {household.isPending ? (
          <p role="status" className="text-stone-700">
            Chargement du foyer...
          </p>
        ) : household.isError ? (
          <p className="text-stone-700">Le foyer n’a pas pu être chargé.</p>
        ) : (
          <p className="text-stone-800">
            <span className="font-semibold">{household.data.name}</span> · {memberCount(household.data.members.length)}
          </p>
        )}
      </div>
      <Link to={paths.household} className="font-semibold text-brand-800 underline hover:text-brand-700">
        Gérer mon foyer
      </Link>
    </section>
  );
}
