// Substitution rules: replace an ingredient a constraint forbids (allergy, diet, dislike, exclusion,
// "moins cher"...) by the best allowed one, with an adjusted quantity, and rewrite the instructions
// that named it. When nothing fits and the ingredient is optional-ish (garnish, herb, a pinch of
// spice), it is dropped and its mentions removed.

import type { DraftIngredient, RecipeDraft } from '../model';
import { ALL_INGREDIENTS } from '../knowledge/kb';
import { getIngredient, namesOf } from '../knowledge/catalogue';
import { deriveRecipeFacts, lineGrams, lineIngredient } from '../facts/derive';
import { fixFrench, lowerFirst, normalizeText, phraseKey, replacePhrases, words, singular, containsKey } from '../base/text';
import { fromGrams, parseUnit, unityLabel } from '../knowledge/units';
import { roundQuantity } from '../facts/scaling';
import type { Family, IngredientData } from '../knowledge/vocabulary';
import { roleOf, stepsText, type Candidate, type Role, type RoleContext } from './roles';
import { rewriteForRole } from './steps';
import { knownDishIn } from '../knowledge/dish-names';
import { lazy } from '../base/lazy';

interface Rule {
  match: (ing: IngredientData) => boolean;
  to: Candidate[];
}

const idIs =
  (...ids: string[]) =>
  (ing: IngredientData) =>
    ids.includes(ing.id);
/** A dairy product carrying the tag (a pâte brisée tagged "beurre" is not butter to swap for oil). */
const hasTag = (tag: NonNullable<IngredientData['tags']>[number]) => (ing: IngredientData) =>
  !!ing.tags?.includes(tag) && (ing.family === 'produit-laitier' || ing.family === 'matiere-grasse');

const SMOKED_PORK = [
  'lardons',
  'lardons-nature',
  'poitrine-fumee',
  'bacon',
  'pancetta',
  'des-de-jambon',
  'jambon-blanc',
  'jambon-cru',
  'coppa',
  'poitrine-de-porc',
];
const VEG_PROTEINS: Candidate[] = [
  { id: 'tofu-ferme', ratio: 1 },
  { id: 'pois-chiches', ratio: 1.2 },
  { id: 'tempeh', ratio: 1 },
  { id: 'seitan', ratio: 1 },
  { id: 'haricots-rouges', ratio: 1.2 },
  { id: 'lentilles-en-conserve', ratio: 1.2 },
  { id: 'champignon-de-paris', ratio: 1.3 },
];

