import { describe, expect, it } from 'vitest';
import { fetchRecipePage, type FetchPageOptions } from './fetch-page';
import { ImportError } from './import-error';

// The page fetch with an injected fetch: a refused address must never reach it.

interface Call {
  url: string;
  redirect: string | undefined;
}

/** A fetch that answers from `routes` (a Response, or a function making one) and records every call. */
function fakeFetch(routes: Record<string, () => Response | Promise<Response>>) {
  const calls: Call[] = [];
  const fn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, redirect: init?.redirect });
    const route = routes[url];
    if (!route) return new Response('introuvable', { status: 404 });
    return route();
  }) as typeof fetch;
  return { fn, calls };
}

const page =
  (html: string, headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' }) =>
  () =>
    new Response(html, { headers });
const redirect =
  (location: string, status = 302) =>
  () =>
    new Response(null, { status, headers: { location } });

async function failure(promise: Promise<unknown>): Promise<ImportError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImportError);
  return error as ImportError;
}

const REFUSED = {
  kind: 'refused-address',
  status: 400,
  message: 'Cette adresse ne peut pas être importée.',
};
const FETCH_FAILED = {
  kind: 'fetch-failed',
  status: 502,
  message: 'Impossible de récupérer cette page. Réessayez ou envoyez son contenu avec le bouton « Envoyer à Popote ».',
};

describe('fetchRecipePage: which addresses', () => {
  it.each([
    'http://127.0.0.1/',
    'http://127.8.9.10:80/',
    'http://localhost/recette',
    'http://LOCALHOST./',
    'http://api.localhost/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://0x7f000001/',
    'http://0177.0.0.1/',
    'http://127.1/',
    'http://[::1]/',
    'http://[::]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[::ffff:10.0.0.1]/',
    'http://[64:ff9b::7f00:1]/',
    'http://[2002:7f00:1::]/',
    'http://[fc00::1]/',
    'http://[fd12:3456::1]/',
    'http://[fe80::1]/',
    'http://[ff02::1]/',
    'http://10.1.2.3/',
    'http://172.16.0.1/',
    'http://172.31.255.255/',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://100.100.100.200/latest/meta-data/',
    'http://100.64.0.1/',
    'http://0.0.0.0/',
    'http://0/',
    'http://255.255.255.255/',
    'http://224.0.0.1/',
    'http://intranet/',
    'http://nas.local/',
    'http://router.home.arpa/',
    'https://chef:secret@recettes.example.fr/tarte',
    'https://recettes.example.fr:8443/tarte',
    'http://recettes.example.fr:22/',
  ])('refuses %s without fetching it', async (url) => {
    const { fn, calls } = fakeFetch({});
    expect(await failure(fetchRecipePage(url, { fetch: fn }))).toMatchObject(REFUSED);
    expect(calls).toEqual([]);
  });

  it.each([
    'tarte aux pommes',
    '',
    'ftp://recettes.example.fr/tarte',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:text/html,<p>x</p>',
  ])('answers « not a web address » for %j without fetching it', async (url) => {
    const { fn, calls } = fakeFetch({});
    expect(await failure(fetchRecipePage(url, { fetch: fn }))).toMatchObject({
      kind: 'invalid-url',
      status: 400,
      message: "Ce lien n'est pas une adresse web valide (elle doit commencer par http:// ou https://).",
    });
    expect(calls).toEqual([]);
  });

  it.each([
    'http://172.32.0.1/',
    'https://8.8.8.8/',
    'https://[2a00:1450:4007::200e]/',
    'https://recettes.example.fr:443/tarte',
    'https://www.cuisine.example.com./x',
  ])('fetches a public address: %s', async (url) => {
    const { fn, calls } = fakeFetch({ [new URL(url).href]: page('<p>ok</p>') });
    expect(await fetchRecipePage(url, { fetch: fn })).toEqual({ url: new URL(url).href, html: '<p>ok</p>' });
    expect(calls).toHaveLength(1);
  });

  it('with a resolver, refuses a name that resolves to a private address, and fetches one that resolves to a public one', async () => {
    const { fn, calls } = fakeFetch({ 'https://public.example.fr/': page('<p>ok</p>') });
    const resolved: string[] = [];
    const resolve: FetchPageOptions['resolve'] = async (host) => {
      resolved.push(host);
      return host === 'public.example.fr' ? ['93.184.216.34', '2606:2800:220:1::248'] : ['93.184.216.34', '10.0.0.5'];
    };
    expect(await failure(fetchRecipePage('https://rebind.example.fr/', { fetch: fn, resolve }))).toMatchObject(REFUSED);
    expect(calls).toEqual([]);
    expect((await fetchRecipePage('https://public.example.fr/', { fetch: fn, resolve })).html).toBe('<p>ok</p>');
    expect(resolved).toEqual(['rebind.example.fr', 'public.example.fr']);
  });
});

