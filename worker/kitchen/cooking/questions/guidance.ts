// Pregnancy, babies and young children: answers grounded in the French public guidance, naming it, and
// checked against the recipe's own ingredients and steps (an ingredient the recipe cooks is judged
// cooked). Pregnancy (Santé publique France, mangerbouger.fr, and the Anses food guidance for pregnant
// women): no raw-milk cheese except pressed cooked ones (gruyère, comté), no soft bloomy- or washed-rind
// or blue cheese unless cooked, no raw or undercooked meat, fish or eggs, no raw cured charcuterie,
// rillettes or pâtés, no raw shellfish, no smoked fish, no alcohol (listeria, toxoplasmosis).
// Young children: no honey before one year (infant botulism, Anses); before 5 years no raw milk nor
// raw-milk cheese, no raw eggs nor undercooked meat (Santé publique France); no whole nuts or peanuts
// before 4–5 years (choking).

import type { DraftIngredient, RecipeDraft } from '../../model';
import { capitalize } from '../../base/text';
import { resolveAllIngredients } from '../../knowledge/catalogue';
import { lineIngredient } from '../../facts/derive';
import { storageCategoryOf } from '../../knowledge/food-safety';
import type { IngredientData } from '../../knowledge/vocabulary';
import { agree, named, verb } from './naming';
import { CHILD_WORDS } from './patterns';
import { cookedInRecipe, stepKeys } from './steps';

export const PREGNANCY_SOURCE = 'Santé publique France (mangerbouger.fr) et Anses';
export const CHILDREN_SOURCE = 'Santé publique France (mangerbouger.fr) et Anses';

/** How a food is judged: `raw` when eaten as bought, `cooked` once the recipe cooks it through. */
type Verdict = 'ok' | 'avoid' | 'label';
interface Rule {
  /** What the food is, after « le gruyère râpé est … ». */
  what: string;
  raw: Verdict;
  cooked: Verdict;
}

const PRESSED_COOKED = new Set(['gruyere', 'gruyere-rape', 'comte', 'emmental', 'beaufort', 'abondance', 'parmesan', 'grana-padano']);
const RAW_MILK_OR_SOFT_RIND = new Set([
  'reblochon',
  'camembert',
  'brie',
  'coulommiers',
  'roquefort',
  'bleu-d-auvergne',
  'fourme-d-ambert',
  'gorgonzola',
  'munster',
  'maroilles',
  'mont-d-or',
  'epoisses',
  'saint-marcellin',
  'morbier',
  'saint-nectaire',
  'tomme-de-savoie',
  'crottin-de-chavignol',
  'sainte-maure',
  'chevre-buche',
  'raclette',
  'fromage-pour-tartiflette',
]);
const PATE_AND_RILLETTES = new Set(['rillettes', 'foie-gras', 'pate-de-campagne', 'terrine', 'mousse-de-canard']);
const RAW_ONLY = new Set(['carpaccio-de-boeuf', 'tarama', 'oeufs-de-saumon', 'oeufs-de-lump']);
const MERCURY = new Set(['espadon']);
const NUTS = /^(noix|noisette|amande|pistache|cacahuete|noix-de-cajou|noix-de-pecan|noix-du-bresil|noix-de-macadamia)/;

/** The pregnancy rule of a food, or null when the guidance says nothing of it. */
function pregnancyRule(ing: IngredientData): Rule | null {
  const cat = storageCategoryOf(ing);
  if (MERCURY.has(ing.id))
    return { what: "un grand poisson prédateur, riche en mercure, que l'Anses déconseille", raw: 'avoid', cooked: 'avoid' };
  if (RAW_ONLY.has(ing.id)) return { what: 'un produit cru de la viande ou de la mer', raw: 'avoid', cooked: 'avoid' };
  if (ing.alcohol || ing.family === 'alcool')
    return {
      what: "de l'alcool, à exclure pendant la grossesse (il ne s'évapore pas entièrement à la cuisson)",
      raw: 'avoid',
      cooked: 'avoid',
    };
  if (ing.family === 'fromage') {
    if (PRESSED_COOKED.has(ing.id))
      return {
        what: 'un fromage à pâte pressée cuite, permis même au lait cru',
        raw: ing.id.endsWith('rape') ? 'label' : 'ok',
        cooked: 'ok',
      };
    if (RAW_MILK_OR_SOFT_RIND.has(ing.id))
      return {
        what: 'un fromage au lait cru, à croûte fleurie ou lavée ou à pâte persillée, à éviter sauf bien cuit',
        raw: 'avoid',
        cooked: 'ok',
      };
    return { what: "un fromage permis s'il est au lait pasteurisé (vérifiez l'étiquette)", raw: 'label', cooked: 'ok' };
  }
  if (PATE_AND_RILLETTES.has(ing.id))
    return { what: 'une charcuterie à conserver au froid (rillettes, pâtés, foie gras), à éviter', raw: 'avoid', cooked: 'avoid' };
  if (cat === 'charcuterie-seche')
    return { what: 'une charcuterie crue (séchée ou fumée), à éviter sauf bien cuite', raw: 'avoid', cooked: 'ok' };
  if (cat === 'charcuterie-cuite' || cat === 'saucisse-cuite')
    return { what: 'une charcuterie cuite, permise (préemballée de préférence, consommée vite après ouverture)', raw: 'ok', cooked: 'ok' };
  if (cat === 'bacon-lardons') return { what: 'une charcuterie crue, permise bien cuite', raw: 'avoid', cooked: 'ok' };
  if (cat === 'poisson-fume') return { what: 'un poisson fumé, à éviter sauf bien cuit (listériose)', raw: 'avoid', cooked: 'ok' };
  if (ing.family === 'fruit-de-mer')
    return { what: 'un produit de la mer à consommer bien cuit (jamais de coquillages crus)', raw: 'avoid', cooked: 'ok' };
  if (['viande', 'volaille', 'porc', 'poisson'].includes(ing.family) && cat && cat !== 'conserve-de-la-mer')
    return { what: 'à consommer bien cuit à cœur, jamais cru, saignant ou rosé (toxoplasmose, listériose)', raw: 'avoid', cooked: 'ok' };
  if (ing.family === 'oeuf')
    return {
      what: "à consommer bien cuit (blanc et jaune pris), jamais cru ni dans une préparation à base d'œufs crus",
      raw: 'avoid',
      cooked: 'ok',
    };
  return null;
}

