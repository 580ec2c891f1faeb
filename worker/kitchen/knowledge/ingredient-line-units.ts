// Tables of the ingredient-line reader (ingredient-line.ts): the French measures a recipe line is written
// in, the number words, and the words that only describe how a food is prepared. Every pattern is matched
// case-insensitively at the start of what is left of the line, followed by a word boundary.

import { singular } from '../base/text';
import type { Unit } from './vocabulary';

/** Word sets are compared with the reader's word keys: accent-free and singular (text.ts `singular`). */
const keySet = (phrases: readonly string[]) => new Set(phrases.filter(Boolean).map((p) => p.split(' ').map(singular).join(' ')));

/**
 * How a measure becomes one of the kitchen's units:
 * - `measure`: a weight or volume, converted (`factor` units per measure: 1 dl = 10 cl, 1 verre = 200 ml);
 * - `spoon`: a spoon, which may be followed by « rase », « bombée »;
 * - `piece`: counted by the piece, the word kept as the line's `unity` (the kitchen counts gousses,
 *   tranches, bouquets... as pieces through the ingredient's piece weight);
 * - `container`: a boîte, a pot, a sachet: its content when the line says it (« 1 boîte (400 g) »), else
 *   a piece;
 * - `liquid-or-piece`: « un filet » is a spoonful of a liquid (huile, vinaigre) and a piece otherwise.
 */
export interface MeasureDef {
  re: RegExp;
  kind: 'measure' | 'spoon' | 'piece' | 'container' | 'liquid-or-piece';
  unit: Unit;
  factor?: number;
  /** Word shown as the line's unity for pieces and containers (singular, plural). */
  word?: [string, string];
  /** Kept in the note, since the conversion is an estimate (« 1 verre »). */
  keepInNote?: boolean;
}

const B = String.raw`(?![\p{L}\p{N}'’])`;
const m = (source: string) => new RegExp(`^(?:${source})${B}\\.?`, 'iu');

