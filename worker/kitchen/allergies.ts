// Allergies and dislikes as predicates over ingredients.
//
// Each of the 39 allergy suggestions of spec §3 has an explicit rule over the catalogue facts (EU
// allergens, FOOD_TAGS, families). Any other text ("porc", "champignons", "coriandre") becomes a
// generic rule: family aliases plus every ingredient whose name, plural or synonym contains the
// words. Free-text recipe ingredients (no catalogue id) are judged by every catalogue ingredient they
// name AND by keywords, so an unknown "sauce au fromage maison" still trips a cheese allergy.

import { ALL_INGREDIENTS, INGREDIENT_BY_ID } from './kb';
import { nameKeysOf, resolveAllIngredients } from './catalogue';
import { containsKey, phraseKey } from './text';
import type { EuAllergen, Family, FoodTag, IngredientData } from './types';

interface RuleSpec {
  allergens?: EuAllergen[];
  tags?: FoodTag[];
  families?: Family[];
  animal?: NonNullable<IngredientData['animalDerived']>[];
  alcohol?: boolean;
  /** Words that reveal the food in free text. */
  keywords: string[];
  /** Phrases that neutralise a keyword ("noix de coco" is not a walnut). */
  except?: string[];
}

const NUT_EXCEPT = ['noix de coco', 'noix de muscade', 'muscade', 'noix de saint jacques', 'beurre noisette'];
const PLANT_MILKS = ['lait de coco', 'lait d avoine', 'lait de soja', 'lait d amande', 'lait de riz', 'lait vegetal', 'lait de noisette', 'lait de cajou'];
const PLANT_CREAMS = ['creme de soja', 'creme d avoine', 'creme de coco', 'creme de marron', 'creme vegetale', 'creme de riz', 'creme de cajou', 'creme de balsamique'];
const CHEESES = ['fromage', 'parmesan', 'gruyere', 'emmental', 'comte', 'mozzarella', 'feta', 'chevre', 'roquefort', 'camembert', 'brie', 'ricotta', 'mascarpone', 'cheddar', 'raclette', 'reblochon', 'burrata', 'pecorino', 'halloumi', 'tomme', 'cantal', 'beaufort', 'mimolette', 'gorgonzola', 'fromage frais', 'boursin'];
const GLUTEN_WORDS = ['gluten', 'ble', 'froment', 'farine', 'semoule', 'boulgour', 'couscous', 'seitan', 'pain', 'baguette', 'brioche', 'chapelure', 'biscuit', 'pate', 'pate a pizza', 'pate feuilletee', 'pate brisee', 'spaghetti', 'tagliatelle', 'macaroni', 'lasagne', 'nouille', 'ravioli', 'gnocchi', 'seigle', 'orge', 'avoine', 'epeautre', 'kamut', 'crouton', 'tortilla', 'biere'];
const GLUTEN_EXCEPT = ['sans gluten', 'farine de riz', 'farine de mai', 'farine de sarrasin', 'farine de pois chiche', 'farine de coco', 'farine d amande', 'farine de chataigne', 'pate de curry', 'pate d arachide', 'pate de sesame', 'pate de tamarin', 'pate de fruit', 'pate d amande', 'nouille de riz', 'pain de mai', 'ble noir', 'biere sans gluten', 'tortilla de mai', 'pate de riz', 'galette de riz'];
const FISH_WORDS = ['poisson', 'saumon', 'thon', 'cabillaud', 'sardine', 'maquereau', 'colin', 'merlu', 'truite', 'anchois', 'dorade', 'hareng', 'nuoc mam', 'surimi', 'lieu noir', 'bar de ligne', 'eglefin', 'haddock', 'tarama', 'rouget', 'morue', 'espadon', 'sole meuniere', 'filet de sole'];
const CRUSTACEANS = ['crustace', 'crevette', 'crabe', 'homard', 'langouste', 'langoustine', 'gambas', 'ecrevisse', 'tourteau', 'araignee de mer'];
const MOLLUSCS = ['mollusque', 'moule', 'huitre', 'calamar', 'seiche', 'poulpe', 'encornet', 'saint jacques', 'bulot', 'palourde', 'escargot', 'bigorneau', 'couteau de mer', 'coquillage'];
/** Plant-based imitations: never meat, whatever their name says. */
const PLANT_MEATS = ['steak vegetal', 'steak vegetarien', 'steak de soja', 'hache vegetal', 'saucisse vegetale', 'saucisse vegetarienne', 'bacon vegetal', 'jambon vegetal', 'nugget vegetal', 'boulette vegetale', 'viande vegetale', 'haché vegetal'];
const CITRUS = ['agrume', 'citron', 'orange', 'pamplemousse', 'clementine', 'mandarine', 'lime', 'yuzu', 'bergamote', 'kumquat', 'combava', 'cedrat'];
const MEAT_WORDS = ['viande', 'boeuf', 'veau', 'agneau', 'mouton', 'steak', 'bavette', 'entrecote', 'gigot', 'lapin', 'gibier', 'chevreuil', 'sanglier', 'canard', 'magret', 'foie gras', 'abat', 'gelatine', 'merguez', 'bouillon de boeuf', 'kefta', 'hache'];
const POULTRY_WORDS = ['volaille', 'poulet', 'dinde', 'pintade', 'caille', 'chapon', 'coquelet', 'bouillon de volaille', 'bouillon de poulet'];
const PORK_WORDS = ['porc', 'cochon', 'jambon', 'lardon', 'bacon', 'chorizo', 'saucisse', 'saucisson', 'rillette', 'pancetta', 'coppa', 'mortadelle', 'andouille', 'boudin', 'chipolata', 'poitrine fumee', 'rosette', 'speck', 'lard', 'saindoux', 'porchetta', 'prosciutto', 'knack', 'cervelas', 'travers'];
const ALCOHOL_WORDS = ['vin', 'biere', 'cidre', 'rhum', 'cognac', 'armagnac', 'calvados', 'porto', 'madere', 'whisky', 'vodka', 'liqueur', 'kirsch', 'champagne', 'marsala', 'saké', 'sake', 'mirin', 'pastis', 'grand marnier', 'cointreau', 'alcool', 'xeres', 'vermouth', 'gin', 'tequila', 'amaretto', 'limoncello', 'cassis liqueur'];

