import { Hono } from 'hono';
import type { AppEnv } from '../env';

/** One router factory for every feature: strict paths, so /api/x/ and /api/x are distinct routes. */
export function createRouter() {
  return new Hono<AppEnv>();
}
