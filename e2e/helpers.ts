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
  await page.goto('/faq');
  await page.evaluate((user) => localStorage.setItem('user', JSON.stringify(user)), data);
  return { email, password: body.password as string, user: data };
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
