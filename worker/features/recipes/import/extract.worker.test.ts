import { describe, expect, it } from 'vitest';
import { extractedRecipeSchema } from '@shared/schemas/recipe-import';
import { extractRecipe } from './extract';
import * as pages from './fixtures/pages';

// The reader runs inside workerd (its HTMLRewriter is the runtime's), on pages written for the tests.

const read = async (html: string, url = 'https://recettes.example.fr/tarte') => {
  const recipe = await extractRecipe(html, url);
  // Whatever is read fits the shared contract the API answers with.
  expect(recipe === null || extractedRecipeSchema.safeParse(recipe).success).toBe(true);
  return recipe;
};

describe('extractRecipe: JSON-LD', () => {
  it('reads a big recipe site page: entities decoded, yield « 6 personnes » as 6, ISO times in minutes, the first photo', async () => {
    expect(await read(pages.marmitonLike)).toEqual({
      title: 'Tarte aux pommes & cannelle',
      description: "Une tarte fine, l'automne en dessert.",
      servings: 6,
      prepMinutes: 30,
      cookMinutes: 45,
      totalMinutes: 75,
      ingredients: [
        { text: '1 pâte brisée' },
        { text: '4 pommes' },
        { text: '50 g de sucre' },
        { text: '1 c. à café de cannelle' },
        { text: '20 g de beurre' },
      ],
      steps: [
        { text: 'Préchauffer le four à 180 °C.' },
        { text: 'Étaler la pâte dans le moule et la piquer.' },
        { text: 'Disposer les pommes en lamelles, saupoudrer de sucre et de cannelle.' },
        { text: 'Enfourner 45 minutes.' },
      ],
      imageUrl: 'https://img.example.fr/tarte-1x1.jpg',
      author: 'Camille',
      categories: ['Dessert', 'Française'],
      keywords: ['tarte', 'pommes', 'cannelle', 'facile'],
      sourceUrl: 'https://recettes.example.fr/tarte',
      origin: 'json-ld',
    });
  });

  it('reads the Recipe of a WordPress @graph, following the @id references of its author and photo', async () => {
    const recipe = await read(pages.yoastGraph, 'https://blog.example.fr/gratin/');
    expect(recipe).toMatchObject({
      title: 'Gratin dauphinois',
      servings: 4,
      prepMinutes: 20,
      cookMinutes: 60,
      totalMinutes: 80,
      author: 'Léa Martin',
      imageUrl: 'https://blog.example.fr/wp-content/uploads/gratin.jpg',
      categories: ['Plat principal', 'Accompagnement', 'Française'],
      keywords: ['gratin', 'pommes de terre'],
      sourceUrl: 'https://blog.example.fr/gratin/',
    });
    expect(recipe!.ingredients.map((line) => line.text)).toEqual([
      '1 kg de pommes de terre',
      '50 cl de crème liquide',
      "1 gousse d'ail",
      'sel, poivre, muscade',
    ]);
    // A HowToStep's text, not its short name.
    expect(recipe!.steps.map((line) => line.text)).toEqual([
      'Éplucher et trancher finement les pommes de terre.',
      'Frotter le plat avec l’ail, y ranger les pommes de terre.',
      'Couvrir de crème, saler, poivrer et cuire 1 h à 160 °C.',
    ]);
  });

  it('reads a Recipe whose @type is a list, with steps in one text, a range yield, a relative ImageObject and several authors', async () => {
    const recipe = await read(pages.typeArray, 'https://journal.example.fr/cuisine/soupe?utm=1');
    expect(recipe).toMatchObject({
      title: 'Soupe de potiron',
      servings: 6,
      totalMinutes: 50,
      imageUrl: 'https://journal.example.fr/images/soupe.jpg',
      author: 'Hugo, Inès',
      categories: ['Entrée', 'Soupe'],
      keywords: ['soupe', 'potiron', 'automne'],
    });
    expect(recipe!.prepMinutes).toBeUndefined();
    expect(recipe!.steps).toEqual([
      { text: 'Éplucher le potiron et le couper en cubes.' },
      { text: 'Faire revenir l’oignon émincé.' },
      { text: 'Ajouter le potiron et le bouillon, cuire 30 min.' },
      { text: 'Mixer avec la crème.' },
    ]);
  });

  it('keeps the groups: HowToSection names head their steps, « Pour la pâte : » heads the ingredient lines after it', async () => {
    const recipe = await read(pages.howToSections);
    expect(recipe!.servings).toBe(6);
    expect(recipe!.imageUrl).toBe('https://cuisine.example.fr/quiche.webp');
    expect(recipe!.author).toBe('Jeanne');
    expect(recipe!.ingredients).toEqual([
      { section: 'Pour la pâte', text: '250 g de farine' },
      { section: 'Pour la pâte', text: '125 g de beurre' },
      { section: 'Pour l’appareil', text: '3 œufs' },
      { section: 'Pour l’appareil', text: '20 cl de crème' },
      { section: 'Pour l’appareil', text: '200 g de lardons' },
    ]);
    expect(recipe!.steps).toEqual([
      { section: 'La pâte', text: 'Sabler la farine et le beurre.' },
      { section: 'La pâte', text: 'Ajouter un peu d’eau, former une boule, laisser reposer 30 min.' },
      { section: 'La garniture', text: 'Battre les œufs avec la crème.' },
      { section: 'La garniture', text: 'Verser sur la pâte garnie de lardons, cuire 40 min à 180 °C.' },
    ]);
  });

  it('skips a broken block and reads the next one, with the Recipe as mainEntity and the legacy `ingredients` field', async () => {
    const recipe = await read(pages.brokenThenGood);
    expect(recipe).toMatchObject({ title: 'Ratatouille', origin: 'json-ld', categories: [], keywords: [] });
    expect(recipe!.ingredients).toEqual([{ text: '2 courgettes' }, { text: '1 aubergine' }, { text: '3 tomates' }]);
    expect(recipe!.steps.map((s) => s.text)).toEqual([
      'Couper les légumes.',
      'Les faire revenir séparément.',
      'Mélanger et mijoter 40 min.',
    ]);
  });

  it('reads a block wrapped in CDATA with raw line breaks inside its strings', async () => {
    const recipe = await read(pages.rawNewlines);
    expect(recipe!.title).toBe('Pain perdu');
    expect(recipe!.steps).toEqual([{ text: 'Tremper le pain. Le dorer au beurre.' }]);
  });

  it("repairs hand-written JSON-LD: trailing semicolon, commas before a closing bracket, a \\' escape", async () => {
    expect(await read(pages.handWritten)).toMatchObject({
      title: "Salade d'été",
      ingredients: [{ text: '2 tomates' }, { text: '1 concombre' }],
      categories: ['Entrée'],
    });
  });

  it('answers null for a page without a recipe (other JSON-LD types, a non-JSON-LD script naming a Recipe)', async () => {
    expect(await read(pages.noRecipe)).toBeNull();
    expect(await read('<html><body><p>Bonjour</p></body></html>')).toBeNull();
    expect(await read('')).toBeNull();
  });

  it('answers null for a Recipe without ingredients, and takes the page title for a Recipe without a name', async () => {
    const noIngredients = '<script type="application/ld+json">{"@type":"Recipe","name":"Vide","recipeIngredient":[]}</script>';
    expect(await read(noIngredients)).toBeNull();
    const noName =
      '<html><head><title>Riz au lait - Mon site</title></head><script type="application/ld+json">{"@type":"Recipe","name":"  ","recipeIngredient":["1 l de lait","100 g de riz"]}</script></html>';
    expect((await read(noName))!.title).toBe('Riz au lait - Mon site');
  });

  it('turns markup and scripts inside fields into plain text and drops a javascript: photo', async () => {
    const recipe = await read(pages.hostile);
    expect(recipe).toMatchObject({
      title: 'Gâteau au yaourt',
      description: 'Le gâteau des enfants. Facile & rapide.',
      author: 'Zoé',
    });
    expect(recipe!.imageUrl).toBeUndefined();
    expect(recipe!.ingredients).toEqual([{ text: '1 pot de yaourt' }, { text: '3 pots de farine' }]);
    expect(recipe!.steps).toEqual([{ text: 'Mélanger tous les ingrédients.' }, { text: 'Cuire 35 min.' }]);
  });

  it('stops reading a list that never ends: 1,000 ingredients, 1,000 steps, 50 keywords', async () => {
    const recipe = await read(pages.endlessIngredients(3000));
    expect(recipe!.ingredients).toHaveLength(1000);
    expect(recipe!.ingredients[999]).toEqual({ text: '1000 g de sel' });
    expect(recipe!.steps).toHaveLength(1000);
    expect(recipe!.keywords).toHaveLength(50);
  });

  it('keeps long lines whole: the API that stores them says which one is too long', async () => {
    const long = `${'200 g de farine '.repeat(60).trim()}`;
    const html = `<script type="application/ld+json">{"@type":"Recipe","name":"Long","recipeIngredient":[${JSON.stringify(long)}]}</script>`;
    expect((await read(html))!.ingredients).toEqual([{ text: long }]);
  });
});

