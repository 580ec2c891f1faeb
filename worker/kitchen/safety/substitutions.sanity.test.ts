// Every substitution the repair makes, over the whole corpus and the common profiles, must be a
// swap a cook would make: the substitute plays the same part and belongs to a sensible kind of
// food. The kinds and what each may become are written here, by hand, independently of the
// engine's own rules: a pair outside this list (a madeleine for chocolate, gherkins for stock,
// ketchup for baking powder) fails the scan with the recipe and profile that produced it.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusRecipeDraft, createRecipe, repairRecipe, type EaterProfile } from '../index';
import { ALL_RECIPES } from '../knowledge/kb';
import { getIngredient } from '../knowledge/catalogue';
import { observeSubstitutions, type SubstitutionEvent } from './substitutions/index';
import type { IngredientData } from '../knowledge/vocabulary';

const BASE: EaterProfile = { allergies: [], dislikedIngredients: [], diets: [], adults: 2, children: 0, cuisinePreferences: [] };
const ALLERGIES = ['Lait', 'Œufs', 'Gluten', 'Fruits à coque', 'Chocolat', 'Poisson', 'Crustacés', 'Soja', 'Sésame', 'Moutarde'];
const DIETS = ['Végan', 'Végétarien', 'Halal', 'Sans porc', 'Sans gluten', 'Sans lactose', 'Cétogène'];
const PROFILES: { label: string; profile: EaterProfile }[] = [
  ...ALLERGIES.map((a) => ({ label: `allergie ${a}`, profile: { ...BASE, allergies: [a] } })),
  ...DIETS.map((d) => ({ label: `régime ${d}`, profile: { ...BASE, diets: [d] } })),
];

