// The French vocabulary of diets, one entry a diet: every phrasing a user types for it and what the
// screen shows after "Compris : " (the lexicon, household/lexicon/index.ts), the words that name it
// inside a sentence, and the adjective and noun phrase the engine writes it with.
//
// Phrasings are compared by phrase key (accents, case, hyphens and plural marks ignored); a negation
// ("pas de porc", "je ne mange pas de porc", "porc interdit") is read as "sans porc" before lookup.

import { DIET_LABELS, type DietLabel } from '../../model';
import { adjectiveForms, invariable, type AdjectiveForms } from '../../base/text';

export interface DietEntry {
  label: DietLabel;
  aliases: string[];
  /** French, lower case, what the diet forbids. */
  understood: string;
  /** What names the diet inside a sentence (normalized: no accents, lower case): a question, a comment. */
  words: RegExp;
  /** The adjective ("une recette végane", « ce plat n'est pas halal »). */
  adjective: AdjectiveForms;
  /** The native French adjective, where the usual one is borrowed ("recettes végétaliennes"). */
  native?: AdjectiveForms;
  /** How a version's title names the diet when not by its adjective: the tile's own word ("version low carb"). */
  title?: string;
  /** The diet as what a food suits ("convient à un régime végan", "à une alimentation halal"). */
  regime?: string;
  /** The diet also asks for certified products (meat slaughtered by its rite): no recipe can claim it
   *  from its ingredients alone, only say what it leaves out. */
  certified?: true;
}

