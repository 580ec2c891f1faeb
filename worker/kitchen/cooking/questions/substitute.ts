// Replacement questions. « Par quoi remplacer le beurre ? » lists the kitchen's substitutes (roles.ts,
// substitutions.ts) that the household's profile allows, with their quantities. « Peut-on le remplacer
// par du poulet ? » judges the food offered: whether it plays the same role in this recipe, whether the
// household may eat it, how much of it, and what changes (cooking, taste, the dish's diets and
// allergens). Without a named food, « le » / « la » is the selected ingredient, or the recipe's main one
// when the offered food cannot stand for the selected one.

import type { DietLabel, DraftIngredient, RecipeDraft } from '../../model';
import type { IngredientAnswer } from '@shared/schemas/recipes';
import type { CompiledProfile } from '../../household/profile';
import { resolveIngredient } from '../../knowledge/catalogue';
import { ALLERGEN_LABELS, lineGrams, lineIngredient, nutritionPerPortion } from '../../facts/derive';
import { ingredientFitsDiet } from '../../household/diets';
import { CORE_TEMPERATURES, donenessCategoryOf } from '../../knowledge/food-safety';
import { kindOf, substituteCandidates } from '../../safety/substitutions/index';
import { lowerFirst } from '../../base/text';
import type { IngredientData } from '../../knowledge/vocabulary';
import { agree, named, pron, verb } from './naming';
import { questionText, replacementWords } from './classify';
import { askedDiet } from './diet';
import { DIET_VOCABULARY } from '../../household/lexicon/diet-words';
import { namedLine } from './steps';

type Suggested = IngredientAnswer['ingredientsSuggestedForReplacement'];

