import type { ReactNode } from 'react';
import { AlertCircle, CheckCircle2 } from 'lucide-react';

/** An error the user must hear at once (role=alert). Renders nothing without a message. */
export function ErrorAlert({ children, className = '' }: { children?: ReactNode; className?: string }) {
  if (!children) return null;
  return (
    <p
      role="alert"
      className={`flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 ${className}`}
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

/** A success or progress message announced politely (role=status). Renders nothing without a message. */
export function SuccessStatus({ children, className = '' }: { children?: ReactNode; className?: string }) {
  if (!children) return null;
  return (
    <p
      role="status"
      className={`flex items-start gap-2 rounded-lg border border-green-300 bg-green-50 px-3 py-2 text-sm text-green-800 ${className}`}
    >
      <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
