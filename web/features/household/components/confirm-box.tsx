import { useEffect, useId, useRef } from 'react';
import { Button } from '@web/components/ui/button';

/**
 * An inline confirmation (no modal to trap focus on a phone): the question is announced and the
 * focus goes to « Annuler », so a stray Enter does not confirm.
 */
export function ConfirmBox({
  question,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => cancelRef.current?.focus(), []);
  return (
    <div role="group" aria-labelledby={id} className="space-y-3 rounded-xl border border-red-300 bg-red-50 p-4">
      <p id={id} className="font-semibold text-red-900">
        {question}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="danger" size="lg" onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
          {confirmLabel}
        </Button>
        <Button ref={cancelRef} type="button" variant="secondary" size="lg" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
      </div>
    </div>
  );
}
