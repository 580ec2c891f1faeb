// Well-known dishes people ask for by name ("Bouillabaisse", "Choucroute garnie", "Pad thaï"), each
// tied to the corpus recipe that cooks it and to its defining ingredients: what a dish must contain
// to deserve its name. createRecipe uses it when a free title matches no corpus title, and to tell
// whether an adapted recipe is still the dish or only a version of it.

import type { DraftIngredient } from '../model';
import { getIngredient } from './catalogue';
import { containsKey, phraseKey } from '../base/text';
import type { Family } from './vocabulary';
import { lazy } from '../base/lazy';

/** One defining requirement: at least `min` lines (default 1) among these ids or families. */
export interface DefiningGroup {
  ids?: readonly string[];
  families?: readonly Family[];
  min?: number;
}

export interface KnownDish {
  /** Name of the dish as a French cook says it. */
  name: string;
  /** Phrases that name it inside a title (accents, case and plurals ignored). */
  aliases: readonly string[];
  /** Corpus recipe that cooks it. */
  recipeId: string;
  defining: readonly DefiningGroup[];
}

const ids = (...list: string[]): DefiningGroup => ({ ids: list });
const fam = (family: Family, min = 1): DefiningGroup => ({ families: [family], min });

const dish = (name: string, aliases: string[], recipeId: string, ...defining: DefiningGroup[]): KnownDish => ({
  name,
  aliases: [name, ...aliases],
  recipeId,
  defining,
});

