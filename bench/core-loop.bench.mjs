// The core loop (week menu → meal plan → shopping list → ticks): week planning and list generation in-process, then the API against
// BENCH_BASE_URL (a running server with a migrated, empty D1): meal plan and shopping list reads under
// load, and the round trip of a tick through the list's Durable Object under 20 concurrent tickers.
// Prints JSON lines {"name", ...figures, "target"} (bench/run.mjs turns them into table rows).
// Alone: `BENCH_BASE_URL=http://127.0.0.1:8787 node bench/core-loop.bench.mjs` (or without the variable:
// in-process figures only).
import http from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { WebSocket } from 'ws';
import { bundledModules } from './bundle.mjs';
import { apiClient } from './http.mjs';

const emit = (o) => console.log(JSON.stringify(o));
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
/** Wall time and CPU time of one call: on a busy machine the wall tail is mostly waiting for a core. */
function timed(fn, wall, cpu) {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const out = fn();
  wall.push(performance.now() - t0);
  const c = process.cpuUsage(c0);
  cpu.push((c.user + c.system) / 1000);
  return out;
}
const load1 = () => Math.round(os.loadavg()[0] * 10) / 10;
const summary = (times) => {
  const s = [...times].sort((a, b) => a - b);
  const r = (x) => Math.round(x * 100) / 100;
  return { p50: r(pct(s, 50)), p95: r(pct(s, 95)), p99: r(pct(s, 99)), n: s.length };
};

// --- In-process: the planner and the aggregation ------------------------------------------------
const modules = await bundledModules();
const kitchen = await modules.load('/worker/kitchen/index.ts');
const planner = kitchen;
const aggregate = kitchen;
const { weekMenuPreferencesSchema } = await modules.load('/shared/schemas/week-menu.ts');
// The modules are loaded: their bundles are no longer needed.
await modules.close();
const WEEKDAYS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'];
const ALLERGIES = ['Lait', 'Œufs', 'Gluten', 'Fruits à coque', 'Poisson', 'Tomates', 'Moutarde', 'Sésame', 'Soja', 'Agrumes'];
const DIETS = ['Végétarien', 'Sans gluten', 'Sans lactose', 'Paleo', 'Vegan', 'Keto'];

const profile = (i) => ({
  allergies: i % 3 === 0 ? [] : [ALLERGIES[i % ALLERGIES.length]],
  dislikedIngredients: i % 4 === 0 ? ['champignons'] : [],
  diets: [],
  adults: 2,
  children: 1,
  cuisinePreferences: ['Française'],
  nutritionalGoals: { calories: 2000, protein: 90 },
});
const prefs = (i) =>
  weekMenuPreferencesSchema.parse({
    mealTypes: ['petit-déjeuner', 'déjeuner', 'dîner'],
    budget: ['économique', 'moyen', 'premium'][i % 3],
    familySize: 3,
    dietaryRestrictions: i % 5 === 0 ? [DIETS[i % DIETS.length]] : [],
    favoriteDishes: ['poulet'],
    dailyConstraints: Object.fromEntries(
      WEEKDAYS.map((d, k) => [d, { availableTime: ['Rapide (< 30min)', 'Moyen (30-60min)', 'Long (> 60min)'][(i + k) % 3] }]),
    ),
  });

