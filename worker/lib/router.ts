import { Hono } from 'hono';
import type { AppEnv } from '../env';

/** One router factory (STYLE.md §4): strict paths so /api/x/ and /api/x are distinct, like the spec. */
export function createRouter() {
  return new Hono<AppEnv>();
}
