import { z } from '../validation';
import { COMMENT_MAX_LENGTH, QUESTION_MAX_LENGTH, PEOPLE_MAX, PEOPLE_MIN, RATING_MAX, RATING_MIN } from '../constants';
import { MESSAGES } from '../messages';
import { dataResponse, idSchema, tagListSchema } from './common';
import { mealTypeSchema, NUTRI_SCORE_GRADES, weekdaySchema } from './week-menu';
import { illustrationSchema } from './images';

/** How many anti-waste recipes a Free user gets per request (Premium: all of them, up to 6). docs/decisions/007-anti-waste-free-limit.md. */
export const FREE_ANTI_WASTE_RESULTS = 3;

/** French texts of the recipes feature beyond the shared catalogue (shared/messages.ts). */
export const RECIPE_MESSAGES = {
  /** A recipe that cannot be made within the profile at the household's portions: refused, never served. */
  cannotServeSafely:
    "Nous n'avons pas pu préparer cette recette en respectant votre profil (allergies, régimes, ingrédients écartés). Essayez une autre recette.",
  recipeCreated: 'Recette créée avec succès',
  recipeGenerated: 'Recette générée avec succès',
  variantCreated: 'Nouvelle version de la recette créée avec succès',
  recipeAdded: 'Recette ajoutée à vos recettes',
  recipesLoaded: 'Recettes chargées avec succès',
  ratingSaved: 'Note enregistrée avec succès!',
  feedbackSaved: MESSAGES.feedbackSaved,
  recipeSaved: MESSAGES.recipeSaved,
  recipeNotFound: MESSAGES.recipeNotFound,
  ratingRange: 'La note doit être comprise entre 1 et 5',
  emptyQuestion: 'La question est vide',
  questionTooLong: `La question est trop longue (${QUESTION_MAX_LENGTH} caractères au maximum)`,
  questionWithoutWords: 'La question doit contenir au moins un mot',
  emptyFeedback: 'Le commentaire est vide',
  /** A new version needs a variant, a replacement, an exclusion or a comment. */
  nothingToIterate: 'Choisissez au moins une variante, un remplacement ou une exclusion d’ingrédient, ou écrivez un commentaire.',
  antiWasteFreeLimit: `Offre Gratuite : ${FREE_ANTI_WASTE_RESULTS} recettes au maximum. Passez Premium pour voir toutes les suggestions anti-gaspillage.`,
  recipeIdRequired: "L'identifiant de la recette est requis",
} as const;

const freeText = z.string().max(COMMENT_MAX_LENGTH);
const listOfText = z.array(z.string().trim().min(1).max(120)).max(50);

/** Inspiration form data. Unknown ingredients are free text; empty forms are fine. */
export const inspirationFormSchema = z.object({
  dish: listOfText.default([]),
  preparationTime: z.number().int().min(0).max(600).default(30),
  bakingTime: z.number().int().min(0).max(600).default(30),
  cuisine: listOfText.default([]),
  complexity: listOfText.default([]),
  ingredients: listOfText.default([]),
  description: freeText.default(''),
  /** Ignored: the user is always the session's, never one named by the client. */
  userId: z.unknown().optional(),
});
export type InspirationForm = z.infer<typeof inspirationFormSchema>;

