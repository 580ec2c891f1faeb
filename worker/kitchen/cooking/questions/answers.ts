// Questions about an ingredient, answered in French from what Popote really knows: the catalogue facts
// (allergens, diets, nutrition, season, price), the food-safety table (storage times, core temperatures,
// with their sources), the steps of the recipe the question is asked from, and the profile (substitutes
// never break it). The question is first classified into one kind; a question of no known kind gets an
// honest "Je ne sais pas répondre" instead of an answer to another question.

import type { DraftIngredient, EaterProfile, QuestionRequest, RecipeDraft } from '../../model';
import type { IngredientAnswer } from '@shared/schemas/recipes';
import { compileProfile } from '../../household/profile';
import { pricePerKg, resolveIngredient } from '../../knowledge/catalogue';
import { foodMatcher } from '../../household/allergies';
import { costPerPortion, lineGrams, lineIngredient, nutritionPerPortion, seasonMonthsOf } from '../../facts/derive';
import { capitalize, containsKey, fixFrench, lowerFirst, normalizeText, phraseKey } from '../../base/text';
import type { IngredientData } from '../../knowledge/vocabulary';
import { ALL_RECIPES } from '../../knowledge/kb';
import {
  ANSES,
  CORE_TEMPERATURES,
  donenessCategoryOf,
  REHEAT_TEMPERATURE,
  STORAGE_FACTS,
  storageCategoryOf,
  USDA_TEMPERATURES,
} from '../../knowledge/food-safety';
import { classifyQuestion, questionText, type QuestionKind } from './classify';
import { DISH_REFERENCE } from './patterns';
import { agree, fr1, named, pron, subj, verb } from './naming';
import { allergenDietAnswer } from './diet';
import { guidanceAnswer } from './guidance';
import { substitutionAnswer } from './substitute';
import { cookingStep, cooks, namedLine, stepKeys, stepMinutes } from './steps';

export { classifyQuestion, type QuestionKind } from './classify';
export { named } from './naming';

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

export const UNKNOWN_QUESTION_ANSWER =
  "Je ne sais pas répondre à cette question. Je peux vous renseigner sur la cuisson, la conservation, les allergènes et les régimes, les remplacements, la préparation à l'avance, la valeur nutritionnelle, la saison et le prix d'un ingrédient.";

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
    return `${capitalize(n.the)} : la durée dépend de la taille du morceau et du mode de cuisson, c'est la température à cœur qui compte. ${safety} Un thermomètre de cuisine planté au centre le vérifie.`;
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
  const The = capitalize(n.the);
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

/** Nutrition: asked from a recipe, the portion's figures first (the recipe's own lines), then the
 *  ingredient's share; otherwise the ingredient per 100 g. */
function nutritionAnswer(
  ing: IngredientData,
  recipe: RecipeDraft | null | undefined,
  line: DraftIngredient | undefined,
  namesFood: boolean,
): string {
  const own = nutritionText(ing, line ? lineGrams(line, ing) : undefined);
  if (!recipe) return own;
  const servings = Math.max(1, recipe.servings);
  const p = nutritionPerPortion(recipe.ingredients, servings);
  const unread = recipe.ingredients.filter((l) => !lineIngredient(l)).map((l) => `« ${l.name} »`);
  const partial = unread.length ? ` (sans ${unread.join(', ')}, que je ne connais pas)` : '';
  const portion = `Une portion de « ${recipe.title} » (recette pour ${servings}) apporte environ ${p.kcal} kcal, ${fr1(p.proteines)} g de protéines, ${fr1(p.glucides)} g de glucides, ${fr1(p.lipides)} g de lipides, ${fr1(p.fibres)} g de fibres et ${fr1(p.sel)} g de sel${partial}, d'après la table CIQUAL.`;
  // A question about one food of the recipe (« calories du jambon ») leads with that food.
  return namesFood ? `${own} ${portion}` : `${portion} ${own}`;
}

function seasonAnswer(ing: IngredientData): string {
  const n = named(ing);
  const The = capitalize(n.the);
  return ing.season?.length
    ? `${The} ${verb(n, 'est', 'sont')} de saison ${seasonText(ing.season)} en France. Hors saison, préférez les surgelés ou les conserves, souvent récoltés à maturité.`
    : `${The} ${verb(n, 'se trouve', 'se trouvent')} toute l'année : ce n'est pas un produit saisonnier.`;
}