planner.planWeek({ profile: profile(0), preferences: prefs(0), seed: 1 }); // first call builds the corpus facts
const [warmTimes, warmCpu, coldTimes, coldCpu] = [[], [], [], []];
let lastPlan;
for (let i = 0; i < 400; i++) {
  // Same household, new seed ('regenerate'): the safe set of the profile is cached.
  lastPlan = timed(() => planner.planWeek({ profile: profile(1), preferences: prefs(1), seed: 1000 + i }), warmTimes, warmCpu);
}
for (let i = 0; i < 200; i++) {
  // A household never seen by this isolate: the corpus is checked against its constraints first.
  const p = { ...profile(i), allergies: [...profile(i).allergies, `inconnu-${i}`] };
  timed(() => planner.planWeek({ profile: p, preferences: prefs(i), seed: i }), coldTimes, coldCpu);
}
const cpuP95 = (xs) => summary(xs).p95;
emit({
  name: 'Week planning 7 days × 3 meals (in-process, regenerate)',
  ...summary(warmTimes),
  'cpu p95': cpuP95(warmCpu),
  meals: lastPlan.meals.length,
  load: load1(),
  target: 'p95 ≤ 50 ms',
});
emit({
  name: 'Week planning 7 days × 3 meals (in-process, new household)',
  ...summary(coldTimes),
  'cpu p95': cpuP95(coldCpu),
  load: load1(),
  target: 'p95 ≤ 50 ms',
});

const full = planner.planWeek({
  profile: profile(3),
  preferences: weekMenuPreferencesSchema.parse({
    mealTypes: ['petit-déjeuner', 'déjeuner', 'dîner'],
    dailyConstraints: Object.fromEntries(WEEKDAYS.map((d) => [d, { availableTime: 'Long (> 60min)' }])),
  }),
  seed: 9,
});
const meals = full.meals.map((m) => ({ servings: m.candidate.draft.servings, ingredients: m.candidate.draft.ingredients }));
const [listTimes, listCpu] = [[], []];
let lines = [];
for (let i = 0; i < 500; i++) {
  lines = timed(() => aggregate.aggregateShoppingList(meals, aggregate.householdServings(2, 1 + (i % 3))), listTimes, listCpu);
}
emit({
  name: `Shopping list generation (in-process, ${meals.length} meals)`,
  ...summary(listTimes),
  'cpu p95': cpuP95(listCpu),
  items: lines.length,
  load: load1(),
  target: 'p95 ≤ 20 ms',
});

// --- Against the server ----------------------------------------------------------------------
const base = process.env.BENCH_BASE_URL;
if (!base) process.exit(0);

const call = apiClient(base);

const email = `bench-${Date.now()}@popote.fr`;
const registered = await call('/api/users/register', {
  body: {
    name: 'Bench Popote',
    email,
    password: 'gratin-dauphinois-1907',
    preferences: { adultCount: 2, childrenCount: 1, cuisinePreferences: ['Française'] },
  },
});
const token = registered.data.token;
await call('/api/users/subscription', { method: 'PUT', token, body: { action: 'subscribe' } });

const weekBody = (seed) => ({
  mealTypes: ['petit-déjeuner', 'déjeuner', 'dîner'],
  familySize: 3,
  seed,
  dailyConstraints: Object.fromEntries(WEEKDAYS.map((d) => [d, { availableTime: 'Long (> 60min)' }])),
});
const generateTimes = [];
let weekPlan;
for (let i = 0; i < 40; i++) {
  const t0 = performance.now();
  weekPlan = (await call('/api/generate-week-menu', { token, body: weekBody(i) })).weekPlan;
  generateTimes.push(performance.now() - t0);
}
emit({ name: 'POST /api/generate-week-menu (HTTP, 7 × 3, sequential)', ...summary(generateTimes), load: load1() });
const { mealPlanId } = await call('/api/save-week-menu', {
  token,
  body: { weekPlan, preferences: weekBody(39), generatedAt: new Date().toISOString() },
});
const listTimesHttp = [];
let shoppingListId;
for (let i = 0; i < 10; i++) {
  const t0 = performance.now();
  shoppingListId = (await call('/api/generate-shopping-list', { token, body: { weekPlan } })).shoppingListId;
  listTimesHttp.push(performance.now() - t0);
}
emit({ name: 'POST /api/generate-shopping-list (HTTP, sequential)', ...summary(listTimesHttp) });

