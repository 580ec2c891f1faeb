// Food-safety facts used by the ingredient questions: how long raw and cooked foods keep in the
// fridge and the freezer, and the core temperature that makes meat, fish and eggs safe to eat.
//
// Sources (each entry repeats the one it comes from in its `source` field):
// - USDA FSIS, "Cold Food Storage Chart" (FoodSafety.gov): fridge at 40 °F (4 °C) or below, freezer at
//   0 °F (−18 °C). Poultry 1–2 days, ground meat 1–2 days, steaks/chops/roasts 3–5 days, fresh fish and
//   shellfish 1–2 days, variety meats 1–2 days, raw sausage 1–2 days, bacon 7 days, opened lunch meat
//   3–5 days, opened hot dogs 1 week, opened hard sausage 3 weeks, smoked fish 14 days, canned seafood
//   once opened 3–4 days, leftovers 3–4 days, raw eggs in shell 3–5 weeks, raw yolks and whites 2–4 days.
//   Freezer: ground meat 3–4 months, steaks 4–12 months, poultry pieces 9 months, whole poultry
//   12 months, lean fish 6–8 months, fatty fish 2–3 months, shellfish 3–6 months, variety meats
//   3–4 months, raw sausage 1–2 months, bacon 1 month, lunch meat 1–2 months, leftovers 2–6 months.
// - USDA FSIS, "Safe Minimum Internal Temperature Chart": poultry 165 °F (74 °C), ground meat 160 °F
//   (71 °C), whole cuts of beef, veal, lamb and pork 145 °F (63 °C) with a 3-minute rest, fish 145 °F
//   (63 °C), egg dishes 160 °F (71 °C), leftovers reheated to 165 °F (74 °C); rabbit 160 °F (FSIS
//   "Rabbit from Farm to Table").
// - ANSES (French food-safety agency), advice to households: keep the fridge between 0 and 4 °C, thaw in
//   the fridge and never at room temperature, cook minced meat through ("à cœur", 70 °C), above all for
//   children, pregnant women and the elderly.
// - Règlement (CE) n° 589/2008: eggs are sold with a "date de consommation recommandée" of 28 days
//   after laying.

import { type IngredientData, FLESH_FAMILIES } from './vocabulary';

export const USDA_STORAGE = 'USDA FSIS, Cold Food Storage Chart';
export const USDA_TEMPERATURES = 'USDA FSIS, Safe Minimum Internal Temperature Chart';
export const ANSES = "ANSES, conseils d'hygiène domestique";
export const EGG_REGULATION = 'Règlement (CE) n° 589/2008';

export interface StorageFact {
  /** What the category covers, in French, lower case, as used in a sentence ("la volaille crue"). */
  label: string;
  /** Fridge time, in French ("1 à 2 jours"). */
  fridge: string;
  /** When the fridge time starts when it is not the purchase ("une fois le paquet ouvert"). */
  fridgeWhen?: string;
  /** Freezer time at −18 °C, in French ("9 mois"); absent = freezing is not advised or not documented. */
  freezer?: string;
  /** Why not to freeze, when freezing is discouraged. */
  noFreeze?: string;
  source: string;
}

export type StorageCategory =
  | 'volaille-crue'
  | 'volaille-entiere'
  | 'viande-hachee'
  | 'viande-piece'
  | 'abats'
  | 'lapin'
  | 'saucisse-crue'
  | 'bacon-lardons'
  | 'charcuterie-cuite'
  | 'saucisse-cuite'
  | 'charcuterie-seche'
  | 'poisson-maigre'
  | 'poisson-gras'
  | 'poisson-fume'
  | 'fruits-de-mer'
  | 'conserve-de-la-mer'
  | 'oeuf'
  | 'oeuf-separe'
  | 'restes';

