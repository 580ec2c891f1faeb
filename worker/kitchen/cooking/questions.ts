// Questions about an ingredient, answered in French from what Popote really knows: the catalogue facts
// (allergens, diets, nutrition, season, price), the food-safety table (storage times, core temperatures,
// with their sources), the steps of the recipe the question is asked from, and the profile (substitutes
// never break it). The question is first classified into one kind; a question of no known kind gets an
// honest "Je ne sais pas répondre" instead of an answer to another question.

import type { DietLabel, DraftIngredient, EaterProfile, QuestionRequest, RecipeDraft } from '../model';
import type { IngredientAnswer } from '@shared/schemas/recipes';
import { compileProfile } from '../household/profile';
import { nameKeysOf, pricePerKg, resolveIngredient } from '../knowledge/catalogue';
import { foodMatcher } from '../household/allergies';
import { ALLERGEN_LABELS, lineGrams } from '../facts/derive';
import { canonicalDiet, ingredientFitsDiet } from '../household/diets';
import { substituteCandidates } from '../safety/substitutions/index';
import { contentWords, fixFrench, lowerFirst, normalizeText, phraseKey, containsKey } from '../base/text';
import type { EuAllergen, IngredientData } from '../knowledge/vocabulary';
import { ALL_RECIPES } from '../knowledge/kb';
import {
  ANSES,
  CORE_TEMPERATURES,
  donenessCategoryOf,
  REHEAT_TEMPERATURE,
  STORAGE_FACTS,
  storageCategoryOf,
  USDA_TEMPERATURES,
} from '../knowledge/food-safety';

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/** "de mai à septembre", "de novembre à février", "en mars". */
export function seasonText(months: readonly number[]): string {
  const set = new Set(months);
  if (set.size === 0 || set.size === 12) return "toute l'année";
  // Find runs over the circular year.
  const runs: [number, number][] = [];
  let start = -1;
  for (let i = 0; i < 24; i++) {
    const m = (i % 12) + 1;
    if (set.has(m) && start < 0 && !set.has(((i + 11) % 12) + 1)) start = i;
    if (start >= 0 && set.has(m) && !set.has((m % 12) + 1)) {
      if (start < 12) runs.push([(start % 12) + 1, m]);
      start = -1;
    }
  }
  const parts = runs.map(([a, b]) => (a === b ? `en ${MONTHS[a - 1]}` : `de ${MONTHS[a - 1]} à ${MONTHS[b - 1]}`));
  return [...new Set(parts)].join(' et ');
}

// ---------------------------------------------------------------------------------------------
// Classification
// ---------------------------------------------------------------------------------------------

export type QuestionKind =
  'cooking' | 'storage' | 'allergen-diet' | 'substitution' | 'make-ahead' | 'nutrition' | 'season' | 'price' | 'unknown';

/**
 * Pattern lists per kind, tried in this order (the first kind with a matching pattern wins). The order is
 * the precedence: "réchauffer" or "la veille" is make-ahead even with "cuire" in it; "par quoi remplacer
 * le lait" is a substitution, not an allergen question; a storage verb ("se garde", "conserver", "au
 * frigo") wins over "cuit" ("combien de temps se garde-t-il une fois cuit"), while "combien de temps
 * faut-il le cuire" has no storage verb and is cooking; "congeler" alone is storage, after cooking so
 * that "peut-on le cuire encore congelé" stays a cooking question.
 */