/** Ordered: the first rule whose `match` accepts the ingredient gives the candidates, best first. */
const RULES: Rule[] = [
  // Soy proteins (soja allergy): chickpeas keep the bite, then egg or chicken.
  {
    match: idIs('tofu-ferme', 'tofu-fume', 'tempeh', 'tofu-soyeux'),
    to: [
      { id: 'pois-chiches', ratio: 1.2 },
      { id: 'oeuf', ratio: 1 },
      { id: 'poulet-filet', ratio: 1 },
      { id: 'champignon-de-paris', ratio: 1.3 },
    ],
  },
  // Oat flakes bind patties and crumbles: chickpea flour binds, quinoa gives the body.
  {
    match: idIs('flocons-d-avoine'),
    to: [
      { id: 'farine-de-pois-chiche', ratio: 0.5 },
      { id: 'quinoa', ratio: 1 },
    ],
  },
  // Ground nuts: ground sunflower seeds are the nut-free powder; else flour in a cake, crumbs in a crust.
  {
    match: idIs('amande-en-poudre', 'noisette-en-poudre', 'pistache-en-poudre'),
    to: [
      { id: 'graines-de-tournesol', ratio: 1, note: 'mixées en poudre' },
      { id: 'farine-de-ble', ratio: 1, when: 'sweet' },
      { id: 'chapelure', ratio: 1, when: 'savory' },
      { id: 'farine-de-riz', ratio: 1 },
    ],
  },
  // A flour stays a flour (the socca's batter, the bhaji's coating).
  {
    match: idIs('farine-de-pois-chiche'),
    to: [
      { id: 'farine-de-riz', ratio: 1 },
      { id: 'farine-de-sarrasin', ratio: 1 },
      { id: 'amande-en-poudre', ratio: 1 },
    ],
  },
  // Raising agent: bicarbonate with an acid raises a batter the same way.
  { match: idIs('levure-chimique'), to: [{ id: 'bicarbonate', ratio: 0.3, note: 'avec quelques gouttes de jus de citron' }] },
  // Nutritional yeast and baker's yeast do different jobs: neither stands for the other.
  { match: idIs('levure-maltee', 'levure-boulangere', 'levure-fraiche'), to: [] },
  { match: idIs('cornichon'), to: [{ id: 'capres', ratio: 0.5 }] },
  {
    match: idIs('creme-de-soja'),
    to: [
      { id: 'lait-de-coco', ratio: 1 },
      { id: 'creme-liquide', ratio: 1 },
    ],
  },
  {
    match: idIs('yaourt-soja'),
    to: [
      { id: 'yaourt-nature', ratio: 1 },
      { id: 'yaourt-grec', ratio: 1 },
      { id: 'lait-de-coco', ratio: 1 },
    ],
  },
  {
    match: idIs('proteines-de-soja-texturees'),
    to: [
      { id: 'lentilles-en-conserve', ratio: 2.5 },
      { id: 'boeuf-hache', ratio: 2.5 },
    ],
  },
  // Seitan is a protein of the dish, not a cereal side.
  {
    match: idIs('seitan'),
    to: [
      { id: 'tofu-ferme', ratio: 1 },
      { id: 'tempeh', ratio: 1 },
      { id: 'pois-chiches', ratio: 1.2 },
    ],
  },
  {
    match: idIs('gnocchi'),
    to: [
      { id: 'pomme-de-terre', ratio: 1, note: 'en petits cubes rissolés' },
      { id: 'nouilles-de-riz', ratio: 1 },
    ],
  },
  { match: idIs('creme-de-cassis'), to: [{ id: 'cassis', ratio: 1, note: 'mixé et filtré' }] },
  {
    match: idIs('concentre-de-tomate'),
    to: [
      { id: 'tomate', ratio: 3, note: 'concassée' },
      { id: 'poivron-grille', ratio: 1 },
      { id: 'courge-butternut', ratio: 1 },
    ],
  },
  { match: idIs('bouillon-de-legumes', 'cube-bouillon-legumes'), to: [{ id: 'eau', ratio: 1, note: 'avec un bouquet garni' }] },
  // Dairy
  {
    match: hasTag('beurre'),
    to: [
      { id: 'margarine', ratio: 1, when: 'sweet' },
      { id: 'huile-de-coco', ratio: 0.8, when: 'sweet' },
      { id: 'huile-d-olive', ratio: 0.8, when: 'savory' },
      { id: 'huile-de-colza', ratio: 0.8 },
      { id: 'huile-de-tournesol', ratio: 0.8 },
      { id: 'margarine', ratio: 1 },
    ],
  },
  {
    match: idIs('creme-chantilly'),
    to: [
      { id: 'lait-de-coco', ratio: 1 },
      { id: 'creme-de-soja', ratio: 1 },
    ],
  },
  {
    match: hasTag('creme'),
    to: [
      { id: 'creme-de-soja', ratio: 1 },
      { id: 'lait-de-coco', ratio: 1 },
      { id: 'yaourt-soja', ratio: 1 },
      { id: 'tofu-soyeux', ratio: 1 },
    ],
  },
  {
    match: hasTag('yaourt'),
    to: [
      { id: 'yaourt-soja', ratio: 1 },
      { id: 'lait-de-coco', ratio: 1 },
      { id: 'compote-de-pommes', ratio: 1, when: 'sweet' },
    ],
  },
  {
    match: idIs('fromage-blanc', 'faisselle', 'petit-suisse', 'skyr', 'fromage-frais-a-tartiner'),
    to: [
      { id: 'yaourt-soja', ratio: 1 },
      { id: 'tofu-soyeux', ratio: 1 },
    ],
  },
  {
    match: (i) => i.family === 'produit-laitier' && i.id.startsWith('lait'),
    to: [
      { id: 'lait-d-avoine', ratio: 1 },
      { id: 'lait-de-soja', ratio: 1 },
      { id: 'lait-de-riz', ratio: 1 },
      { id: 'lait-d-amande', ratio: 1 },
      { id: 'lait-sans-lactose', ratio: 1 },
      { id: 'lait-de-coco', ratio: 1 },
    ],
  },
  {
    match: idIs('sauce-bechamel'),
    to: [
      { id: 'creme-de-soja', ratio: 1 },
      { id: 'lait-de-coco', ratio: 1 },
    ],
  },
  // Cheese: grated hard cheeses become nutritional yeast; creamy ones silken tofu; the others
  // (slices, rounds, cubes) firm tofu.
  {
    match: idIs('parmesan', 'grana-padano', 'pecorino', 'gruyere-rape', 'fromage-pour-tartiflette'),
    to: [
      { id: 'levure-maltee', ratio: 0.3 },
      { id: 'chapelure', ratio: 0.5, when: 'savory' },
      { id: 'amande-en-poudre', ratio: 0.5 },
      { id: 'graines-de-tournesol', ratio: 0.5 },
    ],
  },
  {
    match: idIs(
      'ricotta',
      'burrata',
      'chevre-frais',
      'brousse',
      'mascarpone',
      'fromage-frais-ail-fines-herbes',
      'fromage-frais-a-tartiner',
      'cancoillotte',
      'fromage-fondu-portion',
    ),
    to: [
      { id: 'tofu-soyeux', ratio: 1 },
      { id: 'yaourt-soja', ratio: 1 },
      { id: 'houmous', ratio: 0.8 },
      { id: 'avocat', ratio: 1 },
    ],
  },
  // Firm tofu stands for a fresh cheese eaten in cubes or slices (feta, mozzarella of a salad);
  // it never melts, so a cheese melted on a dish has no substitute but another cheese (meltsCheese).
  {
    match: idIs('feta', 'mozzarella', 'chevre-buche', 'halloumi'),
    to: [
      { id: 'tofu-ferme', ratio: 1 },
      { id: 'tofu-fume', ratio: 1 },
      { id: 'levure-maltee', ratio: 0.3 },
    ],
  },
  { match: (i) => i.family === 'fromage', to: [{ id: 'levure-maltee', ratio: 0.3 }] },
  // Pastry: butter-free brick sheets, or rice paper when gluten is the problem.
  {
    match: idIs('pate-brisee', 'pate-feuilletee', 'pate-sablee', 'pate-feuilletee-surgelee', 'pate-filo', 'pate-a-pizza'),
    to: [
      { id: 'feuille-de-brick', perPiece: { quantity: 4, unit: 'pièce' }, note: "superposées et badigeonnées d'huile" },
      { id: 'pate-filo', perPiece: { quantity: 1, unit: 'pièce' } },
      { id: 'feuille-de-riz', perPiece: { quantity: 6, unit: 'pièce' }, note: 'humidifiées et superposées' },
      { id: 'galette-de-riz', perPiece: { quantity: 4, unit: 'pièce' } },
    ],
  },
  // Eggs, when no role rule of roles.ts gave an allowed substitute: flax or chia "eggs" first, then
  // silken tofu or chickpea flour in savoury dishes, fruit purées in sweet ones.
  {
    match: idIs('oeuf', 'oeuf-de-caille', 'jaune-d-oeuf', 'blanc-d-oeuf'),
    to: [
      { id: 'graines-de-lin', perPiece: { quantity: 1, unit: 'c. à soupe' }, note: "moulues, mélangées à 3 c. à soupe d'eau par œuf" },
      { id: 'graines-de-chia', perPiece: { quantity: 1, unit: 'c. à soupe' }, note: "mélangées à 3 c. à soupe d'eau par œuf" },
      { id: 'tofu-soyeux', perPiece: { quantity: 60, unit: 'g' }, when: 'savory' },
      {
        id: 'farine-de-pois-chiche',
        perPiece: { quantity: 3, unit: 'c. à soupe' },
        when: 'savory',
        note: "délayée dans 3 c. à soupe d'eau par œuf",
      },
      { id: 'compote-de-pommes', perPiece: { quantity: 60, unit: 'g' }, when: 'sweet' },
      { id: 'banane', perPiece: { quantity: 0.5, unit: 'pièce' }, when: 'sweet' },
      { id: 'maizena', perPiece: { quantity: 1, unit: 'c. à soupe' }, note: "délayée dans 3 c. à soupe d'eau par œuf" },
    ],
  },
  {
    match: idIs('mayonnaise', 'aioli', 'sauce-tartare'),
    to: [
      { id: 'yaourt-grec', ratio: 1 },
      { id: 'yaourt-soja', ratio: 1 },
      { id: 'houmous', ratio: 1 },
      { id: 'sauce-vinaigrette', ratio: 0.7 },
    ],
  },
  // Pork: smoked bits become smoked tofu or mushrooms; halal cuts the closest other meat.
  {
    match: idIs(...SMOKED_PORK),
    to: [
      { id: 'magret-fume', ratio: 1 },
      { id: 'jambon-de-dinde', ratio: 1 },
      { id: 'tofu-fume', ratio: 1 },
      { id: 'champignon-de-paris', ratio: 1.3, note: 'bien dorés avec une pincée de paprika fumé' },
      { id: 'champignon-shiitake', ratio: 1.2 },
    ],
  },
  {
    match: idIs('chorizo', 'saucisson-sec'),
    to: [
      { id: 'merguez', ratio: 1 },
      { id: 'tofu-fume', ratio: 1, note: 'relevé de paprika fumé' },
      { id: 'poivron-grille', ratio: 1.3 },
    ],
  },
  {
    match: idIs(
      'porc-hache',
      'chair-a-saucisse',
      'saucisse-de-toulouse',
      'chipolata',
      'saucisse-de-strasbourg',
      'saucisse-de-morteau',
      'saucisse-de-montbeliard',
      'saucisse-fumee',
    ),
    to: [
      { id: 'veau-hache', ratio: 1 },
      { id: 'boeuf-hache', ratio: 1 },
      { id: 'poulet-hache', ratio: 1 },
      { id: 'merguez', ratio: 1 },
      { id: 'proteines-de-soja-texturees', ratio: 0.4, note: 'réhydratées dans du bouillon' },
      { id: 'lentilles-en-conserve', ratio: 1.2 },
    ],
  },
  {
    match: idIs('saindoux', 'graisse-de-canard'),
    to: [
      { id: 'huile-d-olive', ratio: 0.9 },
      { id: 'huile-de-tournesol', ratio: 0.9 },
    ],
  },
  {
    match: (i) => i.family === 'porc',
    to: [{ id: 'veau-roti', ratio: 1 }, { id: 'dinde-roti', ratio: 1 }, { id: 'poulet-haut-de-cuisse', ratio: 1 }, ...VEG_PROTEINS],
  },
  // Meat and poultry: the closest meat first (chosen by family similarity), then plant proteins.
  {
    match: idIs('boeuf-hache', 'steak-hache', 'veau-hache', 'agneau-hache', 'poulet-hache'),
    to: [
      { id: 'lentilles-en-conserve', ratio: 1.2 },
      { id: 'proteines-de-soja-texturees', ratio: 0.4, note: 'réhydratées dans du bouillon' },
      { id: 'tofu-ferme', ratio: 1, note: 'émietté' },
      { id: 'champignon-de-paris', ratio: 1.3, note: 'hachés' },
    ],
  },
  { match: (i) => i.family === 'viande' || i.family === 'volaille', to: VEG_PROTEINS },
  {
    match: idIs(
      'bouillon-de-volaille',
      'bouillon-de-boeuf',
      'fond-de-veau',
      'fond-de-volaille',
      'cube-bouillon-volaille',
      'cube-bouillon-boeuf',
    ),
    to: [
      { id: 'bouillon-de-legumes', ratio: 1 },
      { id: 'cube-bouillon-legumes', ratio: 1 },
      { id: 'eau', ratio: 1, note: 'avec un bouquet garni' },
    ],
  },
  { match: idIs('gelatine'), to: [{ id: 'agar-agar', ratio: 0.25 }] },
  // Fish and seafood. Shellfish are weighed with their shells: about a third is edible.
  {
    match: idIs('moule', 'palourde', 'huitre', 'bulot', 'coque'),
    to: [
      { id: 'crevette-cuite', ratio: 0.3 },
      { id: 'cabillaud-filet', ratio: 0.3 },
      { id: 'poulet-filet', ratio: 0.3 },
      { id: 'tofu-ferme', ratio: 0.3 },
      { id: 'champignon-de-paris', ratio: 0.4 },
    ],
  },
  {
    match: idIs('nuoc-mam', 'sauce-huitre', 'anchois'),
    to: [
      { id: 'sauce-soja', ratio: 1 },
      { id: 'tamari', ratio: 1 },
      { id: 'miso', ratio: 0.5 },
      { id: 'sel', ratio: 0.1 },
    ],
  },
  { match: idIs('fumet-de-poisson'), to: [{ id: 'bouillon-de-legumes', ratio: 1 }] },
  {
    match: (i) => i.family === 'poisson' || i.family === 'fruit-de-mer',
    to: [
      { id: 'cabillaud-filet', ratio: 1 },
      { id: 'poulet-filet', ratio: 1 },
      { id: 'tofu-ferme', ratio: 1 },
      { id: 'pois-chiches', ratio: 1.2 },
      { id: 'champignon-de-paris', ratio: 1.3 },
    ],
  },
  // Gluten and carbs.
  {
    match: idIs('farine-de-ble', 'farine-complete', 'farine-d-epeautre', 'farine-de-seigle'),
    to: [
      { id: 'farine-de-riz', ratio: 1, when: 'sweet' },
      { id: 'maizena', ratio: 0.7, when: 'savory' },
      { id: 'farine-de-riz', ratio: 1 },
      { id: 'farine-de-sarrasin', ratio: 1 },
      { id: 'farine-de-mais', ratio: 1 },
      { id: 'fecule-de-pomme-de-terre', ratio: 0.7 },
      { id: 'amande-en-poudre', ratio: 1 },
    ],
  },
  {
    match: (i) =>
      [
        'pates-seches',
        'spaghetti',
        'penne',
        'coquillettes',
        'linguine',
        'orzo',
        'tagliatelles',
        'pates-completes',
        'pates-fraiches',
        'nouilles-aux-oeufs',
        'nouilles-udon',
        'lasagne',
        'vermicelles',
      ].includes(i.id),
    to: [
      { id: 'nouilles-de-riz', ratio: 1 },
      { id: 'riz-basmati', ratio: 1 },
      { id: 'vermicelles-de-soja', ratio: 1 },
      { id: 'courgette', ratio: 2.5, note: 'taillées en spaghetti' },
      { id: 'courge-spaghetti', ratio: 2.5 },
    ],
  },
  {
    match: idIs('semoule', 'semoule-fine', 'boulgour', 'ble-precuit', 'epeautre', 'orge-perle'),
    to: [
      { id: 'quinoa', ratio: 1 },
      { id: 'riz-basmati', ratio: 1 },
      { id: 'millet', ratio: 1 },
      { id: 'chou-fleur', ratio: 2.5, note: 'râpé en semoule' },
    ],
  },
  {
    match: (i) => i.family === 'cereale' && i.id.startsWith('riz'),
    to: [
      { id: 'chou-fleur', ratio: 2.5, note: 'râpé en grains de riz' },
      { id: 'quinoa', ratio: 1 },
    ],
  },
  {
    match: idIs('croutons', 'chapelure', 'biscotte'),
    to: [
      { id: 'galette-de-riz', ratio: 1 },
      { id: 'polenta', ratio: 0.5 },
      { id: 'graines-de-courge', ratio: 0.3 },
      { id: 'amande-effilee', ratio: 0.3 },
    ],
  },
  // A bun or a wrap holds a filling: a corn tortilla, a rice cake, or large lettuce leaves do.
  {
    match: idIs('pain-burger', 'pain-pita', 'pain-hot-dog', 'pain-bagel', 'tortilla-de-ble', 'pain-panini'),
    to: [
      { id: 'tortilla-de-mais', ratio: 1 },
      { id: 'galette-de-riz', ratio: 1 },
      { id: 'laitue-iceberg', ratio: 1, note: 'en grandes feuilles, en guise de pain' },
    ],
  },
  {
    match: (i) => i.family === 'cereale' && /^(pain|baguette|brioche|tortilla|pate-)/.test(i.id),
    to: [
      { id: 'galette-de-riz', ratio: 1 },
      { id: 'tortilla-de-mais', ratio: 1 },
      { id: 'polenta', ratio: 0.5 },
    ],
  },
  {
    match: (i) => i.family === 'feculent',
    to: [
      { id: 'chou-fleur', ratio: 1 },
      { id: 'celeri-rave', ratio: 1 },
      { id: 'navet', ratio: 1 },
      { id: 'courgette', ratio: 1 },
      { id: 'potimarron', ratio: 1 },
    ],
  },
  {
    // Frozen broad beans are filed with the vegetables, but play a pulse's part.
    match: (i) => i.family === 'legumineuse' || i.id === 'feves-surgelees',
    to: [
      { id: 'champignon-de-paris', ratio: 1.2 },
      { id: 'courgette', ratio: 1.2 },
      { id: 'oeuf', ratio: 1 },
    ],
  },
  // Vanilla sugar flavours more than it sweetens: vanilla extract keeps the flavour.
  {
    match: idIs('sucre-vanille'),
    to: [
      { id: 'extrait-de-vanille', perPiece: { quantity: 1, unit: 'c. à café' } },
      { id: 'gousse-de-vanille', perPiece: { quantity: 0.5, unit: 'pièce' } },
    ],
  },
  {
    match: (i) => i.family === 'sucre' && i.ciqual.glucides > 50 && !i.tags?.includes('chocolat'),
    to: [
      { id: 'miel', ratio: 0.8 },
      { id: 'sirop-d-erable', ratio: 0.8 },
      { id: 'sirop-d-agave', ratio: 0.7 },
      { id: 'sucre-roux', ratio: 1 },
      { id: 'compote-de-pommes', ratio: 2 },
    ],
  },
  // Chocolate is only replaced by another chocolate or by cocoa: nothing else tastes of it (a cake
  // or a date in its place would be another dessert).
  {
    match: hasTag('chocolat'),
    to: [
      { id: 'chocolat-noir-70', ratio: 1 },
      { id: 'caroube', ratio: 1 },
      { id: 'cacao-en-poudre', ratio: 0.5 },
    ],
  },
  // Soy sauces (soja allergy), nuts, seeds.
  {
    match: idIs('sauce-soja', 'sauce-soja-sucree', 'tamari', 'miso'),
    to: [
      { id: 'tamari', ratio: 1 },
      { id: 'sauce-worcestershire', ratio: 0.5 },
      { id: 'sel', ratio: 0.1 },
    ],
  },
  {
    match: (i) => i.family === 'noix-graines',
    to: [
      { id: 'graines-de-courge', ratio: 1 },
      { id: 'graines-de-tournesol', ratio: 1 },
      { id: 'flocons-d-avoine', ratio: 1 },
      { id: 'noix-de-coco-rapee', ratio: 1 },
    ],
  },
  {
    match: idIs('beurre-de-cacahuete', 'puree-d-amande', 'tahini'),
    to: [
      { id: 'puree-d-amande', ratio: 1 },
      { id: 'tahini', ratio: 1 },
      { id: 'beurre-de-cacahuete', ratio: 1 },
      { id: 'huile-d-olive', ratio: 0.5 },
    ],
  },
  {
    match: idIs('huile-d-arachide', 'huile-de-sesame', 'huile-de-noix', 'huile-de-noisette', 'huile-de-coco'),
    to: [
      { id: 'huile-de-tournesol', ratio: 1 },
      { id: 'huile-de-colza', ratio: 1 },
      { id: 'huile-d-olive', ratio: 1 },
    ],
  },
  {
    match: (i) => i.family === 'matiere-grasse',
    to: [
      { id: 'huile-d-olive', ratio: 1 },
      { id: 'huile-de-colza', ratio: 1 },
      { id: 'huile-de-tournesol', ratio: 1 },
    ],
  },
  // Alcohol (halal) and sulfites.
  {
    match: idIs('vin-blanc', 'vin-blanc-moelleux', 'champagne', 'vermouth'),
    to: [
      { id: 'bouillon-de-legumes', ratio: 1 },
      { id: 'jus-de-pomme', ratio: 1 },
      { id: 'eau', ratio: 1 },
    ],
  },
  {
    match: idIs('vin-rouge', 'vin-rose', 'porto', 'marsala'),
    to: [
      { id: 'jus-de-raisin', ratio: 1 },
      { id: 'bouillon-de-boeuf', ratio: 1 },
      { id: 'bouillon-de-legumes', ratio: 1 },
      { id: 'eau', ratio: 1 },
    ],
  },
  {
    match: idIs('biere', 'biere-brune', 'biere-blanche', 'cidre'),
    to: [
      { id: 'jus-de-pomme', ratio: 1 },
      { id: 'bouillon-de-legumes', ratio: 1 },
      { id: 'eau', ratio: 1 },
    ],
  },
  {
    match: (i) => i.family === 'alcool' || !!i.alcohol,
    to: [
      { id: 'jus-d-orange', ratio: 1, when: 'sweet' },
      { id: 'extrait-de-vanille', ratio: 0.2, when: 'sweet' },
      { id: 'jus-de-pomme', ratio: 1 },
      { id: 'bouillon-de-legumes', ratio: 1 },
    ],
  },
  {
    match: (i) => i.id.startsWith('vinaigre'),
    to: [
      { id: 'jus-de-citron', ratio: 1 },
      { id: 'citron', ratio: 1 },
      { id: 'jus-de-citron-vert', ratio: 1 },
    ],
  },
  // Tomatoes, citrus, mustard.
  {
    match: idIs('concentre-de-tomate', 'coulis-de-tomate', 'sauce-tomate', 'tomates-pelees-en-conserve', 'tomates-concassees', 'ketchup'),
    to: [
      { id: 'poivron-grille', ratio: 1 },
      { id: 'courge-butternut', ratio: 1 },
      { id: 'creme-de-soja', ratio: 0.5 },
      { id: 'bouillon-de-legumes', ratio: 1 },
    ],
  },
  {
    match: hasTag('agrume'),
    to: [
      { id: 'vinaigre-de-cidre', ratio: 0.5 },
      { id: 'vinaigre-de-vin', ratio: 0.5 },
      { id: 'sumac', ratio: 0.05 },
    ],
  },
  {
    match: (i) => i.id.startsWith('moutarde'),
    to: [
      { id: 'raifort', ratio: 0.5 },
      { id: 'curcuma', ratio: 0.1 },
      { id: 'vinaigre-de-cidre', ratio: 0.5 },
    ],
  },
];

