import { createRouter } from '../../lib/router';

/**
 * The pages whose forms hold a password or personal data. Their forms are `method="post"`: were a
 * browser ever to send one itself (a press before the page's script has taken over, the script
 * failing), what was typed goes in a body this Worker never reads, rather than into the URL. These
 * paths reach the Worker first (`run_worker_first` in wrangler.toml): a GET gets the page from the
 * assets, a POST a redirect back to the page.
 */
export const FORM_PAGES = ['/login', '/register', '/profile', '/settings', '/foyer'] as const;

/**
 * "/" is served by the Worker (run_worker_first) with the landing page prerendered at build time,
 * so index.html can stay the empty shell of the SPA fallback for the app's client routes.
 */
export const landingRoutes = createRouter().get('/', async (c) => {
  const res = await c.env.ASSETS.fetch(new URL('/_landing', c.req.url));
  if (!res.ok) return c.env.ASSETS.fetch(new URL('/index.html', c.req.url));
  return new Response(res.body, { status: 200, headers: res.headers });
});

for (const path of FORM_PAGES) {
  // The asset's headers are immutable: copied, so that the security headers can be set on them.
  landingRoutes.get(path, async (c) => {
    const res = await c.env.ASSETS.fetch(c.req.raw);
    return new Response(res.body, { status: res.status, headers: res.headers });
  });
  // 303: the browser GETs the page; the body (the fields) is neither read nor logged, and the
  // Location carries no field nor the query the POST came with.
  landingRoutes.post(path, (c) => c.body(null, 303, { Location: path, 'Cache-Control': 'no-store' }));
}
