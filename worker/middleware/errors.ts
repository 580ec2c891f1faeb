import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { MESSAGES } from '@shared/messages';
import { AppError } from '../lib/errors';
import type { AppEnv } from '../env';
import { describeError, logLine, routePattern } from './request-log';

/** One error path: every failure is `{ success: false, message }` in French, never a stack. */
export const onError: ErrorHandler<AppEnv> = (err, c) => {
  if (err instanceof AppError) return c.json({ success: false, message: err.message }, err.status);
  if (err instanceof HTTPException) {
    const status = err.status;
    // Hono's JSON validator raises 400 "Malformed JSON in request body".
    const message =
      status === 400
        ? MESSAGES.badJson
        : status === 413
          ? MESSAGES.bodyTooLarge
          : status === 401
            ? MESSAGES.unauthorized
            : MESSAGES.internalError;
    return c.json({ success: false, message }, status);
  }
  logLine({ level: 'error', msg: 'unhandled error', requestId: c.get('requestId'), route: routePattern(c), error: describeError(err) });
  return c.json({ success: false, message: MESSAGES.internalError }, 500);
};

export const onNotFound: NotFoundHandler<AppEnv> = (c) => c.json({ success: false, message: MESSAGES.apiNotFound }, 404);
