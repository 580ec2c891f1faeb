// A version's title claims only what holds. Every diet and every modifier is asked on a sample of
// corpus recipes; whenever the title claims it, an oracle written HERE from the catalogue facts
// (families, allergens, flags, CIQUAL carbs and kcal, prices) confirms it, and whenever it is not
// claimed the description says why in French. The sample must contain both outcomes.

import { describe, expect, it } from 'vitest';
import { corpusRecipeDraft, type EaterProfile, type IterateRequest, type RecipeDraft } from '../index';
import { iterateRecipe } from './versions/index';
import { DIET_LABELS } from '../model';
import { ALL_RECIPES } from '../knowledge/kb';
import { getIngredient, resolveIngredient } from '../knowledge/catalogue';
import { lineCost, lineGrams } from '../facts/derive';
import { stepsMentionMissing } from '../safety/steps';
import type { IngredientData } from '../knowledge/vocabulary';

const P: EaterProfile = { allergies: [], dislikedIngredients: [], diets: [], adults: 2, children: 0, cuisinePreferences: [] };
const req = (variants: string[]): IterateRequest => ({ variants, comment: '', ingredientReplacements: [], excludedIngredients: [] });

// Every 5th corpus recipe: all dish types, sweet and savoury, quick and slow.
const SAMPLE = ALL_RECIPES.filter((_, i) => i % 5 === 0).map((d) => corpusRecipeDraft(d.id)!);

type Line = RecipeDraft['ingredients'][number];
const ingOf = (l: Line): IngredientData | undefined => getIngredient(l.ingredientId) ?? resolveIngredient(l.name);
const grams = (l: Line) => lineGrams(l, ingOf(l));
const perPortion = (r: RecipeDraft, f: (ing: IngredientData) => number) =>
  r.ingredients.reduce((s, l) => {
    const ing = ingOf(l);
    return ing ? s + (grams(l) * f(ing)) / 100 : s;
  }, 0) / r.servings;
const carbs = (r: RecipeDraft) => perPortion(r, (i) => i.ciqual.glucides);
const kcal = (r: RecipeDraft) => perPortion(r, (i) => i.ciqual.kcal);
const cost = (r: RecipeDraft) => r.ingredients.reduce((s, l) => s + lineCost(l, ingOf(l)), 0) / r.servings;
const flesh = new Set(['viande', 'volaille', 'porc', 'poisson', 'fruit-de-mer']);
const landMeat = new Set(['viande', 'volaille', 'porc']);
const has = (i: IngredientData, a: string) => (i.allergens ?? []).includes(a as never);

/** Per-ingredient facts of each diet, as a French cook would state them. */
const LINE_RULES: Record<string, (i: IngredientData) => boolean> = {
  Végétarien: (i) =>
    !flesh.has(i.family) &&
    !['viande', 'porc', 'poisson'].includes(i.animalDerived ?? '') &&
    !has(i, 'poisson') &&
    !has(i, 'crustaces') &&
    !has(i, 'mollusques'),
  Végan: (i) =>
    LINE_RULES.Végétarien!(i) &&
    !['oeuf', 'produit-laitier', 'fromage'].includes(i.family) &&
    !has(i, 'lait') &&
    !has(i, 'oeufs') &&
    i.animalDerived !== 'miel',
  Pescétarien: (i) => !landMeat.has(i.family) && i.animalDerived !== 'viande' && i.animalDerived !== 'porc',
  'Sans gluten': (i) => !has(i, 'gluten'),
  'Sans lactose': (i) => !has(i, 'lait'),
  Cétogène: (i) => i.family !== 'cereale' && i.family !== 'feculent',
  'Low Carb': () => true,
  Paleo: (i) =>
    !['cereale', 'legumineuse', 'produit-laitier', 'fromage', 'alcool'].includes(i.family) &&
    !i.processed &&
    !i.alcohol &&
    !['lait', 'gluten', 'arachides', 'soja'].some((a) => has(i, a)),
  Halal: (i) => i.family !== 'porc' && i.animalDerived !== 'porc' && !i.alcohol && i.family !== 'alcool',
  Casher: (i) => i.family !== 'porc' && i.animalDerived !== 'porc' && !has(i, 'crustaces') && !has(i, 'mollusques'),
  'Sans porc': (i) => i.family !== 'porc' && i.animalDerived !== 'porc',
  'Sans alcool': (i) => !i.alcohol && i.family !== 'alcool',
  'Sans sucre ajouté': (i) => i.family !== 'sucre' || i.id === 'cacao-en-poudre',
  Flexitarien: () => true,
};
/** Recipe-level facts: carbs per portion, meat with dairy, meat per portion. */
const RECIPE_RULES: Record<string, (r: RecipeDraft) => boolean> = {
  Cétogène: (r) => carbs(r) <= 15.05,
  'Low Carb': (r) => carbs(r) <= 30.05,
  Casher: (r) =>
    !(
      r.ingredients.some((l) => landMeat.has(ingOf(l)?.family ?? '')) &&
      r.ingredients.some((l) => ['produit-laitier', 'fromage'].includes(ingOf(l)?.family ?? ''))
    ),
  Flexitarien: (r) => r.ingredients.reduce((s, l) => s + (flesh.has(ingOf(l)?.family ?? '') ? grams(l) : 0), 0) / r.servings <= 60,
};
/** How the title says it ("(version végane)"). */
const ADJ: Record<string, string> = {
  Végétarien: 'végétarienne',
  Végan: 'végane',
  Pescétarien: 'pescétarienne',
  'Sans gluten': 'sans gluten',
  'Sans lactose': 'sans lactose',
  Cétogène: 'cétogène',
  'Low Carb': 'low carb',
  Paleo: 'paléo',
  Halal: 'halal',
  Casher: 'casher',
  'Sans porc': 'sans porc',
  'Sans alcool': 'sans alcool',
  'Sans sucre ajouté': 'sans sucre ajouté',
  Flexitarien: 'flexitarienne',
};

