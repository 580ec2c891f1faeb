import { describe, expect, it } from 'vitest';
import { rawAllergens, readIngredientLine, readIngredientLines, toDraftIngredient, type ReadLine } from './ingredient-line';
import { parseUnit } from '../knowledge/units';

/** What a line reads as: [quantity, unit, catalogue id (null = not recognised), note, quantityMax]. */
type Expected = [number | undefined, ReadLine['unit'] | undefined, string | null, string?, number?];

const view = (r: ReadLine) => ({
  quantity: r.quantity,
  quantityMax: r.quantityMax,
  unit: r.unit,
  ingredientId: r.ingredientId,
  note: r.note,
  recognised: r.recognised,
  kind: r.kind,
});
const expected = ([quantity, unit, ingredientId, note, quantityMax]: Expected) => ({
  quantity,
  quantityMax,
  unit,
  ingredientId,
  note,
  recognised: ingredientId !== null,
  kind: 'ingredient',
});

// Lines written for these tests in the style of French recipe sites and family notebooks.
const ONE_FOOD: [string, Expected][] = [
  // Quantities.
  ["350 g d'aubergine", [350, 'g', 'aubergine']],
  ['½ citron', [0.5, 'pièce', 'citron']],
  ['¼ de litre de lait', [0.25, 'l', 'lait-demi-ecreme']],
  ['¾ de verre de sucre', [150, 'ml', 'sucre-en-poudre', '0,75 verre']],
  ['1/2 oignon', [0.5, 'pièce', 'oignon']],
  ["1 1/2 c. à soupe d'huile d'olive", [1.5, 'c. à soupe', 'huile-d-olive']],
  ['1 ½ kg de pommes de terre', [1.5, 'kg', 'pomme-de-terre']],
  ['1½ kg de pommes de terre', [1.5, 'kg', 'pomme-de-terre']],
  ['0,5 l de crème liquide', [0.5, 'l', 'creme-liquide']],
  ['1.5 kg de farine', [1.5, 'kg', 'farine-de-ble']],
  ["2 à 3 gousses d'ail", [2, 'pièce', 'ail', undefined, 3]],
  ['2-3 échalotes', [2, 'pièce', 'echalote', undefined, 3]],
  ['2 ou 3 carottes', [2, 'pièce', 'carotte', undefined, 3]],
  ['deux à trois branches de thym', [2, 'pièce', 'thym', undefined, 3]],
  ['quelques feuilles de basilic', [undefined, undefined, 'basilic', 'quelques feuilles']],
  ['quelques radis', [undefined, undefined, 'radis', 'quelques']],
  ['un oignon', [1, 'pièce', 'oignon']],
  ['une pincée de sel', [1, 'pincée', 'sel']],
  ['deux œufs', [2, 'pièce', 'oeuf']],
  ['trois carottes', [3, 'pièce', 'carotte']],
  ['quatre tomates', [4, 'pièce', 'tomate']],
  ['cinq échalotes', [5, 'pièce', 'echalote']],
  ['six pommes', [6, 'pièce', 'pomme']],
  ['huit figues', [8, 'pièce', 'figue']],
  ['dix abricots', [10, 'pièce', 'abricot']],
  ['douze noix', [12, 'pièce', 'noix']],
  ["une douzaine d'œufs", [12, 'pièce', 'oeuf']],
  ["une demi-douzaine d'œufs", [6, 'pièce', 'oeuf']],
  ['une demi-botte de persil', [0.5, 'pièce', 'persil']],
  ['un demi-litre de lait', [0.5, 'l', 'lait-demi-ecreme']],
  ['1/4 de grenade', [0.25, 'pièce', 'grenade']],
  ['environ 200 g de farine', [200, 'g', 'farine-de-ble', 'environ']],
  ['2 x 200 g de lardons', [400, 'g', 'lardons']],
  // Weights and volumes.
  ['250 gr de lardons', [250, 'g', 'lardons']],
  ['500 grammes de viande hachée', [500, 'g', 'boeuf-hache']],
  ['1 kg de pommes de terre à chair ferme', [1, 'kg', 'pomme-de-terre', 'à chair ferme']],
  ['5 mg de safran', [0.005, 'g', 'safran']],
  ['500g de carottes', [500, 'g', 'carotte']],
  ['25 cl de lait', [25, 'cl', 'lait-demi-ecreme']],
  ['20cl de crème fraîche', [20, 'cl', 'creme-fraiche-epaisse']],
  ["1 dl d'eau", [10, 'cl', 'eau']],
  ['150 ml de lait tiède', [150, 'ml', 'lait-demi-ecreme', 'tiède']],
  ["1 l d'eau", [1, 'l', 'eau']],
  ['1 litre de bouillon de volaille', [1, 'l', 'bouillon-de-volaille']],
  ['1 verre de vin blanc', [200, 'ml', 'vin-blanc', '1 verre']],
  ['1 tasse de riz', [250, 'ml', 'riz-basmati', '1 tasse']],
  ['1 bol de bouillon de volaille', [350, 'ml', 'bouillon-de-volaille', '1 bol']],
  ['3 pots de yaourt de farine', [375, 'ml', 'farine-de-ble', '3 pots de yaourt']],
  // Spoons.
  ['2 c. à s. de sucre', [2, 'c. à soupe', 'sucre-en-poudre']],
  ['2 c.à.s de sucre', [2, 'c. à soupe', 'sucre-en-poudre']],
  ['3 cs de farine', [3, 'c. à soupe', 'farine-de-ble']],
  ['3 CS de farine', [3, 'c. à soupe', 'farine-de-ble']],
  ["1 càs d'huile d'olive", [1, 'c. à soupe', 'huile-d-olive']],
  ['2 cuillères à soupe de miel', [2, 'c. à soupe', 'miel']],
  ['1 cuillère à soupe rase de levure chimique', [1, 'c. à soupe', 'levure-chimique', 'rase']],
  ['1 cuillère à soupe bombée de cacao', [1, 'c. à soupe', 'cacao-en-poudre', 'bombée']],
  ['1 cuil. à soupe de miel', [1, 'c. à soupe', 'miel']],
  ['1 c. à c. de cannelle', [1, 'c. à café', 'cannelle']],
  ['1 cc de sel', [1, 'c. à café', 'sel']],
  ['1 càc de cumin', [1, 'c. à café', 'cumin']],
  ['2 cuillères à café bombées de cumin', [2, 'c. à café', 'cumin', 'bombées']],
  ['1 cuillère à café de curry', [1, 'c. à café', 'curry']],
  ["1 c. à café d'extrait de vanille", [1, 'c. à café', 'extrait-de-vanille']],
  ['1 c. à café rase de sucre en poudre', [1, 'c. à café', 'sucre-en-poudre', 'rase']],
  ['4 cs de parmesan fraîchement râpé', [4, 'c. à soupe', 'parmesan', 'fraîchement râpé']],
  // Pieces and household measures.
  ['1 pincée de piment d’Espelette', [1, 'pincée', 'piment-d-espelette']],
  ['2 pincées de noix de muscade', [2, 'pincée', 'muscade']],
  ["2 gousses d'ail", [2, 'pièce', 'ail']],
  ['1 bouquet de persil', [1, 'pièce', 'persil']],
  ['1 bouquet garni', [1, 'pièce', 'bouquet-garni']],
  ['3 brins de thym', [3, 'pièce', 'thym']],
  ['1 botte de radis', [1, 'pièce', 'radis']],
  ['4 tranches de jambon', [4, 'pièce', 'jambon-blanc']],
  ["1 filet d'huile d'olive", [1, 'c. à soupe', 'huile-d-olive', '1 filet']],
  ['2 filets de cabillaud', [2, 'pièce', 'cabillaud-filet']],
  ['1 noix de beurre', [10, 'g', 'beurre-doux', '1 noix']],
  ['1 morceau de gingembre', [1, 'pièce', 'gingembre']],
  ['1 poignée de roquette', [1, 'pièce', 'roquette']],
  ['1 sachet de levure chimique', [1, 'pièce', 'levure-chimique']],
  ['1 sachet de sucre vanillé', [1, 'pièce', 'sucre-vanille']],
  ['1 pot de crème fraîche', [1, 'pièce', 'creme-fraiche-epaisse']],
  ['2 feuilles de laurier', [2, 'pièce', 'laurier']],
  ['1 branche de céleri', [1, 'pièce', 'celeri-branche']],
  ['2 tiges de citronnelle', [2, 'pièce', 'citronnelle']],
  ["1 zeste d'orange", [1, 'pièce', 'orange']],
  ['1 zeste de citron', [1, 'pièce', 'zeste-de-citron']],
  ['2 clous de girofle', [2, 'pièce', 'clou-de-girofle']],
  ['1 boule de mozzarella', [1, 'pièce', 'mozzarella']],
  ['4 cuisses de poulet', [4, 'pièce', 'poulet-cuisse']],
  ['1 rouleau de pâte feuilletée', [1, 'pièce', 'pate-feuilletee']],
  ['1 cube de bouillon de volaille', [1, 'pièce', 'cube-bouillon-volaille']],
  ['6 tours de moulin de poivre', [1.2, 'pincée', 'poivre', '6 tours de moulin']],
  // Containers.
  ['1 boîte (400 g) de tomates concassées', [400, 'g', 'tomates-concassees', '1 boîte']],
  ['2 boîtes de 400 g de tomates pelées', [800, 'g', 'tomates-pelees-en-conserve', '2 boîtes']],
  ['1 brique de crème liquide (20 cl)', [20, 'cl', 'creme-liquide', '1 brique']],
  ['1 plaquette de beurre (250 g)', [250, 'g', 'beurre-doux', '1 plaquette']],
  ['1 boîte de pois chiches', [1, 'pièce', 'pois-chiches']],
  // Foods counted in pieces.
  ['6 œufs', [6, 'pièce', 'oeuf']],
  ['1 citron non traité (zeste et jus)', [1, 'pièce', 'citron', 'non traité, zeste et jus']],
  ['2 oignons', [2, 'pièce', 'oignon']],
  ['1 gros oignon', [1, 'pièce', 'oignon', 'gros']],
  ['2 petites échalotes', [2, 'pièce', 'echalote', 'petites']],
  ['3 belles tomates bien mûres', [3, 'pièce', 'tomate', 'belles, bien mûres']],
  ['10 tomates cerises', [10, 'pièce', 'tomate-cerise']],
  ['1 poivron rouge', [1, 'pièce', 'poivron-rouge']],
  ['2 courgettes moyennes', [2, 'pièce', 'courgette', 'moyennes']],
  ['1 avocat mûr', [1, 'pièce', 'avocat', 'mûr']],
  ["2 jaunes d'oeufs", [2, 'pièce', 'jaune-d-oeuf']],
  ['1 jaune d’oeuf', [1, 'pièce', 'jaune-d-oeuf']],
  ['6 pavés de saumon', [6, 'pièce', 'saumon-filet']],
  ["le jus d'un citron", [1, 'pièce', 'citron', 'jus']],
  ["Le jus d'1/2 citron", [0.5, 'pièce', 'citron', 'jus']],
  ["le zeste d'une orange", [1, 'pièce', 'orange', 'zeste']],
  // Articles and elisions, and lines without quantity.
  ["huile d'olive", [undefined, undefined, 'huile-d-olive']],
  ['du sel', [undefined, undefined, 'sel']],
  ['de la ciboulette', [undefined, undefined, 'ciboulette']],
  ['des lardons', [undefined, undefined, 'lardons']],
  ["de l'huile de tournesol", [undefined, undefined, 'huile-de-tournesol']],
  ["l'eau de cuisson", [undefined, undefined, null]],
  ['poivre du moulin', [undefined, undefined, 'poivre']],
  ['sel fin', [undefined, undefined, 'sel']],
  ['Piment d’Espelette', [undefined, undefined, 'piment-d-espelette']],
  // Preparation words kept as a note.
  ['1 oignon émincé', [1, 'pièce', 'oignon', 'émincé']],
  ['2 carottes coupées en rondelles', [2, 'pièce', 'carotte', 'coupées en rondelles']],
  ['1 courgette coupée en dés', [1, 'pièce', 'courgette', 'coupée en dés']],
  ['2 courgettes en dés', [2, 'pièce', 'courgette', 'en dés']],
  ['persil haché', [undefined, undefined, 'persil', 'haché']],
  ['3 carottes râpées', [3, 'pièce', 'carotte', 'râpées']],
  ['100 g de beurre fondu', [100, 'g', 'beurre-doux', 'fondu']],
  ['100 g de beurre ramolli', [100, 'g', 'beurre-doux', 'ramolli']],
  ['200 g de beurre à température ambiante', [200, 'g', 'beurre-doux', 'à température ambiante']],
  ['40 g de beurre, fondu, refroidi', [40, 'g', 'beurre-doux', 'fondu, refroidi']],
  ['3 œufs, battus', [3, 'pièce', 'oeuf', 'battus']],
  ['1 piment (facultatif)', [1, 'pièce', 'piment-rouge', 'facultatif']],
  ['2 tomates (bio)', [2, 'pièce', 'tomate', 'bio']],
  ['sel selon le goût', [undefined, undefined, 'sel', 'selon le goût']],
  ['huile pour la cuisson', [undefined, undefined, 'huile-vegetale', 'pour la cuisson']],
  ['beurre pour le moule', [undefined, undefined, 'beurre-doux', 'pour le moule']],
  ['sucre glace pour la décoration', [undefined, undefined, 'sucre-glace', 'pour la décoration']],
  ['1 noix de beurre demi-sel de Bretagne', [10, 'g', 'beurre-demi-sel', '1 noix, de Bretagne']],
  ['100 g de lardons fumés ou de pancetta', [100, 'g', 'lardons', 'ou de pancetta']],
  ['- 200 g de chocolat noir', [200, 'g', 'chocolat-noir-patissier']],
  ['• 3 œufs entiers', [3, 'pièce', 'oeuf', 'entiers']],
  // Name first, quantity after (family notebooks, some sites).
  ['Farine : 200 g', [200, 'g', 'farine-de-ble']],
  ['beurre 50g', [50, 'g', 'beurre-doux']],
  ['Beurre - 20 grammes', [20, 'g', 'beurre-doux']],
  ['Échalote - 1', [1, 'pièce', 'echalote']],
  ['Sel fin : 8 pincée(s)', [8, 'pincée', 'sel']],
  ['Oeuf(s) : 1 pièce(s)', [1, 'pièce', 'oeuf']],
  ['Crème fraîche épaisse - 2 cuillères à soupe', [2, 'c. à soupe', 'creme-fraiche-epaisse']],
  // Strict names: kept as written, not recognised.
  ['pâte à modeler', [undefined, undefined, null]],
  ['une sauce mystère au soja', [1, 'pièce', null]],
  ['150 g de séré demi-gras', [150, 'g', null]],
  ['riz spécial risotto', [undefined, undefined, null]],
  ['250 g de fromage frais double crème', [250, 'g', null]],
  ['250 g de farine sans gluten', [250, 'g', null]],
  ['crème fleurette', [undefined, undefined, 'creme-liquide']],
  ['1 pot de crème de marrons', [1, 'pièce', 'creme-de-marrons']],
  ['100 g de crème de marrons', [100, 'g', 'creme-de-marrons']],
  ['3 gouttes de colorant alimentaire', [0.15, 'ml', null, '3 gouttes']],
];

