import { describe, expect, it } from 'vitest';
import { ALL_INGREDIENTS, ingredientById } from '../knowledge/kb';
import { boughtOf, choosePack, drivePack, fruitsAsBought, leftoverOf, requotedDrivePack, PACK_RULES, packKindOf, sizeText } from './packs';
import { aggregateShoppingList } from './aggregation';

describe('the pack table', () => {
  it('names only catalogue ingredients, with sizes smallest first', () => {
    const ids = PACK_RULES.flatMap((r) => [...(r.match.ids ?? []), ...(r.match.except ?? [])]);
    expect(ids.length).toBeGreaterThan(20);
    expect(ids.filter((id) => !ingredientById(id))).toEqual([]);
    for (const rule of PACK_RULES) {
      expect(rule.pack.sizes.length).toBeGreaterThan(0);
      expect([...rule.pack.sizes].sort((a, b) => a - b)).toEqual(rule.pack.sizes);
    }
    // every prefix rule covers at least one ingredient
    for (const prefix of PACK_RULES.flatMap((r) => (r.match.idPrefix ? [r.match.idPrefix] : [])))
      expect(ALL_INGREDIENTS.some((i) => i.id.startsWith(prefix))).toBe(true);
  });

  it('sells the everyday products in their usual packs', () => {
    const sold = (id: string) => {
      const k = packKindOf(ingredientById(id));
      return k ? `${k.container.singular} ${k.sizes.map((s) => sizeText(s, k.unit)).join(' / ')}` : null;
    };
    expect(sold('oeuf')).toBe('boîte 6 / 12');
    expect(sold('vinaigre-de-cidre')).toBe('bouteille 50 cl');
    expect(sold('huile-d-olive')).toBe('bouteille 50 cl / 1 l');
    expect(sold('persil')).toBe('bouquet 1');
    expect(sold('farine-de-ble')).toBe('paquet 1 kg');
    expect(sold('sucre-en-poudre')).toBe('paquet 1 kg');
    expect(sold('beurre-doux')).toBe('plaquette 250 g');
    expect(sold('lait-demi-ecreme')).toBe('brique 1 l');
    expect(sold('creme-liquide')).toBe('brique 20 cl');
    expect(sold('yaourt-nature')).toBe('lot 4');
    expect(sold('emmental')).toBe('paquet 200 g');
    expect(sold('tomates-concassees')).toBe('boîte 400 g');
    expect(sold('spaghetti')).toBe('paquet 500 g');
    expect(sold('riz-basmati')).toBe('paquet 1 kg');
    expect(sold('cumin')).toBe('pot 40 g');
    // bought as they are: by the piece or by weight
    expect(sold('citron')).toBeNull();
    expect(sold('courgette')).toBeNull();
    expect(sold('gingembre')).toBeNull();
  });
});

describe('choosePack', () => {
  const eggs = (n: number) => choosePack({ ingredientId: 'oeuf', name: 'Œufs', quantity: n, unit: 'pièces' });

  it('4 eggs: one box of 6, saying 4 are needed', () => {
    expect(eggs(4)).toEqual({ label: '1 boîte de 6 (il en faut 4)', count: 1, size: 6, unit: 'pièce' });
  });

  it('8 eggs: one box of 12 (as little left as 2 × 6, in one box)', () => {
    expect(eggs(8)).toEqual({ label: '1 boîte de 12 (il en faut 8)', count: 1, size: 12, unit: 'pièce' });
  });

  it('6 and 12 eggs: exactly one box, no need to say it; 14: 3 boxes of 6 (4 left, not 10)', () => {
    expect(eggs(6)?.label).toBe('1 boîte de 6');
    expect(eggs(12)?.label).toBe('1 boîte de 12');
    expect(eggs(14)).toEqual({ label: '3 boîtes de 6 (il en faut 14)', count: 3, size: 6, unit: 'pièce' });
  });

  it('3 c. à café of cider vinegar: one bottle', () => {
    expect(choosePack({ ingredientId: 'vinaigre-de-cidre', name: 'Vinaigre de cidre', quantity: 3, unit: 'c. à café' })).toEqual({
      label: '1 bouteille de 50 cl (il en faut 3 c. à café)',
      count: 1,
      size: 500,
      unit: 'ml',
    });
  });

  it('oil: the bottle that leaves the least, 1,2 l in three 50 cl bottles', () => {
    expect(choosePack({ ingredientId: 'huile-d-olive', name: "Huile d'olive", quantity: 700, unit: 'ml' })?.label).toBe(
      '1 bouteille de 1 l (il en faut 700 ml)',
    );
    expect(choosePack({ ingredientId: 'huile-d-olive', name: "Huile d'olive", quantity: 1.2, unit: 'l' })?.label).toBe(
      '3 bouteilles de 50 cl (il en faut 1,2 l)',
    );
  });

  it('herbs by the bunch, butter by the plaquette, a free-text name found in the catalogue', () => {
    expect(choosePack({ ingredientId: 'persil', name: 'Persil', quantity: 2, unit: 'bouquets' })?.label).toBe('2 bouquets');
    expect(choosePack({ ingredientId: 'beurre-doux', name: 'Beurre doux', quantity: 300, unit: 'g' })?.label).toBe(
      '2 plaquettes de 250 g (il en faut 300 g)',
    );
    expect(choosePack({ ingredientId: null, name: 'Farine de blé', quantity: 200, unit: 'g' })?.label).toBe(
      '1 paquet de 1 kg (il en faut 200 g)',
    );
  });

  it('no pack for what is bought loose, for an unknown name, or a unit nothing converts', () => {
    expect(choosePack({ ingredientId: 'citron', name: 'Citrons', quantity: 2, unit: '' })).toBeNull();
    expect(choosePack({ ingredientId: null, name: 'Truc inconnu', quantity: 1, unit: '' })).toBeNull();
    expect(choosePack({ ingredientId: 'vinaigre-de-cidre', name: 'Vinaigre de cidre', quantity: 1, unit: 'verre' })).toBeNull();
  });
});

