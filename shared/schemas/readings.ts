import { z } from '../validation';
import { LIST_MAX_ENTRIES, TAG_MAX_LENGTH } from '../constants';
import { dataResponse } from './common';

// How the server read each allergy, diet and disliked ingredient (worker/kitchen/household/lexicon/index.ts), and the
// rules an entry of those three lists obeys. One contract for the profile answers and for the public
// POST /api/preferences/readings that the registration wizard calls before the account exists.

/** Longest allergy, diet or disliked ingredient accepted: the tag limit, which the text inputs also enforce. */
export const CONSTRAINT_MAX_LENGTH = TAG_MAX_LENGTH;

/** The three lists the lexicon reads, with the French name of one entry (first word of the 400). */
export const CONSTRAINT_LABELS = {
  allergies: 'Allergie',
  dietaryRestrictions: 'Régime',
  dislikedIngredients: 'Ingrédient non aimé',
} as const;
export type ConstraintKind = keyof typeof CONSTRAINT_LABELS;

export const READING_MESSAGES = {
  empty: (label: string) => `${label} invalide : le texte est vide.`,
  tooLong: (label: string) => `${label} invalide : ${CONSTRAINT_MAX_LENGTH} caractères au maximum.`,
  noLetter: (label: string, text: string) => `${label} invalide : « ${text} » ne contient aucune lettre.`,
  understood: (understood: string) => `Compris : ${understood}`,
  /**
   * An entry the lexicon does not know, from the server's `understood`: a food is excluded by name
   * ('tout ingrédient nommé « … »'); an unknown diet excludes nothing, and says so.
   */
  unrecognised: (kind: ConstraintKind, understood: string) =>
    kind === 'dietaryRestrictions'
      ? `Non reconnu : ${understood.replace(/^régime non reconnu\s*:\s*/u, '')}. Reformulez ou choisissez un régime proposé.`
      : `Non reconnu : nous écarterons ${understood}. Reformulez ou choisissez une suggestion.`,
} as const;

/**
 * One entry of an allergy, diet or disliked-ingredient list: trimmed, 1 to 60 characters, and at least
 * one letter (a text of symbols or digits names no food, so nothing could be excluded for it).
 */
export function constraintTextSchema(kind: ConstraintKind) {
  const label = CONSTRAINT_LABELS[kind];
  return z
    .string()
    .trim()
    .min(1, READING_MESSAGES.empty(label))
    .max(CONSTRAINT_MAX_LENGTH, READING_MESSAGES.tooLong(label))
    .refine((text) => text === '' || /\p{L}/u.test(text), { error: (issue) => READING_MESSAGES.noLetter(label, String(issue.input)) });
}

export const constraintListSchema = (kind: ConstraintKind) => z.array(constraintTextSchema(kind)).max(LIST_MAX_ENTRIES);

/** The first French reason an entry is refused, or null when it is valid (the same rules as the server's). */
export function constraintTextError(kind: ConstraintKind, text: string): string | null {
  const result = constraintTextSchema(kind).safeParse(text);
  return result.success ? null : (result.error.issues[0]?.message ?? READING_MESSAGES.empty(CONSTRAINT_LABELS[kind]));
}

export const readingSchema = z.object({
  /** The entry as stored (trimmed). */
  text: z.string(),
  /** true when the lexicon knows the text; false when it is only matched by name. */
  recognised: z.boolean(),
  /** French, lower case: what the entry was understood to forbid. */
  understood: z.string(),
});
export type Reading = z.infer<typeof readingSchema>;

/** One reading per entry of each list, in the list's order. */
export const preferenceReadingsSchema = z.object({
  allergies: z.array(readingSchema),
  diets: z.array(readingSchema),
  dislikedIngredients: z.array(readingSchema),
});
export type PreferenceReadings = z.infer<typeof preferenceReadingsSchema>;

/** POST /api/preferences/readings (no account needed): each list optional, entries under the same rules as the profile's. */
export const readingsBodySchema = z.strictObject({
  allergies: constraintListSchema('allergies').optional(),
  diets: constraintListSchema('dietaryRestrictions').optional(),
  dislikedIngredients: constraintListSchema('dislikedIngredients').optional(),
});
export type ReadingsBody = z.input<typeof readingsBodySchema>;
export const readingsResponseSchema = dataResponse(preferenceReadingsSchema);
export type ReadingsResponse = z.infer<typeof readingsResponseSchema>;