/** The kind of food an ingredient is, for this check (first matching entry wins). */
const KINDS: [kind: string, test: (i: IngredientData) => boolean][] = [
  [
    'umami',
    (i) => /^(anchois|nuoc-mam|sauce-huitre|sauce-soja|tamari|miso|sauce-worcestershire|sel)$/.test(i.id) || i.id === 'sauce-soja-sucree',
  ],
  ['bouillon', (i) => /^(bouillon|cube-bouillon|fond-de|fumet)/.test(i.id)],
  ['eau', (i) => i.id === 'eau'],
  ['levure-chimique', (i) => i.id === 'levure-chimique'],
  ['bicarbonate', (i) => i.id === 'bicarbonate'],
  ['levure', (i) => i.id.startsWith('levure') && i.id !== 'levure-maltee'],
  ['levure-maltee', (i) => i.id === 'levure-maltee'],
  ['gelifiant', (i) => i.id === 'gelatine' || i.id === 'agar-agar'],
  ['chocolat', (i) => /^(chocolat|cacao|caroube|pepites-de-chocolat)/.test(i.id)],
  ['vanille', (i) => /vanille/.test(i.id) && !/^glace/.test(i.id)],
  ['glace', (i) => /^(glace|sorbet)/.test(i.id)],
  ['biscuit', (i) => /(biscuit|petit-beurre|speculoos|sable-breton|madeleine|boudoir)/.test(i.id)],
  ['fromage-en-cubes', (i) => ['feta', 'mozzarella', 'chevre-buche', 'halloumi'].includes(i.id)],
  [
    'fromage-frais',
    (i) => /^(yaourt|skyr|fromage-blanc|faisselle|petit-suisse|fromage-frais|ricotta|burrata|mascarpone|chevre-frais|brousse)/.test(i.id),
  ],
  ['creme', (i) => /^creme-(fraiche|liquide|epaisse|de-soja|d-avoine|chantilly)/.test(i.id)],
  ['lait', (i) => /^lait(-|$)/.test(i.id) || /^boisson-/.test(i.id)],
  ['fromage', (i) => i.family === 'fromage'],
  ['matiere-grasse', (i) => i.family === 'matiere-grasse' || /^(beurre-doux|beurre-demi-sel|beurre-sale|saindoux|graisse-)/.test(i.id)],
  ['tofu-soyeux', (i) => i.id === 'tofu-soyeux'],
  [
    'proteine-vegetale',
    (i) => /^(tofu|tempeh|seitan|proteines-de-soja|falafel|lentilles|pois-chiches|haricots|flageolets|pois-casses|feves)/.test(i.id),
  ],
  ['aquafaba', (i) => i.id === 'aquafaba'],
  ['oeuf', (i) => i.family === 'oeuf'],
  ['liant-graines', (i) => /^graines-de-(lin|chia)$/.test(i.id)],
  ['poudre-de-noix', (i) => /^(amande|noisette|pistache)-en-poudre$/.test(i.id)],
  ['farine', (i) => /^(farine|maizena|fecule)/.test(i.id)],
  ['pates', (i) => /^(pates|spaghetti|penne|coquillettes|linguine|orzo|tagliatelles|nouilles|lasagne|vermicelles|macaroni)/.test(i.id)],
  ['pate-a-tarte', (i) => /^(pate-(brisee|feuilletee|sablee|filo|a-pizza)|feuille-de-(brick|riz)|pate-feuilletee-surgelee)/.test(i.id)],
  ['chapelure', (i) => /^(chapelure|croutons|biscotte)/.test(i.id)],
  ['pain', (i) => /^(pain|baguette|brioche|tortilla|galette-de-(riz|sarrasin)|polenta)/.test(i.id)],
  ['flocons', (i) => /^(flocons|cereales-petit-dejeuner|muesli|granola)/.test(i.id)],
  ['grain', (i) => i.family === 'cereale' || /^(quinoa|gnocchi)/.test(i.id)],
  ['tomate-cuisinee', (i) => /^(concentre-de-tomate|coulis-de-tomate|sauce-tomate|tomates-|ketchup)/.test(i.id)],
  ['sauce', (i) => /^(mayonnaise|aioli|sauce-|pesto|tapenade|guacamole|houmous|pate-de-curry|harissa)/.test(i.id)],
  ['acide', (i) => /^(vinaigre|jus-de-citron|citron|sumac)/.test(i.id)],
  ['moutarde', (i) => /^(moutarde|raifort|wasabi)/.test(i.id) || i.id === 'graines-de-moutarde'],
  ['pickles', (i) => /^(cornichon|capres|olive)/.test(i.id)],
  ['vin', (i) => /^(vin-|champagne|vermouth|porto|marsala)/.test(i.id)],
  ['biere-cidre', (i) => /^(biere|cidre)/.test(i.id)],
  ['alcool', (i) => i.family === 'alcool'],
  ['jus', (i) => /^jus-/.test(i.id)],
  ['puree-de-noix', (i) => /^(tahini|puree-d|beurre-de-cacahuete)/.test(i.id)],
  ['noix', (i) => i.family === 'noix-graines' && !/^lait/.test(i.id)],
  ['sucre', (i) => i.family === 'sucre' || i.id === 'compote-de-pommes'],
  ['epice', (i) => i.family === 'epice'],
  ['herbe', (i) => i.family === 'herbe'],
  ['viande', (i) => ['viande', 'volaille', 'porc'].includes(i.family)],
  ['poisson', (i) => ['poisson', 'fruit-de-mer'].includes(i.family)],
  ['champignon', (i) => /^champignon/.test(i.id)],
  ['feculent', (i) => i.family === 'feculent'],
  ['legume', (i) => i.family === 'legume'],
  ['fruit', (i) => i.family === 'fruit'],
];