export const KNOWN_DISHES: readonly KnownDish[] = [
  // French classics
  dish('Bouillabaisse', [], 'bouillabaisse-marseillaise', fam('poisson', 2), ids('fenouil', 'safran', 'tomate')),
  dish('Choucroute garnie', ['choucroute'], 'choucroute-garnie', ids('choucroute'), fam('porc'), ids('pomme-de-terre')),
  dish('Coq au vin', [], 'coq-au-vin', fam('volaille'), ids('vin-rouge')),
  dish('Sole meunière', [], 'sole-meuniere', ids('sole'), ids('beurre-doux')),
  dish('Lapin à la moutarde', [], 'lapin-a-la-moutarde', ids('lapin'), ids('moutarde-de-dijon', 'moutarde-a-l-ancienne')),
  dish('Raclette', [], 'raclette', ids('raclette'), ids('pomme-de-terre')),
  dish(
    'Blanquette de veau',
    ['blanquette'],
    'blanquette-de-veau-a-l-ancienne',
    fam('viande'),
    ids('creme-fraiche-epaisse'),
    ids('champignon-de-paris'),
  ),
  dish('Bœuf bourguignon', ['bourguignon'], 'boeuf-bourguignon', fam('viande'), ids('vin-rouge')),
  dish('Pot-au-feu', ['pot au feu'], 'pot-au-feu', fam('viande'), ids('carotte'), ids('navet', 'poireau')),
  dish(
    'Ratatouille',
    [],
    'ratatouille',
    ids('aubergine'),
    ids('courgette'),
    ids('tomate'),
    ids('poivron-rouge', 'poivron-jaune', 'poivron-vert'),
  ),
  dish('Quiche lorraine', [], 'quiche-lorraine', ids('pate-brisee'), ids('lardons'), ids('oeuf')),
  dish('Hachis parmentier', ['parmentier'], 'hachis-parmentier', ids('pomme-de-terre'), ids('boeuf-hache')),
  dish('Gratin dauphinois', ['dauphinois'], 'gratin-dauphinois', ids('pomme-de-terre'), ids('creme-liquide', 'lait-demi-ecreme')),
  dish('Cassoulet', [], 'cassoulet-maison', ids('haricots-blancs-secs'), fam('porc'), ids('confit-de-canard')),
  dish('Tartiflette', [], 'tartiflette', ids('reblochon'), ids('pomme-de-terre'), ids('lardons')),
  dish('Croque-monsieur', ['croque monsieur'], 'croque-monsieur', ids('pain-de-mie'), ids('jambon-blanc'), fam('fromage')),
  dish('Moules marinières', ['moules mariniere'], 'moules-marinieres', ids('moule'), ids('vin-blanc')),
  dish('Navarin d’agneau', ['navarin'], 'navarin-d-agneau-printanier', ids('agneau-epaule'), ids('navet'), ids('carotte')),
  dish(
    'Poulet basquaise',
    ['basquaise'],
    'poulet-basquaise',
    fam('volaille'),
    ids('poivron-rouge', 'poivron-vert'),
    ids('tomates-pelees-en-conserve'),
  ),
  dish('Brandade de morue', ['brandade'], 'brandade-de-cabillaud-parmentiere', fam('poisson'), ids('pomme-de-terre')),
  dish(
    'Soupe à l’oignon',
    ['soupe a l oignon', 'gratinee a l oignon'],
    'soupe-a-l-oignon-gratinee',
    ids('oignon'),
    fam('fromage'),
    ids('baguette'),
  ),
  dish('Endives au jambon', ['chicons au gratin'], 'endives-au-jambon', ids('endive'), ids('jambon-blanc')),
  dish('Chou farci', [], 'chou-farci-a-l-ancienne', ids('chou-vert'), ids('chair-a-saucisse')),
  dish(
    'Flammekueche',
    ['tarte flambee', 'flammenkueche'],
    'flammekueche',
    ids('oignon'),
    ids('lardons'),
    ids('fromage-blanc', 'creme-fraiche-epaisse'),
  ),
  dish('Pissaladière', [], 'pissaladiere', ids('oignon'), ids('anchois'), ids('olive-noire')),
  dish(
    'Galette complète',
    ['galette bretonne', 'galette de sarrasin'],
    'galette-complete',
    ids('galette-de-sarrasin'),
    ids('oeuf'),
    ids('jambon-blanc'),
  ),
  dish('Soufflé au fromage', [], 'souffle-au-fromage', ids('oeuf'), fam('fromage')),
  dish('Œufs mimosa', [], 'oeufs-mimosa', ids('oeuf'), ids('mayonnaise')),
  dish('Céleri rémoulade', [], 'celeri-remoulade', ids('celeri-rave'), ids('mayonnaise')),
  dish('Salade niçoise', [], 'salade-nicoise', ids('thon-en-conserve'), ids('oeuf'), ids('tomate'), ids('olive-noire')),
  dish('Socca', [], 'socca-nicoise', ids('farine-de-pois-chiche')),
  // French desserts
  dish('Crêpes', ['crepe'], 'crepes', ids('farine-de-ble'), ids('oeuf'), ids('lait-demi-ecreme')),
  dish('Clafoutis', [], 'clafoutis-aux-cerises', ids('cerise'), ids('oeuf')),
  dish('Tarte Tatin', [], 'tarte-tatin', ids('pomme'), ids('pate-feuilletee'), ids('sucre-en-poudre')),
  dish('Tarte aux pommes', [], 'tarte-aux-pommes', ids('pomme'), ids('pate-brisee')),
  dish('Tarte au citron', [], 'tarte-au-citron-meringuee', ids('citron'), ids('oeuf')),
  dish('Mousse au chocolat', [], 'mousse-au-chocolat', ids('chocolat-noir-patissier'), ids('oeuf')),
  dish('Fondant au chocolat', ['moelleux au chocolat'], 'fondant-au-chocolat', ids('chocolat-noir-patissier'), ids('beurre-doux')),
  dish('Crème brûlée', [], 'creme-brulee', ids('creme-liquide'), ids('jaune-d-oeuf')),
  dish('Crème caramel', ['flan au caramel'], 'creme-caramel', ids('oeuf'), ids('lait-demi-ecreme'), ids('sucre-en-poudre')),
  dish('Île flottante', ['oeufs a la neige'], 'ile-flottante', ids('oeuf'), ids('lait-demi-ecreme')),
  dish('Profiteroles', [], 'profiteroles-au-chocolat', ids('chocolat-noir-patissier'), ids('glace-vanille'), ids('oeuf')),
  dish('Far breton', [], 'far-breton-aux-pruneaux', ids('pruneau'), ids('oeuf'), ids('lait-demi-ecreme')),
  dish('Galette des rois', [], 'galette-des-rois-a-la-frangipane', ids('pate-feuilletee'), ids('amande-en-poudre')),
  dish('Riz au lait', [], 'riz-au-lait-a-la-vanille', ids('riz-rond'), ids('lait-demi-ecreme')),
  dish('Pain perdu', [], 'pain-perdu', ids('baguette'), ids('oeuf'), ids('lait-demi-ecreme')),
  dish('Quatre-quarts', ['quatre quarts'], 'quatre-quarts-breton', ids('oeuf'), ids('beurre-doux'), ids('farine-de-ble')),
  dish('Gâteau au yaourt', [], 'gateau-au-yaourt', ids('yaourt-nature'), ids('farine-de-ble')),
  dish('Madeleines', [], 'madeleines-au-citron', ids('oeuf'), ids('beurre-doux'), ids('farine-de-ble')),
  dish('Gaufres', [], 'gaufres-maison', ids('farine-de-ble'), ids('oeuf'), ids('lait-demi-ecreme')),
  dish('Crumble', [], 'crumble-aux-pommes', ids('farine-de-ble'), ids('beurre-doux'), ids('pomme')),
  // World dishes
  dish('Paella', [], 'paella-au-poulet-chorizo-et-fruits-de-mer', ids('riz-rond'), fam('fruit-de-mer')),
  dish('Risotto', [], 'risotto-aux-champignons', ids('riz-arborio'), ids('parmesan')),
  dish('Lasagnes', ['lasagne'], 'lasagnes-a-la-bolognaise', ids('lasagne'), ids('boeuf-hache')),
  dish('Spaghetti bolognaise', ['bolognaise', 'spaghetti bolognese'], 'spaghetti-bolognaise', ids('spaghetti'), ids('boeuf-hache')),
  dish('Spaghetti carbonara', ['carbonara'], 'spaghetti-carbonara', ids('spaghetti'), ids('lardons'), ids('oeuf')),
  dish('Pizza', [], 'pizza-margherita', ids('pate-a-pizza'), ids('mozzarella')),
  dish('Pâtes au pesto', ['pesto'], 'pates-au-pesto-maison', ids('basilic'), ids('pignon-de-pin')),
  dish('Aubergines à la parmigiana', ['parmigiana'], 'aubergines-a-la-parmigiana', ids('aubergine'), ids('mozzarella')),
  dish('Minestrone', [], 'minestrone', ids('haricots-blancs'), ids('coquillettes'), ids('courgette')),
  dish('Tiramisu', [], 'tiramisu', ids('mascarpone'), ids('biscuit-cuillere'), ids('cafe')),
  dish('Panna cotta', [], 'panna-cotta-coulis-de-fruits-rouges', ids('creme-liquide'), ids('gelatine')),
  dish('Vitello tonnato', [], 'vitello-tonnato', ids('veau-roti'), ids('thon-en-conserve')),
  dish('Gaspacho', ['gazpacho'], 'gaspacho-andalou', ids('tomate'), ids('concombre'), ids('poivron-rouge')),
  dish('Tortilla espagnole', [], 'tortilla-espagnole', ids('pomme-de-terre'), ids('oeuf')),
  dish('Moussaka', [], 'moussaka', ids('aubergine'), ids('boeuf-hache')),
  dish('Salade grecque', [], 'salade-grecque', ids('feta'), ids('tomate'), ids('concombre')),
  dish('Tzatziki', [], 'tzatziki', ids('concombre'), ids('yaourt-grec')),
  dish('Couscous', [], 'couscous-au-poulet-et-legumes', ids('semoule'), ids('pois-chiches')),
  dish('Tajine', ['tagine'], 'tajine-de-poulet-au-citron-et-aux-olives', fam('volaille'), ids('olive-verte'), ids('citron')),
  dish('Taboulé', ['tabbouleh'], 'taboule-libanais', ids('boulgour'), ids('persil'), ids('menthe')),
  dish('Houmous', ['hummus', 'houmos'], 'houmous', ids('pois-chiches'), ids('tahini')),
  dish('Falafels', ['falafel'], 'falafels-sauce-tahini', ids('pois-chiches-secs')),
  dish('Caviar d’aubergine', ['baba ganoush'], 'caviar-d-aubergine', ids('aubergine')),
  dish('Shakshuka', ['chakchouka'], 'shakshuka', ids('oeuf'), ids('tomates-pelees-en-conserve')),
  dish('Curry', [], 'curry-de-pois-chiches', ids('garam-masala', 'curry', 'curcuma')),
  dish('Butter chicken', ['poulet au beurre'], 'butter-chicken', ids('poulet-filet'), ids('beurre-doux')),
  dish('Biryani', [], 'biryani-de-poulet', ids('riz-basmati'), fam('volaille')),
  dish('Dal', ['dahl'], 'dal-de-lentilles-corail', ids('lentilles-corail')),
  dish('Pad thaï', ['pad thai'], 'pad-thai-aux-crevettes', ids('nouilles-de-riz'), ids('crevette-cuite'), ids('cacahuete')),
  dish('Bo bun', [], 'bo-bun-au-boeuf', ids('nouilles-de-riz'), fam('viande')),
  dish('Porc au caramel', [], 'porc-au-caramel', fam('porc'), ids('sucre-en-poudre')),
  dish('Riz cantonais', [], 'riz-cantonais', ids('riz-basmati'), ids('oeuf'), ids('jambon-blanc')),
  dish('Gyozas', ['gyoza', 'raviolis japonais'], 'gyozas-au-porc-et-au-chou', ids('porc-hache'), ids('chou-blanc')),
  dish('Poke bowl', ['poke'], 'poke-bowl-au-saumon', ids('saumon-filet'), ids('riz-rond')),
  dish('Chili con carne', [], 'chili-con-carne', ids('boeuf-hache'), ids('haricots-rouges')),
  dish('Fajitas', [], 'fajitas-de-poulet', ids('tortilla-de-ble'), ids('poivron-rouge', 'poivron-vert'), fam('volaille')),
  dish('Guacamole', [], 'guacamole', ids('avocat')),
  dish('Ceviche', [], 'ceviche-de-cabillaud-au-citron-vert', fam('poisson'), ids('citron-vert')),
  dish('Jambalaya', [], 'jambalaya', ids('riz-basmati'), ids('crevette-cuite'), ids('chorizo')),
  dish('Burger', ['hamburger', 'cheeseburger'], 'burger-maison', ids('pain-burger'), ids('boeuf-hache')),
  dish('Pulled pork', ['porc effiloche'], 'pulled-pork', ids('porc-echine')),
  dish('Mac and cheese', ['macaroni au fromage'], 'mac-and-cheese', ids('coquillettes'), ids('cheddar')),
  dish('Salade César', ['salade caesar'], 'salade-cesar-au-poulet', ids('laitue-romaine'), ids('parmesan'), fam('volaille')),
  dish('Cheesecake', [], 'cheesecake-new-yorkais', ids('fromage-frais-a-tartiner'), ids('petit-beurre')),
  dish('Brownies', ['brownie'], 'brownies-aux-noix', ids('chocolat-noir-patissier'), ids('beurre-doux')),
  dish('Carrot cake', ['gateau aux carottes'], 'carrot-cake', ids('carotte'), ids('farine-de-ble')),
  dish('Banana bread', ['cake a la banane'], 'banana-bread', ids('banane'), ids('farine-de-ble')),
];

