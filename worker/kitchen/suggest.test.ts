import { describe, expect, it } from 'vitest';
import { suggest, checkRecipeSafety, createRecipe, type EaterProfile } from './engine';
import { complexityLevels, groupSpec, readForm, timeLimit } from './suggest';
import { corpusIndex } from './corpus';
import type { InspirationForm } from '../../shared/schemas/recipes';

const P: EaterProfile = { allergies: [], dislikedIngredients: [], diets: [], adults: 2, children: 0, cuisinePreferences: [] };
const form = (over: Partial<InspirationForm> = {}): InspirationForm => ({ dish: [], preparationTime: 30, bakingTime: 30, cuisine: [], complexity: [], ingredients: [], description: '', ...over });
const opts = { ownedBySource: new Map<string, string>(), month: 6 };

describe('suggest', () => {
  it('reads the form: complexity labels, time limits, keywords', () => {
    expect([...complexityLevels(['Facile', 'Moyenne', 'Difficile', 'moyen', '???'])].sort()).toEqual([1, 2, 3]);
    expect(timeLimit(120, 'prep')).toBe(Infinity);
    expect(timeLimit(45, 'prep')).toBe(45);
    expect(timeLimit(0, 'bake')).toBe(0);
    const q = readForm(form({ description: 'Un plat végétarien rapide aux champignons' }));
    expect(q.diets).toEqual(['Végétarien']);
    expect(q.quick).toBe(true);
    expect(q.keywords).toContain('champignon');
    expect(groupSpec('Plat').label).toBe('Plat');
  });

  it('an empty form gives default groups with 3-4 suggestions each', () => {
    const groups = suggest(form(), P, opts);
    expect(groups.length).toBeGreaterThan(0);
    for (const g of groups) {
      expect(g.suggestions.length).toBeGreaterThanOrEqual(1);
      expect(g.suggestions.length).toBeLessThanOrEqual(4);
      for (const s of g.suggestions) {
        expect([1, 2, 3]).toContain(s.level);
        expect(s.sourceRecipeId).toBeTruthy();
        expect(s.already_generated_recipe_id).toBeNull();
      }
    }
  });

  it('groups by the requested dish types and respects the time limits when it can', () => {
    const groups = suggest(form({ dish: ['Plat chaud', 'Soupe'], preparationTime: 20, bakingTime: 120 }), P, opts);
    expect(groups.map((g) => g.type)).toEqual(expect.arrayContaining(['Plat chaud']));
    const plats = groups.find((g) => g.type === 'Plat chaud')!;
    for (const s of plats.suggestions) {
      const x = corpusIndex(s.sourceRecipeId)!;
      expect(x.data.dishType).toBe('Plat chaud');
      expect(x.data.prepTime).toBeLessThanOrEqual(20);
    }
    const ids = groups.flatMap((g) => g.suggestions.map((s) => s.sourceRecipeId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('favours the wanted ingredients, cuisines and keywords', () => {
    const groups = suggest(form({ dish: ['Plat chaud'], ingredients: ['poulet'], preparationTime: 120, bakingTime: 120 }), P, opts);
    const first = corpusIndex(groups[0]!.suggestions[0]!.sourceRecipeId)!;
    expect([...first.ids].some((id) => id.startsWith('poulet'))).toBe(true);
    const italian = suggest(form({ dish: ['Plat chaud'], cuisine: ['Italienne'], preparationTime: 120, bakingTime: 120 }), P, opts);
    expect(corpusIndex(italian[0]!.suggestions[0]!.sourceRecipeId)!.data.cuisine).toBe('Italienne');
  });

  it('diversifies: no two suggestions of a group share the main ingredient when alternatives exist', () => {
    const groups = suggest(form({ dish: ['Plat chaud'], preparationTime: 120, bakingTime: 120 }), P, opts);
    const mains = groups[0]!.suggestions.map((s) => corpusIndex(s.sourceRecipeId)!.main);
    expect(new Set(mains).size).toBe(mains.length);
  });

  it('reports already generated recipes', () => {
    const groups = suggest(form(), P, opts);
    const id = groups[0]!.suggestions[0]!.sourceRecipeId!;
    const again = suggest(form(), P, { ...opts, ownedBySource: new Map([[id, 'user-recipe-1']]) });
    expect(again[0]!.suggestions[0]!.already_generated_recipe_id).toBe('user-recipe-1');
  });

  it('is deterministic for the same input and seed', () => {
    const f = form({ dish: ['Dessert', 'Entrée'], description: 'frais et léger' });
    expect(suggest(f, P, { ...opts, seed: 7 })).toEqual(suggest(f, P, { ...opts, seed: 7 }));
  });

  it('only suggests recipes that are safe for the profile once created', () => {
    const strict: EaterProfile = { ...P, allergies: ['Lait', 'Gluten'], diets: ['Végétarien'], dislikedIngredients: ['champignons'] };
    for (const g of suggest(form({ dish: ['Plat chaud', 'Dessert'] }), strict, opts)) {
      for (const s of g.suggestions) {
        const r = createRecipe({ title: s.title, sourceRecipeId: s.sourceRecipeId }, strict);
        expect(checkRecipeSafety(r, strict).violations).toEqual([]);
      }
    }
  });
});
