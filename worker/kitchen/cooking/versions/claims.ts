// What a version claims, and the checks behind it: a diet or modifier is named in the title or the
// description only when the result really holds it; otherwise the description says so plainly,
// with what the user can try instead.
import type { DietLabel, DraftIngredient, EaterProfile, RecipeDraft } from '../../model';
import type { CompiledProfile } from '../../household/profile';
import { carbsFitDiet, KETO_MAX_CARBS_PER_PORTION, LOW_CARB_MAX_CARBS_PER_PORTION } from '../../household/diets';
import { nameKeysOf } from '../../knowledge/catalogue';
import { lineFitsDiet, lineGrams, lineIngredient, nutritionPerPortion } from '../../facts/derive';
import { lostInTitle, withFacts } from '../../safety/substitutions';
import { checkRecipeSafety, isSafe, repairWith } from '../../safety/check';
import { corpusRecipeDraft } from '../../facts/corpus';
import { ALL_RECIPES } from '../../knowledge/kb';
import { lowerFirst, normalizeText, phraseKey, singular, STOP_WORDS, words } from '../../base/text';
import type { Modifier } from './request';
import { constraints, lighter } from './modifiers';
import { FLESH_FAMILIES } from '../../knowledge/vocabulary';
import { DIET_VOCABULARY } from '../../household/lexicon/diet-words';

// ---------------------------------------------------------------------------------------------
// Titles and descriptions
// ---------------------------------------------------------------------------------------------

/** How "version …" names a diet: its feminine adjective, or the word its tile gives it. */
export const dietAdj = (d: DietLabel) => DIET_VOCABULARY[d].title ?? DIET_VOCABULARY[d].adjective.fs;
const MOD_ADJ: Record<Modifier, string> = {
  rapide: 'rapide',
  economique: 'économique',
  leger: 'légère',
  epice: 'épicée',
  'moins-sucre': 'moins sucrée',
};

export const CHANGES_MARK = '\n\nCette version : ';

export function baseTitle(title: string): string {
  return title.replace(/\s*\((version|sans|avec|pour)\b[^)]*\)\s*$/i, '').trim();
}

// ---------------------------------------------------------------------------------------------
// Verification of what a version claims
// ---------------------------------------------------------------------------------------------

/** A flexitarian meal keeps meat or fish to a side amount. */
const FLEXITARIAN_MAX_FLESH_G = 60;

function fleshPerPortion(r: RecipeDraft): number {
  const grams = r.ingredients.reduce((sum, l) => {
    const ing = lineIngredient(l);
    return ing && FLESH_FAMILIES.has(ing.family) ? sum + lineGrams(l, ing) : sum;
  }, 0);
  return grams / Math.max(1, r.servings);
}

function carbCeiling(d: DietLabel): number | null {
  if (d === 'Cétogène') return KETO_MAX_CARBS_PER_PORTION;
  if (d === 'Low Carb') return LOW_CARB_MAX_CARBS_PER_PORTION;
  return null;
}

const EMPTY_PROFILE: EaterProfile = { allergies: [], dislikedIngredients: [], diets: [], adults: 2, children: 0, cuisinePreferences: [] };

/** Whether a recipe really fits a diet: every line (ingredientFitsDiet, or the words of a free-text
 *  line), the carbs of a portion for keto / low carb, and the recipe-level rules of the safety check. */
export function recipeHoldsDiet(r: RecipeDraft, d: DietLabel): boolean {
  if (!r.ingredients.every((l) => lineFitsDiet(l, d))) return false;
  if (!carbsFitDiet(nutritionPerPortion(r.ingredients, r.servings).glucides, d)) return false;
  if (d === 'Flexitarien' && fleshPerPortion(r) > FLEXITARIAN_MAX_FLESH_G) return false;
  return checkRecipeSafety(r, { ...EMPTY_PROFILE, diets: [d] }).safe;
}

const fittingByDiet = new Map<string, string[]>();

/** Titles of the corpus recipes of a dish type that fit a diet (computed once per diet and type). */
function fittingTitles(d: DietLabel, dishType: string): string[] {
  const key = `${d}|${dishType}`;
  let titles = fittingByDiet.get(key);
  if (!titles) {
    titles = [];
    for (const data of ALL_RECIPES) {
      if (data.dishType !== dishType) continue;
      const draft = corpusRecipeDraft(data.id);
      if (draft && recipeHoldsDiet(draft, d)) titles.push(data.title);
    }
    fittingByDiet.set(key, titles);
  }
  return titles;
}