describe('extractRecipe: microdata', () => {
  it('reads a microdata-only page: nested Person, meta and time durations, relative photo, one list of steps', async () => {
    expect(await read(pages.microdataOnly, 'https://vieux-site.example.fr/recettes/crepes.html')).toEqual({
      title: 'Crêpes de la Chandeleur',
      description: 'Des crêpes légères, sans repos.',
      servings: 4,
      prepMinutes: 10,
      cookMinutes: 20,
      totalMinutes: 30,
      ingredients: [{ text: '250 g de farine' }, { text: '4 œufs' }, { text: '50 cl de lait demi-écrémé' }, { text: '1 pincée de sel' }],
      steps: [
        { text: 'Mélanger la farine et les œufs.' },
        { text: 'Verser le lait petit à petit.' },
        { text: 'Cuire les crêpes à la poêle.' },
      ],
      imageUrl: 'https://vieux-site.example.fr/photos/crepes.jpg',
      author: 'Mamie Jo',
      categories: ['Dessert'],
      keywords: [],
      sourceUrl: 'https://vieux-site.example.fr/recettes/crepes.html',
      origin: 'microdata',
    });
  });

  it('reads the legacy `ingredients` property when a microdata page has no recipeIngredient', async () => {
    const html = `<div itemscope itemtype="https://schema.org/Recipe"><h2 itemprop="name">Salade</h2>
      <ul><li itemprop="ingredients">1 laitue</li><li itemprop="ingredients">2 tomates</li></ul></div>`;
    const recipe = await read(html);
    expect(recipe!.ingredients).toEqual([{ text: '1 laitue' }, { text: '2 tomates' }]);
    expect(recipe!.steps).toEqual([]);
  });

  it('reads ingredient properties left without a Recipe item (a theme dropped its itemscope), titled by the page', async () => {
    const html = `<html><head><title>Tagliatelles carbonara</title></head><body>
      <header itemscope itemtype="https://schema.org/WPHeader"><span itemprop="name">Mon blog</span></header>
      <h3 itemprop="recipeYield">Pour 2 personnes :</h3>
      <ul><li itemprop="ingredients"><span>250 g de tagliatelles</span></li><li itemprop="ingredients">100 g de lardons</li></ul>
      <div itemprop="recipeInstructions"><p>Cuire les pâtes.</p><p>Mélanger avec les lardons.</p></div></body></html>`;
    expect(await read(html)).toMatchObject({
      title: 'Tagliatelles carbonara',
      servings: 2,
      ingredients: [{ text: '250 g de tagliatelles' }, { text: '100 g de lardons' }],
      steps: [{ text: 'Cuire les pâtes.' }, { text: 'Mélanger avec les lardons.' }],
      origin: 'microdata',
    });
  });

  it('reads recipe properties held by another item (a BlogPosting), after any real Recipe item', async () => {
    const html = `<article itemscope itemtype="https://schema.org/BlogPosting"><h1 itemprop="headline">Houmous maison</h1>
      <span itemprop="recipeIngredient">400 g de pois chiches</span><span itemprop="recipeIngredient">2 c. à s. de tahin</span></article>`;
    expect(await read(html)).toMatchObject({
      title: 'Houmous maison',
      ingredients: [{ text: '400 g de pois chiches' }, { text: '2 c. à s. de tahin' }],
    });
  });

  it('prefers the JSON-LD recipe when a page has both', async () => {
    const html = pages.marmitonLike.replace(
      '<main>',
      '<main><div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Autre</h1><span itemprop="recipeIngredient">1 œuf</span></div>',
    );
    expect(await read(html)).toMatchObject({ title: 'Tarte aux pommes & cannelle', origin: 'json-ld' });
  });
});
