// createRecipe from a free title: a named dish is that dish, an adapted dish says which version it
// is, and an unknown title gets a real recipe under its own title. The oracles below are written
// from the catalogue data and the recipe files, not from create.ts or its dish table.

import { describe, expect, it } from 'vitest';
import * as engine from '../index';
import { INGREDIENTS } from '../knowledge/data/ingredients/index';
import { RECIPES } from '../knowledge/data/recipes/index';
import { KNOWN_DISHES, cooksDish } from '../knowledge/dish-names';
import type { IngredientData } from '../knowledge/vocabulary';

const P: engine.EaterProfile = { allergies: [], dislikedIngredients: [], diets: [], adults: 2, children: 0, cuisinePreferences: [] };
const byId = new Map<string, IngredientData>(INGREDIENTS.map((i) => [i.id, i]));
const CORPUS_TITLES = new Set(RECIPES.map((r) => r.title));

const fold = (s: string) =>
  s
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'Oe')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const catalogueLines = (r: engine.RecipeDraft) =>
  r.ingredients.map((l) => byId.get(l.ingredientId ?? '')).filter((i): i is IngredientData => !!i);
const ofFamily = (r: engine.RecipeDraft, family: string) => catalogueLines(r).filter((i) => i.family === family);
const isFish = (i: IngredientData) => i.family === 'poisson' || i.animalDerived === 'poisson' || !!i.allergens?.includes('poisson');
const isPork = (i: IngredientData) => i.family === 'porc' || i.animalDerived === 'porc';

function create(title: string, profile: Partial<engine.EaterProfile> = {}): engine.RecipeDraft {
  const p = { ...P, ...profile };
  const r = engine.createRecipe({ title }, p);
  // Whatever was asked, the answer never breaks the profile.
  expect(engine.checkRecipeSafety(r, p).violations).toEqual([]);
  return r;
}

describe('createRecipe: a title naming a known dish cooks that dish', () => {
  it('"Bouillabaisse marseillaise" has several fish and its fennel, saffron or tomato', () => {
    const r = create('Bouillabaisse marseillaise');
    expect(r.title).toContain('Bouillabaisse');
    expect(ofFamily(r, 'poisson').length).toBeGreaterThanOrEqual(2);
    expect(r.ingredients.some((l) => ['fenouil', 'safran', 'tomate'].includes(l.ingredientId ?? ''))).toBe(true);
    expect(r.servings).toBe(2);
  });

  it('"Choucroute garnie" has sauerkraut, pork charcuterie and potatoes', () => {
    const r = create('Choucroute garnie');
    expect(r.title).toContain('Choucroute');
    expect(r.ingredients.some((l) => ['choucroute', 'chou-blanc'].includes(l.ingredientId ?? ''))).toBe(true);
    expect(ofFamily(r, 'porc').length).toBeGreaterThanOrEqual(2);
    expect(r.ingredients.some((l) => l.ingredientId === 'pomme-de-terre')).toBe(true);
  });

  it('a known dish is scaled to the household like any created recipe', () => {
    const r = create('Choucroute garnie', { adults: 3, children: 2 });
    expect(r.servings).toBe(4);
    const one = create('Choucroute garnie', { adults: 1 });
    expect(one.servings).toBe(1);
    const cabbage = (x: engine.RecipeDraft) => x.ingredients.find((l) => l.ingredientId === 'choucroute')!;
    expect(cabbage(r).quantity * (cabbage(r).unity === 'kg' ? 1000 : 1)).toBeGreaterThan(
      cabbage(one).quantity * (cabbage(one).unity === 'kg' ? 1000 : 1),
    );
  });

  it('a bare dish name goes to that dish, not to another recipe that merely mentions the word', () => {
    expect(create('Curry').title).toBe('Curry de pois chiches');
    expect(create('Pizza').title).toBe('Pizza margherita');
  });

  it('a suggestion with its corpus id is served as that recipe, without any note', () => {
    const r = engine.createRecipe({ title: 'Ratatouille', sourceRecipeId: 'ratatouille' }, P);
    expect(r.title).toBe('Ratatouille');
    expect(r.sourceRecipeId).toBe('ratatouille');
    expect(r.description).toBe(RECIPES.find((x) => x.id === 'ratatouille')!.description);
  });
});

