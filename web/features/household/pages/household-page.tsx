import { useLocation } from 'react-router';
import { PageTitle } from '@web/components/ui/page-title';
import { Spinner } from '@web/components/ui/spinner';
import { ErrorAlert, SuccessStatus } from '@web/components/ui/status-message';
import { errorMessage } from '@web/lib/api';
import { useCurrentHousehold } from '@web/lib/household';
import { useSession } from '@web/lib/session';
import { HouseholdName } from '../components/household-name';
import { InvitePanel } from '../components/invite-panel';
import { JoinForm } from '../components/join-form';
import { LeaveHousehold } from '../components/leave-household';
import { MembersList } from '../components/members-list';
import { PantrySection } from '../components/pantry-section';
import { HOUSEHOLD_TEXTS as T } from '../texts';
import type { JoinedState } from './join-page';
import { Button } from '@web/components/ui/button';

/** /foyer: the household, its members, invitations (owner), the pantry, joining another one, leaving. */
export default function HouseholdPage() {
  const { user } = useSession();
  const household = useCurrentHousehold();
  const joinedMessage = (useLocation().state as Partial<JoinedState> | null)?.joinedMessage ?? null;
  const meId = user?.id ?? '';
  const isOwner = household.data?.members.some((member) => member.id === meId && member.role === 'owner') ?? false;

  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <PageTitle>{T.title}</PageTitle>
      <SuccessStatus>{joinedMessage}</SuccessStatus>
      {household.isPending ? (
        <Spinner label={T.loading} />
      ) : household.isError ? (
        <div className="space-y-3">
          <ErrorAlert>{errorMessage(household.error, T.loadError)}</ErrorAlert>
          <Button type="button" variant="secondary" size="lg" onClick={() => void household.refetch()}>
            {T.retry}
          </Button>
        </div>
      ) : (
        <>
          {/* Keyed by the household: after joining or leaving, the name field starts from the new one. */}
          <HouseholdName key={household.data.id} household={household.data} canRename={isOwner} />
          <MembersList household={household.data} meId={meId} isOwner={isOwner} />
          {isOwner && <InvitePanel householdName={household.data.name} />}
          <PantrySection />
          <JoinForm />
          <LeaveHousehold />
        </>
      )}
    </section>
  );
}
