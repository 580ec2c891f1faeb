import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  apiCall,
  hasBrowser,
  launchBrowser,
  newContext,
  registerViaApi,
  seriousA11yViolations,
  storeSession,
  weekWithList,
} from './helpers';

// Buying as sold: a generated list shows the pack to take, the drive's price per line and the
// estimate, as the API gives them (the drive sandbox runs next to the app).

type Item = { name: string; category: string; price?: number; pack?: { label: string } };
type List = { items: Item[]; estimatedTotal: number; unpriced: string[] };

describe.skipIf(!hasBrowser)('the shopping list: packs and the estimate before ordering', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows « Total estimé », « Sans prix » and the pack of a priced line, the same after reload', async () => {
    const { user } = await registerViaApi('Camille Prix', 'packs');
    const listId = await weekWithList(user.token, 2025);
    const { data: list } = await apiCall<{ data: List }>(`/api/shopping/${listId}`, user.token);
    const priced = list.items.find((i) => i.price !== undefined && i.pack);
    expect(priced).toBeDefined();
    expect(list.unpriced.length).toBeGreaterThan(0);
    const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

    const context = await newContext(browser);
    await storeSession(context, user);
    const page = await context.newPage();
    await page.goto(`/liste-courses/${listId}`);
    for (const round of ['first', 'reload']) {
      if (round === 'reload') await page.reload();
      const total = page.getByText(/^Total estimé : /);
      await total.waitFor();
      expect(await total.textContent()).toBe(`Total estimé : ${euros.format(list.estimatedTotal)}`);
      expect(await page.getByText(/^Sans prix : /).textContent()).toBe(`Sans prix : ${list.unpriced.join(', ')}`);
      await page.getByText(priced!.pack!.label, { exact: true }).first().waitFor();
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });
});