/** Families where a close relative (another meat, another cheese, another vegetable) is the most
 *  natural swap, tried before the rules. For the others (dairy, fats, eggs, sugar, sauces) the rules
 *  come first, because "the closest dairy product" of butter is cream, not a good swap. */
const RELATIVES_FIRST = new Set<Family>([
  'viande',
  'volaille',
  'porc',
  'poisson',
  'fruit-de-mer',
  'legume',
  'fruit',
  'fromage',
  'herbe',
  'feculent',
  'legumineuse',
  'noix-graines',
  'epice',
]);

/** The catalogue's ingredients by family, built at the first use. */
const byFamily = lazy(() => {
  const map = new Map<Family, IngredientData[]>();
  for (const ing of ALL_INGREDIENTS) {
    const list = map.get(ing.family) ?? [];
    list.push(ing);
    map.set(ing.family, list);
  }
  return map;
});

/** Dissimilarity of two ingredients of a family: aisle, nutrition profile, form, shared name words. */
export function distance(a: IngredientData, b: IngredientData): number {
  const n = a.ciqual;
  const m = b.ciqual;
  let d =
    Math.abs(n.kcal - m.kcal) / 100 +
    Math.abs(n.proteines - m.proteines) / 8 +
    Math.abs(n.lipides - m.lipides) / 8 +
    Math.abs(n.glucides - m.glucides) / 8;
  if (a.aisle !== b.aisle) d += 3;
  if (!!a.processed !== !!b.processed) d += 1;
  if ((a.shopUnit === 'piece') !== (b.shopUnit === 'piece')) d += 0.5;
  const aw = nameWords(a);
  if (nameWords(b).some((w) => aw.includes(w))) d -= 1.5;
  return d;
}

