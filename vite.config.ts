import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import path from 'node:path';
import { ALL_EMOJI_CODES } from './worker/kitchen/knowledge/emoji';

/**
 * Installable app, readable in a shop without signal: a Workbox service worker precaches the app
 * shell (every script chunk, the list screen's included, the styles, and the empty shell answered to
 * every client route), takes control on the very first visit, and caches no data: no /api answer is
 * ever served by it. The lists read and the changes made offline are kept by the app itself in
 * IndexedDB (web/lib/offline-queue.ts).
 */
const pwa = VitePWA({
  registerType: 'autoUpdate',
  // A deferred <script src="/registerSW.js">: the CSP allows no inline script, and a plain one would
  // hold the first paint of every page until it has run.
  injectRegister: 'script-defer',
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
  manifest: {
    name: 'Popote – menus de la semaine et liste de courses',
    short_name: 'Popote',
    description: 'Vos menus de la semaine, la liste de courses partagée du foyer, même sans réseau au magasin.',
    lang: 'fr',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    background_color: '#fafaf9',
    theme_color: '#c2410c',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    // « Partager » a page or a text to the installed app opens the import form with it filled in
    // (web/features/recipes/import/share-target.ts reads the parameters; docs/screens.md « Importing a recipe »).
    share_target: {
      action: '/mes-recettes/importer',
      method: 'GET',
      params: { title: 'title', text: 'text', url: 'url' },
    },
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    // The dishes' illustrations are fetched when a recipe is shown, not kept for the offline shell.
    globIgnores: ['emoji/**'],
    // Client routes open the SPA shell. Not index.html: the assets layer redirects /index.html to
    // "/", which the Worker answers with the landing page. Files (robots.txt...) and the API are no shells.
    navigateFallback: '/app-shell.html',
    // The bookmarklet's receiving window is loaded from the network: it needs its own headers (no
    // Cross-Origin-Opener-Policy, web/public/_headers), which the cached shell does not carry.
    navigateFallbackDenylist: [/^\/api\//, /\.[a-z0-9]+$/i, /^\/mes-recettes\/importer\/envoi/],
    cleanupOutdatedCaches: true,
    // Active and in control as soon as it is installed, the first visit included: a list opened once,
    // then reloaded without network, still gets the shell. A new version replaces the old at once.
    skipWaiting: true,
    clientsClaim: true,
  },
});

/** The SPA's empty shell under a name the assets layer serves as it is, for the service worker. */
const appShell: Plugin = {
  name: 'popote-app-shell',
  apply: 'build',
  enforce: 'post',
  generateBundle(_options, bundle) {
    const index = bundle['index.html'];
    if (index?.type === 'asset') this.emitFile({ type: 'asset', fileName: 'app-shell.html', source: index.source });
  },
};

/**
 * The recipes' illustrations (Twemoji, CC-BY 4.0, README « Credits »): only the SVGs the table in
 * worker/kitchen/knowledge/emoji.ts names, copied from the @twemoji/svg package to /emoji/<code>.svg
 * at build time and served from there in development, so the page loads them from its own origin.
 */
const EMOJI_DIR = fileURLToPath(new URL('./node_modules/@twemoji/svg', import.meta.url));
const emojiAssets: Plugin = {
  name: 'popote-emoji-assets',
  configureServer(server) {
    server.middlewares.use('/emoji', (req, res, next) => {
      const code = /^\/([0-9a-f-]+)\.svg$/.exec(req.url ?? '')?.[1];
      if (!code || !ALL_EMOJI_CODES.includes(code)) return next();
      res.setHeader('Content-Type', 'image/svg+xml');
      res.end(fs.readFileSync(path.join(EMOJI_DIR, `${code}.svg`)));
    });
  },
  generateBundle() {
    for (const code of ALL_EMOJI_CODES)
      this.emitFile({ type: 'asset', fileName: `emoji/${code}.svg`, source: fs.readFileSync(path.join(EMOJI_DIR, `${code}.svg`)) });
  },
};

// The SPA lives in web/ and builds to dist/web, which wrangler serves as static assets.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [emojiAssets, appShell, pwa])],
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
      '@web': fileURLToPath(new URL('./web', import.meta.url)),
    },
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    manifest: true,
    // No inline module-preload polyfill script (CSP has no 'unsafe-inline').
    modulePreload: { polyfill: false },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:8787', ws: true } },
  },
}));