/** The 39 suggestions of spec §3 (keyed by their phrase key) plus a few common spellings. */
const RULE_SPECS: Record<string, RuleSpec> = {
  Lait: { allergens: ['lait'], keywords: ['lait', 'lactose', 'lactoserum', 'petit lait', ...CHEESES, 'beurre', 'creme fraiche', 'creme liquide', 'yaourt', 'chantilly', 'bechamel'], except: [...PLANT_MILKS, ...PLANT_CREAMS, 'beurre de cacahuete', 'beurre d arachide', 'beurre de cacao', 'beurre vegetal', 'yaourt vegetal', 'yaourt de soja', 'fromage vegetal', 'sans lactose', 'lait de poule'] },
  Fromage: { tags: ['fromage'], families: ['fromage'], keywords: CHEESES, except: ['fromage vegetal'] },
  Beurre: { tags: ['beurre'], keywords: ['beurre'], except: ['beurre de cacahuete', 'beurre d arachide', 'beurre de cacao', 'beurre vegetal', 'beurre de karite', 'beurre d amande'] },
  Crème: { tags: ['creme'], keywords: ['creme', 'chantilly'], except: [...PLANT_CREAMS, 'creme brulee'] },
  Yaourt: { tags: ['yaourt'], keywords: ['yaourt', 'yogourt', 'yoghourt', 'skyr'], except: ['yaourt vegetal', 'yaourt de soja', 'yaourt au lait de coco'] },
  Œufs: { allergens: ['oeufs'], families: ['oeuf'], keywords: ['oeuf', 'mayonnaise', 'meringue', 'jaune d oeuf', 'blanc d oeuf'], except: ['sans oeuf', 'nouille de riz'] },
  'Fruits à coque': { allergens: ['fruits-a-coque'], tags: ['noix', 'amande', 'noisette', 'pistache', 'cajou', 'pecan', 'noix-du-bresil', 'macadamia'], keywords: ['fruit a coque', 'noix', 'amande', 'noisette', 'pistache', 'cajou', 'pecan', 'macadamia', 'praline', 'frangipane', 'nougat', 'massepain', 'gianduja'], except: NUT_EXCEPT },
  Noix: { tags: ['noix'], keywords: ['noix', 'cerneaux'], except: [...NUT_EXCEPT, 'noix de cajou', 'noix de pecan', 'noix du bresil', 'noix de macadamia'] },
  Amandes: { tags: ['amande'], keywords: ['amande', 'frangipane', 'massepain', 'praline'] },
  Noisettes: { tags: ['noisette'], keywords: ['noisette', 'gianduja', 'praline'], except: ['beurre noisette'] },
  Pistaches: { tags: ['pistache'], keywords: ['pistache'] },
  'Noix de cajou': { tags: ['cajou'], keywords: ['cajou'] },
  'Noix de pécan': { tags: ['pecan'], keywords: ['pecan'] },
  'Noix du Brésil': { tags: ['noix-du-bresil'], keywords: ['noix du bresil'] },
  Macadamia: { tags: ['macadamia'], keywords: ['macadamia'] },
  Cacahuètes: { allergens: ['arachides'], keywords: ['cacahuete', 'cacahouete', 'arachide', 'satay'] },
  Poisson: { allergens: ['poisson'], families: ['poisson'], animal: ['poisson'], keywords: FISH_WORDS },
  'Fruits de mer': { allergens: ['crustaces', 'mollusques'], families: ['fruit-de-mer'], keywords: ['fruit de mer', ...CRUSTACEANS, ...MOLLUSCS] },
  Crustacés: { allergens: ['crustaces'], keywords: CRUSTACEANS },
  Mollusques: { allergens: ['mollusques'], keywords: MOLLUSCS },
  Soja: { allergens: ['soja'], keywords: ['soja', 'tofu', 'tempeh', 'edamame', 'miso', 'tamari', 'shoyu'] },
  Lupin: { allergens: ['lupin'], keywords: ['lupin'] },
  Sésame: { allergens: ['sesame'], keywords: ['sesame', 'tahini', 'tahin', 'gomasio', 'houmous', 'hummus'] },
  Gluten: { allergens: ['gluten'], tags: ['ble', 'seigle', 'orge', 'avoine', 'epeautre', 'kamut'], keywords: GLUTEN_WORDS, except: GLUTEN_EXCEPT },
  Blé: { tags: ['ble'], keywords: ['ble', 'froment', 'farine de ble', 'semoule', 'boulgour', 'couscous', 'seitan', 'baguette', 'pain de mie', 'pate feuilletee', 'pate brisee', 'spaghetti', 'tagliatelle', 'macaroni', 'lasagne'], except: ['ble noir', 'sans gluten'] },
  Seigle: { tags: ['seigle'], keywords: ['seigle'] },
  Orge: { tags: ['orge'], keywords: ['orge'] },
  Avoine: { tags: ['avoine'], keywords: ['avoine'], except: ['lait d avoine sans gluten'] },
  Épeautre: { tags: ['epeautre'], keywords: ['epeautre'] },
  Kamut: { tags: ['kamut'], keywords: ['kamut'] },
  Sulfites: { allergens: ['sulfites'], keywords: ['sulfite', 'vin', 'porto', 'madere', 'xeres', 'cidre', 'champagne', 'vinaigre de vin'] },
  Moutarde: { allergens: ['moutarde'], keywords: ['moutarde'] },
  Tomates: { tags: ['tomate'], keywords: ['tomate', 'ketchup', 'passata', 'sauce tomate', 'coulis de tomate'] },
  Fraises: { tags: ['fraise'], keywords: ['fraise'], except: ['fraise de veau'] },
  Kiwi: { tags: ['kiwi'], keywords: ['kiwi'] },
  Chocolat: { tags: ['chocolat'], keywords: ['chocolat', 'cacao', 'nutella', 'gianduja'], except: ['beurre de cacao'] },
  Agrumes: { tags: ['agrume'], keywords: CITRUS, except: ['citronnelle'] },
  Banane: { tags: ['banane'], keywords: ['banane'], except: ['banane plantain'] },
  Cannelle: { tags: ['cannelle'], keywords: ['cannelle', 'pain d epice', 'speculoos'] },
  // Common spellings and the EU allergens absent from the 39 suggestions.
  Arachides: { allergens: ['arachides'], keywords: ['cacahuete', 'cacahouete', 'arachide', 'satay'] },
  Lactose: { allergens: ['lait'], keywords: ['lactose'] },
  Céleri: { allergens: ['celeri'], keywords: ['celeri'] },
  Viande: { families: ['viande', 'volaille', 'porc'], animal: ['viande', 'porc'], keywords: [...MEAT_WORDS, ...POULTRY_WORDS, ...PORK_WORDS], except: PLANT_MEATS },
  Porc: { families: ['porc'], animal: ['porc'], keywords: PORK_WORDS, except: PLANT_MEATS },
  Volaille: { families: ['volaille'], keywords: POULTRY_WORDS },
  Alcool: { families: ['alcool'], alcohol: true, keywords: ALCOHOL_WORDS, except: ['vinaigre de vin', 'sans alcool'] },
  Légumineuses: { families: ['legumineuse'], keywords: ['legumineuse', 'lentille', 'pois chiche', 'haricot rouge', 'haricot blanc', 'feve', 'flageolet'] },
  Miel: { animal: ['miel'], keywords: ['miel'] },
};