/** Longer spellings first: the first pattern that matches wins. */
export const MEASURES: readonly MeasureDef[] = [
  // Spoons.
  {
    re: m(
      String.raw`cuill?[eè]r[eé]?e?s?\s+(?:à|a)\s+soupe|cuill?\.?\s*(?:à|a)\s*s(?:oupe)?|c\.?\s*(?:à|a)\.?\s*s(?:oupe)?|c\.?\s*s|c/s|cas`,
    ),
    kind: 'spoon',
    unit: 'c. à soupe',
  },
  {
    re: m(
      String.raw`cuill?[eè]r[eé]?e?s?\s+(?:à|a)\s+(?:caf[eé]|th[eé])|cuill?\.?\s*(?:à|a)\s*c(?:af[eé])?|c\.?\s*(?:à|a)\.?\s*c(?:af[eé])?|c\.?\s*c|c/c|cac`,
    ),
    kind: 'spoon',
    unit: 'c. à café',
  },
  { re: m(String.raw`cuill?[eè]r[eé]?e?s?\s+(?:à|a)\s+dessert`), kind: 'spoon', unit: 'c. à café', factor: 2, keepInNote: true },
  // Weights.
  { re: m(String.raw`kilogrammes?|kilos?|kgs?`), kind: 'measure', unit: 'kg' },
  { re: m(String.raw`milligrammes?|mg`), kind: 'measure', unit: 'g', factor: 0.001 },
  { re: m(String.raw`grammes?|grs?|g`), kind: 'measure', unit: 'g' },
  // Volumes.
  { re: m(String.raw`millilitres?|ml`), kind: 'measure', unit: 'ml' },
  { re: m(String.raw`centilitres?|cl`), kind: 'measure', unit: 'cl' },
  { re: m(String.raw`d[eé]cilitres?|dl`), kind: 'measure', unit: 'cl', factor: 10 },
  { re: m(String.raw`litres?|l`), kind: 'measure', unit: 'l' },
  // Household measures: a French recipe's « verre » is a 20 cl glass, a « tasse » 25 cl, a « bol » 35 cl.
  { re: m(String.raw`verres?(?:\s+(?:à|a)\s+moutarde)?`), kind: 'measure', unit: 'ml', factor: 200, keepInNote: true },
  { re: m(String.raw`tasses?`), kind: 'measure', unit: 'ml', factor: 250, keepInNote: true },
  { re: m(String.raw`bols?`), kind: 'measure', unit: 'ml', factor: 350, keepInNote: true },
  // The measuring pot of a gâteau au yaourt (125 g of yaourt, about 12.5 cl): only when a food follows it.
  { re: m(String.raw`pots?\s+(?:de\s+)?yaourts?(?=\s+(?:de|d['’]|du|des)\s)`), kind: 'measure', unit: 'ml', factor: 125, keepInNote: true },
  { re: m(String.raw`pinc[ée]es?|pointes?(?:\s+de\s+couteau)?`), kind: 'measure', unit: 'pincée' },
  { re: m(String.raw`traits?`), kind: 'measure', unit: 'c. à café', keepInNote: true },
  { re: m(String.raw`tours?(?:\s+de\s+moulin)?`), kind: 'measure', unit: 'pincée', factor: 0.2, keepInNote: true },
  { re: m(String.raw`gouttes?`), kind: 'measure', unit: 'ml', factor: 0.05, keepInNote: true },
  // « une noix de beurre »: about 10 g (only before a fat, « noix de coco » is a food).
  {
    re: m(String.raw`noix(?=\s+(?:de\s+)?(?:beurre|margarine|saindoux|ghee|graisse))`),
    kind: 'measure',
    unit: 'g',
    factor: 10,
    keepInNote: true,
  },
  { re: m(String.raw`noisettes?(?=\s+(?:de\s+)?(?:beurre|margarine))`), kind: 'measure', unit: 'g', factor: 5, keepInNote: true },
  { re: m(String.raw`filets?`), kind: 'liquid-or-piece', unit: 'c. à soupe', word: ['filet', 'filets'] },
  // Containers.
  { re: m(String.raw`bo[iî]tes?(?:\s+de\s+conserve)?`), kind: 'container', unit: 'pièce', word: ['boîte', 'boîtes'] },
  { re: m(String.raw`conserves?`), kind: 'container', unit: 'pièce', word: ['conserve', 'conserves'] },
  { re: m(String.raw`pots?`), kind: 'container', unit: 'pièce', word: ['pot', 'pots'] },
  { re: m(String.raw`sachets?`), kind: 'container', unit: 'pièce', word: ['sachet', 'sachets'] },
  { re: m(String.raw`paquets?`), kind: 'container', unit: 'pièce', word: ['paquet', 'paquets'] },
  { re: m(String.raw`briques?`), kind: 'container', unit: 'pièce', word: ['brique', 'briques'] },
  { re: m(String.raw`bocal|bocaux`), kind: 'container', unit: 'pièce', word: ['bocal', 'bocaux'] },
  { re: m(String.raw`barquettes?`), kind: 'container', unit: 'pièce', word: ['barquette', 'barquettes'] },
  { re: m(String.raw`bouteilles?`), kind: 'container', unit: 'pièce', word: ['bouteille', 'bouteilles'] },
  { re: m(String.raw`tubes?`), kind: 'container', unit: 'pièce', word: ['tube', 'tubes'] },
  { re: m(String.raw`plaquettes?`), kind: 'container', unit: 'pièce', word: ['plaquette', 'plaquettes'] },
  { re: m(String.raw`rouleaux?`), kind: 'container', unit: 'pièce', word: ['rouleau', 'rouleaux'] },
  // Pieces.
  { re: m(String.raw`gousses?`), kind: 'piece', unit: 'pièce', word: ['gousse', 'gousses'] },
  { re: m(String.raw`bouquets?`), kind: 'piece', unit: 'pièce', word: ['bouquet', 'bouquets'] },
  { re: m(String.raw`brins?`), kind: 'piece', unit: 'pièce', word: ['brin', 'brins'] },
  { re: m(String.raw`bottes?`), kind: 'piece', unit: 'pièce', word: ['botte', 'bottes'] },
  { re: m(String.raw`grains?`), kind: 'piece', unit: 'pièce', word: ['grain', 'grains'] },
  { re: m(String.raw`tranches?|tran|tr`), kind: 'piece', unit: 'pièce', word: ['tranche', 'tranches'] },
  { re: m(String.raw`morceaux?`), kind: 'piece', unit: 'pièce', word: ['morceau', 'morceaux'] },
  { re: m(String.raw`poign[ée]es?`), kind: 'piece', unit: 'pièce', word: ['poignée', 'poignées'] },
  { re: m(String.raw`feuilles?`), kind: 'piece', unit: 'pièce', word: ['feuille', 'feuilles'] },
  { re: m(String.raw`branches?`), kind: 'piece', unit: 'pièce', word: ['branche', 'branches'] },
  { re: m(String.raw`tiges?`), kind: 'piece', unit: 'pièce', word: ['tige', 'tiges'] },
  { re: m(String.raw`zestes?`), kind: 'piece', unit: 'pièce', word: ['zeste', 'zestes'] },
  { re: m(String.raw`boules?`), kind: 'piece', unit: 'pièce', word: ['boule', 'boules'] },
  { re: m(String.raw`t[eê]tes?`), kind: 'piece', unit: 'pièce', word: ['tête', 'têtes'] },
  { re: m(String.raw`pav[ée]s?`), kind: 'piece', unit: 'pièce', word: ['pavé', 'pavés'] },
  { re: m(String.raw`cuisses?`), kind: 'piece', unit: 'pièce', word: ['cuisse', 'cuisses'] },
  { re: m(String.raw`carr[ée]s?`), kind: 'piece', unit: 'pièce', word: ['carré', 'carrés'] },
  { re: m(String.raw`b[aâ]tons?`), kind: 'piece', unit: 'pièce', word: ['bâton', 'bâtons'] },
  { re: m(String.raw`cubes?`), kind: 'piece', unit: 'pièce', word: ['cube', 'cubes'] },
  { re: m(String.raw`rondelles?`), kind: 'piece', unit: 'pièce', word: ['rondelle', 'rondelles'] },
  { re: m(String.raw`lamelles?`), kind: 'piece', unit: 'pièce', word: ['lamelle', 'lamelles'] },
  { re: m(String.raw`quartiers?`), kind: 'piece', unit: 'pièce', word: ['quartier', 'quartiers'] },
  { re: m(String.raw`pi[eè]ces?`), kind: 'piece', unit: 'pièce' },
  { re: m(String.raw`unit[ée]s?`), kind: 'piece', unit: 'pièce' },
];

