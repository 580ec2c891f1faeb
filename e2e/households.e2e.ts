import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  E2E_PASSWORD,
  hasBrowser,
  launchBrowser,
  newContext,
  registerViaApi,
  seriousA11yViolations,
  storeSession,
  weekWithList,
} from './helpers';

// A household shops together: the owner invites from « Mon foyer », the guest opens the link signed
// out, logs in, comes back to the invitation and joins; both have the same list open and a tick by one
// shows on the other's phone with who ticked it, without a reload; « J'ai déjà » moves an item to the
// pantry section on both phones; once the guest has left, the list is no longer theirs. French texts to the letter (e2e/ is type-checked apart from shared/).

async function expectNoSeriousViolations(page: Page, screen: string) {
  const violations = await seriousA11yViolations(page);
  expect(violations, `${screen}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
}

describe.skipIf(!hasBrowser)('households: invitation, a list shared live, leaving', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('A invites, B joins through the link after logging in, B’s tick shows on A’s list « coché par », « J’ai déjà » reaches both, then B leaves and loses the list', async () => {
    const a = await registerViaApi('Camille Popote', 'foyer');
    const b = await registerViaApi('Alex Martin', 'foyer');
    const listId = await weekWithList(a.user.token, 11);

    // A, signed in, invites from « Mon foyer », opened from the account menu.
    const contextA = await newContext(browser);
    await storeSession(contextA, a.user);
    const pageA = await contextA.newPage();
    const errors: string[] = [];
    pageA.on('pageerror', (e) => errors.push(`A: ${e.message}`));
    await pageA.goto('/dashboard');
    await pageA.getByRole('button', { name: /menu du compte/ }).click();
    await pageA.getByRole('link', { name: 'Mon foyer' }).click();
    await pageA.getByRole('heading', { level: 1, name: 'Mon foyer' }).waitFor();
    await pageA.getByText('Camille Popote (vous)').waitFor();
    await pageA.getByRole('button', { name: 'Inviter quelqu’un' }).click();
    const link = pageA.getByLabel('Lien d’invitation');
    await link.waitFor();
    const url = new URL(await link.inputValue());
    expect(url.pathname).toMatch(/^\/rejoindre\/[A-HJKMNP-Z2-9]{8}$/);
    await pageA.getByText(/^Valable jusqu’au .+, pour une seule personne\.$/).waitFor();
    await expectNoSeriousViolations(pageA, '« Mon foyer » with an invitation');

    // B opens the link signed out, logs in through the login page and comes back to the invitation.
    const contextB = await newContext(browser);
    const pageB = await contextB.newPage();
    pageB.on('pageerror', (e) => errors.push(`B: ${e.message}`));
    await pageB.goto(url.pathname);
    await pageB.getByRole('heading', { level: 1, name: 'Vous êtes invité à rejoindre un foyer sur Popote' }).waitFor();
    await expectNoSeriousViolations(pageB, 'the invitation page, signed out');
    // The header has its own « Se connecter »: the invitation's is in the page's main content.
    await pageB.getByRole('main').getByRole('link', { name: 'Se connecter' }).click();
    await pageB.waitForURL('**/login');
    await pageB.getByLabel('Email').fill(b.email);
    await pageB.getByLabel('Mot de passe').fill(E2E_PASSWORD);
    await pageB.getByRole('button', { name: 'Se connecter' }).last().click();
    await pageB.waitForURL(`**${url.pathname}`);
    await pageB.getByRole('button', { name: 'Rejoindre ce foyer' }).click();
    await pageB.waitForURL('**/foyer');
    await pageB.getByRole('status').filter({ hasText: 'Vous avez rejoint le foyer' }).waitFor();
    const membersB = pageB.getByRole('region', { name: 'Membres' });
    await membersB.getByText('2 membres').waitFor();
    expect(await membersB.getByRole('listitem').allTextContents()).toEqual(['Camille PopoteResponsable', 'Alex Martin (vous)Membre']);

    // Opened again, the link says B is already in.
    await pageB.goto(url.pathname);
    await pageB.getByRole('button', { name: 'Rejoindre ce foyer' }).click();
    await pageB.getByRole('alert').filter({ hasText: 'Vous faites déjà partie de ce foyer.' }).waitFor();

    // Both open the household's list; B ticks, A sees it ticked by B without reloading.
    await pageA.goto(`/liste-courses/${listId}`);
    await pageB.goto(`/liste-courses/${listId}`);
    await pageA.locator('[data-live="online"]').waitFor();
    await pageB.locator('[data-live="online"]').waitFor();
    const firstB = pageB.getByRole('checkbox').first();
    const label = (await firstB.locator('xpath=ancestor::label').textContent())!.trim();
    await firstB.check();
    const ticked = pageA.getByRole('checkbox', { name: label, exact: true });
    await pageA.getByRole('checkbox', { name: label, exact: true, checked: true }).waitFor({ timeout: 10_000 });
    const byB = pageA.getByText('coché par Alex Martin', { exact: true });
    await byB.waitFor({ timeout: 10_000 });
    // The checkbox is described by who ticked it (and by the pack to take, when the line has one).
    expect((await ticked.getAttribute('aria-describedby'))?.split(' ')).toContain(await byB.getAttribute('id'));
    await pageA.getByText('1 acheté', { exact: true }).waitFor();

    // A already has one of the items: « J'ai déjà » puts it in the pantry section, on both phones.
    const haveButton = pageA.getByRole('button', { name: /^J’ai déjà : / }).first();
    const had = (await haveButton.getAttribute('aria-label'))!.replace('J’ai déjà : ', '');
    await haveButton.click();
    // It asks how much; nothing typed is « assez ».
    await pageA.getByRole('button', { name: 'Ranger dans mes placards' }).click();
    await pageA.getByRole('status').filter({ hasText: 'Article rangé dans « Vous avez sûrement déjà »' }).waitFor();
    // The checkbox's label is '<name> — <quantity>': matched on '<name> — '.
    const inPantry = (page: Page) =>
      page.getByRole('region', { name: 'Vous avez sûrement déjà' }).getByRole('checkbox', { name: `${had} — ` });
    await inPantry(pageA).waitFor();
    await inPantry(pageB).waitFor({ timeout: 10_000 });
    expect(await pageA.getByRole('button', { name: `J’ai déjà : ${had}`, exact: true }).count()).toBe(0);

    // B leaves (after confirming); the list is no longer B's.
    await pageB.goto('/foyer');
    await pageB.getByRole('button', { name: 'Quitter le foyer' }).click();
    await pageB.getByRole('button', { name: 'Oui, quitter' }).click();
    await pageB.getByRole('status').filter({ hasText: 'Vous avez quitté le foyer' }).waitFor();
    await pageB.getByRole('region', { name: 'Membres' }).getByText('1 membre').waitFor();
    await pageB.goto(`/liste-courses/${listId}`);
    await pageB.getByText('Liste de courses non trouvée').waitFor();
    expect(await pageB.getByRole('checkbox').count()).toBe(0);

    // A's household lists one member again.
    await pageA.goto('/foyer');
    await pageA.getByRole('region', { name: 'Membres' }).getByText('1 membre').waitFor();

    expect(errors).toEqual([]);
    await contextA.close();
    await contextB.close();
  }, 120_000);
});
