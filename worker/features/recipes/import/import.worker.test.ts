// POST /api/recipes/import and the household's corrections, through the real Worker (D1, R2): every status
// with its French text, the dedupe per household, the photo copied or not, and what the planner does with
// imported recipes (held until a member confirms an unknown line, never offered when a line names an allergen).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { env } from 'cloudflare:test';
import { importRecipeResponseSchema, type ImportedRecipe } from '@shared/schemas/recipe-import';
import { recipeDetailResponseSchema, userTreesResponseSchema } from '@shared/schemas/recipes';
import { plannableRecipesResponseSchema, weekMenuResponseSchema, type WeekPlan } from '@shared/schemas/week-menu';
import {
  api,
  apiAs,
  dbRow,
  errorOf,
  generateWeek,
  messageOf,
  parseAnswer,
  planAndList,
  registerUser,
  type TestUser,
} from '../../../../test/kit';
import { shoppingListResponseSchema } from '@shared/schemas/shopping';
import { invitationResponseSchema } from '@shared/schemas/households';
import { setImportFetchForTests } from './import-fetch';
import * as fx from './fixtures/import-pages';

// ---------------------------------------------------------------------------------------------
// The outside world: pages and photos answered by the test
// ---------------------------------------------------------------------------------------------

type Route = () => Response | Promise<Response>;
let routes = new Map<string, Route>();
let fetched: string[] = [];

const html = (body: string) => () => new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });
const png = () => new Response(fx.PNG_BYTES, { headers: { 'content-type': 'image/png' } });

beforeEach(() => {
  routes = new Map([['https://photos.example.fr/tarte.png', png]]);
  fetched = [];
  setImportFetchForTests((async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    fetched.push(url);
    const route = routes.get(url);
    return route ? route() : new Response('introuvable', { status: 404 });
  }) as typeof fetch);
});
afterEach(() => setImportFetchForTests(null));

let pageCounter = 0;
/** A new page address answering `body`. */
function serve(body: string): string {
  pageCounter += 1;
  const url = `https://cuisine.example.fr/recettes/${pageCounter}-${crypto.randomUUID().slice(0, 6)}`;
  routes.set(url, html(body));
  return url;
}

async function importAs(user: TestUser, body: unknown) {
  return api('/api/recipes/import', { token: user.token, body });
}

async function imported(user: TestUser, body: unknown, status = 201): Promise<ImportedRecipe> {
  const res = await importAs(user, body);
  expect(res.status, res.text).toBe(status);
  return parseAnswer(importRecipeResponseSchema, res).json.data.recipe;
}

const plannedIds = (plan: WeekPlan) =>
  Object.values(plan)
    .filter((d): d is Record<string, { id: string }> => typeof d === 'object')
    .flatMap((d) => Object.values(d).map((m) => m.id));

// ---------------------------------------------------------------------------------------------
// Import
// ---------------------------------------------------------------------------------------------

