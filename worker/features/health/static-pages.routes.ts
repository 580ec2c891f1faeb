import { createRouter } from '../../lib/router';

/**
 * "/" is served by the Worker (run_worker_first) with the landing page prerendered at build time,
 * so index.html can stay the empty shell of the SPA fallback for the app's client routes.
 */
export const landingRoutes = createRouter().get('/', async (c) => {
  const res = await c.env.ASSETS.fetch(new URL('/_landing', c.req.url));
  if (!res.ok) return c.env.ASSETS.fetch(new URL('/index.html', c.req.url));
  return new Response(res.body, { status: 200, headers: res.headers });
});