describe('fetchRecipePage: redirects', () => {
  it('follows 3 redirects (relative ones included), every hop with redirect: manual, and answers the final address', async () => {
    const { fn, calls } = fakeFetch({
      'http://a.example.fr/': redirect('https://a.example.fr/', 301),
      'https://a.example.fr/': redirect('/recettes/tarte', 308),
      'https://a.example.fr/recettes/tarte': redirect('https://b.example.fr/tarte?x=1', 303),
      'https://b.example.fr/tarte?x=1': page('<h1>Tarte</h1>'),
    });
    expect(await fetchRecipePage('http://a.example.fr/', { fetch: fn })).toEqual({
      url: 'https://b.example.fr/tarte?x=1',
      html: '<h1>Tarte</h1>',
    });
    expect(calls).toEqual([
      { url: 'http://a.example.fr/', redirect: 'manual' },
      { url: 'https://a.example.fr/', redirect: 'manual' },
      { url: 'https://a.example.fr/recettes/tarte', redirect: 'manual' },
      { url: 'https://b.example.fr/tarte?x=1', redirect: 'manual' },
    ]);
  });

  it('refuses a 4th redirect', async () => {
    const { fn, calls } = fakeFetch({
      'https://r.example.fr/1': redirect('/2'),
      'https://r.example.fr/2': redirect('/3'),
      'https://r.example.fr/3': redirect('/4'),
      'https://r.example.fr/4': redirect('/5'),
      'https://r.example.fr/5': page('<p>trop loin</p>'),
    });
    expect(await failure(fetchRecipePage('https://r.example.fr/1', { fetch: fn }))).toMatchObject(FETCH_FAILED);
    expect(calls.map((c) => c.url)).toEqual([
      'https://r.example.fr/1',
      'https://r.example.fr/2',
      'https://r.example.fr/3',
      'https://r.example.fr/4',
    ]);
  });

  it.each([
    'http://127.0.0.1/admin',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::ffff:192.168.0.1]/',
    'file:///etc/passwd',
    'http://localhost:8787/api',
  ])('refuses a redirect to %s at the hop, without fetching it', async (location) => {
    const { fn, calls } = fakeFetch({ 'https://a.example.fr/': redirect(location) });
    expect(await failure(fetchRecipePage('https://a.example.fr/', { fetch: fn }))).toMatchObject(REFUSED);
    expect(calls.map((c) => c.url)).toEqual(['https://a.example.fr/']);
  });

  it('checks a redirect target with the resolver too', async () => {
    const { fn, calls } = fakeFetch({ 'https://a.example.fr/': redirect('https://internal.example.fr/') });
    const resolve = async (host: string) => (host === 'a.example.fr' ? ['93.184.216.34'] : ['192.168.1.20']);
    expect(await failure(fetchRecipePage('https://a.example.fr/', { fetch: fn, resolve }))).toMatchObject(REFUSED);
    expect(calls).toHaveLength(1);
  });

  it('answers fetch-failed for a redirect without a Location', async () => {
    const { fn } = fakeFetch({ 'https://a.example.fr/': () => new Response(null, { status: 302 }) });
    expect(await failure(fetchRecipePage('https://a.example.fr/', { fetch: fn }))).toMatchObject(FETCH_FAILED);
  });
});

