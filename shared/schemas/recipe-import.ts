import { z } from '../validation';
import { dataResponse } from './common';
import { recipeSchema, recipeSourceSchema } from './recipes';

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

// ---------------------------------------------------------------------------------------------
// The API: POST /api/recipes/import, PUT /api/recipes/:id/ingredients/:index, PUT /api/recipes/:id/meta
// (docs/api.md). Limits are checked on what the page or text yielded, each with a French message naming the field.
// ---------------------------------------------------------------------------------------------

/** What a stored import may hold; a page or text beyond them is refused (400) naming the field. */
export const IMPORT_STORE_LIMITS = {
  /** Characters of one ingredient line or one step. */
  maxLineLength: 300,
  /** Ingredient lines of one recipe. */
  maxIngredients: 100,
  /** Steps of one recipe. */
  maxSteps: 100,
  /** Characters of one step (a step is often a paragraph). */
  maxStepLength: 2000,
  /** Characters of the title. */
  maxTitleLength: 200,
  /** Characters of the description (longer ones are cut at a word, not refused). */
  maxDescriptionLength: 2000,
  /** Characters of a pasted text. */
  maxTextLength: 50_000,
  /** Characters of a link. */
  maxUrlLength: 2048,
  /** Bytes of a page sent as `html` (the same 5 Mo as a fetched page; beyond: 413). */
  maxHtmlBytes: IMPORT_LIMITS.maxPageBytes,
  /** Bytes of the source photo copied into the images' bucket. */
  maxImageBytes: 5 * 1024 * 1024,
} as const;

/** French texts of the import API beyond the error kinds. */
export const IMPORT_API_MESSAGES = {
  imported: 'Recette importée avec succès',
  alreadyImported: 'Cette recette est déjà dans vos recettes',
  bodyShape: 'envoyez un lien (« url »), un lien avec sa page (« url » et « html ») ou un texte (« text »).',
  emptyText: 'le texte de la recette est vide.',
  textTooLong: `le texte dépasse ${IMPORT_STORE_LIMITS.maxTextLength} caractères.`,
  emptyTitle: 'Champ « title » : la recette n’a pas de titre.',
  titleTooLong: `Champ « title » : le titre dépasse ${IMPORT_STORE_LIMITS.maxTitleLength} caractères.`,
  tooManyIngredients: `Champ « ingredients » : la recette dépasse ${IMPORT_STORE_LIMITS.maxIngredients} ingrédients.`,
  ingredientTooLong: (n: number) =>
    `Champ « ingredients.${n} » : la ligne d’ingrédient dépasse ${IMPORT_STORE_LIMITS.maxLineLength} caractères.`,
  tooManySteps: `Champ « steps » : la recette dépasse ${IMPORT_STORE_LIMITS.maxSteps} étapes.`,
  stepTooLong: (n: number) => `Champ « steps.${n} » : l’étape dépasse ${IMPORT_STORE_LIMITS.maxStepLength} caractères.`,
  ingredientSaved: 'Ingrédient enregistré',
  ingredientNotFound: "Cet ingrédient n'existe pas dans la recette.",
  badIndex: 'Champ « index » : le numéro de la ligne doit être un entier positif ou nul.',
  metaSaved: 'Recette mise à jour',
  metaEmpty: 'indiquez un type de plat ou des types de repas.',
  /** The planner's explanation for an imported recipe it left out. */
  awaitingConfirmation: (title: string, lines: readonly string[]) =>
    `« ${title} » n’a pas été proposée : confirmez d’abord ${lines.length > 1 ? 'les ingrédients' : 'l’ingrédient'} ${lines
      .map((l) => `« ${l} »`)
      .join(', ')} (allergies ou régimes du foyer).`,
} as const;

/**
 * POST /api/recipes/import. One of: `{ url }` (the server fetches the page), `{ url, html }` (the page as the
 * browser had it: parsed, never fetched; `url` gives the source and host), `{ text }` (a pasted recipe).
 * `html` over 5 Mo is a 413 (checked by the route, not here, so that it is not a 400).
 */