/** Rule names exported for tests and for the safety oracle's messages. */
export const KNOWN_RULE_NAMES = Object.keys(RULE_SPECS);

export interface FoodMatcher {
  /** The user's text ('Fruits de mer'). */
  label: string;
  /** Catalogue ids this allergy/dislike forbids (computed once over the whole catalogue). */
  ids: ReadonlySet<string>;
  /** True when a catalogue ingredient is forbidden. */
  matchesIngredient(ing: IngredientData): boolean;
  /** True when a free-text ingredient name is forbidden (catalogue names inside it, or keywords). */
  matchesText(text: string): boolean;
}

const RULE_BY_KEY = new Map<string, RuleSpec>(Object.entries(RULE_SPECS).map(([k, v]) => [phraseKey(k), v]));
// Singular spellings users type ("oeuf", "tomate", "fraise", "noisette") are the same key already,
// thanks to phraseKey's singularisation. A few synonyms:
for (const [alias, target] of [
  ['arachide', 'Arachides'],
  ['cacahouete', 'Cacahuètes'],
  ['crustace', 'Crustacés'],
  ['fruit de mer', 'Fruits de mer'],
  ['lactose', 'Lactose'],
  ['produit laitier', 'Lait'],
  ['laitage', 'Lait'],
  ['cochon', 'Porc'],
  ['fruit sec', 'Fruits à coque'],
  ['oleagineux', 'Fruits à coque'],
  ['gluten', 'Gluten'],
  ['sulfite', 'Sulfites'],
  ['alcool', 'Alcool'],
  ['vin', 'Alcool'],
  ['viande rouge', 'Viande'],
  ['sesame', 'Sésame'],
] as const) {
  const spec = RULE_SPECS[target];
  if (spec && !RULE_BY_KEY.has(alias)) RULE_BY_KEY.set(alias, spec);
}

