import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, hasBrowser, launchBrowser, newContext, registerViaApi, seriousA11yViolations } from './helpers';

// Importing a recipe in a real browser, through « Envoyer à Popote »: the bookmark runs on a recipe site
// of another origin, opens Popote's receiving window, which keeps its opener (no COOP on that one path),
// takes the page by postMessage and imports it as { url, html }; then a line the kitchen could not read
// is checked on the recipe's page, and stays checked after a reload.

const SITE = 'https://cuisine.example';
const PAGE_URL = `${SITE}/recettes/tarte-fine-aux-pommes`;
// Written for this test: a schema.org Recipe as recipe sites publish them, with one line no kitchen knows.
const RECIPE_PAGE = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>Tarte fine aux pommes</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Tarte fine aux pommes du verger',
  description: 'Une tarte fine et croustillante.',
  author: { '@type': 'Person', name: 'Jeanne Essai' },
  recipeYield: '6',
  prepTime: 'PT20M',
  cookTime: 'PT30M',
  recipeIngredient: [
    '1 pâte feuilletée',
    '4 pommes',
    '30 g de beurre',
    '2 cuillères à soupe de sucre',
    '1 pincée de poudre de perlimpinpin',
  ],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Étaler la pâte sur la plaque.' },
    { '@type': 'HowToStep', text: 'Disposer les pommes en fines lamelles, parsemer de beurre et de sucre.' },
    { '@type': 'HowToStep', text: 'Cuire 30 minutes à 200 °C.' },
  ],
})}</script>
</head><body><h1>Tarte fine aux pommes</h1><a id="bookmark">Envoyer à Popote</a></body></html>`;

describe.skipIf(!hasBrowser)('recipe import', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('« Envoyer à Popote » from a recipe site imports its page, then a line is checked and stays so', async () => {
    const context = await newContext(browser);
    const problems: string[] = [];
    const watch = (page: Page) => {
      page.on('pageerror', (e) => problems.push(e.message));
      page.on('console', (m) => {
        if (m.type() === 'error') problems.push(m.text());
      });
    };
    context.on('page', watch);
    const { user } = await registerViaApi('Camille Import');
    // Signed in on Popote's pages only: the recipe site and the popup's first blank document have no
    // storage of Popote's to write (Chromium refuses it there).
    await context.addInitScript(
      ({ stored, origin }) => {
        if (location.origin === origin && !localStorage.getItem('user')) localStorage.setItem('user', JSON.stringify(stored));
      },
      { stored: user, origin: BASE_URL },
    );
    // The recipe site, served by the browser's own network layer under its own origin.
    await context.route(`${SITE}/**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: RECIPE_PAGE }),
    );

    // « Mes recettes » → « Importer une recette »: the bookmark is on the import screen.
    const popote = await context.newPage();
    await popote.goto('/mes-recettes');
    await popote.getByRole('link', { name: 'Importer une recette' }).click();
    await popote.getByRole('heading', { level: 1, name: 'Importer une recette' }).waitFor();
    const bookmark = popote.getByRole('link', { name: 'Envoyer à Popote' });
    await bookmark.waitFor();
    const href = (await bookmark.getAttribute('href')) ?? '';
    expect(href.startsWith(`javascript:(function(){var o="${BASE_URL}"`)).toBe(true);
    expect(await seriousA11yViolations(popote)).toEqual([]);

    // On the recipe site, the member clicks the bookmark.
    const site = await context.newPage();
    await site.goto(PAGE_URL);
    await site.evaluate((code) => document.getElementById('bookmark')!.setAttribute('href', code), href);
    const [receiver, response] = await Promise.all([
      context.waitForEvent('page'),
      context.waitForEvent('response', (r) => r.url().startsWith(`${BASE_URL}/mes-recettes/importer/envoi`)),
      site.click('#bookmark'),
    ]);
    // The one path served without Cross-Origin-Opener-Policy, so that the window keeps its opener.
    expect(response.headers()['cross-origin-opener-policy']).toBeUndefined();
    expect(response.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");
    await receiver.getByText('Page reçue : cuisine.example').waitFor();
    expect(await seriousA11yViolations(receiver)).toEqual([]);
    await receiver.getByRole('button', { name: 'Importer cette recette' }).click();

    await receiver.getByRole('heading', { level: 1, name: 'Tarte fine aux pommes du verger' }).waitFor();
    await receiver.getByText('Recette importée').waitFor();
    const source = receiver.getByRole('link', { name: 'cuisine.example' });
    expect(await source.getAttribute('href')).toBe(PAGE_URL);
    expect(await source.getAttribute('rel')).toBe('noopener noreferrer');
    await receiver.getByText('Auteur : Jeanne Essai').waitFor();
    const ingredients = receiver.getByRole('region', { name: 'Ingrédients' });
    expect(await ingredients.getByText('non reconnu').count()).toBe(1);

    // The unread line is checked: corrected to a known food.
    await receiver.getByRole('button', { name: 'Vérifier les ingrédients' }).click();
    const line = receiver.getByRole('form', { name: /^Ligne « 1 pincée de poudre de perlimpinpin »$/ });
    await line.getByLabel('Ingrédient').fill('cannelle');
    await line.getByLabel('Quantité').fill('1');
    await line.getByLabel('Unité').fill('pincée');
    await line.getByRole('button', { name: /^Confirmer/ }).click();
    await receiver.getByText('Ingrédient enregistré : cannelle. Tous les ingrédients sont vérifiés.').waitFor();
    expect(await ingredients.getByText('non reconnu').count()).toBe(0);
    expect(await seriousA11yViolations(receiver)).toEqual([]);

    await receiver.reload();
    await receiver.getByRole('heading', { level: 1, name: 'Tarte fine aux pommes du verger' }).waitFor();
    await receiver.getByRole('region', { name: 'Ingrédients' }).getByText('cannelle', { exact: false }).first().waitFor();
    expect(await receiver.getByText('non reconnu').count()).toBe(0);
    expect(await receiver.getByRole('heading', { name: 'Vérifier les ingrédients' }).count()).toBe(0);

    // Sent again, the same page is the recipe already there. The recipe's page carries COOP, so the first
    // window lost its name and opener on reload: the bookmark opens a new one.
    await site.bringToFront();
    const [again] = await Promise.all([context.waitForEvent('page'), site.click('#bookmark')]);
    await again.getByText('Page reçue : cuisine.example').waitFor();
    await again.getByRole('button', { name: 'Importer cette recette' }).click();
    await again.getByText('Cette recette est déjà dans vos recettes').waitFor();
    expect(await again.getByRole('heading', { level: 1 }).textContent()).toBe('Tarte fine aux pommes du verger');
    expect(again.url()).toBe(receiver.url());
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);

  it('the share target fills the link Android writes in `text`; a pasted text is imported as such', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    const { user } = await registerViaApi('Dominique Partage');
    await context.addInitScript((stored) => {
      if (!localStorage.getItem('user')) localStorage.setItem('user', JSON.stringify(stored));
    }, user);

    // What Android sends to the installed app's share target (manifest `share_target`, GET).
    await page.goto(`/mes-recettes/importer?title=Tarte&text=${encodeURIComponent(`Tarte fine aux pommes ${PAGE_URL}`)}`);
    await page.getByText('Lien reçu par le partage : vérifiez-le, puis importez la recette.').waitFor();
    expect(await page.getByLabel('Lien de la recette').inputValue()).toBe(PAGE_URL);

    // Checked before sending, then a pasted recipe.
    await page.getByText('Un texte collé').click();
    await page.getByRole('button', { name: 'Importer la recette' }).click();
    expect(await page.getByRole('alert').textContent()).toBe('Collez le texte de la recette.');
    await page
      .getByLabel('Texte de la recette')
      .fill(
        'Soupe de poireaux\nIngrédients\n3 poireaux\n2 pommes de terre\n1 l d’eau\nPréparation\nCouper les légumes.\nCuire 30 minutes puis mixer.',
      );
    await page.getByRole('button', { name: 'Importer la recette' }).click();
    await page.getByRole('heading', { level: 1, name: 'Soupe de poireaux' }).waitFor();
    await page.getByText('Recette importée').waitFor();
    expect(await page.getByText('Source :').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);
});
