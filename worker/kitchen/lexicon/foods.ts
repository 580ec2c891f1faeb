// The French lexicon of foods an allergy or a dislike can name: the 14 EU allergens (Regulation
// 1169/2011, Annex II) under their usual French names, finer groups (fruits rouges, solanacées,
// rosacées...), the tiles of the allergy screen, and family aliases ("champignons", "abats").
//
// Each entry says what it forbids over the catalogue facts (allergens, tags, families, flags, names)
// and which words reveal it in a free-text ingredient. `understood` is what the screen shows after
// "Compris : ", so it must describe exactly what the rule forbids.

import type { EuAllergen, Family, FoodTag, IngredientData } from '../types';

export interface FoodRule {
  allergens?: EuAllergen[];
  tags?: FoodTag[];
  families?: Family[];
  animal?: NonNullable<IngredientData['animalDerived']>[];
  alcohol?: boolean;
  /** Precise catalogue ids. */
  ids?: string[];
  /** Words that reveal the food in free text. */
  keywords: string[];
  /** Phrases that neutralise a keyword ("noix de coco" is not a walnut). */
  except?: string[];
  /** The keywords also apply to the catalogue names and synonyms of an ingredient (groups defined by
   *  the foods they contain, not by a catalogue flag). */
  matchNames?: boolean;
}

export interface FoodEntry {
  /** Canonical label (the allergy tile's label when there is one). */
  label: string;
  /** Other phrasings, compared by phrase key (accents, case, plural marks ignored). */
  aliases?: string[];
  /** French, lower case, what the entry forbids. */
  understood: string;
  rule: FoodRule;
}

