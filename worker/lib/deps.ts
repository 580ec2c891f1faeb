import type { Context } from 'hono';
import type { Db } from '../db/client';
import type { AppEnv } from '../env';

/**
 * What a feature's service receives as its first argument: the database, the bindings and the clock.
 * A service reads the time only through `now()` (never `Date.now()` nor `new Date()`), so a test can
 * fix or move it. A service asks for the narrowest part it uses (`Pick<ServiceDeps, 'db' | 'now'>`
 * for code the admin script and the cron also run, where no request's bindings exist) and a feature
 * adds what only it needs by extending this type (a generator, the drive providers...).
 */
export interface ServiceDeps {
  db: Db;
  env: Env;
  now: () => Date;
}

/** The real clock. */
export const systemClock = (): Date => new Date();

/** A request's deps: its database handle (set by requestContext), its bindings and the real clock. */
export function serviceDeps(c: Context<AppEnv>): ServiceDeps {
  return { db: c.get('db'), env: c.env, now: systemClock };
}
