import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  apiCall,
  BASE_URL,
  E2E_PASSWORD,
  hasBrowser,
  launchBrowser,
  newContext,
  registerViaApi,
  storeSession,
  weekWithList,
} from './helpers';

// The list in the shop: installable, readable without a network once opened, and every change made
// offline (ticks, an added item) kept across a reload and sent when the network is back.

/** An account with a saved week and its shopping list, made through the API. */
async function accountWithList() {
  const { user, email } = await registerViaApi('Alex Popote', 'offline');
  return { user, email, listId: await weekWithList(user.token, 7) };
}

type ApiList = { data: { items: { name: string; purchased: boolean }[] } };
/** The names of the list's ticked items, as the server has them. */
async function tickedOnServer(listId: string, token: string): Promise<string[]> {
  const { data } = await apiCall<ApiList>(`/api/shopping/${listId}`, token);
  return data.items.filter((i) => i.purchased).map((i) => i.name);
}

/** A fresh session of the account, made through the API (to read the list as the server has it). */
async function loginViaApi(email: string) {
  const { data } = await apiCall<{ data: { token: string } }>('/api/users/login', null, { email, password: E2E_PASSWORD });
  return data;
}

/** How many rows each store of the app's offline database holds (the database must exist). */
function offlineRows(page: Page): Promise<Record<string, number>> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((d) => d.name === 'popote-offline')) throw new Error('popote-offline absente');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('popote-offline');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const counts: Record<string, number> = {};
    for (const name of Array.from(db.objectStoreNames)) {
      counts[name] = await new Promise<number>((resolve, reject) => {
        const request = db.transaction(name).objectStore(name).count();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    }
    db.close();
    return counts;
  });
}

/** The label of the first unticked item on screen ('Tomates — 6 pièce'), and its name. */
async function firstUnticked(page: Page) {
  const box = page.getByRole('checkbox', { checked: false }).first();
  const label = (await box.locator('xpath=ancestor::label').textContent())!.trim();
  return { label, name: label.split(' — ')[0]! };
}

/** A second account that joins the first one's household through an invitation. */
async function partnerOf(owner: { token: string }) {
  const { user: partner } = await registerViaApi('Camille Popote', 'offline-partner');
  const { data: invitation } = await apiCall<{ data: { code: string } }>('/api/households/invitations', owner.token, {});
  await apiCall('/api/households/join', partner.token, { code: invitation.code });
  return partner;
}

const pending = (page: Page, n: number) => page.getByRole('status').filter({ hasText: `${n} modification${n > 1 ? 's' : ''} en attente` });

