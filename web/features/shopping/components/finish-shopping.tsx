import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { ErrorAlert, SuccessStatus } from '@web/components/ui/status-message';
import { errorMessage } from '@web/lib/api';
import { pantryKey } from '@web/lib/household';
import { finishShopping } from '../api/finish-shopping';
import { SHOPPING_TEXTS as T } from '../texts';

/** « Courses terminées »: the ticked items go in the household's pantry; the server's French message says so. */
export function FinishShopping({ listId, disabled }: { listId: string; disabled: boolean }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const finish = async () => {
    setBusy(true);
    setNotice(null);
    setError(null);
    try {
      const { pantry, message } = await finishShopping(listId);
      queryClient.setQueryData(pantryKey, pantry);
      setNotice(message);
    } catch (cause) {
      setError(errorMessage(cause, T.finishError));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-2">
      <Button
        type="button"
        variant="primary"
        size="lg"
        disabled={disabled || busy}
        aria-busy={busy || undefined}
        onClick={() => void finish()}
      >
        {busy ? T.finishing : T.finish}
      </Button>
      <ErrorAlert>{error}</ErrorAlert>
      <SuccessStatus>{notice}</SuccessStatus>
    </div>
  );
}