function oracleHolds(r: RecipeDraft, diet: string): boolean {
  const lineRule = LINE_RULES[diet]!;
  return (
    r.ingredients.every((l) => {
      const ing = ingOf(l);
      return !!ing && lineRule(ing);
    }) &&
    (RECIPE_RULES[diet]?.(r) ?? true)
  );
}

/** The diet adjectives the title's suffix claims. */
function claimedIn(title: string, adj: string): boolean {
  const suffix = /\(([^)]*)\)\s*$/.exec(title)?.[1] ?? '';
  return new RegExp(`(^|version |, )${adj}(,|$)`).test(suffix);
}

describe('honest versions: diets', () => {
  it('has an oracle and a French adjective for every diet of diets.ts', () => {
    expect(DIET_LABELS.length).toBeGreaterThanOrEqual(9);
    expect(DIET_LABELS.filter((d) => !LINE_RULES[d] || !ADJ[d])).toEqual([]);
    expect(SAMPLE.length).toBeGreaterThanOrEqual(40);
  });

  for (const diet of DIET_LABELS) {
    it(`"${diet}": the title claims it only when every ingredient and the carbs fit; otherwise the description refuses it`, () => {
      let claimed = 0;
      let refused = 0;
      for (const r of SAMPLE) {
        const v = iterateRecipe(r, req([diet]), P);
        if (claimedIn(v.title, ADJ[diet]!)) {
          claimed++;
          expect(oracleHolds(v, diet), `${r.title} → ${v.title}: ${v.ingredients.map((l) => l.name).join(', ')}`).toBe(true);
        } else {
          refused++;
          expect(v.description, `${r.title} → ${v.title}`).toContain(`Impossible d'obtenir une version ${ADJ[diet]} de cette recette : `);
          expect(v.title).not.toContain(ADJ[diet]!);
        }
      }
      expect(claimed, `${diet} never claimed`).toBeGreaterThan(0);
      expect(claimed + refused).toBe(SAMPLE.length);
    });
  }

  it('the sample holds refused diets too (keto, low carb, vegan, paleo cannot always be reached)', () => {
    const refusedBy = (diet: string) => SAMPLE.filter((r) => !claimedIn(iterateRecipe(r, req([diet]), P).title, ADJ[diet]!)).length;
    expect(refusedBy('Cétogène')).toBeGreaterThan(0);
    expect(refusedBy('Low Carb') + refusedBy('Végan') + refusedBy('Paleo')).toBeGreaterThan(0);
  });
});