/** A corpus recipe of the same dish type that fits the diet, the closest by title words. */
function corpusAlternative(recipe: RecipeDraft, d: DietLabel): string | null {
  const own = baseTitle(recipe.title);
  const titleWords = new Set(
    normalizeText(own)
      .split(/\W+/)
      .filter((w) => w.length > 3),
  );
  let best: { title: string; score: number } | null = null;
  for (const title of fittingTitles(d, recipe.dishType)) {
    if (title === own) continue;
    const score = normalizeText(title)
      .split(/\W+/)
      .filter((w) => titleWords.has(w)).length;
    if (!best || score > best.score) best = { title, score };
  }
  return best?.title ?? null;
}

/** Names of the lines that give the most carbs, for the refusal of a keto / low-carb version. */
function carbHeavyNames(r: RecipeDraft): string[] {
  return r.ingredients
    .map((l) => {
      const ing = lineIngredient(l);
      return { l, carbs: ing ? (lineGrams(l, ing) * ing.ciqual.glucides) / 100 : 0 };
    })
    .filter((x) => x.carbs > 0)
    .sort((a, b) => b.carbs - a.carbs)
    .slice(0, 2)
    .map((x) => lowerFirst(x.l.name.split(',')[0]!));
}

/** The French refusal of a diet that could not be reached, with what the user can try instead. */
export function dietRefusal(before: RecipeDraft, d: DietLabel, compiled: CompiledProfile): string {
  const ceiling = carbCeiling(d);
  const adj = dietAdj(d);
  let why: string;
  const offenders = before.ingredients.filter((l) => !lineFitsDiet(l, d)).map((l) => lowerFirst(l.name.split(',')[0]!));
  if (ceiling !== null) {
    const carbs = Math.round(nutritionPerPortion(before.ingredients, before.servings).glucides);
    why = `${carbHeavyNames(before).join(' et ')} apportent trop de glucides (${carbs} g par portion, maximum ${ceiling} g)${offenders.length ? ` et n'ont pas d'équivalent ${adj}` : ''}`;
  } else if (d === 'Flexitarien') {
    why = `la viande ou le poisson ne peut pas y être réduit à ${FLEXITARIAN_MAX_FLESH_G} g par portion`;
  } else if (offenders.length) {
    why = `certains ingrédients (${offenders.slice(0, 3).join(', ')}) n'ont pas de remplacement satisfaisant`;
  } else {
    why = 'la recette ne peut pas être adaptée sans perdre ce qui la fait';
  }
  const alt = corpusAlternative(before, d);
  // "Plus léger" is offered only when it really lowers the calories of this recipe.
  const withFactsBefore = withFacts(before);
  const canLighten = lighter(withFactsBefore, compiled).recipe.nutritionPerPortion.kcal < withFactsBefore.nutritionPerPortion.kcal;
  const tries = [
    ...(canLighten ? ['la version « Plus léger »'] : []),
    ...(alt ? [`une recette ${adj} du catalogue comme « ${alt} »`] : []),
  ];
  return `Impossible d'obtenir une version ${adj} de cette recette : ${why}.${tries.length ? ` Essayez plutôt ${tries.join(', ou ')}.` : ''}`;
}

/** The refusal when the version would lose what names the dish. */
export function lostRefusal(before: RecipeDraft, d: DietLabel, line: DraftIngredient): string {
  const adj = dietAdj(d);
  const alt = corpusAlternative(before, d);
  return `Impossible d'obtenir une version ${adj} de cette recette : ${lowerFirst(line.name.split(',')[0]!)}, qui fait le plat, n'a pas d'équivalent ${adj}.${alt ? ` Essayez plutôt une recette ${adj} du catalogue comme « ${alt} ».` : ''}`;
}

function sugarPerPortion(r: RecipeDraft): number {
  return (
    r.ingredients.reduce((s, l) => {
      const ing = lineIngredient(l);
      return ing?.family === 'sucre' && ing.ciqual.glucides >= 50 ? s + lineGrams(l, ing) : s;
    }, 0) / Math.max(1, r.servings)
  );
}

