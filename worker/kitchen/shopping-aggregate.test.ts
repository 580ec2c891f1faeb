import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { aggregateShoppingList, householdServings, OTHER_CATEGORY, roundForShop, type AggregateRecipe, type ShoppingLine } from './shopping-aggregate';
import { AISLES, AISLE_LABELS } from './types';
import { ingredientById } from './kb';

const line = (ingredientId: string | null, quantity: number, unity: string, name = ingredientId ?? 'x') => ({ ingredientId, quantity, unity, name });
const recipe = (servings: number, ...ingredients: ReturnType<typeof line>[]): AggregateRecipe => ({ servings, ingredients });
const find = (lines: ShoppingLine[], id: string) => lines.find((l) => l.ingredientId === id);

describe('aggregateShoppingList', () => {
  it('merges g and kg of one ingredient across recipes, rounded to a shop step', () => {
    const lines = aggregateShoppingList([recipe(2, line('farine-de-ble', 180, 'g')), recipe(2, line('farine-de-ble', 0.25, 'kg'))], 2);
    expect(lines.filter((l) => l.ingredientId === 'farine-de-ble')).toHaveLength(1);
    // 430 g → next 50 g step
    expect(find(lines, 'farine-de-ble')).toMatchObject({ quantity: 450, unit: 'g', category: 'Épicerie salée' });
  });

  it('merges cl, l and ml of a liquid and shows litres from 1 l', () => {
    const lines = aggregateShoppingList([recipe(4, line('lait-demi-ecreme', 50, 'cl')), recipe(4, line('lait-demi-ecreme', 0.6, 'l'), line('lait-demi-ecreme', 100, 'ml'))], 4);
    // 500 + 600 + 100 = 1200 ml → 1250 ml → 1.25 l
    expect(find(lines, 'lait-demi-ecreme')).toMatchObject({ quantity: 1.25, unit: 'l' });
    const small = aggregateShoppingList([recipe(4, line('lait-demi-ecreme', 20, 'cl'))], 4);
    expect(find(small, 'lait-demi-ecreme')).toMatchObject({ quantity: 250, unit: 'ml' });
  });

  it('converts spoons to the shop unit: ml for oil, grams for flour through its density', () => {
    const lines = aggregateShoppingList([recipe(1, line('huile-d-olive', 2, 'c. à soupe'), line('farine-de-ble', 10, 'c. à soupe'), line('farine-de-ble', 4, 'c. à café'))], 1);
    expect(find(lines, 'huile-d-olive')).toMatchObject({ quantity: 250, unit: 'ml' });
    const density = ingredientById('farine-de-ble')!.densityGPerMl!;
    const grams = (10 * 15 + 4 * 5) * density; // 170 ml of flour
    expect(find(lines, 'farine-de-ble')).toMatchObject({ quantity: Math.ceil(grams / 50) * 50, unit: 'g' });
  });

  it('rounds pieces up to whole ones: 2.75 œufs → 3 œufs', () => {
    // 11 eggs for 8 → 2.75 for 2
    const lines = aggregateShoppingList([recipe(8, line('oeuf', 11, 'pièce'))], 2);
    expect(find(lines, 'oeuf')).toMatchObject({ quantity: 3, unit: 'pièces', name: 'Œufs', category: 'Crèmerie' });
  });

  it('counts garlic in gousses and converts grams of a piece ingredient into pieces', () => {
    const lines = aggregateShoppingList([recipe(2, line('ail', 2, 'gousses')), recipe(2, line('ail', 12, 'g'))], 2);
    // 2 + 12 g / 5 g = 4.4 → 5 gousses
    expect(find(lines, 'ail')).toMatchObject({ quantity: 5, unit: 'gousses', name: 'Ail' });
  });

  it('counts a child as half a portion', () => {
    expect(householdServings(2, 1)).toBe(2.5);
    expect(householdServings(0, 0)).toBe(1);
    // 4 eggs for 4 people → 2 adults + 1 child = 2.5 portions → 2.5 eggs → 3
    const lines = aggregateShoppingList([recipe(4, line('oeuf', 4, 'pièce'))], householdServings(2, 1));
    expect(find(lines, 'oeuf')?.quantity).toBe(3);
    // 400 g of carrots for 4 → 250 g for 2.5 portions
    const carrots = aggregateShoppingList([recipe(4, line('carotte', 400, 'g'))], householdServings(2, 1));
    expect(find(carrots, 'carotte')).toMatchObject({ quantity: 250, unit: 'g' });
  });

  it('lists salt and pepper once, as one pack, however tiny the amounts', () => {
    const lines = aggregateShoppingList(
      [recipe(4, line('sel', 2, 'pincée'), line('poivre', 1, 'pincée')), recipe(2, line('sel', 1, 'pincée'), line('poivre', 0, 'pincée'))],
      2,
    );
    expect(lines.filter((l) => l.ingredientId === 'sel')).toEqual([expect.objectContaining({ quantity: 1, unit: 'paquet', name: 'Sel' })]);
    expect(lines.filter((l) => l.ingredientId === 'poivre')).toHaveLength(1);
  });

  it('leaves tap water off the list', () => {
    const lines = aggregateShoppingList([recipe(4, line('eau', 2, 'l'), line('oeuf', 2, 'pièce'))], 4);
    expect(find(lines, 'eau')).toBeUndefined();
  });

  it('puts free-text ingredients under "Autres", merged by name and unit, after every aisle', () => {
    const lines = aggregateShoppingList(
      [recipe(2, line(null, 100, 'g', 'Sauce maison'), line('oeuf', 2, 'pièce')), recipe(2, line(null, 0.2, 'kg', 'sauce  Maison'), line(null, 1, 'bocal', 'Pickles'))],
      2,
    );
    const others = lines.filter((l) => l.category === OTHER_CATEGORY);
    expect(others).toEqual([
      expect.objectContaining({ name: 'Pickles', quantity: 1, unit: 'bocal', ingredientId: null }),
      expect.objectContaining({ name: 'Sauce maison', quantity: 300, unit: 'g', ingredientId: null }),
    ]);
    expect(lines.at(-1)?.category).toBe(OTHER_CATEGORY);
  });

  it('groups by aisle in shop order', () => {
    const lines = aggregateShoppingList(
      [recipe(4, line('sel', 1, 'pincée'), line('oeuf', 2, 'pièce'), line('carotte', 2, 'pièce'), line('farine-de-ble', 100, 'g'), line(null, 1, 'pièce', 'Truc'))],
      4,
    );
    const ranks = lines.map((l) => l.aisleRank);
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
    expect(lines.map((l) => l.category)).toEqual(['Fruits et légumes', 'Crèmerie', 'Épicerie salée', 'Condiments et épices', 'Autres']);
    for (const l of lines) if (l.category !== OTHER_CATEGORY) expect(l.category).toBe(AISLE_LABELS[AISLES[l.aisleRank]!]);
  });

  it('every quantity is at least 1 (the list editor minimum) and lines are unique', () => {
    const ids = ['oeuf', 'farine-de-ble', 'lait-demi-ecreme', 'huile-d-olive', 'ail', 'carotte', 'sel', 'poivre', 'citron'];
    const units = ['g', 'kg', 'ml', 'cl', 'l', 'c. à soupe', 'c. à café', 'pincée', 'pièce'];
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.constantFrom(...ids), q: fc.double({ min: 0, max: 50, noNaN: true }), u: fc.constantFrom(...units), s: fc.integer({ min: 1, max: 8 }) }), { minLength: 1, maxLength: 30 }),
        fc.double({ min: 1, max: 10, noNaN: true }),
        (rows, servings) => {
          const lines = aggregateShoppingList(rows.map((r) => recipe(r.s, line(r.id, r.q, r.u))), servings);
          for (const l of lines) expect(l.quantity).toBeGreaterThanOrEqual(1);
          expect(new Set(lines.map((l) => l.ingredientId)).size).toBe(lines.length);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('roundForShop', () => {
  it('uses sensible steps', () => {
    expect(roundForShop(3, 'g')).toEqual({ quantity: 10, unit: 'g' });
    expect(roundForShop(95, 'g')).toEqual({ quantity: 100, unit: 'g' });
    expect(roundForShop(101, 'g')).toEqual({ quantity: 150, unit: 'g' });
    expect(roundForShop(510, 'g')).toEqual({ quantity: 600, unit: 'g' });
    expect(roundForShop(1010, 'g')).toEqual({ quantity: 1.25, unit: 'kg' });
    expect(roundForShop(30, 'ml')).toEqual({ quantity: 250, unit: 'ml' });
    expect(roundForShop(0.1 + 0.2 + 249.7, 'ml')).toEqual({ quantity: 250, unit: 'ml' });
    expect(roundForShop(2.0000000001, 'piece')).toEqual({ quantity: 2, unit: 'piece' });
  });
});
