// Titles that name what is cooked, and French that reads right, over what the kitchen writes when
// it adapts a dish: every corpus recipe repaired and made into a version for the common allergies
// and diets, each recipe's own "Remplacer X par Y", and anti-waste on the main ingredients of every
// 8th recipe (anti-waste costs ~5 ms a call: all 640 × 17 would take minutes). The oracles
// (test/kitchen/title-oracle.ts) have their own food words and error table, nothing of the
// engine's catalogue names, genders or dish tables.

import { beforeAll, describe, expect, it } from 'vitest';
import { corpusRecipeDraft, iterateRecipe, recipesFromIngredients, repairRecipe, type EaterProfile } from '../index';
import { ALL_RECIPES } from '../knowledge/kb';
import { scanOutputs, type Output } from '../../../test/kitchen/title-scan';
import { frenchErrors, titleLies } from '../../../test/kitchen/title-oracle';

const P: EaterProfile = { allergies: [], dislikedIngredients: [], diets: [], adults: 2, children: 0, cuisinePreferences: [] };
const vegan = { ...P, diets: ['Végan'] };
const req = (over: Partial<Parameters<typeof iterateRecipe>[1]> = {}) => ({
  variants: [],
  comment: '',
  ingredientReplacements: [],
  excludedIngredients: [],
  ...over,
});
const antiWaste = (ingredients: string[], profile: EaterProfile, dietaryRestrictions: string[] = []) =>
  recipesFromIngredients({ ingredients, dietaryRestrictions, mealType: '', time: 240, peopleCount: 4 }, profile);

describe('the oracles can say no', () => {
  it('finds the lies of the titles Popote used to write', () => {
    expect(
      titleLies('Velouté de potiron à la crème (version sans crème fraîche épaisse)', ['Potiron', 'Crème de soja creme-de-soja']),
    ).toEqual(['« version sans creme fraiche epaisse » et « creme » dans le titre']);
    expect(titleLies('Wok de chou rouge sauté à la sauce soja (version sans sauce soja)', ['Chou rouge', 'Tamari'])).toEqual([
      "« soja » sans l'ingrédient",
      '« version sans sauce soja » et « sauce » dans le titre',
    ]);
    expect(titleLies('Omelette aux potirons et oignons', ['Potiron', 'Oignon', 'Graines de lin'])).toEqual([
      "« omelette » sans l'ingrédient",
    ]);
    expect(titleLies('Omelette aux potirons', ['Potiron', 'Œufs oeuf'])).toEqual([]);
    expect(titleLies('Quiche sans pâte au saumon', ['Saumon', 'Œufs'])).toEqual([]);
  });

  it('finds the French errors Popote used to write', () => {
    expect(frenchErrors("Rincez et essorez la pousses d'épinard.")).toEqual(['article singulier devant un pluriel']);
    expect(frenchErrors('(sans mâche, avec chevre frais)')).toEqual(['accent manquant sur un nom du catalogue']);
    expect(frenchErrors('Ajoutez chèvre frais et mélangez.')).toEqual(['« Ajoutez » sans article']);
    expect(frenchErrors('Couvrez de le gruyère.')).toEqual(['« à le », « de le », « à les », « de les »']);
    expect(frenchErrors('Pesez la aquafaba.')).toEqual(['pas d’élision après « le » / « la »']);
    expect(frenchErrors('Ajoutez le sel, puis versez à hauteur. Laissez refroidir avant de le couper.')).toEqual([]);
  });
});

