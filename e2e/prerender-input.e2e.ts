import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, hasBrowser, launchBrowser, newContext, uniqueEmail } from './helpers';

// /login and /register arrive prerendered: their fields show before the page's script runs. What a
// visitor types in that window must still be there once the script has taken over, and must be what
// the form sends. Each journey runs three times, from a fresh browser context (no service worker,
// so the prerendered HTML is served), because the loss depended on a race.

const PASSWORD = 'motdepasse-solide-42';
const ATTEMPTS = 3;

/** Set on #root once React has taken over the page's content (web/lib/early-submits.ts, from the root layout). */
async function scriptHasTakenOver(page: Page) {
  await page.waitForFunction(() => document.getElementById('root')?.dataset.ready === 'true');
}

/** Opens `path` and returns as soon as the HTML is parsed: no waiting for the scripts. */
async function openEarly(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
}

describe.skipIf(!hasBrowser)('prerendered forms keep what is typed before the script takes over', () => {
  let browser: Browser;
  let email: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    email = uniqueEmail('prerender');
    const res = await fetch(`${BASE_URL}/api/users/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Testeur Prérendu', email, password: PASSWORD, preferences: {} }),
    });
    expect(res.status).toBe(201);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('/register: the name typed as soon as the field shows is kept, and "Suivant" reaches step 2', async () => {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const context = await newContext(browser);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await openEarly(page, '/register');
      const name = page.getByLabel('Nom', { exact: true });
      await name.waitFor();
      const typed = `Camille Prérendu ${attempt}`;
      await name.fill(typed);

      await scriptHasTakenOver(page);
      expect(await name.inputValue(), `essai ${attempt}`).toBe(typed);
      // React adopted the field rather than replacing it: the caret is still in it.
      expect(await name.evaluate((el) => el === document.activeElement), `essai ${attempt}`).toBe(true);
      await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('prerender-register'));
      await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Confirmer le mot de passe', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Suivant' }).click();
      await page.getByRole('heading', { level: 2, name: 'Votre foyer' }).waitFor({ timeout: 5_000 });
      expect(await page.getByText('Le nom est requis').count(), `essai ${attempt}`).toBe(0);
      expect(errors, `essai ${attempt}`).toEqual([]);
      await context.close();
    }
  });

  it('once the service worker answers navigations, /login opens without any script error', async () => {
    // The service worker answers every navigation with the HTML it cached as its shell, which is
    // not the /login page: the script must render /login over it, not try to adopt it.
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/faq');
    await page.waitForFunction(() => navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller !== null), undefined, {
      timeout: 15_000,
    });
    const res = await page.goto('/login');
    expect(res?.fromServiceWorker()).toBe(true);
    await scriptHasTakenOver(page);
    await page.getByRole('heading', { level: 1, name: 'Connexion' }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(email);
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('/login at 6× CPU slowdown: email and password typed before the script runs are kept and sign in', async () => {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const context = await newContext(browser);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await openEarly(page, '/login');
      const emailField = page.getByLabel('Email', { exact: true });
      await emailField.waitFor();
      await emailField.fill(email);
      await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);

      await scriptHasTakenOver(page);
      expect(await emailField.inputValue(), `essai ${attempt}`).toBe(email);
      expect(await page.getByLabel('Mot de passe', { exact: true }).inputValue(), `essai ${attempt}`).toBe(PASSWORD);
      // The race is over: the rest of the journey runs at full speed, to keep the test short.
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await page.waitForURL('**/dashboard', { timeout: 10_000 });
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as { email?: string } | null);
      expect(stored?.email, `essai ${attempt}`).toBe(email);
      expect(errors, `essai ${attempt}`).toEqual([]);
      await context.close();
    }
  });
});

// Crawlers: both files are written by the build (scripts/prerender.mjs) and served as static assets.
describe('robots.txt and sitemap.xml', () => {
  it('are served with their content types, the sitemap URL absolute', async () => {
    const robots = await fetch(`${BASE_URL}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    const robotsText = await robots.text();
    expect(robotsText).toMatch(/^User-agent: \*$/m);
    expect(robotsText).toMatch(/^Disallow: \/api\/$/m);
    expect(robotsText).toMatch(/^Disallow: \/dashboard$/m);
    expect(robotsText).toMatch(/^Sitemap: https?:\/\/[^/\s]+\/sitemap\.xml$/m);

    const sitemap = await fetch(`${BASE_URL}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toMatch(/^(application|text)\/xml/);
    const locs = [...(await sitemap.text()).matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(['/', '/faq', '/cgv', '/cgu', '/mentions-legales', '/confidentialite', '/login', '/register']);
  });
});
