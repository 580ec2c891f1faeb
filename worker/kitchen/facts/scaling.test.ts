import { describe, expect, it } from 'vitest';
import { roundQuantity, scaleRecipe } from './scaling';
import { servingsFor } from '../household/profile';
import { corpusRecipeDraft } from './corpus';
import { ALL_RECIPES } from '../knowledge/kb';

describe('scaling', () => {
  it('servings = adults + children × 0.5, rounded up, at least 1', () => {
    expect(servingsFor({ adults: 2, children: 0 })).toBe(2);
    expect(servingsFor({ adults: 2, children: 1 })).toBe(3);
    expect(servingsFor({ adults: 2, children: 2 })).toBe(3);
    expect(servingsFor({ adults: 1, children: 3 })).toBe(3);
    expect(servingsFor({ adults: 0, children: 0 })).toBe(1);
    expect(servingsFor({ adults: 0, children: 1 })).toBe(1);
  });

  it('rounds quantities the way a cook measures', () => {
    expect(roundQuantity(1.3, 'pièce')).toBe(1.5);
    expect(roundQuantity(0.1, 'pièce')).toBe(0.5);
    expect(roundQuantity(123, 'g')).toBe(125);
    expect(roundQuantity(7.4, 'g')).toBe(7);
    expect(roundQuantity(0.2, 'g')).toBe(1);
    expect(roundQuantity(333, 'ml')).toBe(335);
    expect(roundQuantity(1.26, 'c. à soupe')).toBe(1.5);
    expect(roundQuantity(1.6, 'pincée')).toBe(2);
    expect(roundQuantity(1.23, 'kg')).toBe(1.25);
    expect(roundQuantity(0, 'g')).toBe(0);
  });

  it('scales a corpus recipe and recomputes its facts per portion', () => {
    const r = corpusRecipeDraft(ALL_RECIPES[0]!.id)!;
    const doubled = scaleRecipe(r, r.servings * 2);
    expect(doubled.servings).toBe(r.servings * 2);
    r.ingredients.forEach((line, i) => {
      const scaled = doubled.ingredients[i]!;
      expect(scaled.quantity).toBeGreaterThanOrEqual(line.quantity);
      expect(scaled.quantity).toBeLessThanOrEqual(line.quantity * 2 + 5);
    });
    expect(Math.abs(doubled.nutritionPerPortion.kcal - r.nutritionPerPortion.kcal)).toBeLessThan(r.nutritionPerPortion.kcal * 0.1 + 10);
    expect(scaleRecipe(r, r.servings)).toEqual({ ...r, servings: r.servings });
  });
});