/** Idle share of all cores over `ms`, from the kernel's counters. */
async function idleShare(ms) {
  const sum = () =>
    os.cpus().reduce((a, c) => ((a.idle += c.times.idle), (a.total += Object.values(c.times).reduce((x, y) => x + y, 0)), a), {
      idle: 0,
      total: 0,
    });
  const a = sum();
  await new Promise((r) => setTimeout(r, ms));
  const b = sum();
  return (b.idle - a.idle) / Math.max(1, b.total - a.total);
}
/**
 * Waits until the machine is quiet (the app, wrangler and this client share its cores, and wrangler's
 * own process goes on digesting a load's request logs for seconds after it): ≥ 85 % idle over 0.5 s.
 */
async function quiesce(limitMs = 30_000) {
  for (const end = Date.now() + limitMs; Date.now() < end;) if ((await idleShare(500)) >= 0.85) return;
}

/** Waits until the server answers `path` quickly again (the previous load may have left a queue behind). */
async function settle(path, limitMs = 20_000) {
  let fast = 0;
  for (const end = Date.now() + limitMs; Date.now() < end && fast < 3;) {
    const t0 = performance.now();
    await fetch(base + path, { headers: { Authorization: `Bearer ${token}` } }).then((r) => r.arrayBuffer());
    fast = performance.now() - t0 < 100 ? fast + 1 : 0;
    if (!fast) await new Promise((r) => setTimeout(r, 250));
  }
}

async function load(name, path) {
  await settle(path);
  await quiesce();
  const times = [];
  const instance = autocannon({ url: base + path, connections: 50, duration: 5, headers: { authorization: `Bearer ${token}` } });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  emit({
    name: `${name} (50 connections, 5 s)`,
    ...summary(times),
    'req/s': Math.round(result.requests.average),
    non2xx: result.non2xx,
    load: load1(),
  });
  return result.requests.average;
}

