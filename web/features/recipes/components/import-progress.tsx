import { useEffect, useRef } from 'react';
import { ErrorAlert } from '@web/components/ui/status-message';
import { IMPORT_TEXTS as T } from '../texts';

/**
 * Where an import says how it went: the error banner, focused when an error appears so that a screen
 * reader reads it at once, and a spoken « busy » status while the server reads the recipe.
 */
export function ImportProgress({ error, pending }: { error: string | null; pending: boolean }) {
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);
  return (
    <>
      <div ref={errorRef} tabIndex={-1} className="focus:outline-none">
        <ErrorAlert>{error}</ErrorAlert>
      </div>
      <p role="status" className="sr-only">
        {pending ? T.busyStatus : ''}
      </p>
    </>
  );
}