interface ChildRule {
  what: string;
  /** Age in months below which the food is advised against as eaten here. */
  underMonths: number;
  /** Cooking makes it fine (raw eggs, undercooked meat); honey and whole nuts stay out. */
  cookingHelps: boolean;
}

/** The young-children rule of a food, or null. */
function childRule(ing: IngredientData): ChildRule | null {
  const cat = storageCategoryOf(ing);
  if (ing.id === 'miel' || ing.animalDerived === 'miel')
    return {
      what: 'déconseillé avant 1 an, même cuit et en petite quantité (botulisme infantile, Anses)',
      underMonths: 12,
      cookingHelps: false,
    };
  if (NUTS.test(ing.id) && !/poudre|puree|beurre|lait|huile|pate/.test(ing.id))
    return {
      what: 'des fruits à coque ou des cacahuètes entiers, déconseillés avant 4 à 5 ans (risque d’étouffement) : donnez-les moulus',
      underMonths: 60,
      cookingHelps: false,
    };
  if (ing.family === 'fromage' && RAW_MILK_OR_SOFT_RIND.has(ing.id))
    return {
      what: 'souvent au lait cru : pas de lait cru ni de fromage au lait cru avant 5 ans, sauf bien cuit',
      underMonths: 60,
      cookingHelps: true,
    };
  if (ing.family === 'oeuf') return { what: "pas d'œuf cru ni peu cuit avant 5 ans", underMonths: 60, cookingHelps: true };
  if (ing.family === 'fruit-de-mer')
    return { what: 'pas de coquillages ni de fruits de mer crus pour les jeunes enfants', underMonths: 60, cookingHelps: true };
  if (cat === 'charcuterie-seche')
    return { what: 'charcuterie crue : à éviter pour les jeunes enfants', underMonths: 60, cookingHelps: true };
  if (['viande', 'volaille', 'porc', 'poisson'].includes(ing.family) && cat && cat !== 'conserve-de-la-mer' && cat !== 'charcuterie-cuite')
    return {
      what: 'viande ou poisson bien cuits à cœur pour les jeunes enfants (haché : plus aucune trace rosée)',
      underMonths: 60,
      cookingHelps: true,
    };
  return null;
}

/** Age in months the question states (« 10 mois », « 2 ans »), 6 for « bébé / nourrisson », 36 for
 *  « jeune enfant »; null when it names none. */
export function askedAgeMonths(q: string): number | null {
  const months = /\b(\d+) mois\b/.exec(q);
  if (months) return Number(months[1]);
  const years = /\b(\d+) ans?\b/.exec(q);
  if (years) return Number(years[1]) * 12;
  if (/\b(bebe|nourrisson)/.test(q)) return 6;
  if (CHILD_WORDS.test(q)) return 36;
  return null;
}

interface Judged {
  ing: IngredientData;
  line?: DraftIngredient;
  cooked: boolean | null;
  /** Named by the question, not in the recipe: judged, but no verdict on the dish. */
  extra?: boolean;
}

/** The recipe's lines (or the selected ingredient without a recipe), plus the foods the question itself
 *  names when the guidance speaks of them (« peut-on donner du miel à un bébé »). */
function judgedLines(
  recipe: RecipeDraft | null | undefined,
  ing: IngredientData | undefined,
  q: string,
): { known: Judged[]; unknown: string[] } {
  const known: Judged[] = [];
  const unknown: string[] = [];
  if (!recipe && ing) known.push({ ing, cooked: null });
  for (const line of recipe?.ingredients ?? []) {
    const li = lineIngredient(line);
    if (!li) unknown.push(`« ${line.name} »`);
    else known.push({ ing: li, line, cooked: cookedInRecipe(recipe!, stepKeys(li, line, line.name)) });
  }
  for (const extra of resolveAllIngredients(q))
    if (!known.some((j) => j.ing.id === extra.id) && (pregnancyRule(extra) || childRule(extra)))
      known.push({ ing: extra, cooked: null, extra: true });
  return { known, unknown };
}

