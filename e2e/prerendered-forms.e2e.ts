import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  apiCall,
  BASE_URL,
  E2E_PASSWORD,
  hasBrowser,
  launchBrowser,
  newContext,
  registerViaApi,
  storeSession,
  uniqueEmail,
} from './helpers';

// A visitor (or a password manager) fills a form and presses its button as soon as the page shows,
// before the page's script has taken over. The browser must never send the form itself into a URL
// (the password in the history, the logs, the Referer), what was typed must stay, and the press must
// be carried out once the script is ready. /login and /register arrive prerendered, so that window is
// real there, at full speed as much as on a slow phone: each form is tried 10 times in a row, at
// normal speed and at 6× CPU slowdown, from a fresh context (no service worker, no cache).

const TRIES = 10;
const SPEEDS = [1, 6] as const;
const WRONG_PASSWORD = 'mauvais-mot-de-passe';
// Ten fresh-browser tries, two journeys at a time: minutes on a busy 2-core machine.
const JOURNEY_TIMEOUT = 420_000;

/** Every URL the page navigated to or requested, to look for what was typed. */
function watchUrls(page: Page) {
  const navigations: string[] = [];
  const requests: string[] = [];
  page.on('framenavigated', (frame) => navigations.push(frame.url()));
  page.on('request', (request) => requests.push(request.url()));
  return { navigations, requests };
}

/** The ways a typed value can be written in a URL. */
const spellings = (value: string) => [value, encodeURIComponent(value), new URLSearchParams({ v: value }).toString().slice(2)];

/** No navigation holds a field, no request a field in its query, and no URL at all a typed value. */
function expectNothingTypedInUrls(urls: ReturnType<typeof watchUrls>, typed: string[], attempt: string) {
  expect(urls.navigations.length, attempt).toBeGreaterThan(0);
  for (const url of urls.navigations) expect(url, attempt).not.toMatch(/password|email/i);
  for (const url of urls.requests) {
    const { search, hash } = new URL(url);
    expect(search + hash, attempt).not.toMatch(/password|email/i);
  }
  for (const url of [...urls.navigations, ...urls.requests]) {
    for (const value of typed) for (const spelled of spellings(value)) expect(url, attempt).not.toContain(spelled);
  }
}

/** A fresh context and page, the CPU slowed down `rate` times, its URLs watched and its script errors kept. */
async function freshPage(browser: Browser, rate: number, user?: Record<string, unknown>) {
  const context = await newContext(browser);
  if (user) await storeSession(context, user);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const urls = watchUrls(page);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const warnings: string[] = [];
  page.on('console', (m) => (m.type() === 'warning' || m.type() === 'error') && warnings.push(m.text()));
  /** Waits for what the try must end on; a timeout says where the page stood. */
  const settle = async (label: string, until: Promise<unknown>) => {
    try {
      await until;
    } catch (cause) {
      const state = await page.evaluate(() => ({
        ready: document.getElementById('root')?.dataset.ready,
        held: (window as { __earlySubmits?: unknown[] }).__earlySubmits?.length,
        buttons: Array.from(document.querySelectorAll('main button[type=submit]'), (b) => b.textContent),
        alert: document.querySelector('[role=alert]')?.textContent,
      }));
      throw new Error(`${label}: ${String(cause)}\nURL ${page.url()} ${JSON.stringify(state)}\n${warnings.join('\n')}`);
    }
  };
  return { context, page, urls, errors, settle };
}

const storedUser = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as { email?: string; name?: string } | null);

