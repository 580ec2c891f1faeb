import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, hasBrowser, launchBrowser, newContext, seriousA11yViolations, signUpViaApi } from './helpers';

// Cooking from the recipe page on a phone, by keyboard only: the servings stepper and the cooking mode.

describe.skipIf(!hasBrowser)('cooking from the recipe page', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('rescales the ingredients and walks the steps in the cooking mode, keyboard only, at a phone viewport', async () => {
    context = await newContext(browser);
    page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const { user } = await signUpViaApi(page);
    const res = await fetch(`${BASE_URL}/api/meals/generate-recipe`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${String(user.token)}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ dish: [] }),
    });
    expect(res.status).toBe(200);
    const { recipe } = (await res.json()) as { recipe: { id: string; servings: number; instructions: unknown[] } };
    expect(recipe.servings).toBeGreaterThanOrEqual(1);
    expect(recipe.servings).toBeLessThan(20);
    expect(recipe.instructions.length).toBeGreaterThanOrEqual(2);

    await page.goto(`/recette/${recipe.id}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const ingredients = page.getByRole('region', { name: 'Ingrédients' });
    const quantities = () => ingredients.locator('li > div > p > span:nth-child(2)').allTextContents();
    const before = await quantities();
    expect(before.length).toBeGreaterThan(0);
    const count = ingredients.locator('output');
    expect(await count.textContent()).toBe(`${recipe.servings} portion${recipe.servings > 1 ? 's' : ''}`);

    await ingredients.getByRole('button', { name: 'Ajouter une portion' }).focus();
    await page.keyboard.press('Enter');
    expect(await count.textContent()).toBe(`${recipe.servings + 1} portions`);
    const after = await quantities();
    expect(after).toHaveLength(before.length);
    // Every line with a figure grows (the rounding only goes up); lines without one stay.
    const changed = after.filter((text, i) => text !== before[i]);
    expect(changed.length).toBeGreaterThan(0);
    await page.getByText(`Quantités recalculées pour ${recipe.servings + 1} portions, arrondies comme sur la liste de courses.`).waitFor();

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    expect(await count.textContent()).toBe(`${recipe.servings} portion${recipe.servings > 1 ? 's' : ''}`);
    expect(await quantities()).toEqual(before);

    const open = page.getByRole('button', { name: 'Mode cuisine' });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /^Mode cuisine : / });
    await dialog.waitFor();
    const total = recipe.instructions.length;
    const stepHeading = dialog.getByRole('heading', { level: 3 });
    expect(await stepHeading.textContent()).toBe(`Étape 1 sur ${total}`);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(`Étape 1 sur ${total}`);
    // Full screen on a phone.
    const box = await dialog.boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.keyboard.press('ArrowRight');
    expect(await stepHeading.textContent()).toBe(`Étape 2 sur ${total}`);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(`Étape 2 sur ${total}`);
    await page.keyboard.press('ArrowLeft');
    expect(await stepHeading.textContent()).toBe(`Étape 1 sur ${total}`);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Mode cuisine');
    expect(errors).toEqual([]);
    await context.close();
  });
});
