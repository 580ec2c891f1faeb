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

/** The real clock: the one place in worker/ that reads it (eslint.config.js forbids it elsewhere). */
export const systemClock = (): Date => new Date();

let fixedInstant: number | null = null;

/**
 * The clock of every request and of every list object: the real one, unless a worker test has fixed
 * it. A fixed clock stays at its instant (as the Workers clock does while no I/O happens).
 */
export const appClock = (): Date => (fixedInstant === null ? systemClock() : new Date(fixedInstant));

/**
 * Worker tests only: serves the requests and list objects of this isolate at `at` until called again
 * with null (test/kit.ts `atInstant` does both around a test's requests). Nothing a request sends can
 * reach it, and eslint.config.js forbids importing it outside tests, so production always runs on the
 * real clock.
 */
export function fixClockForTests(at: Date | null): void {
  fixedInstant = at === null ? null : at.getTime();
}

/** A request's deps: its database handle (set by requestContext), its bindings and the app's clock. */
export function serviceDeps(c: Context<AppEnv>): ServiceDeps {
  return { db: c.get('db'), env: c.env, now: appClock };
}