function stripExcept(textKey: string, except: readonly string[]): string {
  let key = ' ' + textKey + ' ';
  for (const e of except) {
    const ek = phraseKey(e);
    if (ek) key = key.split(' ' + ek + ' ').join(' ');
  }
  return key.trim();
}

function specMatchesIngredient(spec: RuleSpec, ing: IngredientData): boolean {
  if (spec.allergens?.some((a) => ing.allergens?.includes(a))) return true;
  if (spec.tags?.some((t) => ing.tags?.includes(t))) return true;
  if (spec.families?.includes(ing.family)) return true;
  if (spec.animal && ing.animalDerived && spec.animal.includes(ing.animalDerived)) return true;
  if (spec.alcohol && ing.alcohol) return true;
  return false;
}

function keywordsMatch(textKey: string, keywordKeys: readonly string[], except: readonly string[]): boolean {
  const key = except.length ? stripExcept(textKey, except) : textKey;
  return keywordKeys.some((k) => containsKey(key, k));
}

/** word of any name key → ids of the ingredients having it: a new dislike scans a few candidates,
 *  not the whole catalogue. */
const WORD_INDEX: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, string[]>();
  for (const ing of ALL_INGREDIENTS) {
    for (const key of nameKeysOf(ing)) {
      for (const w of key.split(' ')) {
        const list = map.get(w) ?? [];
        if (list[list.length - 1] !== ing.id) list.push(ing.id);
        map.set(w, list);
      }
    }
  }
  return map;
})();

