import { describe, expect, it } from 'vitest';
import { deriveFacts, nutritionPerPortion, seasonMonthsOf } from './derive';
import { getIngredient } from './catalogue';

const line = (id: string, quantity: number, unity: string) => ({ name: getIngredient(id)!.name, quantity, unity, ingredientId: id });

describe('derive', () => {
  it('computes nutrition per portion from CIQUAL per 100 g', () => {
    const butter = getIngredient('beurre-doux')!;
    const n = nutritionPerPortion([line('beurre-doux', 200, 'g')], 2);
    expect(n.kcal).toBe(Math.round(butter.ciqual.kcal));
    expect(n.lipides).toBeCloseTo(butter.ciqual.lipides, 0);
  });

  it('derives allergens and diets', () => {
    const facts = deriveFacts([line('farine-de-ble', 200, 'g'), line('oeuf', 2, 'pièce'), line('lait-demi-ecreme', 50, 'cl')], 4);
    expect(facts.allergens).toEqual(expect.arrayContaining(['Gluten', 'Œufs', 'Lait']));
    expect(facts.diets).toContain('Végétarien');
    expect(facts.diets).not.toContain('Végan');
    expect(facts.diets).not.toContain('Sans gluten');
    expect(facts.costPerPortion).toBeGreaterThan(0);
  });

  it('free-text lines count through the names they contain', () => {
    const facts = deriveFacts([{ name: 'sauce au fromage maison', quantity: 100, unity: 'g', ingredientId: null }], 1);
    expect(facts.diets).not.toContain('Végan');
  });

  it('keto needs few carbs per portion', () => {
    const facts = deriveFacts([line('avocat', 1, 'pièce'), line('huile-d-olive', 1, 'c. à soupe')], 2);
    expect(facts.diets).toContain('Cétogène');
    const pasta = deriveFacts([line('courgette', 600, 'g'), line('carotte', 600, 'g')], 1);
    expect(pasta.diets).not.toContain('Cétogène');
  });

  it('season months are the intersection of seasonal ingredients', () => {
    const fraise = getIngredient('fraise')!;
    const months = seasonMonthsOf([line('fraise', 250, 'g'), line('sucre-en-poudre', 20, 'g')]);
    expect(months).toEqual([...(fraise.season ?? [])].sort((a, b) => a - b));
    expect(seasonMonthsOf([line('sel', 1, 'pincée')])).toHaveLength(12);
  });
});