export const suggestionSchema = z.object({
  title: z.string(),
  description: z.string(),
  level: z.number().int().min(1).max(3),
  already_generated_recipe_id: z.string().nullable(),
  /** Corpus recipe behind the suggestion, when it comes from the corpus. */
  sourceRecipeId: z.string().nullable().optional(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestionGroupSchema = z.object({ type: z.string(), suggestions: z.array(suggestionSchema) });
export type SuggestionGroup = z.infer<typeof suggestionGroupSchema>;
export const suggestionsResponseSchema = dataResponse(z.object({ suggestions: z.array(suggestionGroupSchema) }));

export const recipeIngredientSchema = z.object({
  name: z.string().trim().min(1).max(120),
  quantity: z.number().min(0).max(100000),
  unity: z.string().max(30),
  /** Catalogue id when the ingredient is known; free-text ingredients have none. */
  ingredientId: z.string().nullable().optional(),
  /** Imported recipes only: the line as written, whether the kitchen recognised its food, whether a member confirmed it. */
  raw: z.string().optional(),
  recognised: z.boolean().optional(),
  confirmed: z.boolean().optional(),
  /** The group heading of an imported line (« Pour la pâte »). */
  section: z.string().optional(),
});
export type RecipeIngredient = z.infer<typeof recipeIngredientSchema>;

export const instructionSchema = z.object({
  time: z.number().min(0).max(1000),
  explanation: z.string().min(1).max(COMMENT_MAX_LENGTH),
  tips: z.string().max(COMMENT_MAX_LENGTH).default(''),
});
export type Instruction = z.infer<typeof instructionSchema>;

export const nutritionSchema = z.object({
  kcal: z.number(),
  proteines: z.number(),
  glucides: z.number(),
  lipides: z.number(),
  fibres: z.number(),
  sel: z.number(),
});
export type Nutrition = z.infer<typeof nutritionSchema>;

export const criteriaSchema = z.object({
  dish: listOfText.default([]),
  preparationTime: z.number().int().min(0).max(600).default(30),
  bakingTime: z.number().int().min(0).max(600).default(30),
  cuisine: listOfText.default([]),
  complexity: listOfText.default([]),
  ingredients: listOfText.default([]),
  description: freeText.default(''),
});
export type Criteria = z.infer<typeof criteriaSchema>;

/** Where an imported recipe comes from (the page after redirects, its host, its author when the page names one). */
export const recipeSourceSchema = z.object({
  url: z.string(),
  host: z.string(),
  author: z.string().optional(),
});
export type RecipeSource = z.infer<typeof recipeSourceSchema>;

export const recipeSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  dishType: z.string(),
  cuisine: z.string(),
  complexity: z.number().int().min(1).max(3),
  prepTime: z.number(),
  cookTime: z.number(),
  servings: z.number(),
  ingredients: z.array(recipeIngredientSchema),
  instructions: z.array(instructionSchema),
  variantSuggestions: z.array(z.string()),
  improvementSuggestions: z.array(z.string()),
  sideDishSuggestions: z.array(z.string()),
  /** A member's photo: a short-lived signed address under /api/images/ (null: none, the illustration is shown). */
  imageUrl: z.string().nullable(),
  /** The drawn picture, derived from the dish type, the main ingredients and the title (every answer the Worker shapes has it). */
  illustration: illustrationSchema.optional(),
  /** Derived from the ingredients (never typed by hand). */
  allergens: z.array(z.string()),
  diets: z.array(z.string()),
  nutritionPerPortion: nutritionSchema,
  costPerPortion: z.number(),
  seasonMonths: z.array(z.number()),
  /** Nutri-Score (2023) letter; null for an alcoholic drink, which has none. */
  nutriScore: z.enum(NUTRI_SCORE_GRADES).nullable(),
  tags: z.array(z.string()),
  parentId: z.string().nullable(),
  rootId: z.string(),
  sourceRecipeId: z.string().nullable(),
  generatedAt: z.string(),
  savedAt: z.string().nullable(),
  criteria: criteriaSchema.nullable(),
  /** Imported recipes only (a link import; a pasted text has no source). Versions keep their root's. */
  source: recipeSourceSchema.optional(),
  /** Imported recipes only: raw lines neither recognised nor confirmed yet (they hold the planner back for a household with allergies or diets). */
  unrecognised: z.array(z.string()).optional(),
  /** Imported recipes only: the lines left out of the nutrition figures and the Nutri-Score (no catalogue food). */
  notCounted: z.array(z.string()).optional(),
  /** Imported recipes only: the meal types the planner may fill with it (the household can change them). */
  mealTypes: z.array(z.string()).optional(),
});
export type Recipe = z.infer<typeof recipeSchema>;

export type FamilyTreeNode = {
  id: string;
  title: string;
  generatedAt: string;
  children: FamilyTreeNode[];
  /** Imported roots: the source link and author. */
  source?: RecipeSource;
};
export const familyTreeNodeSchema: z.ZodType<FamilyTreeNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    generatedAt: z.string(),
    children: z.array(familyTreeNodeSchema),
    source: recipeSourceSchema.optional(),
  }),
);

