import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../env';

// One JSON line per API request for Workers Logs (wrangler.toml [observability]): request id, method,
// the matched route PATTERN (/api/meals/:id, never the ids of the URL), status and duration. Never
// personal data: no email, no token, no IP, no body, no query string.
// Duration: inside a Worker the clock only moves on I/O, so it measures waiting (D1, KV, objects),
// not CPU time (which Workers Logs reports on its own). It is read from the monotonic timer, not the
// date clock, so a test that fixes the date (worker/lib/deps.ts) still sees how long a request waited.

/** The pattern of the handler that answered, or 'unmatched' (404 of an unknown path). */
export function routePattern(c: Context): string {
  const handlers = matchedRoutes(c).filter((r) => r.method !== 'ALL');
  return handlers.at(-1)?.path ?? 'unmatched';
}

export type LogLine = {
  level: 'info' | 'warn' | 'error';
  msg: string;
  requestId?: string;
  method?: string;
  route?: string;
  status?: number;
  durationMs?: number;
  [key: string]: unknown;
};

export function logLine(line: LogLine): void {
  const text = JSON.stringify(line);
  if (line.level === 'error') console.error(text);
  else if (line.level === 'warn') console.warn(text);
  else console.log(text);
}

/**
 * What an unexpected error may say in a log: its name, the first line of its message and where it was
 * thrown. A failed Drizzle query's message lists the bound parameters (an email, a hash...): only
 * the driver's own message (its cause) is kept.
 */
export function describeError(err: unknown): { name: string; message: string; at: string[] } {
  if (!(err instanceof Error)) return { name: typeof err, message: '', at: [] };
  const source = err.message.startsWith('Failed query:') && err.cause instanceof Error ? err.cause : err;
  return {
    name: err.name,
    message: (source.message.split('\n')[0] ?? '').slice(0, 300),
    at: (err.stack ?? '')
      .split('\n')
      .filter((l) => /^\s+at /.test(l))
      .slice(0, 5)
      .map((l) => l.trim()),
  };
}

export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  await next();
  const status = c.res.status;
  logLine({
    level: status >= 500 ? 'error' : 'info',
    msg: 'request',
    requestId: c.get('requestId'),
    method: c.req.method,
    route: routePattern(c),
    status,
    durationMs: Math.round(performance.now() - started),
  });
};