describe('titles and texts of every adaptation', () => {
  let outputs: Output[] = [];
  beforeAll(() => {
    outputs = scanOutputs(8);
  }, 240_000);

  it('no title names an ingredient the dish does not contain, nor « version sans X » with X still named', () => {
    expect(ALL_RECIPES.length).toBe(640);
    expect(outputs.length).toBeGreaterThan(20_000);
    expect(outputs.filter((o) => o.where.startsWith('anti-gaspi')).length).toBeGreaterThan(1_000);
    expect(outputs.filter((o) => /\(version sans /.test(o.title)).length).toBeGreaterThan(100);
    const lies = outputs.flatMap((o) => titleLies(o.title, o.lines).map((lie) => `${o.where} → « ${o.title} » : ${lie}`));
    expect([...new Set(lies)]).toEqual([]);
  });

  it('what the adaptations wrote agrees in gender and number, elides and keeps its accents', () => {
    const written = outputs.flatMap((o) => o.texts.map((t) => ({ o, t })));
    expect(written.length).toBeGreaterThan(20_000);
    const errors = written.flatMap(({ o, t }) => frenchErrors(t).map((e) => `${e} : « ${t} » (${o.where})`));
    expect([...new Set(errors)]).toEqual([]);
  });
});

describe('the titles that used to lie', () => {
  it('a vegan velouté à la crème is « à la crème de soja »', () => {
    const titles = antiWaste(['potiron', 'oignon'], vegan).map((r) => r.title);
    expect(titles).toContain('Velouté de potiron à la crème de soja');
    expect(repairRecipe(corpusRecipeDraft('veloute-de-potiron-a-la-creme')!, vegan)?.title).toBe('Velouté de potiron à la crème de soja');
  });

  it('no omelette without eggs: vegan anti-waste offers other dishes', () => {
    const out = antiWaste(['potiron', 'oignon'], vegan);
    expect(out.length).toBeGreaterThan(2);
    expect(out.map((r) => r.title).filter((t) => /omelette/i.test(t))).toEqual([]);
    expect(antiWaste(['potiron', 'oignon'], P).map((r) => r.title)).toContain('Omelette aux potirons et oignons');
  });

  it('a wok for a soy allergy is named for the sauce that replaced the soy sauce', () => {
    const out = antiWaste(['chou rouge', 'pomme', 'noix'], { ...P, allergies: ['Soja'] });
    const wok = out.find((r) => r.title.startsWith('Wok'));
    expect(wok?.title).toBe('Wok de choux rouges sauté à la sauce Worcestershire');
    expect(wok?.ingredients.map((l) => l.ingredientId)).toContain('sauce-worcestershire');
  });

  it('a lost dish is refused: mussels for a vegan, the wine of a coq au vin', () => {
    expect(repairRecipe(corpusRecipeDraft('moules-marinieres')!, vegan)).toBeNull();
    expect(repairRecipe(corpusRecipeDraft('coq-au-vin')!, { ...P, diets: ['Sans alcool'] })).toBeNull();
    expect(repairRecipe(corpusRecipeDraft('oeufs-mimosa')!, vegan)).toBeNull();
  });

  it('a side ingredient that cannot name the dish leaves the title, which says so; a meat for a meat renames it', () => {
    const salad = repairRecipe(corpusRecipeDraft('salade-de-betteraves-mache-et-noix')!, { ...P, allergies: ['Fruits à coque'] });
    expect(salad?.title).toBe('Salade de betteraves, mâche et pignons de pin');
    expect(repairRecipe(corpusRecipeDraft('endives-au-jambon')!, { ...P, diets: ['Sans porc'] })?.title).toBe(
      'Endives au magret de canard fumé',
    );
  });

  it('a version spells the foods the user typed as the catalogue does', () => {
    const salad = corpusRecipeDraft('salade-de-betteraves-mache-et-noix')!;
    const v = iterateRecipe(
      salad,
      req({ excludedIngredients: ['mache'], ingredientReplacements: [{ original: 'noix', replacement: 'chevre frais' }] }),
      P,
    );
    expect(v.title).toBe("Salade de betteraves, pousses d'épinard et chèvre frais (sans mâche, avec chèvre frais)");
    for (const s of v.instructions) expect(frenchErrors(s.explanation), s.explanation).toEqual([]);
  });
});
