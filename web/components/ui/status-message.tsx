import { forwardRef, type ReactNode } from 'react';
import { AlertCircle, CheckCircle2, Info } from 'lucide-react';

// The app's one family of messages: an error is announced at once (role=alert), a success or a
// piece of information politely (role=status); all share one look, only the colour and icon change.
export type StatusTone = 'error' | 'success' | 'info';

const tones: Record<StatusTone, { role: 'alert' | 'status'; className: string; Icon: typeof AlertCircle }> = {
  error: { role: 'alert', className: 'border-red-300 bg-red-50 text-red-800', Icon: AlertCircle },
  success: { role: 'status', className: 'border-green-300 bg-green-50 text-green-900', Icon: CheckCircle2 },
  info: { role: 'status', className: 'border-amber-300 bg-amber-50 text-amber-900', Icon: Info },
};

type MessageProps = { children?: ReactNode; id?: string; className?: string };

/** A message of the given tone. Renders nothing without content, so a screen can always place it. */
export const StatusMessage = forwardRef<HTMLDivElement, MessageProps & { tone: StatusTone }>(function StatusMessage(
  { tone, children, id, className },
  ref,
) {
  if (children === null || children === undefined || children === false || children === '') return null;
  const { role, className: colours, Icon } = tones[tone];
  return (
    <div
      ref={ref}
      id={id}
      role={role}
      className={`flex items-start gap-2 rounded-lg border px-4 py-3 text-sm font-medium ${colours} ${className ?? ''}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>{children}</span>
    </div>
  );
});

/** An error the user must hear at once (role=alert). */
export const ErrorAlert = forwardRef<HTMLDivElement, MessageProps>(function ErrorAlert(props, ref) {
  return <StatusMessage ref={ref} tone="error" {...props} />;
});

/** A success or progress message, announced politely (role=status). */
export function SuccessStatus(props: MessageProps) {
  return <StatusMessage tone="success" {...props} />;
}

/** A piece of information (a limit, a notice), announced politely (role=status). */
export function InfoStatus(props: MessageProps) {
  return <StatusMessage tone="info" {...props} />;
}

/** A form field's own error, right under it (role=alert; the field points to it with aria-describedby). */
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}
