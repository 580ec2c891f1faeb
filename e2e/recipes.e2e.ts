import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page, Route } from 'playwright-core';
import { BASE_URL, hasBrowser, launchBrowser, newContext, seriousA11yViolations, signUpViaApi } from './helpers';

// The recipe screens, each on its main path, with their empty and error states and axe.

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function until(check: () => Promise<boolean>, what: string, timeout = 10_000) {
  const deadline = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

async function noSeriousViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  expect(await seriousA11yViolations(page)).toEqual([]);
}

describe.skipIf(!hasBrowser)('recipe screens', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function freshUser() {
    context = await newContext(browser);
    page = await context.newPage();
    errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    return signUpViaApi(page);
  }
  async function done() {
    expect(errors).toEqual([]);
    await context.close();
  }

  it('inspiration → suggestions → recipe → question → new version → save; my recipes shows the tree', async () => {
    await freshUser();
    await page.goto('/inspirations-repas');
    expect(await h1(page).textContent()).toBe('Inspiration repas');
    await noSeriousViolations(page);

    await page.getByRole('button', { name: 'Dessert', exact: true }).click();
    await page.getByRole('slider', { name: 'Temps de préparation' }).fill('120');
    expect(await page.getByRole('slider', { name: 'Temps de préparation' }).getAttribute('aria-valuetext')).toBe('120 min et plus');
    await page.getByRole('button', { name: 'Voir des suggestions' }).click();
    await page.waitForURL(/lastPageType=suggestions/);
    await page.getByRole('heading', { level: 2, name: 'Dessert' }).waitFor();
    await noSeriousViolations(page);

    const card = page.getByRole('article').first();
    const title = (await card.getByRole('heading').textContent())?.trim();
    await card.getByRole('button', { name: 'CRÉER LA RECETTE' }).click();
    await page.waitForURL(/\/recette\/[^/?]+\?lastPageType=suggestions$/);
    await h1(page).waitFor();
    const firstId = new URL(page.url()).pathname.split('/').pop()!;
    expect(await h1(page).textContent()).toBe(title);
    await noSeriousViolations(page);

    // A question about an ingredient, answered below the form.
    await page.getByLabel('Votre question').fill('Peut-on le préparer la veille ?');
    await page.getByRole('button', { name: 'Poser la question' }).click();
    await page.getByText('Réponse', { exact: true }).waitFor();

    // A new version from a variant (or a comment when the recipe offers none).
    const newVersion = page.getByRole('button', { name: 'Générer une nouvelle version' });
    expect(await newVersion.isDisabled()).toBe(true);
    // The variants' own boxes: the page has others (the meal types of « Type de plat et repas »).
    const variants = page.getByRole('group', { name: 'Variantes proposées' }).getByRole('checkbox');
    if ((await variants.count()) > 0) await variants.first().check();
    else await page.getByLabel('Vos commentaires').fill('Un peu moins sucré');
    expect(await newVersion.isEnabled()).toBe(true);
    await newVersion.click();
    await page.waitForURL(new RegExp(`\\?lastRecipeId=${firstId}$`));
    const secondId = new URL(page.url()).pathname.split('/').pop()!;
    expect(secondId).not.toBe(firstId);
    const tree = page.getByRole('list', { name: 'Versions de la recette' });
    await until(async () => (await tree.getByRole('link').count()) === 2, 'two versions in the tree');
    expect(await tree.locator('[aria-current="page"]').getAttribute('href')).toContain(`/recette/${secondId}`);
    expect(await tree.getByRole('link').first().textContent()).toMatch(/\d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}/);

    await page.getByRole('button', { name: 'Sauvegarder' }).click();
    await page.getByText('Recette sauvegardée avec succès!').waitFor();

    // 'Retour' leads to the previous version.
    await page.getByRole('link', { name: 'Retour' }).click();
    await page.waitForURL(new RegExp(`/recette/${firstId}$`));

    await page.goto('/mes-recettes');
    expect(await h1(page).textContent()).toBe('Mes Recettes');
    const trees = page.getByRole('list', { name: /^Versions de la recette : / });
    await trees.first().waitFor();
    expect(await trees.count()).toBe(1);
    expect(await trees.first().getByRole('link').count()).toBe(2);
    await noSeriousViolations(page);
    await done();
  });

  it("shows 'Recette non trouvée' for an unknown recipe", async () => {
    await freshUser();
    await page.goto('/recette/inconnue-123');
    await page.getByRole('heading', { level: 1, name: 'Recette non trouvée' }).waitFor();
    await noSeriousViolations(page);
    await done();
  });

  it('anti-waste → results → save → open the recipe', async () => {
    const { user } = await freshUser();
    await api(user.token, 'PUT', '/api/users/subscription', { action: 'subscribe' });
    await page.goto('/cuisiner-sans-gaspiller');
    expect(await h1(page).textContent()).toBe('Cuisiner Sans Gaspiller');
    await page.getByText('Aucun ingrédient sélectionné').waitFor();
    const submit = page.getByRole('button', { name: /^Générer des recettes avec/ });
    expect(await submit.isDisabled()).toBe(true);
    await noSeriousViolations(page);

    await page.getByLabel('Rechercher un ingrédient').fill('courg');
    await page
      .getByRole('button', { name: /^Ajouter Courgette/ })
      .first()
      .click();
    await page.getByRole('textbox', { name: 'Ingrédient non listé' }).fill('  œufs ');
    await page.getByRole('textbox', { name: 'Ingrédient non listé' }).press('Enter');
    expect(await submit.textContent()).toBe('Générer des recettes avec 2 ingrédient(s)');
    await page.getByRole('button', { name: 'Végétarien' }).click();
    await submit.click();

    await page.getByRole('heading', { name: /recette\(s\) trouvée\(s\) avec vos ingrédients$/ }).waitFor();
    await noSeriousViolations(page);
    const card: Locator = page.getByRole('article').first();
    const title = (await card.getByRole('heading').textContent())?.trim();
    await card.getByRole('button', { name: 'Sauvegarder' }).click();
    await card.getByText('Recette sauvegardée avec succès!').waitFor();
    await card.getByRole('link', { name: 'Voir la recette' }).click();
    await page.waitForURL(/\/recette\//);
    await h1(page).waitFor();
    expect(await h1(page).textContent()).toBe(title);
    await done();
  });

  it('rating: empty for a new user, then 4 stars kept after reload, and a comment saved', async () => {
    const { user } = await freshUser();
    await page.goto('/noter-recettes');
    expect(await h1(page).textContent()).toBe('Noter les Recettes');
    await page.getByText("Vous n'avez pas encore de recettes à noter").waitFor();
    await noSeriousViolations(page);

    const { recipe } = await api<{ recipe: { id: string; title: string } }>(user.token, 'POST', '/api/meals/generate-recipe', { dish: [] });
    await page.reload();
    const card = page.getByRole('article', { name: recipe.title });
    await card.waitFor();
    await noSeriousViolations(page);
    const four = card.getByRole('radio', { name: '4 étoiles' });
    await card.locator('label', { hasText: '4 étoiles' }).click();
    await until(() => four.isChecked(), 'the 4th star');
    await page.reload();
    await card.waitFor();
    expect(await card.getByRole('radio', { name: '4 étoiles' }).isChecked()).toBe(true);

    await card.getByRole('button', { name: 'Ajouter un commentaire' }).click();
    await card.getByRole('textbox').fill('Délicieux, à refaire.');
    await card.getByRole('button', { name: 'Enregistrer' }).click();
    await card.getByText('Commentaire enregistré avec succès!').waitFor();
    await page.reload();
    await card.getByText('Délicieux, à refaire.').waitFor();
    expect(await card.getByRole('button', { name: 'Modifier mon commentaire' }).count()).toBe(1);
    await done();
  });

  it('empty states: Mes Recettes invites to the inspiration page, anti-waste with no result offers to change the criteria', async () => {
    const { user } = await freshUser();
    await page.goto('/mes-recettes');
    await page.getByText("Vous n'avez pas encore de recette. Laissez-vous inspirer et créez la première !").waitFor();
    await noSeriousViolations(page);
    await page
      .getByRole('main')
      .getByRole('link', { name: /inspir/i })
      .first()
      .click();
    await page.waitForURL('**/inspirations-repas');

    // The engine turns any combination into a recipe, so "no result" is the server answering an empty list.
    await api(user.token, 'PUT', '/api/users/subscription', { action: 'subscribe' });
    await page.route('**/api/generate-recipes-from-ingredients', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, recipes: [] }) }),
    );
    await page.goto('/cuisiner-sans-gaspiller');
    await page.getByRole('textbox', { name: 'Ingrédient non listé' }).fill('Topinambour');
    await page.getByRole('textbox', { name: 'Ingrédient non listé' }).press('Enter');
    await page.getByRole('button', { name: 'Générer des recettes avec 1 ingrédient(s)' }).click();
    await page.getByText("Aucune recette trouvée avec cette combinaison d'ingrédients").waitFor();
    await noSeriousViolations(page);
    await page.getByRole('button', { name: 'Modifier les critères' }).click();
    await page.getByRole('button', { name: 'Générer des recettes avec 1 ingrédient(s)' }).waitFor();
    expect(await page.getByText("Aucune recette trouvée avec cette combinaison d'ingrédients").count()).toBe(0);
    await done();
  });

  it('error states: a failing server shows the contractual alerts and leaves the screen usable', async () => {
    await freshUser();
    const fail = (route: Route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false }) });

    await page.route('**/api/user-recipes', fail);
    await page.goto('/noter-recettes');
    await page.getByText('Erreur lors du chargement des recettes. Veuillez réessayer.').waitFor();

    await page.route('**/api/generate-recipes-from-ingredients', fail);
    await page.goto('/cuisiner-sans-gaspiller');
    await page.getByRole('textbox', { name: 'Ingrédient non listé' }).fill('Courgette');
    await page.getByRole('textbox', { name: 'Ingrédient non listé' }).press('Enter');
    await page.getByRole('button', { name: 'Générer des recettes avec 1 ingrédient(s)' }).click();
    await page.getByText('Une erreur est survenue lors de la génération des recettes.').waitFor();
    // The form is still there with its ingredient.
    await page.getByRole('button', { name: 'Générer des recettes avec 1 ingrédient(s)' }).waitFor();
    await noSeriousViolations(page);
    await done();
  });

  it('header search opens a recipe from the results with the keyboard', async () => {
    const { user } = await freshUser();
    const { recipe } = await api<{ recipe: { id: string; title: string } }>(user.token, 'POST', '/api/meals/generate-recipe', { dish: [] });
    await page.goto('/dashboard');
    const box = page.getByRole('combobox', { name: 'Rechercher une recette' });
    await box.fill(recipe.title.slice(0, 6));
    await page.getByRole('listbox').waitFor();
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    await noSeriousViolations(page);
    await box.press('ArrowDown');
    await box.press('Enter');
    await page.waitForURL(/\/recette\//);
    await h1(page).waitFor();
    await done();
  });
});