const NUT_EXCEPT = ['noix de coco', 'noix de muscade', 'muscade', 'noix de saint jacques', 'beurre noisette'];
const PLANT_MILKS = ['lait de coco', 'lait d avoine', 'lait de soja', 'lait d amande', 'lait de riz', 'lait vegetal', 'lait de noisette', 'lait de cajou'];
const PLANT_CREAMS = ['creme de soja', 'creme d avoine', 'creme de coco', 'creme de marron', 'creme vegetale', 'creme de riz', 'creme de cajou', 'creme de balsamique'];
const CHEESES = ['fromage', 'parmesan', 'gruyere', 'emmental', 'comte', 'mozzarella', 'feta', 'chevre', 'roquefort', 'camembert', 'brie', 'ricotta', 'mascarpone', 'cheddar', 'raclette', 'reblochon', 'burrata', 'pecorino', 'halloumi', 'tomme', 'cantal', 'beaufort', 'mimolette', 'gorgonzola', 'fromage frais', 'boursin'];
const MILK_EXCEPT = [...PLANT_MILKS, ...PLANT_CREAMS, 'beurre de cacahuete', 'beurre d arachide', 'beurre de cacao', 'beurre vegetal', 'yaourt vegetal', 'yaourt de soja', 'fromage vegetal', 'sans lactose', 'lait de poule'];
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
const ALCOHOL_WORDS = ['vin', 'biere', 'cidre', 'rhum', 'cognac', 'armagnac', 'calvados', 'porto', 'madere', 'whisky', 'vodka', 'liqueur', 'kirsch', 'champagne', 'marsala', 'saké', 'sake', 'mirin', 'pastis', 'grand marnier', 'cointreau', 'alcool', 'xeres', 'vermouth', 'gin', 'tequila', 'amaretto', 'limoncello', 'cassis liqueur', 'eau de vie', 'creme de cassis'];
/** "Mûre" the berry, not "bien mûre" the ripe tomato. */
const RIPE_EXCEPT = ['bien mure', 'tres mure', 'trop mure', 'mure a point', 'bien mur', 'tres mur'];
/** "Pomme" the fruit, not the potato dishes. */
const POTATO_EXCEPT = ['pomme de terre', 'pomme sautee', 'pomme dauphine', 'pomme noisette', 'pomme frite', 'pomme vapeur', 'pomme de pin', 'pomme duchesse', 'chou pomme'];
const RED_BERRIES = ['fruit rouge', 'fruit des bois', 'fraise', 'framboise', 'groseille', 'cassis', 'myrtille', 'mure', 'cerise', 'airelle', 'canneberge', 'cranberry', 'cranberries', 'bleuet'];
const RED_BERRIES_EXCEPT = ['tomate cerise', 'fraise de veau', ...RIPE_EXCEPT];
const NIGHTSHADES = ['solanacee', 'tomate', 'ketchup', 'passata', 'pomme de terre', 'patate', 'pdt', 'frite', 'fecule', 'gnocchi', 'aubergine', 'poivron', 'piment', 'paprika', 'pimenton', 'espelette', 'cayenne', 'harissa', 'tabasco', 'sriracha', 'sauce pimentee', 'sauce piquante', 'chili', 'goji', 'physalis', 'tomatillo', 'chorizo', 'ratatouille', 'caponata'];
const NIGHTSHADES_EXCEPT = ['patate douce', 'fecule de mai', 'poivre', 'baie rose'];
const ROSACEAE = ['rosacee', 'pomme', 'poire', 'peche', 'abricot', 'nectarine', 'brugnon', 'cerise', 'prune', 'pruneau', 'quetsche', 'mirabelle', 'reine claude', 'coing', 'nefle', 'fraise', 'framboise', 'mure', 'amande', 'frangipane', 'massepain', 'calvados', 'cidre', 'kirsch', 'amaretto', 'compote', 'fruit rouge'];
const ROSACEAE_EXCEPT = [...POTATO_EXCEPT, 'tomate cerise', 'fraise de veau', 'peche de vigne', ...RIPE_EXCEPT];
const MUSHROOMS = ['champignon', 'shiitake', 'pleurote', 'girolle', 'chanterelle', 'cepe', 'bolet', 'morille', 'trompette de la mort', 'truffe', 'enoki', 'portobello', 'mousseron', 'oreille de judas', 'lentin'];
const OFFAL = ['abat', 'foie', 'rognon', 'langue', 'gesier', 'tripe', 'ris de veau', 'cervelle', 'andouillette', 'queue de boeuf', 'coeur de veau', 'coeur de volaille', 'coeur de poulet'];
const OFFAL_EXCEPT = ['langue d oiseau', 'langue de chat'];
const CHARCUTERIE = ['charcuterie', 'jambon', 'lardon', 'bacon', 'chorizo', 'saucisse', 'saucisson', 'rillette', 'pancetta', 'coppa', 'mortadelle', 'andouille', 'andouillette', 'boudin', 'chipolata', 'poitrine fumee', 'rosette', 'speck', 'pate de campagne', 'terrine', 'knack', 'cervelas', 'merguez', 'magret fume', 'chair a saucisse', 'prosciutto'];
const CHILI = ['piment', 'pimente', 'harissa', 'tabasco', 'sriracha', 'cayenne', 'espelette', 'chili', 'jalapeno', 'sauce piquante', 'pimenton', 'paprika fume'];

/**
 * Every food the lexicon knows. The first block keeps the 39 allergy tiles (their labels unchanged,
 * their rules unchanged), with the usual phrasings of each EU allergen as aliases.
 */