const list = (xs: readonly string[]) => (xs.length > 1 ? `${xs.slice(0, -1).join(' ; ')} ; ${xs[xs.length - 1]}` : (xs[0] ?? ''));
const state = (cooked: boolean | null, n: ReturnType<typeof named>) =>
  cooked === null ? '' : cooked ? `, ici ${agree(n, 'cuit')} dans le plat` : `, ici ${agree(n, 'consommé')} sans cuisson`;

/**
 * The answer to a pregnancy or young-children question, or null when nothing here lets it be answered
 * (no recipe and no known ingredient).
 */
export function guidanceAnswer(q: string, recipe: RecipeDraft | null | undefined, ing: IngredientData | undefined): string | null {
  const { known, unknown } = judgedLines(recipe, ing, q);
  if (!known.length && !unknown.length) return null;
  const subject = recipe ? `« ${recipe.title} »` : ing ? named(ing).the : '';
  const unsure = unknown.length
    ? ` Je ne connais pas ${unknown.join(', ')} : vérifiez ${unknown.length > 1 ? 'ces ingrédients' : 'cet ingrédient'} avec un professionnel de santé.`
    : '';
  const age = /\benceinte|grossesse|attend(s|re)? un\b|listeri|toxoplasm/.test(q) ? null : askedAgeMonths(q);
  if (age === null) {
    const notes: string[] = [];
    let avoid = 0;
    let label = 0;
    for (const j of known) {
      const rule = pregnancyRule(j.ing);
      if (!rule) continue;
      const n = named(j.ing);
      const verdict = j.cooked === null ? null : j.cooked ? rule.cooked : rule.raw;
      if (verdict === 'avoid' && !j.extra) avoid++;
      if (verdict === 'label' && !j.extra) label++;
      notes.push(`${n.the} ${verb(n, 'est', 'sont')} ${rule.what}${state(j.cooked, n)}`);
    }
    const lead = `Pendant la grossesse, d'après ${PREGNANCY_SOURCE} (prévention de la listériose et de la toxoplasmose)`;
    const conclusion = !recipe
      ? ''
      : avoid
        ? ` ${capitalize(subject)} est donc déconseillé pendant la grossesse tel que la recette le prépare.`
        : label
          ? ` ${capitalize(subject)} convient pendant la grossesse si les produits indiqués sont au lait pasteurisé.`
          : ` ${capitalize(subject)} convient donc pendant la grossesse, servi bien chaud et consommé aussitôt.`;
    if (!notes.length)
      return `${lead}, aucun ingrédient de ${subject} ne fait partie des aliments à éviter ; lavez soigneusement fruits, légumes et herbes consommés crus.${unknown.length ? '' : conclusion}${unsure}`;
    return `${lead} : ${list(notes)}.${conclusion}${unsure} Lavez soigneusement fruits, légumes et herbes consommés crus.`;
  }
  const notes: string[] = [];
  let avoid = 0;
  for (const j of known) {
    const rule = childRule(j.ing);
    if (!rule || age >= rule.underMonths) continue;
    const n = named(j.ing);
    if (!(rule.cookingHelps && j.cooked) && !j.extra) avoid++;
    notes.push(`${n.the} : ${rule.what}${state(j.cooked, n)}`);
  }
  const who = age < 12 ? `un bébé de moins d'un an` : age < 60 ? 'un enfant de moins de 5 ans' : 'un enfant de plus de 5 ans';
  const lead = `Pour ${who}, d'après ${CHILDREN_SOURCE}`;
  const baby =
    age < 12 ? " Avant 1 an, l'alimentation suit la diversification conseillée par le pédiatre : textures adaptées, sans sel ajouté." : '';
  const rules =
    ' (pas de miel avant 1 an ; avant 5 ans, ni lait cru ni fromage au lait cru, ni œuf cru ou peu cuit, ni viande ou poisson peu cuits ; pas de fruits à coque entiers avant 4 à 5 ans)';
  if (!notes.length)
    return `${lead}${rules}, aucun ingrédient de ${subject} ne fait partie des aliments à éviter à cet âge ; coupez-le en petits morceaux et servez une portion adaptée.${baby}${unsure}`;
  const inDish = known.some((j) => !j.extra && notes.some((x) => x.startsWith(named(j.ing).the)));
  const conclusion = !recipe
    ? ''
    : avoid
      ? ` ${capitalize(subject)} est donc déconseillé à cet âge tel que la recette le prépare.`
      : inDish
        ? ` ${capitalize(subject)} convient à cet âge, bien cuit.`
        : ` Aucun ingrédient de ${subject} ne fait partie des aliments à éviter à cet âge.`;
  return `${lead} : ${list(notes)}.${conclusion}${baby}${unsure}`;
}
