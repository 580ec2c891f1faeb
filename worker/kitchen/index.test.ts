import { describe, expect, it } from 'vitest';
import * as engine from './index';
import { ALL_RECIPES } from './knowledge/kb';
import { preferencesSchema } from '@shared/schemas/users';

const P: engine.EaterProfile = { allergies: [], dislikedIngredients: [], diets: [], adults: 2, children: 1, cuisinePreferences: [] };
const form = { dish: [], preparationTime: 30, bakingTime: 30, cuisine: [], complexity: [], ingredients: [], description: '' };

describe('engine interface', () => {
  it('builds a profile from stored preferences', () => {
    const prefs = preferencesSchema.parse({ allergies: ['Lait'], dietaryRestrictions: ['Végan'], adultCount: 3, childrenCount: 2 });
    const p = engine.profileFromPreferences(prefs);
    expect(p).toMatchObject({ allergies: ['Lait'], diets: ['Végan'], adults: 3, children: 2 });
    expect(engine.servingsFor(p)).toBe(4);
  });

  it('corpus drafts carry derived facts', () => {
    const r = engine.corpusRecipeDraft(ALL_RECIPES[0]!.id)!;
    expect(r.sourceRecipeId).toBe(ALL_RECIPES[0]!.id);
    expect(r.nutritionPerPortion.kcal).toBeGreaterThan(0);
    expect(r.costPerPortion).toBeGreaterThan(0);
    expect(r.seasonMonths.length).toBeGreaterThan(0);
    expect(engine.corpusRecipeDraft('nope')).toBeNull();
  });

  it('searches the corpus accent-insensitively', () => {
    const first = ALL_RECIPES[0]!;
    const hits = engine.searchCorpus(
      first.title
        .toUpperCase()
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, ''),
      5,
    );
    expect(hits[0]!.id).toBe(first.id);
    expect(engine.searchCorpus('xqzwv')).toEqual([]);
  });

  it('common ingredient names are sorted with the French collation', () => {
    const names = engine.commonIngredientNames();
    expect(names.length).toBeGreaterThan(100);
    const sorted = [...names].sort(new Intl.Collator('fr', { sensitivity: 'base' }).compare);
    expect(names).toEqual(sorted);
    expect(names).toContain('Œuf');
  });

  it('creates a recipe from a suggestion, scaled to the household, and from a free title', () => {
    const s = engine.suggest(form, P, { ownedBySource: new Map() })[0]!.suggestions[0]!;
    const r = engine.createRecipe({ title: s.title, sourceRecipeId: s.sourceRecipeId }, P);
    expect(r.servings).toBe(2 + 1);
    expect(r.sourceRecipeId).toBe(s.sourceRecipeId);
    const free = engine.createRecipe({ title: 'Velouté de potimarron aux châtaignes', dishType: 'Soupe' }, P);
    expect(free.instructions.length).toBeGreaterThan(1);
    expect(free.ingredients.length).toBeGreaterThan(1);
    const nonsense = engine.createRecipe({ title: 'Zorglub', description: '' }, { ...P, diets: ['Végan'] });
    expect(engine.checkRecipeSafety(nonsense, { ...P, diets: ['Végan'] }).safe).toBe(true);
  });

  it('generates a recipe from the form alone', () => {
    const r = engine.generateRecipeFromForm({ ...form, ingredients: ['poulet'], preparationTime: 120, bakingTime: 120 }, P);
    expect(r.ingredients.some((l) => l.ingredientId?.startsWith('poulet'))).toBe(true);
    expect(engine.generateRecipeFromForm(form, P, { seed: 3 })).toEqual(engine.generateRecipeFromForm(form, P, { seed: 3 }));
  });

  it('checks time limits and reports violations in French', () => {
    const r = engine.corpusRecipeDraft(ALL_RECIPES[0]!.id)!;
    const report = engine.checkRecipeSafety(r, P, { maxTotalTime: 1 });
    expect(report.safe).toBe(false);
    expect(report.violations[0]).toMatch(/Trop long/);
    const withButter = {
      ...r,
      ingredients: [...r.ingredients, { name: 'Beurre doux', quantity: 10, unity: 'g', ingredientId: 'beurre-doux' }],
    };
    expect(engine.checkRecipeSafety(withButter, { ...P, allergies: ['Lait'] }).violations.join(' ')).toMatch(/allergie : Lait/);
    const freeText = { ...r, ingredients: [{ name: 'un peu de parmesan râpé', quantity: 10, unity: 'g', ingredientId: null }] };
    expect(engine.checkRecipeSafety(freeText, { ...P, allergies: ['Fromage'] }).safe).toBe(false);
  });

  it('derives facts for any ingredient list', () => {
    const f = engine.deriveRecipeFacts([{ name: 'Farine de blé', quantity: 100, unity: 'g', ingredientId: 'farine-de-ble' }], 1);
    expect(f.allergens).toContain('Gluten');
    expect(f.nutritionPerPortion.kcal).toBeGreaterThan(300);
  });
});
