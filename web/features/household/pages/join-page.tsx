import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Users } from 'lucide-react';
import { invitationCodeSchema } from '@shared/schemas/households';
import { paths } from '@web/app/paths';
import { cardClass } from '@web/components/ui/form-styles';
import { PageTitle } from '@web/components/ui/page-title';
import { Spinner } from '@web/components/ui/spinner';
import { ErrorAlert } from '@web/components/ui/status-message';
import { errorMessage } from '@web/lib/api';
import { useSession } from '@web/lib/session';
import { joinHousehold, useResetAfterMove } from '../api/household-api';
import { HOUSEHOLD_TEXTS as T } from '../texts';
import { Button, ButtonLink } from '@web/components/ui/button';

/** What « Mon foyer » shows once the invitation page has joined (navigation state). */
export type JoinedState = { joinedMessage: string };

/**
 * /rejoindre/{code}, the page an invitation link opens (public: the guest may have no account yet).
 * Signed out, it sends to the login or registration page, which come back here; signed in, one
 * button joins and « Mon foyer » shows the household. The server's French message says why not.
 */
export default function JoinPage() {
  const { code: raw = '' } = useParams();
  const { user, status } = useSession();
  const navigate = useNavigate();
  const reset = useResetAfterMove();
  const [joining, setJoining] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const parsed = invitationCodeSchema.safeParse(raw);
  const code = parsed.success ? parsed.data : raw;
  const here = paths.joinHousehold(raw);

  const join = async () => {
    setJoining(true);
    setError(null);
    try {
      const { household, message } = await joinHousehold(code);
      reset(household);
      const state: JoinedState = { joinedMessage: message ?? T.joined };
      void navigate(paths.household, { replace: true, state });
    } catch (cause) {
      setError(errorMessage(cause, T.joinError));
      setJoining(false);
    }
  };

  return (
    <section className="mx-auto max-w-xl space-y-6">
      <PageTitle title={T.invitedTitle}>{T.invited}</PageTitle>
      <div className={`${cardClass} space-y-4`}>
        <p className="flex items-center gap-2 text-stone-900">
          <Users aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
          <span className="font-mono tracking-widest">{T.invitedCode(code)}</span>
        </p>
        {status === 'loading' ? (
          <Spinner />
        ) : !user ? (
          <>
            <p className="text-stone-800">{T.invitedSignedOut}</p>
            <div className="flex flex-col gap-2 sm:flex-row">
              <ButtonLink to={paths.login} state={{ from: here }} variant="primary" size="lg">
                {T.signIn}
              </ButtonLink>
              <ButtonLink to={paths.register} state={{ from: here }} variant="secondary" size="lg">
                {T.register}
              </ButtonLink>
            </div>
          </>
        ) : !parsed.success ? (
          <ErrorAlert>{parsed.error.issues[0]?.message}</ErrorAlert>
        ) : (
          <>
            <p className="text-stone-800">{T.invitedSignedIn}</p>
            <Button
              type="button"
              variant="primary"
              size="lg"
              className="w-full sm:w-auto"
              onClick={() => void join()}
              disabled={joining}
              aria-busy={joining || undefined}
            >
              {joining ? T.joining : T.joinThis}
            </Button>
            <ErrorAlert>{error}</ErrorAlert>
            {error && (
              <Link to={paths.household} className="block font-semibold text-brand-800 underline hover:text-brand-700">
                {T.goToHousehold}
              </Link>
            )}
          </>
        )}
      </div>
    </section>
  );
}