/** What each kind may become. Anything else is a nonsense swap. */
const ALLOWED: Record<string, readonly string[]> = {
  umami: ['umami'],
  bouillon: ['bouillon', 'eau'],
  'levure-chimique': ['bicarbonate'],
  levure: ['levure'],
  'levure-maltee': [],
  gelifiant: ['gelifiant'],
  chocolat: ['chocolat'],
  vanille: ['vanille'],
  glace: ['glace'],
  biscuit: ['biscuit'],
  'fromage-en-cubes': ['fromage', 'fromage-en-cubes', 'proteine-vegetale', 'levure-maltee'],
  'fromage-frais': ['fromage-frais', 'tofu-soyeux', 'creme', 'lait', 'sauce', 'legume'],
  creme: ['creme', 'lait', 'fromage-frais', 'tofu-soyeux'],
  'tofu-soyeux': ['tofu-soyeux', 'fromage-frais', 'creme', 'proteine-vegetale'],
  lait: ['lait'],
  // Grated, sprinkled or gratinated cheese: another cheese, or nutritional yeast for its taste.
  fromage: ['fromage', 'fromage-en-cubes', 'fromage-frais', 'levure-maltee'],
  'matiere-grasse': ['matiere-grasse'],
  'proteine-vegetale': ['proteine-vegetale', 'champignon', 'oeuf', 'viande'],
  oeuf: ['liant-graines', 'aquafaba', 'tofu-soyeux', 'farine', 'sucre', 'fruit'],
  farine: ['farine', 'poudre-de-noix'],
  'poudre-de-noix': ['poudre-de-noix', 'noix', 'farine', 'chapelure'],
  pates: ['pates', 'grain', 'legume'],
  'pate-a-tarte': ['pate-a-tarte', 'pain'],
  chapelure: ['chapelure', 'pain', 'noix'],
  pain: ['pain', 'legume'],
  flocons: ['flocons', 'grain', 'farine'],
  grain: ['grain', 'legume', 'feculent', 'pates'],
  'tomate-cuisinee': ['tomate-cuisinee', 'legume', 'sauce'],
  sauce: ['sauce', 'fromage-frais'],
  acide: ['acide'],
  moutarde: ['moutarde', 'epice', 'acide'],
  pickles: ['pickles'],
  // Wine in a sauce or a marinade: stock, grape or apple juice, water, a dash of vinegar.
  vin: ['bouillon', 'jus', 'eau', 'acide'],
  'biere-cidre': ['jus', 'bouillon', 'eau'],
  alcool: ['jus', 'fruit', 'vanille'],
  jus: ['jus'],
  'puree-de-noix': ['puree-de-noix'],
  noix: ['noix', 'flocons'],
  sucre: ['sucre'],
  epice: ['epice'],
  herbe: ['herbe'],
  // Meat or fish as the dish's protein: another meat or fish, or a plant protein or mushrooms.
  viande: ['viande', 'proteine-vegetale', 'champignon'],
  poisson: ['poisson', 'viande', 'proteine-vegetale', 'champignon'],
  champignon: ['champignon', 'legume'],
  feculent: ['feculent', 'legume'],
  legume: ['legume', 'champignon'],
  fruit: ['fruit'],
};

function kindOf(ing: IngredientData | undefined): string {
  if (!ing) return 'inconnu';
  return KINDS.find(([, test]) => test(ing))?.[0] ?? `non classé (${ing.family})`;
}

interface Seen {
  from: string;
  to: string;
  where: string;
}

describe('every substitution of the repair is a sensible swap', () => {
  const seen: Seen[] = [];
  let where = '';
  let stop: () => void = () => undefined;
  beforeAll(() => {
    stop = observeSubstitutions((e: SubstitutionEvent) => seen.push({ from: e.from?.id ?? '?', to: e.to.id, where }));
  });
  afterAll(() => stop());

  it('over the whole corpus and the common allergies and diets, each pair (original → substitute) is in the allowed kinds', () => {
    expect(ALL_RECIPES.length).toBeGreaterThan(300);
    for (const recipe of ALL_RECIPES) {
      for (const { label, profile } of PROFILES) {
        where = `${recipe.title} (${label})`;
        repairRecipe(corpusRecipeDraft(recipe.id)!, profile);
      }
    }
    // Through the creation path as well (titles asked by name, served for the profile).
    for (const title of [
      'Mousse au chocolat',
      'Coq au vin',
      'Burger maison',
      'Quiche lorraine',
      'Tiramisu',
      'Raclette',
      'Croque-monsieur',
    ]) {
      for (const { label, profile } of PROFILES) {
        where = `création « ${title} » (${label})`;
        createRecipe({ title }, profile);
      }
    }
    expect(seen.length).toBeGreaterThan(1000);
    const bad = new Map<string, string>();
    for (const s of seen) {
      const from = kindOf(getIngredient(s.from));
      const to = kindOf(getIngredient(s.to));
      if (!(ALLOWED[from] ?? []).includes(to)) bad.set(`${s.from} (${from}) → ${s.to} (${to})`, s.where);
    }
    expect([...bad].map(([pair, at]) => `${pair} : ${at}`)).toEqual([]);
  }, 120_000);

  it('the list of kinds is not vacuous: a madeleine for chocolate or gherkins for stock would be refused', () => {
    const kind = (id: string) => kindOf(getIngredient(id));
    expect(ALLOWED[kind('chocolat-noir-patissier')]).not.toContain(kind('madeleine'));
    expect(ALLOWED[kind('bouillon-de-volaille')]).not.toContain(kind('cornichon'));
    expect(ALLOWED[kind('levure-chimique')]).not.toContain(kind('ketchup'));
    expect(ALLOWED[kind('cheddar')]).not.toContain(kind('tofu-ferme'));
    expect(ALLOWED[kind('vin-rouge')]).toContain(kind('jus-de-raisin'));
  });
});