describe('readIngredientLine: one food per line', () => {
  it('has a table of more than 120 lines', () => {
    expect(ONE_FOOD.length).toBeGreaterThan(120);
  });
  it.each(ONE_FOOD)('%s', (text, exp) => {
    const read = readIngredientLine(text);
    expect(read).toHaveLength(1);
    expect(view(read[0]!)).toEqual(expected(exp));
    expect(read[0]!.raw).toBe(text);
  });
});

describe('readIngredientLine: names, headers, several foods', () => {
  it('uses the catalogue name for a recognised food and keeps the words of an unknown one', () => {
    expect(readIngredientLine('2 oignons')[0]!.name).toBe('Oignons');
    expect(readIngredientLine("350 g d'aubergine")[0]!.name).toBe('Aubergine');
    expect(readIngredientLine('150 g de séré demi-gras')[0]!.name).toBe('séré demi-gras');
    expect(readIngredientLine('pâte à modeler')[0]!.name).toBe('pâte à modeler');
  });

  it('keeps the unity a recipe ingredient shows, which units.ts reads back as the unit', () => {
    const garlic = readIngredientLine("2 gousses d'ail")[0]!;
    expect(garlic.unity).toBe('gousses');
    expect(parseUnit(garlic.unity!, undefined)).toBe('pièce');
    const thyme = readIngredientLine('3 brins de thym')[0]!;
    expect(thyme.unity).toBe('brins');
    const spoon = readIngredientLine('2 c.à.s de sucre')[0]!;
    expect(spoon.unity).toBe('c. à soupe');
    expect(parseUnit(spoon.unity!)).toBe('c. à soupe');
  });

  it.each([
    ['sel, poivre', ['sel', 'poivre']],
    ['sel et poivre', ['sel', 'poivre']],
    ['Sel & poivre du moulin', ['sel', 'poivre']],
    ['sel / poivre', ['sel', 'poivre']],
    ['beurre et farine pour le moule', ['beurre-doux', 'farine-de-ble']],
    ['thym, laurier, romarin', ['thym', 'laurier', 'romarin']],
  ])('splits « %s » into one line per food', (text, ids) => {
    const read = readIngredientLine(text);
    expect(read.map((r) => r.ingredientId)).toEqual(ids);
    expect(read.every((r) => r.raw === text && r.kind === 'ingredient')).toBe(true);
  });

  it('does not split a food and its description, nor a parenthesis', () => {
    expect(readIngredientLine('tomates, pelées').map((r) => [r.ingredientId, r.note])).toEqual([['tomate', 'pelées']]);
    expect(readIngredientLine('25 cl de lait (vache ou amande/avoine)').map((r) => [r.ingredientId, r.note])).toEqual([
      ['lait-demi-ecreme', 'vache ou amande/avoine'],
    ]);
    expect(readIngredientLine('fromage frais ail et fines herbes').map((r) => r.ingredientId)).toEqual(['fromage-frais-ail-fines-herbes']);
  });

  it.each([
    ['Pour la pâte :', 'Pour la pâte'],
    ['Pour la garniture', 'Pour la garniture'],
    ['Pour les crêpes', 'Pour les crêpes'],
    ['La garniture', 'La garniture'],
    ['LA PÂTE', 'LA PÂTE'],
    ['Sauce :', 'Sauce'],
    ['Pour 6 personnes :', 'Pour 6 personnes'],
    ['Pâte (moule de 24 cm) :', 'Pâte (moule de 24 cm)'],
    ['Ganache au chocolat', 'Ganache au chocolat'],
  ])('reads « %s » as a header', (text, section) => {
    expect(readIngredientLine(text)).toEqual([expect.objectContaining({ kind: 'header', section, name: section, ingredientId: null })]);
    expect(readIngredientLine(text)[0]!.quantity).toBeUndefined();
  });

  it('does not take a food for a header', () => {
    expect(readIngredientLine('Sauce soja')[0]).toMatchObject({ kind: 'ingredient', ingredientId: 'sauce-soja' });
    expect(readIngredientLine('Pour 4 personnes : 200 g de farine')[0]!.kind).toBe('ingredient');
  });

  it('returns nothing for a blank line', () => {
    expect(readIngredientLine('   ')).toEqual([]);
    expect(readIngredientLine('-')).toEqual([]);
  });

  it('carries the header over the lines under it', () => {
    const read = readIngredientLines(['Pour la pâte :', '250 g de farine', '125 g de beurre', 'Pour la garniture :', '3 pommes']);
    expect(read.map((r) => [r.kind, r.section ?? null, r.ingredientId])).toEqual([
      ['header', 'Pour la pâte', null],
      ['ingredient', 'Pour la pâte', 'farine-de-ble'],
      ['ingredient', 'Pour la pâte', 'beurre-doux'],
      ['header', 'Pour la garniture', null],
      ['ingredient', 'Pour la garniture', 'pomme'],
    ]);
  });

  it("keeps the extraction's own sections", () => {
    const read = readIngredientLines([
      { section: 'Pâte', text: '200 g de farine' },
      { section: 'Crème', text: '50 cl de lait' },
      { text: 'sel' },
    ]);
    expect(read.map((r) => r.section ?? null)).toEqual(['Pâte', 'Crème', null]);
  });
});

