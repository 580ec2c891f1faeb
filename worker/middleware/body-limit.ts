import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { BODY_MAX_BYTES } from '@shared/constants';
import { IMAGE_MESSAGES, PHOTO_MAX_BYTES } from '@shared/schemas/images';
import { MESSAGES } from '@shared/messages';
import { IMPORT_MESSAGES, IMPORT_STORE_LIMITS } from '@shared/schemas/recipe-import';

const limitJson = bodyLimit({
  maxSize: BODY_MAX_BYTES,
  onError: (c) => c.json({ success: false, message: MESSAGES.bodyTooLarge }, 413),
});

const limitPhoto = bodyLimit({
  maxSize: PHOTO_MAX_BYTES,
  onError: (c) => c.json({ success: false, message: IMAGE_MESSAGES.photoTooLarge }, 413),
});

/** A page sent for import (JSON around up to 5 Mo of HTML, escapes included); the route checks the HTML itself. */
const limitImport = bodyLimit({
  maxSize: IMPORT_STORE_LIMITS.maxHtmlBytes * 2,
  onError: (c) => c.json({ success: false, message: IMPORT_MESSAGES['too-large'] }, 413),
});

/** A dish's photo is the one body sent as raw bytes: POST /api/recipes/:id/photo. */
const PHOTO_PATH = /^\/api\/recipes\/[^/]+\/photo$/;

/** Bodies over 100 KB are refused before anything is parsed (a photo: over 5 MB, an import: over 10 MB): 413 with a French message. */
export const limitBody: MiddlewareHandler = (c, next) => {
  if (c.req.method === 'POST' && PHOTO_PATH.test(c.req.path)) return limitPhoto(c, next);
  if (c.req.method === 'POST' && c.req.path === '/api/recipes/import') return limitImport(c, next);
  return limitJson(c, next);
};
