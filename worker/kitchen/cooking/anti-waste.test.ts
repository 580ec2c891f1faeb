import { describe, expect, it } from 'vitest';
import { recipesFromIngredients, checkRecipeSafety, type EaterProfile } from '../index';
import { buildTemplate, TEMPLATE_IDS } from './templates/index';
import { pantryUse, rankByPantry, readAntiWasteIngredients, readOffers, unrecognizedMessage } from './anti-waste';
import { normalizeText } from '../base/text';
import type { AntiWasteBody } from '@shared/schemas/recipes';

const P: EaterProfile = { allergies: [], dislikedIngredients: [], diets: [], adults: 2, children: 0, cuisinePreferences: [] };
const body = (over: Partial<AntiWasteBody> = {}): AntiWasteBody => ({
  ingredients: ['courgettes', 'tomates', 'feta'],
  dietaryRestrictions: [],
  mealType: '',
  time: 60,
  peopleCount: 4,
  ...over,
});

describe('anti-waste', () => {
  it('uses the given ingredients, reports used and additional ones', () => {
    const out = recipesFromIngredients(body(), P);
    expect(out.length).toBeGreaterThan(0);
    expect(out.length).toBeLessThanOrEqual(6);
    for (const r of out) {
      expect(r.usedIngredients.length).toBeGreaterThan(0);
      for (const u of r.usedIngredients) expect(['courgettes', 'tomates', 'feta']).toContain(u);
      expect(r.servings).toBe(4);
      expect(r.prepTime + r.cookTime).toBeLessThanOrEqual(60);
      expect(r.instructions.length).toBeGreaterThan(0);
      expect(r.additionalIngredients).not.toContain('Sel');
      expect(r.additionalIngredients).not.toContain('Poivre');
    }
    // The best result uses at least two of the three.
    expect(out[0]!.usedIngredients.length).toBeGreaterThanOrEqual(2);
  });

  it('cooks food only: inputs the catalogue does not know are named and never used', () => {
    expect(readAntiWasteIngredients(['courgette', ' savon ', 'chaussettes', 'Savon', '200 g de farine'])).toEqual({
      recognized: ['courgette', '200 g de farine'],
      unrecognized: ['savon', 'chaussettes'],
    });
    expect(unrecognizedMessage(['savon', 'chaussettes'])).toBe("Nous n'avons pas reconnu : savon, chaussettes");
    // A food's name inside a non-food is not food.
    expect(readAntiWasteIngredients(['pâte à modeler', 'eau de javel', 'savon au lait', 'lait', 'pâtes'])).toEqual({
      recognized: ['lait', 'pâtes'],
      unrecognized: ['pâte à modeler', 'eau de javel', 'savon au lait'],
    });
    const out = recipesFromIngredients(body({ ingredients: ['courgette', 'savon', 'chaussettes'] }), P);
    expect(out.length).toBeGreaterThan(0);
    for (const r of out) {
      const text = normalizeText(
        [r.title, r.description, ...r.ingredients.map((l) => l.name), ...r.instructions.map((s) => `${s.explanation} ${s.tips}`)].join(' '),
      );
      expect(text, r.title).not.toMatch(/savon|chaussette/);
      expect(r.usedIngredients).toEqual(['courgette']);
      expect(
        r.ingredients.some((l) => l.ingredientId === 'courgette'),
        r.title,
      ).toBe(true);
    }
    // Nothing edible at all: no recipe.
    expect(recipesFromIngredients(body({ ingredients: ['savon', 'chaussettes'] }), P)).toEqual([]);
  });

  it('respects the chips, the meal type and the time', () => {
    const vegan = recipesFromIngredients(
      body({ ingredients: ['courgettes', 'lardons', 'oeufs', 'poivrons'], dietaryRestrictions: ['Vegan'] }),
      P,
    );
    expect(vegan.length).toBeGreaterThan(0);
    for (const r of vegan) {
      expect(checkRecipeSafety(r, { ...P, diets: ['Vegan'] }).violations).toEqual([]);
      expect(r.usedIngredients).not.toContain('lardons');
      expect(r.usedIngredients).not.toContain('oeufs');
    }
    const dessert = recipesFromIngredients(body({ ingredients: ['pommes', 'poires'], mealType: 'dessert' }), P);
    expect(dessert.length).toBeGreaterThan(0);
    for (const r of dessert) expect(['Dessert', 'Goûter']).toContain(r.dishType);
    const quick = recipesFromIngredients(body({ ingredients: ['oeufs', 'fromage râpé', 'jambon'], time: 15 }), P);
    expect(quick.length).toBeGreaterThan(0);
    for (const r of quick) expect(r.prepTime + r.cookTime).toBeLessThanOrEqual(15);
  });

  it('every template turns matching ingredients into a complete recipe', () => {
    const savoury = readOffers(['poulet', 'courgette', 'carotte', 'gruyère', 'oeufs']);
    const sweet = readOffers(['pommes', 'fraises']);
    for (const id of TEMPLATE_IDS) {
      const built = buildTemplate(id, ['compote', 'crumble', 'smoothie', 'clafoutis'].includes(id) ? sweet : savoury, {
        servings: 2,
        time: 120,
      });
      expect(built, id).not.toBeNull();
      const r = built!.draft;
      expect(r.ingredients.length).toBeGreaterThan(1);
      expect(r.instructions.length).toBeGreaterThan(1);
      for (const l of r.ingredients) expect(l.quantity, `${id} ${l.name}`).toBeGreaterThan(0);
      expect(r.title.length).toBeGreaterThan(3);
    }
  });

  it('is deterministic', () => {
    expect(recipesFromIngredients(body(), P)).toEqual(recipesFromIngredients(body(), P));
  });
});

describe('rankByPantry: the recipes that use most of « Mes placards » first', () => {
  const line = (name: string, ingredientId: string | null) => ({ name, quantity: 1, unity: 'pièce', ingredientId });
  const recipe = (title: string, lines: ReturnType<typeof line>[]) => ({ title, ingredients: lines });
  const pantry = new Set(['courgette', 'oeuf', 'tomate', 'feta']);

  it('a recipe using 3 pantry items before one using 1, and one using none last; ties keep their order', () => {
    const one = recipe('Omelette', [line('Œufs', 'oeuf'), line('Lait', 'lait-demi-ecreme')]);
    const none = recipe('Riz nature', [line('Riz', 'riz-basmati')]);
    const three = recipe('Tian', [
      line('Courgettes', 'courgette'),
      line('Tomates', 'tomate'),
      line('Feta', 'feta'),
      line('Riz', 'riz-basmati'),
    ]);
    const alsoOne = recipe('Salade', [line('Tomates', 'tomate')]);
    expect(rankByPantry([one, none, three, alsoOne], pantry).map((r) => r.title)).toEqual(['Tian', 'Omelette', 'Salade', 'Riz nature']);
    expect(pantryUse(three, pantry)).toBe(3);
  });

  it('counts an ingredient once, reads a line without id by its name, and changes nothing without a pantry', () => {
    const twice = recipe('Gratin', [line('Courgettes', 'courgette'), line('Courgette râpée', 'courgette'), line('Feta émiettée', null)]);
    expect(pantryUse(twice, pantry)).toBe(2);
    const a = recipe('A', [line('Riz', 'riz-basmati')]);
    const b = recipe('B', [line('Œufs', 'oeuf')]);
    expect(rankByPantry([a, b], new Set()).map((r) => r.title)).toEqual(['A', 'B']);
  });
});
