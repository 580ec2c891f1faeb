import { useState } from 'react';
import { LogOut } from 'lucide-react';
import { ErrorAlert, SuccessStatus } from '@web/components/ui/status-message';
import { errorMessage } from '@web/lib/api';
import { leaveHousehold, useResetAfterMove } from '../api/household-api';
import { HOUSEHOLD_TEXTS as T } from '../texts';
import { ConfirmBox } from './confirm-box';
import { Section } from '@web/components/ui/section';
import { Button } from '@web/components/ui/button';

/** Anyone may leave, after confirming; the server refuses an owner who has not handed over, in French. */
export function LeaveHousehold() {
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const reset = useResetAfterMove();

  const leave = async () => {
    setLeaving(true);
    setError(null);
    try {
      const { household, message } = await leaveHousehold();
      setConfirming(false);
      setDone(message ?? T.left);
      reset(household);
    } catch (cause) {
      setConfirming(false);
      setError(errorMessage(cause, T.leaveError));
    } finally {
      setLeaving(false);
    }
  };

  return (
    <Section title={T.leaveTitle} description={T.leaveIntro}>
      {confirming ? (
        <ConfirmBox
          question={T.leaveConfirm}
          confirmLabel={T.leaveYes}
          cancelLabel={T.cancel}
          busy={leaving}
          onConfirm={() => void leave()}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <Button
          type="button"
          variant="secondary"
          size="lg"
          onClick={() => {
            setDone(null);
            setError(null);
            setConfirming(true);
          }}
        >
          <LogOut aria-hidden="true" className="h-5 w-5" />
          {T.leave}
        </Button>
      )}
      <ErrorAlert>{error}</ErrorAlert>
      <SuccessStatus>{done}</SuccessStatus>
    </Section>
  );
}