describe('fetchRecipePage: size, time and answers', () => {
  const TOO_LARGE = { kind: 'too-large', status: 413, message: 'Cette page dépasse la taille maximale de 5 Mo.' };
  const TIMEOUT = {
    kind: 'timeout',
    status: 502,
    message: 'Cette page met trop de temps à répondre. Réessayez ou envoyez son contenu avec le bouton « Envoyer à Popote ».',
  };

  /** A body of `chunks` chunks of 1 MiB, without Content-Length; counts the chunks handed out. */
  function bigBody(chunks: number) {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled === chunks) return controller.close();
        pulled += 1;
        controller.enqueue(new Uint8Array(1024 * 1024).fill(0x61));
      },
    });
    return { stream, pulled: () => pulled };
  }

  it('stops reading a body over 5 MB and answers too-large', async () => {
    const body = bigBody(50);
    const { fn } = fakeFetch({ 'https://big.example.fr/': () => new Response(body.stream, { headers: { 'content-type': 'text/html' } }) });
    expect(await failure(fetchRecipePage('https://big.example.fr/', { fetch: fn }))).toMatchObject(TOO_LARGE);
    // The sixth mebibyte went over the limit: nothing after it was asked for (one more may be queued ahead).
    expect(body.pulled()).toBeLessThanOrEqual(7);
  });

  it('reads a body of exactly 5 MB', async () => {
    const body = bigBody(5);
    const { fn } = fakeFetch({ 'https://big.example.fr/': () => new Response(body.stream, { headers: { 'content-type': 'text/html' } }) });
    expect((await fetchRecipePage('https://big.example.fr/', { fetch: fn })).html).toHaveLength(5 * 1024 * 1024);
  });

  it('answers too-large from a Content-Length over the limit, and honours a smaller maxBytes', async () => {
    const { fn } = fakeFetch({
      'https://big.example.fr/': () => new Response('x', { headers: { 'content-type': 'text/html', 'content-length': '9000000' } }),
      'https://small.example.fr/': page('x'.repeat(2000)),
    });
    expect(await failure(fetchRecipePage('https://big.example.fr/', { fetch: fn }))).toMatchObject(TOO_LARGE);
    expect(await failure(fetchRecipePage('https://small.example.fr/', { fetch: fn, maxBytes: 1000 }))).toMatchObject(TOO_LARGE);
  });

  it('answers timeout when the body stops coming', async () => {
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('<html><head>'));
        // and nothing more, ever
      },
    });
    const { fn } = fakeFetch({ 'https://slow.example.fr/': () => new Response(stalled, { headers: { 'content-type': 'text/html' } }) });
    expect(await failure(fetchRecipePage('https://slow.example.fr/', { fetch: fn, timeoutMs: 50 }))).toMatchObject(TIMEOUT);
  });

  it('answers timeout when the server never answers, even through a fetch that ignores the signal', async () => {
    const { fn } = fakeFetch({ 'https://slow.example.fr/': () => new Promise<Response>(() => undefined) });
    expect(await failure(fetchRecipePage('https://slow.example.fr/', { fetch: fn, timeoutMs: 50 }))).toMatchObject(TIMEOUT);
  });

  it('answers fetch-failed for a network error and for an error status', async () => {
    const { fn } = fakeFetch({
      'https://down.example.fr/': () => Promise.reject(new TypeError('Network connection lost.')),
      'https://gone.example.fr/': () => new Response('Gone', { status: 410 }),
      'https://error.example.fr/': () => new Response('Oops', { status: 500 }),
    });
    for (const url of [
      'https://down.example.fr/',
      'https://gone.example.fr/',
      'https://error.example.fr/',
      'https://missing.example.fr/',
    ]) {
      expect(await failure(fetchRecipePage(url, { fetch: fn }))).toMatchObject(FETCH_FAILED);
    }
  });

  it('answers no-recipe for an address that is a photo, not a page', async () => {
    const { fn } = fakeFetch({ 'https://img.example.fr/tarte.jpg': page('\xff\xd8', { 'content-type': 'image/jpeg' }) });
    expect(await failure(fetchRecipePage('https://img.example.fr/tarte.jpg', { fetch: fn }))).toMatchObject({
      kind: 'no-recipe',
      status: 422,
      message: "Nous n'avons pas trouvé de recette sur cette page.",
    });
  });

  it('decodes a page in the charset its header or its <meta> declares', async () => {
    const latin1 = new Uint8Array(
      [...'<p>Cr']
        .map((c) => c.charCodeAt(0))
        .concat(
          [0xe8],
          [...'me br'].map((c) => c.charCodeAt(0)),
          [0xfb],
          [...'l'].map((c) => c.charCodeAt(0)),
          [0xe9, 0x3c, 0x2f, 0x70, 0x3e],
        ),
    );
    const meta = new Uint8Array([...new TextEncoder().encode('<meta charset="windows-1252"><p>'), 0x9c, 0x75, 0x66]);
    const { fn } = fakeFetch({
      'https://old.example.fr/': () => new Response(latin1, { headers: { 'content-type': 'text/html; charset=ISO-8859-1' } }),
      'https://meta.example.fr/': () => new Response(meta, { headers: { 'content-type': 'text/html' } }),
    });
    expect((await fetchRecipePage('https://old.example.fr/', { fetch: fn })).html).toBe('<p>Crème brûlé</p>');
    expect((await fetchRecipePage('https://meta.example.fr/', { fetch: fn })).html).toBe('<meta charset="windows-1252"><p>œuf');
  });
});
