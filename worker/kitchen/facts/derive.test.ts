import { describe, expect, it } from 'vitest';
import { deriveRecipeFacts, nutritionPerPortion, seasonMonthsOf } from './derive';
import { getIngredient } from '../knowledge/catalogue';
import { corpusRecipeDraft } from '../index';

const line = (id: string, quantity: number, unity: string) => ({ name: getIngredient(id)!.name, quantity, unity, ingredientId: id });

describe('derive', () => {
  it('computes nutrition per portion from CIQUAL per 100 g', () => {
    const butter = getIngredient('beurre-doux')!;
    const n = nutritionPerPortion([line('beurre-doux', 200, 'g')], 2);
    expect(n.kcal).toBe(Math.round(butter.ciqual.kcal));
    expect(n.lipides).toBeCloseTo(butter.ciqual.lipides, 0);
  });

  it('derives allergens and diets', () => {
    const facts = deriveRecipeFacts([line('farine-de-ble', 200, 'g'), line('oeuf', 2, 'pièce'), line('lait-demi-ecreme', 50, 'cl')], 4);
    expect(facts.allergens).toEqual(expect.arrayContaining(['Gluten', 'Œufs', 'Lait']));
    expect(facts.diets).toContain('Végétarien');
    expect(facts.diets).not.toContain('Végan');
    expect(facts.diets).not.toContain('Sans gluten');
    expect(facts.costPerPortion).toBeGreaterThan(0);
  });

  it('free-text lines count through the names they contain', () => {
    const facts = deriveRecipeFacts([{ name: 'sauce au fromage maison', quantity: 100, unity: 'g', ingredientId: null }], 1);
    expect(facts.diets).not.toContain('Végan');
  });

  it('keto needs few carbs per portion', () => {
    const facts = deriveRecipeFacts([line('avocat', 1, 'pièce'), line('huile-d-olive', 1, 'c. à soupe')], 2);
    expect(facts.diets).toContain('Cétogène');
    const pasta = deriveRecipeFacts([line('courgette', 600, 'g'), line('carotte', 600, 'g')], 1);
    expect(pasta.diets).not.toContain('Cétogène');
  });

  it('season months are the intersection of seasonal ingredients', () => {
    const fraise = getIngredient('fraise')!;
    const months = seasonMonthsOf([line('fraise', 250, 'g'), line('sucre-en-poudre', 20, 'g')]);
    expect(months).toEqual([...(fraise.season ?? [])].sort((a, b) => a - b));
    expect(seasonMonthsOf([line('sel', 1, 'pincée')])).toHaveLength(12);
  });
});

describe('derived Nutri-Score of corpus recipes', () => {
  const corpus = (id: string) => {
    const draft = corpusRecipeDraft(id);
    expect(draft).not.toBeNull();
    return draft!;
  };

  it('compote pommes-poires à la cannelle → A, as computed by hand', () => {
    // By hand, per 100 g of the 1042.25 g of the recipe (CIQUAL figures of the catalogue):
    // 4 apples × 150 g = 600 g, 2 pears × 170 g = 340 g, 10 cl water = 100 g, 1 c. à café of
    // cinnamon = 5 ml × 0.45 g/ml = 2.25 g.
    // - energy: (600 × 0.54 + 340 × 0.566 + 2.25 × 2.43) kcal = 521.9 kcal → 50.1 kcal = 210 kJ → 0 point;
    // - sugars: (600 × 0.106 + 340 × 0.0975 + 2.25 × 0.0217) g = 96.8 g → 9.3 g → 2 points (> 3.4, > 6.8);
    // - saturated fat 0.05 g and salt 0.004 g → 0 point; negative points: 2;
    // - fibre: (8.4 + 9.86 + 1.19) g → 1.9 g → 0 point; proteins 0.27 g → 0 point;
    // - fruits: 940 g of 1042.25 g = 90 % → 5 points; positive points: 5.
    // Score 2 − 5 = −3 → A (≤ 0).
    const compote = corpus('compote-pommes-poires-a-la-cannelle');
    expect(compote.ingredients.map((i) => [i.ingredientId, i.quantity, i.unity])).toEqual([
      ['pomme', 4, 'pièce'],
      ['poire', 2, 'pièce'],
      ['eau', 10, 'cl'],
      ['cannelle', 1, 'c. à café'],
    ]);
    expect(deriveRecipeFacts(compote.ingredients, compote.servings, compote.dishType).nutriScore).toBe('A');
    expect(compote.nutriScore).toBe('A');
  });

  it('kir bourguignon, an alcoholic drink (dish type Cocktail), has no Nutri-Score', () => {
    const kir = corpus('kir-bourguignon');
    expect(kir.dishType).toBe('Cocktail');
    expect(deriveRecipeFacts(kir.ingredients, kir.servings, kir.dishType).nutriScore).toBeNull();
    expect(kir.nutriScore).toBeNull();
  });

  it('a recipe titled as a fat is scored as one: a pesto is B as a fat, D as a general food', () => {
    // 50 g basil, 40 g olive oil, 30 g parmesan, 20 g pine nuts = 140 g. Per 100 g (CIQUAL): 459.2 kcal = 1921 kJ,
    // sugars 0.37 g, saturated fat 9.47 g of 45.2 g lipids, salt 0.35 g, fibre 2 g, proteins 9.82 g.
    // - general: energy → 5, saturated fat → 9, salt → 1; N = 15 ≥ 11, no protein point; 15 → D;
    // - fat: 9.47 × 37 = 350 kJ → 2, ratio 21 % → 2, salt → 1; N = 5 < 7, proteins → 4; 1 → B.
    const pesto = [line('basilic', 50, 'g'), line('huile-d-olive', 40, 'g'), line('parmesan', 30, 'g'), line('pignon-de-pin', 20, 'g')];
    expect(deriveRecipeFacts(pesto, 4, 'Entrée').nutriScore).toBe('D');
    expect(deriveRecipeFacts(pesto, 4, 'Entrée', 'Pesto de basilic').nutriScore).toBe('B');
  });

  it('a drink (dish type Cocktail) is scored on the beverage grid: sugared water is B as a dish, E as a drink', () => {
    // 100 g of sugar (99.7 g of sugars, 399 kcal per 100 g) in 1 l of water: 1100 g in all, so per 100 g
    // 9.06 g of sugars and 36.3 kcal = 151.8 kJ; salt and fats round to nothing, no positive point.
    // - as a dish: sugars > 3.4, > 6.8 → 2 points, energy under 335 kJ → 0; score 2 → B;
    // - as a drink: sugars > 0.5, 2, 3.5, 5, 6, 7, 8, 9 → 8 points, energy > 30, 90, 150 → 3; score 11 → E.
    const sugaredWater = [line('eau', 1, 'l'), line('sucre-en-poudre', 100, 'g')];
    expect(deriveRecipeFacts(sugaredWater, 4, 'Plat froid').nutriScore).toBe('B');
    expect(deriveRecipeFacts(sugaredWater, 4, 'Cocktail').nutriScore).toBe('E');
  });
});
