// The household's calendar feed (GET /api/calendar/<token>.ics, no session) against BENCH_BASE_URL (a
// running server with a migrated D1): a Premium household with a saved week of 21 meals, then the feed's
// answer time one request at a time (keep-alive, as a calendar app polls) and its throughput under 10
// connections; also the 404 of an unknown token and of a malformed one, which should cost the same.
// Prints JSON lines {"name", ...figures, "target"} (bench/run.mjs turns them into table rows).
// Alone: `BENCH_BASE_URL=http://127.0.0.1:8787 node bench/calendar.bench.mjs`.
import http from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { apiClient } from './http.mjs';

const emit = (o) => console.log(JSON.stringify(o));
const base = process.env.BENCH_BASE_URL;
if (!base) {
  console.error('calendar bench: BENCH_BASE_URL is not set (it needs a running server); nothing measured.');
  process.exit(0);
}
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
const summary = (times) => {
  const s = [...times].sort((a, b) => a - b);
  const r = (x) => Math.round(x * 100) / 100;
  return { p50: r(pct(s, 50)), p95: r(pct(s, 95)), p99: r(pct(s, 99)), n: s.length };
};
const load1 = () => Math.round(os.loadavg()[0] * 10) / 10;

const call = apiClient(base);

const registered = await call('/api/users/register', {
  body: { name: 'Bench Agenda', email: `bench-calendar-${Date.now()}@popote.fr`, password: 'gratin-dauphinois-1907', preferences: {} },
});
const token = registered.data.token;
await call('/api/users/subscription', { method: 'PUT', body: { action: 'subscribe' }, token });
const week = await call('/api/generate-week-menu', {
  token,
  body: {
    mealTypes: ['petit-déjeuner', 'déjeuner', 'dîner'],
    familySize: 2,
    seed: 7,
    dailyConstraints: Object.fromEntries(
      ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'].map((d) => [d, { availableTime: 'Long (> 60min)' }]),
    ),
  },
});
await call('/api/save-week-menu', { token, body: { weekPlan: week.weekPlan } });
const feedPath = new URL((await call('/api/households/calendar', { token })).data.url).pathname;

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function get(path) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    http
      .get(base + path, { agent }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode, body, ms: performance.now() - t0 }));
      })
      .on('error', reject);
  });
}

async function timeSequential(path, expected, n) {
  for (let i = 0; i < 20; i++) await get(path); // warm-up: isolate, D1 pages, connection
  const times = [];
  let last;
  for (let i = 0; i < n; i++) {
    last = await get(path);
    if (last.status !== expected) throw new Error(`GET ${path} → ${last.status}, expected ${expected}`);
    times.push(last.ms);
  }
  return { times, last };
}

const { times, last } = await timeSequential(feedPath, 200, 300);
emit({
  name: 'Calendar feed GET (21 meals, one at a time, ms)',
  ...summary(times),
  events: (last.body.match(/BEGIN:VEVENT/g) ?? []).length,
  bytes: Buffer.byteLength(last.body),
  load: load1(),
  target: 'p95 ≤ 50 ms',
});

const unknown = await timeSequential(`/api/calendar/${'A'.repeat(43)}.ics`, 404, 300);
const malformed = await timeSequential('/api/calendar/not-a-token.ics', 404, 300);
emit({
  name: 'Calendar feed 404: unknown token vs malformed (p50, ms)',
  unknown: summary(unknown.times).p50,
  malformed: summary(malformed.times).p50,
  load: load1(),
  target: 'about equal',
});

const loadRun = await autocannon({ url: base + feedPath, connections: 10, duration: 5 });
emit({
  name: 'Calendar feed throughput (10 connections, 5 s)',
  'req/s': Math.round(loadRun.requests.average),
  'p99 ms': loadRun.latency.p99,
  non2xx: loadRun.non2xx,
  errors: loadRun.errors,
  load: load1(),
});
agent.destroy();