/** What may follow a spoon: kept in the note. */
export const SPOON_QUALIFIER = /^(?:bien\s+)?(?:rases?|bomb[ée]es?|pleines?|combles?|g[ée]n[ée]reuses?|bien\s+pleines?)(?![\p{L}])/iu;

/** Number words, accent-free. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  six: 6,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  treize: 13,
  quatorze: 14,
  quinze: 15,
  seize: 16,
  vingt: 20,
  trente: 30,
  cinquante: 50,
  cent: 100,
};

/** Approximate counts: « une douzaine d'œufs » is 12 œufs. */
export const COUNT_WORDS: Readonly<Record<string, number>> = {
  douzaine: 12,
  douzaines: 12,
  dizaine: 10,
  dizaines: 10,
  quinzaine: 15,
  vingtaine: 20,
  trentaine: 30,
  centaine: 100,
};

export const UNICODE_FRACTIONS: Readonly<Record<string, number>> = {
  '½': 0.5,
  '¼': 0.25,
  '¾': 0.75,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '⅛': 0.125,
  '⅕': 0.2,
};

/** Leading words that give no number but are worth keeping in the note (« quelques feuilles de menthe »). */
export const VAGUE_QUANTITIES =
  /^(?:selon\s+(?:le|votre|vos)\s+go[uû]ts?|au\s+go[uû]t|facultatif\s*:?|quelques|un\s+peu|une\s+pointe|un\s+soup[cç]on|un\s+reste|q\.?\s?s\.?|plusieurs|du|de\s+la|des)(?![\p{L}])/iu;