export const recipeAnswerSchema = z.object({ success: z.literal(true), message: z.string(), recipe: recipeSchema });
/**
 * GET /api/meals/recipe/:id?weekPlanId=…&day=…&mealType=…: the recipe as that planned meal serves it
 * (the week's people × the meal's portion factor, quantities rounded as the shopping list rounds, the
 * figures per standard portion computed from them). The three go together; none: the recipe as stored.
 */
export const servedMealQuerySchema = z
  .object({ weekPlanId: idSchema.optional(), day: weekdaySchema.optional(), mealType: mealTypeSchema.optional() })
  .refine(
    (q) =>
      [q.weekPlanId, q.day, q.mealType].every((v) => v === undefined) || [q.weekPlanId, q.day, q.mealType].every((v) => v !== undefined),
    {
      message: 'Le repas servi se donne par weekPlanId, day et mealType ensemble',
      path: ['weekPlanId'],
    },
  );
export type ServedMealQuery = z.infer<typeof servedMealQuerySchema>;

/** The planned meal a recipe page shows: its week, slot, the household's people and the portion factor each eats. */
export const servedMealSchema = z.object({
  weekPlanId: idSchema,
  day: weekdaySchema,
  mealType: mealTypeSchema,
  people: z.number(),
  portions: z.number(),
});
export type ServedMeal = z.infer<typeof servedMealSchema>;

export const recipeDetailResponseSchema = dataResponse(
  z.object({ recipe: recipeSchema, familyTree: familyTreeNodeSchema, served: servedMealSchema.optional() }),
);
export const userTreesResponseSchema = z.object({
  success: z.literal(true),
  recipeTrees: z.array(z.object({ tree: familyTreeNodeSchema })),
});

export const transformSuggestionBodySchema = z.object({
  title: z.string().trim().min(1).max(200),
  description: freeText.default(''),
  dishType: z.string().max(60).default(''),
  parameters: inspirationFormSchema.partial().default({}),
  sourceRecipeId: z.string().max(80).nullable().optional(),
  userId: z.unknown().optional(),
});
export type TransformSuggestionBody = z.infer<typeof transformSuggestionBodySchema>;

/** Body: recipe, ingredient, context, question. With a `recipe.id` the stored recipe is used (404 if not the user's). */
export const questionBodySchema = z.object({
  recipe: z
    .object({ id: z.string().max(64).optional(), title: z.string().max(200).optional() })
    .passthrough()
    .nullable()
    .optional(),
  ingredient: z.string().trim().min(1).max(120),
  context: freeText.default(''),
  question: z
    .string()
    .trim()
    .min(1, RECIPE_MESSAGES.emptyQuestion)
    .max(QUESTION_MAX_LENGTH, RECIPE_MESSAGES.questionTooLong)
    // A question of symbols only (« ??? », « :-) ») asks nothing.
    .refine((q) => /\p{L}/u.test(q), RECIPE_MESSAGES.questionWithoutWords),
});
export type QuestionBody = z.infer<typeof questionBodySchema>;
export const ingredientAnswerSchema = z.object({
  answer: z.string(),
  ingredientsSuggestedForReplacement: z.array(z.object({ name: z.string(), quantity: z.number(), unity: z.string() })),
});
export type IngredientAnswer = z.infer<typeof ingredientAnswerSchema>;
export const questionResponseSchema = dataResponse(z.object({ answer: ingredientAnswerSchema }));

