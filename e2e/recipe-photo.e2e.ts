import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiCall, hasBrowser, launchBrowser, newContext, signUpViaApi } from './helpers';

// A dish's pictures in a real browser: the illustration's emoji load from the site's own origin under
// the CSP, and « Ajouter une photo » resizes a large photo to 1600 px, sends it and shows it, after a reload too.

describe.skipIf(!hasBrowser)('pictures of dishes', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the illustration, then the member’s photo resized to 1600 px, kept after a reload', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    const { user } = await signUpViaApi(page);
    const { recipe } = await apiCall<{ recipe: { id: string } }>('/api/recipes/from-corpus', user.token, {
      sourceRecipeId: 'compote-pommes-poires-a-la-cannelle',
    });
    await page.goto(`/recette/${recipe.id}`);
    const illustration = page.getByRole('img', { name: /^Illustration : / });
    await illustration.waitFor();
    expect(await illustration.getAttribute('aria-label')).toMatch(/pomme/);
    // Every emoji of the illustration is loaded (naturalWidth > 0), so the CSP let it through.
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('[role="img"][aria-label^="Illustration"] img')).every(
        (img) => (img as HTMLImageElement).naturalWidth > 0,
      ),
    );

    // A 4000 × 3000 photo drawn here, as a phone would take it.
    const png = await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 4000;
      canvas.height = 3000;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#c2410c';
      ctx.fillRect(0, 0, 4000, 3000);
      ctx.fillStyle = '#fde68a';
      ctx.fillRect(1000, 800, 2000, 1400);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
      return [...new Uint8Array(await blob.arrayBuffer())];
    });
    await page.getByLabel('Ajouter une photo').setInputFiles({ name: 'diner.png', mimeType: 'image/png', buffer: Buffer.from(png) });
    await page.getByText('Photo ajoutée').waitFor();
    const photo = page.getByRole('img', { name: 'Photo du plat' });
    await page.waitForFunction(() => (document.querySelector('img[alt="Photo du plat"]') as HTMLImageElement | null)?.naturalWidth);
    expect(await photo.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([1600, 1200]);
    expect(await photo.getAttribute('src')).toMatch(/^\/api\/images\/households\/.+\.jpg\?exp=\d+&sig=[0-9a-f]{64}$/);

    await page.reload();
    await page.getByRole('img', { name: 'Photo du plat' }).waitFor();
    expect(await page.getByRole('img', { name: /^Illustration/ }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);
});
