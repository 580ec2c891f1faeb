// The modifiers' tables (modifiers.ts): which ingredient a version swaps for which, and the spices it adds.

/** Long-cooking ingredients and their quick equivalents. */
export const QUICK_SWAPS: Record<string, string> = {
  'lentilles-vertes': 'lentilles-en-conserve',
  'lentilles-blondes': 'lentilles-en-conserve',
  'pois-chiches-secs': 'pois-chiches',
  'haricots-rouges-secs': 'haricots-rouges',
  'haricots-blancs-secs': 'haricots-blancs',
  'riz-complet': 'riz-basmati',
  'riz-sauvage': 'riz-basmati',
  'boeuf-a-bourguignon': 'rumsteck',
  paleron: 'rumsteck',
  'joue-de-boeuf': 'rumsteck',
  'jarret-de-boeuf': 'rumsteck',
  'agneau-epaule': 'cotelette-d-agneau',
  'porc-epaule': 'porc-filet-mignon',
  'veau-epaule': 'veau-escalope',
  'veau-jarret': 'veau-escalope',
  'poulet-entier': 'poulet-filet',
  'poulet-cuisse': 'poulet-filet',
  'pates-seches': 'pates-fraiches',
  polenta: 'polenta',
  'pois-casses': 'lentilles-corail',
  'feves-seches': 'feves-surgelees',
  semoule: 'semoule-fine',
};

/** The words that name a canned pulse in steps (normalized). */
export const CANNED_PULSES: Record<string, RegExp> = {
  'lentilles-en-conserve': /\blentilles?\b/,
  'pois-chiches': /\bpois chiches?\b/,
  'haricots-rouges': /\bharicots?\b/,
  'haricots-blancs': /\bharicots?\b|\blingots?\b/,
};

/** Rich ingredients and their lighter equivalents. */
export const LIGHT_SWAPS: Record<string, string> = {
  'creme-fraiche-epaisse': 'creme-fraiche-legere',
  'creme-liquide': 'creme-liquide-legere',
  'lait-entier': 'lait-demi-ecreme',
  'yaourt-grec': 'yaourt-nature',
  mascarpone: 'fromage-blanc',
  lardons: 'des-de-jambon',
  'poitrine-fumee': 'des-de-jambon',
  mayonnaise: 'yaourt-nature',
  'chocolat-au-lait': 'chocolat-noir-70',
};

/** What makes a savoury dish spicier, first available first. */
export const HEAT = [
  'piment-d-espelette',
  'piment-de-cayenne',
  'piment-en-flocons',
  'harissa',
  'piment-rouge',
  'sauce-pimentee',
  'paprika-fume',
  'gingembre-moulu',
  'poivre',
];

/** What warms a sweet dish instead. */
export const WARM_SPICES = ['cannelle', 'gingembre-moulu', 'quatre-epices', 'cardamome', 'muscade'];