export const FOOD_ENTRIES: readonly FoodEntry[] = [
  {
    label: 'Lait',
    aliases: ['aplv', 'plv', 'apl', 'proteine de lait de vache', 'proteine de lait', 'proteine laitiere', 'lait de vache', 'lait animal', 'produit laitier', 'laitage', 'lactose', 'caseine', 'lactoserum', 'lait de chevre', 'lait de brebis', 'lait et produit laitier', 'lait et derive', 'derive du lait', 'derive laitier'],
    understood: 'lait et produits laitiers',
    rule: { allergens: ['lait'], keywords: ['lait', 'lactose', 'lactoserum', 'caseine', 'petit lait', ...CHEESES, 'beurre', 'creme fraiche', 'creme liquide', 'yaourt', 'chantilly', 'bechamel', 'ghee', 'kefir', 'skyr'], except: MILK_EXCEPT },
  },
  { label: 'Fromage', understood: 'fromages', rule: { tags: ['fromage'], families: ['fromage'], keywords: CHEESES, except: ['fromage vegetal'] } },
  {
    label: 'Fromage de chèvre',
    aliases: ['fromage de chevre', 'fromages de chevre', 'chevre', 'chevre frais'],
    understood: 'fromages de chèvre (chèvre frais, crottin, bûche, sainte-maure…)',
    rule: { keywords: ['chevre', 'crottin', 'sainte maure', 'picodon', 'rocamadour', 'valencay', 'pelardon', 'selles sur cher'], matchNames: true },
  },
  {
    label: 'Fromage de brebis',
    aliases: ['fromage de brebis', 'fromages de brebis', 'brebis'],
    understood: 'fromages de brebis (feta, roquefort, ossau-iraty, pecorino…)',
    rule: { keywords: ['brebis', 'feta', 'roquefort', 'ossau iraty', 'pecorino', 'manchego'], matchNames: true },
  },
  { label: 'Beurre', understood: 'beurre', rule: { tags: ['beurre'], keywords: ['beurre'], except: ['beurre de cacahuete', 'beurre d arachide', 'beurre de cacao', 'beurre vegetal', 'beurre de karite', 'beurre d amande'] } },
  { label: 'Crème', understood: 'crème', rule: { tags: ['creme'], keywords: ['creme', 'chantilly'], except: [...PLANT_CREAMS, 'creme brulee'] } },
  { label: 'Yaourt', understood: 'yaourts', rule: { tags: ['yaourt'], keywords: ['yaourt', 'yogourt', 'yoghourt', 'skyr'], except: ['yaourt vegetal', 'yaourt de soja', 'yaourt au lait de coco'] } },
  {
    label: 'Œufs',
    aliases: ['oeuf de poule', 'oeuf entier', 'blanc d oeuf', 'jaune d oeuf', 'ovalbumine', 'ovomucoide', 'lysozyme', 'oeuf et ovoproduit', 'ovoproduit'],
    understood: 'œufs',
    rule: { allergens: ['oeufs'], families: ['oeuf'], keywords: ['oeuf', 'mayonnaise', 'meringue', 'jaune d oeuf', 'blanc d oeuf'], except: ['sans oeuf', 'nouille de riz'] },
  },
  {
    label: 'Fruits à coque',
    aliases: ['fruit a coque', 'fruit sec', 'fruit sec a coque', 'oleagineux', 'noix diverse', 'noix en general', 'toute les noix'],
    understood: 'fruits à coque (amande, noisette, noix, cajou, pistache, pécan…)',
    rule: { allergens: ['fruits-a-coque'], tags: ['noix', 'amande', 'noisette', 'pistache', 'cajou', 'pecan', 'noix-du-bresil', 'macadamia'], keywords: ['fruit a coque', 'noix', 'amande', 'noisette', 'pistache', 'cajou', 'pecan', 'macadamia', 'praline', 'frangipane', 'nougat', 'massepain', 'gianduja'], except: NUT_EXCEPT },
  },
  { label: 'Noix', aliases: ['cerneau de noix', 'noix de grenoble'], understood: 'noix', rule: { tags: ['noix'], keywords: ['noix', 'cerneaux'], except: [...NUT_EXCEPT, 'noix de cajou', 'noix de pecan', 'noix du bresil', 'noix de macadamia'] } },
  { label: 'Amandes', understood: 'amandes', rule: { tags: ['amande'], keywords: ['amande', 'frangipane', 'massepain', 'praline'] } },
  { label: 'Noisettes', understood: 'noisettes', rule: { tags: ['noisette'], keywords: ['noisette', 'gianduja', 'praline'], except: ['beurre noisette'] } },
  { label: 'Pistaches', understood: 'pistaches', rule: { tags: ['pistache'], keywords: ['pistache'] } },
  { label: 'Noix de cajou', aliases: ['cajou', 'anacarde'], understood: 'noix de cajou', rule: { tags: ['cajou'], keywords: ['cajou'] } },
  { label: 'Noix de pécan', aliases: ['pecan'], understood: 'noix de pécan', rule: { tags: ['pecan'], keywords: ['pecan'] } },
  { label: 'Noix du Brésil', understood: 'noix du brésil', rule: { tags: ['noix-du-bresil'], keywords: ['noix du bresil'] } },
  { label: 'Macadamia', aliases: ['noix de macadamia'], understood: 'noix de macadamia', rule: { tags: ['macadamia'], keywords: ['macadamia'] } },
  {
    label: 'Cacahuètes',
    aliases: ['arachide', 'cacahouete', 'cacahuete', 'beurre de cacahuete', 'beurre d arachide', 'huile d arachide', 'pois de terre'],
    understood: 'arachide (cacahuètes)',
    rule: { allergens: ['arachides'], keywords: ['cacahuete', 'cacahouete', 'arachide', 'satay'] },
  },
  { label: 'Poisson', aliases: ['poisson blanc', 'poisson gras', 'poisson de mer', 'poisson d eau douce', 'poissons et derive'], understood: 'poisson', rule: { allergens: ['poisson'], families: ['poisson'], animal: ['poisson'], keywords: FISH_WORDS } },
  { label: 'Fruits de mer', aliases: ['fruit de mer'], understood: 'fruits de mer (crustacés et mollusques)', rule: { allergens: ['crustaces', 'mollusques'], families: ['fruit-de-mer'], keywords: ['fruit de mer', ...CRUSTACEANS, ...MOLLUSCS] } },
  { label: 'Produits de la mer', aliases: ['produit de la mer', 'poisson et fruit de mer', 'produit de la peche'], understood: 'poisson et fruits de mer', rule: { allergens: ['poisson', 'crustaces', 'mollusques'], families: ['poisson', 'fruit-de-mer'], animal: ['poisson'], keywords: [...FISH_WORDS, 'fruit de mer', ...CRUSTACEANS, ...MOLLUSCS] } },
  {
    label: 'Crustacés',
    aliases: ['crustace', 'crevette', 'crevette rose', 'crevette grise', 'gamba', 'crabe', 'homard', 'langouste', 'langoustine', 'ecrevisse', 'tourteau'],
    understood: 'crustacés (crevette, crabe, homard, langoustine…)',
    rule: { allergens: ['crustaces'], keywords: CRUSTACEANS },
  },
  {
    label: 'Mollusques',
    aliases: ['mollusque', 'coquillage', 'moule', 'huitre', 'calamar', 'calmar', 'encornet', 'seiche', 'poulpe', 'pieuvre', 'saint jacques', 'coquille saint jacques', 'palourde', 'bulot', 'escargot', 'bigorneau', 'cephalopode', 'bivalve', 'gasteropode'],
    understood: 'mollusques (moule, huître, calamar, saint-jacques…)',
    rule: { allergens: ['mollusques'], keywords: MOLLUSCS },
  },
  { label: 'Soja', aliases: ['soya', 'proteine de soja', 'lecithine de soja'], understood: 'soja', rule: { allergens: ['soja'], keywords: ['soja', 'soya', 'tofu', 'tempeh', 'edamame', 'miso', 'tamari', 'shoyu'] } },
  { label: 'Lupin', aliases: ['farine de lupin'], understood: 'lupin', rule: { allergens: ['lupin'], keywords: ['lupin'] } },
  { label: 'Sésame', aliases: ['graine de sesame', 'sesame', 'tahini', 'tahin'], understood: 'sésame', rule: { allergens: ['sesame'], keywords: ['sesame', 'tahini', 'tahin', 'gomasio', 'houmous', 'hummus'] } },
  {
    label: 'Gluten',
    aliases: ['cereale contenant du gluten', 'cereale a gluten', 'maladie coeliaque', 'maladie celiaque', 'coeliaque', 'celiaque', 'coeliakie', 'gluten de ble'],
    understood: 'gluten (blé, seigle, orge, avoine, épeautre, kamut)',
    rule: { allergens: ['gluten'], tags: ['ble', 'seigle', 'orge', 'avoine', 'epeautre', 'kamut'], keywords: GLUTEN_WORDS, except: GLUTEN_EXCEPT },
  },
  { label: 'Blé', aliases: ['froment', 'farine de ble'], understood: 'blé', rule: { tags: ['ble'], keywords: ['ble', 'froment', 'farine de ble', 'semoule', 'boulgour', 'couscous', 'seitan', 'baguette', 'pain de mie', 'pate feuilletee', 'pate brisee', 'spaghetti', 'tagliatelle', 'macaroni', 'lasagne'], except: ['ble noir', 'sans gluten'] } },
  { label: 'Seigle', understood: 'seigle', rule: { tags: ['seigle'], keywords: ['seigle'] } },
  { label: 'Orge', understood: 'orge', rule: { tags: ['orge'], keywords: ['orge'] } },
  { label: 'Avoine', understood: 'avoine', rule: { tags: ['avoine'], keywords: ['avoine'], except: ['lait d avoine sans gluten'] } },
  { label: 'Épeautre', understood: 'épeautre', rule: { tags: ['epeautre'], keywords: ['epeautre'] } },
  { label: 'Kamut', aliases: ['khorasan', 'ble de khorasan'], understood: 'kamut', rule: { tags: ['kamut'], keywords: ['kamut'] } },
  {
    label: 'Sulfites',
    aliases: ['sulfite', 'anhydride sulfureux', 'dioxyde de soufre', 'so2', 'metabisulfite', 'e220'],
    understood: 'sulfites (vin, vinaigre, fruits secs…)',
    rule: { allergens: ['sulfites'], keywords: ['sulfite', 'vin', 'porto', 'madere', 'xeres', 'cidre', 'champagne', 'vinaigre de vin'] },
  },
  { label: 'Moutarde', aliases: ['graine de moutarde'], understood: 'moutarde', rule: { allergens: ['moutarde'], keywords: ['moutarde'] } },
  { label: 'Tomates', understood: 'tomates', rule: { tags: ['tomate'], keywords: ['tomate', 'ketchup', 'passata', 'sauce tomate', 'coulis de tomate'] } },
  { label: 'Fraises', understood: 'fraises', rule: { tags: ['fraise'], keywords: ['fraise'], except: ['fraise de veau'] } },
  { label: 'Kiwi', understood: 'kiwi', rule: { tags: ['kiwi'], keywords: ['kiwi'] } },
  { label: 'Chocolat', aliases: ['cacao'], understood: 'chocolat et cacao', rule: { tags: ['chocolat'], keywords: ['chocolat', 'cacao', 'nutella', 'gianduja'], except: ['beurre de cacao'] } },
  { label: 'Agrumes', aliases: ['agrume'], understood: 'agrumes (citron, orange, pamplemousse, clémentine…)', rule: { tags: ['agrume'], keywords: CITRUS, except: ['citronnelle'] } },
  { label: 'Banane', understood: 'banane', rule: { tags: ['banane'], keywords: ['banane'], except: ['banane plantain'] } },
  { label: 'Cannelle', understood: 'cannelle', rule: { tags: ['cannelle'], keywords: ['cannelle', 'pain d epice', 'speculoos'] } },
  { label: 'Céleri', aliases: ['celeri rave', 'celeri branche', 'sel de celeri'], understood: 'céleri', rule: { allergens: ['celeri'], keywords: ['celeri'] } },
  // Meats, by family.
  { label: 'Viande', aliases: ['viande rouge', 'chair animale', 'viande et volaille', 'toute viande'], understood: 'viande, volaille et charcuterie', rule: { families: ['viande', 'volaille', 'porc'], animal: ['viande', 'porc'], keywords: [...MEAT_WORDS, ...POULTRY_WORDS, ...PORK_WORDS], except: PLANT_MEATS } },
  { label: 'Porc', aliases: ['cochon', 'viande de porc', 'porc et derive', 'derive du porc'], understood: 'porc et charcuterie de porc', rule: { families: ['porc'], animal: ['porc'], keywords: PORK_WORDS, except: PLANT_MEATS } },
  {
    label: 'Bœuf',
    aliases: ['viande de boeuf', 'viande bovine', 'bovin'],
    understood: 'bœuf (steak, haché, bavette, entrecôte, bouillon de bœuf…)',
    rule: {
      ids: ['boeuf-hache', 'steak-hache', 'steak-de-boeuf', 'boeuf-a-bourguignon', 'bavette', 'entrecote', 'faux-filet', 'filet-de-boeuf', 'rumsteck', 'onglet', 'roti-de-boeuf', 'cote-de-boeuf', 'paleron', 'joue-de-boeuf', 'plat-de-cotes', 'jarret-de-boeuf', 'queue-de-boeuf', 'carpaccio-de-boeuf', 'langue-de-boeuf', 'merguez', 'bouillon-de-boeuf', 'cube-bouillon-boeuf', 'sauce-bolognaise'],
      keywords: ['boeuf', 'bifteck', 'steak hache', 'bavette', 'entrecote', 'faux filet', 'rumsteck', 'onglet', 'paleron', 'bourguignon', 'merguez', 'bolognaise', 'hamburger', 'carpaccio'],
      except: [...PLANT_MEATS, 'tomate coeur de boeuf', 'coeur de boeuf'],
    },
  },
  { label: 'Volaille', understood: 'volaille', rule: { families: ['volaille'], keywords: POULTRY_WORDS } },
  { label: 'Charcuterie', understood: 'charcuterie (jambon, lardons, saucisson, chorizo…)', rule: { ids: ['jambon-de-dinde', 'magret-fume', 'merguez', 'saindoux'], keywords: CHARCUTERIE, except: PLANT_MEATS, matchNames: true } },
  { label: 'Abats', aliases: ['abat'], understood: 'abats (foie, rognons, langue, gésiers…)', rule: { keywords: OFFAL, except: OFFAL_EXCEPT, matchNames: true } },
  { label: 'Alcool', aliases: ['alcool', 'vin', 'boisson alcoolisee', 'spiritueux'], understood: 'alcool (vin, bière, spiritueux)', rule: { families: ['alcool'], alcohol: true, keywords: ALCOHOL_WORDS, except: ['vinaigre de vin', 'sans alcool'] } },
  { label: 'Légumineuses', aliases: ['legumineuse', 'legume sec', 'pulse'], understood: 'légumineuses (lentilles, pois chiches, haricots secs…)', rule: { families: ['legumineuse'], keywords: ['legumineuse', 'lentille', 'pois chiche', 'haricot rouge', 'haricot blanc', 'feve', 'flageolet'] } },
  { label: 'Miel', understood: 'miel', rule: { animal: ['miel'], keywords: ['miel'] } },
  // Finer groups: plant families and groups of fruits, matched on the names of the foods they hold.
  { label: 'Fruits rouges', aliases: ['fruit rouge', 'baie rouge', 'fruit des bois', 'petit fruit rouge'], understood: 'fruits rouges (fraise, framboise, groseille, cassis, myrtille…)', rule: { tags: ['fraise'], keywords: RED_BERRIES, except: RED_BERRIES_EXCEPT, matchNames: true } },
  { label: 'Solanacées', aliases: ['solanacee', 'solanee', 'famille des solanacee', 'morelle'], understood: 'solanacées (tomate, pomme de terre, aubergine, poivron, piment…)', rule: { tags: ['tomate'], keywords: NIGHTSHADES, except: NIGHTSHADES_EXCEPT, matchNames: true } },
  { label: 'Rosacées', aliases: ['rosacee', 'famille des rosacee', 'fruit a noyau', 'fruit a pepin'], understood: 'rosacées (pomme, poire, pêche, abricot, cerise, prune, fraise, amande…)', rule: { tags: ['fraise', 'amande'], keywords: ROSACEAE, except: ROSACEAE_EXCEPT, matchNames: true } },
  { label: 'Pomme', aliases: ['pomme fruit'], understood: 'pomme (le fruit)', rule: { keywords: ['pomme', 'calvados', 'cidre', 'compote de pomme'], except: POTATO_EXCEPT, matchNames: true } },
  { label: 'Cerise', understood: 'cerise', rule: { keywords: ['cerise', 'kirsch', 'griotte', 'amarena'], except: ['tomate cerise'], matchNames: true } },
  { label: 'Champignons', aliases: ['champignon', 'champignon de paris', 'fungi'], understood: 'champignons (de paris, shiitaké, pleurote, girolle, cèpe…)', rule: { keywords: MUSHROOMS, matchNames: true } },
  { label: 'Piment', aliases: ['plat epice', 'epice forte', 'pimente', 'plat pimente', 'piquant', 'epice piquante'], understood: 'piment et sauces pimentées', rule: { keywords: CHILI, except: ['piment doux'], matchNames: true } },
];
