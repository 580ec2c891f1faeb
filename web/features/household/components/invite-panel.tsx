import { useId, useState } from 'react';
import { Copy, Share2, UserPlus } from 'lucide-react';
import type { Invitation } from '@shared/schemas/households';
import { inputClass, labelClass } from '@web/components/ui/form-styles';
import { ErrorAlert } from '@web/components/ui/status-message';
import { errorMessage } from '@web/lib/api';
import { createInvitation } from '../api/household-api';
import { HOUSEHOLD_TEXTS as T } from '../texts';
import { Section } from '@web/components/ui/section';
import { Button } from '@web/components/ui/button';

/** The owner creates an invitation: its link and code, to copy or share, and until when it works. */
export function InvitePanel({ householdName }: { householdName: string }) {
  const id = useId();
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const create = async () => {
    setCreating(true);
    setError(null);
    setCopyState('idle');
    try {
      setInvitation(await createInvitation());
    } catch (cause) {
      setError(errorMessage(cause, T.inviteError));
    } finally {
      setCreating(false);
    }
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  const share = async (url: string) => {
    try {
      await navigator.share({ title: T.shareTitle, text: T.shareText(householdName), url });
    } catch {
      // Closed by the user, or refused by the browser: the link stays on screen to copy.
    }
  };

  return (
    <Section title={T.inviteTitle} description={T.inviteIntro}>
      <Button type="button" variant="primary" size="lg" onClick={() => void create()} disabled={creating} aria-busy={creating || undefined}>
        <UserPlus aria-hidden="true" className="h-5 w-5" />
        {creating ? T.inviting : T.invite}
      </Button>
      <ErrorAlert>{error}</ErrorAlert>
      {invitation && (
        <div className="space-y-3 rounded-xl border border-brand-100 bg-brand-50 p-4">
          <div className="space-y-1">
            <label htmlFor={`${id}-link`} className={labelClass}>
              {T.inviteLink}
            </label>
            <input
              id={`${id}-link`}
              type="text"
              readOnly
              value={invitation.url}
              onFocus={(event) => event.target.select()}
              className={inputClass}
            />
          </div>
          <p className="text-stone-900">
            {T.inviteCode} : <strong className="font-mono text-lg tracking-widest">{invitation.code}</strong>
          </p>
          <p className="text-sm text-stone-700">{T.expires(invitation.expiresAt)}</p>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="secondary" onClick={() => void copy(invitation.url)}>
              <Copy aria-hidden="true" className="h-4 w-4" />
              {T.copy}
            </Button>
            {canShare && (
              <Button type="button" variant="secondary" onClick={() => void share(invitation.url)}>
                <Share2 aria-hidden="true" className="h-4 w-4" />
                {T.share}
              </Button>
            )}
          </div>
          <p role="status" className="min-h-5 text-sm font-medium text-green-800">
            {copyState === 'copied' ? T.copied : ''}
          </p>
          <ErrorAlert>{copyState === 'failed' ? T.copyFailed : null}</ErrorAlert>
        </div>
      )}
    </Section>
  );
}