describe('createRecipe: a dish the profile forbids becomes a version that says so', () => {
  it('allergic to fish, "Bouillabaisse marseillaise" has no fish and says it is the fish-free version', () => {
    const r = create('Bouillabaisse marseillaise', { allergies: ['Poisson'] });
    expect(catalogueLines(r).filter(isFish)).toEqual([]);
    expect(r.title).toBe('Bouillabaisse marseillaise (version sans poisson)');
    expect(r.description).toMatch(/^Version sans poisson de « Bouillabaisse marseillaise »\. Remplacements : rouget, lotte et merlan par /);
    // The fennel, saffron and tomato broth is still there.
    expect(r.ingredients.map((l) => l.ingredientId)).toEqual(expect.arrayContaining(['fenouil', 'safran', 'tomate']));
  });

  it('vegetarian, the bouillabaisse is the vegetarian version and says so', () => {
    const r = create('Bouillabaisse marseillaise', { diets: ['Végétarien'] });
    expect(catalogueLines(r).filter((i) => ['poisson', 'viande', 'volaille', 'porc', 'fruit-de-mer'].includes(i.family))).toEqual([]);
    expect(r.title).toBe('Bouillabaisse marseillaise (version végétarienne)');
    expect(r.description).toMatch(/^Version végétarienne de « Bouillabaisse marseillaise »\./);
  });

  it('halal, the choucroute has neither pork nor wine and says so', () => {
    const r = create('Choucroute garnie', { diets: ['Halal'] });
    expect(catalogueLines(r).filter(isPork)).toEqual([]);
    expect(catalogueLines(r).filter((i) => i.alcohol || i.family === 'alcool')).toEqual([]);
    expect(r.ingredients.some((l) => l.ingredientId === 'choucroute')).toBe(true);
    expect(r.title).toBe('Choucroute garnie (version sans porc ni alcool)');
    expect(r.description).toMatch(/^Version sans porc ni alcool de « Choucroute garnie »\. Remplacements : /);
    expect(r.description).toContain('saucisse de Morteau et saucisse de Strasbourg par ');
  });

  it('not eating pork, the choucroute has no pork and says so', () => {
    const r = create('Choucroute garnie', { dislikedIngredients: ['porc'] });
    expect(catalogueLines(r).filter(isPork)).toEqual([]);
    expect(r.title).toBe('Choucroute garnie (version sans porc)');
    expect(r.description).toMatch(/^Version sans porc de « Choucroute garnie »\./);
  });

  it('a change that leaves the dish intact keeps its title and notes the adaptation', () => {
    const r = create('Ratatouille', { dislikedIngredients: ['laurier'] });
    expect(r.title).toBe('Ratatouille');
    expect(r.ingredients.some((l) => l.ingredientId === 'laurier')).toBe(false);
    expect(r.description).toMatch(/^Adaptée à votre profil \(sans laurier\)\. /);
  });

  it('a dish left with nothing that defines it is not sold under its name: the closest safe recipe, said so', () => {
    const r = create('Guacamole', { allergies: ['Avocat'] });
    expect(r.title).not.toContain('Guacamole');
    expect(CORPUS_TITLES.has(r.title.replace(/ \(version [^)]*\)$/, ''))).toBe(true);
    expect(r.ingredients.some((l) => l.ingredientId === 'avocat')).toBe(false);
    expect(r.description.startsWith(`Nous ne pouvons pas préparer « Guacamole » sans avocat ; voici la plus proche : ${r.title}.`)).toBe(
      true,
    );
  });
});

describe('createRecipe: a dish whose key ingredient cannot be replaced is refused, not faked', () => {
  it('"Mousse au chocolat" with a chocolate allergy: no chocolate stand-in (no "Mousse au madeleine"), the closest safe recipe, said so', () => {
    const r = create('Mousse au chocolat', { allergies: ['Chocolat'] });
    expect(r.title).not.toMatch(/mousse/i);
    expect(r.ingredients.map((l) => l.ingredientId)).not.toContain('madeleine');
    expect(CORPUS_TITLES.has(r.title)).toBe(true);
    expect(
      r.description.startsWith(`Nous ne pouvons pas préparer « Mousse au chocolat » sans chocolat ; voici la plus proche : ${r.title}.`),
    ).toBe(true);
  });

  it('"Coq au vin" for a halal profile: a coq au vin without wine would lie, so the closest dish is served and said', () => {
    const r = create('Coq au vin', { diets: ['Halal'] });
    expect(catalogueLines(r).filter((i) => i.family === 'alcool' || !!i.alcohol)).toEqual([]);
    expect(r.title).not.toMatch(/\bvin\b/i);
    expect(
      r.description.startsWith(`Nous ne pouvons pas préparer « Coq au vin » sans alcool ni porc ; voici la plus proche : ${r.title}.`),
    ).toBe(true);
  });
});