const SPICE_WORDS = /piment|harissa|paprika|cayenne|poivre|gingembre|cannelle|muscade|cardamome|quatre.epices/i;
function spiceIds(r: RecipeDraft): Set<string> {
  return new Set(
    r.ingredients.filter((l) => lineIngredient(l)?.family === 'epice' || SPICE_WORDS.test(l.name)).map((l) => l.ingredientId ?? l.name),
  );
}

/** Whether a modifier really holds on `after` compared with the recipe the user started from. */
export function modifierHolds(m: Modifier, before: RecipeDraft, after: RecipeDraft): boolean {
  switch (m) {
    case 'rapide':
      return after.prepTime + after.cookTime < before.prepTime + before.cookTime;
    case 'economique':
      return after.costPerPortion < before.costPerPortion;
    case 'leger':
      return after.nutritionPerPortion.kcal < before.nutritionPerPortion.kcal;
    case 'epice': {
      const had = spiceIds(before);
      return [...spiceIds(after)].some((id) => !had.has(id));
    }
    case 'moins-sucre':
      return sugarPerPortion(after) < sugarPerPortion(before);
  }
}

/** Why a modifier could not be achieved, in French. */
export function modifierRefusal(m: Modifier): string {
  switch (m) {
    case 'rapide':
      return 'Impossible de raccourcir cette recette : ses cuissons et ses temps de repos ne peuvent pas être réduits sans la dénaturer.';
    case 'economique':
      return "Impossible de la rendre moins chère : ses ingrédients sont déjà économiques ou n'ont pas d'équivalent moins cher compatible avec vos restrictions.";
    case 'leger':
      return "Impossible de l'alléger : elle ne contient ni matière grasse ni produit riche à réduire.";
    case 'epice':
      return 'Aucune épice compatible avec vos restrictions : la recette est conservée telle quelle.';
    case 'moins-sucre':
      return 'Cette recette ne contient pas de sucre à réduire.';
  }
}

export function suffixFor(
  claims: { diets: DietLabel[]; modifiers: Modifier[]; servings?: number },
  applied: { exclusions: string[]; replacements: string[]; additions: string[] },
): string {
  const adjs = [...claims.diets.map(dietAdj), ...claims.modifiers.map((m) => MOD_ADJ[m])];
  const parts: string[] = [];
  if (adjs.length) parts.push(`version ${adjs.slice(0, 3).join(', ')}`);
  if (applied.exclusions.length && parts.length < 2) parts.push(`sans ${applied.exclusions.slice(0, 2).join(' ni ')}`);
  if (applied.replacements.length && parts.length < 2) parts.push(`avec ${applied.replacements.slice(0, 2).join(' et ')}`);
  if (applied.additions.length && parts.length < 2) parts.push(`avec ${applied.additions.slice(0, 2).join(' et ')}`);
  if (claims.servings && parts.length < 2) parts.push(`pour ${claims.servings} personne${claims.servings > 1 ? 's' : ''}`);
  return parts.length ? ` (${parts.join(', ')})` : '';
}

/** Families a dish's named ingredient may become and still be the same dish, the way cooks adapt
 *  it: meat or fish → pulses, tofu or vegetables; pasta, rice, bread → vegetables (courgette
 *  spaghetti, cauliflower rice); potatoes → other roots. Eggs, dairy and fats may become anything. */
const SAME_DISH: Partial<Record<string, string[]>> = {
  viande: ['viande', 'volaille', 'porc', 'legumineuse', 'legume'],
  volaille: ['viande', 'volaille', 'porc', 'legumineuse', 'legume'],
  porc: ['viande', 'volaille', 'porc', 'legumineuse', 'legume'],
  // A fish or seafood dish (moules marinières, avocat aux crevettes) does not survive becoming tofu.
  poisson: ['poisson', 'fruit-de-mer'],
  'fruit-de-mer': ['poisson', 'fruit-de-mer'],
  cereale: ['cereale', 'legume', 'feculent'],
  feculent: ['feculent', 'legume', 'cereale'],
  legumineuse: ['legumineuse', 'legume'],
};
const FREE_FAMILIES = new Set(['oeuf', 'produit-laitier', 'fromage', 'matiere-grasse']);