/**
 * Words that say how a food is prepared, accent-free and singular (see text.ts `singular`): from one of
 * them on, the rest of the name is the note (« beurre fondu », « oignon émincé finement »).
 */
export const PREP_WORDS = keySet(
  (
    'coupe coupee decoupe decoupee emince emincee hache hachee rape rapee fondu fondue ramolli ramollie ' +
    'pele pelee epluche epluchee epepine epepinee egoutte egouttee rince rincee lave lavee battu battue ' +
    'facultatif facultative optionnel optionnelle bio environ non bien tres finement grossierement ' +
    'fraichement taille taillee detaille detaillee cisele ciselee concasse concassee ecrase ecrasee presse pressee ' +
    'denoyaute denoyautee decortique decortiquee pare paree degraisse degraissee desosse desossee tranche tranchee ' +
    'effeuille effeuillee equeute equeutee mixe mixee refroidi refroidie degele degelee decongele decongelee ' +
    'ouvert ouverte passe passee dessale dessalee trempe trempee blanchi blanchie prepare preparee ' +
    'fouette fouettee tempere temperee zeste'
  ).split(' '),
);

/**
 * Words that say which one of a food, without naming another product (« oignon jaune », « courgette
 * moyenne »): a note after a catalogue name, but not after a generic word (« riz long », « fromage frais »
 * are other products than the default one).
 */
export const STATE_WORDS = keySet(
  (
    'tiede froid froide chaud chaude mur mure ferme extra moyen moyenne gro grosse petit petite beau belle bel ' +
    'entier entiere frai fraiche sec seche nature doux douce fort forte cuit cuite cru crue surgele surgelee ' +
    'grille grillee liquide mou molle jaune rouge vert verte blanc blanche noir noire bien'
  ).split(' '),
);

/** Words that may stand before the food's name without changing it (« 2 gros oignons »). */
export const LEADING_QUALIFIERS = keySet(
  'gro grosse petit petite beau belle bel moyen moyenne bon bonne grand grande joli jolie demi'.split(' '),
);

/** After « en »: a cut (a note); any other « en X » names another product (« chocolat en poudre »). */
export const EN_CUTS = keySet(
  (
    'de des dice petit gro fin fine fines rondelle morceau cube lamelle tranche quartier julienne brunoise mirepoix ' +
    'baton batonnet deux quatre huit moitie dem lanier copeau filet segment cercle biseau fleurette rosace ' +
    'puree chiffonnade mince morceaux'
  )
    .split(' ')
    .filter(Boolean),
);

/** Complements introduced by a preposition that say where or how the food is chosen, not which food
 *  (« sel de Guérande » is still salt): phrase keys of the words after the preposition. */
export const HARMLESS_COMPLEMENTS = keySet([
  'bretagne',
  'normandie',
  'provence',
  'bresse',
  'savoie',
  'guerande',
  'camargue',
  'qualite',
  'bonne qualite',
  'saison',
  'votre choix',
  'preference',
  'moulin',
  'jardin',
  'marche',
  'commerce',
  'france',
  'pays',
  'ferme',
  'plein air',
  'bon gout',
  'temperature ambiante',
  'votre gout',
  'la convenance',
  'convenance',
  'gout',
  'ambiante',
  'chair ferme',
  'lait cru',
  'naturel',
  'huile',
  'chair fondante',
  'chair farineuse',
]);

/** Words that open a note whatever follows them (« pour la cuisson », « selon le goût »). */
export const NOTE_OPENERS = keySet(['pour', 'selon', 'suivant', 'type', 'soit', 'voir', 'ou', 'environ', 'plus']);

/** A header names a part of the recipe: « La garniture », « Pâte », « Pour servir ». */
export const HEADER_WORDS = keySet(
  (
    'pate garniture sauce decoration deco decor farce marinade vinaigrette glacage ganache creme sirop biscuit appareil ' +
    'base fond montage finition accompagnement topping crumble coulis caramel meringue pate-brisee dressage ' +
    'assaisonnement bouillon panure chapelure nappage streusel gateau tarte genoise mousse pain'
  ).split(' '),
);