describe.skipIf(!hasBrowser)('forms filled and sent at the first paint', () => {
  let browser: Browser;
  /** The account the login tries of one speed sign into: its own, as the speeds run side by side. */
  const emails = new Map<number, string>();

  beforeAll(async () => {
    browser = await launchBrowser();
    for (const rate of SPEEDS) {
      const email = uniqueEmail(`first-paint-${rate}x`);
      const res = await fetch(`${BASE_URL}/api/users/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Testeur Premier Affichage', email, password: E2E_PASSWORD, preferences: {} }),
      });
      expect(res.status).toBe(201);
      emails.set(rate, email);
    }
  });
  afterAll(async () => {
    await browser?.close();
  });

  // Each journey uses accounts of its own, so they run two at a time (vitest.e2e.config.mts), which only
  // makes the page's script later to take over: a harder race, not an easier one.
  describe.concurrent.each(SPEEDS)('at %i× CPU slowdown', (rate) => {
    it(
      '/login: nothing typed in any URL, the fields kept, then signed in (right password) or the French banner (wrong one)',
      async () => {
        const email = emails.get(rate)!;
        for (let attempt = 1; attempt <= TRIES; attempt++) {
          const label = `essai ${attempt} à ${rate}×`;
          // Every other try has the wrong password: a right one in between clears the account's failures.
          const password = attempt % 2 === 0 ? WRONG_PASSWORD : E2E_PASSWORD;
          const { context, page, urls, errors, settle } = await freshPage(browser, rate);
          await page.goto('/login', { waitUntil: 'commit' });
          await page.getByLabel('Email', { exact: true }).fill(email);
          await page.getByLabel('Mot de passe', { exact: true }).fill(password);
          await page.getByRole('button', { name: 'Se connecter' }).click({ noWaitAfter: true });

          if (password === E2E_PASSWORD) {
            await settle(label, page.waitForURL('**/dashboard', { timeout: 20_000 }));
            expect((await storedUser(page))?.email, label).toBe(email);
          } else {
            await settle(
              label,
              page.getByRole('alert').filter({ hasText: 'Email ou mot de passe incorrect' }).waitFor({ timeout: 20_000 }),
            );
            expect(new URL(page.url()).pathname, label).toBe('/login');
            expect(await page.getByLabel('Email', { exact: true }).inputValue(), label).toBe(email);
            expect(await page.getByLabel('Mot de passe', { exact: true }).inputValue(), label).toBe(password);
            expect(await storedUser(page), label).toBeNull();
          }
          expectNothingTypedInUrls(urls, [email, password], label);
          expect(errors, label).toEqual([]);
          await context.close();
        }
      },
      JOURNEY_TIMEOUT,
    );

    it(
      '/register: step 1 sent at the first paint reaches step 2 with its fields kept, and every step on to the account',
      async () => {
        for (let attempt = 1; attempt <= TRIES; attempt++) {
          const label = `essai ${attempt} à ${rate}×`;
          const name = `Camille Premier ${rate}x${attempt}`;
          const newEmail = uniqueEmail('first-paint-register');
          const { context, page, urls, errors, settle } = await freshPage(browser, rate);
          await page.goto('/register', { waitUntil: 'commit' });
          await page.getByLabel('Nom', { exact: true }).fill(name);
          await page.getByLabel('Email', { exact: true }).fill(newEmail);
          await page.getByLabel('Mot de passe', { exact: true }).fill(E2E_PASSWORD);
          await page.getByLabel('Confirmer le mot de passe', { exact: true }).fill(E2E_PASSWORD);
          await page.getByRole('button', { name: 'Suivant' }).click({ noWaitAfter: true });

          await settle(label, page.getByRole('heading', { level: 2, name: 'Votre foyer' }).waitFor({ timeout: 20_000 }));
          // Back on step 1: what was typed at the first paint is all there.
          await page.getByRole('button', { name: 'Précédent' }).click();
          await page.getByRole('heading', { level: 2, name: 'Vos informations de connexion' }).waitFor();
          expect(await page.getByLabel('Nom', { exact: true }).inputValue(), label).toBe(name);
          expect(await page.getByLabel('Email', { exact: true }).inputValue(), label).toBe(newEmail);
          expect(await page.getByLabel('Mot de passe', { exact: true }).inputValue(), label).toBe(E2E_PASSWORD);
          expect(await page.getByLabel('Confirmer le mot de passe', { exact: true }).inputValue(), label).toBe(E2E_PASSWORD);
          for (const step of [2, 3, 4, 5]) {
            await page.getByRole('button', { name: 'Suivant' }).click();
            await page.getByText(`Étape ${step} sur 5`).waitFor();
          }
          await page.getByRole('button', { name: 'Terminer' }).click();
          await page.waitForURL('**/dashboard', { timeout: 20_000 });
          const stored = await storedUser(page);
          expect(stored?.email, label).toBe(newEmail);
          expect(stored?.name, label).toBe(name);
          expectNothingTypedInUrls(urls, [name, newEmail, E2E_PASSWORD], label);
          expect(errors, label).toEqual([]);
          await context.close();
        }
      },
      JOURNEY_TIMEOUT,
    );

    it(
      '/profile: a name typed and saved as soon as the form shows is saved, kept in the field, in no URL',
      // The test's own expect: expect.poll in a concurrent test needs it.
      async ({ expect }) => {
        const { user } = await registerViaApi('Profil Premier Affichage', 'first-paint-profile');
        for (let attempt = 1; attempt <= TRIES; attempt++) {
          const label = `essai ${attempt} à ${rate}×`;
          const name = `Dominique Premier ${rate}x${attempt}`;
          const { context, page, urls, errors } = await freshPage(browser, rate, user);
          // The success message shows for 3 seconds: a page slowed 6× on a busy machine can be looked at too
          // late to see it, so the page itself writes down every status it shows.
          await context.addInitScript(() => {
            const shown: string[] = [];
            (window as { __statuses?: string[] }).__statuses = shown;
            new MutationObserver(() => {
              document.querySelectorAll('[role=status]').forEach((el) => el.textContent && shown.push(el.textContent));
            }).observe(document, { subtree: true, childList: true, characterData: true });
          });
          await page.goto('/profile', { waitUntil: 'commit' });
          await page.getByLabel('Nom', { exact: true }).fill(name);
          await page.getByRole('button', { name: 'Enregistrer mon profil' }).click({ noWaitAfter: true });

          await expect
            .poll(() => page.evaluate(() => (window as { __statuses?: string[] }).__statuses ?? []), { timeout: 20_000, message: label })
            .toContainEqual(expect.stringContaining('Profil mis à jour avec succès!'));
          expect(await page.getByLabel('Nom', { exact: true }).inputValue(), label).toBe(name);
          const profile = await apiCall<{ data: { name: string } }>('/api/users/profile', user.token);
          expect(profile.data.name, label).toBe(name);
          expectNothingTypedInUrls(urls, [name], label);
          expect(errors, label).toEqual([]);
          await context.close();
        }
      },
      JOURNEY_TIMEOUT,
    );

    it(
      '/rejoindre/{code}: « Rejoindre ce foyer » pressed as soon as it shows joins the household',
      async () => {
        const { user: owner } = await registerViaApi('Hôte Premier Affichage', 'first-paint-owner');
        for (let attempt = 1; attempt <= TRIES; attempt++) {
          const label = `essai ${attempt} à ${rate}×`;
          const { data: invitation } = await apiCall<{ data: { code: string } }>('/api/households/invitations', owner.token, {});
          const { user: guest } = await registerViaApi(`Invité ${rate}x${attempt}`, 'first-paint-guest');
          const { context, page, urls, errors } = await freshPage(browser, rate, guest);
          await page.goto(`/rejoindre/${invitation.code}`, { waitUntil: 'commit' });
          await page.getByRole('button', { name: 'Rejoindre ce foyer' }).click({ noWaitAfter: true });

          await page.waitForURL('**/foyer', { timeout: 20_000 });
          await page.getByText('Vous avez rejoint le foyer').waitFor();
          const household = await apiCall<{ data: { members: unknown[] } }>('/api/households/current', guest.token);
          // The owner and every guest so far: this one has joined, once.
          expect(household.data.members, label).toHaveLength(attempt + 1);
          expectNothingTypedInUrls(urls, [E2E_PASSWORD], label);
          expect(errors, label).toEqual([]);
          await context.close();
        }
      },
      JOURNEY_TIMEOUT,
    );
  });

  // The page's scripts held back: the window before the script runs, as long as it takes. A press then
  // waits visibly, the browser sends nothing, and the press is carried out once the script arrives.
  describe('a press while the page’s script is still on its way', () => {
    /** Holds every script of the page until `release()`. */
    async function holdScripts(context: BrowserContext) {
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await context.route(/\/assets\/.*\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      return release;
    }

    it('/login: the button shows « Chargement... » and is busy, nothing is sent, then the login completes', async () => {
      const { context, page, urls, errors } = await freshPage(browser, 1);
      const release = await holdScripts(context);
      await page.goto('/login', { waitUntil: 'commit' });
      await page.getByLabel('Email', { exact: true }).fill(emails.get(1)!);
      await page.getByLabel('Mot de passe', { exact: true }).fill(E2E_PASSWORD);
      await page.getByRole('button', { name: 'Se connecter' }).click();

      const waiting = page.getByRole('button', { name: 'Chargement...' });
      await waiting.waitFor();
      expect(await waiting.getAttribute('aria-busy')).toBe('true');
      // A second press is held too, not sent twice.
      await waiting.click();
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/login');
      expect(await page.getByLabel('Mot de passe', { exact: true }).inputValue()).toBe(E2E_PASSWORD);

      const logins: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/users/login')) logins.push(request.method());
      });
      release();
      await page.waitForURL('**/dashboard', { timeout: 20_000 });
      expect((await storedUser(page))?.email).toBe(emails.get(1));
      expect(logins).toEqual(['POST']);
      expectNothingTypedInUrls(urls, [emails.get(1)!, E2E_PASSWORD], 'script retenu');
      expect(errors).toEqual([]);
      await context.close();
    });

    it('/register: « Suivant » shows « Chargement... », then reaches step 2 with the fields kept', async () => {
      const { context, page, urls, errors } = await freshPage(browser, 1);
      const release = await holdScripts(context);
      const newEmail = uniqueEmail('held-register');
      await page.goto('/register', { waitUntil: 'commit' });
      await page.getByLabel('Nom', { exact: true }).fill('Camille Patiente');
      await page.getByLabel('Email', { exact: true }).fill(newEmail);
      await page.getByLabel('Mot de passe', { exact: true }).fill(E2E_PASSWORD);
      await page.getByLabel('Confirmer le mot de passe', { exact: true }).fill(E2E_PASSWORD);
      await page.getByLabel('Confirmer le mot de passe', { exact: true }).press('Enter');

      const waiting = page.getByRole('button', { name: 'Chargement...' });
      await waiting.waitFor();
      expect(await waiting.getAttribute('aria-busy')).toBe('true');
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/register');

      release();
      await page.getByRole('heading', { level: 2, name: 'Votre foyer' }).waitFor({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Précédent' }).click();
      expect(await page.getByLabel('Nom', { exact: true }).inputValue()).toBe('Camille Patiente');
      expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(newEmail);
      expectNothingTypedInUrls(urls, ['Camille Patiente', newEmail, E2E_PASSWORD], 'script retenu');
      expect(errors).toEqual([]);
      await context.close();
    });

    it('without the script at all, the browser posts the form and gets the page back with no field in its URL', async () => {
      // JavaScript off: neither the inline guard nor the app runs; the prerendered form is all there is.
      const context = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false, locale: 'fr-FR' });
      const page = await context.newPage();
      const urls = watchUrls(page);
      const posts: string[] = [];
      page.on('request', (request) => request.method() === 'POST' && posts.push(new URL(request.url()).pathname));
      await page.goto('/login');
      await page.getByLabel('Email', { exact: true }).fill(emails.get(1)!);
      await page.getByLabel('Mot de passe', { exact: true }).fill(WRONG_PASSWORD);
      const answer = page.waitForResponse((res) => res.request().method() === 'POST');
      await page.getByRole('button', { name: 'Se connecter' }).click();
      const res = await answer;
      expect(res.status()).toBe(303);
      expect(res.headers().location).toBe('/login');
      await page.waitForLoadState('load');
      expect(posts).toEqual(['/login']);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/login');
      expectNothingTypedInUrls(urls, [emails.get(1)!, WRONG_PASSWORD], 'sans script');
      await context.close();
    });

    it('every prerendered form but the header’s search is method="post", and the search sends no field', async () => {
      for (const [path, formsWithFields] of [
        ['/', 0],
        ['/login', 1],
        ['/register', 1],
      ] as const) {
        const html = await (await fetch(`${BASE_URL}${path}`)).text();
        const forms = [...html.matchAll(/<form\b[^>]*>/g)].map((m) => m[0]);
        const searches = forms.filter((form) => /role="search"/.test(form));
        const others = forms.filter((form) => !/role="search"/.test(form));
        expect(searches, path).toHaveLength(1);
        expect(searches[0], path).not.toMatch(/method="post"/);
        expect(others, path).toHaveLength(formsWithFields);
        for (const form of others) expect(form, path).toMatch(/method="post"/);
        // The signed-out search box has no name: a press sends the visitor to /login with nothing.
        const search = /<form\b[^>]*role="search"[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1] ?? '';
        expect(search, path).toContain('<input');
        expect(search, path).not.toMatch(/<input[^>]*\bname=/);
      }
      for (const path of ['/login', '/register', '/profile', '/settings', '/foyer']) {
        const res = await fetch(`${BASE_URL}${path}?email=x`, { method: 'POST', body: 'password=secret', redirect: 'manual' });
        expect(res.status, path).toBe(303);
        expect(res.headers.get('location'), path).toBe(path);
        const page = await fetch(`${BASE_URL}${path}`);
        expect(page.status, path).toBe(200);
        expect(page.headers.get('content-type'), path).toMatch(/^text\/html/);
        expect(page.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
        // /login and /register still come prerendered, the others as the app's shell.
        const expected = path === '/login' || path === '/register' ? `data-prerendered="${path}"` : '<div id="root"><!--app-html--></div>';
        expect(await page.text(), path).toContain(expected);
      }
    });
  });
});