export const STORAGE_FACTS: Record<StorageCategory, StorageFact> = {
  'volaille-crue': { label: 'la volaille crue en morceaux', fridge: '1 à 2 jours', freezer: '9 mois', source: USDA_STORAGE },
  'volaille-entiere': { label: 'la volaille crue entière', fridge: '1 à 2 jours', freezer: '12 mois', source: USDA_STORAGE },
  'viande-hachee': { label: 'la viande hachée crue', fridge: '1 à 2 jours', freezer: '3 à 4 mois', source: USDA_STORAGE },
  'viande-piece': {
    label: 'la viande crue en pièce (steak, côte, rôti)',
    fridge: '3 à 5 jours',
    freezer: '4 à 12 mois',
    source: USDA_STORAGE,
  },
  abats: { label: 'les abats crus', fridge: '1 à 2 jours', freezer: '3 à 4 mois', source: USDA_STORAGE },
  lapin: { label: 'le lapin cru', fridge: '1 à 2 jours', source: 'USDA FSIS, Rabbit from Farm to Table' },
  'saucisse-crue': { label: 'la saucisse crue', fridge: '1 à 2 jours', freezer: '1 à 2 mois', source: USDA_STORAGE },
  'bacon-lardons': {
    label: 'le bacon et les lardons',
    fridge: '7 jours',
    fridgeWhen: 'une fois le paquet ouvert',
    freezer: '1 mois',
    source: USDA_STORAGE,
  },
  'charcuterie-cuite': {
    label: 'la charcuterie cuite tranchée',
    fridge: '3 à 5 jours',
    fridgeWhen: 'une fois le paquet ouvert',
    freezer: '1 à 2 mois',
    source: USDA_STORAGE,
  },
  'saucisse-cuite': {
    label: 'la saucisse cuite ou fumée',
    fridge: '1 semaine',
    fridgeWhen: 'une fois le paquet ouvert',
    freezer: '1 à 2 mois',
    source: USDA_STORAGE,
  },
  'charcuterie-seche': {
    label: 'la charcuterie sèche',
    fridge: '3 semaines',
    fridgeWhen: 'une fois entamée',
    freezer: '1 à 2 mois',
    source: USDA_STORAGE,
  },
  'poisson-maigre': { label: 'le poisson maigre frais', fridge: '1 à 2 jours', freezer: '6 à 8 mois', source: USDA_STORAGE },
  'poisson-gras': { label: 'le poisson gras frais', fridge: '1 à 2 jours', freezer: '2 à 3 mois', source: USDA_STORAGE },
  'poisson-fume': {
    label: 'le poisson fumé',
    fridge: "14 jours au plus, sans dépasser la date de l'emballage",
    freezer: '2 mois',
    source: USDA_STORAGE,
  },
  'fruits-de-mer': { label: 'les fruits de mer frais', fridge: '1 à 2 jours', freezer: '3 à 6 mois', source: USDA_STORAGE },
  'conserve-de-la-mer': {
    label: 'une conserve de poisson ou de fruits de mer',
    fridge: '3 à 4 jours',
    fridgeWhen: 'une fois ouverte, dans une boîte fermée et non dans la boîte de conserve',
    source: USDA_STORAGE,
  },
  oeuf: {
    label: 'les œufs',
    fridge: '3 à 5 semaines',
    noFreeze: 'ne congelez pas les œufs dans leur coquille',
    source: `${USDA_STORAGE} ; ${EGG_REGULATION}`,
  },
  'oeuf-separe': {
    label: "les jaunes et les blancs d'œufs crus",
    fridge: '2 à 4 jours',
    freezer: '12 mois pour les blancs',
    source: USDA_STORAGE,
  },
  restes: {
    label: 'les restes cuits (viande, volaille, poisson, plats mijotés)',
    fridge: '3 à 4 jours',
    freezer: '2 à 6 mois',
    source: USDA_STORAGE,
  },
};

