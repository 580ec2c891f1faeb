import { ExternalLink } from 'lucide-react';
import type { RecipeSource as Source } from '@shared/schemas/recipes';
import { httpUrl } from '../import/share-target';
import { IMPORT_TEXTS as T } from '../texts';

/** « Source : host » (a link opened in a new tab that learns nothing of Popote) and the author the page named. */
export function RecipeSource({ source }: { source: Source }) {
  const href = httpUrl(source.url);
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-700">
      <span>
        {T.source}{' '}
        {href ? (
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-semibold text-brand-800 underline"
          >
            {source.host}
            <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
          </a>
        ) : (
          <span className="font-semibold">{source.host}</span>
        )}
      </span>
      {source.author && <span>{T.author(source.author)}</span>}
    </p>
  );
}
