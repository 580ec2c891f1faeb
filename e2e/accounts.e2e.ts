import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, hasBrowser, launchBrowser, newContext, seriousA11yViolations, signUpViaApi, uniqueEmail } from './helpers';

// Accounts journeys: the registration wizard with every validation message, login and
// logout, profile save and reload, subscribe then cancel, settings; axe on every screen.

const PASSWORD = 'motdepasse-solide-42';

async function ready(page: Page) {
  await page.waitForLoadState('networkidle');
}

async function expectNoSeriousA11y(page: Page, where: string) {
  expect(await seriousA11yViolations(page), where).toEqual([]);
}

/** The screen's one h1 (waits for the lazy screen to render after a client-side navigation). */
async function expectTitle(page: Page, title: string) {
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
  expect(await page.locator('h1').count()).toBe(1);
}

async function alertText(page: Page) {
  return (await page.getByRole('alert').first().textContent())?.trim();
}

async function storedUser(page: Page) {
  return page.evaluate(
    () => JSON.parse(localStorage.getItem('user') ?? 'null') as { token?: string; email?: string; name?: string } | null,
  );
}

/**
 * signUpViaApi stores the user on /faq, whose app may then start restoring that session; leaving the
 * page while GET /api/users/profile is in flight aborts it. Waiting for the page to settle keeps every
 * journey starting from the same state.
 */
async function signUp(page: Page, overrides: Record<string, unknown> = {}) {
  const result = await signUpViaApi(page, overrides);
  await ready(page);
  return result;
}

async function apiStatus(path: string, token: string) {
  return (await fetch(`${BASE_URL}${path}`, { headers: { Authorization: `Bearer ${token}` } })).status;
}

