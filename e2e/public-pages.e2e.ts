import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { BASE_URL, hasBrowser, launchBrowser, newContext, seriousA11yViolations } from './helpers';

const PUBLIC_PAGES = [
  { path: '/', heading: /Popote|repas/i },
  { path: '/faq', heading: 'Foire aux questions' },
  { path: '/cgv', heading: 'Conditions générales de vente' },
  { path: '/cgu', heading: "Conditions générales d'utilisation" },
  { path: '/mentions-legales', heading: 'Mentions légales' },
  { path: '/confidentialite', heading: 'Politique de confidentialité' },
  { path: '/login', heading: 'Connexion' },
  { path: '/register', heading: /Créer un compte|Inscription/ },
];

const GUARDED = [
  '/dashboard',
  '/inspirations-repas',
  '/inspiration-repas?replace=true&day=Lundi&mealType=d%C3%AEner&weekPlanId=abc',
  '/menu-semaine',
  '/cuisiner-sans-gaspiller',
  '/noter-recettes',
  '/meal-plans/abc123',
  '/mes-recettes',
  '/recette/abc123',
  '/shopping-lists/abc123',
  '/liste-courses/abc123',
  '/profile',
  '/subscription',
  '/settings',
];

describe.skipIf(!hasBrowser)('public pages and the login guard', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const { path, heading } of PUBLIC_PAGES) {
    it(`${path} renders its heading and axe finds no serious violation`, async () => {
      const context = await newContext(browser);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first().textContent()).resolves.toMatch(heading);
      await page.waitForLoadState('networkidle');
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('the landing page content is in the HTML before any script runs', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: BASE_URL });
    const page = await context.newPage();
    await page.goto('/');
    expect(await page.locator('h1').count()).toBe(1);
    expect(await page.textContent('body')).toContain('9,99');
    await context.close();
  });

  for (const path of GUARDED) {
    it(`${path} sends a signed-out visitor to /login`, async () => {
      const context = await newContext(browser);
      const page = await context.newPage();
      await page.goto(path);
      await page.waitForURL('**/login');
      expect(new URL(page.url()).pathname).toBe('/login');
      await context.close();
    });
  }

  it('pages and assets carry the security headers', async () => {
    for (const path of ['/', '/faq', '/dashboard', '/favicon.svg', '/api/health']) {
      const res = await fetch(`${BASE_URL}${path}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security'), path).toContain('max-age');
    }
  });

  it('the tab bar marks the tab of the current path', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/faq');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    expect(await nav.getByRole('link').count()).toBe(4);
    expect(await nav.locator('[aria-current="page"]').count()).toBe(0);
    await context.close();
  });
});
