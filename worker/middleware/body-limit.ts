import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { BODY_MAX_BYTES } from '@shared/constants';
import { IMAGE_MESSAGES, PHOTO_MAX_BYTES } from '@shared/schemas/images';
import { MESSAGES } from '@shared/messages';

const limitJson = bodyLimit({
  maxSize: BODY_MAX_BYTES,
  onError: (c) => c.json({ success: false, message: MESSAGES.bodyTooLarge }, 413),
});

const limitPhoto = bodyLimit({
  maxSize: PHOTO_MAX_BYTES,
  onError: (c) => c.json({ success: false, message: IMAGE_MESSAGES.photoTooLarge }, 413),
});

/** A dish's photo is the one body sent as raw bytes: POST /api/recipes/:id/photo. */
const PHOTO_PATH = /^\/api\/recipes\/[^/]+\/photo$/;

/** Bodies over 100 KB are refused before anything is parsed (a photo: over 5 MB): 413 with a French message. */
export const limitBody: MiddlewareHandler = (c, next) =>
  c.req.method === 'POST' && PHOTO_PATH.test(c.req.path) ? limitPhoto(c, next) : limitJson(c, next);
