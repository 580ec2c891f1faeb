import { useState } from 'react';
import { Crown, UserRound } from 'lucide-react';
import type { CurrentHousehold, HouseholdMember } from '@shared/schemas/households';
import { ErrorAlert, SuccessStatus } from '@web/components/ui/status-message';
import { errorMessage } from '@web/lib/api';
import { handOverOwnership, removeMember, useHouseholdChange } from '../api/household-api';
import { HOUSEHOLD_TEXTS as T } from '../texts';
import { ConfirmBox } from './confirm-box';
import { Section } from '@web/components/ui/section';
import { Button } from '@web/components/ui/button';

type Pending = { kind: 'remove' | 'handOver'; member: HouseholdMember } | null;

/** The members and their role; the owner removes a member or hands the household over, after confirming. */
export function MembersList({ household, meId, isOwner }: { household: CurrentHousehold; meId: string; isOwner: boolean }) {
  const [pending, setPending] = useState<Pending>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const remove = useHouseholdChange(removeMember);
  const handOver = useHouseholdChange(handOverOwnership);
  const busy = remove.isPending || handOver.isPending;

  const confirm = () => {
    if (!pending) return;
    setError(null);
    setDone(null);
    const mutation = pending.kind === 'remove' ? remove : handOver;
    mutation.mutate(pending.member.id, {
      onSuccess: ({ message }) => {
        setPending(null);
        setDone(message);
      },
      onError: (cause) => setError(errorMessage(cause, T.actionError)),
    });
  };

  return (
    <Section title={T.membersTitle} description={T.memberCount(household.members.length)}>
      <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200">
        {household.members.map((member) => {
          const me = member.id === meId;
          const RoleIcon = member.role === 'owner' ? Crown : UserRound;
          return (
            <li key={member.id} className="space-y-3 px-4 py-3">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <RoleIcon aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
                <span className="min-w-0 flex-1">
                  <span className="font-semibold text-stone-900">{member.name}</span>
                  {me && <span className="text-stone-700"> {T.you}</span>}
                  <span className="block text-sm text-stone-700">{T.roles[member.role]}</span>
                </span>
                {isOwner && !me && (
                  <span className="flex flex-wrap gap-2">
                    <Button
                      type="button"
                      variant="secondary"
                      size="sm"
                      aria-label={T.handOverLabel(member.name)}
                      onClick={() => setPending({ kind: 'handOver', member })}
                      disabled={busy}
                    >
                      {T.handOver}
                    </Button>
                    <Button
                      type="button"
                      variant="secondary"
                      size="sm"
                      aria-label={T.removeLabel(member.name)}
                      onClick={() => setPending({ kind: 'remove', member })}
                      disabled={busy}
                    >
                      {T.remove}
                    </Button>
                  </span>
                )}
              </div>
              {pending?.member.id === member.id && (
                <ConfirmBox
                  question={pending.kind === 'remove' ? T.removeConfirm(member.name) : T.handOverConfirm(member.name)}
                  confirmLabel={pending.kind === 'remove' ? T.removeYes : T.handOverYes}
                  cancelLabel={T.cancel}
                  busy={busy}
                  onConfirm={confirm}
                  onCancel={() => {
                    setPending(null);
                    setError(null);
                  }}
                />
              )}
            </li>
          );
        })}
      </ul>
      {household.members.length === 1 && <p className="text-stone-700">{T.alone}</p>}
      <ErrorAlert>{error}</ErrorAlert>
      <SuccessStatus>{done}</SuccessStatus>
    </Section>
  );
}