const NAME_WORDS = new Map<string, string[]>();
/** Significant singular words of an ingredient's name (memoized). */
function nameWords(ing: IngredientData): string[] {
  let w = NAME_WORDS.get(ing.id);
  if (!w) {
    w = words(ing.name)
      .map(singular)
      .filter((x) => x.length > 3);
    NAME_WORDS.set(ing.id, w);
  }
  return w;
}

/** Substitutes for one technique only (aquafaba whips like egg whites): never a family relative. */
const ROLE_ONLY = new Set(['aquafaba']);

const PASTA =
  /^(pates|spaghetti|penne|coquillettes|linguine|orzo|tagliatelles|nouilles|lasagne|vermicelles|macaroni|fusilli|farfalle|ravioli|gnocchi)/;

/** What an ingredient is used as, within its family: a family mixes foods no cook swaps for each
 *  other (a madeleine and chocolate are both "sucre", a stock cube and gherkins both "condiment",
 *  coconut milk and chestnuts both "noix-graines"). A relative must be of the same kind. */
export function kindOf(ing: IngredientData): string {
  let kind = KINDS.get(ing.id);
  if (!kind) {
    kind = kindOfUncached(ing);
    KINDS.set(ing.id, kind);
  }
  return kind;
}
const KINDS = new Map<string, string>();

function kindOfUncached(ing: IngredientData): string {
  const id = ing.id;
  if (ing.tags?.includes('chocolat') || id.startsWith('cacao')) return 'chocolat';
  if (/^(bouillon|cube-bouillon|fond-de|fumet)/.test(id)) return 'bouillon';
  if (/^levure/.test(id)) return id;
  if (/^(lait|boisson-)/.test(id) || id === 'lait-de-coco') return 'lait';
  if (/^(yaourt|skyr|fromage-blanc|faisselle|petit-suisse)/.test(id)) return 'yaourt';
  if (/^creme-(?!de-marrons|de-cassis)/.test(id)) return 'creme';
  if (/(biscuit|sable-|speculoos|madeleine|petit-beurre|boudoir|gaufrette|cookie|financier|brownie|meringue|palmier|tuile)/.test(id))
    return 'biscuit';
  if (/^(sauce|ketchup|mayonnaise|aioli|pesto|tapenade|guacamole|houmous|pate-de-curry|harissa)/.test(id)) return 'sauce';
  if (/^(tofu|tempeh|seitan|proteines-de-soja)/.test(id)) return 'proteine-vegetale';
  // Frozen broad beans are filed with the vegetables, but a dish counts on them as its pulse.
  if (id === 'feves-surgelees') return 'legumineuse';
  if (id === 'falafel') return 'falafel';
  if (ing.family === 'cereale') {
    if (PASTA.test(id)) return 'pates';
    if (/^(farine|maizena|fecule|son-)/.test(id)) return 'farine';
    if (/^(pain|baguette|brioche|bagel|tortilla|galette|croutons|biscotte|chapelure)/.test(id)) return 'pain';
    if (/^(pate-|feuille-|galette-de-riz)/.test(id)) return 'pate';
    if (/^(cereales|flocons|muesli|granola)/.test(id)) return 'flocons';
    if (/^chips/.test(id)) return 'chips';
    return 'grain';
  }
  if (ing.family === 'noix-graines') {
    if (/^(puree|beurre-de|tahini|pate-)/.test(id)) return 'puree-de-noix';
    if (/poudre/.test(id)) return 'poudre-de-noix';
    if (/^(chataigne|marron)/.test(id)) return 'chataigne';
    if (/coco/.test(id)) return 'coco';
    return 'noix';
  }
  if (ing.family === 'condiment') {
    if (/^(vinaigre|jus-de-citron)/.test(id)) return 'vinaigre';
    if (/^(moutarde|raifort|wasabi)/.test(id)) return 'moutarde';
    if (/^(olive|cornichon|capres|cornichons)/.test(id)) return 'condiment-au-vinaigre';
    if (/^(gelatine|agar)/.test(id)) return 'gelifiant';
    return id;
  }
  return ing.family;
}

/** The closest allowed relatives of an ingredient in its own family, best first. */
export function relatives(ing: IngredientData, allowed: (c: IngredientData) => boolean, limit = 3): IngredientData[] {
  const list = byFamily().get(ing.family) ?? [];
  const kind = kindOf(ing);
  return list
    .filter((c) => c.id !== ing.id && !ROLE_ONLY.has(c.id) && allowed(c) && kindOf(c) === kind)
    .map((c) => ({ c, d: distance(ing, c) }))
    .sort((x, y) => x.d - y.d || x.c.id.localeCompare(y.c.id))
    .slice(0, limit)
    .map((x) => x.c);
}

/** Whether a dish is sweet (dessert, goûter, or sugar a real part of it): picks dessert substitutes. */
export function isSweetDish(recipe: Pick<RecipeDraft, 'dishType' | 'ingredients'>): boolean {
  if (['Dessert', 'Goûter'].includes(recipe.dishType)) return true;
  return recipe.ingredients.some((l) => {
    const ing = lineIngredient(l);
    return ing?.family === 'sucre' && lineGrams(l, ing) >= 30;
  });
}

export interface SubstituteChoice {
  target: IngredientData;
  quantity: number;
  unity: string;
  note?: string;
  /** The culinary role the substitute was chosen for (its steps may need another technique). */
  role?: Role;
  /** A binder added with the substitute: pulses shaped into patties or balls do not hold alone. */
  binder?: { target: IngredientData; quantity: number; unity: string };
}

const MINCED = new Set(['boeuf-hache', 'steak-hache', 'veau-hache', 'agneau-hache', 'poulet-hache', 'porc-hache', 'chair-a-saucisse']);
const BINDERS = ['farine-de-pois-chiche', 'chapelure', 'flocons-d-avoine', 'maizena'];

/** Minced meat shaped into patties, balls or a stuffing, replaced by pulses: they need a binder
 *  (1 c. à soupe of chickpea flour, crumbs or oat flakes per 100 g), the first the profile allows. */
function binderFor(
  from: IngredientData,
  target: IngredientData,
  grams: number,
  ctx: RoleContext,
  allowed: (c: IngredientData) => boolean,
): SubstituteChoice['binder'] {
  if (!MINCED.has(from.id) || target.family !== 'legumineuse' || target.id.startsWith('proteines') || target.id.startsWith('tofu'))
    return undefined;
  if (!/\b(formez|faconnez|boulettes?|steaks?|galettes?|farce|farcissez|roulez)\b/.test(stepsText(ctx))) return undefined;
  const binder = BINDERS.map((id) => getIngredient(id)).find(
    (b): b is IngredientData => !!b && allowed(b) && !ctx.ingredients.some((l) => l.ingredientId === b.id),
  );
  if (!binder) return undefined;
  const quantity = roundQuantity(Math.max(1, grams / 100), 'c. à soupe', binder.id);
  return { target: binder, quantity, unity: 'c. à soupe' };
}