describe('createRecipe: an unknown title gets the closest real recipe under its own title', () => {
  it('"Gâteau des étoiles de Zorg" is a corpus recipe, named as such, with the French note', () => {
    const asked = 'Gâteau des étoiles de Zorg';
    const r = create(asked);
    expect(r.title).not.toBe(asked);
    expect(CORPUS_TITLES.has(r.title)).toBe(true);
    expect(r.description.startsWith(`Nous n'avons pas de recette « ${asked} » ; voici la plus proche : ${r.title}.`)).toBe(true);
  });

  it('a known dish with another main ingredient names the recipe really cooked', () => {
    // The corpus has lamb and chicken tajines, no duck one.
    const r = create('Tajine de canard');
    expect(r.title).toBe('Tajine de poulet au citron et aux olives');
    expect(
      r.description.startsWith(
        "Nous n'avons pas de recette « Tajine de canard » ; voici la plus proche : Tajine de poulet au citron et aux olives.",
      ),
    ).toBe(true);
  });

  it('a known dish asked with its main ingredient gets the corpus recipe that cooks both, under its own title', () => {
    const r = create("Tajine d'agneau");
    expect(r.title).toBe("Tajine d'agneau aux pruneaux et amandes");
    expect(ofFamily(r, 'viande').length).toBeGreaterThan(0);
  });

  it('a known dish with more words picks, among the recipes that cook it, the one closest to those words', () => {
    const r = create('Poulet au curry');
    expect(ofFamily(r, 'volaille').length).toBeGreaterThan(0);
    expect(
      r.ingredients.some((l) =>
        ['curry', 'garam-masala', 'curcuma', 'pate-de-curry-rouge', 'pate-de-curry-vert'].includes(l.ingredientId ?? ''),
      ),
    ).toBe(true);
    expect(CORPUS_TITLES.has(r.title)).toBe(true);
    // A chicken curry of the corpus, served under its own title.
    expect(fold(r.title)).toMatch(/curry/);
    expect(fold(r.title)).toMatch(/poulet/);
  });

  it('a template is titled after what it cooks, never after an unrelated request', () => {
    const asked = 'Soupe de potiron aux châtaignes';
    const r = create(asked);
    expect(r.title).not.toBe(asked);
    // Every word of the title that names a catalogue ingredient is an ingredient of the recipe.
    const named = INGREDIENTS.filter((i) => fold(r.title).includes(fold(i.name)) && i.name.length >= 5);
    expect(named.length).toBeGreaterThan(0);
    for (const i of named)
      expect(
        r.ingredients.map((l) => l.ingredientId),
        `${r.title} names ${i.name}`,
      ).toContain(i.id);
    expect(r.description.startsWith(`Nous n'avons pas de recette « ${asked} » ; voici la plus proche : ${r.title}.`)).toBe(true);
  });

  it('a title asking for a dish with a filler word ("maison") needs no note', () => {
    const r = create('Quiche lorraine maison');
    expect(r.title).toBe('Quiche lorraine');
    expect(r.description).not.toContain('Nous n');
  });
});

