import { describe, expect, it } from 'vitest';
import { dailyTargets, mealShares } from './targets';

describe('daily targets per person', () => {
  it('an adult household without goals gets the Anses reference: 2,350 kcal, 15 / 47.5 / 37.5 % of energy', () => {
    // 2350 × 0.15 / 4 = 88.1 g; 2350 × 0.475 / 4 = 279.1 g; 2350 × 0.375 / 9 = 97.9 g.
    expect(dailyTargets({ adults: 2, children: 0 })).toEqual({ kcal: 2350, proteines: 88, glucides: 279, lipides: 98 });
  });

  it('children lower the average person: 2 adults and 2 children → 1,925 kcal', () => {
    // (2 × 2350 + 2 × 1500) / 4 = 1925; 1925 × 0.15 / 4 = 72.2; × 0.475 / 4 = 228.6; × 0.375 / 9 = 80.2.
    expect(dailyTargets({ adults: 2, children: 2 })).toEqual({ kcal: 1925, proteines: 72, glucides: 229, lipides: 80 });
  });

  it("the household's goals win, one by one; the missing ones follow the goal's energy", () => {
    // 3500 kcal: proteins set to 150 g; carbs 3500 × 0.475 / 4 = 415.6; fat 3500 × 0.375 / 9 = 145.8.
    expect(dailyTargets({ adults: 1, children: 0 }, { calories: 3500, protein: 150, carbs: null })).toEqual({
      kcal: 3500,
      proteines: 150,
      glucides: 416,
      lipides: 146,
    });
  });
});

describe('meal shares', () => {
  it('25 / 40 / 35 % when the three meals are planned', () => {
    expect(mealShares(['petit-déjeuner', 'déjeuner', 'dîner'])).toEqual({ 'petit-déjeuner': 0.25, déjeuner: 0.4, dîner: 0.35 });
  });

  it('a skipped breakfast gives its share to lunch and dinner, in proportion', () => {
    const shares = mealShares(['déjeuner', 'dîner']);
    expect(shares.déjeuner).toBeCloseTo(0.4 / 0.75, 10);
    expect(shares.dîner).toBeCloseTo(0.35 / 0.75, 10);
    expect(shares['petit-déjeuner']).toBeUndefined();
  });
});