describe('allergens of the raw text', () => {
  it('reads milk in a butter line, resolved or not', () => {
    expect(rawAllergens('1 noix de beurre demi-sel de Bretagne')).toEqual(['Lait']);
    expect(rawAllergens('une noix de beurre aux algues de Roscoff')).toEqual(['Lait']);
    expect(readIngredientLine('1 noix de beurre demi-sel de Bretagne')[0]!.allergens).toEqual(['Lait']);
  });

  it('reads soy in an unknown sauce, and the line stays unknown', () => {
    expect(rawAllergens('une sauce mystère au soja')).toEqual(['Soja']);
    const line = readIngredientLine('une sauce mystère au soja')[0]!;
    expect(line).toMatchObject({ recognised: false, ingredientId: null, allergens: ['Soja'] });
  });

  it.each([
    ['2 œufs', ['Œufs']],
    ['100 g de farine de blé', ['Gluten']],
    ['une poignée de noix de pécan', ['Fruits à coque']],
    ['1 c. à café de graines de sésame', ['Sésame']],
    ['200 g de crevettes décortiquées', ['Crustacés']],
    ['1 c. à soupe de moutarde à l’ancienne maison', ['Moutarde', 'Sulfites']],
    ['40 cl de lait de coco', []],
    ['1 pincée de noix de muscade', []],
    ['3 pots de yaourt de sucre', []],
  ])('« %s » → %j', (text, labels) => {
    expect(rawAllergens(text)).toEqual(labels);
  });

  it('adds the raw words to a recognised food (never fewer than the catalogue says)', () => {
    expect(readIngredientLine('2 tranches de pain de mie')[0]!.allergens).toContain('Gluten');
    expect(readIngredientLine('beurre ou margarine au soja')[0]).toMatchObject({
      ingredientId: 'beurre-doux',
      allergens: ['Soja', 'Lait'],
    });
  });
});

describe('toDraftIngredient', () => {
  it('makes a recipe ingredient of a line', () => {
    expect(toDraftIngredient(readIngredientLine("2 gousses d'ail")[0]!)).toEqual({
      name: 'Ail',
      quantity: 2,
      unity: 'gousses',
      ingredientId: 'ail',
    });
    expect(toDraftIngredient(readIngredientLine('1 boîte (400 g) de tomates concassées')[0]!)).toEqual({
      name: 'Tomates concassées (1 boîte)',
      quantity: 400,
      unity: 'g',
      ingredientId: 'tomates-concassees',
    });
    expect(toDraftIngredient(readIngredientLine('sel')[0]!)).toEqual({ name: 'Sel', quantity: 0, unity: '', ingredientId: 'sel' });
    expect(toDraftIngredient(readIngredientLine('150 g de séré demi-gras')[0]!)).toEqual({
      name: 'séré demi-gras',
      quantity: 150,
      unity: 'g',
      ingredientId: null,
    });
    expect(toDraftIngredient(readIngredientLine('Pour la pâte :')[0]!)).toBeNull();
  });
});