/** Candidates (role, rules, relatives) for an ingredient, ordered, not yet filtered. The role of the
 *  ingredient in this recipe (roles.ts) comes before the generic rules; close relatives (another
 *  cheese, another meat) come first for the families where they are the natural swap. */
function candidatesFor(
  line: DraftIngredient,
  ing: IngredientData,
  ctx: RoleContext,
  sweet: boolean,
  allowed: (c: IngredientData) => boolean,
): { target: IngredientData; c: Candidate; role?: Role }[] {
  const out: { target: IngredientData; c: Candidate; role?: Role }[] = [];
  const fits = (c: Candidate) => !c.when || (c.when === 'sweet') === sweet;
  const roleRule = roleOf(line, ctx);
  const fromRole = (roleRule?.to ?? [])
    .filter(fits)
    .map((c) => ({ target: getIngredient(c.id), c, role: roleRule?.role }))
    .filter((x): x is { target: IngredientData; c: Candidate; role: Role } => !!x.target);
  const rule = RULES.find((r) => r.match(ing));
  const fromRule = (rule?.to ?? [])
    .filter(fits)
    .map((c) => ({ target: getIngredient(c.id), c }))
    .filter((x): x is { target: IngredientData; c: Candidate } => !!x.target);
  const shelled = ['moule', 'palourde', 'huitre', 'bulot', 'coque'];
  const fromFamily = relatives(ing, allowed, 3).map((target) => ({
    target,
    // From shellfish weighed with shells to shell-free seafood (and back), weights differ ×3.
    c: {
      id: target.id,
      ratio: shelled.includes(ing.id) === shelled.includes(target.id) ? 1 : shelled.includes(ing.id) ? 0.3 : 3,
    } as Candidate,
  }));
  // A cheese melted on the dish (a raclette, a burger's slice) has no stand-in but another cheese:
  // tofu does not melt and nutritional yeast is a seasoning.
  // So does a gratinated cheese the title names (the chèvre of a "salade de chèvre chaud"): it is
  // the dish, not a topping.
  // Yolks that finish a savoury sauce (a blanquette's liaison) only enrich it: nothing stands for
  // them, they are left out (a flax "egg" in a cream sauce is no cook's gesture).
  if (
    ing.id === 'jaune-d-oeuf' &&
    !sweet &&
    (ctx.instructions ?? []).some((s) => /\bjaunes?\b/.test(normalizeText(s.explanation)) && /\bsauce\b/.test(normalizeText(s.explanation)))
  )
    return [];
  const named = normalizeText(ctx.title ?? '')
    .split(/[^a-z]+/)
    .some((w) => w.length > 3 && words(ing.name).includes(w));
  if (ing.family === 'fromage' && (roleRule?.role === 'fromage-garniture' ? named : meltsCheese(line, ing, ctx))) return fromFamily;
  if (RELATIVES_FIRST.has(ing.family)) out.push(...fromFamily, ...fromRole, ...fromRule);
  else out.push(...fromRole, ...fromRule, ...fromFamily);
  return out;
}

/** Whether a cheese is melted as such: a step naming it (or "le fromage") makes it melt, or it is
 *  a large part of the dish (a raclette). */
function meltsCheese(line: DraftIngredient, ing: IngredientData, ctx: RoleContext): boolean {
  const total = ctx.ingredients.reduce((sum, l) => sum + lineGrams(l), 0) || 1;
  if (lineGrams(line, ing) / total >= 0.2) return true;
  const names = [
    ...new Set([...words(line.name.split(',')[0] ?? ''), ...words(ing.name)].map(singular).filter((w) => w.length > 3)),
    'fromage',
  ];
  const sentences = (ctx.instructions ?? []).flatMap((s) => normalizeText(s.explanation).split(/[.;!?]/));
  return sentences.some((x) => names.some((n) => new RegExp(`\\b${n}`).test(x)) && /\b(fondre|fondu|fondue|filant|couvrez)\b/.test(x));
}

/** Quantity of the substitute for a line, in the line's own unit when it is a measure. */
function convertQuantity(
  line: DraftIngredient,
  from: IngredientData | undefined,
  target: IngredientData,
  c: Candidate,
): { quantity: number; unity: string } {
  const unit = parseUnit(line.unity, from);
  if (c.perPiece) {
    const pieces = unit === 'pièce' || unit === null ? line.quantity : Math.max(1, lineGrams(line, from) / (from?.pieceWeightG ?? 60));
    const q = roundQuantity(pieces * c.perPiece.quantity, c.perPiece.unit, target.id);
    return { quantity: q, unity: unityLabel(c.perPiece.unit, q, target) };
  }
  const ratio = c.ratio ?? 1;
  if (unit && unit !== 'pièce') {
    const q = roundQuantity(line.quantity * ratio, unit, target.id);
    return { quantity: q, unity: unit };
  }
  const grams = lineGrams(line, from) * ratio;
  const natural = fromGrams(grams, target);
  const q = roundQuantity(natural.quantity, natural.unit, target.id);
  return { quantity: q, unity: unityLabel(natural.unit, q, target) };
}

/** Up to `limit` allowed substitutes for a line, best first, each with its converted quantity. */
export function substituteCandidates(
  line: DraftIngredient,
  recipe: RoleContext,
  allowed: (c: IngredientData) => boolean,
  limit = 3,
): SubstituteChoice[] {
  const from = lineIngredient(line);
  if (!from) return [];
  const seen = new Set<string>();
  const out: SubstituteChoice[] = [];
  for (const x of candidatesFor(line, from, recipe, isSweetDish(recipe), allowed)) {
    if (x.target.id === from.id || seen.has(x.target.id) || !allowed(x.target)) continue;
    seen.add(x.target.id);
    out.push({ target: x.target, ...convertQuantity(line, from, x.target, x.c), note: x.c.note, role: x.role });
    if (out.length >= limit) break;
  }
  return out;
}

/** Best allowed substitute for a line, or null when no candidate is allowed. */
export function chooseSubstitute(
  line: DraftIngredient,
  recipe: RoleContext,
  allowed: (c: IngredientData) => boolean,
  prefer?: (c: IngredientData) => number,
): SubstituteChoice | null {
  const from = lineIngredient(line);
  if (!from) return null;
  let cands = candidatesFor(line, from, recipe, isSweetDish(recipe), allowed).filter((x) => x.target.id !== from.id && allowed(x.target));
  if (prefer) cands = [...cands].sort((a, b) => prefer(a.target) - prefer(b.target));
  const first = cands[0];
  if (!first) return null;
  const { quantity, unity } = convertQuantity(line, from, first.target, first.c);
  const binder = binderFor(from, first.target, lineGrams(line, from) * (first.c.ratio ?? 1), recipe, allowed);
  return { target: first.target, quantity, unity, note: first.c.note, role: first.role, ...(binder ? { binder } : {}) };
}

// ---------------------------------------------------------------------------------------------
// Rewriting a recipe
// ---------------------------------------------------------------------------------------------

/** Words too generic to stand for an ingredient in instructions ("le filet", "la sauce"). */
const GENERIC_HEADS = new Set([
  'filet',
  'pave',
  'cuisse',
  'escalope',
  'tranche',
  'feuille',
  'jus',
  'sauce',
  'pate',
  'poudre',
  'graine',
  'fond',
  'cube',
  'bouquet',
  'zeste',
  'gousse',
  'petit',
  'petite',
  'gros',
  'grosse',
  'roti',
  'cote',
  'haut',
  'blanc',
  'jaune',
  'fine',
  'sec',
  'seche',
  'frais',
  'fraiche',
  'des',
  'eau',
]);

/** Phrases that name a line's ingredient in instruction texts: its names plus a distinctive head
 *  word ("crème" for "Crème fraîche épaisse") when no other ingredient of the recipe shares it. */
export function mentionPhrases(line: DraftIngredient, others: readonly DraftIngredient[]): string[] {
  const ing = lineIngredient(line);
  const baseName = line.name.split(',')[0] as string;
  const phrases = new Set<string>([baseName]);
  if (ing) for (const n of namesOf(ing)) phrases.add(n);
  const heads = new Set<string>();
  for (const n of [baseName, ing?.name ?? '', ing?.id.replace(/-/g, ' ') ?? '']) {
    const w = words(n).map(singular);
    const first = w[0];
    if (first && first.length >= 3 && !GENERIC_HEADS.has(first)) heads.add(first);
    const last = w[w.length - 1];
    if (last && w.length >= 3 && last.length >= 4 && !GENERIC_HEADS.has(last) && (w[w.length - 2] === 'de' || w[w.length - 2] === 'd'))
      heads.add(last);
  }
  // "les jaunes", "les blancs": how steps name the parts of an egg.
  if (ing?.id === 'jaune-d-oeuf') phrases.add('jaunes').add('jaune');
  if (ing?.id === 'blanc-d-oeuf') phrases.add('blancs').add('blanc');
  if (ing?.id === 'oeuf' || ing?.id === 'oeuf-de-caille') phrases.add('jaunes').add('blancs');
  // "la viande", "le poisson": generic words for the dish's only meat / fish.
  if (ing && ['viande', 'volaille', 'porc'].includes(ing.family)) heads.add('viande');
  if (ing && ing.family === 'volaille') heads.add('volaille');
  if (ing && ing.family === 'poisson') heads.add('poisson');
  if (ing && ing.family === 'fruit-de-mer') heads.add('fruit de mer');
  for (const head of heads) {
    const shared = others.some((o) => {
      const oi = lineIngredient(o);
      if (head === 'viande' && oi && ['viande', 'volaille', 'porc'].includes(oi.family)) return true;
      if (head === 'poisson' && oi?.family === 'poisson') return true;
      // The other line's own names, not its synonyms: "bouillon de poulet" is a synonym of the
      // chicken stock, yet "le poulet" of a step is the chicken.
      return containsKey(phraseKey(o.name), head) || (!!oi && [oi.name, oi.plural ?? ''].some((n) => containsKey(phraseKey(n), head)));
    });
    if (!shared) phrases.add(head);
  }
  return [...phrases].filter((p) => phraseKey(p).length >= 2);
}