const aliasKeys = lazy((): readonly { key: string; dish: KnownDish }[] =>
  KNOWN_DISHES.flatMap((d) => d.aliases.map((a) => ({ key: phraseKey(a), dish: d })))
    // Longest alias first: "gratin dauphinois" wins over a shorter name inside it.
    .sort((a, b) => b.key.length - a.key.length),
);

/** The well-known dish a title names, if any ("Ma bouillabaisse du dimanche" → Bouillabaisse). */
export function knownDishIn(title: string): KnownDish | undefined {
  const key = phraseKey(title);
  if (!key) return undefined;
  return aliasKeys().find((a) => containsKey(key, a.key))?.dish;
}

/** Does a line list meet one defining requirement? */
function meets(lines: readonly Pick<DraftIngredient, 'ingredientId'>[], group: DefiningGroup): boolean {
  const n = lines.filter((l) => {
    const ing = getIngredient(l.ingredientId);
    return !!ing && (!!group.ids?.includes(ing.id) || !!group.families?.includes(ing.family));
  }).length;
  return n >= (group.min ?? 1);
}

/** True when the lines hold every defining ingredient of the dish. */
export function cooksDish(lines: readonly Pick<DraftIngredient, 'ingredientId'>[], d: KnownDish): boolean {
  return d.defining.every((g) => meets(lines, g));
}