describe('honest versions: modifiers', () => {
  const run = (variant: string) => SAMPLE.map((r) => ({ r, v: iterateRecipe(r, req([variant]), P) }));
  const stepsTotal = (r: RecipeDraft) => r.instructions.reduce((s, x) => s + x.time, 0);

  it('"Plus rapide": claimed only with a shorter total time, shorter steps that say how, and no appliance nobody declared', () => {
    const results = run('Plus rapide');
    const claimed = results.filter(({ v }) => claimedIn(v.title, 'rapide'));
    const refused = results.filter(({ v }) => !claimedIn(v.title, 'rapide'));
    expect(claimed.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const { r, v } of claimed) {
      expect(v.prepTime + v.cookTime, r.title).toBeLessThan(r.prepTime + r.cookTime);
      // The minutes saved on the times are the minutes saved on the steps (or more, from quicker ingredients).
      expect(stepsTotal(r) - stepsTotal(v), r.title).toBeLessThanOrEqual(r.prepTime + r.cookTime - (v.prepTime + v.cookTime));
      const changedSteps = v.instructions.filter((s, i) => s.explanation !== r.instructions[i]?.explanation);
      expect(
        changedSteps.length + v.ingredients.filter((l, i) => l.ingredientId !== r.ingredients[i]?.ingredientId).length,
        r.title,
      ).toBeGreaterThan(0);
      expect(
        v.instructions.some((s) => /Pour aller plus vite|autocuiseur/.test(s.explanation)) || v.description.includes('plus rapide à cuire'),
        r.title,
      ).toBe(true);
    }
    for (const { v } of results) expect(JSON.stringify(v.instructions)).not.toMatch(/autocuiseur|cocotte-minute/i);
    for (const { v } of refused) expect(v.description).toContain('Impossible de raccourcir cette recette');
  });

  it('"Plus rapide" with a declared pressure cooker: suggested for simmered dishes, never for a baked one', () => {
    const cooker = { ...P, equipment: ['Autocuiseur (Cocotte-minute)', 'Four traditionnel'] };
    const baked = (r: RecipeDraft) =>
      /gratin|tarte|quiche|cake|rôti|clafoutis|lasagne|gâteau/i.test(r.title) ||
      r.instructions.some((s) => /\bfour\b|enfourn/i.test(s.explanation.replace(/\([^)]*\)/g, '')));
    let suggested = 0;
    let ovenDishes = 0;
    for (const r of SAMPLE) {
      const v = iterateRecipe(r, req(['Plus rapide']), cooker);
      const mentions = /autocuiseur|cocotte-minute/i.test(JSON.stringify(v.instructions));
      if (baked(r)) {
        ovenDishes++;
        expect(mentions, r.title).toBe(false);
      } else if (mentions) {
        suggested++;
      }
    }
    expect(ovenDishes).toBeGreaterThan(5);
    expect(suggested).toBeGreaterThan(0);
  });

  it('"Moins cher": claimed only when the cost per portion (catalogue prices) is lower', () => {
    const results = run('Moins cher');
    const claimed = results.filter(({ v }) => claimedIn(v.title, 'économique'));
    expect(claimed.length).toBeGreaterThan(0);
    expect(claimed.length).toBeLessThan(results.length);
    for (const { r, v } of claimed) expect(cost(v), r.title).toBeLessThan(cost(r));
    for (const { v } of results.filter(({ v }) => !claimedIn(v.title, 'économique')))
      expect(v.description).toContain('Impossible de la rendre moins chère');
  });

  it('"Plus léger": claimed only when the kcal per portion (CIQUAL) are lower', () => {
    const results = run('Plus léger');
    const claimed = results.filter(({ v }) => claimedIn(v.title, 'légère'));
    expect(claimed.length).toBeGreaterThan(0);
    expect(claimed.length).toBeLessThan(results.length);
    for (const { r, v } of claimed) expect(kcal(v), r.title).toBeLessThan(kcal(r));
    for (const { v } of results.filter(({ v }) => !claimedIn(v.title, 'légère')))
      expect(v.description).toContain("Impossible de l'alléger");
  });

  it('"Plus épicé": claimed only when a spice really joins the list', () => {
    const results = run('Plus épicé');
    const spices = (r: RecipeDraft) =>
      r.ingredients.filter((l) => ingOf(l)?.family === 'epice' || /piment|harissa/i.test(l.name)).map((l) => l.ingredientId);
    const claimed = results.filter(({ v }) => claimedIn(v.title, 'épicée'));
    expect(claimed.length).toBeGreaterThan(0);
    for (const { r, v } of claimed) expect(spices(v).filter((id) => !spices(r).includes(id)).length, r.title).toBeGreaterThan(0);
  });

  it('"Pour N personnes": claimed only when the servings are N', () => {
    let checked = 0;
    for (const [i, r] of SAMPLE.entries()) {
      const n = 2 + (i % 7);
      const v = iterateRecipe(r, req([`Pour ${n} personnes`]), P);
      expect(v.servings).toBe(n);
      if (n !== r.servings) {
        expect(v.title).toContain(`pour ${n} personnes`);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});

describe('honest versions: steps match the list', () => {
  const clean = SAMPLE.filter((r) => stepsMentionMissing(r).length === 0);
  const variants = [
    ...DIET_LABELS.map((d) => [d]),
    ['Plus rapide'],
    ['Moins cher'],
    ['Plus léger'],
    ['Plus épicé'],
    ['Végan', 'Plus rapide'],
  ];

  it('no step of any version names an ingredient the list does not hold', () => {
    expect(clean.length).toBeGreaterThanOrEqual(40);
    let checked = 0;
    for (const r of clean) {
      for (const v of variants) {
        const out = iterateRecipe(r, req(v), P);
        expect(stepsMentionMissing(out), `${r.title} [${v.join(', ')}]: ${out.instructions.map((s) => s.explanation).join(' / ')}`).toEqual(
          [],
        );
        checked++;
      }
    }
    expect(checked).toBe(clean.length * variants.length);
  });

  it('the checker finds a step naming a missing ingredient, with its plural', () => {
    const r = corpusRecipeDraft('mousse-au-chocolat')!;
    const noEggs = { ...r, ingredients: r.ingredients.filter((l) => l.ingredientId !== 'oeuf') };
    expect(stepsMentionMissing(noEggs).map((m) => m.ingredientId)).toEqual(expect.arrayContaining(['blanc-d-oeuf', 'jaune-d-oeuf']));
    expect(stepsMentionMissing(r)).toEqual([]);
  });
});

describe('honest versions: the cases users reported', () => {
  it('a keto apple tart is refused in French, and the title does not claim it', () => {
    const tart = corpusRecipeDraft('tarte-aux-pommes')!;
    const v = iterateRecipe(tart, req(['Cétogène']), P);
    expect(v.title).toBe('Tarte aux pommes');
    expect(v.title).not.toMatch(/cétogène/i);
    expect(v.description).toMatch(
      /Impossible d'obtenir une version cétogène de cette recette : pommes et pâte brisée apportent trop de glucides \(\d+ g par portion, maximum 15 g\)/,
    );
    expect(v.description).toContain('Essayez plutôt la version « Plus léger »');
  });

  it('a vegan chocolate mousse whips aquafaba: no yolks, no whites, no separating', () => {
    const mousse = corpusRecipeDraft('mousse-au-chocolat')!;
    const v = iterateRecipe(mousse, req(['Végan']), P);
    expect(v.title).toMatch(/\(version végane\)$/);
    const aquafaba = v.ingredients.find((l) => l.ingredientId === 'aquafaba');
    expect(aquafaba).toMatchObject({ quantity: 270, unity: 'ml' });
    expect(v.ingredients.some((l) => ['oeuf', 'compote-de-pommes'].includes(l.ingredientId ?? ''))).toBe(false);
    const steps = v.instructions.map((s) => `${s.explanation} ${s.tips}`).join(' ');
    expect(steps).not.toMatch(/jaunes?|blancs?|séparez|œuf/i);
    expect(steps).toContain("Montez l'aquafaba en neige avec le sel");
    expect(steps).toContain("fouettez jusqu'à ce qu'elle soit ferme et brillante");
    expect(steps).toContain("Incorporez un tiers de l'aquafaba montée");
    // Separating the eggs took 4 minutes of preparation; the yolks sentence went with it.
    expect(v.instructions.map((s) => s.time)).toEqual([5, 6, 6, 2]);
    expect(v.prepTime + v.cookTime).toBe(mousse.prepTime + mousse.cookTime - 4);
    const [dish, changes] = v.description.split('\n\nCette version : ');
    expect(dish).toBe(
      "Une mousse aérienne et intense, faite simplement de chocolat noir 70 % et d'aquafaba : le dessert préféré des petits et des grands.",
    );
    expect(changes).toContain('œufs remplacés par aquafaba');
  });

  it('a fish or shellfish dish is not turned into tofu to be called vegan', () => {
    const mussels = corpusRecipeDraft('moules-marinieres')!;
    const v = iterateRecipe(mussels, req(['Végan']), P);
    expect(v.title).toBe('Moules marinières');
    expect(v.ingredients).toEqual(mussels.ingredients);
    expect(v.description).toMatch(
      /Impossible d'obtenir une version végane de cette recette : moule, qui fait le plat, n'a pas d'équivalent végane\. Essayez plutôt une recette végane du catalogue comme « .+ »\./,
    );
  });

  it('"Plus rapide" with canned pulses: no soaking, a reheat instead of the long cooking, the dish keeps its name', () => {
    const cassoulet = corpusRecipeDraft('cassoulet-maison')!;
    const v = iterateRecipe(cassoulet, req(['Plus rapide']), P);
    expect(v.title).toBe('Cassoulet maison (version rapide)');
    expect(v.ingredients.some((l) => l.ingredientId === 'haricots-blancs')).toBe(true);
    const first = v.instructions[0]!;
    expect(first.explanation).toMatch(
      /^Rincez les haricots blancs en conserve à l'eau froide\. Égouttez-les et faites-les cuire 10 minutes dans le bouillon/,
    );
    expect(first.explanation).toContain('La conserve est déjà cuite : il suffit de la réchauffer.');
    expect(JSON.stringify(v.instructions)).not.toMatch(/tremper|la veille/i);
    expect(first.time).toBe(10);
    const lentils = corpusRecipeDraft('salade-de-lentilles-a-l-echalote')!;
    const w = iterateRecipe(lentils, req(['Plus rapide']), P);
    expect(w.title).toBe("Salade de lentilles à l'échalote (version rapide)");
    expect(w.prepTime + w.cookTime).toBe(
      lentils.prepTime +
        lentils.cookTime -
        (lentils.instructions.reduce((a, x) => a + x.time, 0) - w.instructions.reduce((a, x) => a + x.time, 0)),
    );
  });

  it('"Plus rapide" on an oven gratin never suggests the pressure cooker, even to a household that has one', () => {
    const gratin = corpusRecipeDraft('gratin-dauphinois')!;
    for (const equipment of [[], ['Autocuiseur (Cocotte-minute)', 'Four traditionnel']]) {
      const v = iterateRecipe(gratin, req(['Plus rapide']), { ...P, equipment });
      expect(JSON.stringify(v)).not.toMatch(/autocuiseur|cocotte-minute/i);
      expect(v.title).toBe('Gratin dauphinois (version rapide)');
      const bake = v.instructions.find((s) => /^Enfournez/.test(s.explanation))!;
      expect(bake.explanation).toContain('Enfournez 45 minutes');
      expect(bake.explanation).toContain('Laissez reposer 10 minutes');
      expect(bake.explanation).toContain('couche plus fine');
      expect(bake.time).toBe(45);
      expect(v.prepTime + v.cookTime).toBe(
        gratin.prepTime +
          gratin.cookTime -
          (gratin.instructions.reduce((s, x) => s + x.time, 0) - v.instructions.reduce((s, x) => s + x.time, 0)),
      );
    }
  });

  it('"Plus rapide" on a stew suggests the pressure cooker only to a household that declared one', () => {
    const stew = corpusRecipeDraft('boeuf-bourguignon')!;
    const withIt = iterateRecipe(stew, req(['Plus rapide']), { ...P, equipment: ['Plaques de cuisson', 'Autocuiseur (Cocotte-minute)'] });
    const simmer = withIt.instructions.find((s) => /mijoter/.test(s.explanation))!;
    expect(simmer.explanation).toMatch(
      /À l'autocuiseur \(Cocotte-minute\), fermé, cette cuisson ne prend que \d+ minutes après la mise en pression au lieu de /,
    );
    expect(simmer.time).toBeLessThan(stew.instructions.find((s) => /mijoter/.test(s.explanation))!.time / 2);
    expect(withIt.title).toBe('Bœuf bourguignon (version rapide)');
    for (const equipment of [undefined, [], ['Four traditionnel', 'Plaques de cuisson']]) {
      const without = iterateRecipe(stew, req(['Plus rapide']), { ...P, equipment });
      expect(JSON.stringify(without)).not.toMatch(/autocuiseur|cocotte-minute/i);
      expect(without.prepTime + without.cookTime).toBeLessThan(stew.prepTime + stew.cookTime);
      expect(without.instructions.some((s) => s.explanation.includes('coupez les ingrédients en morceaux plus petits et couvrez'))).toBe(
        true,
      );
    }
  });
});