/**
 * Only `originalRecipe.id` is read (the stored version is the source of truth);
 * `oldFamilyTree` is ignored. Something must be asked (variant, replacement, exclusion or comment).
 */
export const iterateBodySchema = z
  .object({
    originalRecipe: z.object({ id: idSchema }).passthrough(),
    variants: z.array(z.string().trim().min(1).max(200)).max(20).default([]),
    comment: z.string().max(COMMENT_MAX_LENGTH).default(''),
    ingredientReplacements: z
      .array(z.object({ original: z.string().trim().min(1).max(120), replacement: z.string().trim().min(1).max(120) }))
      .max(50)
      .default([]),
    excludedIngredients: z.array(z.string().trim().min(1).max(120)).max(50).default([]),
    oldFamilyTree: z.unknown().optional(),
  })
  .refine(
    (b) => b.variants.length > 0 || b.ingredientReplacements.length > 0 || b.excludedIngredients.length > 0 || b.comment.trim() !== '',
    { message: RECIPE_MESSAGES.nothingToIterate },
  );
export type IterateBody = z.infer<typeof iterateBodySchema>;

/**
 * POST /api/save-recipe, two forms. Anti-waste: `{ recipeId, fromAntiWaste: true, savedAt, usedIngredients }`.
 * Detail page: the whole recipe (its `id`, or `recipeId`, or `recipe.id`) plus `criteria` and `savedAt`.
 * Only the recipe id and the criteria are read: the recipe's content (and the used ingredients) is never taken from the
 * client (it was generated and checked on the server), and `savedAt` is the server's clock.
 */
export const saveRecipeBodySchema = z.union([
  z.object({
    recipeId: idSchema,
    fromAntiWaste: z.literal(true),
    savedAt: z.string().max(40).nullable().optional(),
    usedIngredients: z.array(z.string().max(120)).max(50).default([]),
  }),
  z
    .object({
      id: idSchema.optional(),
      recipeId: idSchema.optional(),
      recipe: z.object({ id: idSchema }).passthrough().optional(),
      criteria: criteriaSchema.partial().nullable().optional(),
      savedAt: z.string().max(40).nullable().optional(),
    })
    .passthrough()
    .refine((b) => Boolean(b.id ?? b.recipeId ?? b.recipe?.id), { message: RECIPE_MESSAGES.recipeIdRequired, path: ['id'] }),
]);
export type SaveRecipeBody = z.infer<typeof saveRecipeBodySchema>;
export const saveRecipeResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** The most ingredients one anti-waste request takes. */
export const ANTI_WASTE_MAX_INGREDIENTS = 50;

export const antiWasteBodySchema = z.object({
  ingredients: z
    .array(z.string().trim().min(1).max(120))
    .min(1, 'Veuillez sélectionner au moins un ingrédient')
    .max(ANTI_WASTE_MAX_INGREDIENTS),
  dietaryRestrictions: z.array(z.string().max(60)).max(20).default([]),
  mealType: z.string().max(40).default(''),
  time: z.number().int().min(10).max(120),
  peopleCount: z.number().int().min(PEOPLE_MIN).max(PEOPLE_MAX),
  /** Rank the recipes by how many of « Mes placards »' counted items they use (docs/households.md). */
  usePantry: z.boolean().optional(),
});
export type AntiWasteBody = z.infer<typeof antiWasteBodySchema>;

