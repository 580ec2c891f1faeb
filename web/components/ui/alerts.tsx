import { forwardRef } from 'react';

/** The red error banner (login page, error texts of shared/messages.ts): announced at once by screen readers. */
export const ErrorBanner = forwardRef<HTMLDivElement, { message: string | null; id?: string }>(function ErrorBanner({ message, id }, ref) {
  if (!message) return null;
  return (
    <div ref={ref} id={id} role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {message}
    </div>
  );
});

/** A success note, announced politely. */
export function SuccessBanner({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div role="status" className="rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-sm font-medium text-green-900">
      {message}
    </div>
  );
}

/** A field's own error under it (react-hook-form forms). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}
