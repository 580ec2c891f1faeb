import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@web/components/ui/page-title';
import { InfoStatus } from '@web/components/ui/status-message';
import { BackButton } from '../components/back-button';
import { BookmarkletLink } from '../components/bookmarklet-link';
import { ImportForm } from '../components/import-form';
import { readSharedImport } from '../import/share-target';
import { IMPORT_TEXTS as T } from '../texts';

/**
 * /mes-recettes/importer: the import form, and the share target's action (?title=..&text=..&url=..). A
 * shared link or text only fills the form: nothing is imported before the member presses the button, as a
 * link to this address can be written by anyone.
 */
export default function ImportRecipePage() {
  const [params] = useSearchParams();
  // Read once: the form owns the values afterwards.
  const [shared] = useState(() => readSharedImport(params));
  return (
    <section className="mx-auto max-w-2xl space-y-6">
      <BackButton />
      <PageTitle>{T.title}</PageTitle>
      <p className="text-stone-700">{T.intro}</p>
      <InfoStatus>{shared ? (shared.kind === 'url' ? T.sharedUrl : T.sharedText) : null}</InfoStatus>
      <ImportForm initial={shared ?? undefined} />
      <BookmarkletLink />
    </section>
  );
}
