// robots.txt and sitemap.xml for crawlers, written into dist/web by scripts/prerender.mjs.
// Both need absolute URLs (a sitemap's <loc>, robots.txt's "Sitemap:" line): they are built from
// the public origin of the site, PUBLIC_ORIGIN at build time.

/** The public pages prerendered at build time, and the file each one is written to. */
export const PRERENDERED = [
  { url: '/', file: '_landing.html' },
  { url: '/faq', file: 'faq.html' },
  { url: '/cgv', file: 'cgv.html' },
  { url: '/cgu', file: 'cgu.html' },
  { url: '/mentions-legales', file: 'mentions-legales.html' },
  { url: '/confidentialite', file: 'confidentialite.html' },
  { url: '/login', file: 'login.html' },
  { url: '/register', file: 'register.html' },
];

export const DEFAULT_PUBLIC_ORIGIN = 'https://popote.fr';

/** The site's origin from PUBLIC_ORIGIN (default https://popote.fr), without a trailing slash. */
export function publicOrigin(env = process.env) {
  const raw = (env.PUBLIC_ORIGIN ?? '').trim() || DEFAULT_PUBLIC_ORIGIN;
  let url;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_ORIGIN must be an absolute URL such as https://popote.fr, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`PUBLIC_ORIGIN must start with https:// or http://, got "${raw}"`);
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(`PUBLIC_ORIGIN must be an origin only (scheme and host, no path), got "${raw}"`);
  }
  return url.origin;
}

const escapeXml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** A sitemap (sitemaps.org 0.9) listing each path under `origin`. */
export function sitemapXml(origin, paths) {
  const urls = paths.map((p) => `  <url><loc>${escapeXml(new URL(p, origin).href)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The hand-written rules of web/public/robots.txt, followed by the absolute Sitemap line. */
export function robotsTxt(rules, origin) {
  const kept = rules
    .split('\n')
    .filter((line) => !/^\s*sitemap\s*:/i.test(line))
    .join('\n')
    .trimEnd();
  return `${kept}\n\nSitemap: ${origin}/sitemap.xml\n`;
}
