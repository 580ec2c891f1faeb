import { describe, expect, it } from 'vitest';
import { corpusRecipeDraft } from '../facts/corpus';
import { ALL_RECIPES } from '../knowledge/kb';
import { getIngredient, namesOf } from '../knowledge/catalogue';
import { compileProfile } from '../household/profile';
import { checkRecipeSafety, repairRecipe, repairWith } from './check';
import { chooseSubstitute, applySubstitute } from './substitutions/index';
import { iterateRecipe } from '../cooking/versions/index';
import { containsKey, phraseKey, words } from '../base/text';
import type { EaterProfile, RecipeDraft } from '../index';
import { draftOf } from '../../../test/kitchen/fixtures';

const P: EaterProfile = { allergies: [], dislikedIngredients: [], diets: [], adults: 2, children: 0, cuisinePreferences: [] };
const draftWith = (ids: [string, number, string][], steps: string[], dishType = 'Plat chaud'): RecipeDraft =>
  draftOf(ids, steps, { dishType });

describe('substitutions', () => {
  it('butter → oil ×0.8 in savoury dishes, and the steps follow', () => {
    const r = draftWith(
      [
        ['beurre-doux', 50, 'g'],
        ['poireau', 3, 'pièce'],
      ],
      ['Faites fondre le beurre dans une sauteuse.', 'Ajoutez les poireaux.'],
    );
    const fixed = repairRecipe(r, { ...P, allergies: ['Lait'] })!;
    const line = fixed.ingredients[0]!;
    expect(line.ingredientId).toBe('huile-d-olive');
    expect(line.quantity).toBe(40);
    expect(fixed.instructions[0]!.explanation).toBe("Faites fondre l'huile d'olive dans une sauteuse.");
    expect(fixed.allergens).not.toContain('Lait');
  });

  it('binding eggs in a cake → a flax "egg" (1 c. à soupe of ground flax + 3 of water per egg), and the steps follow', () => {
    const cake = draftWith(
      [
        ['oeuf', 2, 'pièce'],
        ['sucre-en-poudre', 100, 'g'],
        ['farine-de-ble', 200, 'g'],
      ],
      ['Fouettez les œufs avec le sucre.', 'Ajoutez la farine et versez dans le moule.'],
      'Dessert',
    );
    const fixedCake = repairRecipe(cake, { ...P, allergies: ['Œufs'] })!;
    expect(fixedCake.ingredients[0]).toEqual({
      name: "Graines de lin, moulues, mélangées à 3 c. à soupe d'eau par œuf",
      quantity: 2,
      unity: 'c. à soupe',
      ingredientId: 'graines-de-lin',
    });
    expect(fixedCake.instructions[0]!.explanation).toBe(
      "Préparez les œufs de lin : mélangez les graines de lin moulues avec 3 c. à soupe d'eau par cuillerée et laissez gonfler 10 minutes. Fouettez les œufs de lin avec le sucre.",
    );
    expect(fixedCake.instructions[1]!.explanation).toBe('Ajoutez la farine et versez dans le moule.');
  });

  it('whipped whites → aquafaba (45 ml per whole egg, 30 ml per white): no separating, no yolks left in the steps', () => {
    const meringue = draftWith(
      [
        ['blanc-d-oeuf', 3, 'pièce'],
        ['sucre-en-poudre', 150, 'g'],
      ],
      ['Montez les blancs en neige ferme.', "Ajoutez le sucre en pluie et fouettez jusqu'à ce qu'ils soient brillants."],
      'Dessert',
    );
    const v = repairRecipe(meringue, { ...P, diets: ['Végan'] })!;
    expect(v.ingredients[0]).toEqual({ name: 'Aquafaba', quantity: 90, unity: 'ml', ingredientId: 'aquafaba' });
    expect(v.instructions[0]!.explanation).toBe("Montez l'aquafaba en neige ferme.");
    expect(v.instructions[0]!.tips).toContain("L'aquafaba est le jus de pois chiches d'une boîte");
    const soufflé = draftWith(
      [
        ['oeuf', 4, 'pièce'],
        ['gruyere-rape', 100, 'g'],
        ['lait-demi-ecreme', 25, 'cl'],
      ],
      [
        'Séparez les blancs des jaunes. Mélangez les jaunes avec le lait.',
        'Montez les blancs en neige et incorporez-les.',
        'Parsemez de gruyère et enfournez.',
      ],
      'Plat chaud',
    );
    const vs = repairRecipe(soufflé, { ...P, diets: ['Végan'] })!;
    expect(vs.ingredients.map((l) => [l.ingredientId, l.quantity, l.unity])).toEqual([
      ['aquafaba', 180, 'ml'],
      ['levure-maltee', 30, 'g'],
      ['lait-d-avoine', 25, 'cl'],
    ]);
    expect(vs.instructions.map((s) => s.explanation)).toEqual([
      "Montez l'aquafaba en neige et incorporez-les.",
      'Parsemez de levure maltée et enfournez.',
    ]);
  });

  it('eggs that are the dish (omelette) → silken tofu, scrambled', () => {
    const omelette = {
      ...draftWith(
        [
          ['oeuf', 6, 'pièce'],
          ['sel', 1, 'pincée'],
        ],
        ['Battez les œufs en omelette.'],
      ),
      title: 'Brouillade nature',
    };
    const v = repairRecipe(omelette, { ...P, diets: ['Végan'] })!;
    expect(v.ingredients[0]).toMatchObject({ ingredientId: 'tofu-soyeux', quantity: 360, unity: 'g' });
    // Called an omelette, it would be an omelette without eggs: refused.
    expect(repairRecipe({ ...omelette, title: 'Omelette nature' }, { ...P, diets: ['Végan'] })).toBeNull();
  });

  it('butter in a pastry → margarine; butter to cook → olive oil', () => {
    const pastry = draftWith(
      [
        ['farine-de-ble', 250, 'g'],
        ['beurre-doux', 125, 'g'],
        ['poireau', 3, 'pièce'],
      ],
      ["Sablez la farine avec le beurre, ajoutez un peu d'eau et formez une pâte.", 'Faites fondre les poireaux.'],
      'Plat chaud',
    );
    // Most margarines carry whey: a vegan pastry gets the 100 % plant one, a pork-free one plain margarine.
    expect(repairRecipe(pastry, { ...P, diets: ['Végan'] })!.ingredients[1]).toMatchObject({
      ingredientId: 'margarine-vegetale',
      quantity: 125,
      unity: 'g',
    });
    expect(repairRecipe(pastry, { ...P, dislikedIngredients: ['beurre'] })!.ingredients[1]).toMatchObject({
      ingredientId: 'margarine',
      quantity: 125,
      unity: 'g',
    });
    const pan = draftWith(
      [
        ['beurre-doux', 30, 'g'],
        ['poireau', 3, 'pièce'],
      ],
      ['Faites fondre les poireaux dans le beurre.'],
      'Plat chaud',
    );
    expect(repairRecipe(pan, { ...P, diets: ['Végan'] })!.ingredients[0]).toMatchObject({
      ingredientId: 'huile-d-olive',
      quantity: 25,
      unity: 'g',
    });
  });

  it('gelatine → agar-agar: no soaking, boiled to set', () => {
    const panna = corpusRecipeDraft('panna-cotta-coulis-de-fruits-rouges')!;
    const v = repairRecipe(panna, { ...P, diets: ['Végan'] })!;
    expect(v.ingredients.some((l) => l.ingredientId === 'agar-agar')).toBe(true);
    const steps = v.instructions.map((s) => `${s.explanation} ${s.tips}`).join(' ');
    expect(steps).not.toMatch(/gélatine|ramollir|essorée/i);
    expect(steps).toContain(
      "ajoutez l'agar-agar en mélangeant, puis faites bouillir 2 minutes en remuant : l'agar-agar ne prend qu'après ébullition.",
    );
  });

  it('eggs cooked as an omelette inside a dish (fried rice) → silken tofu, not flax', () => {
    const rice = draftWith(
      [
        ['oeuf', 3, 'pièce'],
        ['riz-basmati', 300, 'g'],
      ],
      ['Battez les œufs et faites-les cuire en omelette brouillée.', 'Ajoutez le riz.'],
    );
    const v = repairRecipe(rice, { ...P, diets: ['Végan'] })!;
    expect(v.ingredients[0]).toMatchObject({ ingredientId: 'tofu-soyeux', quantity: 180, unity: 'g' });
    expect(v.instructions[0]!.explanation).toBe('Battez le tofu soyeux et faites-le cuire en omelette brouillée.');
  });

  it('grated cheese on top → nutritional yeast', () => {
    const gratin = draftWith(
      [
        ['courgette', 800, 'g'],
        ['emmental', 100, 'g'],
      ],
      ['Coupez les courgettes en rondelles.', "Parsemez d'emmental et faites gratiner."],
      'Plat chaud',
    );
    const v = repairRecipe(gratin, { ...P, diets: ['Végan'] })!;
    expect(v.ingredients[1]).toMatchObject({ ingredientId: 'levure-maltee', quantity: 30, unity: 'g' });
    expect(v.instructions[1]!.explanation).toBe('Parsemez de levure maltée et faites gratiner.');
  });

  it('cream → soy cream, milk → oat milk, flour → rice flour / cornflour (sans gluten)', () => {
    const r = draftWith(
      [
        ['creme-liquide', 20, 'cl'],
        ['lait-demi-ecreme', 50, 'cl'],
        ['farine-de-ble', 30, 'g'],
      ],
      ['Mélangez la crème, le lait et la farine.'],
    );
    const vegan = repairRecipe(r, { ...P, diets: ['Végan'] })!;
    expect(vegan.ingredients.map((l) => l.ingredientId)).toEqual(['creme-de-soja', 'lait-d-avoine', 'farine-de-ble']);
    // Oat milk carries gluten in the catalogue: a gluten-free vegan gets soy milk.
    const v = repairRecipe(r, { ...P, diets: ['Végan', 'Sans gluten'] })!;
    expect(v.ingredients.map((l) => l.ingredientId)).toEqual(['creme-de-soja', 'lait-de-soja', 'maizena']);
    expect(v.ingredients[0]!.quantity).toBe(20);
    expect(v.ingredients[0]!.unity).toBe('cl');
    expect(checkRecipeSafety(v, { ...P, diets: ['Végan', 'Sans gluten'] }).safe).toBe(true);
  });

  it('lardons → smoked tofu or mushrooms for végétarien; chicken → a plant protein', () => {
    const r = draftWith(
      [
        ['lardons', 150, 'g'],
        ['poulet-filet', 2, 'pièce'],
      ],
      ['Faites dorer les lardons.', 'Coupez le poulet en dés.'],
    );
    const v = repairRecipe(r, { ...P, diets: ['Végétarien'] })!;
    expect(['tofu-fume', 'champignon-de-paris']).toContain(v.ingredients[0]!.ingredientId);
    expect(getIngredient(v.ingredients[1]!.ingredientId)!.family).toBe('legumineuse');
    expect(v.instructions.map((s) => s.explanation).join(' ')).not.toMatch(/lardon|poulet/i);
  });

  it('halal keeps meat: pork → another meat', () => {
    const r = draftWith([['porc-hache', 400, 'g']], ['Faites revenir le porc haché.']);
    const v = repairRecipe(r, { ...P, diets: ['Halal'] })!;
    expect(['viande', 'volaille']).toContain(getIngredient(v.ingredients[0]!.ingredientId)!.family);
  });

  it('drops an optional garnish that has no allowed substitute, and its mentions', () => {
    const r = draftWith(
      [
        ['courgette', 500, 'g'],
        ['graines-de-sesame', 1, 'c. à soupe'],
      ],
      ['Faites sauter les courgettes.', 'Parsemez de graines de sésame et servez.'],
    );
    const v = repairRecipe(r, { ...P, allergies: ['Sésame'], dislikedIngredients: ['graines'] });
    expect(v).not.toBeNull();
    expect(v!.ingredients.some((l) => l.ingredientId === 'graines-de-sesame')).toBe(false);
    expect(v!.instructions.map((s) => s.explanation).join(' ')).not.toMatch(/sésame/i);
  });

  it('returns null when a main ingredient cannot be replaced', () => {
    const r = draftWith([['poulet-filet', 600, 'g']], ['Rôtissez le poulet.']);
    const impossible = {
      ...P,
      diets: ['Végan'],
      allergies: ['Soja'],
      dislikedIngredients: ['pois', 'haricots', 'lentilles', 'champignons', 'seitan', 'tempeh', 'tofu', 'tempeh'],
    };
    expect(repairRecipe(r, impossible)).toBeNull();
  });

  it('chooses only allowed substitutes', () => {
    const r = draftWith([['beurre-doux', 50, 'g']], ['Faites fondre le beurre.']);
    const choice = chooseSubstitute(r.ingredients[0]!, r, (c) => c.id !== 'huile-d-olive' && !c.allergens?.includes('lait'));
    expect(choice).not.toBeNull();
    expect(choice!.target.id).not.toBe('huile-d-olive');
    expect(choice!.target.allergens ?? []).not.toContain('lait');
    const applied = applySubstitute(r, 0, choice!);
    expect(applied.ingredients).toHaveLength(1);
  });

  it('coherence: an excluded ingredient is gone from the ingredients and from every instruction', { timeout: 60_000 }, () => {
    let checked = 0;
    for (const data of ALL_RECIPES) {
      const r = corpusRecipeDraft(data.id)!;
      // The heaviest non-staple ingredient of the recipe, excluded by its canonical name.
      const target = data.ingredients
        .map((i) => getIngredient(i.id))
        .find((i) => i && !['epice', 'condiment', 'matiere-grasse'].includes(i.family));
      if (!target) continue;
      const out = iterateRecipe(r, { variants: [], comment: '', ingredientReplacements: [], excludedIngredients: [target.name] }, P);
      expect(
        out.ingredients.some((l) => l.ingredientId === target.id),
        `${data.id} still has ${target.id}`,
      ).toBe(false);
      const remainingKeys = out.ingredients.flatMap((l) => [
        phraseKey(l.name),
        ...(getIngredient(l.ingredientId) ? namesOf(getIngredient(l.ingredientId)!).map(phraseKey) : []),
      ]);
      const nameKey = phraseKey(target.name);
      if (remainingKeys.some((k) => containsKey(k, nameKey))) continue;
      for (const step of out.instructions) {
        expect(
          containsKey(
            words(step.explanation)
              .map((w) => (w.length > 3 && /[sx]$/.test(w) ? w.slice(0, -1) : w))
              .join(' '),
            nameKey,
          ),
          `${data.id}: "${step.explanation}" mentions ${target.name}`,
        ).toBe(false);
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('repair output always passes the safety check', () => {
    const profiles: EaterProfile[] = [
      { ...P, allergies: ['Lait', 'Œufs'] },
      { ...P, diets: ['Végan'] },
      { ...P, diets: ['Sans gluten', 'Halal'] },
      { ...P, allergies: ['Fruits à coque', 'Poisson'], dislikedIngredients: ['oignon'] },
      { ...P, diets: ['Cétogène'] },
    ];
    for (const profile of profiles) {
      const compiled = compileProfile(profile);
      const fixed = ALL_RECIPES.slice(0, 60).map((data) => ({ id: data.id, r: repairWith(corpusRecipeDraft(data.id)!, compiled) }));
      const repaired = fixed.filter((x): x is { id: string; r: RecipeDraft } => x.r !== null);
      // Most recipes can be adapted to each of these profiles; those that cannot return null.
      expect(repaired.length, JSON.stringify(profile)).toBeGreaterThan(10);
      for (const { id, r } of repaired) expect(checkRecipeSafety(r, profile).violations, `${id} ${JSON.stringify(profile)}`).toEqual([]);
    }
  });
});

describe('substitutions follow culinary practice', () => {
  it('a chocolate allergy leaves a chocolate mousse without any stand-in: the repair refuses it rather than faking it', () => {
    expect(repairRecipe(corpusRecipeDraft('mousse-au-chocolat')!, { ...P, allergies: ['Chocolat'] })).toBeNull();
  });

  it('a milk allergy turns dark chocolate into another chocolate or cocoa, never a cake', () => {
    const line = corpusRecipeDraft('mousse-au-chocolat')!.ingredients.find((l) => l.ingredientId === 'chocolat-noir-patissier')!;
    const choice = chooseSubstitute(line, corpusRecipeDraft('mousse-au-chocolat')!, (c) => !c.allergens?.includes('lait'));
    expect(['chocolat-noir-70', 'cacao-en-poudre']).toContain(choice?.target.id);
  });

  it('halal coq au vin: a coq au vin without wine would lie, the repair refuses it', () => {
    expect(repairRecipe(corpusRecipeDraft('coq-au-vin')!, { ...P, diets: ['Halal'] })).toBeNull();
  });

  it('vegan burger: the cheddar is not turned into tofu "to melt", no step melts what is gone, and the lentil patties get a binder', () => {
    const fixed = repairRecipe(corpusRecipeDraft('burger-maison')!, { ...P, diets: ['Végan'] })!;
    const ids = fixed.ingredients.map((l) => l.ingredientId);
    expect(ids).not.toContain('cheddar');
    expect(ids).not.toContain('tofu-ferme');
    expect(ids).toContain('lentilles-en-conserve');
    expect(ids).toContain('farine-de-pois-chiche');
    const steps = fixed.instructions.map((s) => s.explanation);
    expect(steps.filter((s) => /fondre/.test(s))).toEqual([]);
    expect(
      steps.some((s) =>
        s.startsWith('Écrasez les lentilles cuites en conserve à la fourchette et liez-les avec la farine de pois chiche.'),
      ),
    ).toBe(true);
    expect(steps).toContain('Montez les burgers : sauce, salade, steak, tomate, oignon, cornichons, puis le chapeau.');
  });

  it('gluten-free: baking powder becomes bicarbonate (never a sauce), stock becomes water with a bouquet garni', () => {
    const r = draftWith(
      [
        ['farine-de-riz', 200, 'g'],
        ['levure-chimique', 1, 'sachet'],
        ['bouillon-de-volaille', 50, 'cl'],
        ['poireau', 2, 'pièce'],
      ],
      ['Mélangez la farine et la levure chimique.', 'Versez le bouillon sur les poireaux.'],
    );
    const fixed = repairRecipe(r, { ...P, allergies: ['Gluten'] })!;
    expect(fixed.ingredients.map((l) => l.ingredientId)).toEqual(['farine-de-riz', 'bicarbonate', 'eau', 'poireau']);
    expect(fixed.ingredients[2]!.name).toBe('Eau, avec un bouquet garni');
  });
});

describe('steps read as French after a swap', () => {
  it('turkey escalopes → firm tofu: "les escalopes" of the steps become the tofu, and the pronoun agrees', () => {
    const fixed = repairRecipe(corpusRecipeDraft('escalopes-de-dinde-a-la-creme-et-aux-champignons')!, { ...P, diets: ['Végan'] })!;
    const steps = fixed.instructions.map((s) => s.explanation).join(' ');
    expect(fixed.ingredients.map((l) => l.ingredientId)).toContain('tofu-ferme');
    expect(steps).not.toMatch(/escalope/i);
    expect(steps).toContain('farinez légèrement le tofu ferme.');
    expect(steps).toContain("Faites dorer le tofu ferme dans l'huile d'olive 3 minutes de chaque côté, puis réservez-le au chau");
  });

  it('minced beef → lentils: article, participle and pronoun take the plural feminine', () => {
    const r = draftWith(
      [
        ['boeuf-hache', 500, 'g'],
        ['oignon', 1, 'pièce'],
      ],
      ["Faites revenir l'oignon, ajoutez le bœuf haché et faites-le dorer.", 'Étalez le bœuf haché dans un plat.'],
    );
    const fixed = repairRecipe(r, { ...P, diets: ['Végan'] })!;
    expect(fixed.ingredients[0]!.ingredientId).toBe('lentilles-en-conserve');
    expect(fixed.instructions.map((s) => s.explanation)).toEqual([
      "Faites revenir l'oignon, ajoutez les lentilles cuites en conserve et faites-les dorer.",
      'Étalez les lentilles cuites en conserve dans un plat.',
    ]);
  });

  it('chicken legs → tofu: no joint to cut, no bone for the flesh to leave', () => {
    const fixed = repairRecipe(corpusRecipeDraft('coq-au-vin')!, { ...P, diets: ['Végétarien'] })!;
    const steps = fixed.instructions.map((s) => s.explanation).join(' ');
    expect(steps).not.toMatch(/jointure|de l'os|cuisses/);
    expect(steps).toContain('Couvrez et laissez mijoter 1 h 30 à feu doux.');
  });
});

describe('titles after a swap name what is cooked, in French', () => {
  it('lamb → tofu: "Tajine de tofu ferme", never "Tajine d\'tofu ferme"', () => {
    const fixed = repairRecipe(corpusRecipeDraft('tajine-d-agneau-aux-coings-et-aux-amandes')!, { ...P, diets: ['Végan'] })!;
    expect(fixed.title).toBe('Tajine de tofu ferme aux coings et aux amandes');
  });

  it('a cheese that is the dish (salade de chèvre chaud) has no stand-in: no "levure maltée en rondelles", the repair refuses', () => {
    expect(repairRecipe(corpusRecipeDraft('salade-de-chevre-chaud')!, { ...P, allergies: ['Lait'] })).toBeNull();
  });

  it('a condiment for a condiment renames the dish: « Lapin au raifort », never « Lapin à la moutarde » without mustard', () => {
    const r = draftWith(
      [
        ['lapin', 1200, 'g'],
        ['moutarde-de-dijon', 4, 'c. à soupe'],
        ['creme-fraiche-epaisse', 20, 'cl'],
      ],
      ['Badigeonnez le lapin de moutarde.', 'Ajoutez la crème.'],
    );
    const fixed = repairRecipe({ ...r, title: 'Lapin à la moutarde' }, { ...P, allergies: ['Moutarde'] })!;
    expect(fixed.ingredients.map((l) => l.ingredientId)).toContain('raifort');
    expect(fixed.title).toBe('Lapin au raifort');
  });
});

describe('participles agree with the substitute', () => {
  it('chicken → firm tofu: "la volaille émincée" becomes "le tofu ferme émincé", "la viande bien dorée" "le tofu ferme bien doré"', () => {
    const r = draftWith(
      [
        ['poulet-filet', 500, 'g'],
        ['oignon', 1, 'pièce'],
      ],
      ["Faites revenir la volaille émincée avec l'oignon.", 'Servez la viande bien dorée.'],
    );
    const fixed = repairRecipe(r, { ...P, diets: ['Végan'] })!;
    expect(fixed.ingredients[0]!.ingredientId).toBe('tofu-ferme');
    expect(fixed.instructions.map((s) => s.explanation)).toEqual([
      "Faites revenir le tofu ferme émincé avec l'oignon.",
      'Servez le tofu ferme bien doré.',
    ]);
  });
});

describe('yolks that finish a savoury sauce', () => {
  it('egg allergy: the blanquette loses its yolks (no flax "egg" in a cream sauce) and the step still reads', () => {
    const fixed = repairRecipe(corpusRecipeDraft('blanquette-de-veau-a-l-ancienne')!, { ...P, allergies: ['Œufs'] })!;
    const ids = fixed.ingredients.map((l) => l.ingredientId);
    expect(ids).not.toContain('jaune-d-oeuf');
    expect(ids).not.toContain('graines-de-lin');
    expect(fixed.instructions.map((s) => s.explanation)).toContain(
      'Hors du feu, mélangez la crème avec le jus de citron, puis incorporez-les à la sauce sans la faire bouillir.',
    );
  });
});
