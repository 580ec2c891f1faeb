// The worker tests' one kit: call the API (`api`, typed answers with `apiAs`), make users through the real
// /api/users/register (`registerUser`), sign in (`signIn`, `authHeaders`), and the week → list helpers.
// Storage is isolated per test FILE only: every helper makes fresh users with unique emails.
import { env, SELF } from 'cloudflare:test';
import { z } from '@shared/validation';
import { errorResponseSchema } from '@shared/schemas/common';
import type { LiveAck, LiveMessage, ShoppingList } from '@shared/schemas/shopping';
import { subscriptionResponseSchema, userWithTokenResponseSchema, type PreferencesPatch, type User } from '@shared/schemas/users';
import {
  generateShoppingListResponseSchema,
  saveWeekMenuResponseSchema,
  weekMenuResponseSchema,
  type PlannedMeal,
  type WeekMealType,
  type Weekday,
  type WeekPlan,
} from '@shared/schemas/week-menu';
import { fixClockForTests } from '../worker/lib/deps';

// ---------------------------------------------------------------------------------------------
// API client
// ---------------------------------------------------------------------------------------------

export interface ApiInit {
  /** Defaults to POST when a body is given, else GET. */
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is with a JSON content type (malformed JSON tests). */
  raw?: string;
  /** Adds `Authorization: Bearer <token>`. */
  token?: string;
  headers?: Record<string, string>;
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or null when the body is not JSON. */
  json: T;
  text: string;
}

/** One request to the Worker under test (SELF), JSON in and out. */
export async function api(path: string, init: ApiInit = {}): Promise<ApiResponse> {
  const headers: Record<string, string> = { ...init.headers };
  const hasBody = init.body !== undefined || init.raw !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  if (init.token) Object.assign(headers, authHeaders(init.token));
  const res = await SELF.fetch(`http://localhost${path}`, {
    method: init.method ?? (hasBody ? 'POST' : 'GET'),
    headers,
    body: init.raw ?? (init.body !== undefined ? JSON.stringify(init.body) : undefined),
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: res.status, headers: res.headers, json, text };
}

/**
 * The answer checked against its shared response schema and typed by it; a body that does not match
 * throws with the status and the body. The JSON is handed back as the server sent it, not the parse's
 * output: schema defaults must not fill a field the server left out, nor stripping hide one it leaked.
 */
export function parseAnswer<S extends z.ZodType>(schema: S, res: ApiResponse): ApiResponse<z.infer<S>> {
  const parsed = schema.safeParse(res.json);
  if (!parsed.success) {
    throw new Error(`${res.status} answer does not match its schema: ${parsed.error.message}\nbody: ${res.text.slice(0, 2000)}`);
  }
  return { ...res, json: res.json as z.infer<S> };
}

/** `api` then `parseAnswer`: the JSON typed by the shared response schema of the route. */
export async function apiAs<S extends z.ZodType>(schema: S, path: string, init: ApiInit = {}): Promise<ApiResponse<z.infer<S>>> {
  return parseAnswer(schema, await api(path, init));
}

/** The `{ success: false, message }` of a refused request (throws when the answer is not one). */
export function errorOf(res: ApiResponse): z.infer<typeof errorResponseSchema> {
  return parseAnswer(errorResponseSchema, res).json;
}

const messageAnswerSchema = z.object({ message: z.string() });
/** The French `message` of any answer, success or refusal (throws when there is none). */
export function messageOf(res: ApiResponse): string {
  return parseAnswer(messageAnswerSchema, res).json.message;
}

// ---------------------------------------------------------------------------------------------
// The clock
// ---------------------------------------------------------------------------------------------

let fixedAt: Date | null = null;

/**
 * Runs `fn` with the Worker's clock fixed at `at` (an ISO instant): every request it makes, and the
 * list objects they reach, read that time (worker/lib/deps.ts); the real clock is back afterwards,
 * even when `fn` throws. The tests of a file run one after another, so one instant holds at a time.
 */
export async function atInstant<T>(at: string, fn: () => Promise<T>): Promise<T> {
  const instant = new Date(at);
  if (Number.isNaN(instant.getTime())) throw new Error(`atInstant: not an instant: ${at}`);
  if (fixedAt) throw new Error(`atInstant: the clock is already fixed at ${fixedAt.toISOString()}`);
  fixedAt = instant;
  fixClockForTests(instant);
  try {
    return await fn();
  } finally {
    fixedAt = null;
    fixClockForTests(null);
  }
}

// ---------------------------------------------------------------------------------------------
// Users and sessions
// ---------------------------------------------------------------------------------------------

/** The password of every user registerUser makes (long and uncommon enough for the password rules). */
export const TEST_PASSWORD = 'tartiflette-42-savoie';

let counter = 0;
/** An email no other test of the file uses. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${counter}-${crypto.randomUUID().slice(0, 8)}@exemple.fr`;
}

export function authHeaders(token: string): { Authorization: string } {
  return { Authorization: `Bearer ${token}` };
}

export interface RegisterOptions {
  name?: string;
  email?: string;
  password?: string;
  preferences?: PreferencesPatch;
  /** Subscribes through PUT /api/users/subscription once registered. */
  premium?: boolean;
}

