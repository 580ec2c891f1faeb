import type { MiddlewareHandler } from 'hono';
import { createDb } from '../db/client';
import type { AppEnv } from '../env';

export const requestContext: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('requestId', c.req.header('cf-ray') ?? crypto.randomUUID());
  c.set('db', createDb(c.env.DB));
  await next();
};