/** True when the lines still meet at least one defining requirement of the dish. */
export function keepsAnyOf(lines: readonly Pick<DraftIngredient, 'ingredientId'>[], d: KnownDish): boolean {
  return d.defining.some((g) => meets(lines, g));
}

/** Dish words that name what the dish is made of without naming the food: an omelette is eggs
 *  (or chickpea flour, the real vegan one), a crème brûlée or a carbonara holds egg yolks. A title
 *  keeps such a word only while the lines keep the food. */
const DISH_WORDS: readonly { words: readonly string[]; made: DefiningGroup }[] = [
  { words: ['omelette'], made: { families: ['oeuf'], ids: ['farine-de-pois-chiche'] } },
  {
    words: [
      'mimosa',
      'souffle',
      'creme brulee',
      'creme caramel',
      'creme anglaise',
      'creme patissiere',
      'flan',
      'carbonara',
      'far breton',
      'ile flottante',
      'clafoutis',
      'oeufs',
      'oeuf',
    ],
    made: { families: ['oeuf'] },
  },
  { words: ['meringue', 'meringuee'], made: { families: ['oeuf'], ids: ['aquafaba'] } },
  { words: ['mayonnaise'], made: { families: ['oeuf'], ids: ['mayonnaise', 'aquafaba'] } },
];

const dishWordKeys = lazy(() => DISH_WORDS.map((d) => ({ keys: d.words.map(phraseKey), made: d.made })));

/** The dish word of `title` whose food `before` had and `after` lost, or null. */
export function lostDishWord(
  title: string,
  before: readonly Pick<DraftIngredient, 'ingredientId'>[],
  after: readonly Pick<DraftIngredient, 'ingredientId'>[],
): string | null {
  const key = phraseKey(title);
  for (const d of dishWordKeys()) {
    const word = d.keys.find((k) => containsKey(key, k));
    if (word && meets(before, d.made) && !meets(after, d.made)) return word;
  }
  return null;
}