export const DIET_VOCABULARY: { readonly [D in DietLabel]: DietEntry & { label: D } } = {
  Végétarien: {
    label: 'Végétarien',
    words: /\bvegetarien[a-z]*|\bveggie\b/,
    adjective: adjectiveForms('végétarien', 'végétarienne'),
    regime: 'un régime végétarien',
    aliases: [
      'vegetarien',
      'vegetarienne',
      'vegetarian',
      'veggie',
      'vege',
      'ovo lacto vegetarien',
      'lacto ovo vegetarien',
      'sans viande',
      'sans viande ni poisson',
      'sans chair animale',
      'vegetarisme',
    ],
    understood: 'végétarien : ni viande, ni volaille, ni poisson, ni fruits de mer',
  },
  Végan: {
    label: 'Végan',
    words: /\bvegan[a-z]*|\bvegetalien[a-z]*/,
    adjective: adjectiveForms('végan', 'végane'),
    native: adjectiveForms('végétalien', 'végétalienne'),
    regime: 'un régime végan',
    aliases: [
      'vegan',
      'vegane',
      'vegetalien',
      'vegetalienne',
      'veganisme',
      'vegetalisme',
      'plant based',
      'sans produit animal',
      'sans produit d origine animale',
      '100 vegetal',
    ],
    understood: 'végan : aucun produit animal (viande, poisson, lait, œufs, miel)',
  },
  Pescétarien: {
    label: 'Pescétarien',
    words: /\bpescetarien[a-z]*/,
    adjective: adjectiveForms('pescétarien', 'pescétarienne'),
    regime: 'un régime pescétarien',
    aliases: [
      'pescetarien',
      'pescetarienne',
      'pescetarian',
      'pescovegetarien',
      'pesco vegetarien',
      'pescetarisme',
      'sans viande mais poisson',
    ],
    understood: 'pescétarien : ni viande ni volaille (poisson et fruits de mer permis)',
  },
  Flexitarien: {
    label: 'Flexitarien',
    words: /\bflexitarien[a-z]*/,
    adjective: adjectiveForms('flexitarien', 'flexitarienne'),
    aliases: ['flexitarien', 'flexitarienne', 'flexitarian', 'flexitarisme', 'peu de viande', 'moins de viande'],
    understood: 'flexitarien : moins de viande, aucun ingrédient interdit',
  },
  'Sans gluten': {
    label: 'Sans gluten',
    words: /\bsans gluten\b/,
    adjective: invariable('sans gluten'),
    regime: 'un régime sans gluten',
    aliases: ['sans gluten', 'gluten free', 'glutenfree', 'sans gluten strict', 'regime sans gluten'],
    understood: 'sans gluten (blé, seigle, orge, avoine, épeautre, kamut)',
  },
  'Sans lactose': {
    label: 'Sans lactose',
    words: /\bsans lactose\b|\bsans produits? laitiers?\b/,
    adjective: invariable('sans lactose'),
    regime: 'un régime sans lactose',
    aliases: ['sans lactose', 'lactose free', 'sans produit laitier', 'sans lait', 'sans laitage', 'sans lait de vache', 'sans plv'],
    understood: 'sans lactose : ni lait ni produits laitiers',
  },
  Cétogène: {
    label: 'Cétogène',
    words: /\bketo\b|\bcetogene\b|\bketogene\b/,
    adjective: adjectiveForms('cétogène'),
    regime: 'un régime cétogène',
    aliases: ['cetogene', 'keto', 'ketogene', 'ketogenic', 'regime keto', 'regime cetogene', 'cetose'],
    understood: 'cétogène : 15 g de glucides au plus par portion, ni céréales ni féculents',
  },
  'Low Carb': {
    label: 'Low Carb',
    words: /\blow ?carb\b|\bpauvre en glucides\b|\bmoins de glucides\b/,
    adjective: adjectiveForms('pauvre en glucides'),
    title: 'low carb',
    regime: 'un régime pauvre en glucides (low carb)',
    aliases: ['low carb', 'lowcarb', 'pauvre en glucide', 'faible en glucide', 'peu de glucide', 'hypoglucidique', 'low carbs'],
    understood: 'pauvre en glucides : 30 g de glucides au plus par portion',
  },
  Paleo: {
    label: 'Paleo',
    words: /\bpaleo\b/,
    adjective: invariable('paléo'),
    regime: 'un régime paléo',
    aliases: ['paleo', 'paleolithique', 'regime paleo', 'regime paleolithique'],
    understood: 'paléo : ni céréales, ni légumineuses, ni produits laitiers, ni produits transformés',
  },
  Halal: {
    label: 'Halal',
    words: /\bhalal\b/,
    adjective: invariable('halal'),
    regime: 'une alimentation halal',
    certified: true,
    aliases: ['halal', 'hallal', 'musulman'],
    understood: 'halal : ni porc ni alcool',
  },
  Casher: {
    label: 'Casher',
    words: /\bcasher\b|\bkasher\b|\bcacher\b/,
    adjective: invariable('casher'),
    certified: true,
    aliases: ['casher', 'cacher', 'kasher', 'kosher', 'cachere', 'cashere', 'kasherout', 'cacherout', 'cashrout'],
    understood: 'casher : ni porc, ni crustacés, ni mollusques, ni viande avec un produit laitier',
  },
  'Sans porc': {
    label: 'Sans porc',
    words: /\bsans porc\b/,
    adjective: invariable('sans porc'),
    aliases: ['sans porc', 'sans cochon', 'sans viande de porc', 'sans charcuterie de porc', 'sans jambon', 'sans porc ni derive'],
    understood: 'sans porc ni charcuterie de porc',
  },
  'Sans alcool': {
    label: 'Sans alcool',
    words: /\bsans alcool\b/,
    adjective: invariable('sans alcool'),
    aliases: ['sans alcool', 'sans vin', 'sans boisson alcoolisee', 'zero alcool', 'alcool free'],
    understood: 'sans alcool (vin, bière, spiritueux, même en cuisson)',
  },
  'Sans sucre ajouté': {
    label: 'Sans sucre ajouté',
    words: /\bsans sucres? ajoutes?\b/,
    adjective: invariable('sans sucre ajouté'),
    aliases: ['sans sucre ajoute', 'sans sucre', 'sans sucre raffine', 'sugar free', 'zero sucre', 'no sugar', 'sans sucre ni miel'],
    understood: 'sans sucre ajouté (sucre, sirops, miel, confiture, chocolat sucré…) ; les fruits restent permis',
  },
};

/** Every diet's entry, in DIET_LABELS order. */
export const DIET_ENTRIES: readonly DietEntry[] = DIET_LABELS.map((d) => DIET_VOCABULARY[d]);
