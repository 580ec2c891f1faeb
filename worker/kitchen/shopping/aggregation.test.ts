import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  aggregateShoppingList,
  householdServings,
  OTHER_CATEGORY,
  PANTRY_CATEGORY,
  roundForShop,
  roundToPacks,
  weightDetail,
  type AggregateRecipe,
  type ShoppingLine,
} from './aggregation';
import { AISLES, AISLE_LABELS } from '../knowledge/vocabulary';
import { ingredientById } from '../knowledge/kb';

const line = (ingredientId: string | null, quantity: number, unity: string, name = ingredientId ?? 'x') => ({
  ingredientId,
  quantity,
  unity,
  name,
});
const recipe = (servings: number, ...ingredients: ReturnType<typeof line>[]): AggregateRecipe => ({ servings, ingredients });
const find = (lines: ShoppingLine[], id: string) => lines.find((l) => l.ingredientId === id);

describe('aggregateShoppingList', () => {
  it('merges g and kg of one ingredient across recipes, rounded to a shop step', () => {
    const lines = aggregateShoppingList(
      [recipe(2, line('farine-de-seigle', 180, 'g')), recipe(2, line('farine-de-seigle', 0.25, 'kg'))],
      2,
    );
    expect(lines.filter((l) => l.ingredientId === 'farine-de-seigle')).toHaveLength(1);
    // 430 g → next 50 g step (rye flour has no pack size of its own)
    expect(find(lines, 'farine-de-seigle')).toMatchObject({ quantity: 450, unit: 'g', category: 'Épicerie salée' });
  });

  it('merges cl, l and ml of a liquid and shows litres from 1 l', () => {
    const lines = aggregateShoppingList(
      [recipe(4, line('lait-de-soja', 50, 'cl')), recipe(4, line('lait-de-soja', 0.6, 'l'), line('lait-de-soja', 100, 'ml'))],
      4,
    );
    // 500 + 600 + 100 = 1200 ml → 1250 ml → 1.25 l
    expect(find(lines, 'lait-de-soja')).toMatchObject({ quantity: 1.25, unit: 'l' });
    const small = aggregateShoppingList([recipe(4, line('lait-de-soja', 20, 'cl'))], 4);
    expect(find(small, 'lait-de-soja')).toMatchObject({ quantity: 250, unit: 'ml' });
  });

  it('converts spoons to the shop unit: ml for oil, grams for flour through its density', () => {
    const lines = aggregateShoppingList(
      [
        recipe(
          1,
          line('huile-d-olive', 4, 'c. à soupe'),
          line('farine-de-seigle', 10, 'c. à soupe'),
          line('farine-de-seigle', 4, 'c. à café'),
        ),
      ],
      1,
    );
    // 60 ml of oil: more than a pantry spoonful, bought by 250 ml
    expect(find(lines, 'huile-d-olive')).toMatchObject({ quantity: 250, unit: 'ml', category: 'Condiments et épices' });
    const density = ingredientById('farine-de-seigle')!.densityGPerMl!;
    const grams = (10 * 15 + 4 * 5) * density; // 170 ml of flour
    expect(find(lines, 'farine-de-seigle')).toMatchObject({ quantity: Math.ceil(grams / 10) * 10, unit: 'g' });
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
    expect(find(lines, 'ail')?.detail).toBeUndefined();
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

  it('lists salt and pepper once, in the pantry section, however tiny the amounts', () => {
    const lines = aggregateShoppingList(
      [recipe(4, line('sel', 2, 'pincée'), line('poivre', 1, 'pincée')), recipe(2, line('sel', 1, 'pincée'), line('poivre', 0, 'pincée'))],
      2,
    );
    // 2 pinches of salt (1 + 1 once scaled), a pinch being 0.5 g: 1 g.
    expect(lines.filter((l) => l.ingredientId === 'sel')).toEqual([
      expect.objectContaining({ quantity: 1, unit: 'g', name: 'Sel', category: 'Vous avez sûrement déjà' }),
    ]);
    expect(lines.filter((l) => l.ingredientId === 'poivre')).toHaveLength(1);
  });

  it('leaves tap water off the list', () => {
    const lines = aggregateShoppingList([recipe(4, line('eau', 2, 'l'), line('oeuf', 2, 'pièce'))], 4);
    expect(find(lines, 'eau')).toBeUndefined();
  });

  it('puts free-text ingredients under "Autres", merged by name and unit, after every aisle', () => {
    const lines = aggregateShoppingList(
      [
        recipe(2, line(null, 100, 'g', 'Sauce maison'), line('oeuf', 2, 'pièce')),
        recipe(2, line(null, 0.2, 'kg', 'sauce  Maison'), line(null, 1, 'bocal', 'Pickles')),
      ],
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
      [
        recipe(
          4,
          line('sel', 1, 'pincée'),
          line('oeuf', 2, 'pièce'),
          line('carotte', 2, 'pièce'),
          line('farine-de-ble', 100, 'g'),
          line('moutarde-de-dijon', 100, 'g'),
          line(null, 1, 'pièce', 'Truc'),
        ),
      ],
      4,
    );
    const ranks = lines.map((l) => l.aisleRank);
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
    expect(lines.map((l) => l.category)).toEqual([
      'Fruits et légumes',
      'Crèmerie',
      'Épicerie salée',
      'Condiments et épices',
      'Autres',
      'Vous avez sûrement déjà',
    ]);
    const aisles = lines.filter((l) => l.category !== OTHER_CATEGORY && l.category !== PANTRY_CATEGORY);
    expect(aisles).toHaveLength(4);
    for (const l of aisles) expect(l.category).toBe(AISLE_LABELS[AISLES[l.aisleRank]!]);
  });

  // Oracles from the catalogue's piece weights: échalote 30 g, oignon 100 g, poireau 200 g, courgette
  // 250 g, aubergine 300 g, poivron 180 g, avocat 200 g, citron 120 g (the last three priced by the piece).
  it('lists produce sold by the piece in pieces, rounded up, with the grams needed in brackets', () => {
    const lines = aggregateShoppingList(
      [
        recipe(4, line('echalote', 40, 'g'), line('oignon', 1, 'pièce'), line('poireau', 300, 'g'), line('poivron-rouge', 100, 'g')),
        recipe(4, line('echalote', 30, 'g'), line('courgette', 2, 'pièce'), line('aubergine', 1, 'pièce'), line('avocat', 1.5, 'pièce')),
        recipe(4, line('citron', 2, 'pièce'), line('citron-vert', 0.5, 'pièce'), line('salade-verte', 1, 'pièce')),
      ],
      4,
    );
    const shown = (id: string) => {
      const l = find(lines, id);
      return l && `${l.name} — ${l.quantity}${l.unit ? ` ${l.unit}` : ''}${l.detail ? ` (${l.detail})` : ''}`;
    };
    // 70 g of shallots / 30 g → 2.33 → 3 shallots
    expect(shown('echalote')).toBe('Échalotes — 3 (70 g)');
    expect(shown('oignon')).toBe('Oignon — 1 (100 g)');
    // 300 g / 200 g → 2 leeks, 300 g shown by 50 g steps
    expect(shown('poireau')).toBe('Poireaux — 2 (300 g)');
    expect(shown('courgette')).toBe('Courgettes — 2 (500 g)');
    expect(shown('aubergine')).toBe('Aubergine — 1 (300 g)');
    // Priced by the piece: the weight only where part of a piece is enough.
    expect(shown('poivron-rouge')).toBe('Poivron rouge — 1 (100 g)');
    expect(shown('avocat')).toBe('Avocats — 2 (300 g)');
    expect(shown('citron')).toBe('Citrons — 2');
    expect(shown('citron-vert')).toBe('Citron vert — 1 (40 g)');
    expect(shown('salade-verte')).toBe('Salade verte — 1');
  });

  it('scales piece-sold produce to the household before rounding: 1 onion for 4 is 75 g for 3, one onion', () => {
    const lines = aggregateShoppingList([recipe(4, line('oignon', 1, 'pièce'), line('oignon-rouge', 500, 'g'))], 3);
    expect(find(lines, 'oignon')).toMatchObject({ name: 'Oignon', quantity: 1, unit: '', detail: '80 g', category: 'Fruits et légumes' });
    // 375 g / 100 g → 4 red onions; 375 g → 400 g by 50 g steps
    expect(find(lines, 'oignon-rouge')).toMatchObject({ name: 'Oignons rouges', quantity: 4, unit: '', detail: '400 g' });
  });

  it('keeps garlic in gousses, without a weight, even when the recipes give grams', () => {
    const lines = aggregateShoppingList([recipe(2, line('ail', 20, 'g'), line('ail', 1, 'pièce'))], 2);
    // 20 g / 5 g = 4 gousses + 1 gousse
    expect(find(lines, 'ail')).toEqual(
      expect.objectContaining({ name: 'Ail', quantity: 5, unit: 'gousses', category: 'Fruits et légumes' }),
    );
    expect(find(lines, 'ail')?.detail).toBeUndefined();
  });

  it('shows the weight in kg from 1 kg, 10 g steps under 100 g and 50 g steps above', () => {
    expect(weightDetail(61)).toBe('70 g');
    expect(weightDetail(99)).toBe('100 g');
    expect(weightDetail(101)).toBe('150 g');
    expect(weightDetail(1010)).toBe('1,05 kg');
  });

  it('puts a staple needed in a tiny amount in the pantry section, after every aisle and "Autres"', () => {
    const lines = aggregateShoppingList(
      [
        recipe(
          4,
          line('farine-de-ble', 10, 'g'),
          line('sucre-en-poudre', 5, 'g'),
          line('huile-d-olive', 1, 'c. à soupe'),
          line('vinaigre-de-vin', 1, 'c. à café'),
        ),
        recipe(4, line('cumin', 2, 'pincée'), line(null, 1, 'pièce', 'Truc'), line('oeuf', 2, 'pièce')),
      ],
      4,
    );
    const pantry = lines.filter((l) => l.category === PANTRY_CATEGORY);
    expect(PANTRY_CATEGORY).toBe('Vous avez sûrement déjà');
    expect(pantry.map((l) => `${l.name} — ${l.quantity} ${l.unit}`)).toEqual([
      'Cumin — 1 g',
      'Farine de blé — 10 g',
      "Huile d'olive — 1 c. à soupe",
      'Sucre en poudre — 5 g',
      'Vinaigre de vin — 1 c. à café',
    ]);
    expect(lines.slice(-5)).toEqual(pantry);
    expect(lines.at(-6)?.category).toBe(OTHER_CATEGORY);
  });

  it('buys a staple needed in a real amount, a staple sold by the piece, and a tiny amount of what is no staple', () => {
    const lines = aggregateShoppingList(
      [
        recipe(
          4,
          line('sucre-en-poudre', 100, 'g'),
          line('huile-d-olive', 3, 'c. à soupe'),
          line('cube-bouillon-volaille', 1, 'pièce'),
          line('chocolat-noir-patissier', 10, 'g'),
          line('beurre-doux', 10, 'g'),
        ),
      ],
      4,
    );
    expect(lines.filter((l) => l.category === PANTRY_CATEGORY)).toEqual([]);
    expect(find(lines, 'sucre-en-poudre')).toMatchObject({ quantity: 100, unit: 'g', category: 'Épicerie sucrée' });
    // 3 c. à soupe = 45 ml: at the threshold, bought
    expect(find(lines, 'huile-d-olive')).toMatchObject({ quantity: 250, unit: 'ml', category: 'Condiments et épices' });
    expect(find(lines, 'cube-bouillon-volaille')).toMatchObject({ quantity: 1, category: 'Condiments et épices' });
    expect(find(lines, 'chocolat-noir-patissier')).toMatchObject({ quantity: 10, unit: 'g', category: 'Épicerie sucrée' });
    expect(find(lines, 'beurre-doux')).toMatchObject({ quantity: 250, unit: 'g', category: 'Crèmerie' });
  });

  it('keeps a tiny staple in its aisle, as a purchase, when asked not to use the pantry (an item added by hand)', () => {
    const lines = aggregateShoppingList([recipe(1, line('sel', 5, 'g'), line('huile-d-olive', 1, 'c. à soupe'))], 1, { pantry: false });
    expect(lines.map((l) => `${l.name} — ${l.quantity} ${l.unit} | ${l.category}`)).toEqual([
      "Huile d'olive — 250 ml | Condiments et épices",
      'Sel — 10 g | Condiments et épices',
    ]);
  });

  it('rounds common products to the packs a French shop sells', () => {
    const lines = aggregateShoppingList(
      [
        recipe(
          1,
          line('beurre-doux', 300, 'g'),
          line('farine-de-ble', 250, 'g'),
          line('creme-liquide', 15, 'cl'),
          line('creme-liquide-legere', 60, 'cl'),
          line('lait-demi-ecreme', 30, 'cl'),
          line('spaghetti', 300, 'g'),
          line('penne', 600, 'g'),
        ),
      ],
      1,
    );
    const shown = (id: string) => {
      const l = find(lines, id);
      return l && `${l.quantity} ${l.unit}`;
    };
    expect(shown('beurre-doux')).toBe('500 g'); // 2 plaquettes of 250 g
    expect(shown('farine-de-ble')).toBe('1 kg');
    expect(shown('creme-liquide')).toBe('20 cl');
    expect(shown('creme-liquide-legere')).toBe('70 cl'); // 50 cl + 20 cl
    expect(shown('lait-demi-ecreme')).toBe('1 l');
    expect(shown('spaghetti')).toBe('500 g');
    expect(shown('penne')).toBe('1 kg');
  });

  it('every quantity is at least 1 (the list editor minimum) and lines are unique', () => {
    const ids = ['oeuf', 'farine-de-ble', 'lait-demi-ecreme', 'huile-d-olive', 'ail', 'carotte', 'sel', 'poivre', 'citron'];
    const units = ['g', 'kg', 'ml', 'cl', 'l', 'c. à soupe', 'c. à café', 'pincée', 'pièce'];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            id: fc.constantFrom(...ids),
            q: fc.double({ min: 0, max: 50, noNaN: true }),
            u: fc.constantFrom(...units),
            s: fc.integer({ min: 1, max: 8 }),
          }),
          { minLength: 1, maxLength: 30 },
        ),
        fc.double({ min: 1, max: 10, noNaN: true }),
        (rows, servings) => {
          const lines = aggregateShoppingList(
            rows.map((r) => recipe(r.s, line(r.id, r.q, r.u))),
            servings,
          );
          for (const l of lines) expect(l.quantity).toBeGreaterThanOrEqual(1);
          expect(new Set(lines.map((l) => l.ingredientId)).size).toBe(lines.length);
        },
      ),
      // The same random lists on every run (fast-check prints the seed and the failing case).
      { numRuns: 200, seed: 20261201 },
    );
  });
});

describe('roundToPacks', () => {
  it('takes as many large packs as fit, then the smallest pack that holds the rest', () => {
    expect(roundToPacks(150, [500, 200])).toBe(200);
    expect(roundToPacks(300, [500, 200])).toBe(500);
    expect(roundToPacks(650, [500, 200])).toBe(700);
    expect(roundToPacks(900, [500, 200])).toBe(1000);
    expect(roundToPacks(500, [500, 200])).toBe(500);
    expect(roundToPacks(10, [250])).toBe(250);
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