describe('POST /api/recipes/import from a link', () => {
  it('stores the recipe with its source, lines as read, photo copied into R2, and answers 201', async () => {
    const user = await registerUser();
    const url = serve(fx.recipePage());
    const res = await importAs(user, { url });
    expect(res.status, res.text).toBe(201);
    const body = importRecipeResponseSchema.parse(res.json);
    expect(body.message).toBe('Recette importée avec succès');
    const r = body.data.recipe;
    expect(r.title).toBe('Tarte fine aux pommes du verger');
    expect(r.description).toBe('Une tarte croustillante pour le dessert du dimanche.');
    expect([r.servings, r.prepTime, r.cookTime]).toEqual([6, 25, 40]);
    expect(r.source).toEqual({ url, host: 'cuisine.example.fr', author: 'Jeanne Martin' });
    expect(r.instructions.map((s) => s.explanation)).toEqual([
      'Préchauffer le four à 180 °C.',
      'Garnir la pâte de pommes en lamelles, sucrer.',
      'Cuire 40 minutes.',
    ]);
    expect(r.ingredients.map((l) => [l.raw, l.recognised, l.confirmed])).toEqual([
      ['1 pâte brisée', true, false],
      ['4 pommes', true, false],
      ['50 g de sucre', true, false],
      ['1 sachet de poudre Zorglub', false, false],
    ]);
    expect(r.unrecognised).toEqual(['1 sachet de poudre Zorglub']);
    expect(r.notCounted).toEqual(['1 sachet de poudre Zorglub']);
    // A tart is a dessert: it fills no lunch nor dinner.
    expect(r.dishType).toBe('Dessert');
    expect(r.mealTypes).toEqual(['dessert']);
    // Nutrition from the recognised lines (pâte brisée, pommes and sugar give energy), per portion.
    expect(r.nutritionPerPortion.kcal).toBeGreaterThan(100);
    expect(r.nutriScore).toMatch(/^[A-E]$/);
    expect(r.allergens).toEqual(expect.arrayContaining(['Gluten', 'Lait']));
    // The photo: copied, served from our own signed address, never the site's.
    expect(r.imageUrl).toMatch(/^\/api\/images\/households\//);
    const row = await dbRow<{ image_url: string }>('SELECT image_url FROM recipes WHERE id = ?', r.id);
    const object = await env.IMAGES.get(row.image_url.replace(/^r2:/, ''));
    expect(object?.httpMetadata?.contentType).toBe('image/png');
    expect(new Uint8Array(await object!.arrayBuffer())).toEqual(fx.PNG_BYTES);
    expect(fetched).toEqual([url, 'https://photos.example.fr/tarte.png']);
  });

  it('answers the existing recipe with 200 when the household imports the same link again, not a copy', async () => {
    const user = await registerUser();
    const url = serve(fx.recipePage());
    const first = await imported(user, { url }, 201);
    // Same page, with tracking parameters, a fragment and a trailing slash.
    const again = await importAs(user, { url: `${url.replace('https://', 'http://www.')}/?utm_source=lettre#etapes` });
    expect(again.status, again.text).toBe(200);
    const body = importRecipeResponseSchema.parse(again.json);
    expect(body.message).toBe('Cette recette est déjà dans vos recettes');
    expect(body.data.recipe.id).toBe(first.id);
    const count = await dbRow<{ n: number }>('SELECT COUNT(*) AS n FROM recipes WHERE user_id = ?', user.user.id);
    expect(count.n).toBe(1);
  });

  it('gives another household its own recipe, which the first cannot read (404)', async () => {
    const [a, b] = [await registerUser(), await registerUser()];
    const url = serve(fx.recipePage());
    const mine = await imported(a, { url }, 201);
    const theirs = await imported(b, { url }, 201);
    expect(theirs.id).not.toBe(mine.id);
    const res = await api(`/api/meals/recipe/${mine.id}`, { token: b.token });
    expect(res.status).toBe(404);
    expect(errorOf(res).message).toBe('Recette non trouvée');
  });

  it('reads a page sent with its link without fetching anything but the photo', async () => {
    const user = await registerUser();
    const r = await imported(user, { url: 'https://www.blog.example.fr/ma-tarte', html: fx.recipePage() }, 201);
    expect(r.source).toEqual({ url: 'https://www.blog.example.fr/ma-tarte', host: 'blog.example.fr', author: 'Jeanne Martin' });
    expect(fetched).toEqual(['https://photos.example.fr/tarte.png']);
  });

  it('reads a pasted text: no source, servings and times from the text', async () => {
    const user = await registerUser();
    const r = await imported(user, { text: fx.pastedText }, 201);
    expect(r.title).toBe('Soupe de carottes au cumin');
    expect(r.source).toBeUndefined();
    expect([r.servings, r.prepTime, r.cookTime]).toEqual([4, 15, 30]);
    expect(r.dishType).toBe('Soupe');
    expect(r.mealTypes).toEqual(['dîner']);
    expect(r.ingredients.map((l) => l.raw)).toEqual(['800 g de carottes', '1 oignon', '1 c. à café de cumin', "1 litre d'eau"]);
    expect(r.unrecognised).toEqual([]);
    expect(fetched).toEqual([]);
  });

  it('keeps scripts and tags of a page as plain text', async () => {
    const user = await registerUser();
    const url = serve(
      fx.recipePage({
        name: 'Tarte <script>alert(1)</script>maison',
        description: '<img src=x onerror=alert(1)>Très <b>bonne</b>',
        recipeIngredient: ['<b>200 g</b> de farine', '3 oeufs'],
      }),
    );
    const r = await imported(user, { url }, 201);
    expect(r.title).toBe('Tarte maison');
    expect(r.description).toBe('Très bonne');
    expect(r.ingredients.map((l) => l.raw)).toEqual(['200 g de farine', '3 oeufs']);
  });

  it('stores the recipe with its illustration when the photo cannot be copied', async () => {
    const user = await registerUser();
    const missing = serve(fx.recipePage({ image: 'https://photos.example.fr/disparue.jpg' }));
    const r1 = await imported(user, { url: missing }, 201);
    expect(r1.imageUrl).toBeNull();
    expect(r1.illustration?.emoji).toBeTruthy();
    // A « photo » that is a page: not copied either.
    routes.set('https://photos.example.fr/page.png', html('<p>pas une image</p>'));
    const r2 = await imported(user, { url: serve(fx.recipePage({ image: 'https://photos.example.fr/page.png' })) }, 201);
    expect(r2.imageUrl).toBeNull();
    // A photo on a private address is never fetched.
    const r3 = await imported(user, { url: serve(fx.recipePage({ image: 'http://127.0.0.1/tarte.png' })) }, 201);
    expect(r3.imageUrl).toBeNull();
    expect(fetched).not.toContain('http://127.0.0.1/tarte.png');
    // Nothing stored in R2 for these recipes (the bucket holds this file's other photos).
    const { household_id } = await dbRow<{ household_id: string }>('SELECT household_id FROM users WHERE id = ?', user.user.id);
    const listed = await env.IMAGES.list({ prefix: `households/${household_id}/` });
    expect(listed.objects.filter((o) => [r1.id, r2.id, r3.id].some((id) => o.key.includes(`/recipes/${id}/`)))).toEqual([]);
    expect(household_id).toMatch(/\S/);
  });
});

describe('POST /api/recipes/import refusals', () => {
  it('400 for a body that is none of the three forms, naming the field', async () => {
    const user = await registerUser();
    const cases: [unknown, string][] = [
      [{}, 'Champ « url » : envoyez un lien (« url »), un lien avec sa page (« url » et « html ») ou un texte (« text »).'],
      [
        { html: '<p></p>' },
        'Champ « url » : envoyez un lien (« url »), un lien avec sa page (« url » et « html ») ou un texte (« text »).',
      ],
      [
        { url: 'https://a.example.fr/', text: 'x' },
        'Champ « url » : envoyez un lien (« url »), un lien avec sa page (« url » et « html ») ou un texte (« text »).',
      ],
      [{ text: '   ' }, 'Champ « text » : le texte de la recette est vide.'],
      [{ text: 'x'.repeat(50_001) }, 'Champ « text » : le texte dépasse 50000 caractères.'],
    ];
    for (const [body, message] of cases) {
      const res = await importAs(user, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(errorOf(res).message).toBe(message);
    }
    const typed = await importAs(user, { url: 42 });
    expect(typed.status).toBe(400);
    expect(errorOf(typed).message).toMatch(/^Champ « url » : /);
  });

  it('400 for a refused address or a link that is not one', async () => {
    const user = await registerUser();
    for (const url of ['http://127.0.0.1/recette', 'http://localhost/recette', 'https://cuisine.example.fr:8443/r']) {
      const res = await importAs(user, { url });
      expect(res.status).toBe(400);
      expect(errorOf(res).message).toBe('Cette adresse ne peut pas être importée.');
    }
    const notLink = await importAs(user, { url: 'ftp://cuisine.example.fr/r' });
    expect(notLink.status).toBe(400);
    expect(errorOf(notLink).message).toBe("Ce lien n'est pas une adresse web valide (elle doit commencer par http:// ou https://).");
    expect(fetched).toEqual([]);
  });

  it('422 when the page holds no recipe, and for a broken JSON-LD block (never a 500)', async () => {
    const user = await registerUser();
    for (const body of [fx.articleOnly, fx.brokenJsonLd]) {
      const res = await importAs(user, { url: serve(body) });
      expect(res.status).toBe(422);
      expect(errorOf(res).message).toBe("Nous n'avons pas trouvé de recette sur cette page.");
    }
    const sent = await importAs(user, { url: 'https://a.example.fr/x', html: fx.brokenJsonLd });
    expect(sent.status).toBe(422);
    const text = await importAs(user, { text: 'Juste un titre' });
    expect(text.status).toBe(422);
    expect(errorOf(text).message).toBe("Nous n'avons pas trouvé de recette sur cette page.");
  });

  it('413 for a page over 5 Mo, fetched or sent', async () => {
    const user = await registerUser();
    const big = 'https://cuisine.example.fr/enorme';
    routes.set(big, () => new Response('x', { headers: { 'content-type': 'text/html', 'content-length': String(6 * 1024 * 1024) } }));
    const fetchedBig = await importAs(user, { url: big });
    expect(fetchedBig.status).toBe(413);
    expect(errorOf(fetchedBig).message).toBe('Cette page dépasse la taille maximale de 5 Mo.');
    const sent = await importAs(user, { url: 'https://a.example.fr/x', html: fx.page('', 'é'.repeat(2_700_000)) });
    expect(sent.status).toBe(413);
    expect(errorOf(sent).message).toBe('Cette page dépasse la taille maximale de 5 Mo.');
  });

  it('502 when the page cannot be fetched', async () => {
    const user = await registerUser();
    const down = 'https://cuisine.example.fr/en-panne';
    routes.set(down, () => {
      throw new TypeError('network down');
    });
    const res = await importAs(user, { url: down });
    expect(res.status).toBe(502);
    expect(errorOf(res).message).toBe(
      'Impossible de récupérer cette page. Réessayez ou envoyez son contenu avec le bouton « Envoyer à Popote ».',
    );
    const missing = await importAs(user, { url: 'https://cuisine.example.fr/nulle-part' });
    expect(missing.status).toBe(502);
    expect(errorOf(missing).message).toBe(
      'Impossible de récupérer cette page. Réessayez ou envoyez son contenu avec le bouton « Envoyer à Popote ».',
    );
  });

  it('400 beyond the limits, naming the field, and nothing stored', async () => {
    const user = await registerUser();
    const cases: [Record<string, unknown>, string][] = [
      [
        { recipeIngredient: ['200 g de farine', `1 ${'très '.repeat(100)}grosse pomme`] },
        'Champ « ingredients.1 » : la ligne d’ingrédient dépasse 300 caractères.',
      ],
      [
        { recipeIngredient: Array.from({ length: 101 }, (_, i) => `${i + 1} g de sel`) },
        'Champ « ingredients » : la recette dépasse 100 ingrédients.',
      ],
      [{ recipeIngredient: Array.from({ length: 200 }, () => '1 pomme') }, 'Champ « ingredients » : la recette dépasse 100 ingrédients.'],
      [{ name: `Tarte ${'x'.repeat(200)}` }, 'Champ « title » : le titre dépasse 200 caractères.'],
      [{ recipeInstructions: ['a'.repeat(2001)] }, 'Champ « steps.0 » : l’étape dépasse 2000 caractères.'],
    ];
    for (const [fields, message] of cases) {
      const res = await importAs(user, { url: serve(fx.recipePage(fields)) });
      expect(res.status).toBe(400);
      expect(errorOf(res).message).toBe(message);
    }
    const count = await dbRow<{ n: number }>('SELECT COUNT(*) AS n FROM recipes WHERE user_id = ?', user.user.id);
    expect(count.n).toBe(0);
  });

  it('401 without a session', async () => {
    const res = await api('/api/recipes/import', { body: { text: fx.pastedText } });
    expect(res.status).toBe(401);
  });
});

// ---------------------------------------------------------------------------------------------
// Corrections, « Mes recettes », versions
// ---------------------------------------------------------------------------------------------

describe('PUT /api/recipes/:id/ingredients/:index and /meta', () => {
  it('confirms a line: recognised, no longer unrecognised, facts derived again', async () => {
    const user = await registerUser();
    const r = await imported(user, { url: serve(fx.recipePage()) });
    // The recipe's page names the line its figures leave out, until it is confirmed.
    const before = await apiAs(recipeDetailResponseSchema, `/api/meals/recipe/${r.id}`, { token: user.token });
    expect(before.json.data.recipe.notCounted).toEqual(['1 sachet de poudre Zorglub']);
    const res = await api(`/api/recipes/${r.id}/ingredients/3`, {
      method: 'PUT',
      token: user.token,
      body: { name: 'levure chimique', quantity: 11, unit: 'g' },
    });
    expect(res.status, res.text).toBe(200);
    const body = importRecipeResponseSchema.parse(res.json);
    expect(body.message).toBe('Ingrédient enregistré');
    const line = body.data.recipe.ingredients[3]!;
    expect(line).toMatchObject({
      raw: '1 sachet de poudre Zorglub',
      name: 'levure chimique',
      quantity: 11,
      unity: 'g',
      recognised: true,
      confirmed: true,
    });
    expect(body.data.recipe.unrecognised).toEqual([]);
    expect(body.data.recipe.notCounted).toEqual([]);
    // Kept after a reload.
    const detail = await apiAs(recipeDetailResponseSchema, `/api/meals/recipe/${r.id}`, { token: user.token });
    expect(detail.json.data.recipe.unrecognised).toEqual([]);
    expect(detail.json.data.recipe.notCounted).toEqual([]);
    expect(detail.json.data.recipe.ingredients[3]?.confirmed).toBe(true);
  });

  it('refuses a bad index (400), a missing line (404) and another household (404)', async () => {
    const [user, other] = [await registerUser(), await registerUser()];
    const r = await imported(user, { url: serve(fx.recipePage()) });
    const bad = await api(`/api/recipes/${r.id}/ingredients/deux`, { method: 'PUT', token: user.token, body: { name: 'sel' } });
    expect(bad.status).toBe(400);
    expect(errorOf(bad).message).toBe('Champ « index » : le numéro de la ligne doit être un entier positif ou nul.');
    const missing = await api(`/api/recipes/${r.id}/ingredients/9`, { method: 'PUT', token: user.token, body: { name: 'sel' } });
    expect(missing.status).toBe(404);
    expect(errorOf(missing).message).toBe("Cet ingrédient n'existe pas dans la recette.");
    const empty = await api(`/api/recipes/${r.id}/ingredients/0`, { method: 'PUT', token: user.token, body: { name: ' ' } });
    expect(empty.status).toBe(400);
    expect(errorOf(empty).message).toMatch(/^Champ « name » : /);
    const foreign = await api(`/api/recipes/${r.id}/ingredients/0`, { method: 'PUT', token: other.token, body: { name: 'sel' } });
    expect(foreign.status).toBe(404);
    expect(errorOf(foreign).message).toBe('Recette non trouvée');
    const meta = await api(`/api/recipes/${r.id}/meta`, { method: 'PUT', token: other.token, body: { mealTypes: ['dîner'] } });
    expect(meta.status).toBe(404);
  });

  it('lets the household change the dish type and meal types', async () => {
    const user = await registerUser();
    const r = await imported(user, { url: serve(fx.recipePage()) });
    const res = await api(`/api/recipes/${r.id}/meta`, { method: 'PUT', token: user.token, body: { mealTypes: ['dîner'] } });
    expect(res.status, res.text).toBe(200);
    expect(messageOf(res)).toBe('Recette mise à jour');
    expect(importRecipeResponseSchema.parse(res.json).data.recipe.mealTypes).toEqual(['dîner']);
    const dish = await api(`/api/recipes/${r.id}/meta`, { method: 'PUT', token: user.token, body: { dishType: 'Goûter' } });
    const after = importRecipeResponseSchema.parse(dish.json).data.recipe;
    // The meal types a member chose stay.
    expect([after.dishType, after.mealTypes]).toEqual(['Goûter', ['dîner']]);
    const none = await api(`/api/recipes/${r.id}/meta`, { method: 'PUT', token: user.token, body: {} });
    expect(none.status).toBe(400);
    expect(errorOf(none).message).toBe('Champ « dishType » : indiquez un type de plat ou des types de repas.');
  });

  it('shows imported roots in « Mes recettes » with their source; they can be rated and versioned (the version keeps the source)', async () => {
    const user = await registerUser();
    const url = serve(fx.mainCoursePage('Gratin du berger zorglubien'));
    const r = await imported(user, { url });
    const trees = await apiAs(userTreesResponseSchema, '/api/meals/user-trees', { token: user.token });
    expect(trees.json.recipeTrees.map((t) => [t.tree.id, t.tree.source])).toEqual([
      [r.id, { url, host: 'cuisine.example.fr', author: 'Jeanne Martin' }],
    ]);
    const rated = await api('/api/rate-recipe', { token: user.token, body: { recipeId: r.id, rating: 5 } });
    expect(rated.status).toBe(200);
    const fav = await api('/api/meals/favorites', { method: 'PUT', token: user.token, body: { recipeId: r.id, favorite: true } });
    expect(fav.status).toBe(200);
    const version = await api('/api/meals/iterate-recipe', {
      token: user.token,
      body: { originalRecipe: { id: r.id }, comment: 'Plus léger' },
    });
    expect(version.status, version.text).toBe(200);
    const versionId = (version.json as { recipe: { id: string } }).recipe.id;
    const detail = await apiAs(recipeDetailResponseSchema, `/api/meals/recipe/${versionId}`, { token: user.token });
    expect(detail.json.data.recipe.source).toEqual({ url, host: 'cuisine.example.fr', author: 'Jeanne Martin' });
    expect(detail.json.data.recipe.rootId).toBe(r.id);
    const question = await api('/api/meals/question-about-recipe', {
      token: user.token,
      body: { recipe: { id: r.id }, ingredient: 'lardons', question: 'Par quoi remplacer les lardons ?' },
    });
    expect(question.status).toBe(200);
  });
});

describe('« Mes recettes » of a household', () => {
  async function householdOf(owner: TestUser, member: TestUser): Promise<void> {
    const invited = await api('/api/households/invitations', { token: owner.token, body: {} });
    const { code } = invitationResponseSchema.parse(invited.json).data;
    const joined = await api('/api/households/join', { token: member.token, body: { code } });
    expect(joined.status, joined.text).toBe(200);
  }
  const treeIds = async (user: TestUser) =>
    (await apiAs(userTreesResponseSchema, '/api/meals/user-trees', { token: user.token })).json.recipeTrees.map((t) => t.tree.id);

  it('lists a recipe one member imported for every member (with its versions), never for another household, and keeps a member’s own recipes theirs', async () => {
    const [a, b, outsider] = [await registerUser(), await registerUser(), await registerUser()];
    await householdOf(a, b);
    const url = serve(fx.mainCoursePage('Gratin du berger zorglubien'));
    const r = await imported(a, { url });
    // B importing the same link gets A's recipe (the dedupe is per household)…
    expect((await imported(b, { url }, 200)).id).toBe(r.id);
    const version = await api('/api/meals/iterate-recipe', {
      token: a.token,
      body: { originalRecipe: { id: r.id }, comment: 'Plus léger' },
    });
    expect(version.status, version.text).toBe(200);
    const versionId = (version.json as { recipe: { id: string } }).recipe.id;
    // …and a recipe A generated (not imported) stays in A's list only.
    const generated = await api('/api/meals/generate-recipe', { token: a.token, body: { dish: ['Plat chaud'] } });
    expect(generated.status, generated.text).toBe(200);
    const generatedId = (generated.json as { recipe: { id: string } }).recipe.id;

    const bTrees = await apiAs(userTreesResponseSchema, '/api/meals/user-trees', { token: b.token });
    expect(bTrees.json.recipeTrees.map((t) => [t.tree.id, t.tree.source, t.tree.children.map((c) => c.id)])).toEqual([
      [r.id, { url, host: 'cuisine.example.fr', author: 'Jeanne Martin' }, [versionId]],
    ]);
    expect(new Set(await treeIds(a))).toEqual(new Set([r.id, generatedId]));
    // Another household: nothing of A's, even after importing the same link (its own copy).
    expect(await treeIds(outsider)).toEqual([]);
    const theirs = await imported(outsider, { url }, 201);
    expect(theirs.id).not.toBe(r.id);
    expect(await treeIds(outsider)).toEqual([theirs.id]);
    expect(await treeIds(b)).toEqual([r.id]);
  });
});

// ---------------------------------------------------------------------------------------------
// The planner
// ---------------------------------------------------------------------------------------------

/** A week (Premium: every slot planned) whose favourite dish is the recipe's unusual word: the planner picks it when allowed. */
const weekWith = (word: string, extra: Record<string, unknown> = {}) => ({ favoriteDishes: [word], ...extra });

describe('the week planner and imported recipes', () => {
  it('chooses an imported recipe when includeMyRecipes is on, never when it is off', async () => {
    const user = await registerUser({ premium: true });
    const r = await imported(user, { url: serve(fx.mainCoursePage('Gratin du berger zorglubien')) });
    const counts = await apiAs(plannableRecipesResponseSchema, '/api/recipes/plannable', { token: user.token });
    expect(counts.json.data).toEqual({ count: 1, awaitingConfirmation: 0 });
    const on = await generateWeek(user.token, weekWith('zorglubien', { includeMyRecipes: true }));
    expect(on.status, on.text).toBe(200);
    expect(plannedIds(weekMenuResponseSchema.parse(on.json).weekPlan)).toContain(r.id);
    const off = await generateWeek(user.token, weekWith('zorglubien', { includeMyRecipes: false }));
    expect(plannedIds(weekMenuResponseSchema.parse(off.json).weekPlan)).not.toContain(r.id);
  });

  it('holds back a recipe with an unknown line from an allergic household, says why, and plans it once a member confirmed the line', async () => {
    const user = await registerUser({ preferences: { allergies: ['Arachides'] }, premium: true });
    const r = await imported(user, { url: serve(fx.mainCoursePage('Gratin du berger zorglubien', ['1 sachet de poudre Zorglub'])) });
    expect(r.unrecognised).toEqual(['1 sachet de poudre Zorglub']);
    const counts = await apiAs(plannableRecipesResponseSchema, '/api/recipes/plannable', { token: user.token });
    expect(counts.json.data).toEqual({ count: 0, awaitingConfirmation: 1 });
    const held = weekMenuResponseSchema.parse((await generateWeek(user.token, weekWith('zorglubien'))).json);
    expect(plannedIds(held.weekPlan)).not.toContain(r.id);
    expect(held.nutrition?.misses).toContain(
      '« Gratin du berger zorglubien » n’a pas été proposée : confirmez d’abord l’ingrédient « 1 sachet de poudre Zorglub » (allergies ou régimes du foyer).',
    );
    const confirm = await api(`/api/recipes/${r.id}/ingredients/4`, {
      method: 'PUT',
      token: user.token,
      body: { name: 'levure chimique' },
    });
    expect(confirm.status, confirm.text).toBe(200);
    const planned = weekMenuResponseSchema.parse((await generateWeek(user.token, weekWith('zorglubien'))).json);
    expect(plannedIds(planned.weekPlan)).toContain(r.id);
    expect(planned.nutrition?.misses ?? []).not.toContain(expect.stringContaining('zorglubien'));
  });

  it('counts « beurre » in an unknown line as milk: never offered to a milk-allergic household', async () => {
    const user = await registerUser({ preferences: { allergies: ['Lait'] }, premium: true });
    const r = await imported(user, {
      url: serve(
        fx.recipePage({
          name: 'Poêlée zorglubienne',
          recipeCategory: 'Plat principal',
          image: undefined,
          recipeIngredient: ['500 g de pommes de terre', '1 oignon', '1 sachet de zorglub au beurre'],
        }),
      ),
    });
    expect(r.ingredients[2]).toMatchObject({ raw: '1 sachet de zorglub au beurre', recognised: false });
    expect(r.allergens).toContain('Lait');
    const counts = await apiAs(plannableRecipesResponseSchema, '/api/recipes/plannable', { token: user.token });
    expect(counts.json.data).toEqual({ count: 0, awaitingConfirmation: 0 });
    const week = weekMenuResponseSchema.parse((await generateWeek(user.token, weekWith('zorglubienne'))).json);
    expect(plannedIds(week.weekPlan)).not.toContain(r.id);
    // Chosen by hand for a slot: refused too.
    const slot = await api('/api/week-menu/replace-meal', {
      token: user.token,
      body: { weekPlanId: week.weekPlan.id, day: 'Lundi', mealType: 'dîner', recipeId: r.id },
    });
    expect(slot.status).toBe(400);
    expect(errorOf(slot).message).toMatch(/^Cette recette ne respecte pas vos contraintes alimentaires : Contient /);
  });

  it('never plans an imported tart for dinner, until the household says so', async () => {
    const user = await registerUser({ premium: true });
    const r = await imported(user, { url: serve(fx.recipePage({ name: 'Tarte zorglubienne aux pommes' })) });
    expect(r.mealTypes).toEqual(['dessert']);
    const before = weekMenuResponseSchema.parse((await generateWeek(user.token, weekWith('zorglubienne'))).json);
    expect(plannedIds(before.weekPlan)).not.toContain(r.id);
    const meta = await api(`/api/recipes/${r.id}/meta`, { method: 'PUT', token: user.token, body: { mealTypes: ['dîner'] } });
    expect(meta.status).toBe(200);
    const after = weekMenuResponseSchema.parse((await generateWeek(user.token, weekWith('zorglubienne'))).json);
    const dinners = Object.values(after.weekPlan)
      .filter((d): d is Record<string, { id: string }> => typeof d === 'object')
      .map((d) => d['dîner']?.id);
    expect(dinners).toContain(r.id);
  });

  it('merges the lines of a planned imported recipe into the shopping list', async () => {
    const user = await registerUser({ premium: true });
    const r = await imported(user, { url: serve(fx.mainCoursePage('Gratin du berger zorglubien', ['2 sachets de poudre Zorglub'])) });
    const { weekPlan, shoppingListId } = await planAndList(user.token, weekWith('zorglubien'));
    expect(plannedIds(weekPlan)).toContain(r.id);
    const list = await apiAs(shoppingListResponseSchema, `/api/shopping/${shoppingListId}`, { token: user.token });
    const names = list.json.data.items.map((i) => i.name.toLowerCase());
    expect(names.some((n) => n.includes('zorglub'))).toBe(true);
  });
});
