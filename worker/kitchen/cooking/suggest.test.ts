import { describe, expect, it } from 'vitest';
import { suggest, checkRecipeSafety, createRecipe, type EaterProfile, type Tastes } from '../index';
import { complexityLevels, groupSpec, readForm, timeLimit } from './suggest';
import { corpusRecipes, corpusIndex } from '../facts/corpus';
import { normalizeText } from '@shared/text';
import type { InspirationForm, SuggestionGroup } from '@shared/schemas/recipes';

const P: EaterProfile = { allergies: [], dislikedIngredients: [], diets: [], adults: 2, children: 0, cuisinePreferences: [] };
const form = (over: Partial<InspirationForm> = {}): InspirationForm => ({
  dish: [],
  preparationTime: 30,
  bakingTime: 30,
  cuisine: [],
  complexity: [],
  ingredients: [],
  description: '',
  ...over,
});
const opts = { ownedBySource: new Map<string, string>(), month: 6 };
const noTastes: Tastes = { lovedRecipeIds: [], dislikedRecipeIds: [], lovedIngredientIds: [], dislikedIngredientIds: [] };
const suggestedIds = (groups: SuggestionGroup[]) => groups.flatMap((g) => g.suggestions.map((s) => s.sourceRecipeId!));
/** Oracle written from the corpus text: a step (or its tip) uses the oven. */
const usesOven = (corpusId: string) =>
  /\bfour\b|enfourn|prechauff/.test(
    normalizeText(
      corpusIndex(corpusId)!
        .data.instructions.map((s) => `${s.explanation} ${s.tips ?? ''}`)
        .join(' '),
    ),
  );

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
    expect(plats.suggestions.length).toBeGreaterThan(0);
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
    const groups = suggest(form({ dish: ['Plat chaud', 'Dessert'] }), strict, opts);
    expect(groups.map((g) => g.type)).toEqual(['Plat chaud', 'Dessert']);
    for (const g of groups) {
      expect(g.suggestions.length).toBeGreaterThan(0);
      for (const s of g.suggestions) {
        const r = createRecipe({ title: s.title, sourceRecipeId: s.sourceRecipeId }, strict);
        expect(checkRecipeSafety(r, strict).violations).toEqual([]);
      }
    }
  });
});

describe('suggest: ratings and favourites', () => {
  const plats = form({ dish: ['Plat chaud'], preparationTime: 120, bakingTime: 120 });

  it('a loved recipe the form would not have offered comes first in its group', () => {
    const before = suggest(plats, P, opts);
    expect(before).toHaveLength(1);
    const offered = new Set(suggestedIds(before));
    // A hot dish of the corpus that was not among the suggestions.
    const other = corpusRecipes().find(
      (x) => x.data.dishType === 'Plat chaud' && !offered.has(x.data.id) && x.data.prepTime <= 30 && x.data.cookTime <= 30,
    )!;
    expect(other).toBeDefined();
    const after = suggest(plats, { ...P, tastes: { ...noTastes, lovedRecipeIds: [other.data.id] } }, opts);
    expect(after[0]!.suggestions[0]!.sourceRecipeId).toBe(other.data.id);
  });

  it('a recipe rated 1 or 2 stars is not suggested again while alternatives exist', () => {
    const before = suggest(form(), P, opts);
    const first = before[0]!.suggestions[0]!.sourceRecipeId!;
    const after = suggest(form(), { ...P, tastes: { ...noTastes, dislikedRecipeIds: [first] } }, opts);
    expect(suggestedIds(after).length).toBe(suggestedIds(before).length);
    expect(suggestedIds(after)).not.toContain(first);
  });

  it('when every recipe was rated badly, suggestions still come (nothing else fits)', () => {
    const all = corpusRecipes().map((x) => x.data.id);
    const groups = suggest(form(), { ...P, tastes: { ...noTastes, dislikedRecipeIds: all } }, opts);
    expect(groups.map((g) => g.type)).toEqual(['Entrée', 'Plat chaud', 'Dessert']);
  });

  it('a loved main ingredient brings more of its dishes, a disliked one fewer', () => {
    const chickenMains = (t: Tastes) =>
      [1, 2, 3, 4, 5, 6].reduce(
        (n, seed) =>
          n +
          suggestedIds(suggest(plats, { ...P, tastes: t }, { ...opts, seed })).filter((id) => corpusIndex(id)!.ids.has('poulet-filet'))
            .length,
        0,
      );
    const neutral = chickenMains(noTastes);
    expect(chickenMains({ ...noTastes, lovedIngredientIds: ['poulet-filet'] })).toBeGreaterThan(neutral);
    expect(chickenMains({ ...noTastes, dislikedIngredientIds: ['poulet-filet'] })).toBeLessThan(neutral);
  });
});

describe('suggest: declared equipment', () => {
  const forms = [form(), form({ dish: ['Plat chaud', 'Dessert'], preparationTime: 60, bakingTime: 60 })];

  it('a household that declared its appliances without an oven gets no oven dish', () => {
    for (const equipment of [
      ['Plaques de cuisson', 'Wok'],
      ['Four à micro-ondes', 'Cookeo'],
    ]) {
      for (const f of forms) {
        const ids = suggestedIds(suggest(f, { ...P, equipment }, opts));
        expect(ids.length).toBeGreaterThanOrEqual(8);
        expect(ids.filter(usesOven)).toEqual([]);
      }
    }
  });

  it('a household that declared nothing, or an oven, can get oven dishes', () => {
    for (const equipment of [[], ['Four traditionnel'], ['Réfrigérateur']]) {
      const ids = forms.flatMap((f) => suggestedIds(suggest(f, { ...P, equipment }, opts)));
      expect(ids.filter(usesOven).length).toBeGreaterThan(0);
    }
  });

  it('without an oven, a form that asks for an oven dish gets it', () => {
    const ids = suggestedIds(
      suggest(form({ dish: ['Plat chaud'], description: 'un bon gratin' }), { ...P, equipment: ['Plaques de cuisson'] }, opts),
    );
    expect(ids.filter(usesOven).length).toBeGreaterThan(0);
  });
});

describe('suggest: servable at the household size', () => {
  const keto = (adults: number): EaterProfile => ({ ...P, diets: ['Cétogène'], adults });
  const f = form({ dish: ['Plat froid', 'Plat chaud', 'Entrée'], description: 'salade grecque' });

  it('under a carb ceiling, a recipe only safe at its own portions is not suggested to a household it would not suit', () => {
    // Salade grecque: 10.5 g of carbs a portion for 4, over 15 g once rounded for 1 (and no repair brings it back).
    expect(suggestedIds(suggest(f, keto(4), opts))).toContain('salade-grecque');
    const single = suggestedIds(suggest(f, keto(1), opts));
    expect(single).not.toContain('salade-grecque');
    expect(single.length).toBeGreaterThanOrEqual(8);
    for (const id of single) {
      const created = createRecipe({ title: corpusIndex(id)!.data.title, sourceRecipeId: id }, keto(1));
      expect(created.servings).toBe(1);
      expect(checkRecipeSafety(created, keto(1)).violations).toEqual([]);
    }
  });
});