/** Catalogue ids whose category their family and name cannot tell. */
const CATEGORY_BY_ID: Record<string, StorageCategory> = {
  'poulet-entier': 'volaille-entiere',
  coquelet: 'volaille-entiere',
  'canard-entier': 'volaille-entiere',
  pintade: 'volaille-entiere',
  caille: 'volaille-entiere',
  lapin: 'lapin',
  'carpaccio-de-boeuf': 'viande-hachee',
  'foie-de-veau': 'abats',
  'rognon-de-veau': 'abats',
  'langue-de-boeuf': 'abats',
  'foie-de-volaille': 'abats',
  'queue-de-boeuf': 'viande-piece',
  merguez: 'saucisse-crue',
  'chair-a-saucisse': 'saucisse-crue',
  'saucisse-de-toulouse': 'saucisse-crue',
  chipolata: 'saucisse-crue',
  lardons: 'bacon-lardons',
  'lardons-nature': 'bacon-lardons',
  'poitrine-fumee': 'bacon-lardons',
  bacon: 'bacon-lardons',
  'jambon-blanc': 'charcuterie-cuite',
  'des-de-jambon': 'charcuterie-cuite',
  'jambon-de-dinde': 'charcuterie-cuite',
  'magret-fume': 'charcuterie-cuite',
  'boudin-noir': 'charcuterie-cuite',
  'boudin-blanc': 'charcuterie-cuite',
  andouillette: 'charcuterie-cuite',
  rillettes: 'charcuterie-cuite',
  'saucisse-de-strasbourg': 'saucisse-cuite',
  'saucisse-de-morteau': 'saucisse-cuite',
  'saucisse-de-montbeliard': 'saucisse-cuite',
  'saucisse-fumee': 'saucisse-cuite',
  'jambon-cru': 'charcuterie-seche',
  chorizo: 'charcuterie-seche',
  'saucisson-sec': 'charcuterie-seche',
  pancetta: 'charcuterie-seche',
  coppa: 'charcuterie-seche',
  'saumon-fume': 'poisson-fume',
  'truite-fumee': 'poisson-fume',
  haddock: 'poisson-fume',
  'hareng-fume': 'poisson-fume',
  'saumon-filet': 'poisson-gras',
  maquereau: 'poisson-gras',
  sardine: 'poisson-gras',
  truite: 'poisson-gras',
  'thon-frais': 'poisson-gras',
  espadon: 'poisson-gras',
  oeuf: 'oeuf',
  'oeuf-de-caille': 'oeuf',
  'jaune-d-oeuf': 'oeuf-separe',
  'blanc-d-oeuf': 'oeuf-separe',
};

/** The storage category of a catalogue ingredient, or null when it has none (vegetables, dry goods...). */
export function storageCategoryOf(ing: IngredientData): StorageCategory | null {
  const byId = CATEGORY_BY_ID[ing.id];
  if (byId) return byId;
  if (!FLESH_FAMILIES.has(ing.family)) return null;
  // Frozen goods keep by their packaging date; tins and jars of fish keep closed in the cupboard.
  if (ing.aisle === 'surgeles') return null;
  if (ing.perishability === 'longue') return ing.family === 'poisson' || ing.family === 'fruit-de-mer' ? 'conserve-de-la-mer' : null;
  const minced = /hache/.test(ing.id) || /haché/i.test(ing.name);
  if (minced) return 'viande-hachee';
  switch (ing.family) {
    case 'volaille':
      return 'volaille-crue';
    case 'viande':
    case 'porc':
      return 'viande-piece';
    case 'poisson':
      return ing.aisle === 'poissonnerie' ? 'poisson-maigre' : null;
    case 'fruit-de-mer':
      return 'fruits-de-mer';
    default:
      return null;
  }
}

export interface CoreTemperature {
  /** French sentence part: "74 °C à cœur". */
  temperature: string;
  /** How a cook sees it is done, in French. */
  sign: string;
  source: string;
}

export type DonenessCategory =
  | 'volaille'
  | 'hache'
  | 'hache-volaille'
  | 'piece'
  | 'porc'
  | 'lapin'
  | 'poisson'
  | 'coquillage'
  | 'crustace'
  | 'oeuf'
  | 'charcuterie-a-rechauffer';

