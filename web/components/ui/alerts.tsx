import { ErrorAlert, SuccessStatus } from './status-message';

// Former names of the one message family (status-message.tsx), with the same look. Kept only while
// the household screens move to ErrorAlert / SuccessStatus; nothing else imports them.
export { FieldError } from './status-message';

/** @deprecated ErrorAlert from status-message.tsx */
export function ErrorBanner({ message, id }: { message: string | null; id?: string }) {
  return <ErrorAlert id={id}>{message}</ErrorAlert>;
}

/** @deprecated SuccessStatus from status-message.tsx */
export function SuccessBanner({ message }: { message: string | null }) {
  return <SuccessStatus>{message}</SuccessStatus>;
}
