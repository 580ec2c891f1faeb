import { describe, expect, it } from 'vitest';
import { iterateRecipe, checkRecipeSafety, corpusRecipeDraft, type EaterProfile, type IterateRequest, type RecipeDraft } from '../index';
import { planIteration } from './versions/request';
import { getIngredient } from '../knowledge/catalogue';
import { ALL_RECIPES } from '../knowledge/kb';

const P: EaterProfile = { allergies: [], dislikedIngredients: [], diets: [], adults: 2, children: 0, cuisinePreferences: [] };
const req = (over: Partial<IterateRequest> = {}): IterateRequest => ({
  variants: [],
  comment: '',
  ingredientReplacements: [],
  excludedIngredients: [],
  ...over,
});
const withMeat = (): RecipeDraft => {
  const data = ALL_RECIPES.find((r) => r.ingredients.some((i) => ['viande', 'volaille'].includes(getIngredient(i.id)?.family ?? '')))!;
  return corpusRecipeDraft(data.id)!;
};

describe('iterate', () => {
  it('understands variants and comments', () => {
    const plan = planIteration(
      req({
        variants: ['Plus rapide', 'Végétarien', 'Sans gluten'],
        comment: 'Pour 6 personnes, sans champignons. Remplacer le bœuf par des lentilles',
      }),
    );
    expect(plan.modifiers).toEqual(['rapide']);
    expect(plan.diets).toEqual(['Végétarien', 'Sans gluten']);
    expect(plan.servings).toBe(6);
    expect(plan.exclusions).toEqual(['champignons']);
    expect(plan.replacements).toEqual([{ original: 'bœuf', replacement: 'lentilles' }]);
    expect(planIteration(req({ variants: ['Moins cher', 'Plus léger', 'Plus épicé', 'vegan'] }))).toMatchObject({
      modifiers: ['economique', 'leger', 'epice'],
      diets: ['Végan'],
    });
  });

  it('reads the newer diets as diets, not as foods to exclude', () => {
    const plan = planIteration(req({ variants: ['Casher', 'Sans porc', 'Flexitarien'], comment: 'sans alcool, sans sucre ajouté' }));
    expect(plan.diets).toEqual(['Casher', 'Sans porc', 'Flexitarien', 'Sans alcool', 'Sans sucre ajouté']);
    expect(plan.exclusions).toEqual([]);
  });

  it('végétarien: no meat left, suffix in the title, changes in the description', () => {
    const r = withMeat();
    const v = iterateRecipe(r, req({ variants: ['Végétarien'] }), P);
    expect(checkRecipeSafety(v, { ...P, diets: ['Végétarien'] }).safe).toBe(true);
    expect(v.title).toMatch(/\(version végétarienne\)$/);
    expect(v.description).toContain('Cette version');
    expect(v.diets).toContain('Végétarien');
  });

  it('plus rapide shortens the total time', () => {
    const slow = ALL_RECIPES.slice().sort((a, b) => b.prepTime + b.cookTime - (a.prepTime + a.cookTime))[0]!;
    const r = corpusRecipeDraft(slow.id)!;
    const v = iterateRecipe(r, req({ variants: ['Plus rapide'] }), P);
    expect(v.prepTime + v.cookTime).toBeLessThan(r.prepTime + r.cookTime);
    expect(v.title).toContain('rapide');
  });

  it('moins cher lowers the cost per portion (or keeps it when already cheap)', () => {
    const costly = ALL_RECIPES.map((d) => corpusRecipeDraft(d.id)!).sort((a, b) => b.costPerPortion - a.costPerPortion)[0]!;
    const v = iterateRecipe(costly, req({ variants: ['Moins cher'] }), P);
    expect(v.costPerPortion).toBeLessThan(costly.costPerPortion);
  });

  it('plus léger lowers the calories, plus épicé adds a chili', () => {
    const rich = ALL_RECIPES.map((d) => corpusRecipeDraft(d.id)!)
      .filter((r) => r.dishType !== 'Dessert')
      .sort((a, b) => b.nutritionPerPortion.lipides - a.nutritionPerPortion.lipides)[0]!;
    const light = iterateRecipe(rich, req({ variants: ['Plus léger'] }), P);
    expect(light.nutritionPerPortion.kcal).toBeLessThan(rich.nutritionPerPortion.kcal);
    const spicy = iterateRecipe(rich, req({ variants: ['Plus épicé'] }), P);
    expect(spicy.ingredients.length).toBeGreaterThanOrEqual(rich.ingredients.length);
    expect(spicy.ingredients.some((l) => /piment|harissa|paprika|cayenne/i.test(l.name))).toBe(true);
  });

  it('pour N personnes rescales', () => {
    const r = withMeat();
    const v = iterateRecipe(r, req({ comment: 'pour 8 personnes' }), P);
    expect(v.servings).toBe(8);
    expect(v.title).toContain('pour 8 personnes');
  });

  it('applies explicit replacements and exclusions, and the recipe own variant texts', () => {
    const r = corpusRecipeDraft('boeuf-bourguignon')!;
    const beef = r.ingredients.find((l) => getIngredient(l.ingredientId)?.family === 'viande');
    expect(beef).toBeDefined();
    const v = iterateRecipe(r, req({ variants: ['Remplacer le bœuf par des lentilles'] }), P);
    expect(v.ingredients.some((l) => l.ingredientId === beef!.ingredientId)).toBe(false);
    expect(v.ingredients.some((l) => getIngredient(l.ingredientId)?.family === 'legumineuse')).toBe(true);
    expect(v.title).toContain('avec lentilles');
    expect(r.ingredients.some((l) => l.ingredientId === 'carotte')).toBe(true);
    const noCarrot = iterateRecipe(r, req({ excludedIngredients: ['carottes'] }), P);
    expect(noCarrot.ingredients.some((l) => l.ingredientId === 'carotte')).toBe(false);
    expect(noCarrot.title).toBe('Bœuf bourguignon (sans carottes)');
  });

  it('a version that changes nothing claims nothing', () => {
    const r = corpusRecipeDraft('gratin-dauphinois')!;
    const v = iterateRecipe(r, req({ variants: ['Végétarien'] }), P);
    // Already vegetarian: the claim is true without a change, and nothing else is claimed.
    expect(v.title).toBe('Gratin dauphinois (version végétarienne)');
    expect(v.ingredients).toEqual(r.ingredients);
    const same = iterateRecipe(r, req({ comment: 'merci' }), P);
    expect(same.title).toBe('Gratin dauphinois');
  });

  it('never breaks the profile, even when the user asks for an allergen', () => {
    const r = withMeat();
    const allergic: EaterProfile = { ...P, allergies: ['Fromage'] };
    const v = iterateRecipe(r, req({ ingredientReplacements: [{ original: r.ingredients[0]!.name, replacement: 'parmesan' }] }), allergic);
    expect(checkRecipeSafety(v, allergic).violations).toEqual([]);
  });

  it('is deterministic', () => {
    const r = withMeat();
    const q = req({ variants: ['Moins cher', 'Plus rapide'], comment: 'pour 4 personnes' });
    expect(iterateRecipe(r, q, P)).toEqual(iterateRecipe(r, q, P));
  });
});