describe.skipIf(!hasBrowser)('the shopping list in the shop, without a network', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('is installable: a manifest with icons, standalone display, and a service worker', async () => {
    const manifest = await (await fetch(`${BASE_URL}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ short_name: 'Popote', display: 'standalone', lang: 'fr', start_url: '/dashboard' });
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(['192x192', '512x512', '512x512']);
    for (const icon of manifest.icons) expect((await fetch(`${BASE_URL}${icon.src}`)).headers.get('content-type')).toBe('image/png');
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toBe(`${BASE_URL}/sw.js`);
    await context.close();
  });

  it('a list opened once, as the very first page of a fresh browser, opens again without network, and its tick is sent once back online', async () => {
    const { user, listId } = await accountWithList();
    const context = await newContext(browser);
    await storeSession(context, user);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await page.goto(`/liste-courses/${listId}`);
    await page.getByRole('checkbox').first().waitFor();
    const item = await firstUnticked(page);
    // The household looks at the list a moment, then walks into the shop.
    await page.waitForTimeout(5000);
    expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    expect(await offlineRows(page)).toEqual({ lists: 1, 'list-ops': 0 });
    // The service worker holds the shell and the list screen's code, and no API answer.
    const cached = await page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys()) for (const r of await (await caches.open(name)).keys()) paths.push(new URL(r.url).pathname);
      return paths;
    });
    expect(cached).toEqual(expect.arrayContaining(['/app-shell.html', '/index.html']));
    expect(cached.filter((p) => /^\/assets\/shopping-list-page-[\w-]+\.js$/.test(p))).toHaveLength(1);
    expect(cached.filter((p) => p.startsWith('/api/'))).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Liste de courses' }).waitFor({ timeout: 10_000 });
    expect(await page.getByText('Impossible de charger cette liste de courses').count()).toBe(0);
    await page.getByRole('checkbox', { name: item.label }).check();
    await pending(page, 1).waitFor();
    expect(await tickedOnServer(listId, user.token)).toEqual([]);

    // Still without network, opened again: the copy, with the tick on top.
    await page.reload();
    await pending(page, 1).waitFor({ timeout: 10_000 });
    expect(await page.getByRole('checkbox', { name: item.label }).isChecked()).toBe(true);

    await context.setOffline(false);
    await page.getByText(/modifications? en attente$/).waitFor({ state: 'detached', timeout: 20_000 });
    expect(await tickedOnServer(listId, user.token)).toEqual([item.name]);
    expect(await offlineRows(page)).toEqual({ lists: 1, 'list-ops': 0 });
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('a session that expired in the shop keeps the tick, asks to sign in again, and sends it after signing in', async () => {
    const { user, email, listId } = await accountWithList();
    const context = await newContext(browser);
    await storeSession(context, user);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await page.goto(`/liste-courses/${listId}`);
    await page.locator('[data-live="online"]').waitFor();
    const item = await firstUnticked(page);
    await context.setOffline(true);
    await page.getByRole('status').filter({ hasText: 'Hors ligne — reconnexion en cours…' }).waitFor({ timeout: 5000 });
    await page.getByRole('checkbox', { name: item.label }).check();
    await pending(page, 1).waitFor();

    // Meanwhile the session ends on the server (expired, or closed from another device).
    await apiCall('/api/users/logout', user.token, {});
    await context.setOffline(false);
    await page.waitForURL('**/login', { timeout: 20_000 });
    await page
      .getByRole('status')
      .filter({ hasText: 'Votre session a expiré. Reconnectez-vous pour envoyer vos modifications.' })
      .waitFor({ timeout: 10_000 });
    expect(await offlineRows(page)).toEqual({ lists: 1, 'list-ops': 1 });
    expect(await tickedOnServer(listId, (await loginViaApi(email)).token)).toEqual([]);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mot de passe').fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).last().click();
    await page.waitForURL(`**/liste-courses/${listId}`, { timeout: 20_000 });
    await page.getByRole('checkbox', { name: item.label, checked: true }).waitFor({ timeout: 10_000 });
    await page.getByText(/modifications? en attente$/).waitFor({ state: 'detached', timeout: 20_000 });
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('user')!) as { token: string }).token);
    expect(await tickedOnServer(listId, token)).toEqual([item.name]);
    expect(await offlineRows(page)).toEqual({ lists: 1, 'list-ops': 0 });
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it('signing out, even without network, empties the lists and the changes kept on the device', async () => {
    const { user, listId } = await accountWithList();
    const context = await newContext(browser);
    await storeSession(context, user);
    const page = await context.newPage();
    await page.goto(`/liste-courses/${listId}`);
    await page.locator('[data-live="online"]').waitFor();
    const item = await firstUnticked(page);
    await context.setOffline(true);
    await page.getByRole('checkbox', { name: item.label }).check();
    await pending(page, 1).waitFor();
    expect(await offlineRows(page)).toEqual({ lists: 1, 'list-ops': 1 });

    await page.getByRole('button', { name: /menu du compte/ }).click();
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL('**/login');
    await expect.poll(() => offlineRows(page), { timeout: 5000 }).toEqual({ lists: 0, 'list-ops': 0 });
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await context.close();
  }, 90_000);

  it('ticks and an added item made offline survive a reload without network and reach the household partner once online', async () => {
    const { user, listId } = await accountWithList();
    const partner = await partnerOf(user);
    const contextA = await newContext(browser);
    await storeSession(contextA, user);
    const pageA = await contextA.newPage();
    const errors: string[] = [];
    pageA.on('pageerror', (e) => errors.push(e.message));

    // First visit online: the service worker installs; the second load is under its control and
    // keeps the list for offline reading.
    await pageA.goto(`/liste-courses/${listId}`);
    await pageA.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await pageA.reload();
    await pageA.locator('[data-live="online"]').waitFor();
    expect(await pageA.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

    // The other phone is the partner's, a second account of the same household.
    const contextB = await newContext(browser);
    await storeSession(contextB, partner);
    const pageB = await contextB.newPage();
    await pageB.goto(`/shopping-lists/${listId}`);
    await pageB.locator('[data-live="online"]').waitFor();

    const boxes = pageA.getByRole('checkbox');
    const labels = await Promise.all(
      [0, 1, 2].map(async (n) => (await boxes.nth(n).locator('xpath=ancestor::label').textContent())!.trim()),
    );

    // In the shop, no signal: two ticks and an item that is not from the menu.
    await contextA.setOffline(true);
    await pageA.getByRole('status').filter({ hasText: 'Hors ligne — reconnexion en cours…' }).waitFor({ timeout: 5000 });
    await pageA.getByRole('checkbox', { name: labels[0] }).check();
    await pageA.getByRole('checkbox', { name: labels[1] }).check();
    await pageA.getByLabel('Article à ajouter').fill('Liquide vaisselle');
    await pageA.getByRole('button', { name: 'Ajouter' }).click();
    await pending(pageA, 3).waitFor();
    // Meanwhile the other phone, online, ticks a third item.
    await pageB.getByRole('checkbox', { name: labels[2] }).check();
    await pageB.getByText('1 acheté', { exact: true }).waitFor();

    // The page is reloaded while still offline: the app and the list open from this phone's copy
    // (the third tick, made after the copy, is not in it: nothing came from the network).
    await pageA.reload();
    await pageA.getByRole('heading', { level: 1, name: 'Liste de courses' }).waitFor({ timeout: 10_000 });
    await pending(pageA, 3).waitFor();
    expect(await pageA.getByRole('checkbox', { name: labels[0] }).isChecked()).toBe(true);
    expect(await pageA.getByRole('checkbox', { name: labels[1] }).isChecked()).toBe(true);
    await pageA.getByRole('checkbox', { name: 'Liquide vaisselle — 1' }).waitFor();
    expect(await pageA.getByRole('checkbox', { name: labels[2] }).isChecked()).toBe(false);
    // Nothing reached the other phone yet.
    expect(await pageB.getByRole('checkbox', { name: labels[0] }).isChecked()).toBe(false);

    // Back online: the three changes are sent in order and the other phone sees them.
    await contextA.setOffline(false);
    await pageB.getByRole('checkbox', { name: labels[0], checked: true }).waitFor({ timeout: 20_000 });
    await pageB.getByRole('checkbox', { name: labels[1], checked: true }).waitFor({ timeout: 5000 });
    await pageB.getByRole('checkbox', { name: 'Liquide vaisselle — 1' }).waitFor({ timeout: 5000 });
    await pageA.getByText(/modifications? en attente$/).waitFor({ state: 'detached', timeout: 10_000 });
    // And this phone catches up with the other one's tick.
    await pageA.getByRole('checkbox', { name: labels[2], checked: true }).waitFor({ timeout: 10_000 });
    await pageB.getByText('3 achetés', { exact: true }).waitFor();

    // Sent once: a reload of the other phone shows one 'Liquide vaisselle', not two.
    await pageB.reload();
    await pageB.getByRole('checkbox', { name: 'Liquide vaisselle — 1' }).waitFor();
    expect(await pageB.getByRole('checkbox', { name: 'Liquide vaisselle — 1' }).count()).toBe(1);

    expect(errors).toEqual([]);
    await contextA.close();
    await contextB.close();
  }, 120_000);
});
