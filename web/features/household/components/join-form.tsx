import { useId, useState, type FormEvent } from 'react';
import { INVITATION_CODE_LENGTH, invitationCodeSchema } from '@shared/schemas/households';
import { inputClass, labelClass } from '@web/components/ui/form-styles';
import { ErrorAlert, SuccessStatus } from '@web/components/ui/status-message';
import { errorMessage } from '@web/lib/api';
import { joinHousehold, useResetAfterMove } from '../api/household-api';
import { HOUSEHOLD_TEXTS as T } from '../texts';
import { Section } from '@web/components/ui/section';
import { Button } from '@web/components/ui/button';

/** Joins another household with a code typed or pasted (dashes and spaces ignored, any case). */
export function JoinForm() {
  const id = useId();
  const [code, setCode] = useState('');
  const [joining, setJoining] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const reset = useResetAfterMove();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const parsed = invitationCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? T.joinError);
      return;
    }
    setError(null);
    setJoining(true);
    try {
      const { household, message } = await joinHousehold(parsed.data);
      setCode('');
      setDone(message ?? T.joined);
      reset(household);
    } catch (cause) {
      setError(errorMessage(cause, T.joinError));
    } finally {
      setJoining(false);
    }
  };

  return (
    <Section title={T.joinTitle} description={T.joinIntro}>
      <form method="post" onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-3">
        <div className="space-y-1">
          <label htmlFor={`${id}-code`} className={labelClass}>
            {T.joinCodeLabel}
          </label>
          <p id={`${id}-hint`} className="text-sm text-stone-700">
            {T.joinCodeHint}
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id={`${id}-code`}
              type="text"
              value={code}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={INVITATION_CODE_LENGTH + 8}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
              onChange={(event) => setCode(event.target.value)}
              className={`${inputClass} font-mono uppercase tracking-widest`}
            />
            <Button type="submit" variant="secondary" size="lg" disabled={joining} aria-busy={joining || undefined}>
              {joining ? T.joining : T.join}
            </Button>
          </div>
        </div>
        <ErrorAlert id={`${id}-error`}>{error}</ErrorAlert>
        <SuccessStatus>{done}</SuccessStatus>
      </form>
    </Section>
  );
}
