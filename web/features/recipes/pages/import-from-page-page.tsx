import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Download } from 'lucide-react';
import { IMPORT_STORE_LIMITS } from '@shared/schemas/recipe-import';
import { errorMessage } from '@web/lib/api';
import { Button } from '@web/components/ui/button';
import { PageTitle } from '@web/components/ui/page-title';
import { InfoStatus } from '@web/components/ui/status-message';
import { ImportForm } from '../components/import-form';
import { useImportAndOpen } from '../components/use-import-and-open';
import { ImportProgress } from '../components/import-progress';
import { READY_MESSAGE, readBookmarkletMessage, type ReceivedPage } from '../import/bookmarklet';
import { readSharedImport } from '../import/share-target';
import { IMPORT_TEXTS as T } from '../texts';

type Stage = { kind: 'waiting' } | { kind: 'received'; page: ReceivedPage } | { kind: 'form'; notReceived: boolean };

/**
 * /mes-recettes/importer/envoi, the window the « Envoyer à Popote » bookmarklet opens. It tells its opener
 * it is ready, then takes the first message that passes readBookmarkletMessage (from the opener, of the
 * bookmarklet's shape, for a page of the sender's own origin) and asks the member to import it. Without an
 * opener (a site that cuts the link, a reload), the page's address from the query fills the link form.
 */
export default function ImportFromPagePage() {
  const [params] = useSearchParams();
  const [fallback] = useState(() => readSharedImport(params));
  const [stage, setStage] = useState<Stage>(() => (window.opener ? { kind: 'waiting' } : { kind: 'form', notReceived: true }));
  const [tooLarge, setTooLarge] = useState(false);
  const importer = useImportAndOpen();
  const waiting = stage.kind === 'waiting';

  useEffect(() => {
    const opener: unknown = window.opener;
    if (!waiting || !opener) return;
    const onMessage = (event: MessageEvent) => {
      const page = readBookmarkletMessage(event, opener);
      if (page) setStage({ kind: 'received', page });
    };
    window.addEventListener('message', onMessage);
    // The ready signal carries nothing; the page itself is only accepted from the opener (checked above).
    (opener as Window).postMessage(READY_MESSAGE, '*');
    return () => window.removeEventListener('message', onMessage);
  }, [waiting]);

  const serverError = tooLarge ? T.pageTooLarge : importer.error ? errorMessage(importer.error, T.failed) : null;

  const sendReceived = (page: ReceivedPage) => {
    if (importer.isPending) return;
    // The server refuses a page over 5 Mo (413); said here without sending it.
    const large = new Blob([page.html]).size > IMPORT_STORE_LIMITS.maxHtmlBytes;
    setTooLarge(large);
    if (!large) importer.start({ url: page.url, html: page.html });
  };

  return (
    <section className="mx-auto max-w-2xl space-y-6">
      <PageTitle>{T.receiverTitle}</PageTitle>
      {stage.kind === 'waiting' && (
        <>
          <p role="status" className="text-stone-700">
            {T.receiverWaiting}
          </p>
          <Button type="button" variant="secondary" onClick={() => setStage({ kind: 'form', notReceived: false })}>
            {T.otherImport}
          </Button>
        </>
      )}
      {stage.kind === 'received' && (
        <div className="space-y-4">
          <InfoStatus>{T.received(new URL(stage.page.url).host)}</InfoStatus>
          <p className="text-stone-700">{T.receivedHint}</p>
          <ImportProgress error={serverError} pending={importer.isPending} />
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button
              type="button"
              variant="primary"
              size="lg"
              disabled={importer.isPending}
              aria-busy={importer.isPending}
              onClick={() => sendReceived(stage.page)}
            >
              <Download aria-hidden="true" className="h-4 w-4" />
              {importer.isPending ? T.busy : T.importReceived}
            </Button>
            <Button type="button" variant="secondary" size="lg" onClick={() => setStage({ kind: 'form', notReceived: false })}>
              {T.otherImport}
            </Button>
          </div>
        </div>
      )}
      {stage.kind === 'form' && (
        <>
          {stage.notReceived && <InfoStatus>{T.notReceived}</InfoStatus>}
          <ImportForm initial={fallback ?? undefined} />
        </>
      )}
    </section>
  );
}
