import fs from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8790';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Without Chromium the journeys are skipped locally; with CI=true a missing browser fails the run. */
export const hasBrowser = fs.existsSync(CHROMIUM_PATH);
if (!hasBrowser && process.env.CI) throw new Error(`Chromium introuvable à ${CHROMIUM_PATH} (CI=true): apt-get install -y chromium`);

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}

/** A phone-sized French context: our users are on a phone in a shop aisle. */
export async function newContext(browser: Browser, options: { mobile?: boolean } = {}): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: BASE_URL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: options.mobile === false ? { width: 1280, height: 900 } : { width: 390, height: 844 },
  });
}

let counter = 0;
/** A unique email per test (storage is shared by the whole e2e run). */
export function uniqueEmail(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@exemple.fr`;
}

/** Registers a user through the API and stores it like the app does, so the page starts signed in. */
export async function signUpViaApi(page: Page, overrides: Record<string, unknown> = {}) {
  const email = uniqueEmail();
  const body = { name: 'Testeur Popote', email, password: 'motdepasse-solide-42', preferences: {}, ...overrides };
  const res = await fetch(`${BASE_URL}/api/users/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const { data } = (await res.json()) as { data: { token: string } & Record<string, unknown> };
  // Any page of the origin will do to write localStorage: no need to wait for its images and scripts.
  await page.goto('/faq', { waitUntil: 'domcontentloaded' });
  await page.evaluate((user) => localStorage.setItem('user', JSON.stringify(user)), data);
  return { email, password: body.password as string, user: data };
}

/** One API call; `T` is the part of the answer the caller reads (the whole answer is not checked here). */
export async function apiCall<T>(path: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${BASE_URL}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<T>;
}

/** The password of the accounts the journeys register through the API. */
export const E2E_PASSWORD = 'motdepasse-solide-42';

export type ApiUser = { token: string } & Record<string, unknown>;

/** An account registered through the API (not signed in on any page). */
export async function registerViaApi(name: string, prefix = 'e2e'): Promise<{ user: ApiUser; email: string }> {
  const email = uniqueEmail(prefix);
  const { data: user } = await apiCall<{ data: ApiUser }>('/api/users/register', null, {
    name,
    email,
    password: E2E_PASSWORD,
    preferences: {},
  });
  return { user, email };
}

/** A saved week (lunch and dinner, every day long) and its shopping list, made through the API; the list's id. */
export async function weekWithList(token: string, seed: number): Promise<string> {
  const week = Object.fromEntries(
    ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'].map((d) => [d, { availableTime: 'Long (> 60min)' }]),
  );
  const { weekPlan } = await apiCall<{ weekPlan: unknown }>('/api/generate-week-menu', token, {
    mealTypes: ['déjeuner', 'dîner'],
    familySize: 2,
    dailyConstraints: week,
    seed,
  });
  await apiCall('/api/save-week-menu', token, { weekPlan, generatedAt: new Date().toISOString() });
  const { shoppingListId } = await apiCall<{ shoppingListId: string }>('/api/generate-shopping-list', token, { weekPlan });
  return shoppingListId;
}

/** Every page of this context starts signed in as `user`, stored as the app stores it. */
export async function storeSession(context: BrowserContext, user: Record<string, unknown>) {
  await context.addInitScript((u) => {
    if (!localStorage.getItem('user')) localStorage.setItem('user', JSON.stringify(u));
  }, user);
}

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core violations of impact serious or critical on the current page. */
export async function seriousA11yViolations(page: Page): Promise<{ id: string; impact: string; help: string; nodes: string[] }[]> {
  // Judge the settled page: a colour transition caught half-way (a button re-enabled 150 ms ago) would
  // be reported as a contrast failure that no user sees for longer than the transition.
  // Endless animations (a spinner) never finish: they are left out.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Evaluated through the DevTools protocol: not subject to the page's CSP.
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    // The part of axe-core's results read here.
    type Violation = { id: string; impact: string; help: string; nodes: { target: string[] }[] };
    const r = await (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: Violation[] }> } }).axe.run(
      document,
      { resultTypes: ['violations'] },
    );
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  });
  return result.filter((v: { impact: string }) => v.impact === 'serious' || v.impact === 'critical');
}