/** Catalogue ingredients whose names may contain every word of `key` (to be verified). */
function candidatesForKey(key: string): IngredientData[] {
  const ws = key.split(' ');
  let best: readonly string[] | undefined;
  for (const w of ws) {
    const list = WORD_INDEX.get(w) ?? [];
    if (!best || list.length < best.length) best = list;
  }
  return (best ?? []).map((id) => INGREDIENT_BY_ID.get(id)).filter((i): i is IngredientData => !!i);
}

const matcherCache = new Map<string, FoodMatcher>();

/** The predicate for one allergy or dislike text. Cached: the catalogue scan runs once per text. */
export function foodMatcher(term: string): FoodMatcher {
  const key = phraseKey(term);
  const cached = matcherCache.get(key);
  if (cached) return cached;
  const matcher = buildMatcher(term, key);
  matcherCache.set(key, matcher);
  return matcher;
}

function buildMatcher(label: string, key: string): FoodMatcher {
  const spec = RULE_BY_KEY.get(key);
  let matchesIngredient: (ing: IngredientData) => boolean;
  let matchesKeywords: (textKey: string) => boolean;
  if (spec) {
    const kw = spec.keywords.map(phraseKey);
    const except = spec.except ?? [];
    matchesIngredient = (ing) => specMatchesIngredient(spec, ing);
    matchesKeywords = (textKey) => keywordsMatch(textKey, kw, except);
  } else {
    // Generic text: every ingredient whose names contain the words ("champignon" → champignon de
    // Paris, champignons shiitaké...), matched on word boundaries with plural marks ignored.
    matchesIngredient = (ing) => !!key && nameKeysOf(ing).some((n) => containsKey(n, key));
    matchesKeywords = (textKey) => containsKey(textKey, key);
  }
  const ids = new Set<string>();
  // Rules look at facts (whole catalogue); generic texts only at names (indexed candidates).
  const pool = spec ? ALL_INGREDIENTS : candidatesForKey(key);
  if (key) for (const ing of pool) if (matchesIngredient(ing)) ids.add(ing.id);
  return {
    label,
    ids,
    // Catalogue ingredients were all judged when building `ids`; only foreign objects are re-judged.
    matchesIngredient: (ing) => ids.has(ing.id) || (INGREDIENT_BY_ID.get(ing.id) !== ing && matchesIngredient(ing)),
    matchesText: (text) => {
      if (!key) return false;
      const textKey = phraseKey(text);
      if (matchesKeywords(textKey)) return true;
      return resolveAllIngredients(text).some((ing) => ids.has(ing.id));
    },
  };
}
