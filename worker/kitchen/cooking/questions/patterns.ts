// The data tables the question classifier reads (question-classify.ts): how people type (SMS spellings
// rewritten first), which words say the question is not French, and, per kind, the patterns that
// recognise it, in precedence order. Every pattern runs on the rewritten text: lower case, no accents,
// apostrophes straightened, hyphens as spaces ("est-il" → "est il").

export type QuestionKind =
  | 'cooking'
  | 'storage'
  | 'allergen-diet'
  | 'substitution'
  | 'make-ahead'
  | 'nutrition'
  | 'season'
  | 'price'
  | 'pregnancy-children'
  | 'unknown';

/** SMS spellings and common slips, rewritten before any pattern runs ("cb" → "combien", "c vegan" →
 *  "c'est vegan", "ya til" → "y a t il", "jai" → "j'ai"). */
export const REWRITES: readonly (readonly [RegExp, string])[] = [
  // An elided article or pronoun typed without its apostrophe (« l avance », « j ai », « c est »).
  [/\b([djlmns]) (?=[aeiouyh])/g, "$1'"],
  [/\bc (?=est\b)/g, "c'"],
  [/\b(cb|cmb|cbn|combi1)\b/g, 'combien'],
  [/\btps\b/g, 'temps'],
  [/\bmn\b/g, 'min'],
  [/\bc\b(?!')/g, "c'est"],
  [/\bjai\b/g, "j'ai"],
  [/\bya\b/g, 'y a'],
  [/\btil\b/g, 't il'],
  [/\bpk\b|\bpq\b/g, 'pourquoi'],
  [/\bqd\b/g, 'quand'],
  [/\bpr\b/g, 'pour'],
  [/\bds\b/g, 'dans'],
  [/\bstp\b|\bsvp\b/g, ''],
  [/\bfrigidaire\b/g, 'frigo'],
  [/\bmicro ?ondes?\b/g, 'micro-ondes'],
  [/\bprep\b/g, 'preparer'],
  [/\bcalorie\b/g, 'calories'],
  [/\bjusqua\b/g, "jusqu'a"],
];

/** Words of other languages no French question uses: when they outnumber the French words, the
 *  question is not French and gets the honest answer in French (answering it as French would be a
 *  guess). */
export const FOREIGN_WORDS = new Set(
  // English
  (
    'how what which when where why who is are does do can could should would will it its the this that these my ' +
    'long many much cook cooking bake boil freeze frozen store keep replace instead free with without ' +
    'price cost safe pregnant baby kids and or of for to ' +
    // Spanish
    'cuanto cuanta cuantos como puedo tiempo coccion cocinar apto para es esta sin con receta congelar sustituir embarazada ' +
    // German
    'wie lange muss ich kochen ist das die der und mit ohne kann man einfrieren ersetzen schwanger vegetarisch ' +
    // Italian
    'quanto quanta costa cuocere cottura posso senza glutine sostituire incinta questo questa'
  )
    .split(' ')
    .filter((w) => w && !w.endsWith('?')),
);

/** Common French words: a question with more of them than foreign words is read as French. */
export const FRENCH_WORDS = new Set(
  (
    'le la les l un une des du de d est il elle ils ce ca cela c que qu qui quoi quel quelle quels combien ' +
    'comment peut on je j faut il y a au aux et ou pour par dans avec sans se sont mon ma mes en pas ne plus ' +
    'cuire cuisson temps garder remplacer prix saison enceinte bebe'
  ).split(' '),
);

/** An ordered rule: the first rule with a matching pattern gives the kind. */
export interface KindRule {
  kind: QuestionKind;
  /** Why the rule sits where it is in the order. */
  why: string;
  patterns: readonly RegExp[];
  /** A cue rather than a subject (« régime », « gras », « saison »): when it decides, no rule of
   *  another kind may also match, or the question is ambiguous and gets the honest answer. */
  weak?: true;
  /** A test on the question's shape rather than its words (two moments named: make-ahead). */
  shape?: (text: string) => boolean;
}

/** Moments of a day or of the week a preparation and a meal can be set at. */
const MOMENTS: readonly RegExp[] = [
  /\b(ce|le|du|au) soir\b/,
  /\b(ce|le|du|au) matin\b/,
  /\b(ce|le|a|au) midi\b/,
  /\bdemain\b/,
  /\ble lendemain\b/,
  /\bla veille\b/,
  /\bplus tard\b/,
  /\ble jour (meme|j)\b/,
  /\bau dernier moment\b/,
  /\bavance\b/,
];

/** A question that sets the preparation and the meal at two different moments (« préparer ce soir et
 *  cuire demain », « le matin pour le soir ») is about making ahead, whatever its cooking verbs. */
export function namesTwoMoments(text: string): boolean {
  return MOMENTS.filter((m) => m.test(text)).length >= 2;
}

/** Diet words (any noun they are about: « le jambon cuit est-il halal », « en conserve est-il sans
 *  gluten » are diet questions, not cooking or storage ones). */
const DIET_PATTERNS: readonly RegExp[] = [
  /allerg/,
  /gluten/,
  /lactose/,
  /\bvegan/,
  /\bvegetalien/,
  /\bvegetarien/,
  /pescetarien/,
  /\bhalal\b/,
  /\bcasher\b|\bkasher\b|\bkosher\b/,
  /\bketo\b|cetogene|ketogene/,
  /\bpaleo\b/,
  /low ?carb/,
  /intoleran/,
  /\bc(o)?eliaqu/,
];

/** Foods an allergen question names after a cue ("y a-t-il des œufs", "contient du lait"). */
const ALLERGEN_FOODS =
  '(lait|oeufs?|soja|poissons?|porc|alcool|arachides?|cacahuetes?|noix|noisettes?|amandes?|fruits a coque|sesame|moutarde|celeri|crustaces|mollusques|sulfites|lupin|gluten)';

/**
 * The kinds, in precedence order. Pregnancy and young children come first: « convient à une femme
 * enceinte » is not a diet question. A replacement next: « par quoi remplacer le lait » or « un
 * équivalent végétal » is not an allergen or diet question. Then diet words, whatever they qualify
 * (« le jambon cuit est-il halal »). Make-ahead before cooking (« réchauffer », « cuire la veille »).
 * Calories and proteins before cooking and storage (« calories du jambon cuit »). A storage verb wins
 * over « cuit » (« se garde une fois cuit »); freezing alone is storage, after cooking so that « le
 * cuire encore congelé » stays cooking. Food words alone may only name the ingredient (« le prix du
 * lait »): they count after a cue (« contient », « y a-t-il », « sans »).
 */
export const KIND_RULES: readonly KindRule[] = [
  {
    kind: 'pregnancy-children',
    why: 'pregnancy, babies and young children are answered from the public guidance, before any diet word',
    patterns: [
      /\benceinte/,
      /\bgrossesse/,
      /\battend(s|re)? un (bebe|enfant)\b/,
      /\bbebes?\b/,
      /\bnourrisson/,
      /\btout petits?\b/,
      /\bjeunes? enfants?\b/,
      /\b(enfant|fils|fille|petit|petite|garcon)s? de \d+ (ans?|mois)\b/,
      /\b\d+ mois\b/,
      /a partir de quel age/,
      /\blisteri/,
      /\btoxoplasm/,
      /\bbotulism/,
    ],
  },
  {
    kind: 'substitution',
    why: 'a replacement names foods and diets that would otherwise read as an allergen or diet question',
    patterns: [
      /remplac/,
      /substitu/,
      /\ba la place\b/,
      /\bau lieu (de|du|des|d')/,
      /\balternative/,
      /\bequivalent/,
      /\bn'en ai (pas|plus)\b/,
      /\bje n'ai (pas|plus)\b/,
      /\bj'(en )?ai (pas|plus)\b/,
      /\b(il )?me manque\b/,
      /\bmanque\b/,
      /\bfaire sans\b/,
      /\bse passer\b/,
    ],
  },
  { kind: 'allergen-diet', why: 'a diet word makes a diet question whatever noun it qualifies', patterns: DIET_PATTERNS },
  {
    kind: 'make-ahead',
    why: 'reheating or preparing ahead, even with a cooking verb',
    shape: namesTwoMoments,
    patterns: [
      /\bla veille\b/,
      /\ba l'?avance\b/,
      /\bd'? ?avance\b/,
      /\ben avance\b/,
      /\brechauff/,
      /\b(preparer|faire|assembler|monter) (le|la|les|l')? ?(\w+ )?(le )?(matin|jour d'avant)\b/,
      /\ble matin pour le soir\b/,
      /\b\d+ jours? avant\b/,
      /\bbatch/,
    ],
  },
  {
    kind: 'nutrition',
    why: 'calories and nutrients, even about a cooked food',
    patterns: [/calori/, /kcal/, /protein/, /glucide/, /lipide/, /nutri/, /\bapports?\b/],
  },
  {
    kind: 'storage',
    why: 'a storage verb wins over « cuit » and « température »',
    patterns: [
      /\bgard/,
      /\bconserv/,
      /\bfrigo/,
      /\brefrigerat/,
      /\bperim/,
      /\bdlc\b/,
      /\bse tient\b/,
      /\bcombien de (jours|semaines|mois)\b/,
      /\bdate (est )?(depassee|passee)\b/,
      /\bencore bon/,
      /\bune fois (ouvert|entame)/,
      /\btemperature ambiante\b/,
      /\branger\b/,
      /\bplacard\b/,
    ],
  },
  {
    kind: 'cooking',
    why: 'cooking words and oven or pan gestures',
    patterns: [
      /\bcuire\b/,
      /\bcuisson/,
      /\bcuit/,
      /\bcuis(ez|ons)\b/,
      /\ba coeur\b/,
      /\bsaignant/,
      /\ba point\b/,
      /\btemperature/,
      /\bthermometre/,
      /\bthermostat/,
      /\bdegres?\b/,
      /°/,
      /\bcombien de min(utes?)?\b/,
      /\bfour\b/,
      /\bprechauff/,
      /\bpoeler?\b/,
      /\bgriller\b/,
      /\brotir\b/,
      /\brevenir\b/,
      /\bdorer\b/,
      /\brose\b/,
    ],
  },
  { kind: 'storage', why: 'freezing after cooking: « le cuire encore congelé » is a cooking question', patterns: [/congel/, /\bsurgel/] },
  {
    kind: 'allergen-diet',
    why: 'food words count after a cue only',
    weak: true,
    patterns: [
      /\bcontien/,
      /\btraces?\b/,
      /\bdedans\b/,
      new RegExp(`\\by a (t il )?(du |de la |de l'|des |d')?${ALLERGEN_FOODS}\\b`),
      new RegExp(`\\bsans (du |de la |des |d')?${ALLERGEN_FOODS}\\b`),
      /\bconvien(t|nent)\b|\bcompatible/,
      /\bregime\b/,
    ],
  },
  {
    kind: 'nutrition',
    why: 'weaker nutrition words',
    weak: true,
    patterns: [
      /\bgras\b|matieres? grasses?/,
      /\bfibres?\b/,
      /\bsucres?\b/,
      /energ/,
      /vitamine/,
      /\bsel\b/,
      /\bsante\b/,
      /\bleger\b/,
      /\bgrossir\b/,
      /\bequilibre/,
    ],
  },
  {
    kind: 'season',
    why: 'months and seasons',
    weak: true,
    patterns: [
      /saison/,
      /quels? mois/,
      /\bquand (\w+ )?(acheter|trouver|manger)\b/,
      /\bperiode\b/,
      /\ben ce moment\b/,
      /\btoute l'annee\b/,
      /\bplat d'(hiver|ete)\b/,
    ],
  },
  {
    kind: 'price',
    why: 'money words',
    weak: true,
    patterns: [
      /\bprix\b/,
      /\bcout/,
      /\bcher\b/,
      /\bbudget/,
      /\beuros?\b/,
      /€/,
      /combien (ca|cela) coute/,
      /\brevient a combien\b/,
      // « c'est combien ? » with nothing after asks how much it costs.
      /\b(c'est|ca fait) combien$/,
      /\beconomique/,
      /\bbon marche\b/,
      /\bpayer\b/,
      /\btarif/,
    ],
  },
];

/** « remplacer (le jambon) par du poulet », « mettre du poulet à la place (du jambon) », « du comté au
 *  lieu du gruyère »: the words that name the food offered (`by`) and, when named, the food replaced
 *  (`of`); each part is then read against the catalogue. */
export const REPLACEMENT_SHAPES: readonly RegExp[] = [
  /\b(?:remplac|substitu)\w*(?<of> .+?)? (?:par|avec) (?<by>.+)$/,
  /^(?<by>.+?) (?:a la place|au lieu)(?: (?:de|du|des|d'|d) ?(?<of>.+))?$/,
  /\b(?:remplac|substitu)\w* (?<of>.+)$/,
  /\b(?:alternative|equivalent)\w*(?: \w+)? (?:a|au|aux|pour|du|de) (?<of>.+)$/,
  /\b(?:manque|n'ai pas|n'ai plus|j'ai pas|j'ai plus|faire sans) (?<of>.+)$/,
];

/** The question is about the dish as a whole (« ce plat », « la recette », « un croque »). */
export const DISH_REFERENCE =
  /\b(ce plat|le plat|un plat|cette recette|la recette|ce repas|comme repas|une part|un croque|ce croque|par portion|par personne|une portion|pour \d+|en tout)\b/;

/** Young children (not pregnancy) in a pregnancy-children question. */
export const CHILD_WORDS = /\b(bebes?|nourrissons?|enfants?|fils|fille|tout petits?|\d+ mois|\d+ ans?|age)\b/;
