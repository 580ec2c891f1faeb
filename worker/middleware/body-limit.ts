import { bodyLimit } from 'hono/body-limit';
import { BODY_MAX_BYTES } from '@shared/constants';
import { MESSAGES } from '@shared/messages';

/** Bodies over 100 KB are refused before anything is parsed: 413 with a French message. */
export const limitBody = bodyLimit({
  maxSize: BODY_MAX_BYTES,
  onError: (c) => c.json({ success: false, message: MESSAGES.bodyTooLarge }, 413),
});
