// How a recipe's steps treat an ingredient: the phrase keys a step may name it by, whether a step cooks,
// the minutes it states, the step that cooks the ingredient, and whether the ingredient is cooked at
// all once added (a step naming it, then a cooking step at or after it).

import type { DraftIngredient, RecipeDraft } from '../../model';
import { nameKeysOf } from '../../knowledge/catalogue';
import { lineIngredient } from '../../facts/derive';
import { containsKey, contentWords, normalizeText, phraseKey } from '../../base/text';
import type { IngredientData } from '../../knowledge/vocabulary';

/** Words of a name that say which cut or form, not which food ("filet de poulet" → poulet). */
const CUT_WORDS = new Set(
  'filet blanc escalope cuisse haut pilon aile pave dos tranche morceau cote roti entier entiere frais fraiche sec seche surgele surgelee cuit cuite cru crue fume fumee doux douce vert verte rouge jaune noir noire blanche'.split(
    ' ',
  ),
);

/** Phrase keys a recipe step may use for this ingredient: its names, the recipe line, the asked words, the head noun. */
export function stepKeys(ing: IngredientData, line: DraftIngredient | undefined, asked: string): string[] {
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
export function cooks(explanation: string): boolean {
  return COOK_VERB.test(normalizeText(explanation).replace(/\bprechauff\w*( \w+){0,3} four\b/g, ' '));
}

export interface CookingStep {
  index: number;
  explanation: string;
  minutes: number;
}

/** Minutes a step states, the longest when it states several ("revenir 2 minutes, puis cuire 12 minutes":
 *  12; "1 h 30": 90; "8 à 10 min": 10), else its own duration. */
export function stepMinutes(explanation: string, fallback: number): number {
  const t = normalizeText(explanation);
  const found: number[] = [];
  for (const h of t.matchAll(/(\d+)\s*h(?:eures?)?\b\s*(\d+)?/g)) found.push(Number(h[1]) * 60 + Number(h[2] ?? 0));
  for (const m of t.matchAll(/(\d+)(?:\s*(?:a|-)\s*(\d+))?\s*(?:min\b|minutes?)/g)) found.push(Number(m[2] ?? m[1]));
  return found.length ? Math.max(...found) : fallback;
}

/** The step of the recipe that cooks this ingredient: it names it and has a cooking verb. */
export function cookingStep(recipe: RecipeDraft, keys: readonly string[]): CookingStep | null {
  for (const [index, step] of recipe.instructions.entries()) {
    const key = phraseKey(step.explanation);
    if (!keys.some((k) => containsKey(key, k))) continue;
    if (!cooks(step.explanation)) continue;
    return { index, explanation: step.explanation.trim(), minutes: stepMinutes(step.explanation, step.time) };
  }
  return null;
}

/** Heat that cooks food through: « blanchir » a whisked yolk or « préchauffer le four » does not. */
const HEAT =
  /\b(cui[rst]\w*|cuisson|enfourn\w*|poel\w*|frire|frit\w*|rotir|rotissez|grill\w*|gratin\w*|mijot\w*|brais\w*|bouill\w*|ebullition|saisi\w*|revenir|sautez|sauter|poch\w*|etuv\w*|rissol\w*|four)\b/;

/** Whether the recipe cooks this ingredient: a step names it and a cooking step comes at or after it
 *  (the ham laid in a croque that is then baked is cooked; the eggs of a tiramisu never are). */
export function cookedInRecipe(recipe: RecipeDraft, keys: readonly string[]): boolean {
  const first = recipe.instructions.findIndex((s) => {
    const key = phraseKey(`${s.explanation} ${s.tips ?? ''}`);
    return keys.some((k) => containsKey(key, k));
  });
  if (first < 0) return false;
  return recipe.instructions
    .slice(first)
    .some((s) => HEAT.test(normalizeText(s.explanation).replace(/\bprechauff\w*( \w+){0,3} four\b/g, ' ')));
}

/** Recipe lines the question names (« Le jambon cuit est-il halal ? » on a croque-monsieur names its
 *  ham), longest name first. */
export function namedLine(recipe: RecipeDraft | null | undefined, question: string): DraftIngredient | undefined {
  if (!recipe) return undefined;
  const key = phraseKey(question);
  let best: { line: DraftIngredient; len: number } | undefined;
  for (const line of recipe.ingredients) {
    const ing = lineIngredient(line);
    if (!ing) continue;
    for (const k of stepKeys(ing, line, line.name)) {
      if (k.length > 3 && containsKey(key, k) && (!best || k.length > best.len)) best = { line, len: k.length };
    }
  }
  return best?.line;
}
