// The lines of an imported recipe as stored (recipe ingredients that keep the line as written, whether the
// kitchen recognised a food in it and whether a member confirmed it), and the facts derived from them.
// Allergens: the recognised foods' and every allergen word of each line's text, read through the household
// lexicon (« beurre » in a line nobody resolved still counts as milk). Diets: only when no line is unknown.
// Nutrition and Nutri-Score: only the lines with a catalogue food; the others are named in `notCounted`.

import type { ImportedLine } from '@shared/schemas/recipe-import';
import type { Recipe, RecipeIngredient } from '@shared/schemas/recipes';
import * as engine from '../../../kitchen/index';
import type { EaterProfile, RecipeDraft } from '../../../kitchen/index';

export type StoredLine = RecipeIngredient & { raw: string; recognised: boolean; confirmed: boolean };

/** Every ingredient line read; a line naming several foods (« sel, poivre ») gives several, headers none. */
export function readImportedLines(lines: readonly ImportedLine[]): StoredLine[] {
  return engine.readIngredientLines(lines).flatMap((read) => {
    const draft = engine.toDraftIngredient(read);
    if (!draft) return [];
    const line: StoredLine = { ...draft, raw: read.raw, recognised: read.recognised, confirmed: false };
    if (read.section) line.section = read.section;
    return [line];
  });
}

/** A stored ingredient as a line of an imported recipe (a line of a recipe made here is its own raw text, recognised when it has an id). */
export function asStoredLine(line: RecipeIngredient): StoredLine {
  return {
    ...line,
    raw: line.raw ?? line.name,
    recognised: line.recognised ?? Boolean(line.ingredientId),
    confirmed: line.confirmed ?? false,
  };
}

/** A line no one can vouch for yet: no catalogue food, and no member confirmed it. */
export const isUnresolved = (line: StoredLine) => !line.recognised && !line.confirmed;

/** The text whose allergen words count: the member's own words once confirmed, the line as written before. */
const allergenText = (line: StoredLine) => (line.confirmed ? line.name : line.raw);

type Facts = Pick<Recipe, 'allergens' | 'diets' | 'nutritionPerPortion' | 'costPerPortion' | 'seasonMonths' | 'nutriScore'> & {
  notCounted: string[];
};

export function importedFacts(lines: readonly StoredLine[], servings: number, dishType: string, title: string): Facts {
  const engineLines = lines.map((l) => ({ name: l.name, quantity: l.quantity, unity: l.unity, ingredientId: l.ingredientId ?? null }));
  const all = engine.deriveRecipeFacts(engineLines, servings, dishType, title);
  const counted = engine.deriveRecipeFacts(
    engineLines.filter((l) => l.ingredientId),
    servings,
    dishType,
    title,
  );
  const allergens = [...all.allergens];
  for (const line of lines) for (const a of engine.rawAllergens(allergenText(line))) if (!allergens.includes(a)) allergens.push(a);
  return {
    allergens,
    diets: lines.some(isUnresolved) ? [] : all.diets,
    nutritionPerPortion: counted.nutritionPerPortion,
    costPerPortion: counted.costPerPortion,
    seasonMonths: all.seasonMonths,
    nutriScore: counted.nutriScore,
    notCounted: lines.filter((l) => !l.ingredientId).map((l) => l.raw),
  };
}

/**
 * Why the planner may not offer this household recipe to the profile: 'unsafe' when a line (or the text a
 * line was written with) carries an allergen, a dislike or breaks a diet of the household; the unresolved
 * lines when the household has allergies or diets and some line is still unknown; null when it may.
 */
export function plannerHold(
  draft: RecipeDraft,
  profile: EaterProfile,
): { kind: 'unsafe'; violations: string[] } | { kind: 'unconfirmed'; lines: string[] } | null {
  const lines = draft.ingredients.map((l) => asStoredLine(l));
  const imported = draft.ingredients.some((l) => l.raw !== undefined);
  if (!imported) return null;
  // The written text of every line not confirmed is read as a free-text ingredient too.
  const withText: RecipeDraft = {
    ...draft,
    ingredients: [
      ...draft.ingredients,
      ...lines.filter((l) => !l.confirmed).map((l) => ({ name: l.raw.slice(0, 300), quantity: 0, unity: '', ingredientId: null })),
    ],
  };
  const report = engine.checkRecipeSafety(withText, profile);
  if (!report.safe) return { kind: 'unsafe', violations: [...new Set(report.violations)] };
  const unresolved = lines.filter(isUnresolved).map((l) => l.raw);
  if (unresolved.length && (profile.allergies.length > 0 || profile.diets.length > 0)) return { kind: 'unconfirmed', lines: unresolved };
  return null;
}
