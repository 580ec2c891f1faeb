// Allergen and diet answers: does an ingredient contain an allergen, does it fit a diet, and, asked from a
// recipe, does the dish (every line of it; an unreadable line is unknown, never safe).

import type { DietLabel, DraftIngredient, RecipeDraft } from '../../model';
import { ALLERGEN_LABELS, lineIngredient } from '../../facts/derive';
import { ingredientFitsDiet } from '../../household/diets';
import { DIET_ENTRIES, DIET_VOCABULARY } from '../../household/lexicon/diet-words';
import { capitalize, lowerFirst, normalizeText } from '../../base/text';
import type { EuAllergen, IngredientData } from '../../knowledge/vocabulary';
import { fr1, named, verb } from './naming';
import { DISH_REFERENCE } from './patterns';

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

export const ALLERGEN_WORDS: readonly (readonly [RegExp, EuAllergen])[] = [
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

/** The diet a question names (its words in the diet vocabulary). */
export function askedDiet(q: string): DietLabel | null {
  return DIET_ENTRIES.find((d) => d.words.test(q))?.label ?? null;
}

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

/** Why an ingredient fails a diet, in French, after "… ne convient pas à … : ". */
export function whyNot(ing: IngredientData, diet: DietLabel): string {
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

/** The ingredient's own answer, then, asked from a recipe, the dish's: a question about « ce plat » leads
 *  with the dish. */
export function allergenDietAnswer(ing: IngredientData, question: string, recipe?: RecipeDraft | null): string {
  const q = normalizeText(question).replace(/-/g, ' ');
  const own = ingredientAllergenDietAnswer(ing, q);
  if (!recipe) return own;
  const dish = dishAllergenDietAnswer(recipe, q);
  if (!dish) return own;
  return DISH_REFERENCE.test(q.replace(/'/g, "'")) ? dish : `${own} ${dish}`;
}

function ingredientAllergenDietAnswer(ing: IngredientData, q: string): string {
  const n = named(ing);
  const The = capitalize(n.the);
  const has = (a: EuAllergen) => (ing.allergens ?? []).includes(a);
  const diet = askedDiet(q);
  if (diet === 'Sans gluten' || diet === 'Sans lactose') {
    const allergen: EuAllergen = diet === 'Sans gluten' ? 'gluten' : 'lait';
    return has(allergen)
      ? `Non, ${n.the} ${verb(n, 'contient', 'contiennent')} ${ALLERGEN_PARTITIVE[allergen].some}.`
      : `Oui, ${n.the} ${verb(n, 'est', 'sont')} ${diet.toLowerCase()} : ${whyYes(ing, diet)}.`;
  }
  if (diet) {
    const dietName = DIET_VOCABULARY[diet].regime ?? `un régime « ${diet.toLowerCase()} »`;
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

/** Recipe lines as catalogue ingredients; a line the catalogue cannot read is kept as unknown. */
function readLines(recipe: RecipeDraft): { line: DraftIngredient; ing: IngredientData | undefined }[] {
  return recipe.ingredients.map((line) => ({ line, ing: lineIngredient(line) }));
}

const list = (xs: readonly string[]) => (xs.length > 1 ? `${xs.slice(0, -1).join(', ')} et ${xs[xs.length - 1]}` : (xs[0] ?? ''));

/** The dish's verdict on the asked diet or allergen, naming the lines that decide it; null when the
 *  question asks neither. */
export function dishAllergenDietAnswer(recipe: RecipeDraft, q: string): string | null {
  const lines = readLines(recipe);
  const unknown = lines.filter((l) => !l.ing).map((l) => `« ${l.line.name} »`);
  const unsure = unknown.length
    ? ` Je ne connais pas ${unknown.length > 1 ? 'les ingrédients' : "l'ingrédient"} ${list(unknown)} : vérifiez ${unknown.length > 1 ? 'leur' : 'son'} étiquette.`
    : '';
  const title = `« ${recipe.title} »`;
  const diet = askedDiet(q);
  if (diet) {
    // « n'est pas halal », « est végétarien »
    const adjective = DIET_VOCABULARY[diet].adjective.ms;
    const failing = lines.filter((l): l is { line: DraftIngredient; ing: IngredientData } => !!l.ing && !ingredientFitsDiet(l.ing, diet));
    if (failing.length)
      return `${title} n'est pas ${adjective} : ${list(failing.map((l) => `${named(l.ing).the} (${whyNot(l.ing, diet)})`))}.${unsure}`;
    if (unknown.length) return `Je ne peux pas dire si ${title} est ${adjective}.${unsure}`;
    return `${title} est ${adjective} d'après notre base : chacun de ses ingrédients convient.`;
  }
  const allergen = ALLERGEN_WORDS.find(([re]) => re.test(q))?.[1];
  if (allergen) {
    const carrying = lines.filter((l) => (l.ing?.allergens ?? []).includes(allergen)).map((l) => named(l.ing!).the);
    return carrying.length
      ? `Dans ${title}, ${list(carrying)} ${carrying.length > 1 ? 'en contiennent' : 'en contient'}.${unsure}`
      : `Aucun ingrédient de ${title} n'en contient d'après notre base.${unsure}`;
  }
  if (!/allerg/.test(q)) return null;
  const found = new Map<EuAllergen, string[]>();
  for (const l of lines) for (const a of l.ing?.allergens ?? []) found.set(a, [...(found.get(a) ?? []), lowerFirst(l.ing!.name)]);
  if (!found.size) return `${title} ne contient aucun des 14 allergènes majeurs d'après notre base.${unsure}`;
  const parts = [...found].map(([a, names]) => `${ALLERGEN_LABELS[a].toLowerCase()} (${names.join(', ')})`);
  return `Allergènes de ${title} : ${parts.join(', ')}.${unsure}`;
}
