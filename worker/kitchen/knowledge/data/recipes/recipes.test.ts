import { describe, it, expect } from 'vitest';
import { RECIPES as SERVED } from './index';
import { PENDING_RECIPES } from './pending/index';
import { INGREDIENTS } from '../ingredients/index';
import {
  CUISINES,
  DISH_TYPES,
  RECIPE_MEAL_TYPES,
  UNITS,
  type IngredientData,
  type RecipeData,
  type RecipeIngredientData,
} from '../../vocabulary';

/** Served recipes and the ones written but not yet served: all must pass the same checks. */
const RECIPES: RecipeData[] = [...SERVED, ...PENDING_RECIPES];

const byId = new Map<string, IngredientData>(INGREDIENTS.map((i) => [i.id, i]));

/** Lower-case, accent-free, œ/æ expanded: "Œufs mimosa" → "oeufs mimosa". */
const fold = (s: string) =>
  s
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'Oe')
    .replace(/æ/g, 'ae')
    .replace(/Æ/g, 'Ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const slugify = (s: string) =>
  fold(s)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** Grams of one recipe line, using the catalogue's piece weight and density. */
function grams(line: RecipeIngredientData): number {
  const ing = byId.get(line.id);
  const density = ing?.densityGPerMl ?? 1;
  switch (line.unit) {
    case 'g':
      return line.quantity;
    case 'kg':
      return line.quantity * 1000;
    case 'ml':
      return line.quantity * density;
    case 'cl':
      return line.quantity * 10 * density;
    case 'l':
      return line.quantity * 1000 * density;
    case 'c. à soupe':
      return line.quantity * 15 * density;
    case 'c. à café':
      return line.quantity * 5 * density;
    case 'pincée':
      return line.quantity * 0.5;
    case 'pièce':
      return line.quantity * (ing?.pieceWeightG ?? NaN);
  }
}

const MEAT_FAMILIES = new Set(['viande', 'volaille', 'porc', 'poisson', 'fruit-de-mer']);
const ANIMAL_FAMILIES = new Set(['oeuf', 'produit-laitier', 'fromage']);

const ingredientsOf = (r: RecipeData) => r.ingredients.map((l) => byId.get(l.id)).filter((i): i is IngredientData => !!i);

const isVegetarian = (r: RecipeData) =>
  ingredientsOf(r).every(
    (i) => !MEAT_FAMILIES.has(i.family) && !(i.animalDerived && ['viande', 'porc', 'poisson'].includes(i.animalDerived)),
  );

const isVegan = (r: RecipeData) =>
  isVegetarian(r) &&
  ingredientsOf(r).every(
    (i) =>
      !ANIMAL_FAMILIES.has(i.family) &&
      i.animalDerived !== 'miel' &&
      !(i.allergens ?? []).includes('lait') &&
      !(i.allergens ?? []).includes('oeufs'),
  );

const hasAllergen = (r: RecipeData, a: string) => ingredientsOf(r).some((i) => (i.allergens ?? []).includes(a as never));

const isMain = (r: RecipeData) =>
  (r.dishType === 'Plat chaud' || r.dishType === 'Plat froid') && (r.mealTypes.includes('déjeuner') || r.mealTypes.includes('dîner'));

const count = (pred: (r: RecipeData) => boolean) => RECIPES.filter(pred).length;

describe('recipe corpus: shape of every recipe', () => {
  it('has at least 200 recipes', () => {
    expect(RECIPES.length).toBeGreaterThanOrEqual(200);
  });

  it('has unique kebab-case ids that are the slug of the title', () => {
    const ids = new Set<string>();
    for (const r of RECIPES) {
      expect(r.id, r.title).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(r.id, r.title).toBe(slugify(r.title));
      expect(ids.has(r.id), `duplicate id ${r.id}`).toBe(false);
      ids.add(r.id);
    }
  });

  it('has unique titles (ignoring case and accents)', () => {
    const titles = new Set<string>();
    for (const r of RECIPES) {
      const t = fold(r.title)
        .replace(/[^a-z0-9]+/g, ' ')
        .trim();
      expect(titles.has(t), `duplicate title ${r.title}`).toBe(false);
      titles.add(t);
    }
  });

  it('uses known dish types, cuisines, meal types and complexities', () => {
    for (const r of RECIPES) {
      expect(DISH_TYPES, r.id).toContain(r.dishType);
      expect(CUISINES, r.id).toContain(r.cuisine);
      expect(r.mealTypes.length, r.id).toBeGreaterThan(0);
      for (const m of r.mealTypes) expect(RECIPE_MEAL_TYPES, r.id).toContain(m);
      expect(new Set(r.mealTypes).size, r.id).toBe(r.mealTypes.length);
      expect([1, 2, 3], r.id).toContain(r.complexity);
    }
  });

  it('has plausible times and servings', () => {
    for (const r of RECIPES) {
      expect(Number.isInteger(r.prepTime) && r.prepTime >= 1 && r.prepTime <= 240, `${r.id} prepTime ${r.prepTime}`).toBe(true);
      expect(Number.isInteger(r.cookTime) && r.cookTime >= 0 && r.cookTime <= 480, `${r.id} cookTime ${r.cookTime}`).toBe(true);
      expect(Number.isInteger(r.servings) && r.servings >= 1 && r.servings <= 12, `${r.id} servings ${r.servings}`).toBe(true);
    }
  });

  it('has non-empty French texts and suggestion lists of the expected size', () => {
    for (const r of RECIPES) {
      expect(r.title.trim().length, r.id).toBeGreaterThan(2);
      expect(r.description.trim().length, r.id).toBeGreaterThan(20);
      expect(r.variantSuggestions.length, `${r.id} variants`).toBeGreaterThanOrEqual(2);
      expect(r.variantSuggestions.length, `${r.id} variants`).toBeLessThanOrEqual(4);
      expect(r.improvementSuggestions.length, `${r.id} improvements`).toBeGreaterThanOrEqual(1);
      expect(r.improvementSuggestions.length, `${r.id} improvements`).toBeLessThanOrEqual(3);
      expect(r.sideDishSuggestions.length, `${r.id} sides`).toBeLessThanOrEqual(3);
      for (const s of [...r.variantSuggestions, ...r.improvementSuggestions, ...r.sideDishSuggestions]) {
        expect(s.trim().length, r.id).toBeGreaterThan(2);
      }
      for (const t of r.tags ?? []) expect(t, r.id).toBe(t.toLowerCase());
    }
  });

  it('has 3 to 12 steps of at least one minute, adding up to about prepTime + cookTime', () => {
    for (const r of RECIPES) {
      expect(r.instructions.length, r.id).toBeGreaterThanOrEqual(3);
      expect(r.instructions.length, r.id).toBeLessThanOrEqual(12);
      for (const s of r.instructions) {
        expect(Number.isInteger(s.time) && s.time >= 1, `${r.id} step time ${s.time}`).toBe(true);
        expect(s.explanation.trim().length, r.id).toBeGreaterThan(10);
      }
      const sum = r.instructions.reduce((a, s) => a + s.time, 0);
      const total = r.prepTime + r.cookTime;
      expect(sum, `${r.id}: steps ${sum} min vs ${total} min`).toBeGreaterThanOrEqual(total * 0.5 - 5);
      expect(sum, `${r.id}: steps ${sum} min vs ${total} min`).toBeLessThanOrEqual(total * 2 + 5);
    }
  });
});

describe('recipe corpus: ingredients', () => {
  it('references only catalogue ingredients, each once per recipe', () => {
    for (const r of RECIPES) {
      expect(r.ingredients.length, r.id).toBeGreaterThanOrEqual(2);
      const seen = new Set<string>();
      for (const l of r.ingredients) {
        expect(byId.has(l.id), `${r.id}: unknown ingredient ${l.id}`).toBe(true);
        expect(seen.has(l.id), `${r.id}: ${l.id} listed twice`).toBe(false);
        seen.add(l.id);
      }
    }
  });

  it('uses only the allowed units, and pièce only for ingredients counted by the piece', () => {
    for (const r of RECIPES) {
      for (const l of r.ingredients) {
        expect(UNITS, `${r.id}: ${l.id} unit ${l.unit}`).toContain(l.unit);
        if (l.unit === 'pièce') {
          expect(byId.get(l.id)?.pieceWeightG, `${r.id}: ${l.id} counted in pièce without pieceWeightG`).toBeGreaterThan(0);
        }
      }
    }
  });

  it('has positive quantities and at most 600 g of one ingredient per serving', () => {
    for (const r of RECIPES) {
      for (const l of r.ingredients) {
        expect(l.quantity, `${r.id}: ${l.id}`).toBeGreaterThan(0);
        const perServing = grams(l) / r.servings;
        expect(Number.isFinite(perServing), `${r.id}: ${l.id}`).toBe(true);
        expect(perServing, `${r.id}: ${l.id} ${perServing.toFixed(0)} g per serving`).toBeLessThanOrEqual(600);
      }
    }
  });

  it('only carries diet tags its ingredients back up', () => {
    for (const r of RECIPES) {
      const tags = r.tags ?? [];
      if (tags.includes('vegan')) expect(isVegan(r), `${r.id} tagged vegan`).toBe(true);
      if (tags.includes('végétarien')) expect(isVegetarian(r), `${r.id} tagged végétarien`).toBe(true);
      if (tags.includes('sans gluten')) expect(hasAllergen(r, 'gluten'), `${r.id} tagged sans gluten`).toBe(false);
      if (tags.includes('sans lactose')) expect(hasAllergen(r, 'lait'), `${r.id} tagged sans lactose`).toBe(false);
    }
  });

  it('salts and peppers by the pinch', () => {
    for (const r of RECIPES) {
      for (const l of r.ingredients) {
        if (l.id === 'sel' || l.id === 'poivre') expect(l.unit, r.id).toBe('pincée');
      }
    }
  });
});

describe('recipe corpus: coverage', () => {
  it('covers every dish type (≥ 6 each, ≥ 60 hot main courses)', () => {
    for (const d of DISH_TYPES)
      expect(
        count((r) => r.dishType === d),
        d,
      ).toBeGreaterThanOrEqual(6);
    expect(count((r) => r.dishType === 'Plat chaud')).toBeGreaterThanOrEqual(60);
  });

  it('covers every cuisine (≥ 8 each)', () => {
    for (const c of CUISINES)
      expect(
        count((r) => r.cuisine === c),
        c,
      ).toBeGreaterThanOrEqual(8);
  });

  it('covers the three complexity levels, mostly easy, with ≥ 15 difficult', () => {
    const easy = count((r) => r.complexity === 1);
    expect(easy).toBeGreaterThan(RECIPES.length / 3);
    expect(count((r) => r.complexity === 2)).toBeGreaterThanOrEqual(15);
    expect(count((r) => r.complexity === 3)).toBeGreaterThanOrEqual(15);
  });

  it('has breakfasts, lunchboxes and desserts', () => {
    expect(count((r) => r.mealTypes.includes('petit-déjeuner'))).toBeGreaterThanOrEqual(15);
    expect(count((r) => r.dishType === 'LunchBox')).toBeGreaterThanOrEqual(12);
    expect(count((r) => r.dishType === 'Dessert')).toBeGreaterThanOrEqual(25);
  });

  it('has ≥ 80 recipes for lunch and ≥ 80 for dinner', () => {
    expect(count((r) => r.mealTypes.includes('déjeuner'))).toBeGreaterThanOrEqual(80);
    expect(count((r) => r.mealTypes.includes('dîner'))).toBeGreaterThanOrEqual(80);
  });

  it('has ≥ 45 vegetarian recipes, ≥ 20 of them vegan', () => {
    expect(count(isVegetarian)).toBeGreaterThanOrEqual(45);
    expect(count(isVegan)).toBeGreaterThanOrEqual(20);
    // vegetarian main courses too, not only desserts and drinks
    expect(count((r) => isMain(r) && isVegetarian(r))).toBeGreaterThanOrEqual(20);
  });

  it('has ≥ 20 quick main courses (≤ 25 min in all)', () => {
    expect(count((r) => isMain(r) && r.prepTime + r.cookTime <= 25)).toBeGreaterThanOrEqual(20);
  });

  it('has ≥ 20 gluten-free and ≥ 20 lactose-free main courses', () => {
    expect(count((r) => isMain(r) && !hasAllergen(r, 'gluten'))).toBeGreaterThanOrEqual(20);
    expect(count((r) => isMain(r) && !hasAllergen(r, 'lait'))).toBeGreaterThanOrEqual(20);
  });

  it('is wide enough for every household: 600 recipes, 150 vegan, 150 gluten-free, 60 both', () => {
    const served = (pred: (r: RecipeData) => boolean) => SERVED.filter(pred).length;
    const glutenFree = (r: RecipeData) => !hasAllergen(r, 'gluten');
    expect(SERVED.length).toBeGreaterThanOrEqual(600);
    expect(served(isVegan)).toBeGreaterThanOrEqual(150);
    expect(served(glutenFree)).toBeGreaterThanOrEqual(150);
    expect(served((r) => isVegan(r) && glutenFree(r))).toBeGreaterThanOrEqual(60);
  });

  it('has at least 150 recipes in season every month (every fresh ingredient in season)', () => {
    for (let month = 1; month <= 12; month++) {
      const inSeason = SERVED.filter((r) => ingredientsOf(r).every((i) => !i.season || i.season.includes(month as never)));
      expect(inSeason.length, `month ${month}`).toBeGreaterThanOrEqual(150);
    }
  });

  it('has 7 different breakfasts for every diet', () => {
    const carbsPerPortion = (r: RecipeData) =>
      r.ingredients.reduce((sum, l) => sum + (grams(l) * (byId.get(l.id)?.ciqual.glucides ?? 0)) / 100, 0) / r.servings;
    const families = (r: RecipeData) => ingredientsOf(r).map((i) => i.family);
    const diets: Record<string, (r: RecipeData) => boolean> = {
      végétarien: isVegetarian,
      végan: isVegan,
      'sans gluten': (r) => !hasAllergen(r, 'gluten'),
      'sans lactose': (r) => !hasAllergen(r, 'lait'),
      halal: (r) => ingredientsOf(r).every((i) => i.family !== 'porc' && i.animalDerived !== 'porc' && !i.alcohol && i.family !== 'alcool'),
      cétogène: (r) => carbsPerPortion(r) <= 15 && !families(r).some((f) => f === 'cereale' || f === 'feculent'),
      paléo: (r) =>
        !families(r).some((f) => ['cereale', 'legumineuse', 'produit-laitier', 'fromage'].includes(f)) &&
        ingredientsOf(r).every((i) => !i.processed),
    };
    const breakfasts = SERVED.filter((r) => r.mealTypes.includes('petit-déjeuner'));
    for (const [diet, fits] of Object.entries(diets)) {
      expect(new Set(breakfasts.filter(fits).map((r) => r.title)).size, diet).toBeGreaterThanOrEqual(7);
    }
  });

  it('has recipes for every season', () => {
    for (const season of ['printemps', 'été', 'automne', 'hiver']) {
      expect(
        count((r) => (r.tags ?? []).includes(season)),
        season,
      ).toBeGreaterThanOrEqual(10);
    }
    expect(count((r) => (r.tags ?? []).includes('toute saison'))).toBeGreaterThanOrEqual(20);
  });

  it('includes the French family classics and everyday world dishes', () => {
    const ids = new Set(RECIPES.map((r) => r.id));
    for (const id of [
      'blanquette-de-veau-a-l-ancienne',
      'boeuf-bourguignon',
      'hachis-parmentier',
      'quiche-lorraine',
      'poulet-roti-aux-pommes-de-terre',
      'soupe-a-l-oignon-gratinee',
      'croque-monsieur',
      'spaghetti-bolognaise',
      'spaghetti-carbonara',
      'lasagnes-a-la-bolognaise',
      'chili-con-carne',
      'fajitas-de-poulet',
      'moussaka',
      'ratatouille',
      'gratin-dauphinois',
      'salade-nicoise',
      'tarte-aux-pommes',
      'crepes',
      'clafoutis-aux-cerises',
      'mousse-au-chocolat',
      'gateau-au-yaourt',
      'risotto-aux-champignons',
      'curry-de-pois-chiches',
      'dal-de-lentilles-corail',
      'wok-de-legumes-au-tofu',
      'pad-thai-aux-crevettes',
      'poke-bowl-au-saumon',
      'buddha-bowl-vegan',
      'houmous',
      'taboule-libanais',
      'shakshuka',
    ]) {
      expect(ids.has(id), id).toBe(true);
    }
  });
});