export const generatedRecipeSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  prepTime: z.number(),
  servings: z.number(),
  usedIngredients: z.array(z.string()),
  additionalIngredients: z.array(z.string()),
});
export type GeneratedRecipe = z.infer<typeof generatedRecipeSchema>;
/**
 * Anti-waste is a Premium benefit (docs/decisions/007-anti-waste-free-limit.md): Free users get at most FREE_ANTI_WASTE_RESULTS recipes and
 * `limitedToFree: true` with a French `message` inviting them to upgrade; Premium users get every result.
 *
 * Only food is cooked: every given ingredient is resolved to a catalogue ingredient or left out.
 * `unrecognized` lists the left-out inputs as typed, in input order (empty when all were understood), and
 * `unrecognizedMessage` says so in French when there are some: "Nous n'avons pas reconnu : savon, chaussettes".
 * When nothing at all is recognised the answer is a 400 `{ success: false, message }` whose message starts
 * with that same sentence (see antiWasteNothingRecognized), and nothing is stored.
 */
export const antiWasteResponseSchema = z.object({
  success: z.literal(true),
  recipes: z.array(generatedRecipeSchema),
  message: z.string().optional(),
  limitedToFree: z.boolean().optional(),
  unrecognized: z.array(z.string()),
  unrecognizedMessage: z.string().optional(),
});
export type AntiWasteResponse = z.infer<typeof antiWasteResponseSchema>;

/** "Nous n'avons pas reconnu : savon, chaussettes" (the inputs as typed, in input order). */
export const antiWasteUnrecognized = (names: readonly string[]) => `Nous n'avons pas reconnu : ${names.join(', ')}`;
/** The 400 message when no given ingredient is food the catalogue knows. */
export const antiWasteNothingRecognized = (names: readonly string[]) =>
  `${antiWasteUnrecognized(names)}. Ajoutez au moins un aliment à la liste des ingrédients.`;

export const commonIngredientsResponseSchema = z.object({ success: z.literal(true), ingredients: z.array(z.string()) });

export const userRecipeSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  generatedAt: z.string(),
  cookedAt: z.string().optional(),
  userRating: z.number().int().min(1).max(5).optional(),
  userFeedback: z.string().optional(),
});
export type UserRecipe = z.infer<typeof userRecipeSchema>;
export const userRecipesResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  recipes: z.array(userRecipeSchema),
});

export const rateBodySchema = z.object({
  recipeId: idSchema,
  rating: z
    .number(RECIPE_MESSAGES.ratingRange)
    .int(RECIPE_MESSAGES.ratingRange)
    .min(RATING_MIN, RECIPE_MESSAGES.ratingRange)
    .max(RATING_MAX, RECIPE_MESSAGES.ratingRange),
});
export type RateBody = z.infer<typeof rateBodySchema>;
export const feedbackBodySchema = z.object({
  recipeId: idSchema,
  feedback: z.string().trim().min(1, RECIPE_MESSAGES.emptyFeedback).max(COMMENT_MAX_LENGTH),
});
export type FeedbackBody = z.infer<typeof feedbackBodySchema>;
export const okResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/**
 * Header search: GET /api/recipes/search?q=... (accent- and case-insensitive words, blank → no results).
 * `source: 'user'` → `id` is the user's recipe: open /recette/{id}.
 * `source: 'corpus'` → `id` is a corpus recipe id, not a recipe of the user yet: POST /api/recipes/from-corpus
 * `{ sourceRecipeId: id }` creates it for the user (or returns the one they already have) and answers
 * `{ success, message, recipe }`; then open /recette/{recipe.id}. A corpus recipe the user already has is
 * returned as their own recipe (`source: 'user'`).
 */
export const searchQuerySchema = z.object({ q: z.string().max(200).default('') });
export const searchResultSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  source: z.enum(['user', 'corpus']),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
export const searchResponseSchema = dataResponse(z.object({ results: z.array(searchResultSchema) }));

/** POST /api/recipes/from-corpus: answers like transform-suggestion-to-recipe (recipeAnswerSchema). */
export const fromCorpusBodySchema = z.object({ sourceRecipeId: z.string().trim().min(1).max(80) });
export type FromCorpusBody = z.infer<typeof fromCorpusBodySchema>;

export { tagListSchema };