export const importRecipeBodySchema = z
  .object({
    url: z.string().trim().min(1).max(IMPORT_STORE_LIMITS.maxUrlLength).optional(),
    html: z.string().optional(),
    text: z.string().max(IMPORT_STORE_LIMITS.maxTextLength, IMPORT_API_MESSAGES.textTooLong).optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    const hasUrl = b.url !== undefined;
    const hasText = b.text !== undefined;
    if (hasUrl === hasText || (b.html !== undefined && !hasUrl)) {
      ctx.addIssue({ code: 'custom', message: IMPORT_API_MESSAGES.bodyShape, path: hasText && !hasUrl ? ['html'] : ['url'] });
    } else if (hasText && (b.text as string).trim() === '') {
      ctx.addIssue({ code: 'custom', message: IMPORT_API_MESSAGES.emptyText, path: ['text'] });
    }
  });
export type ImportRecipeBody = z.infer<typeof importRecipeBodySchema>;

export { recipeSourceSchema };
export type { RecipeSource } from './recipes';

/**
 * One line of an imported recipe: the recipe ingredient (name, quantity, unity, ingredientId) plus the line as
 * written (`raw`), whether the kitchen recognised a catalogue food in it (`recognised`), and whether a member
 * confirmed or corrected it (`confirmed`). A line neither recognised nor confirmed blocks the week planner for a
 * household with allergies or diets (docs/api.md).
 */
export const importedIngredientSchema = z.object({
  name: z.string(),
  quantity: z.number(),
  unity: z.string(),
  ingredientId: z.string().nullable().optional(),
  raw: z.string(),
  recognised: z.boolean(),
  confirmed: z.boolean(),
  /** The group heading (« Pour la pâte »), when the recipe has groups. */
  section: z.string().optional(),
});
export type ImportedIngredient = z.infer<typeof importedIngredientSchema>;

/**
 * An imported recipe: the shape of GET /api/meals/recipe/:id's `recipe` with its source (absent for a pasted
 * text), its lines as read, `unrecognised` (the raw lines neither recognised nor confirmed yet), `notCounted`
 * (the lines left out of the nutrition figures and the Nutri-Score) and `mealTypes` (what the planner may fill).
 */
export const importedRecipeSchema = recipeSchema.extend({
  source: recipeSourceSchema.optional(),
  ingredients: z.array(importedIngredientSchema),
  unrecognised: z.array(z.string()),
  notCounted: z.array(z.string()),
  mealTypes: z.array(z.string()),
});
export type ImportedRecipe = z.infer<typeof importedRecipeSchema>;

/** 201 for a new import, 200 with the household's existing recipe when the same link was imported before. */
export const importRecipeResponseSchema = dataResponse(z.object({ recipe: importedRecipeSchema })).extend({ message: z.string() });
/** PUT /api/recipes/:id/ingredients/:index and PUT /api/recipes/:id/meta answer the recipe as re-derived. */
export const importedRecipeResponseSchema = importRecipeResponseSchema;

/** PUT /api/recipes/:id/ingredients/:index (index from 0): confirms (same name) or corrects one line. */
export const confirmIngredientBodySchema = z.object({
  name: z.string().trim().min(1).max(120),
  quantity: z.number().min(0).max(100000).optional(),
  unit: z.string().trim().max(30).optional(),
});
export type ConfirmIngredientBody = z.infer<typeof confirmIngredientBodySchema>;

/** PUT /api/recipes/:id/meta: the household's own dish type and meal types (either or both). */
export const recipeMetaBodySchema = z
  .object({
    dishType: z.string().trim().min(1).max(60).optional(),
    mealTypes: z
      .array(z.enum(['petit-déjeuner', 'déjeuner', 'dîner', 'collation', 'dessert']))
      .max(5)
      .optional(),
  })
  .refine((b) => b.dishType !== undefined || b.mealTypes !== undefined, { message: IMPORT_API_MESSAGES.metaEmpty, path: ['dishType'] });
export type RecipeMetaBody = z.infer<typeof recipeMetaBodySchema>;