export interface TestUser {
  /** The user as /api/users/register answered it (Premium not reflected: read the profile again if needed). */
  user: User;
  token: string;
  email: string;
  password: string;
}

/** A new account through POST /api/users/register; a refused registration throws with the status and the body. */
export async function registerUser(options: RegisterOptions = {}): Promise<TestUser> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? TEST_PASSWORD;
  const res = await api('/api/users/register', {
    body: { name: options.name ?? 'Camille Test', email, password, preferences: options.preferences ?? {} },
  });
  if (res.status !== 201) throw new Error(`registerUser: POST /api/users/register answered ${res.status}: ${res.text.slice(0, 2000)}`);
  const { data } = parseAnswer(userWithTokenResponseSchema, res).json;
  const { token, ...user } = data;
  if (options.premium) await subscribe(token);
  return { user, token, email: data.email, password };
}

/** Premium through the real PUT /api/users/subscription. */
export async function subscribe(token: string): Promise<void> {
  const res = await api('/api/users/subscription', { method: 'PUT', body: { action: 'subscribe' }, token });
  if (res.status !== 200) throw new Error(`subscribe: PUT /api/users/subscription answered ${res.status}: ${res.text.slice(0, 2000)}`);
  parseAnswer(subscriptionResponseSchema, res);
}

/** POST /api/users/login as is (refusals and rate limits are for the test to read); `ip` picks the client address. */
export function login(email: string, password: string, ip = '203.0.113.1'): Promise<ApiResponse> {
  return api('/api/users/login', { body: { email, password }, headers: { 'CF-Connecting-IP': ip } });
}

/** A new session of an existing user (another device); a refused login throws with the status and the body. */
export async function signIn(email: string, password = TEST_PASSWORD, ip?: string): Promise<{ user: User; token: string }> {
  const res = await login(email, password, ip);
  if (res.status !== 200) throw new Error(`signIn: POST /api/users/login answered ${res.status}: ${res.text.slice(0, 2000)}`);
  const { token, ...user } = parseAnswer(userWithTokenResponseSchema, res).json.data;
  return { user, token };
}

// ---------------------------------------------------------------------------------------------
// Week menu → meal plan → shopping list
// ---------------------------------------------------------------------------------------------

/** Every day 'Long' so the whole corpus is available (tests about the API, not the planner). */
export const LONG_WEEK = Object.fromEntries(
  ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'].map((d) => [d, { availableTime: 'Long (> 60min)' }]),
);

/** POST /api/generate-week-menu with a seeded, unconstrained lunch + dinner week for two (the body overrides it). */
export function generateWeek(token: string, body: Record<string, unknown> = {}): Promise<ApiResponse> {
  return api('/api/generate-week-menu', {
    token,
    body: { mealTypes: ['déjeuner', 'dîner'], familySize: 2, dailyConstraints: LONG_WEEK, seed: 42, ...body },
  });
}

/** Generate → save → list, as the wizard does; returns every id (any step refused throws with its status and body). */
export async function planAndList(token: string, body: Record<string, unknown> = {}) {
  const gen = await generateWeek(token, body);
  if (gen.status !== 200) throw new Error(`generate ${gen.status} ${gen.text}`);
  const { weekPlan } = parseAnswer(weekMenuResponseSchema, gen).json;
  const saved = await api('/api/save-week-menu', { token, body: { weekPlan, preferences: body, generatedAt: new Date().toISOString() } });
  if (saved.status !== 200) throw new Error(`save ${saved.status} ${saved.text}`);
  const list = await api('/api/generate-shopping-list', { token, body: { weekPlan } });
  if (list.status !== 200) throw new Error(`list ${list.status} ${list.text}`);
  return {
    weekPlan,
    mealPlanId: parseAnswer(saveWeekMenuResponseSchema, saved).json.mealPlanId,
    shoppingListId: parseAnswer(generateShoppingListResponseSchema, list).json.shoppingListId,
  };
}