// Defining ingredients of famous dishes, written from French cooking (not from create.ts): each
// requirement lists acceptable catalogue ids or "family:<family>"; the result must meet them all.
const DEFINING: [title: string, requirements: string[][]][] = [
  ['Bouillabaisse', [['family:poisson'], ['fenouil', 'safran', 'tomate']]],
  ['Choucroute garnie', [['choucroute', 'chou-blanc'], ['family:porc']]],
  [
    'Blanquette de veau',
    [
      ['veau-epaule', 'veau-roti', 'veau-escalope', 'veau-jarret'],
      ['creme-fraiche-epaisse', 'creme-liquide'],
    ],
  ],
  ['Bœuf bourguignon', [['family:viande'], ['vin-rouge']]],
  ['Pot-au-feu', [['family:viande'], ['carotte'], ['poireau', 'navet']]],
  ['Ratatouille', [['aubergine'], ['courgette'], ['tomate']]],
  ['Quiche lorraine', [['lardons', 'lardons-nature', 'poitrine-fumee'], ['oeuf']]],
  ['Hachis parmentier', [['pomme-de-terre'], ['family:viande']]],
  ['Gratin dauphinois', [['pomme-de-terre'], ['creme-liquide', 'creme-fraiche-epaisse', 'lait-demi-ecreme', 'lait-entier']]],
  ['Coq au vin', [['family:volaille'], ['vin-rouge']]],
  ['Cassoulet', [['haricots-blancs-secs', 'haricots-blancs'], ['family:porc']]],
  ['Tartiflette', [['reblochon'], ['pomme-de-terre'], ['family:porc']]],
  ['Croque-monsieur', [['jambon-blanc'], ['family:fromage'], ['pain-de-mie']]],
  ['Moules marinières', [['moule'], ['vin-blanc']]],
  ['Paella', [['riz-rond'], ['family:fruit-de-mer']]],
  ['Risotto', [['riz-arborio', 'riz-rond']]],
  ['Lasagnes', [['lasagne']]],
  ['Chili con carne', [['haricots-rouges'], ['family:viande']]],
  ['Couscous', [['semoule', 'semoule-fine']]],
  ['Tajine', [['family:volaille', 'family:viande']]],
  ['Curry', [['curry', 'garam-masala', 'curcuma', 'pate-de-curry-rouge', 'pate-de-curry-vert']]],
  ['Pad thaï', [['nouilles-de-riz'], ['cacahuete', 'cacahuete-grillee-salee']]],
  ["Soupe à l'oignon", [['oignon'], ['family:fromage']]],
  ['Crêpes', [['farine-de-ble', 'farine-de-sarrasin'], ['oeuf'], ['lait-demi-ecreme', 'lait-entier']]],
  ['Clafoutis', [['oeuf'], ['family:fruit']]],
  ['Tarte Tatin', [['pomme'], ['pate-feuilletee', 'pate-brisee']]],
  ['Mousse au chocolat', [['chocolat-noir-patissier', 'chocolat-noir-70'], ['oeuf']]],
  ['Salade niçoise', [['thon-en-conserve', 'thon-frais'], ['oeuf'], ['tomate']]],
  [
    'Taboulé',
    [
      ['boulgour', 'semoule'],
      ['persil', 'menthe'],
    ],
  ],
  ['Houmous', [['pois-chiches', 'pois-chiches-secs'], ['tahini']]],
  ['Falafels', [['pois-chiches-secs', 'pois-chiches']]],
  ['Tiramisu', [['mascarpone'], ['cafe', 'cafe-moulu', 'cafe-soluble']]],
  ['Moussaka', [['aubergine'], ['family:viande']]],
  ['Spaghetti carbonara', [['spaghetti'], ['oeuf'], ['family:porc']]],
  ['Guacamole', [['avocat']]],
  ['Crème brûlée', [['jaune-d-oeuf', 'oeuf'], ['creme-liquide']]],
  ['Sole meunière', [['family:poisson'], ['beurre-doux', 'beurre-demi-sel']]],
  ['Lapin à la moutarde', [['lapin'], ['moutarde-de-dijon', 'moutarde-a-l-ancienne']]],
  ['Raclette', [['raclette'], ['pomme-de-terre']]],
  ['Tarte au citron', [['citron'], ['oeuf']]],
  ['Navarin', [['agneau-epaule', 'gigot-d-agneau', 'agneau-collier']]],
];

describe('createRecipe: famous dishes by name (oracle written in this test)', () => {
  it('covers enough famous dishes', () => {
    expect(DEFINING.length).toBeGreaterThanOrEqual(20);
  });

  it.each(DEFINING)('"%s" contains its defining ingredients and is titled after the dish', (title, requirements) => {
    const r = create(title);
    expect(requirements.length).toBeGreaterThan(0);
    const lines = catalogueLines(r);
    for (const req of requirements) {
      const ok = lines.some((i) => req.includes(i.id) || req.includes(`family:${i.family}`));
      expect(ok, `${r.title}: one of ${req.join(', ')}`).toBe(true);
    }
    const head = fold(title).split(/[^a-z]+/)[0]!;
    expect(fold(r.title)).toContain(head);
    expect(r.description).not.toContain("Nous n'avons pas");
  });
});

describe('the known-dish table', () => {
  it('holds at least 60 dishes, each cooked by an existing corpus recipe', () => {
    expect(KNOWN_DISHES.length).toBeGreaterThanOrEqual(60);
    const ids = new Set(RECIPES.map((r) => r.id));
    for (const d of KNOWN_DISHES) expect(ids.has(d.recipeId), d.recipeId).toBe(true);
  });

  it('every dish asked by its name comes back with its defining ingredients, under a title naming it', () => {
    expect(KNOWN_DISHES.length).toBeGreaterThan(0);
    for (const d of KNOWN_DISHES) {
      const r = create(d.name);
      expect(cooksDish(r.ingredients, d), `${d.name} → ${r.title}`).toBe(true);
      expect(CORPUS_TITLES.has(r.title), `${d.name} → ${r.title}`).toBe(true);
    }
  });
});

describe('generate-recipe from the form alone', () => {
  it('a recipe adapted to the profile says what was replaced', () => {
    const p = { ...P, diets: ['Sans porc'] };
    const r = create('Quiche lorraine', p);
    expect(engine.checkRecipeSafety(r, p).violations).toEqual([]);
    const source = RECIPES.find((x) => x.id === r.sourceRecipeId);
    expect(source, r.title).toBeDefined();
    const kept = new Set(r.ingredients.map((l) => l.ingredientId));
    const gone = source!.ingredients.filter((l) => !kept.has(l.id));
    expect(gone.map((l) => l.id)).toEqual(['lardons']);
    expect(r.title).toBe('Quiche lorraine (version sans porc)');
    expect(r.description).toMatch(/^Version sans porc de « Quiche lorraine »\. Remplacements : lardons fumés par /);
  });
});