export const CORE_TEMPERATURES: Record<DonenessCategory, CoreTemperature> = {
  volaille: {
    temperature: '74 °C à cœur',
    sign: "la chair est blanche à cœur, même près de l'os, et le jus qui s'écoule est clair, sans trace rosée",
    source: USDA_TEMPERATURES,
  },
  'hache-volaille': { temperature: '74 °C à cœur', sign: 'plus aucune trace rosée au centre', source: USDA_TEMPERATURES },
  hache: {
    temperature: '70 °C à cœur',
    sign: 'plus aucune trace rosée au centre, surtout pour les enfants, les femmes enceintes et les personnes âgées',
    source: `${ANSES} ; l'USDA retient 71 °C`,
  },
  piece: {
    temperature: '63 °C à cœur, suivis de 3 minutes de repos, pour une cuisson sans risque',
    sign: 'la surface doit toujours être bien saisie ; une cuisson saignante reste un choix, la viande entière étant surtout contaminée en surface',
    source: USDA_TEMPERATURES,
  },
  porc: {
    temperature: '63 °C à cœur avec 3 minutes de repos pour les pièces entières, 71 °C pour le porc haché et les saucisses crues',
    sign: 'la chair est juste rosée pour une pièce entière, sans rose du tout pour le haché',
    source: USDA_TEMPERATURES,
  },
  lapin: {
    temperature: '71 °C à cœur',
    sign: 'la chair se détache facilement et le jus est clair',
    source: 'USDA FSIS, Rabbit from Farm to Table',
  },
  poisson: {
    temperature: '63 °C à cœur',
    sign: 'la chair est opaque et se détache en lamelles à la fourchette',
    source: USDA_TEMPERATURES,
  },
  crustace: { temperature: 'une chair nacrée et opaque', sign: 'la chair est ferme, nacrée et opaque', source: USDA_TEMPERATURES },
  coquillage: {
    temperature: "une cuisson jusqu'à l'ouverture des coquilles",
    sign: 'jetez ceux qui restent fermés après cuisson',
    source: USDA_TEMPERATURES,
  },
  oeuf: { temperature: '71 °C pour les préparations aux œufs', sign: 'le blanc et le jaune sont fermes', source: USDA_TEMPERATURES },
  'charcuterie-a-rechauffer': {
    temperature: '60 °C à cœur pour la réchauffer',
    sign: "elle est chaude jusqu'au centre",
    source: USDA_TEMPERATURES,
  },
};

const SHELLS = new Set(['moule', 'palourde', 'huitre', 'bulot']);

/** The safe-cooking category of a catalogue ingredient, or null when none applies (vegetables...). */
export function donenessCategoryOf(ing: IngredientData): DonenessCategory | null {
  const storage = storageCategoryOf(ing);
  if (storage === 'lapin') return 'lapin';
  if (storage === 'charcuterie-cuite' || storage === 'saucisse-cuite') return 'charcuterie-a-rechauffer';
  if (storage === 'charcuterie-seche' || storage === 'poisson-fume' || storage === 'conserve-de-la-mer') return null;
  if (storage === 'oeuf' || storage === 'oeuf-separe') return 'oeuf';
  if (storage === 'viande-hachee' || storage === 'saucisse-crue')
    return ing.family === 'volaille' ? 'hache-volaille' : ing.family === 'porc' ? 'porc' : 'hache';
  if (ing.family === 'volaille' && storage) return 'volaille';
  if (ing.family === 'porc' && storage) return 'porc';
  if (ing.family === 'viande' && storage) return 'piece';
  if (ing.family === 'poisson' && storage) return 'poisson';
  if (ing.family === 'fruit-de-mer' && storage) return SHELLS.has(ing.id) ? 'coquillage' : 'crustace';
  return null;
}

/** Core temperature cooked food is reheated to (USDA: leftovers and casseroles 165 °F). */
export const REHEAT_TEMPERATURE = '74 °C à cœur';
