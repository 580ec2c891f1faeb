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
import { IMPORT_LIMITS, type ImportErrorKind } from '@shared/schemas/recipe-import';
import { PHOTO_TYPES } from '@shared/schemas/images';
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

/** An answer that passed every guard: the address after redirects, the body, its content type. */
interface GuardedBody {
  url: string;
  body: Uint8Array;
  contentType: string;
}

/**
 * The guarded fetch shared by pages and photos: every hop checked, the deadline, the size cap. `accepts`
 * tells from the media type (lowercase, '' when none) whether the body is worth reading; when it is not,
 * `refusal` is thrown.
 */
async function fetchGuarded(
  link: string,
  opts: FetchPageOptions,
  headers: Record<string, string>,
  accepts: (mediaType: string) => boolean,
  refusal: ImportErrorKind,
): Promise<GuardedBody> {
  const fetchPage = opts.fetch ?? fetch;
  const maxBytes = opts.maxBytes ?? IMPORT_LIMITS.maxPageBytes;
  const signal = AbortSignal.timeout(opts.timeoutMs ?? IMPORT_LIMITS.fetchTimeoutMs);
  let url = checkedUrl(link);
  for (let redirects = 0; ; redirects += 1) {
    await checkResolved(url, opts.resolve, signal);
    const res = await beforeDeadline(fetchPage(url.href, { redirect: 'manual', signal, headers }), signal);
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
    if (!accepts(mediaType)) {
      discard(res);
      throw new ImportError(refusal);
    }
    const body = await readBody(res, maxBytes, signal);
    return { url: url.href, body, contentType };
  }
}

/**
 * Fetches a recipe page. Throws an ImportError: 'invalid-url' (not an http(s) link), 'refused-address'
 * (a private, loopback or local address, credentials, another port, or a redirect to one of them),
 * 'too-large', 'timeout', 'fetch-failed' (network error, error status, more than 3 redirects) or
 * 'no-recipe' (the address answers something that is not a page, a photo for instance).
 */
export async function fetchRecipePage(link: string, opts: FetchPageOptions = {}): Promise<FetchedPage> {
  const page = await fetchGuarded(link, opts, HEADERS, (type) => type === '' || HTML_TYPES.test(type), 'no-recipe');
  return { url: page.url, html: decode(page.body, page.contentType) };
}

const IMAGE_HEADERS = { ...HEADERS, accept: 'image/jpeg,image/png,image/webp;q=0.9' };

/**
 * Fetches a recipe's photo with the same guards as a page, only when the answer declares one of the
 * photo types (JPEG, PNG, WebP): the bytes and that type. Throws an ImportError like fetchRecipePage,
 * 'fetch-failed' for any other content type. The caller still checks the bytes (images.service checkImage).
 */
export async function fetchRecipeImage(link: string, opts: FetchPageOptions = {}): Promise<{ bytes: Uint8Array; contentType: string }> {
  const image = await fetchGuarded(link, opts, IMAGE_HEADERS, (type) => (PHOTO_TYPES as readonly string[]).includes(type), 'fetch-failed');
  return { bytes: image.body, contentType: image.contentType.split(';')[0]!.trim().toLowerCase() };
}
