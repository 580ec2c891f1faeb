// Helpers shared by the worker tests of the week menu, meal plans, shopping lists and orders.
import { env, SELF } from 'cloudflare:test';
import { preferencesSchema, type PreferencesPatch } from '../../../shared/schemas/users';
import { api } from '../../../test/http';
import { createDb } from '../../db/client';
import { users } from '../../db/schema';
import { newId } from '../../db/schema/ids';
import { createSession } from '../users/session';

/** The password of every user createUser registers. */
export const TEST_PASSWORD = 'tartiflette-42-savoie';

export interface TestUser {
  id: string;
  email: string;
  token: string;
}

let counter = 0;

/** A new account through POST /api/users/register (falls back to a direct row + session if registration is unavailable). */
export async function createUser(preferences: PreferencesPatch = {}, opts: { premium?: boolean } = {}): Promise<TestUser> {
  const email = `plan-${Date.now()}-${++counter}-${Math.random().toString(36).slice(2, 8)}@example.fr`;
  const prefs = preferencesSchema.parse(preferences);
  const res = await api('/api/users/register', { body: { name: 'Test Popote', email, password: TEST_PASSWORD, preferences: prefs } });
  let user: TestUser;
  if (res.status === 201 && res.json?.data?.token) {
    user = { id: String(res.json.data.id ?? res.json.data._id), email, token: res.json.data.token };
  } else {
    const db = createDb(env.DB);
    const at = new Date().toISOString();
    const id = newId();
    const location = { address: '', city: '', postalCode: '', country: 'France', countryCode: 'FR', coordinates: null };
    await db.insert(users).values({
      id,
      name: 'Test Popote',
      email,
      passwordHash: 'pbkdf2$1$x$y',
      preferences: prefs,
      location,
      createdAt: at,
      updatedAt: at,
      lastActiveAt: at,
    });
    user = { id, email, token: await createSession(env.SESSIONS, { id, sessionVersion: 1 }) };
  }
  if (opts.premium) await makePremium(user.id);
  return user;
}

export async function makePremium(userId: string): Promise<void> {
  const inAMonth = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();
  // One subscription per household: the user's household becomes Premium.
  await env.DB.prepare(
    "UPDATE households SET subscription_type = 'premium', subscription_expires_at = ? WHERE id = (SELECT household_id FROM users WHERE id = ?)",
  )
    .bind(inAMonth, userId)
    .run();
}

/** Every day 'Long' so the whole corpus is available (tests about the API, not the planner). */
export const LONG_WEEK = Object.fromEntries(
  ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'].map((d) => [d, { availableTime: 'Long (> 60min)' }]),
);

export async function generateWeek(token: string, body: Record<string, unknown> = {}) {
  return api('/api/generate-week-menu', {
    token,
    body: { mealTypes: ['déjeuner', 'dîner'], familySize: 2, dailyConstraints: LONG_WEEK, seed: 42, ...body },
  });
}

/** Generate → save → list, as the wizard does; returns every id. */
export async function planAndList(token: string, body: Record<string, unknown> = {}) {
  const gen = await generateWeek(token, body);
  if (gen.status !== 200) throw new Error(`generate ${gen.status} ${gen.text}`);
  const weekPlan = gen.json.weekPlan;
  const saved = await api('/api/save-week-menu', { token, body: { weekPlan, preferences: body, generatedAt: new Date().toISOString() } });
  if (saved.status !== 200) throw new Error(`save ${saved.status} ${saved.text}`);
  const list = await api('/api/generate-shopping-list', { token, body: { weekPlan } });
  if (list.status !== 200) throw new Error(`list ${list.status} ${list.text}`);
  return { weekPlan, mealPlanId: saved.json.mealPlanId as string, shoppingListId: list.json.shoppingListId as string };
}

/** Row counts of the tables these features write, to prove a refused request changed nothing. */
export async function tableCounts(): Promise<Record<string, number>> {
  const tables = ['week_plans', 'meal_plans', 'meal_plan_meals', 'shopping_lists', 'shopping_items', 'orders', 'recipes', 'favorites'];
  const out: Record<string, number> = {};
  for (const t of tables) out[t] = ((await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${t}`).first<{ n: number }>())?.n ?? 0) as number;
  return out;
}

/** Opens the list's live WebSocket the way a browser does (token as a subprotocol). */
export async function openLive(listId: string, token: string) {
  const res = await SELF.fetch(`http://localhost/api/shopping/${listId}/live`, {
    headers: { Upgrade: 'websocket', 'Sec-WebSocket-Protocol': `popote.v1, bearer.${token}` },
  });
  return res;
}

/** Collects JSON messages of an accepted WebSocket; `next(pred)` resolves with the first match. */
export function messages(ws: WebSocket) {
  // A message is parsed JSON (a state, an ack, a refusal) or plain text ('pong'): callers narrow it.
  const received: unknown[] = [];
  const waiters: { pred: (m: unknown) => boolean; resolve: (m: unknown) => void }[] = [];
  ws.addEventListener('message', (event) => {
    const raw = String(event.data);
    let msg: unknown = raw;
    try {
      msg = JSON.parse(raw);
    } catch {
      // 'pong' (keep-alive auto-response) is plain text.
    }
    received.push(msg);
    for (const w of [...waiters]) {
      if (w.pred(msg)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(msg);
      }
    }
  });
  return {
    received,
    next(pred: (m: unknown) => boolean = () => true, timeoutMs = 5000): Promise<unknown> {
      const hit = received.find(pred);
      if (hit) return Promise.resolve(hit);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching WebSocket message')), timeoutMs);
        waiters.push({ pred, resolve: (m) => (clearTimeout(timer), resolve(m)) });
      });
    },
  };
}