describe.skipIf(!hasBrowser)('accounts', () => {
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

  async function openPage(options: { mobile?: boolean } = {}) {
    context = await newContext(browser, options);
    page = await context.newPage();
    errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    return page;
  }

  it('registers through the 5-step wizard, with every validation message, and lands on /dashboard', async () => {
    await openPage();
    await page.goto('/register');
    await ready(page);
    await expectTitle(page, 'Créer un compte');
    await expectNoSeriousA11y(page, 'register step 1');

    const next = page.getByRole('button', { name: 'Suivant' });
    // Step 1: each validation rule (name, email, 6-character password, same confirmation), in order.
    await next.click();
    expect(await alertText(page)).toBe('Le nom est requis');
    await page.getByLabel('Nom').fill('Camille E2E');
    await next.click();
    expect(await alertText(page)).toBe("L'email est requis");
    await page.getByLabel('Email').fill('camille@');
    await next.click();
    expect(await alertText(page)).toBe('Veuillez saisir une adresse email valide');
    const email = uniqueEmail('wizard');
    await page.getByLabel('Email').fill(email);
    await next.click();
    expect(await alertText(page)).toBe('Le mot de passe est requis');
    await page.getByLabel('Mot de passe', { exact: true }).fill('abcde');
    await next.click();
    expect(await alertText(page)).toBe('Le mot de passe doit contenir au moins 6 caractères');
    await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirmer le mot de passe').fill('pas-le-meme-42');
    await next.click();
    expect(await alertText(page)).toBe('Les mots de passe ne correspondent pas');
    await expectNoSeriousA11y(page, 'register step 1 with an error');
    await page.getByLabel('Confirmer le mot de passe').fill(PASSWORD);
    await next.click();

    // Step 2: counters, 'Repas prévu pour N personne(s)', Suivant disabled at 0.
    await page.getByText('Étape 2 sur 5').waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Votre foyer');
    await page.getByText('Repas prévu pour 2 personne(s)').waitFor();
    await expectNoSeriousA11y(page, 'register step 2');
    await page.getByRole('button', { name: 'Retirer un adulte' }).click();
    await page.getByRole('button', { name: 'Retirer un adulte' }).click();
    await page.getByText('Repas prévu pour 0 personne(s)').waitFor();
    expect(await page.getByRole('button', { name: 'Retirer un adulte' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Retirer un enfant' }).isDisabled()).toBe(true);
    expect(await next.isDisabled()).toBe(true);
    expect(await alertText(page)).toBe('Veuillez sélectionner au moins une personne');
    await page.getByRole('button', { name: 'Ajouter un adulte' }).click();
    await page.getByRole('button', { name: 'Ajouter un enfant' }).click();
    await page.getByText('Repas prévu pour 2 personne(s)').waitFor();

    // Précédent goes back and clears the error; the answers are kept.
    await page.getByRole('button', { name: 'Précédent' }).click();
    await page.getByText('Étape 1 sur 5').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByLabel('Nom').inputValue()).toBe('Camille E2E');
    await next.click();
    await page.getByText('Repas prévu pour 2 personne(s)').waitFor();
    await next.click();

    // Step 3: goals as tiles plus free text.
    await page.getByText('Étape 3 sur 5').waitFor();
    await expectNoSeriousA11y(page, 'register step 3');
    const tile = page.getByRole('button', { name: 'Faire des économies' });
    await tile.click();
    expect(await tile.getAttribute('aria-pressed')).toBe('true');
    await page.getByLabel('Autre objectif').fill('  Cuisiner avec les enfants  ');
    await page.getByLabel('Autre objectif').press('Enter');
    await page.getByLabel('Autre objectif').fill('cuisiner avec les enfants');
    await page.getByLabel('Autre objectif').press('Enter');
    expect(await page.getByRole('list', { name: 'Objectifs ajoutés' }).getByRole('button').count()).toBe(1);
    await next.click();

    // Step 4: diets.
    await page.getByText('Étape 4 sur 5').waitFor();
    await expectNoSeriousA11y(page, 'register step 4');
    await page.getByRole('button', { name: 'Sans gluten' }).click();
    await page.getByLabel('Autre régime').fill('Flexitarien');
    await page.getByRole('button', { name: 'Ajouter : Autre régime' }).click();
    await next.click();

    // Step 5: allergies and disliked ingredients with suggestions.
    await page.getByText('Étape 5 sur 5').waitFor();
    await page.getByLabel('Allergies').fill('NOIS');
    await page.getByRole('list', { name: 'Suggestions : Allergies' }).getByRole('button', { name: 'Noisettes' }).click();
    await page.getByLabel("Ingrédients que vous n'aimez pas").fill('pom');
    const suggestion = page.getByRole('list', { name: "Suggestions : Ingrédients que vous n'aimez pas" }).getByRole('button').first();
    const disliked = (await suggestion.textContent())!.trim();
    await suggestion.click();
    await expectNoSeriousA11y(page, 'register step 5');
    await page.getByRole('button', { name: 'Terminer' }).click();

    await page.waitForURL('**/dashboard');
    const stored = await storedUser(page);
    expect(stored?.email).toBe(email);
    expect(stored?.token).toBeTruthy();
    const profile = (await (
      await fetch(`${BASE_URL}/api/users/profile`, { headers: { Authorization: `Bearer ${stored!.token}` } })
    ).json()) as { data: { preferences: Record<string, unknown> } };
    expect(profile.data.preferences).toMatchObject({
      adultCount: 1,
      childrenCount: 1,
      goals: ['Faire des économies', 'Cuisiner avec les enfants'],
      dietaryRestrictions: ['Sans gluten', 'Flexitarien'],
      allergies: ['Noisettes'],
      dislikedIngredients: [disliked],
    });
    // A signed-in visitor opening /register goes to /dashboard.
    await page.goto('/register');
    await page.waitForURL('**/dashboard');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an email already in use brings the wizard back to step 1 with the server message', async () => {
    await openPage();
    const { email } = await signUp(page);
    await page.evaluate(() => localStorage.clear());
    await page.goto('/register');
    await ready(page);
    await page.getByLabel('Nom').fill('Doublon');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirmer le mot de passe').fill(PASSWORD);
    for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Suivant' }).click();
    await page.getByRole('button', { name: 'Terminer' }).click();
    await page.getByText('Étape 1 sur 5').waitFor();
    expect(await alertText(page)).toBe('Un compte existe déjà avec cet email');
    expect(await storedUser(page)).toBeNull();
    await context.close();
  });

  it('login: field messages, the red banner with the server message, then success and logout', async () => {
    await openPage();
    const { email } = await signUp(page);
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
    await ready(page);
    await expectTitle(page, 'Connexion');
    await expectNoSeriousA11y(page, 'login');

    await page.getByRole('button', { name: 'Se connecter' }).last().click();
    await page.getByText("L'email est requis").waitFor();
    await page.getByText('Le mot de passe est requis').waitFor();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mot de passe').fill('pas-le-bon-mot-de-passe');
    await page.getByRole('button', { name: 'Se connecter' }).last().click();
    const banner = page.getByRole('alert').filter({ hasText: 'Email ou mot de passe incorrect' });
    await banner.waitFor();
    expect(await banner.evaluate((el) => getComputedStyle(el).backgroundColor)).toMatch(/rgb\(254, 242, 242\)|oklch\(0\.971 0\.013 17/);
    await expectNoSeriousA11y(page, 'login with the banner');

    await page.getByLabel('Mot de passe').fill(PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).last().click();
    await page.waitForURL('**/dashboard');
    const token = (await storedUser(page))!.token!;
    expect(await apiStatus('/api/users/profile', token)).toBe(200);

    // Logout deletes the session on the server, then the stored user; the token is refused at once.
    await page.getByRole('button', { name: /menu du compte/ }).click();
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL('**/login');
    expect(await storedUser(page)).toBeNull();
    expect(await apiStatus('/api/users/profile', token)).toBe(401);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an invalid stored token is refused at start-up: the app goes to /login and forgets the user', async () => {
    await openPage();
    await page.goto('/faq');
    await page.evaluate(() =>
      localStorage.setItem(
        'user',
        JSON.stringify({ id: 'x', _id: 'x', name: 'Fantôme', email: 'fantome@exemple.fr', token: 'jeton-invalide' }),
      ),
    );
    await page.goto('/profile');
    await page.waitForURL('**/login');
    expect(await storedUser(page)).toBeNull();
    await context.close();
  });

  it('profile: every section, validation, geolocation, save with the 3-second message, and reload', async () => {
    await openPage();
    await signUp(page, { name: 'Profil E2E', preferences: { allergies: ['Kiwi'] } });
    await context.grantPermissions(['geolocation'], { origin: BASE_URL });
    await context.setGeolocation({ latitude: 45.764043, longitude: 4.835659 });
    await page.route('https://api.bigdatacloud.net/**', (route) =>
      route.fulfill({
        status: 200,
        headers: { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'application/json' },
        body: JSON.stringify({
          locality: 'Lyon 2e Arrondissement',
          city: 'Lyon',
          postcode: '69002',
          countryName: 'France',
          countryCode: 'FR',
        }),
      }),
    );
    await page.goto('/profile');
    await ready(page);
    await expectTitle(page, 'Mon Profil');
    await expectNoSeriousA11y(page, 'profile');

    // Read-only email.
    expect(await page.getByLabel('Email').isEditable()).toBe(false);
    await page.getByText("L'email ne peut pas être modifié").waitFor();
    // Every option list is there: 8 diets, 8 goals, 16/8/8/4/4 equipment.
    for (const [name, count] of [
      ['Régimes alimentaires', 8],
      ['Vos objectifs', 8],
      ['Cuisson', 16],
      ['Robots multifonctions', 8],
      ['Mixage et préparation', 8],
      ['Conservation au froid', 4],
      ['Pâtisserie et boulangerie', 4],
    ] as const) {
      expect(await page.getByRole('group', { name }).getByRole('button').count(), name).toBe(count);
    }

    // Geolocation + reverse geocoding fill the location block.
    await page.getByRole('button', { name: 'Utiliser ma position' }).click();
    await page.getByText('Position trouvée : 69002 Lyon France').waitFor();
    expect(await page.getByLabel('Ville').inputValue()).toBe('Lyon');
    expect(await page.getByLabel('Code postal').inputValue()).toBe('69002');

    // Validation: name required, nutritional goals ≥ 0 (blank allowed).
    await page.getByLabel('Nom').fill('');
    await page.getByLabel('Protéines (g par jour)').fill('-5');
    await page.getByRole('button', { name: 'Enregistrer mon profil' }).click();
    await page.getByText('Le nom est requis').waitFor();
    await page.getByText('Veuillez saisir un nombre positif ou nul').waitFor();

    await page.getByLabel('Nom').fill('Profil Modifié');
    await page.getByLabel('Protéines (g par jour)').fill('');
    await page.getByLabel('Calories (kcal par jour)').fill('2100');
    await page.getByRole('button', { name: 'Pescétarien' }).click();
    await page.getByRole('button', { name: 'Low Carb' }).click();
    await page.getByLabel('Ajouter une allergie').fill('sesa');
    await page.getByRole('button', { name: 'Sésame' }).click();
    await page.getByRole('button', { name: 'Retirer Kiwi' }).click();
    await page.getByRole('button', { name: 'Mieux planifier ma semaine' }).click();
    await page.getByRole('button', { name: 'Ajouter un enfant' }).click();
    await page.getByRole('button', { name: 'Ajouter un enfant' }).click();
    await page.getByRole('button', { name: 'Wok' }).click();
    await page.getByRole('button', { name: 'Thermomix' }).click();
    const savedAt = Date.now();
    await page.getByRole('button', { name: 'Enregistrer mon profil' }).click();

    const success = page.getByRole('status').filter({ hasText: 'Profil mis à jour avec succès!' });
    await success.waitFor();
    // Shown for 3 seconds (PROFILE_SUCCESS_MS in shared/constants.ts), then gone.
    await success.waitFor({ state: 'detached', timeout: 10_000 });
    expect(Date.now() - savedAt).toBeGreaterThanOrEqual(3000);
    await expectNoSeriousA11y(page, 'profile after save');
    // The answer is merged into the stored user (the header shows the new name).
    expect((await storedUser(page))?.name).toBe('Profil Modifié');

    await page.reload();
    await ready(page);
    expect(await page.getByLabel('Nom').inputValue()).toBe('Profil Modifié');
    expect(await page.getByLabel('Calories (kcal par jour)').inputValue()).toBe('2100');
    expect(await page.getByLabel('Protéines (g par jour)').inputValue()).toBe('');
    expect(await page.getByLabel('Ville').inputValue()).toBe('Lyon');
    for (const name of ['Pescétarien', 'Low Carb', 'Mieux planifier ma semaine', 'Wok', 'Thermomix']) {
      expect(await page.getByRole('button', { name, exact: true }).getAttribute('aria-pressed'), name).toBe('true');
    }
    await page.getByRole('button', { name: 'Retirer Sésame' }).waitFor();
    expect(await page.getByRole('button', { name: 'Retirer Kiwi' }).count()).toBe(0);
    await page.getByText('Repas prévu pour 4 personne(s)').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('profile: the geolocation and reverse-geocoding failure messages', async () => {
    await openPage();
    await signUp(page);
    await page.route('https://api.bigdatacloud.net/**', (route) =>
      route.fulfill({ status: 503, headers: { 'Access-Control-Allow-Origin': '*' }, body: 'indisponible' }),
    );
    await page.goto('/profile');
    await ready(page);
    // No permission given: the browser refuses.
    await page.getByRole('button', { name: 'Utiliser ma position' }).click();
    await page.getByText(/^Erreur de géolocalisation : /).waitFor();
    expect(await alertText(page)).toBe('Erreur de géolocalisation : autorisation refusée');

    await context.grantPermissions(['geolocation'], { origin: BASE_URL });
    await context.setGeolocation({ latitude: 48.8566, longitude: 2.3522 });
    await page.getByRole('button', { name: 'Utiliser ma position' }).click();
    await page.getByText("Erreur lors de la récupération de l'adresse").waitFor();

    // No geolocation facility at all.
    await page.evaluate(() => Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true }));
    await page.getByRole('button', { name: 'Utiliser ma position' }).click();
    await page.getByText("La géolocalisation n'est pas supportée par votre navigateur").waitFor();
    await context.close();
  });

  it('subscription: subscribe after the simulated delay, then cancel in three clicks from any page', async () => {
    await openPage();
    await signUp(page);
    await page.goto('/dashboard');
    await ready(page);
    // Click 1: the footer link.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Abonnement' }).click();
    await page.waitForURL('**/subscription');
    await ready(page);
    await expectTitle(page, 'Mon abonnement');
    expect(await page.getByTestId('current-plan').textContent()).toBe('Gratuit');
    await page.getByRole('heading', { name: 'Comparer les formules' }).waitFor();
    await page.getByText('9,99 €').first().waitFor();
    await expectNoSeriousA11y(page, 'subscription (free)');

    const started = Date.now();
    await page.getByRole('button', { name: /Passer Premium/ }).click();
    await page.getByRole('button', { name: 'Paiement en cours...' }).waitFor();
    await page.getByText('Abonnement Premium activé avec succès! Profitez de toutes les fonctionnalités.').waitFor();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    expect(await page.getByTestId('current-plan').textContent()).toBe('Premium');
    await page.getByText(/Renouvellement automatique le/).waitFor();
    const stored = (await storedUser(page)) as { subscription?: { type: string; expiresAt: string } } | null;
    expect(stored?.subscription?.type).toBe('premium');
    const days = (new Date(stored!.subscription!.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    await expectNoSeriousA11y(page, 'subscription (premium)');

    // From any page: footer (1) → Résilier (2) → confirm (3).
    await page.goto('/profile');
    await ready(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Abonnement' }).click();
    await page.getByRole('button', { name: 'Résilier mon abonnement' }).click();
    await expectNoSeriousA11y(page, 'subscription confirm');
    await page.getByRole('button', { name: 'Confirmer la résiliation' }).click();
    await page.getByText(/Abonnement résilié : vous restez Premium jusqu'au/).waitFor();
    expect(await page.getByTestId('current-plan').textContent()).toBe('Premium');
    await page.getByRole('button', { name: 'Reprendre mon abonnement' }).waitFor();

    // Reloaded, the server still says: Premium until the end of the period, cancelled.
    await page.reload();
    await ready(page);
    await page.getByText(/Abonnement résilié : vous restez Premium jusqu'au/).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('settings: change password (others signed out), download my data, delete my account', async () => {
    await openPage();
    const { email, user } = await signUp(page, { name: 'Réglages E2E' });
    const oldToken = (user as { token: string }).token;
    await page.goto('/settings');
    await ready(page);
    await expectTitle(page, 'Paramètres');
    await expectNoSeriousA11y(page, 'settings');

    await page.getByLabel('Mot de passe actuel').fill('pas-le-bon-42');
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('nouveau-secret-2025');
    await page.getByLabel('Confirmer le nouveau mot de passe').fill('nouveau-secret-2025');
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await page.getByRole('alert').filter({ hasText: 'Le mot de passe actuel est incorrect' }).waitFor();

    await page.getByLabel('Mot de passe actuel').fill(PASSWORD);
    await page.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await page.getByText('Mot de passe modifié. Vos autres sessions ont été déconnectées.').waitFor();
    expect(await apiStatus('/api/users/profile', oldToken)).toBe(401);
    const newToken = (await storedUser(page))!.token!;
    expect(newToken).not.toBe(oldToken);
    await page.reload();
    await ready(page);
    expect(new URL(page.url()).pathname).toBe('/settings');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Télécharger mes données' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^popote-mes-donnees-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(fs.readFileSync((await file.path())!, 'utf8'));
    expect(exported.account).toMatchObject({ email, name: 'Réglages E2E' });
    expect(JSON.stringify(exported)).not.toContain('pbkdf2');

    await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    await page.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click();
    expect(await alertText(page)).toBe('Le mot de passe est requis');
    await page.getByLabel('Mot de passe (pour confirmer)').fill('nouveau-secret-2025');
    await expectNoSeriousA11y(page, 'settings delete confirmation');
    await page.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await storedUser(page)).toBeNull();
    expect(await apiStatus('/api/users/profile', newToken)).toBe(401);
    const relogin = await fetch(`${BASE_URL}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'nouveau-secret-2025' }),
    });
    expect(relogin.status).toBe(401);
    expect(errors).toEqual([]);
    await context.close();
  });
});
