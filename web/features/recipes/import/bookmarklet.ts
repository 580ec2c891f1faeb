import { z } from '@shared/validation';
import { paths } from '@web/app/paths';
import { httpUrl, SHARE_PARAMS } from './share-target';

/**
 * « Envoyer à Popote »: a bookmark whose address is a script. Run on a recipe's page, it opens Popote's
 * receiving window (paths.importFromPage) and, once that window says it is ready, posts it the page's
 * address and HTML. A bookmark cannot call Popote's API itself: the page's origin is not Popote's, and the
 * session lives in Popote's storage. How the two windows trust each other: docs/screens.md « Importing a recipe ».
 */

/** What the receiving window sends its opener once it listens (it carries nothing else). */
export const READY_MESSAGE = { type: 'popote-ready' } as const;

/** The only message the receiving window accepts, and nothing more in it. */
export const bookmarkletMessageSchema = z
  .object({
    type: z.literal('popote-import'),
    url: z.string().min(1).max(2048),
    html: z.string().min(1),
  })
  .strict();

export type ReceivedPage = { url: string; html: string };

/**
 * The page a message brings, or null when it is to be ignored: it must come from the window that opened
 * this one, have exactly the bookmarklet's shape, and name an http(s) page of the very origin that sent it
 * (a page can only speak for itself).
 */
export function readBookmarkletMessage(event: { origin: string; source: unknown; data: unknown }, opener: unknown): ReceivedPage | null {
  if (!opener || event.source !== opener) return null;
  const parsed = bookmarkletMessageSchema.safeParse(event.data);
  if (!parsed.success) return null;
  const url = httpUrl(parsed.data.url);
  if (!url || new URL(url).origin !== event.origin) return null;
  return { url, html: parsed.data.html };
}

/**
 * The bookmarklet for a Popote served at `popoteOrigin`. It opens the receiving window with the page's
 * address in the query (enough to import by link should the HTML never arrive), answers only a ready
 * message from that window and origin, and addresses its reply to Popote's origin alone.
 */
export function bookmarkletHref(popoteOrigin: string): string {
  const origin = JSON.stringify(popoteOrigin);
  const receiver = JSON.stringify(`${popoteOrigin}${paths.importFromPage}?${SHARE_PARAMS.url}=`);
  const code = [
    '(function(){',
    `var o=${origin},w=window.open(${receiver}+encodeURIComponent(location.href),"popote-import");`,
    'if(!w)return;',
    'function f(e){',
    `if(e.origin!==o||e.source!==w||!e.data||e.data.type!==${JSON.stringify(READY_MESSAGE.type)})return;`,
    'window.removeEventListener("message",f);',
    'w.postMessage({type:"popote-import",url:location.href,html:document.documentElement.outerHTML},o);',
    '}',
    'window.addEventListener("message",f);',
    '})();',
  ].join('');
  return `javascript:${code}`;
}