describe('drivePack', () => {
  it("says the drive's product and the need", () => {
    expect(
      drivePack(
        { ingredientId: 'oeuf', name: 'Œufs', quantity: 4, unit: 'pièces' },
        { label: 'Œufs frais x12', packs: 1, size: 12, unit: 'piece' },
      ),
    ).toEqual({ label: '1 × Œufs frais x12 (il en faut 4)', count: 1, size: 12, unit: 'pièce', product: 'Œufs frais x12' });
    expect(
      drivePack(
        { ingredientId: 'ail', name: 'Ail', quantity: 2, unit: 'gousses' },
        { label: 'Ail blanc 250 g', packs: 1, size: 250, unit: 'g' },
      ).label,
    ).toBe('1 × Ail blanc 250 g (il en faut 2 gousses)');
    expect(
      drivePack(
        { ingredientId: 'beurre-doux', name: 'Beurre', quantity: 500, unit: 'g' },
        { label: 'Beurre doux 250 g', packs: 2, size: 250, unit: 'g' },
      ).label,
    ).toBe('2 × Beurre doux 250 g');
  });
});

describe('leftoverOf', () => {
  it('what the packs leave once the need is taken', () => {
    const pack = choosePack({ ingredientId: 'oeuf', name: 'Œufs', quantity: 4, unit: 'pièces' });
    expect(leftoverOf({ name: 'Œufs', quantity: 4, unit: 'pièces', pack })).toEqual({ name: 'Œufs', quantity: 2, unit: 'pièce' });
    const vinegar = choosePack({ ingredientId: 'vinaigre-de-cidre', name: 'Vinaigre de cidre', quantity: 3, unit: 'c. à café' });
    expect(leftoverOf({ name: 'Vinaigre de cidre', quantity: 3, unit: 'c. à café', pack: vinegar })).toEqual({
      name: 'Vinaigre de cidre',
      quantity: 485,
      unit: 'ml',
    });
  });

  it('nothing without a pack or when the pack is used up', () => {
    expect(leftoverOf({ name: 'Citrons', quantity: 2, unit: '' })).toBeNull();
    const box = choosePack({ ingredientId: 'oeuf', name: 'Œufs', quantity: 6, unit: 'pièces' });
    expect(box?.count).toBe(1);
    expect(leftoverOf({ name: 'Œufs', quantity: 6, unit: 'pièces', pack: box })).toBeNull();
  });
});

