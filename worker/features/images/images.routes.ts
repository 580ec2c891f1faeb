import { MESSAGES } from '@shared/messages';
import { appClock } from '../../lib/deps';
import { createRouter } from '../../lib/router';
import { imageDeps, readSignedImage } from './images.service';

// GET /api/images/<key>?exp=&sig=: a dish's picture, only on a valid, unexpired signature (an <img>
// sends no session; images.service.ts says why). Anything else, a wrong or old signature included,
// is answered like an unknown address: 404.
export const imagesRoutes = createRouter().get('/*', async (c) => {
  const key = decodeURIComponent(c.req.path.slice('/api/images/'.length));
  const object = await readSignedImage(imageDeps(c.env), key, { exp: c.req.query('exp'), sig: c.req.query('sig') }, appClock());
  if (!object) return c.json({ success: false as const, message: MESSAGES.notFound }, 404);
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set('etag', object.httpEtag);
  // The household's own picture: kept by the browser only, for as long as its address is valid.
  headers.set('Cache-Control', 'private, max-age=3600');
  return new Response(object.body, { status: 200, headers });
});