/** The lines the title names ("le pain" of "Pain perdu", "les pommes" of "Tarte aux pommes"). */
function titleLines(r: RecipeDraft): number[] {
  const titleWords = new Set(
    words(baseTitle(r.title))
      .map(singular)
      .filter((w) => w.length >= 4 && !STOP_WORDS.has(w)),
  );
  const out: number[] = [];
  r.ingredients.forEach((l, i) => {
    const ing = lineIngredient(l);
    const keys = ing ? nameKeysOf(ing) : [phraseKey(l.name)];
    if (keys.some((k) => k.split(' ').some((w) => titleWords.has(w)))) out.push(i);
  });
  return out;
}

/** The line of the title that a version lost or turned into another dish, or null. */
function lostTitleLine(before: RecipeDraft, after: RecipeDraft): DraftIngredient | null {
  for (const i of titleLines(before)) {
    const from = before.ingredients[i]!;
    const fromIng = lineIngredient(from);
    if (after.ingredients.some((l) => l.ingredientId === from.ingredientId && l.name === from.name)) continue;
    if (fromIng && FREE_FAMILIES.has(fromIng.family)) continue;
    const to = before.ingredients.length === after.ingredients.length ? lineIngredient(after.ingredients[i]!) : undefined;
    if (!fromIng || !to) return from;
    if (to.family !== fromIng.family && !(SAME_DISH[fromIng.family] ?? []).includes(to.family)) return from;
  }
  return null;
}

/** Applies one asked diet on top of those already reached: the version, or why it cannot be reached. */
export function applyDiet(
  r: RecipeDraft,
  d: DietLabel,
  reached: DietLabel[],
  profile: EaterProfile,
  exclusions: string[],
): { recipe: RecipeDraft } | { lost: DraftIngredient | null } {
  // A flexitarian version of a meat-heavy dish is its vegetarian version.
  const enforced: DietLabel[] =
    d === 'Flexitarien' && fleshPerPortion(r) > FLEXITARIAN_MAX_FLESH_G ? ['Végétarien'] : d === 'Flexitarien' ? [] : [d];
  const wanted = constraints(profile, [...reached, ...enforced], exclusions);
  const out = isSafe(r, wanted) ? r : repairWith(r, wanted, { honestTitle: false });
  if (!out || ![...reached, d].every((x) => recipeHoldsDiet(out, x))) return { lost: null };
  // A keto "pain perdu" made of pumpkin seeds is no pain perdu: the title would lie.
  const lost = lostTitleLine(r, out) ?? lostInTitle(r, out);
  return lost ? { lost } : { recipe: out };
}

/** What a diet changed, line by line: "œufs remplacés par aquafaba", "beurre doux retiré". */
export function dietChanges(before: RecipeDraft, after: RecipeDraft, d: DietLabel): string[] {
  const short = (l: DraftIngredient) => lowerFirst(l.name.split(',')[0]!);
  const gone = before.ingredients.filter((l) => !after.ingredients.some((x) => x.name === l.name));
  if (!gone.length) return [];
  const added = after.ingredients.filter((l) => !before.ingredients.some((x) => x.name === l.name));
  // Substitutes take the place of the line they replace: same position when nothing was dropped.
  if (before.ingredients.length === after.ingredients.length) {
    const pairs = before.ingredients
      .map((l, i) => ({ from: l, to: after.ingredients[i]! }))
      .filter((p) => p.from.name !== p.to.name)
      .map((p) => `${short(p.from)} ${/[sx]$/.test(short(p.from).split(' ')[0]!) ? 'remplacés' : 'remplacé'} par ${short(p.to)}`);
    return [`Pour la version ${dietAdj(d)} : ${pairs.join(', ')}.`];
  }
  const parts = [`${gone.map(short).join(', ')} retiré${gone.length > 1 ? 's' : ''} ou remplacé${gone.length > 1 ? 's' : ''}`];
  if (added.length) parts.push(`ajouté${added.length > 1 ? 's' : ''} : ${added.map(short).join(', ')}`);
  return [`Pour la version ${dietAdj(d)} : ${parts.join(' ; ')}.`];
}
