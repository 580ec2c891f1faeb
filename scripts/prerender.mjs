// Prerenders the public pages into static HTML after `vite build`, so they paint before any
// script runs. "/" goes to _landing.html, served by the Worker for "/";
// index.html stays an empty shell for the SPA fallback of the app's client routes.
import { build } from 'vite';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PRERENDERED, publicOrigin, robotsTxt, sitemapXml } from './site-files.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist/web');
const ssrOut = path.join(root, 'dist/prerender');
// Checked first: a malformed PUBLIC_ORIGIN fails the build before any work.
const origin = publicOrigin();

await build({
  configFile: path.join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: { ssr: 'prerender-entry.tsx', outDir: ssrOut, emptyOutDir: true, manifest: false },
});

const { render } = await import(pathToFileURL(path.join(ssrOut, 'prerender-entry.js')).href);
const shell = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
if (!shell.includes('<div id="root"><!--app-html--></div>')) throw new Error('index.html lacks <div id="root"><!--app-html--></div>');

// What makes a prerendered form safe before the script runs (README "Prerendered forms"): the
// inline script that holds a form sent early must be the one the CSP allows by its hash, and every
// form but the header's search must be method="post", so that nothing typed ever goes into a URL.
const csp = /^\s*Content-Security-Policy: (.*)$/m.exec(fs.readFileSync(path.join(root, 'web/public/_headers'), 'utf8'))?.[1] ?? '';
const inline = [...shell.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
const hash = inline.length === 1 ? `sha256-${createHash('sha256').update(inline[0]).digest('base64')}` : null;
if (!hash || !csp.includes(`'${hash}'`))
  throw new Error(`index.html must hold one inline script whose hash (${hash}) is in the CSP of web/public/_headers`);

for (const { url, file } of PRERENDERED) {
  const html = await render(url);
  for (const [form] of html.matchAll(/<form\b[^>]*>/g)) {
    if (!/\bmethod="post"/.test(form) && !/\brole="search"/.test(form))
      throw new Error(`prerender ${url}: a form that is not method="post": ${form}`);
  }
  const title = /<h1[^>]*>(.*?)<\/h1>/s
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim();
  // #root names the path it was rendered for: web/main.tsx adopts this HTML only on that path.
  let page = shell.replace('<div id="root"><!--app-html--></div>', `<div id="root" data-prerendered="${url}">${html}</div>`);
  if (title && url !== '/') page = page.replace(/<title>.*?<\/title>/s, `<title>${title} – Popote</title>`);
  fs.writeFileSync(path.join(dist, file), page);
  console.log(`prerendered ${url} → dist/web/${file} (${(page.length / 1024).toFixed(1)} KB)`);
}

// Crawlers: the public pages above in sitemap.xml, robots.txt pointing to it (both absolute URLs).
fs.writeFileSync(
  path.join(dist, 'sitemap.xml'),
  sitemapXml(
    origin,
    PRERENDERED.map(({ url }) => url),
  ),
);
fs.writeFileSync(path.join(dist, 'robots.txt'), robotsTxt(fs.readFileSync(path.join(root, 'web/public/robots.txt'), 'utf8'), origin));
console.log(`sitemap.xml and robots.txt for ${origin} (PUBLIC_ORIGIN)`);