// --- Ticks through the Durable Object: 20 tickers, each with its own WebSocket ---------------------
// The client shares the server's 2 cores: it must stay light, or the figures measure the client. Node's
// fetch and WebSocket (undici) cost ~5 times the CPU of node:http with keep-alive and the `ws` package.
await settle(`/api/shopping/${shoppingListId}`);
const list = (await call(`/api/shopping/${shoppingListId}`, { token })).data;
await quiesce();
const wsUrl = base.replace(/^http/, 'ws') + `/api/shopping/${shoppingListId}/live`;
const TICKERS = 20;
const TICKS_EACH = 25;
/** Untimed ticks first: the server has just started, its tick path is not compiled yet (V8). */
const WARMUP_TICKS = 3;
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** PUT /purchase over a kept-alive connection; resolves when the whole answer is read. */
function purchase(itemId, purchased) {
  const body = JSON.stringify({ itemIds: [itemId], purchased });
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}/api/shopping/${shoppingListId}/purchase`, {
      method: 'PUT',
      agent,
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Authorization: `Bearer ${token}` },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`PUT /purchase → ${res.statusCode}`))));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const TICKERS_USED = Math.min(TICKERS, list.items.length);
/** Each ticker toggles its own item: after the run every item must show its ticker's last change. */
const finalState = new Map();

/** 20 people with the list open; each ticks its own item, by HTTP or on its socket. */
async function runTickers(mode) {
  let opened = 0;
  let everyoneOpen;
  const allOpen = new Promise((resolve) => (everyoneOpen = resolve));
  const answerTimes = [];
  const broadcastTimes = [];
  async function ticker(k) {
    const ws = new WebSocket(wsUrl, ['popote.v1', `bearer.${token}`], { perMessageDeflate: false });
    const waiters = [];
    ws.on('message', (data, isBinary) => {
      const text = isBinary ? '' : String(data);
      if (!text.startsWith('{')) return;
      const msg = JSON.parse(text);
      for (const w of [...waiters]) {
        if (!w.test(msg)) continue;
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(msg);
      }
    });
    // A ticker is someone with the list open: connected and shown the list before anyone ticks.
    const shown = new Promise((resolve) => waiters.push({ test: (m) => m.type === 'state', resolve }));
    await new Promise((resolve, reject) => (ws.once('open', resolve), ws.once('error', reject)));
    const first = await shown;
    if (++opened === TICKERS_USED) everyoneOpen();
    await allOpen;
    const item = list.items[k];
    let purchased = first.list.items.find((i) => i._id === item._id).purchased;
    for (let t = 0; t < WARMUP_TICKS + TICKS_EACH; t++) {
      purchased = !purchased;
      const want = purchased;
      const seen = new Promise((resolve) =>
        waiters.push({ test: (m) => m.list?.items.some((i) => i._id === item._id && i.purchased === want), resolve }),
      );
      const t0 = performance.now();
      if (mode === 'http') await purchase(item._id, want);
      else {
        const opId = `bench${k}x${t}x${Date.now()}`;
        const acked = new Promise((resolve) => waiters.push({ test: (m) => m.type === 'ack' && m.opIds[0] === opId, resolve }));
        ws.send(JSON.stringify({ type: 'ops', ops: [{ opId, at: Date.now(), kind: 'purchase', itemId: item._id, purchased: want }] }));
        const ack = await acked;
        if (ack.type !== 'ack') throw new Error(`tick refused: ${JSON.stringify(ack)}`);
      }
      const answered = performance.now() - t0;
      await seen;
      if (t < WARMUP_TICKS) continue;
      answerTimes.push(answered);
      broadcastTimes.push(performance.now() - t0);
    }
    finalState.set(item._id, purchased);
    ws.close();
  }
  await Promise.all(Array.from({ length: TICKERS_USED }, (_, k) => ticker(k)));
  return { answerTimes, broadcastTimes };
}

/** Ticks lost: items whose state on the server is not their ticker's last change. */
async function lostTicks() {
  const now = (await call(`/api/shopping/${shoppingListId}`, { token })).data;
  return [...finalState].filter(([id, want]) => now.items.find((i) => i._id === id)?.purchased !== want).length;
}

const http1 = await runTickers('http');
emit({
  name: `Tick round trip PUT /purchase (${TICKERS_USED} concurrent tickers, HTTP)`,
  ...summary(http1.answerTimes),
  'lost ticks': await lostTicks(),
  load: load1(),
  target: 'p99 ≤ 100 ms, 0 lost',
});
emit({
  name: `Tick by HTTP until the broadcast arrives (${TICKERS_USED} tickers)`,
  ...summary(http1.broadcastTimes),
  load: load1(),
  target: 'p99 ≤ 100 ms',
});
await quiesce();
const live1 = await runTickers('ws');
emit({
  name: `Tick round trip on the WebSocket, ack (${TICKERS_USED} concurrent tickers)`,
  ...summary(live1.answerTimes),
  'lost ticks': await lostTicks(),
  load: load1(),
  target: 'p99 ≤ 100 ms, 0 lost',
});
emit({
  name: `Tick on the WebSocket until the broadcast arrives (${TICKERS_USED} tickers)`,
  ...summary(live1.broadcastTimes),
  load: load1(),
  target: 'p99 ≤ 100 ms',
});

// The read loads last: wrangler's own process goes on digesting their request logs for seconds after.
// A list read and the health check under the same load, one after the other: the ratio is the figure.
await load('GET /api/meals/:id', `/api/meals/${mealPlanId}`);
const health = await load('GET /api/health', '/api/health');
const shopping = await load('GET /api/shopping/:id', `/api/shopping/${shoppingListId}`);
emit({
  name: 'GET /api/shopping/:id throughput ÷ GET /api/health (same run, 50 connections)',
  ratio: `${Math.round((shopping / health) * 100)} %`,
  target: '≥ 50 %',
});
process.exit(0);