describe('iterate: a main ingredient nothing can replace is not silently dropped', () => {
  it('"sans chocolat" on a chocolate mousse keeps the mousse as it was and says why, instead of a mousse of eggs and sugar', () => {
    const mousse = corpusRecipeDraft('mousse-au-chocolat')!;
    const r = iterateRecipe(mousse, req({ comment: 'sans chocolat' }), P);
    expect(r.title).toBe('Mousse au chocolat');
    expect(r.ingredients.map((l) => l.ingredientId)).toEqual(mousse.ingredients.map((l) => l.ingredientId));
    expect(r.description).toContain(
      "Cette version : Impossible de retirer chocolat noir pâtissier : c'est un ingrédient principal de « Mousse au chocolat » et rien ne tient son rôle. Essayez plutôt une autre recette.",
    );
  });

  it('halal coq au vin: a coq au vin without wine would lie, so the version is refused and says why', () => {
    const r = iterateRecipe(corpusRecipeDraft('coq-au-vin')!, req({ variants: ['Halal'] }), P);
    expect(r.title).toBe('Coq au vin');
    expect(r.description).toMatch(
      /Impossible d'obtenir une version halal de cette recette : vin rouge, qui fait le plat, n'a pas d'équivalent halal\. Essayez plutôt une recette halal du catalogue comme « [^»]+ »\./,
    );
  });
});