describe('requotedDrivePack: a priced line after its quantity changed', () => {
  const eggsLine = (quantity: number) => ({ ingredientId: 'oeuf', name: 'Œufs', quantity, unit: 'pièces' });
  const box = drivePack(eggsLine(4), { label: 'Œufs frais x12', packs: 1, size: 12, unit: 'piece' });

  it('the same product in the packs the new quantity needs, at the price per pack', () => {
    expect(requotedDrivePack(eggsLine(13), box, 319)).toEqual({
      pack: { label: '2 × Œufs frais x12 (il en faut 13)', count: 2, size: 12, unit: 'pièce', product: 'Œufs frais x12' },
      priceCents: 638,
    });
    expect(requotedDrivePack(eggsLine(24), box, 319)?.pack.label).toBe('2 × Œufs frais x12');
    // Fewer than a pack is still one pack; from 2 packs (470 for 2 × 250 g) down to 1: 235.
    expect(requotedDrivePack(eggsLine(1), box, 319)?.priceCents).toBe(319);
    const butter = drivePack(
      { name: 'Beurre doux', quantity: 500, unit: 'g' },
      { label: 'Beurre doux 250 g', packs: 2, size: 250, unit: 'g' },
    );
    expect(requotedDrivePack({ name: 'Beurre doux', quantity: 0.2, unit: 'kg' }, butter, 470)).toEqual({
      pack: { label: '1 × Beurre doux 250 g (il en faut 0,2 kg)', count: 1, size: 250, unit: 'g', product: 'Beurre doux 250 g' },
      priceCents: 235,
    });
  });

  it('null for a pack that is not the drive’s, or a quantity its unit cannot count', () => {
    const table = choosePack(eggsLine(4));
    expect(table).not.toBeNull();
    expect(requotedDrivePack(eggsLine(13), table!, 319)).toBeNull();
    expect(requotedDrivePack({ name: 'Beurre doux', quantity: 2, unit: 'paquets' }, { ...box, unit: 'g', size: 250 }, 470)).toBeNull();
  });
});

describe('boughtOf: what the packs hold, for the pantry', () => {
  it('the whole packs: 4 eggs → 1 boîte de 6 → 6 pièces (the need and its leftover); 14 eggs → 18; 3 c. à café of vinegar → 500 ml', () => {
    const four = choosePack({ ingredientId: 'oeuf', name: 'Œufs', quantity: 4, unit: 'pièces' });
    expect(boughtOf(four)).toEqual({ quantity: 6, unit: 'pièce' });
    expect(boughtOf(choosePack({ ingredientId: 'oeuf', name: 'Œufs', quantity: 14, unit: 'pièces' }))).toEqual({
      quantity: 18,
      unit: 'pièce',
    });
    const vinegar = choosePack({ ingredientId: 'vinaigre-de-cidre', name: 'Vinaigre de cidre', quantity: 3, unit: 'c. à café' });
    expect(boughtOf(vinegar)).toEqual({ quantity: 500, unit: 'ml' });
    expect(boughtOf({ label: '2 × Beurre doux 250 g', count: 2, size: 250, unit: 'g' })).toEqual({ quantity: 500, unit: 'g' });
  });

  it('nothing without a pack, nor for bunches of herbs (not a quantity the pantry counts)', () => {
    expect(boughtOf(undefined)).toBeNull();
    expect(boughtOf(null)).toBeNull();
    const herbs = choosePack({ ingredientId: 'basilic', name: 'Basilic frais', quantity: 30, unit: 'g' });
    expect(herbs?.unit).toBe('bouquet');
    expect(boughtOf(herbs)).toBeNull();
  });
});

describe('fruitsAsBought: zests and juices are fruits', () => {
  const list = (ingredients: { name: string; quantity: number; unity: string; ingredientId?: string | null }[]) =>
    aggregateShoppingList([fruitsAsBought({ servings: 4, ingredients })], 4).map((l) => `${l.name} — ${l.quantity} ${l.unit}`.trim());

  it('a zest and the juice of a lemon: one lemon, no « 1 zeste », no bottle of juice', () => {
    expect(
      list([
        { name: 'Zeste de citron', quantity: 1, unity: 'zeste', ingredientId: 'zeste-de-citron' },
        { name: 'Jus de citron', quantity: 2, unity: 'c. à soupe', ingredientId: 'jus-de-citron' },
      ]),
    ).toEqual(['Citron — 1']);
  });

  it('juice beyond one fruit takes more lemons; lemons the recipe lists are added', () => {
    expect(
      list([
        { name: 'Jus de citron', quantity: 10, unity: 'cl', ingredientId: 'jus-de-citron' },
        { name: 'Citron', quantity: 1, unity: '', ingredientId: 'citron' },
      ]),
    ).toEqual(['Citrons — 4']);
  });

  it('lime and orange too, free-text names included; a glass of orange juice stays juice', () => {
    const lines = list([
      { name: 'Zeste de citron vert', quantity: 2, unity: '', ingredientId: null },
      { name: "Jus d'orange", quantity: 5, unity: 'cl', ingredientId: 'jus-d-orange' },
    ]);
    expect(lines).toEqual(['Citrons verts — 2', 'Orange — 200 g']);
    expect(list([{ name: "Jus d'orange", quantity: 1, unity: 'l', ingredientId: 'jus-d-orange' }])).toEqual(["Jus d'orange — 1 l"]);
  });
});
