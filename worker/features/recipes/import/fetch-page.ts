// Fetching the page a member gave the link of, without letting that link reach anything but a public
// web server: only http(s) on the default port, no credentials, no literal private or loopback
// address, no local name, each redirect checked the same way, a deadline and a size cap.
//
// Names are not resolved here: a Worker cannot query DNS itself, and its subrequests leave from
// Cloudflare's network, which has no route into the private networks of the machine running the
// Worker's owner. What the guard adds is refusing the literal forms (addresses, localhost, *.internal)
// that `wrangler dev` or a self-hosted workerd would otherwise fetch on the local machine. A host that
// can resolve names passes `resolve`, and every address of the answer is then checked too.
// README.md of this folder: the error kinds and their HTTP statuses.
import { IMPORT_LIMITS } from '@shared/schemas/recipe-import';
import { checkHost, isBlockedAddress } from './address';
import { ImportError } from './import-error';

export interface FetchPageOptions {
  /** The fetch used, the runtime's by default. */
  fetch?: typeof fetch;
  /** The addresses of a host name, when the host can resolve names; each one is checked. */
  resolve?: (host: string) => Promise<string[]>;
  /** Time allowed for the whole fetch: every redirect, and the body. */
  timeoutMs?: number;
  /** Largest body read, in bytes. */
  maxBytes?: number;
}

export interface FetchedPage {
  /** The address the page was read at, after redirects. */
  url: string;
  html: string;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Bodies read as a page; a photo or a PDF has no recipe data to read. */
const HTML_TYPES = /^(?:text\/html|application\/xhtml\+xml|text\/plain|application\/xml|text\/xml)$/;

const HEADERS = {
  accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
  'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5',
  'user-agent': 'Mozilla/5.0 (compatible; PopoteRecipeImport/1.0)',
};

/** The URL if a page may be fetched from it; `base` is the page that redirected to it. */
function checkedUrl(raw: string, base?: URL): URL {
  let url: URL;
  try {
    url = base ? new URL(raw, base) : new URL(raw.trim());
  } catch {
    throw new ImportError(base ? 'fetch-failed' : 'invalid-url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ImportError(base ? 'refused-address' : 'invalid-url');
  // Credentials would be sent to the site; a port other than the default one is where internal services listen.
  if (url.username !== '' || url.password !== '' || url.port !== '') throw new ImportError('refused-address');
  if (checkHost(url.hostname).blocked) throw new ImportError('refused-address');
  return url;
}

/** Rejects with a timeout as soon as the deadline passes, whether or not `promise` listens to the signal. */
function beforeDeadline<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new ImportError('timeout'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new ImportError('timeout'));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof ImportError ? error : new ImportError(signal.aborted ? 'timeout' : 'fetch-failed'));
      },
    );
  });
}

async function checkResolved(url: URL, resolve: FetchPageOptions['resolve'], signal: AbortSignal) {
  if (!resolve || checkHost(url.hostname).kind !== 'name') return;
  const addresses = await beforeDeadline(resolve(url.hostname.replace(/\.$/, '')), signal);
  if (addresses.length === 0) throw new ImportError('fetch-failed');
  if (addresses.some(isBlockedAddress)) throw new ImportError('refused-address');
}

function discard(res: Response) {
  res.body?.cancel().catch(() => undefined);
}

/** The body, read chunk by chunk and abandoned as soon as it is larger than `maxBytes`. */
async function readBody(res: Response, maxBytes: number, signal: AbortSignal): Promise<Uint8Array> {
  const declared = Number(res.headers.get('content-length') ?? NaN);
  if (declared > maxBytes) {
    discard(res);
    throw new ImportError('too-large');
  }
  if (!res.body) return new Uint8Array();
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await beforeDeadline(reader.read(), signal);
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) throw new ImportError('too-large');
      chunks.push(value);
    }
  } catch (error) {
    reader.cancel().catch(() => undefined);
    throw error;
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The page's text in the charset its headers or its <meta> declare (UTF-8 when none, or when the runtime does not know it). */
function decode(body: Uint8Array, contentType: string): string {
  let charset = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1];
  if (!charset) {
    const head = String.fromCharCode(...body.subarray(0, 2048));
    charset = /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1];
  }
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/**
 * Fetches a recipe page. Throws an ImportError: 'invalid-url' (not an http(s) link), 'refused-address'
 * (a private, loopback or local address, credentials, another port, or a redirect to one of them),
 * 'too-large', 'timeout', 'fetch-failed' (network error, error status, more than 3 redirects) or
 * 'no-recipe' (the address answers something that is not a page, a photo for instance).
 */
export async function fetchRecipePage(link: string, opts: FetchPageOptions = {}): Promise<FetchedPage> {
  const fetchPage = opts.fetch ?? fetch;
  const maxBytes = opts.maxBytes ?? IMPORT_LIMITS.maxPageBytes;
  const signal = AbortSignal.timeout(opts.timeoutMs ?? IMPORT_LIMITS.fetchTimeoutMs);
  let url = checkedUrl(link);
  for (let redirects = 0; ; redirects += 1) {
    await checkResolved(url, opts.resolve, signal);
    const res = await beforeDeadline(fetchPage(url.href, { redirect: 'manual', signal, headers: HEADERS }), signal);
    if (REDIRECTS.has(res.status)) {
      discard(res);
      const location = res.headers.get('location');
      if (!location || redirects >= IMPORT_LIMITS.maxRedirects) throw new ImportError('fetch-failed');
      url = checkedUrl(location, url);
      continue;
    }
    if (!res.ok) {
      discard(res);
      throw new ImportError('fetch-failed');
    }
    const contentType = res.headers.get('content-type') ?? '';
    const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
    if (mediaType !== '' && !HTML_TYPES.test(mediaType)) {
      discard(res);
      throw new ImportError('no-recipe');
    }
    const body = await readBody(res, maxBytes, signal);
    return { url: url.href, html: decode(body, contentType) };
  }
}