const KIND_PATTERNS: readonly (readonly [QuestionKind, readonly RegExp[]])[] = [
  [
    'make-ahead',
    [
      /\bla veille\b/,
      /\ba l'?avance\b/,
      /\bd'avance\b/,
      /\ben avance\b/,
      /\brechauff/,
      /\bpreparer (le|la|les|l')? ?(\w+ )?(matin|jour d'avant)/,
      /\bbatch/,
    ],
  ],
  [
    'substitution',
    [
      /remplac/,
      /substitu/,
      /\ba la place\b/,
      /\balternative/,
      /\bequivalent/,
      /\bn'en ai (pas|plus)\b/,
      /\bje n'ai (pas|plus)\b/,
      /\bj'en ai (pas|plus)\b/,
      /\bmanque\b/,
      /\bfaire sans\b/,
      /\bse passer\b/,
    ],
  ],
  [
    'storage',
    [/\bgard/, /\bconserv/, /\bfrigo/, /\brefrigerat/, /\bperim/, /\bdlc\b/, /\bse tient\b/, /\bcombien de (jours|semaines|mois)\b/],
  ],
  [
    'cooking',
    [
      /\bcuire\b/,
      /\bcuisson/,
      /\bcuit/,
      /\bcuis(ez|ons)\b/,
      /\ba coeur\b/,
      /\bsaignant/,
      /\ba point\b/,
      /\btemperature/,
      /\bthermometre/,
      /\bdegres?\b/,
      /°/,
      /\bcombien de minutes\b/,
      /\bau four\b/,
      /\bpoeler?\b/,
      /\bgriller\b/,
      /\brotir\b/,
      /\bbien cuit/,
      /\bpas assez cuit/,
      /\brose\b/,
    ],
  ],
  ['storage', [/\bcongel/, /\bdecongel/, /\bsurgel/]],
  // Food words (lait, œuf, soja...) alone may just name the ingredient ("le prix du lait"): they count with a cue
  // ("contient", "sans", "dedans", "traces"), diet and allergen words count alone.
  [
    'allergen-diet',
    [
      /allerg/,
      /gluten/,
      /lactose/,
      /\bcontien/,
      /\btraces?\b/,
      /\bdedans\b/,
      /\bsans (du |de la |des )?(lait|oeufs?|soja|poisson|porc|alcool|arachides?|noix|sesame|moutarde|celeri|crustaces|sulfites)\b/,
      /vegan/,
      /vegetal/,
      /vegetarien/,
      /pescetarien/,
      /halal/,
      /casher|kasher/,
      /\bketo\b|cetogene|ketogene/,
      /\bpaleo\b/,
      /low ?carb/,
      /\bconvient\b|\bconviennent\b|\bcompatible/,
      /intoleran/,
      /\bregime\b/,
    ],
  ],
  [
    'nutrition',
    [
      /calori/,
      /kcal/,
      /protein/,
      /glucide/,
      /lipide/,
      /nutri/,
      /\bgras\b|matieres? grasses?/,
      /\bfibres?\b/,
      /\bsucres?\b/,
      /energ/,
      /vitamine/,
      /\bsel\b/,
      /\bsante\b/,
      /\bleger\b/,
    ],
  ],
  ['season', [/saison/, /quels? mois/, /quand (l'|le |la |les )?(acheter|trouver|manger)/, /\bperiode\b/, /\ben ce moment\b/]],
  ['price', [/\bprix\b/, /\bcout/, /\bcher\b/, /\bbudget/, /\beuros?\b/, /€/, /combien (ca|cela) coute/]],
];

/** The kind of a question (accent- and case-insensitive), 'unknown' when no pattern matches. */
export function classifyQuestion(question: string): QuestionKind {
  const q = normalizeText(question).replace(/[’`]/g, "'").replace(/-/g, ' ');
  for (const [kind, patterns] of KIND_PATTERNS) if (patterns.some((p) => p.test(q))) return kind;
  return 'unknown';
}

export const UNKNOWN_QUESTION_ANSWER =
  "Je ne sais pas répondre à cette question. Je peux vous renseigner sur la cuisson, la conservation, les allergènes et les régimes, les remplacements, la préparation à l'avance, la valeur nutritionnelle, la saison et le prix d'un ingrédient.";

// ---------------------------------------------------------------------------------------------
// French naming: "la farine de blé", "le beurre doux", "les lentilles vertes", "l'huile d'olive"
// ---------------------------------------------------------------------------------------------

/** Heads ending in -e that are masculine. */
const MASCULINE_E = new Set(
  'quatre beurre fromage concombre pamplemousse cidre gingembre legume poivre sucre vinaigre jaune cube crabe gruyere chevre champagne cepe pleurote guacamole cookie zeste brie provolone bicarbonate poulpe foie seigle reblochon'.split(
    ' ',
  ),
);
/** Heads not ending in -e that are feminine. */
const FEMININE_OTHER = new Set(
  'harissa batavia polenta pancetta coppa burrata feta mozzarella ricotta tortilla noix chair fleur eau merguez chipolata maizena vodka'.split(
    ' ',
  ),
);
/** Heads ending in s, x or z that are singular. */
const INVARIABLE = new Set(
  'anis ananas anchois cassis mais pois radis panais salsifis jus riz noix travers pastis calvados coulis houmous faux quatre cinq gros ras epoisses maroilles coulommiers merguez bras'.split(
    ' ',
  ),
);

interface Named {
  /** With its article: "la farine de blé". */
  the: string;
  plural: boolean;
  feminine: boolean;
}

export function named(ing: IngredientData): Named {
  const name = lowerFirst(ing.name);
  const firstWord = ing.name.split(/[\s'-]+/)[0] ?? '';
  const ws = normalizeText(ing.name).split(/[\s'-]+/);
  const head = ws[0] ?? '';
  const second = ws[1] ?? '';
  const plural = (/[sx]$/.test(head) && !INVARIABLE.has(head)) || (head === 'pois' && /s$/.test(second));
  const singularHead = plural ? head.replace(/[sx]$/, '') : head;
  const feminine = /ées?$/.test(firstWord)
    ? true
    : /és?$/.test(firstWord)
      ? false
      : singularHead.endsWith('e')
        ? !MASCULINE_E.has(singularHead)
        : FEMININE_OTHER.has(singularHead);
  if (plural) return { the: `les ${name}`, plural, feminine };
  // "y" is a consonant in "yaourt"; h is mute in huile, huître, herbe (aspirated in haricot, hareng...).
  const elided = /^[aeiou]/.test(head) || /^(huile|huitre|herbe)/.test(head);
  if (elided) return { the: `l'${name}`, plural, feminine };
  return { the: `${feminine ? 'la' : 'le'} ${name}`, plural, feminine };
}

/** An adjective or participle agreed with the ingredient: "cuit" → "cuite", "cuits". */
const agree = (n: Named, word: string) => word + (n.feminine ? 'e' : '') + (n.plural ? 's' : '');
/** Object pronoun: le, la, les. */
const pron = (n: Named) => (n.plural ? 'les' : n.feminine ? 'la' : 'le');
/** Subject pronoun: il, elle, ils, elles. */
const subj = (n: Named) => (n.feminine ? 'elle' : 'il') + (n.plural ? 's' : '');

const capitalizeFirst = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
/** Singular or plural verb form. */
const verb = (n: Named, singular: string, plural: string) => (n.plural ? plural : singular);

// ---------------------------------------------------------------------------------------------
// Allergens and diets
// ---------------------------------------------------------------------------------------------

const ALLERGEN_PARTITIVE: Record<EuAllergen, { some: string; none: string }> = {
  gluten: { some: 'du gluten', none: 'de gluten' },
  crustaces: { some: 'des crustacés', none: 'de crustacés' },
  oeufs: { some: 'des œufs', none: "d'œufs" },
  poisson: { some: 'du poisson', none: 'de poisson' },
  arachides: { some: 'des arachides', none: "d'arachides" },
  soja: { some: 'du soja', none: 'de soja' },
  lait: { some: 'du lait', none: 'de lait' },
  'fruits-a-coque': { some: 'des fruits à coque', none: 'de fruits à coque' },
  celeri: { some: 'du céleri', none: 'de céleri' },
  moutarde: { some: 'de la moutarde', none: 'de moutarde' },
  sesame: { some: 'du sésame', none: 'de sésame' },
  sulfites: { some: 'des sulfites', none: 'de sulfites' },
  lupin: { some: 'du lupin', none: 'de lupin' },
  mollusques: { some: 'des mollusques', none: 'de mollusques' },
};

const ALLERGEN_WORDS: readonly (readonly [RegExp, EuAllergen])[] = [
  [/gluten/, 'gluten'],
  [/\blait|laitier|lactose/, 'lait'],
  [/\boeufs?\b/, 'oeufs'],
  [/arachide|cacahuete/, 'arachides'],
  [/fruits? a coque|\bnoix\b|noisette|amande|pistache/, 'fruits-a-coque'],
  [/\bsoja\b/, 'soja'],
  [/sesame/, 'sesame'],
  [/moutarde/, 'moutarde'],
  [/celeri/, 'celeri'],
  [/crustace/, 'crustaces'],
  [/mollusque/, 'mollusques'],
  [/sulfite/, 'sulfites'],
  [/\blupin\b/, 'lupin'],
  [/\bpoisson/, 'poisson'],
];

/** Diet words of a question, mapped through canonicalDiet (so every spelling the app accepts works). */
const DIET_WORDS: readonly RegExp[] = [
  /\bvegan[a-z]*|\bvegetalien[a-z]*/,
  /\bvegetarien[a-z]*/,
  /\bpescetarien[a-z]*/,
  /\bsans gluten\b/,
  /\bsans lactose\b/,
  /\bketo\b|\bcetogene\b|\bketogene\b/,
  /\blow ?carb\b/,
  /\bpaleo\b/,
  /\bhalal\b/,
  /\bcasher\b|\bkasher\b/,
];

function askedDiet(q: string): DietLabel | null {
  for (const re of DIET_WORDS) {
    const m = re.exec(q);
    if (!m) continue;
    // "végétariens", "véganes": canonicalDiet knows the singular masculine and feminine forms.
    const word = m[0].replace(/s$/, '');
    const diet = canonicalDiet(word) ?? canonicalDiet(word.replace(/ne$/, 'n'));
    if (diet) return diet;
  }
  return null;
}

const DIET_NAMES: Partial<Record<DietLabel, string>> = {
  Végétarien: 'un régime végétarien',
  Végan: 'un régime végan',
  Pescétarien: 'un régime pescétarien',
  'Sans gluten': 'un régime sans gluten',
  'Sans lactose': 'un régime sans lactose',
  Cétogène: 'un régime cétogène',
  'Low Carb': 'un régime pauvre en glucides (low carb)',
  Paleo: 'un régime paléo',
  Halal: 'une alimentation halal',
};

const FAMILY_WHAT: Partial<Record<IngredientData['family'], string>> = {
  viande: "c'est de la viande",
  volaille: "c'est de la volaille",
  porc: "c'est du porc",
  poisson: "c'est du poisson",
  'fruit-de-mer': "c'est un fruit de mer",
  oeuf: "c'est un produit de l'œuf",
  'produit-laitier': "c'est un produit laitier",
  fromage: "c'est un fromage, fait avec du lait",
  cereale: "c'est un produit céréalier",
  feculent: "c'est un féculent",
  legumineuse: "c'est une légumineuse",
  alcool: "c'est une boisson alcoolisée",
};

const fr1 = (x: number) => String(Math.round(x * 10) / 10).replace('.', ',');

/** Why an ingredient fails a diet, in French, after "… ne convient pas à … : ". */
function whyNot(ing: IngredientData, diet: DietLabel): string {
  const a = ing.allergens ?? [];
  const family = FAMILY_WHAT[ing.family];
  const animal =
    ing.animalDerived === 'miel'
      ? "c'est du miel, un produit de la ruche"
      : ing.animalDerived
        ? `c'est fait à partir de ${ing.animalDerived}`
        : null;
  const flesh = ['viande', 'volaille', 'porc', 'poisson', 'fruit-de-mer'].includes(ing.family);
  switch (diet) {
    case 'Végétarien':
    case 'Pescétarien':
      if (flesh && family) return family;
      if (animal) return animal;
      if (a.includes('crustaces')) return 'présence de crustacés';
      if (a.includes('mollusques')) return 'présence de mollusques';
      return 'présence de poisson';
    case 'Végan':
      if (family && (flesh || ['oeuf', 'produit-laitier', 'fromage'].includes(ing.family))) return family;
      if (animal) return animal;
      if (a.includes('lait')) return 'présence de lait';
      if (a.includes('oeufs')) return "présence d'œufs";
      return "c'est un produit d'origine animale";
    case 'Sans gluten':
      return 'présence de gluten';
    case 'Sans lactose':
      return 'présence de lait';
    case 'Cétogène':
      if ((ing.family === 'cereale' || ing.family === 'feculent') && family)
        return `${family}, avec ${fr1(ing.ciqual.glucides)} g de glucides pour 100 g`;
      return `${fr1(ing.ciqual.glucides)} g de glucides pour 100 g, c'est trop pour un plat cétogène`;
    case 'Low Carb':
      return `${fr1(ing.ciqual.glucides)} g de glucides pour 100 g`;
    case 'Paleo':
      if (ing.processed) return "c'est un produit transformé";
      if (ing.alcohol) return "présence d'alcool";
      if (family) return family;
      if (a.includes('lait')) return 'présence de lait';
      if (a.includes('gluten')) return 'présence de gluten';
      if (a.includes('arachides')) return "présence d'arachide";
      if (a.includes('soja')) return 'présence de soja';
      return "c'est un produit sucré";
    case 'Halal':
      if (ing.family === 'porc' || ing.animalDerived === 'porc') return "c'est du porc ou un produit qui en contient";
      return "présence d'alcool";
    default:
      return 'un de ses composants est exclu par ce régime';
  }
}

/** Why it fits, in French, after "… : ". */
function whyYes(ing: IngredientData, diet: DietLabel): string {
  switch (diet) {
    case 'Végétarien':
      return 'ni viande ni poisson';
    case 'Végan':
      return "aucun produit d'origine animale";
    case 'Pescétarien':
      return 'pas de viande';
    case 'Sans gluten':
      return "pas de gluten d'après notre base ; en cas de maladie cœliaque, vérifiez la mention « sans gluten » sur l'emballage, à cause des traces possibles";
    case 'Sans lactose':
      return 'pas de lait';
    case 'Cétogène':
    case 'Low Carb':
      return `${fr1(ing.ciqual.glucides)} g de glucides pour 100 g`;
    case 'Paleo':
      return 'ni céréale, ni légumineuse, ni produit laitier ou transformé';
    case 'Halal':
      return ['viande', 'volaille'].includes(ing.family)
        ? 'ni porc ni alcool ; choisissez une viande certifiée halal'
        : 'ni porc ni alcool';
    default:
      return "rien de ce que ce régime exclut, d'après notre base";
  }
}

function allergenDietAnswer(ing: IngredientData, question: string): string {
  const q = normalizeText(question).replace(/-/g, ' ');
  const n = named(ing);
  const The = capitalizeFirst(n.the);
  const has = (a: EuAllergen) => (ing.allergens ?? []).includes(a);
  const diet = askedDiet(q);
  if (diet === 'Sans gluten' || diet === 'Sans lactose') {
    const allergen: EuAllergen = diet === 'Sans gluten' ? 'gluten' : 'lait';
    return has(allergen)
      ? `Non, ${n.the} ${verb(n, 'contient', 'contiennent')} ${ALLERGEN_PARTITIVE[allergen].some}.`
      : `Oui, ${n.the} ${verb(n, 'est', 'sont')} ${diet.toLowerCase()} : ${whyYes(ing, diet)}.`;
  }
  if (diet) {
    const dietName = DIET_NAMES[diet] ?? `un régime « ${diet.toLowerCase()} »`;
    return ingredientFitsDiet(ing, diet)
      ? `Oui, ${n.the} ${verb(n, 'convient', 'conviennent')} à ${dietName} : ${whyYes(ing, diet)}.`
      : `Non, ${n.the} ne ${verb(n, 'convient', 'conviennent')} pas à ${dietName} : ${whyNot(ing, diet)}.`;
  }
  const allergen = ALLERGEN_WORDS.find(([re]) => re.test(q))?.[1];
  if (allergen) {
    const p = ALLERGEN_PARTITIVE[allergen];
    // "Est-il sans lait ?" asks the opposite of "Contient-il du lait ?": the yes/no follows the question.
    const asksFree = /\bsans\b/.test(q);
    if (asksFree)
      return has(allergen)
        ? `Non, ${n.the} ${verb(n, 'contient', 'contiennent')} ${p.some}.`
        : `Oui, ${n.the} ${verb(n, 'est', 'sont')} sans ${p.none.replace(/^d(e |')/, '')} d'après notre base.`;
    return has(allergen)
      ? `Oui, ${n.the} ${verb(n, 'contient', 'contiennent')} ${p.some} (allergène à déclaration obligatoire).`
      : `Non, ${n.the} ne ${verb(n, 'contient', 'contiennent')} pas ${p.none} d'après notre base.`;
  }
  const list = (ing.allergens ?? []).map((a) => ALLERGEN_LABELS[a].toLowerCase());
  return list.length
    ? `${The} ${verb(n, 'contient', 'contiennent')} ${list.length > 1 ? 'les allergènes suivants' : "l'allergène"} : ${list.join(', ')}.`
    : `${The} ne ${verb(n, 'contient', 'contiennent')} aucun des 14 allergènes majeurs à déclaration obligatoire.`;
}

// ---------------------------------------------------------------------------------------------
// Recipe steps
// ---------------------------------------------------------------------------------------------

/** Words of a name that say which cut or form, not which food ("filet de poulet" → poulet). */
const CUT_WORDS = new Set(
  'filet blanc escalope cuisse haut pilon aile pave dos tranche morceau cote roti entier entiere frais fraiche sec seche surgele surgelee cuit cuite cru crue fume fumee doux douce vert verte rouge jaune noir noire blanche'.split(
    ' ',
  ),
);

/** Phrase keys a recipe step may use for this ingredient: its names, the recipe line, the asked words, the head noun. */
function stepKeys(ing: IngredientData, line: DraftIngredient | undefined, asked: string): string[] {
  const keys = new Set<string>(nameKeysOf(ing));
  if (line) keys.add(phraseKey(line.name.split(',')[0]!));
  keys.add(phraseKey(asked));
  const head = contentWords(ing.name).filter((w) => !CUT_WORDS.has(w));
  if (head[0]) keys.add(head[0]);
  return [...keys].filter(Boolean);
}

const COOK_VERB =
  /\b(cui[rst]\w*|cuisson|poch\w*|rot\w*|grill\w*|sais\w*|dor\w*|revenir|reven\w*|mijot\w*|brais\w*|frire|frit\w*|enfourn\w*|four|bouill\w*|blanchi\w*|saut\w*|poel\w*|etuv\w*|confi\w*|caramelis\w*|gratin\w*|rissol\w*|colorer|marquer)\b/;

/** Whether a step cooks something ("préchauffez le four" alone does not). */
function cooks(explanation: string): boolean {
  return COOK_VERB.test(normalizeText(explanation).replace(/\bprechauff\w*( \w+){0,3} four\b/g, ' '));
}

interface CookingStep {
  index: number;
  explanation: string;
  minutes: number;
}

/** Minutes a step states, the longest when it states several ("revenir 2 minutes, puis cuire 12 minutes":
 *  12; "1 h 30": 90; "8 à 10 min": 10), else its own duration. */
function stepMinutes(explanation: string, fallback: number): number {
  const t = normalizeText(explanation);
  const found: number[] = [];
  for (const h of t.matchAll(/(\d+)\s*h(?:eures?)?\b\s*(\d+)?/g)) found.push(Number(h[1]) * 60 + Number(h[2] ?? 0));
  for (const m of t.matchAll(/(\d+)(?:\s*(?:a|-)\s*(\d+))?\s*(?:min\b|minutes?)/g)) found.push(Number(m[2] ?? m[1]));
  return found.length ? Math.max(...found) : fallback;
}

/** The step of the recipe that cooks this ingredient: it names it and has a cooking verb. */
function cookingStep(recipe: RecipeDraft, keys: readonly string[]): CookingStep | null {
  for (const [index, step] of recipe.instructions.entries()) {
    const key = phraseKey(step.explanation);
    if (!keys.some((k) => containsKey(key, k))) continue;
    if (!cooks(step.explanation)) continue;
    return { index, explanation: step.explanation.trim(), minutes: stepMinutes(step.explanation, step.time) };
  }
  return null;
}

/** Minutes the corpus recipes state for the steps that cook this ingredient: middle half of them, when at
 *  least 3 recipes say so (a lone recipe is no reference). */
function corpusCookingMinutes(ing: IngredientData, keys: readonly string[]): { low: number; high: number; count: number } | null {
  const minutes: number[] = [];
  for (const r of ALL_RECIPES) {
    if (!r.ingredients.some((i) => i.id === ing.id)) continue;
    for (const step of r.instructions) {
      const key = phraseKey(step.explanation);
      if (!keys.some((k) => containsKey(key, k)) || !cooks(step.explanation)) continue;
      const stated = stepMinutes(step.explanation, -1);
      if (stated > 0) {
        minutes.push(stated);
        break;
      }
    }
  }
  if (minutes.length < 3) return null;
  minutes.sort((a, b) => a - b);
  const at = (q: number) => minutes[Math.min(minutes.length - 1, Math.floor(q * (minutes.length - 1) + 0.5))]!;
  return { low: at(0.25), high: at(0.75), count: minutes.length };
}

function safeTemperatureText(ing: IngredientData): string | null {
  const cat = donenessCategoryOf(ing);
  if (!cat) return null;
  const t = CORE_TEMPERATURES[cat];
  return `Pour une cuisson sans risque, visez ${t.temperature} : ${t.sign} (source : ${t.source}).`;
}

function cookingAnswer(ing: IngredientData, recipe: RecipeDraft | null | undefined, keys: readonly string[]): string {
  const n = named(ing);
  const safety = safeTemperatureText(ing);
  if (recipe) {
    const step = cookingStep(recipe, keys);
    if (step) {
      const quote = /[.!?…]$/.test(step.explanation) ? step.explanation : `${step.explanation}.`;
      const quoted = `Dans cette recette, ${n.the} ${verb(n, 'cuit', 'cuisent')} ${step.minutes} minutes (étape ${step.index + 1}) : « ${quote} »`;
      return [quoted, safety].filter(Boolean).join(' ');
    }
    const none = `Aucune étape de cette recette ne fait cuire ${n.the}.`;
    return [none, safety].filter(Boolean).join(' ');
  }
  const usual = corpusCookingMinutes(ing, keys);
  if (usual) {
    const range = usual.low === usual.high ? `${usual.low} minutes` : `${usual.low} à ${usual.high} minutes`;
    return [
      `Dans les recettes de Popote, ${n.the} ${verb(n, 'cuit', 'cuisent')} le plus souvent ${range} (d'après ${usual.count} recettes) ; le temps exact dépend de la recette et de la taille des morceaux.`,
      safety,
      'Posez la question depuis une recette pour que je cite son étape de cuisson.',
    ]
      .filter(Boolean)
      .join(' ');
  }
  if (safety) {
    return `${capitalizeFirst(n.the)} : la durée dépend de la taille du morceau et du mode de cuisson, c'est la température à cœur qui compte. ${safety} Un thermomètre de cuisine planté au centre le vérifie.`;
  }
  return `Je n'ai pas de temps de cuisson de référence pour ${n.the} hors d'une recette : posez la question depuis une recette, je vous citerai l'étape qui ${pron(n)} fait cuire et sa durée.`;
}

// ---------------------------------------------------------------------------------------------
// Storage
// ---------------------------------------------------------------------------------------------

const GENERIC_STORAGE: Record<IngredientData['perishability'], string> = {
  'tres-perissable': 'à consommer dans les 1 à 2 jours, au réfrigérateur entre 0 et 4 °C',
  perissable: "quelques jours au réfrigérateur, entre 0 et 4 °C ; fiez-vous à la date limite de consommation de l'emballage",
  moyen: "une à deux semaines au frais ; une fois l'emballage entamé, refermez-le et gardez-le au réfrigérateur",
  longue: "plusieurs mois dans un placard, au sec et à l'abri de la lumière ; une fois ouvert, refermez bien l'emballage",
};

function storageAnswer(ing: IngredientData, question: string): string {
  const n = named(ing);
  const The = capitalizeFirst(n.the);
  const q = normalizeText(question);
  const garde = verb(n, 'se garde', 'se gardent');
  // "Une fois cuit", "les restes": the cooked-leftovers figure, whatever the raw food.
  if (/\b(une fois )?cuit|\brestes?\b|\bleftover|\bplat cuisine\b/.test(q) && !/\bcru\b/.test(q)) {
    const f = STORAGE_FACTS.restes;
    return `Une fois ${agree(n, 'cuit')}, ${n.the} ${garde} ${f.fridge} au réfrigérateur (entre 0 et 4 °C), dans une boîte fermée ; au congélateur, ${f.freezer}. Réchauffez-${pron(n)} jusqu'à ${REHEAT_TEMPERATURE} (source : ${f.source} ; ${ANSES}).`;
  }
  const cat = storageCategoryOf(ing);
  if (cat) {
    const f = STORAGE_FACTS[cat];
    const raw = [
      'volaille-crue',
      'volaille-entiere',
      'viande-hachee',
      'viande-piece',
      'abats',
      'lapin',
      'saucisse-crue',
      'poisson-maigre',
      'poisson-gras',
      'fruits-de-mer',
    ].includes(cat);
    const subject = raw ? `${The} ${agree(n, 'cru')}` : The;
    const when = f.fridgeWhen ? ` ${f.fridgeWhen}` : '';
    const first =
      cat === 'oeuf'
        ? `${The} ${garde} jusqu'à la date de consommation recommandée de la boîte (28 jours après la ponte) ; au réfrigérateur, comptez ${f.fridge}.`
        : `${subject} ${garde} ${f.fridge} au réfrigérateur${when}, entre 0 et 4 °C.`;
    if (/congel|surgel/.test(q) && !/decongel/.test(q)) {
      const lead = f.freezer
        ? `Oui, ${raw ? `${n.the} ${agree(n, 'cru')}` : n.the} ${verb(n, 'se congèle', 'se congèlent')} : jusqu'à ${f.freezer} à −18 °C.`
        : f.noFreeze
          ? `Non : ${f.noFreeze}.`
          : `Je n'ai pas de durée de congélation sourcée pour ${n.the}.`;
      return `${lead} Décongelez au réfrigérateur, jamais à température ambiante. Au réfrigérateur : ${f.fridge}${when}, entre 0 et 4 °C. (Source : ${f.source} ; ${ANSES} pour le réfrigérateur à 0–4 °C et la décongélation.)`;
    }
    const freezer = f.freezer
      ? ` Au congélateur (−18 °C) : ${f.freezer} ; décongelez au réfrigérateur, jamais à température ambiante.`
      : f.noFreeze
        ? ` Au congélateur : ${f.noFreeze}.`
        : '';
    return `${first}${freezer} (Source : ${f.source} ; ${ANSES} pour le réfrigérateur à 0–4 °C et la décongélation.)`;
  }
  if (ing.aisle === 'surgeles')
    return `${The} ${garde} au congélateur à −18 °C jusqu'à la date de l'emballage ; une fois ${agree(n, 'décongelé')}, gardez-${pron(n)} au réfrigérateur, consommez-${pron(n)} vite et ne ${pron(n) === 'les' ? 'les' : pron(n) === 'la' ? 'la' : 'le'} recongelez pas (source : ${ANSES}).`;
  let text = `${The} ${garde} ${GENERIC_STORAGE[ing.perishability]}.`;
  if (ing.aisle === 'fruits-legumes') text += ` Rangez-${pron(n)} dans le bac à légumes, sans ${pron(n)} laver avant.`;
  if (ing.family === 'herbe' && ing.perishability !== 'longue')
    text += " Astuce : placez les tiges dans un verre d'eau, ou ciselez et congelez en bac à glaçons avec un peu d'huile.";
  return text;
}

// ---------------------------------------------------------------------------------------------
// Make-ahead
// ---------------------------------------------------------------------------------------------

const SLOW_STEP = /\b(mijot\w*|brais\w*|compote|marin\w*|reposer|repos|refroidi\w*|refrigerateur|au frais|prendre|figer|infuser)\b/;
const LAST_MINUTE_STEP = /\b(croustill\w*|frire|frit\w*|assaisonn\w*|vinaigrette|chantilly|souffl\w*|minute)\b/;

function makeAheadAnswer(ing: IngredientData, recipe: RecipeDraft | null | undefined, question: string): string {
  const n = named(ing);
  const q = normalizeText(question);
  const leftovers = STORAGE_FACTS.restes;
  const keepCooked = `Laissez refroidir, couvrez et gardez au réfrigérateur (${leftovers.fridge} au plus, source : ${leftovers.source}), puis réchauffez une seule fois jusqu'à ${REHEAT_TEMPERATURE}, fumant au centre (source : ${USDA_TEMPERATURES}).`;
  if (/rechauff/.test(q) && !/\bla veille\b|avance/.test(q)) {
    return `Réchauffez ${n.the} jusqu'à ${REHEAT_TEMPERATURE} (fumant au centre), à feu doux ou au four couvert, et une seule fois (source : ${USDA_TEMPERATURES}). Les restes cuits se gardent ${leftovers.fridge} au réfrigérateur.`;
  }
  if (recipe) {
    const texts = recipe.instructions.map((s) => normalizeText(s.explanation));
    const cooked = recipe.instructions.some((s) => cooks(s.explanation));
    const keep = cooked
      ? keepCooked
      : 'Gardez les éléments préparés au réfrigérateur, entre 0 et 4 °C, dans des boîtes fermées, et assemblez au dernier moment.';
    const slow = recipe.dishType === 'Soupe' || texts.some((t) => SLOW_STEP.test(t));
    const lastMinute = texts.map((t, i) => (LAST_MINUTE_STEP.test(t) ? i + 1 : 0)).filter(Boolean);
    if (slow && !lastMinute.length)
      return `Oui, « ${recipe.title} » se prépare la veille : ${recipe.dishType === 'Soupe' ? 'une soupe' : 'un plat qui mijote ou repose'} se garde bien et gagne souvent en goût. ${keep}`;
    if (lastMinute.length) {
      const several = lastMinute.length > 1;
      return `En partie : préparez la veille les étapes qui le permettent (éplucher, couper${cooked ? ', cuire les éléments qui se réchauffent' : ''}), mais gardez pour le dernier moment ${several ? 'les étapes' : "l'étape"} ${lastMinute.join(' et ')}, qui ${several ? 'perdent leur tenue si elles attendent' : 'perd sa tenue si elle attend'}. ${keep}`;
    }
    return `Oui, en partie : vous pouvez faire la veille les préparations de « ${recipe.title} » (éplucher, couper, préparer la sauce) et les garder au réfrigérateur dans des boîtes fermées ; ${cooked ? 'la cuisson finale est meilleure le jour même' : "l'assemblage se fait au dernier moment"}. ${cooked ? keepCooked : ''}`.trim();
  }
  const cat = storageCategoryOf(ing);
  if (cat && cat !== 'restes') {
    const f = STORAGE_FACTS[cat];
    return `Oui, vous pouvez préparer ${n.the} la veille (parer, mariner), au réfrigérateur entre 0 et 4 °C, la cuisson devant avoir lieu dans les ${f.fridge} qui suivent l'achat (source : ${f.source}). Une fois ${agree(n, 'cuit')} : ${leftovers.fridge} au réfrigérateur, ${agree(n, 'réchauffé')} jusqu'à ${REHEAT_TEMPERATURE}.`;
  }
  return `Oui, vous pouvez préparer ${n.the} à l'avance : ${agree(n, 'épluché')} ou ${agree(n, 'coupé')}, ${subj(n)} ${verb(n, 'se garde', 'se gardent')} jusqu'au lendemain au réfrigérateur dans une boîte fermée. Une fois ${agree(n, 'cuit')} : ${leftovers.fridge} au réfrigérateur, ${agree(n, 'réchauffé')} jusqu'à ${REHEAT_TEMPERATURE}.`;
}

// ---------------------------------------------------------------------------------------------
// Nutrition, season, price
// ---------------------------------------------------------------------------------------------

function nutritionText(ing: IngredientData, grams?: number): string {
  const nut = ing.ciqual;
  let text = fixFrench(
    `Pour 100 g de ${lowerFirst(ing.name)} : ${Math.round(nut.kcal)} kcal, ${fr1(nut.proteines)} g de protéines, ${fr1(nut.glucides)} g de glucides, ${fr1(nut.lipides)} g de lipides et ${fr1(nut.fibres)} g de fibres (table CIQUAL).`,
  );
  if (grams && grams > 0)
    text += ` La quantité de la recette (environ ${Math.round(grams)} g) représente ${Math.round((nut.kcal * grams) / 100)} kcal au total.`;
  return text;
}

function seasonAnswer(ing: IngredientData): string {
  const n = named(ing);
  const The = capitalizeFirst(n.the);
  return ing.season?.length
    ? `${The} ${verb(n, 'est', 'sont')} de saison ${seasonText(ing.season)} en France. Hors saison, préférez les surgelés ou les conserves, souvent récoltés à maturité.`
    : `${The} ${verb(n, 'se trouve', 'se trouvent')} toute l'année : ce n'est pas un produit saisonnier.`;
}

function priceAnswer(ing: IngredientData): string {
  const n = named(ing);
  const euros = (x: number) => x.toFixed(2).replace('.', ',');
  const per = ing.price.per === 'kg' ? 'le kilo' : ing.price.per === 'l' ? 'le litre' : 'la pièce';
  const kilo = ing.price.per === 'kg' ? '' : ` (environ ${euros(pricePerKg(ing))} € le kilo)`;
  return `${capitalizeFirst(n.the)} ${verb(n, 'coûte', 'coûtent')} en moyenne ${euros(ing.price.euros)} € ${per}${kilo}, prix moyen constaté en France en 2025.`;
}

// ---------------------------------------------------------------------------------------------
// Answer
// ---------------------------------------------------------------------------------------------

/**
 * POST /api/meals/question-about-recipe. French answer about an ingredient, routed by keywords
 * (remplacer/substituer, allergène, saison, conserver, calories/protéines...). Replacement
 * suggestions never carry the profile's allergens, dislikes or diet violations.
 */
export function answerIngredientQuestion(req: QuestionRequest, profile: EaterProfile): IngredientAnswer {
  const kind = classifyQuestion(req.question);
  if (kind === 'unknown') return { answer: UNKNOWN_QUESTION_ANSWER, ingredientsSuggestedForReplacement: [] };
  const compiled = compileProfile(profile);
  const matcher = foodMatcher(req.ingredient);
  const recipeLine = req.recipe?.ingredients.find(
    (l) => (l.ingredientId && matcher.ids.has(l.ingredientId)) || matcher.matchesText(l.name),
  );
  const ing =
    (recipeLine?.ingredientId ? resolveIngredient(recipeLine.ingredientId) : undefined) ??
    resolveIngredient(recipeLine?.name ?? req.ingredient) ??
    resolveIngredient(req.ingredient);
  if (!ing) {
    return {
      answer: `Je ne trouve pas « ${req.ingredient} » dans ma base d'ingrédients : je ne peux pas vous donner d'informations fiables à son sujet. Essayez avec son nom le plus courant (par exemple « crème fraîche » plutôt qu'une marque).`,
      ingredientsSuggestedForReplacement: [],
    };
  }
  const reason = compiled.reasonForIngredient(ing);
  const warning = reason
    ? ` Attention : « ${lowerFirst(ing.name)} » ne convient pas à votre profil (${reason.replace(/^[^(]*\(|\)$/g, '')}).`
    : '';
  let answer: string;
  let suggested: IngredientAnswer['ingredientsSuggestedForReplacement'] = [];
  switch (kind) {
    case 'substitution': {
      const line: DraftIngredient = recipeLine
        ? { ...recipeLine, ingredientId: recipeLine.ingredientId ?? ing.id }
        : ing.pieceWeightG && ing.shopUnit === 'piece'
          ? { name: ing.name, quantity: 1, unity: 'pièce', ingredientId: ing.id }
          : { name: ing.name, quantity: 100, unity: ing.shopUnit === 'ml' ? 'ml' : 'g', ingredientId: ing.id };
      const context = req.recipe ?? { dishType: '', ingredients: [line] };
      const subs = substituteCandidates(line, context, (c) => !compiled.forbidden.has(c.id), 3);
      suggested = subs.map((s) => ({
        name: s.note ? `${s.target.name} (${s.note})` : s.target.name,
        quantity: s.quantity,
        unity: s.unity,
      }));
      const forQty = recipeLine ? ` (${recipeLine.quantity} ${recipeLine.unity} dans la recette)` : '';
      answer = subs.length
        ? `Pour remplacer ${named(ing).the}${forQty}, vous pouvez utiliser : ${subs.map((s) => `${lowerFirst(s.target.name)} (${s.quantity} ${s.unity}${s.note ? `, ${s.note}` : ''})`).join(', ou ')}.`
        : `Je n'ai pas de remplacement sûr à vous proposer pour ${named(ing).the} compte tenu de vos restrictions ; s'il s'agit d'une petite quantité, vous pouvez simplement l'omettre.`;
      break;
    }
    case 'allergen-diet':
      answer = allergenDietAnswer(ing, req.question);
      break;
    case 'cooking':
      answer = cookingAnswer(ing, req.recipe, stepKeys(ing, recipeLine, req.ingredient));
      break;
    case 'storage':
      answer = storageAnswer(ing, req.question);
      break;
    case 'make-ahead':
      answer = makeAheadAnswer(ing, req.recipe, req.question);
      break;
    case 'nutrition':
      answer = nutritionText(ing, recipeLine ? lineGrams(recipeLine, ing) : undefined);
      break;
    case 'season':
      answer = seasonAnswer(ing);
      break;
    case 'price':
      answer = priceAnswer(ing);
      break;
  }
  return { answer: (answer + warning).trim(), ingredientsSuggestedForReplacement: suggested };
}