/** The first row of a D1 query, typed by the caller; no row throws with the query. */
export async function dbRow<T>(sql: string, ...params: unknown[]): Promise<T> {
  const row = await env.DB.prepare(sql)
    .bind(...params)
    .first<T>();
  if (row === null) throw new Error(`no row for ${sql} [${params.join(', ')}]`);
  return row;
}

/** The meal planned at a day and meal type of a week plan; a missing one throws with what was planned. */
export function mealAt(weekPlan: WeekPlan, day: Weekday, type: WeekMealType): PlannedMeal {
  const meal = weekPlan[day]?.[type];
  if (!meal) throw new Error(`no ${type} planned on ${day}: ${JSON.stringify(weekPlan)}`);
  return meal;
}

/** Row counts of the tables the planning features write, to prove a refused request changed nothing. */
export async function tableCounts(): Promise<Record<string, number>> {
  const tables = ['week_plans', 'meal_plans', 'meal_plan_meals', 'shopping_lists', 'shopping_items', 'orders', 'recipes', 'favorites'];
  const out: Record<string, number> = {};
  for (const t of tables) out[t] = (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${t}`).first<{ n: number }>())?.n ?? 0;
  return out;
}

// ---------------------------------------------------------------------------------------------
// The shopping list's live WebSocket
// ---------------------------------------------------------------------------------------------

/** Opens the list's live WebSocket the way a browser does (token as a subprotocol). */
export function openLive(listId: string, token: string): Promise<Response> {
  return SELF.fetch(`http://localhost/api/shopping/${listId}/live`, {
    headers: { Upgrade: 'websocket', 'Sec-WebSocket-Protocol': `popote.v1, bearer.${token}` },
  });
}

/** What the live socket pushes: the list's state, an ack or refusal of ops, or the plain text 'pong'. */
export type LiveFrame = LiveMessage | LiveAck | 'pong';
export const isState = (m: LiveFrame): m is LiveMessage => typeof m === 'object' && m.type === 'state';
export const isAck = (m: LiveFrame): m is Extract<LiveAck, { type: 'ack' }> => typeof m === 'object' && m.type === 'ack';
/** The frame as a state message; anything else throws with the frame. */
export function asState(frame: LiveFrame | undefined): LiveMessage {
  if (frame === undefined || !isState(frame)) throw new Error(`expected a state message, got ${JSON.stringify(frame)}`);
  return frame;
}
/** A predicate for `next`: the state whose list passes `pred`. */
export const stateWhere =
  (pred: (list: ShoppingList) => boolean) =>
  (m: LiveFrame): m is LiveMessage =>
    isState(m) && pred(m.list);
export const isRefused = (m: LiveFrame): m is Extract<LiveAck, { type: 'refused' }> => typeof m === 'object' && m.type === 'refused';

/** Collects the frames of an accepted WebSocket; `next(pred)` resolves with the first match (seen before or to come). */
export function liveMessages(ws: WebSocket) {
  const received: LiveFrame[] = [];
  const waiters: { pred: (m: LiveFrame) => boolean; resolve: (m: LiveFrame) => void }[] = [];
  ws.addEventListener('message', (event) => {
    const raw = String(event.data);
    let frame: LiveFrame;
    try {
      frame = JSON.parse(raw) as LiveFrame;
    } catch {
      // 'pong' (keep-alive auto-response) is plain text.
      frame = raw as 'pong';
    }
    received.push(frame);
    for (const w of [...waiters]) {
      if (w.pred(frame)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(frame);
      }
    }
  });
  function next<T extends LiveFrame>(pred: (m: LiveFrame) => m is T, timeoutMs?: number): Promise<T>;
  function next(pred?: (m: LiveFrame) => boolean, timeoutMs?: number): Promise<LiveFrame>;
  function next(pred: (m: LiveFrame) => boolean = () => true, timeoutMs = 5000): Promise<LiveFrame> {
    const hit = received.find(pred);
    if (hit !== undefined) return Promise.resolve(hit);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no matching WebSocket message')), timeoutMs);
      waiters.push({ pred, resolve: (m) => (clearTimeout(timer), resolve(m)) });
    });
  }
  return { received, next };
}
