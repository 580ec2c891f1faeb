// The substitution table (RULES): for an ingredient a constraint forbids, the replacements to try,
// best first, with their ratio and the roles they fit. Read by substitutions/choose.ts.
import type { IngredientData } from '../../knowledge/vocabulary';
import { CHIA_EGG, CHICKPEA_FLOUR_EGG, FLAX_EGG, type Candidate } from '../roles';

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
export const RULES: Rule[] = [
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
      FLAX_EGG,
      CHIA_EGG,
      { id: 'tofu-soyeux', perPiece: { quantity: 60, unit: 'g' }, when: 'savory' },
      CHICKPEA_FLOUR_EGG,
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
