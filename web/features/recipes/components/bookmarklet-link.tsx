import { useEffect, useRef, useState } from 'react';
import { BookmarkPlus } from 'lucide-react';
import { buttonClass } from '@web/components/ui/button';
import { InfoStatus } from '@web/components/ui/status-message';
import { bookmarkletHref } from '../import/bookmarklet';
import { IMPORT_TEXTS as T } from '../texts';

/**
 * The « Envoyer à Popote » link, to drag to the bookmarks bar. React refuses a `javascript:` href, so the
 * address is set on the element itself once mounted. Clicked here, it would only run on Popote's own
 * page (where the CSP forbids it anyway): the click just explains where it is used.
 */
export function BookmarkletLink() {
  const ref = useRef<HTMLAnchorElement>(null);
  const [explained, setExplained] = useState(false);
  useEffect(() => {
    ref.current?.setAttribute('href', bookmarkletHref(window.location.origin));
  }, []);
  return (
    <section aria-labelledby="bookmarklet-title" className="space-y-3 rounded-2xl border border-stone-200 bg-stone-50 p-4">
      <h2 id="bookmarklet-title" className="text-lg font-bold text-stone-900">
        {T.bookmarkletTitle}
      </h2>
      <p id="bookmarklet-help" className="text-sm text-stone-700">
        {T.bookmarkletHelp}
      </p>
      <a
        ref={ref}
        aria-describedby="bookmarklet-help"
        onClick={(event) => {
          event.preventDefault();
          setExplained(true);
        }}
        className={buttonClass({ variant: 'secondary' })}
      >
        <BookmarkPlus aria-hidden="true" className="h-4 w-4" />
        {T.bookmarkletLink}
      </a>
      <InfoStatus>{explained ? T.bookmarkletFromHere : null}</InfoStatus>
    </section>
  );
}
