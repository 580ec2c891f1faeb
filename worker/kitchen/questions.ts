// Questions about an ingredient, answered in French from the catalogue: substitutes (with
// quantities, never against the profile), allergens, season, storage, nutrition, price. The
// question is routed by keywords; without a clear keyword the answer gives the essentials.

import type { DraftIngredient, EaterProfile, QuestionRequest } from './engine';
import type { IngredientAnswer } from '../../shared/schemas/recipes';
import { compileProfile } from './profile';
import { resolveIngredient } from './catalogue';
import { foodMatcher } from './allergies';
import { ALLERGEN_LABELS, lineGrams } from './derive';
import { substituteCandidates } from './substitutions';
import { fixFrench, lowerFirst, normalizeText } from './text';
import type { IngredientData } from './types';
import { pricePerKg } from './iterate';

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/** "de mai à septembre", "de novembre à février", "en mars". */
export function seasonText(months: readonly number[]): string {
  const set = new Set(months);
  if (set.size === 0 || set.size === 12) return 'toute l\'année';
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

const STORAGE: Record<IngredientData['perishability'], string> = {
  'tres-perissable': 'se garde 1 à 2 jours au réfrigérateur (entre 0 et 4 °C), dans son emballage ou une boîte fermée',
  perissable: 'se garde 3 à 5 jours au réfrigérateur',
  moyen: 'se garde une à deux semaines dans un endroit frais et sec, ou au réfrigérateur une fois entamé',
  longue: 'se garde plusieurs mois dans un placard, au sec et à l\'abri de la lumière ; une fois ouvert, refermez bien l\'emballage',
};

function storageText(ing: IngredientData): string {
  let text = `${ing.name} : ${STORAGE[ing.perishability]}.`;
  if (ing.aisle === 'fruits-legumes') text += ' Rangez-le dans le bac à légumes, sans le laver avant.';
  if (['viande', 'volaille', 'porc', 'poisson', 'fruit-de-mer'].includes(ing.family)) text += ' Il se congèle très bien (jusqu\'à 3 mois) : décongelez-le au réfrigérateur, jamais à température ambiante.';
  if (ing.family === 'herbe' && ing.perishability !== 'longue') text += ' Astuce : placez les tiges dans un verre d\'eau, ou ciselez et congelez en bac à glaçons avec un peu d\'huile.';
  return text;
}

function allergenText(ing: IngredientData): string {
  const list = (ing.allergens ?? []).map((a) => ALLERGEN_LABELS[a].toLowerCase());
  return list.length
    ? `${ing.name} : contient ${list.length > 1 ? 'les allergènes suivants' : "l'allergène"} ${list.join(', ')}.`
    : `${ing.name} : ne contient aucun des 14 allergènes majeurs à déclaration obligatoire.`;
}

function nutritionText(ing: IngredientData, grams?: number): string {
  const n = ing.ciqual;
  const fr = (x: number) => String(Math.round(x * 10) / 10).replace('.', ',');
  let text = fixFrench(`Pour 100 g de ${lowerFirst(ing.name)} : ${Math.round(n.kcal)} kcal, ${fr(n.proteines)} g de protéines, ${fr(n.glucides)} g de glucides, ${fr(n.lipides)} g de lipides et ${fr(n.fibres)} g de fibres.`);
  if (grams && grams > 0) text += ` La quantité de la recette (environ ${Math.round(grams)} g) représente ${Math.round((n.kcal * grams) / 100)} kcal au total.`;
  return text;
}

type Topic = 'substitute' | 'allergen' | 'season' | 'storage' | 'nutrition' | 'price' | 'general';

/** Routes a question by its keywords (accent-insensitive). */
export function topicOf(question: string): Topic {
  const q = normalizeText(question);
  if (/remplac|substitu|a la place|alternative|equivalent|pas de |n'ai pas|manque|sans /.test(q)) return 'substitute';
  if (/allerg|gluten|lactose|contient|intoleran/.test(q)) return 'allergen';
  if (/saison|quand (l'|le |la )?(acheter|trouver)|periode|mois/.test(q)) return 'season';
  if (/conserv|garder|frigo|refrigerat|congel|combien de temps|perim/.test(q)) return 'storage';
  if (/calori|kcal|protein|glucide|lipide|nutri|gras|fibre|sante|regime/.test(q)) return 'nutrition';
  if (/prix|cout|cher|budget|euro/.test(q)) return 'price';
  return 'general';
}

export function answerQuestion(req: QuestionRequest, profile: EaterProfile): IngredientAnswer {
  const compiled = compileProfile(profile);
  const recipeLine = req.recipe?.ingredients.find((l) => {
    const m = foodMatcher(req.ingredient);
    return (l.ingredientId && m.ids.has(l.ingredientId)) || m.matchesText(l.name);
  });
  const ing = (recipeLine?.ingredientId ? resolveIngredient(recipeLine.ingredientId) : undefined) ?? resolveIngredient(recipeLine?.name ?? req.ingredient) ?? resolveIngredient(req.ingredient);
  const topic = topicOf(req.question);
  if (!ing) {
    return {
      answer: `Je ne trouve pas « ${req.ingredient} » dans ma base d'ingrédients : je ne peux pas vous donner d'informations fiables à son sujet. Essayez avec son nom le plus courant (par exemple « crème fraîche » plutôt qu'une marque).`,
      ingredientsSuggestedForReplacement: [],
    };
  }
  const line: DraftIngredient = recipeLine
    ? { ...recipeLine, ingredientId: recipeLine.ingredientId ?? ing.id }
    : ing.pieceWeightG && ing.shopUnit === 'piece'
      ? { name: ing.name, quantity: 1, unity: 'pièce', ingredientId: ing.id }
      : { name: ing.name, quantity: 100, unity: ing.shopUnit === 'ml' ? 'ml' : 'g', ingredientId: ing.id };
  const context = req.recipe ?? { dishType: '', ingredients: [line] };
  const subs = topic === 'substitute' || topic === 'general' ? substituteCandidates(line, context, (c) => !compiled.forbidden.has(c.id), 3) : [];
  const suggested = subs.map((s) => ({ name: s.note ? `${s.target.name} (${s.note})` : s.target.name, quantity: s.quantity, unity: s.unity }));
  const reason = compiled.reasonForIngredient(ing);
  const warning = reason ? ` Attention : « ${lowerFirst(ing.name)} » ne convient pas à votre profil (${reason.replace(/^[^(]*\(|\)$/g, '')}).` : '';
  const forQty = recipeLine ? ` (${recipeLine.quantity} ${recipeLine.unity} dans la recette)` : '';
  const subsText = subs.length
    ? `Pour remplacer « ${lowerFirst(ing.name)} »${forQty}, vous pouvez utiliser : ${subs.map((s) => `${lowerFirst(s.target.name)} (${s.quantity} ${s.unity}${s.note ? `, ${s.note}` : ''})`).join(', ou ')}.`
    : `Je n'ai pas de remplacement sûr à vous proposer pour « ${lowerFirst(ing.name)} » compte tenu de vos restrictions ; s'il s'agit d'une petite quantité, vous pouvez simplement l'omettre.`;
  let answer: string;
  switch (topic) {
    case 'substitute':
      answer = subsText;
      break;
    case 'allergen':
      answer = allergenText(ing);
      break;
    case 'season':
      answer = ing.season?.length ? `${ing.name} : de saison ${seasonText(ing.season)} en France. Hors saison, préférez les surgelés ou les conserves, souvent récoltés à maturité.` : `${ing.name} : disponible toute l'année, ce n'est pas un produit saisonnier.`;
      break;
    case 'storage':
      answer = storageText(ing);
      break;
    case 'nutrition':
      answer = nutritionText(ing, recipeLine ? lineGrams(recipeLine, ing) : undefined);
      break;
    case 'price':
      answer = `${ing.name} : en moyenne ${ing.price.euros.toFixed(2).replace('.', ',')} € ${ing.price.per === 'kg' ? 'le kilo' : ing.price.per === 'l' ? 'le litre' : 'la pièce'} (environ ${pricePerKg(ing).toFixed(2).replace('.', ',')} € le kilo).`;
      break;
    default:
      answer = `${allergenText(ing)} ${ing.season?.length ? `De saison ${seasonText(ing.season)}.` : ''} ${subsText}`.replace(/\s+/g, ' ').trim();
  }
  return { answer: (answer + warning).trim(), ingredientsSuggestedForReplacement: suggested };
}