/** Removes the dangling words a dropped mention leaves ("Ajoutez  et le sel" → "Ajoutez le sel"). */
function tidy(text: string): string {
  return fixFrench(
    text
      .replace(/\(\s*\)/g, '')
      .replace(/\b(et|ou|avec|de|d'|du|des|puis|dans|sur|au|aux|en)\s*([,.;:!?]|$)/g, '$2')
      .replace(/(^|[.;:!?]\s*)(,\s*|et\s+)/g, '$1')
      .replace(/,\s*et\b/g, ' et')
      // "mélangez la crème avec et le jus de citron": the preposition takes the next item.
      .replace(/\b(avec|dans|sur|sous)\s+(?:et|,)\s+/g, '$1 ')
      .replace(/\bet\s+et\b/g, 'et')
      // French keeps its space before ; : ! ? ("Montez les burgers : sauce, salade").
      .replace(/\s+([,.])/g, '$1')
      .replace(/\s+([;:!?])/g, ' $1')
      .replace(/([,;:])\s*([.!?])/g, '$2'),
  ).replace(/^([a-zà-ÿ])/, (c) => c.toUpperCase());
}

/** First words of substitutes whose gender differs from what they often replace. */
const FEMININE = new Set([
  'sauce',
  'creme',
  'farine',
  'levure',
  'margarine',
  'compote',
  'poudre',
  'pate',
  'puree',
  'fecule',
  'boisson',
  'courgette',
  'tomate',
  'semoule',
  'viande',
  'volaille',
  'dinde',
  'aquafaba',
  'huile',
  'galette',
  'feuille',
  'tortilla',
  'polenta',
  'banane',
  'maizena',
]);
const MASCULINE = new Set([
  'dessert',
  'lait',
  'tofu',
  'beurre',
  'bouillon',
  'sucre',
  'sirop',
  'yaourt',
  'riz',
  'quinoa',
  'fromage',
  'poulet',
  'seitan',
  'tempeh',
  'jus',
  'vinaigre',
  'miel',
  'chou',
  'champignon',
  'houmous',
  'millet',
  'cabillaud',
  'veau',
  'boeuf',
  'porc',
  'jambon',
  'magret',
  'tamari',
  'miso',
  'sel',
  'avocat',
  'celeri',
  'navet',
  'potimarron',
]);

/** "2 œufs entiers" replaced by a substitute measured otherwise reads "2 graines de lin entiers":
 *  the count goes, an article takes its place ("les graines de lin"). */
function countless(text: string, rep: string): string {
  if (!rep) return text;
  const esc = rep.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const first = words(rep)[0] ?? '';
  const article = /s$/.test(first) ? 'les' : FEMININE.has(first) ? 'la' : 'le';
  let once = text.replace(new RegExp(`\\b\\d+(?:[.,]\\d+)? (${esc})(?: entier(?:e)?s?)?`, 'gi'), (_m, r: string) => `${article} ${r}`);
  // "ajoutez les œufs un à un" does not count graines de lin.
  once = once.replace(new RegExp(`(${esc}) (?:un à un|une à une|un par un|une par une)`, 'gi'), '$1');
  // "les graines de lin et les graines de lin" (whole eggs and yolks, both replaced): said once.
  return fixFrench(once.replace(new RegExp(`((?:les |la |le |l')?${esc})(?:\\s+et|,)\\s+(?:les |la |le |l')?${esc}`, 'gi'), '$1'));
}

/** "d'emmental" replaced by "levure maltée" reads "de levure maltée": the elision goes before a consonant. */
function unelide(text: string, rep: string): string {
  if (!rep || /^[aeiouyâàéèêîïôœh]/i.test(rep)) return text;
  const esc = rep.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const first = words(rep)[0] ?? '';
  const article = /s$/.test(first) ? 'les' : FEMININE.has(first) ? 'la' : 'le';
  return text
    .replace(new RegExp(`\\b([Dd])['’](${esc})`, 'g'), '$1e $2')
    .replace(
      new RegExp(`\\b([Ll])['’](${esc})`, 'g'),
      (_m, l: string, r: string) => `${l === 'L' ? article[0]!.toUpperCase() + article.slice(1) : article} ${r}`,
    );
}

/** Makes the article before a substitute agree with its gender ("le sauce soja" → "la sauce soja"). */
function agree(text: string, rep: string, uncountable = false): string {
  const first = words(rep)[0] ?? '';
  // "les lardons" → "le tofu fumé": a substitute without a plural takes the singular article.
  if (uncountable && rep && !/s$/.test(first) && (FEMININE.has(first) || MASCULINE.has(first))) {
    const esc = rep.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    text = text
      .replace(new RegExp(`\\b([Ll])es (${esc})`, 'g'), (_m, l: string, r: string) => `${l}${FEMININE.has(first) ? 'a' : 'e'} ${r}`)
      .replace(new RegExp(`\\b([Dd])es (${esc})`, 'g'), (_m, d: string, r: string) =>
        FEMININE.has(first) ? `${d}e la ${r}` : `${d}u ${r}`,
      )
      .replace(new RegExp(`\\b([Aa])ux (${esc})`, 'g'), (_m, a: string, r: string) =>
        FEMININE.has(first) ? `${a === 'A' ? 'À' : 'à'} la ${r}` : `${a}u ${r}`,
      );
  }
  if (!rep || (!FEMININE.has(first) && !MASCULINE.has(first))) return text;
  const esc = rep.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (FEMININE.has(first)) {
    return text
      .replace(new RegExp(`\\b([Ll])e (${esc})`, 'g'), '$1a $2')
      .replace(new RegExp(`\\b([Dd])u (${esc})`, 'g'), '$1e la $2')
      .replace(new RegExp(`\\b([Aa])u (${esc})`, 'g'), (_m, a: string, r: string) => `${a === 'A' ? 'À' : 'à'} la ${r}`);
  }
  return text
    .replace(new RegExp(`\\b([Ll])a (${esc})`, 'g'), '$1e $2')
    .replace(new RegExp(`\\b([Dd])e la (${esc})`, 'g'), '$1u $2')
    .replace(new RegExp(`(^|\\s)([Àà]) la (${esc})`, 'g'), (_m, p: string, a: string, r: string) => `${p}${a === 'À' ? 'Au' : 'au'} ${r}`);
}

const capitalizeFirst = (t: string) => (t ? t[0]!.toUpperCase() + t.slice(1) : t);

/** "alcool", "porc", "poisson": what a version is without, in a title. */
function withoutWord(ing: IngredientData | undefined): string | null {
  if (!ing) return null;
  if (ing.alcohol || ing.family === 'alcool') return 'alcool';
  if (ing.family === 'porc' || ing.animalDerived === 'porc') return 'porc';
  if (ing.family === 'poisson') return 'poisson';
  if (ing.family === 'fruit-de-mer') return 'fruits de mer';
  return lowerFirst(ing.name);
}

/** The title after a swap. A well-known dish keeps its name and says which version it is
 *  ("Coq au vin (version sans alcool)"): the swapped word would name a dish nobody cooks ("Coq au
 *  jus de raisin"). Other titles take the substitute's name. */
function dishTitle(before: string, swapped: string, from: IngredientData | undefined, target?: IngredientData, rep = ''): string {
  if (swapped === before) return before;
  const dish = knownDishIn(before);
  const what = withoutWord(from);
  const uncountable = !!target && !target.plural;
  const fixed = rep ? capitalizeFirst(agreeAround(agree(unelide(swapped, rep), rep, uncountable), rep)) : swapped;
  // A seasoning or a garnish does not name a dish ("Salade de levure maltée", "Lapin à la
  // raifort"), nor does a title that says a word twice ("Filets de filet de poulet"): the dish
  // keeps its name and says what it is without.
  // Nor do lettuce leaves standing for a bun, or a name with its own preposition ("Smoothie au
  // dessert au soja nature").
  const seasoning =
    !!target &&
    (['condiment', 'epice', 'herbe', 'matiere-grasse', 'noix-graines', 'sucre', 'boisson', 'alcool'].includes(target.family) ||
      /^laitue|^salade-verte/.test(target.id) ||
      / (au|à|aux) /.test(rep));
  const repeated = /\b([a-z]{4,})s? d(?:e |')\1\b/.test(normalizeText(fixed));
  if (what && !dish && !seasoning && !repeated) return fixed;
  if (!what) return fixed;
  if (dish && knownDishIn(fixed) === dish && !seasoning && !repeated) return fixed;
  const m = /^(.*?)\s*\(version sans ([^)]*)\)\s*$/.exec(before);
  if (!m) return `${before} (version sans ${what})`;
  const parts = m[2]!.split(/ ni |, /);
  return parts.includes(what) ? before : `${m[1]} (version sans ${[...parts, what].join(' ni ')})`;
}

/** Gender of a substitute's name, by its first noun (null when unknown). */
const FEMININE_NOUNS = new Set([
  ...FEMININE,
  'lentille',
  'graine',
  'carotte',
  'pomme',
  'feve',
  'crevette',
  'noix',
  'aubergine',
  'courge',
  'olive',
  'cacahuete',
  'amande',
  'noisette',
  'datte',
]);
const MASCULINE_NOUNS = new Set([...MASCULINE, 'pois', 'haricot', 'flageolet', 'oeuf', 'lardon', 'poivron', 'falafel', 'steak', 'legume']);
function genderOf(rep: string): { feminine: boolean; plural: boolean } | null {
  const first = words(rep)[0] ?? '';
  const plural = /[sx]$/.test(first) && first !== 'pois' && first !== 'jus' && first !== 'riz' && first !== 'houmous';
  const noun = singular(first);
  if (FEMININE_NOUNS.has(noun) || FEMININE_NOUNS.has(first))
    return { feminine: true, plural: plural || first === 'noix' ? plural : plural };
  if (MASCULINE_NOUNS.has(noun) || MASCULINE_NOUNS.has(first)) return { feminine: false, plural: first === 'pois' ? true : plural };
  return null;
}

/** The words around a substitute agree with it, in the sentences that name it: its article in the
 *  plural ("la lentilles" → "les lentilles"), the participle after it ("le tofu ferme émiettée" →
 *  "le tofu ferme émietté") and the pronouns of the same sentence ("faites-le dorer" → "faites-les"). */
function agreeAround(text: string, rep: string): string {
  const g = rep ? genderOf(rep) : null;
  if (!g) return text;
  const esc = rep.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const ending = g.feminine ? (g.plural ? 'ées' : 'ée') : g.plural ? 'és' : 'é';
  const pronoun = g.plural ? 'les' : g.feminine ? 'la' : 'le';
  return text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => {
      if (!new RegExp(esc, 'i').test(sentence)) return sentence;
      let x = sentence;
      if (g.plural) {
        x = x
          .replace(new RegExp(`\\b([Ll])[ae] (${esc})`, 'g'), '$1es $2')
          .replace(new RegExp(`\\b([Dd])u (${esc})`, 'g'), '$1es $2')
          .replace(new RegExp(`\\b([Dd])e la (${esc})`, 'g'), '$1es $2')
          .replace(new RegExp(`\\b([Aa])u (${esc})`, 'g'), '$1ux $2');
      }
      x = x.replace(
        new RegExp(
          `(${esc}) ((?:bien |très |légèrement |finement |grossièrement |tout juste )?)([a-zàâäéèêëîïôöùûüç]{3,}?)(?:ées|és|ée|é)\\b`,
          'gi',
        ),
        (_m, r: string, adverb: string, stem: string) => `${r} ${adverb}${stem}${ending}`,
      );
      return x.replace(/-(les|la|le)\b(?!-)/g, (m, _p: string, at: number) =>
        objectBefore(x, at).toLowerCase().startsWith(rep.toLowerCase()) ? `-${pronoun}` : m,
      );
    })
    .join(' ');
}

/** The direct object a pronoun at `at` stands for: the last definite noun phrase before it that
 *  no preposition introduces ("faites dorer le tofu dans l'huile, puis réservez-le": the tofu). */
function objectBefore(sentence: string, at: number): string {
  const before = sentence.slice(0, at);
  let found = '';
  for (const m of before.matchAll(/(^|[\s,;(])(les|la|le|l')(?:\s+|(?<='))/gi)) {
    const start = (m.index ?? 0) + m[0].length;
    const previous =
      before
        .slice(0, m.index ?? 0)
        .trim()
        .split(/\s+/)
        .pop()
        ?.toLowerCase() ?? '';
    if (/^(dans|avec|de|d'|à|sur|en|par|pour|sous|au|aux|du|des|entre|contre|vers)$/.test(previous)) continue;
    found = before.slice(start);
  }
  return found;
}

/** Cuts of meat or fish the steps name the ingredient by ("farinez les escalopes", "épongez les
 *  cuisses"): when the substitute is not a cut of meat or fish, they name the substitute. */
const CUT_WORDS = [
  'escalope',
  'filet',
  'cuisse',
  'pave',
  'roti',
  'cotelette',
  'magret',
  'manchon',
  'aiguillette',
  'darne',
  'souris',
  'jarret',
  'travers',
];
const FLESH = new Set(['viande', 'volaille', 'porc', 'poisson', 'fruit-de-mer']);

function cutPhrases(
  line: DraftIngredient,
  from: IngredientData | undefined,
  target: IngredientData | undefined,
  others: readonly DraftIngredient[],
): string[] {
  if (!from || !FLESH.has(from.family) || (target && FLESH.has(target.family))) return [];
  const own = new Set([...words(line.name.split(',')[0] ?? ''), ...words(from.name)].map(singular));
  return CUT_WORDS.filter((w) => own.has(w) && !others.some((o) => words(o.name).map(singular).includes(w))).flatMap((w) => [w, `${w}s`]);
}

/** Gestures of the butcher's or fishmonger's cut that no longer apply once it is gone ("coupez à la
 *  jointure", "jusqu'à ce que la chair se détache de l'os"). */
function withoutBoneGestures(text: string): string {
  return text
    .replace(/,?\s*jusqu'à ce que la chair se détache de l'os/gi, '')
    .replace(/\s*en deux à la jointure/gi, ' en morceaux')
    .replace(/,?\s*côté peau( en premier)?/gi, '');
}

/** Rewrites the instructions, title and description after replacing (or dropping) a line. */
function rewriteTexts(
  recipe: RecipeDraft,
  phrases: string[],
  replacement: { singular: string; plural: string } | null,
  role?: { role: Role; ingredients: DraftIngredient[] },
  from?: IngredientData,
  cuts: readonly string[] = [],
  target?: IngredientData,
): Pick<RecipeDraft, 'instructions' | 'title' | 'description'> {
  const rep = replacement ? lowerFirst(replacement.singular) : '';
  const plural = replacement ? lowerFirst(replacement.plural) : '';
  // A role whose technique changes (whipped whites → whipped aquafaba) rewrites its gestures first.
  const steps = role ? rewriteForRole(recipe.instructions, role.role, { ingredients: role.ingredients }) : recipe.instructions;
  // The cut words ("les escalopes") name the ingredient in the steps only: in a title they are the dish.
  const stepPhrases = cuts.length ? [...phrases, ...cuts] : phrases;
  const gestures = (text: string) => (cuts.length ? withoutBoneGestures(text) : text);
  const instructions = steps
    .map((s) => {
      const r = replacePhrases(gestures(s.explanation), stepPhrases, rep, { withArticle: !replacement, plural });
      const t = s.tips
        ? replacePhrases(gestures(s.tips), stepPhrases, rep, { withArticle: !replacement, plural })
        : { text: s.tips, changed: false };
      const uncountable = !!replacement && replacement.plural === replacement.singular;
      const fix = (text: string) =>
        agreeAround(agree(unelide(countless(plural && plural !== rep ? countless(text, plural) : text, rep), rep), rep, uncountable), rep);
      if (replacement && r.changed) r.text = fix(r.text);
      if (replacement && t.changed) t.text = fix(t.text);
      const explanation = replacement ? r.text : tidy(r.text);
      const tips = t.changed ? (replacement ? t.text : tidy(t.text)) : s.tips;
      return { ...s, explanation, tips: tips && words(tips).length >= 2 ? tips : '' };
    })
    .filter((s) => words(s.explanation).length >= 2);
  const title = replacement
    ? dishTitle(recipe.title, replacePhrases(recipe.title, phrases, rep, { plural }).text, from, target, rep)
    : recipe.title;
  // The description names the dish's ingredients too ("faite de chocolat et d'œufs").
  // (Not by the generic words "viande", "poisson": there they may speak of the dish in general.)
  const own = phrases.filter((p) => !['viande', 'volaille', 'poisson', 'fruit de mer'].includes(p));
  const description = replacement ? replacePhrases(recipe.description, own, rep, { plural }).text : recipe.description;
  return { instructions: instructions.length ? instructions : recipe.instructions.slice(0, 1), title, description };
}

/** The names of a seed "egg" in steps (the checker of steps.ts knows them as the seeds). */
const SEED_EGGS: Record<string, { singular: string; plural: string }> = {
  'graines-de-lin': { singular: 'œuf de lin', plural: 'œufs de lin' },
  'graines-de-chia': { singular: 'œuf de chia', plural: 'œufs de chia' },
};

/** Says once, before its first use, how a seed "egg" is made. */
function withSeedEggPrep(
  steps: RecipeDraft['instructions'],
  egg: { singular: string; plural: string },
  seeds: IngredientData,
): RecipeDraft['instructions'] {
  const key = phraseKey(egg.singular);
  const first = steps.findIndex((s) => containsKey(phraseKey(s.explanation), key));
  const at = Math.max(0, first);
  const step = steps[at];
  if (!step || /laissez gonfler/.test(step.explanation)) return steps;
  const ground = seeds.id === 'graines-de-lin' ? ' moulues' : '';
  const prep = `Préparez les ${egg.plural} : mélangez les ${lowerFirst(seeds.plural ?? seeds.name)}${ground} avec 3 c. à soupe d'eau par cuillerée et laissez gonfler 10 minutes.`;
  return steps.map((s, i) => (i === at ? { ...s, explanation: `${prep} ${s.explanation}` } : s));
}

/** One substitution made by applySubstitute: what was replaced, by what, in which recipe. */
export interface SubstitutionEvent {
  from: IngredientData | undefined;
  to: IngredientData;
  recipeTitle: string;
}
const SUBSTITUTION_LISTENERS = new Set<(e: SubstitutionEvent) => void>();

/** Calls `listener` on every substitution made until the returned function is called: lets a scan
 *  see every swap the repair makes, without changing what it returns. */
export function observeSubstitutions(listener: (e: SubstitutionEvent) => void): () => void {
  SUBSTITUTION_LISTENERS.add(listener);
  return () => SUBSTITUTION_LISTENERS.delete(listener);
}

/** Says, at the step that shapes the pulses, to mash and bind them. */
function withBinder(steps: RecipeDraft['instructions'], pulses: IngredientData, binder: IngredientData): RecipeDraft['instructions'] {
  const at = Math.max(
    0,
    steps.findIndex((s) => /\b(formez|faconnez|boulettes?|steaks?|galettes?|farce|farcissez|roulez)\b/.test(normalizeText(s.explanation))),
  );
  const name = lowerFirst(pulses.plural ?? pulses.name);
  const prep = fixFrench(`Écrasez les ${name} à la fourchette et liez-les avec la ${lowerFirst(binder.name)}.`);
  return steps.map((s, i) => (i === at ? { ...s, explanation: `${prep} ${s.explanation}` } : s));
}

/** Replaces line `index` by a substitute (merged into an existing line of the same ingredient).
 *  Derived facts are NOT recomputed (call withFacts once after a series of changes). */
export function applySubstitute(recipe: RecipeDraft, index: number, choice: SubstituteChoice): RecipeDraft {
  const line = recipe.ingredients[index];
  if (!line) return recipe;
  for (const listener of SUBSTITUTION_LISTENERS) listener({ from: lineIngredient(line), to: choice.target, recipeTitle: recipe.title });
  const others = recipe.ingredients.filter((_, i) => i !== index);
  const phrases = mentionPhrases(line, others);
  const target = choice.target;
  const name = choice.note
    ? `${choice.quantity > 1 && target.plural ? target.plural : target.name}, ${choice.note}`
    : choice.quantity > 1 && target.plural && parseUnit(choice.unity, target) === 'pièce'
      ? target.plural
      : target.name;
  let ingredients: DraftIngredient[];
  const existing = recipe.ingredients.findIndex((l, i) => i !== index && l.ingredientId === target.id && l.unity === choice.unity);
  if (existing >= 0) {
    ingredients = recipe.ingredients
      .map((l, i) => (i === existing ? { ...l, quantity: roundQuantity(l.quantity + choice.quantity, l.unity, l.ingredientId) } : l))
      .filter((_, i) => i !== index);
  } else {
    ingredients = recipe.ingredients.map((l, i) =>
      i === index ? { name, quantity: choice.quantity, unity: choice.unity, ingredientId: target.id } : l,
    );
  }
  // Bakers call a flax or chia binder an "œuf de lin": the steps keep their gesture with it.
  const seedEgg = choice.role === 'oeuf-liant' ? SEED_EGGS[target.id] : undefined;
  // "un filet d'huile" is no cut of fish: "filet" is left alone where the steps use it so.
  const filetOfLiquid = recipe.instructions.some((st) => /\bfilets? d(e |')/i.test(`${st.explanation} ${st.tips ?? ''}`));
  const cuts = cutPhrases(line, lineIngredient(line), target, others).filter((w) => !(filetOfLiquid && w.startsWith('filet')));
  const texts = rewriteTexts(
    recipe,
    phrases,
    seedEgg ?? { singular: target.name, plural: target.plural ?? target.name },
    choice.role ? { role: choice.role, ingredients } : undefined,
    lineIngredient(line),
    cuts,
    seedEgg ? undefined : target,
  );
  if (seedEgg) texts.instructions = withSeedEggPrep(texts.instructions, seedEgg, target);
  if (choice.binder) {
    const b = choice.binder;
    ingredients = [...ingredients, { name: b.target.name, quantity: b.quantity, unity: b.unity, ingredientId: b.target.id }];
    texts.instructions = withBinder(texts.instructions, target, b.target);
  }
  // A technique that no longer applies (separating eggs, soaking gelatine) takes its minutes with
  // it: they were preparation time.
  const stepMinutes = (steps: RecipeDraft['instructions']) => steps.reduce((sum, x) => sum + x.time, 0);
  const dropped = Math.max(0, stepMinutes(recipe.instructions) - stepMinutes(texts.instructions));
  const fromPrep = Math.min(dropped, recipe.prepTime);
  const times = dropped ? { prepTime: recipe.prepTime - fromPrep, cookTime: Math.max(0, recipe.cookTime - (dropped - fromPrep)) } : {};
  // Facts (allergens, nutrition...) are recomputed once by the caller, after all its changes.
  return { ...recipe, ...texts, ...times, ingredients };
}

/** Replaces line `index` by free text (a user's replacement the catalogue does not know). */
export function applyFreeTextSubstitute(recipe: RecipeDraft, index: number, text: string): RecipeDraft {
  const line = recipe.ingredients[index];
  if (!line) return recipe;
  const others = recipe.ingredients.filter((_, i) => i !== index);
  const phrases = mentionPhrases(line, others);
  const ingredients = recipe.ingredients.map((l, i) => (i === index ? { ...l, name: text, ingredientId: null } : l));
  const texts = rewriteTexts(recipe, phrases, { singular: text, plural: text });
  return { ...recipe, ...texts, ingredients };
}

/** Drops line `index` and removes its mentions from the instructions. */
export function dropLine(recipe: RecipeDraft, index: number): RecipeDraft {
  const line = recipe.ingredients[index];
  if (!line) return recipe;
  const others = recipe.ingredients.filter((_, i) => i !== index);
  const phrases = mentionPhrases(line, others);
  // A sentence that melts what is dropped ("Posez le cheddar dessus et couvrez pour le faire
  // fondre") has nothing left to do: it goes whole rather than losing its object.
  const melts = lineIngredient(line)?.family === 'fromage' ? /\b(fondre|fondu|fondue|gratiner)\b/i : null;
  const instructions = recipe.instructions.map((st) => ({
    ...st,
    explanation: st.explanation
      .split(/(?<=[.!?])\s+/)
      .filter((x) => !(melts?.test(x) && replacePhrases(x, phrases, '').changed))
      .join(' '),
  }));
  const texts = rewriteTexts({ ...recipe, instructions }, phrases, null);
  return { ...recipe, instructions: texts.instructions, ingredients: others };
}

/** A line that can go without ruining the dish: garnish, herbs, a pinch of spice, a spoon of sauce. */
export function isOptionalLine(line: DraftIngredient, recipe: RecipeDraft): boolean {
  if (/facultatif|pour servir|décor|garnir|garniture|pour le service|au choix/i.test(line.name)) return true;
  const ing = lineIngredient(line);
  const grams = lineGrams(line, ing);
  const total = recipe.ingredients.reduce((s, l) => s + lineGrams(l), 0) || 1;
  if (!ing) return grams / total < 0.08;
  if (['herbe', 'epice'].includes(ing.family)) return true;
  if (['condiment', 'noix-graines', 'alcool', 'boisson', 'fruit', 'legume', 'fromage', 'sucre', 'matiere-grasse'].includes(ing.family))
    return grams / total <= 0.08;
  return grams / total <= 0.04;
}

export function withFacts(recipe: RecipeDraft): RecipeDraft {
  return { ...recipe, ...deriveRecipeFacts(recipe.ingredients, recipe.servings, recipe.dishType, recipe.title) };
}
