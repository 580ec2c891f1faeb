// The inspiration screen's saved state (local storage keys, web/lib/storage.ts): the form as typed (lastFormData),
// the last suggestions (lastSuggestions) and the form they were made from (lastParameters).
import { STORAGE_KEYS } from '@shared/constants';
import { criteriaSchema, type Criteria, type SuggestionGroup } from '@shared/schemas/recipes';
import { readJson, writeJson } from '@web/lib/storage';
import { z } from '@shared/validation';

export const DEFAULT_FORM: Criteria = criteriaSchema.parse({});

/** A stored form, checked: anything unreadable gives the defaults (preparation 30, baking 30). */
function readCriteria(key: typeof STORAGE_KEYS.lastFormData | typeof STORAGE_KEYS.lastParameters): Criteria | null {
  const parsed = criteriaSchema.safeParse(readJson<unknown>(key));
  return parsed.success ? parsed.data : null;
}

export const readFormData = () => readCriteria(STORAGE_KEYS.lastFormData);
export const readParameters = () => readCriteria(STORAGE_KEYS.lastParameters);
export const writeFormData = (form: unknown) => writeJson(STORAGE_KEYS.lastFormData, form);
export const writeParameters = (form: Criteria) => writeJson(STORAGE_KEYS.lastParameters, form);

// Checked for shape only: a level outside 1-3 is still shown, as 'Niveau ?' (levelLabel in shared/options.ts).
const storedSuggestionsSchema = z.array(
  z.object({
    type: z.string(),
    suggestions: z.array(
      z.object({
        title: z.string(),
        description: z.string(),
        level: z.number(),
        already_generated_recipe_id: z.string().nullable().catch(null),
        sourceRecipeId: z.string().nullable().optional(),
      }),
    ),
  }),
);

export function readSuggestions(): SuggestionGroup[] | null {
  const parsed = storedSuggestionsSchema.safeParse(readJson<unknown>(STORAGE_KEYS.lastSuggestions));
  return parsed.success ? parsed.data : null;
}

export function writeSuggestions(groups: SuggestionGroup[]): void {
  writeJson(STORAGE_KEYS.lastSuggestions, groups);
}

/** The suggestions with one card now pointing at its created recipe, so coming back shows 'VOIR LA RECETTE'. */
export function withGeneratedRecipe(groups: SuggestionGroup[], type: string, title: string, recipeId: string): SuggestionGroup[] {
  return groups.map((group) =>
    group.type !== type
      ? group
      : { ...group, suggestions: group.suggestions.map((s) => (s.title === title ? { ...s, already_generated_recipe_id: recipeId } : s)) },
  );
}
