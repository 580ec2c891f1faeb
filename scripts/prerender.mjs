// Prerenders the public pages into static HTML after `vite build`, so they paint before any
// script runs (issue #2 item 11). "/" goes to _landing.html, served by the Worker for "/";
// index.html stays an empty shell for the SPA fallback of the app's client routes.
import { build } from 'vite';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist/web');
const ssrOut = path.join(root, 'dist/prerender');

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

await build({
  configFile: path.join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: { ssr: 'prerender-entry.tsx', outDir: ssrOut, emptyOutDir: true, manifest: false },
});

const { render } = await import(pathToFileURL(path.join(ssrOut, 'prerender-entry.js')).href);
const shell = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
if (!shell.includes('<div id="root"><!--app-html--></div>')) throw new Error('index.html lacks <div id="root"><!--app-html--></div>');

for (const { url, file } of PRERENDERED) {
  const html = await render(url);
  const title = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '').trim();
  // #root names the path it was rendered for: web/main.tsx adopts this HTML only on that path.
  let page = shell.replace('<div id="root"><!--app-html--></div>', `<div id="root" data-prerendered="${url}">${html}</div>`);
  if (title && url !== '/') page = page.replace(/<title>.*?<\/title>/s, `<title>${title} – Popote</title>`);
  fs.writeFileSync(path.join(dist, file), page);
  console.log(`prerendered ${url} → dist/web/${file} (${(page.length / 1024).toFixed(1)} KB)`);
}