const FLESH = new Set(['viande', 'volaille', 'porc', 'poisson', 'fruit-de-mer']);
/** Foods that can be the protein of a dish, for one another. */
const isProtein = (ing: IngredientData) => FLESH.has(ing.family) || ['proteine-vegetale', 'legumineuse', 'falafel'].includes(kindOf(ing));
/** Diets whose claim on the dish a replacement may change, checked line by line. */
const CLAIMED_DIETS: readonly DietLabel[] = ['Halal', 'Végétarien', 'Végan', 'Pescétarien', 'Sans gluten', 'Sans lactose'];
/** « du filet de poulet », « de la dinde », « de l'emmental », « des champignons ». */
function partitive(ing: IngredientData): string {
  const the = named(ing).the;
  return the.replace(/^le /, 'du ').replace(/^la /, 'de la ').replace(/^l'/, "de l'").replace(/^les /, 'des ');
}

/** The recipe's main ingredient: its heaviest protein, else its heaviest line. */
export function mainLine(recipe: RecipeDraft): DraftIngredient | undefined {
  const read = recipe.ingredients.map((line) => ({ line, ing: lineIngredient(line) }));
  const weight = (x: (typeof read)[number]) => lineGrams(x.line, x.ing);
  const proteins = read.filter((x) => x.ing && isProtein(x.ing));
  const pool = proteins.length ? proteins : read.filter((x) => x.ing);
  return [...pool].sort((a, b) => weight(b) - weight(a))[0]?.line;
}

function lineOf(recipe: RecipeDraft | null | undefined, ing: IngredientData): DraftIngredient | undefined {
  return recipe?.ingredients.find((l) => l.ingredientId === ing.id || lineIngredient(l)?.id === ing.id);
}

const sameRole = (a: IngredientData, b: IngredientData) => kindOf(a) === kindOf(b) || (isProtein(a) && isProtein(b));

/** Whether `by` can stand for `from` in this recipe: same role, or one of the kitchen's substitutes for it
 *  (margarine for butter). */
function standsFor(by: IngredientData, from: IngredientData, line: DraftIngredient | undefined, recipe: RecipeDraft): boolean {
  if (sameRole(from, by)) return true;
  const l = line ?? lineOf(recipe, from) ?? defaultLine(from);
  return substituteCandidates(l, recipe, (c) => c.id === by.id, 1).length > 0;
}

function defaultLine(ing: IngredientData): DraftIngredient {
  return ing.pieceWeightG && ing.shopUnit === 'piece'
    ? { name: ing.name, quantity: 1, unity: 'pièce', ingredientId: ing.id }
    : { name: ing.name, quantity: 100, unity: ing.shopUnit === 'ml' ? 'ml' : 'g', ingredientId: ing.id };
}

/** The list of allowed substitutes (the answer to « par quoi remplacer … »). */
function listAnswer(
  ing: IngredientData,
  recipeLine: DraftIngredient | undefined,
  recipe: RecipeDraft | null | undefined,
  compiled: CompiledProfile,
  diet: DietLabel | null = null,
): { answer: string; suggested: Suggested } {
  const line: DraftIngredient = recipeLine ? { ...recipeLine, ingredientId: recipeLine.ingredientId ?? ing.id } : defaultLine(ing);
  const context = recipe ?? { dishType: '', ingredients: [line] };
  // « Un équivalent végétal », « sans gluten »: the diet the question asks for narrows the substitutes.
  const subs = substituteCandidates(line, context, (c) => !compiled.forbidden.has(c.id) && (!diet || ingredientFitsDiet(c, diet)), 3);
  const suggested = subs.map((s) => ({
    name: s.note ? `${s.target.name} (${s.note})` : s.target.name,
    quantity: s.quantity,
    unity: s.unity,
  }));
  const forQty = recipeLine ? ` (${recipeLine.quantity} ${recipeLine.unity} dans la recette)` : '';
  const answer = subs.length
    ? `Pour remplacer ${named(ing).the}${forQty}, vous pouvez utiliser : ${subs.map((s) => `${lowerFirst(s.target.name)} (${s.quantity} ${s.unity}${s.note ? `, ${s.note}` : ''})`).join(', ou ')}.`
    : `Je n'ai pas de remplacement sûr à vous proposer pour ${named(ing).the} compte tenu de vos restrictions ; s'il s'agit d'une petite quantité, vous pouvez simplement l'omettre.`;
  return { answer, suggested };
}

/** Which diets the dish gains or loses when `from` becomes `to` (every other line as it is; an
 *  unreadable line keeps the dish from any claim). */
function dietChanges(recipe: RecipeDraft, from: IngredientData, to: IngredientData): string[] {
  const others = recipe.ingredients.map(lineIngredient).filter((i) => i?.id !== from.id);
  const out: string[] = [];
  for (const diet of CLAIMED_DIETS) {
    const rest = others.every((i) => !!i && ingredientFitsDiet(i, diet));
    const before = rest && ingredientFitsDiet(from, diet);
    const after = rest && ingredientFitsDiet(to, diet);
    const word = DIET_VOCABULARY[diet].adjective.ms;
    if (!before && after)
      out.push(
        `le plat devient ${word}${diet === 'Halal' && ['viande', 'volaille'].includes(to.family) ? ' (choisissez une viande certifiée halal)' : ''}`,
      );
    if (before && !after) out.push(`le plat n'est plus ${word}`);
  }
  return out;
}

/** What changes in the pan and on the plate. */
function changes(recipe: RecipeDraft | null | undefined, from: IngredientData, to: IngredientData, grams: number): string[] {
  const out: string[] = [];
  const toCook = donenessCategoryOf(to);
  const fromCook = donenessCategoryOf(from);
  const n = named(to);
  if (toCook && toCook !== 'charcuterie-a-rechauffer') {
    const t = CORE_TEMPERATURES[toCook];
    out.push(
      !fromCook || fromCook === 'charcuterie-a-rechauffer'
        ? `${n.the} ${verb(n, 'se mange', 'se mangent')} ${agree(n, 'cuit')} : faites-${pron(n)} cuire avant de ${pron(n) === 'les' ? 'les ' : "l'"}ajouter, jusqu'à ${t.temperature} (source : ${t.source}), ou prenez-${pron(n)} déjà ${agree(n, 'cuit')}`
        : `la cuisson change : visez ${t.temperature} pour ${n.the} (source : ${t.source})`,
    );
  }
  const a = from.ciqual;
  const b = to.ciqual;
  const is = verb(n, 'est', 'sont');
  const fat = (n.feminine ? 'grasse' : 'gras') + (n.plural && n.feminine ? 's' : '');
  if (a.sel > 0.3 && b.sel < a.sel / 2) out.push(`${n.the} ${is} bien moins ${agree(n, 'salé')} : goûtez et salez un peu plus`);
  else if (b.sel > 0.3 && b.sel > a.sel * 2) out.push(`${n.the} ${is} plus ${agree(n, 'salé')} : salez moins`);
  if (b.lipides - a.lipides > 8) out.push(`${n.the} ${is} plus ${fat}`);
  else if (a.lipides - b.lipides > 8) out.push(`${n.the} ${is} plus ${n.plural ? 'maigres' : 'maigre'}`);
  if (recipe) {
    const servings = Math.max(1, recipe.servings);
    const delta = Math.round(((b.kcal - a.kcal) * grams) / 100 / servings);
    const before = nutritionPerPortion(recipe.ingredients, servings).kcal;
    if (Math.abs(delta) >= 10)
      out.push(`environ ${Math.abs(delta)} kcal ${delta > 0 ? 'de plus' : 'de moins'} par portion (${before} kcal aujourd'hui)`);
    out.push(...dietChanges(recipe, from, to));
    const present = new Set(recipe.ingredients.flatMap((l) => lineIngredient(l)?.allergens ?? []));
    const added = (to.allergens ?? []).filter((x) => !present.has(x)).map((x) => ALLERGEN_LABELS[x].toLowerCase());
    if (added.length) out.push(`${added.length > 1 ? 'il ajoute les allergènes' : "il ajoute l'allergène"} : ${added.join(', ')}`);
  }
  return out;
}

function amount(
  line: DraftIngredient | undefined,
  from: IngredientData,
  to: IngredientData,
): { quantity: number; unity: string; grams: number } {
  const grams = line ? lineGrams(line, from) : 100;
  if (line && ['g', 'kg', 'ml', 'cl', 'l'].includes(line.unity)) return { quantity: line.quantity, unity: line.unity, grams };
  const rounded = Math.max(10, Math.round(grams / 10) * 10);
  return { quantity: rounded, unity: to.shopUnit === 'ml' ? 'ml' : 'g', grams };
}

export interface SubstitutionInput {
  question: string;
  /** The selected ingredient, read. */
  ing: IngredientData;
  recipeLine: DraftIngredient | undefined;
  recipe: RecipeDraft | null | undefined;
  compiled: CompiledProfile;
}

export function substitutionAnswer(input: SubstitutionInput): { answer: string; suggested: Suggested } {
  const { question, recipe, compiled } = input;
  const words = replacementWords(question);
  const ofLine = words.of ? namedLine(recipe, words.of) : undefined;
  const named_ = (ofLine ? lineIngredient(ofLine) : undefined) ?? (words.of ? resolveIngredient(words.of) : undefined);
  const by = words.by ? resolveIngredient(words.by) : undefined;
  // The replaced food: the one the question names (a generic « fromage » is the recipe's cheese), else
  // the selected one when the offered food can stand for it, else the recipe's main one, else the recipe
  // line it can stand for.
  let from = named_ ?? input.ing;
  if (named_ && recipe && !lineOf(recipe, named_)) {
    const same = recipe.ingredients.map(lineIngredient).find((i) => !!i && kindOf(i) === kindOf(named_));
    if (same) from = same;
  }
  if (!named_ && by && recipe && !standsFor(by, from, input.recipeLine, recipe)) {
    const main = mainLine(recipe);
    const mainIng = main ? lineIngredient(main) : undefined;
    const other = recipe.ingredients.find((l) => {
      const i = lineIngredient(l);
      return !!i && standsFor(by, i, l, recipe);
    });
    if (mainIng && main && standsFor(by, mainIng, main, recipe)) from = mainIng;
    else if (other) from = lineIngredient(other)!;
  }
  const line = lineOf(recipe, from) ?? (from.id === input.ing.id ? input.recipeLine : undefined);
  const diet = askedDiet(questionText(question)) ?? (/\bvegeta(l|ux|le|les)\b/.test(questionText(question)) ? 'Végétarien' : null);
  if (!by) {
    if (words.by)
      return {
        answer: `Je ne trouve pas « ${words.by} » dans ma base d'ingrédients : je ne peux pas juger ce remplacement. ${listAnswer(from, line, recipe, compiled, diet).answer}`,
        suggested: listAnswer(from, line, recipe, compiled, diet).suggested,
      };
    return listAnswer(from, line, recipe, compiled, diet);
  }
  const nf = named(from);
  if (by.id === from.id) return { answer: `C'est déjà ${nf.the} de la recette.`, suggested: [] };
  const reason = compiled.reasonForIngredient(by);
  if (reason) {
    const list = listAnswer(from, line, recipe, compiled);
    return {
      answer: `Non : ${lowerFirst(by.name)} ne convient pas à votre foyer (${reason.replace(/^[^(]*\(|\)$/g, '')}). ${list.answer}`,
      suggested: list.suggested,
    };
  }
  const context = recipe ?? { dishType: '', ingredients: [line ?? defaultLine(from)] };
  const kitchen = substituteCandidates(line ?? defaultLine(from), context, (c) => c.id === by.id, 1)[0];
  if (!kitchen && !sameRole(from, by)) {
    const list = listAnswer(from, line, recipe, compiled);
    return {
      answer: `Ce n'est pas un remplacement que je vous conseille : ${lowerFirst(by.name)} ne joue pas le même rôle que ${nf.the}${recipe ? ' dans cette recette' : ''}. ${list.answer}`,
      suggested: list.suggested,
    };
  }
  const qty = kitchen
    ? { quantity: kitchen.quantity, unity: kitchen.unity, grams: line ? lineGrams(line, from) : 100 }
    : amount(line, from, by);
  const same = !kitchen && line && ['g', 'kg', 'ml', 'cl', 'l'].includes(line.unity);
  const how = `${qty.quantity} ${qty.unity}${kitchen?.note ? `, ${kitchen.note}` : ''}${same ? ', la même quantité' : ''}`;
  const lead = `Oui, vous pouvez remplacer ${nf.the}${line ? ` (${line.quantity} ${line.unity} dans la recette)` : ''} par ${partitive(by)} : comptez ${how}.`;
  const what = changes(recipe, from, by, qty.grams);
  const rest = what.length ? ` Ce qui change : ${what.join(' ; ')}.` : '';
  return { answer: `${lead}${rest}`, suggested: [{ name: by.name, quantity: qty.quantity, unity: qty.unity }] };
}
