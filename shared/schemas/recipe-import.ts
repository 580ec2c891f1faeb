import { z } from '../validation';

/**
 * A recipe read from a web page or from a pasted text, before anything is stored: what the page said,
 * as plain text (tags stripped, entities decoded), never rendered as HTML. Lines keep their length:
 * the API that stores an import validates them and names the field that is too long.
 * Reader and limits: worker/features/recipes/import/README.md.
 */

/** Limits on how many things one page or text may yield, so that a hostile page cannot fill the memory. */
export const IMPORT_LIMITS = {
  /** Ingredient lines read from one recipe; the rest of the page is ignored. */
  maxIngredients: 1000,
  /** Steps read from one recipe. */
  maxSteps: 1000,
  /** Categories and keywords, each. */
  maxTags: 50,
  /** Largest page fetched, in bytes (5 Mo). */
  maxPageBytes: 5 * 1024 * 1024,
  /** Time allowed to fetch a page, redirects and body included, in milliseconds. */
  fetchTimeoutMs: 8000,
  /** Redirects followed when fetching a page; one more is refused. */
  maxRedirects: 3,
} as const;

/** One ingredient line or one step, with the heading of its group when the recipe has groups (« Pour la pâte »). */
export const importedLineSchema = z.object({
  section: z.string().optional(),
  text: z.string(),
});
export type ImportedLine = z.infer<typeof importedLineSchema>;

/** Where the recipe was read: the page's JSON-LD, its microdata, or a pasted text. */
export const IMPORT_ORIGINS = ['json-ld', 'microdata', 'text'] as const;

export const extractedRecipeSchema = z.object({
  title: z.string().min(1),
  description: z.string().optional(),
  /** A number of people, only when the page says it is one (« 4 », « 4 personnes », the first of « 6-8 »). */
  servings: z.number().int().positive().optional(),
  /** The yield as the page wrote it, when it is not a bare number of people (« 1 tarte de 24 cm »). */
  yieldText: z.string().optional(),
  totalMinutes: z.number().int().nonnegative().optional(),
  prepMinutes: z.number().int().nonnegative().optional(),
  cookMinutes: z.number().int().nonnegative().optional(),
  ingredients: z.array(importedLineSchema),
  steps: z.array(importedLineSchema),
  /** Absolute http(s) address of the photo, never fetched by the reader. */
  imageUrl: z.string().optional(),
  author: z.string().optional(),
  categories: z.array(z.string()),
  keywords: z.array(z.string()),
  /** The page the recipe was read from (after redirects); absent for a pasted text. */
  sourceUrl: z.string().optional(),
  origin: z.enum(IMPORT_ORIGINS),
});
export type ExtractedRecipe = z.infer<typeof extractedRecipeSchema>;

/** Why an import failed; each kind has its HTTP status and its French message. */
export const IMPORT_ERROR_KINDS = ['invalid-url', 'refused-address', 'too-large', 'fetch-failed', 'timeout', 'no-recipe'] as const;
export type ImportErrorKind = (typeof IMPORT_ERROR_KINDS)[number];

export const IMPORT_ERROR_STATUS = {
  'invalid-url': 400,
  'refused-address': 400,
  'too-large': 413,
  'fetch-failed': 502,
  timeout: 502,
  'no-recipe': 422,
} as const satisfies Record<ImportErrorKind, number>;

const SEND_TO_POPOTE = 'Réessayez ou envoyez son contenu avec le bouton « Envoyer à Popote ».';

/** French texts of the recipe import. */
export const IMPORT_MESSAGES = {
  'invalid-url': "Ce lien n'est pas une adresse web valide (elle doit commencer par http:// ou https://).",
  'refused-address': 'Cette adresse ne peut pas être importée.',
  'too-large': 'Cette page dépasse la taille maximale de 5 Mo.',
  'fetch-failed': `Impossible de récupérer cette page. ${SEND_TO_POPOTE}`,
  timeout: `Cette page met trop de temps à répondre. ${SEND_TO_POPOTE}`,
  'no-recipe': "Nous n'avons pas trouvé de recette sur cette page.",
} as const satisfies Record<ImportErrorKind, string>;
