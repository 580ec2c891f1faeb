// The French lexicon of diets: every phrasing a user types for a diet the engine enforces, and what
// the screen shows after "Compris : ". Phrasings are compared by phrase key (accents, case, hyphens
// and plural marks ignored); a negation ("pas de porc", "je ne mange pas de porc", "porc interdit")
// is read as "sans porc" before lookup.

import type { DietLabel } from '../../model';

export interface DietEntry {
  label: DietLabel;
  aliases: string[];
  /** French, lower case, what the diet forbids. */
  understood: string;
}

export const DIET_ENTRIES: readonly DietEntry[] = [
  {
    label: 'Végétarien',
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
  {
    label: 'Végan',
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
  {
    label: 'Pescétarien',
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
  {
    label: 'Flexitarien',
    aliases: ['flexitarien', 'flexitarienne', 'flexitarian', 'flexitarisme', 'peu de viande', 'moins de viande'],
    understood: 'flexitarien : moins de viande, aucun ingrédient interdit',
  },
  {
    label: 'Sans gluten',
    aliases: ['sans gluten', 'gluten free', 'glutenfree', 'sans gluten strict', 'regime sans gluten'],
    understood: 'sans gluten (blé, seigle, orge, avoine, épeautre, kamut)',
  },
  {
    label: 'Sans lactose',
    aliases: ['sans lactose', 'lactose free', 'sans produit laitier', 'sans lait', 'sans laitage', 'sans lait de vache', 'sans plv'],
    understood: 'sans lactose : ni lait ni produits laitiers',
  },
  {
    label: 'Cétogène',
    aliases: ['cetogene', 'keto', 'ketogene', 'ketogenic', 'regime keto', 'regime cetogene', 'cetose'],
    understood: 'cétogène : 15 g de glucides au plus par portion, ni céréales ni féculents',
  },
  {
    label: 'Low Carb',
    aliases: ['low carb', 'lowcarb', 'pauvre en glucide', 'faible en glucide', 'peu de glucide', 'hypoglucidique', 'low carbs'],
    understood: 'pauvre en glucides : 30 g de glucides au plus par portion',
  },
  {
    label: 'Paleo',
    aliases: ['paleo', 'paleolithique', 'regime paleo', 'regime paleolithique'],
    understood: 'paléo : ni céréales, ni légumineuses, ni produits laitiers, ni produits transformés',
  },
  {
    label: 'Halal',
    aliases: ['halal', 'hallal', 'musulman'],
    understood: 'halal : ni porc ni alcool',
  },
  {
    label: 'Casher',
    aliases: ['casher', 'cacher', 'kasher', 'kosher', 'cachere', 'cashere', 'kasherout', 'cacherout', 'cashrout'],
    understood: 'casher : ni porc, ni crustacés, ni mollusques, ni viande avec un produit laitier',
  },
  {
    label: 'Sans porc',
    aliases: ['sans porc', 'sans cochon', 'sans viande de porc', 'sans charcuterie de porc', 'sans jambon', 'sans porc ni derive'],
    understood: 'sans porc ni charcuterie de porc',
  },
  {
    label: 'Sans alcool',
    aliases: ['sans alcool', 'sans vin', 'sans boisson alcoolisee', 'zero alcool', 'alcool free'],
    understood: 'sans alcool (vin, bière, spiritueux, même en cuisson)',
  },
  {
    label: 'Sans sucre ajouté',
    aliases: ['sans sucre ajoute', 'sans sucre', 'sans sucre raffine', 'sugar free', 'zero sucre', 'no sugar', 'sans sucre ni miel'],
    understood: 'sans sucre ajouté (sucre, sirops, miel, confiture, chocolat sucré…) ; les fruits restent permis',
  },
];