/** Asked about the dish (« ce plat », « par portion »): its months, from every seasonal line. */
function dishSeasonAnswer(recipe: RecipeDraft): string {
  const seasonal = recipe.ingredients.map(lineIngredient).filter((i) => i?.season?.length);
  if (!seasonal.length) return `« ${recipe.title} » se prépare toute l'année : aucun de ses ingrédients n'est saisonnier.`;
  return `« ${recipe.title} » est de saison ${seasonText(seasonMonthsOf(recipe.ingredients))} en France, quand ses ingrédients de saison le sont tous.`;
}

const euros = (x: number) => x.toFixed(2).replace('.', ',');

/** Asked about the dish: its cost per portion from the recipe's lines at the catalogue's prices. */
function dishPriceAnswer(recipe: RecipeDraft): string {
  const servings = Math.max(1, recipe.servings);
  const portion = costPerPortion(recipe.ingredients, servings);
  const unread = recipe.ingredients.filter((l) => !lineIngredient(l)).map((l) => `« ${l.name} »`);
  const partial = unread.length ? ` sans compter ${unread.join(', ')}, que je ne connais pas,` : '';
  return `« ${recipe.title} » revient à environ ${euros(portion)} € par portion (${euros(portion * servings)} € pour ${servings})${partial} aux prix moyens constatés en France en 2025.`;
}

function priceAnswer(ing: IngredientData): string {
  const n = named(ing);
  const per = ing.price.per === 'kg' ? 'le kilo' : ing.price.per === 'l' ? 'le litre' : 'la pièce';
  const kilo = ing.price.per === 'kg' ? '' : ` (environ ${euros(pricePerKg(ing))} € le kilo)`;
  return `${capitalize(n.the)} ${verb(n, 'coûte', 'coûtent')} en moyenne ${euros(ing.price.euros)} € ${per}${kilo}, prix moyen constaté en France en 2025.`;
}

// ---------------------------------------------------------------------------------------------
// Answer
// ---------------------------------------------------------------------------------------------

/** The answer and the kind it answers ('unknown' for the honest « Je ne sais pas »). */
export function answerQuestionWithKind(req: QuestionRequest, profile: EaterProfile): { kind: QuestionKind; answer: IngredientAnswer } {
  const unknown = { kind: 'unknown' as const, answer: { answer: UNKNOWN_QUESTION_ANSWER, ingredientsSuggestedForReplacement: [] } };
  const kind = classifyQuestion(req.question);
  if (kind === 'unknown') return unknown;
  const compiled = compileProfile(profile);
  const matcher = foodMatcher(req.ingredient);
  const selectedLine = req.recipe?.ingredients.find(
    (l) => (l.ingredientId && matcher.ids.has(l.ingredientId)) || matcher.matchesText(l.name),
  );
  // The food the question names wins over the selected one (substitutions read their own words).
  const inQuestion = kind !== 'substitution' ? namedLine(req.recipe, req.question) : undefined;
  const recipeLine = inQuestion ?? selectedLine;
  const ing =
    (recipeLine?.ingredientId ? resolveIngredient(recipeLine.ingredientId) : undefined) ??
    resolveIngredient(recipeLine?.name ?? req.ingredient) ??
    resolveIngredient(req.ingredient);
  const q = questionText(req.question);
  const aboutDish = !inQuestion && DISH_REFERENCE.test(q);
  if (kind === 'pregnancy-children') {
    const text = guidanceAnswer(q, req.recipe, ing);
    return text ? { kind, answer: { answer: text, ingredientsSuggestedForReplacement: [] } } : unknown;
  }
  if (!ing) {
    return {
      kind,
      answer: {
        answer: `Je ne trouve pas « ${req.ingredient} » dans ma base d'ingrédients : je ne peux pas vous donner d'informations fiables à son sujet. Essayez avec son nom le plus courant (par exemple « crème fraîche » plutôt qu'une marque).`,
        ingredientsSuggestedForReplacement: [],
      },
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
      const r = substitutionAnswer({ question: req.question, ing, recipeLine, recipe: req.recipe, compiled });
      answer = r.answer;
      suggested = r.suggested;
      break;
    }
    case 'allergen-diet':
      answer = allergenDietAnswer(ing, req.question, req.recipe);
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
      answer = nutritionAnswer(ing, req.recipe, recipeLine, !!inQuestion);
      break;
    case 'season':
      answer = req.recipe && aboutDish ? dishSeasonAnswer(req.recipe) : seasonAnswer(ing);
      break;
    case 'price':
      answer = req.recipe && aboutDish ? dishPriceAnswer(req.recipe) : priceAnswer(ing);
      break;
  }
  return { kind, answer: { answer: (answer + warning).trim(), ingredientsSuggestedForReplacement: suggested } };
}

export function answerIngredientQuestion(req: QuestionRequest, profile: EaterProfile): IngredientAnswer {
  return answerQuestionWithKind(req, profile).answer;
}
