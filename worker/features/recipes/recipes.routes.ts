import type { Context } from 'hono';
import {
  antiWasteBodySchema,
  antiWasteUnrecognized,
  feedbackBodySchema,
  fromCorpusBodySchema,
  inspirationFormSchema,
  iterateBodySchema,
  questionBodySchema,
  rateBodySchema,
  RECIPE_MESSAGES,
  saveRecipeBodySchema,
  searchQuerySchema,
  servedMealQuerySchema,
  transformSuggestionBodySchema,
  type antiWasteResponseSchema,
  type commonIngredientsResponseSchema,
  type okResponseSchema,
  type questionResponseSchema,
  type recipeAnswerSchema,
  type recipeDetailResponseSchema,
  type saveRecipeResponseSchema,
  type searchResponseSchema,
  type suggestionsResponseSchema,
  type userRecipesResponseSchema,
  type userTreesResponseSchema,
} from '@shared/schemas/recipes';
import type { z } from '@shared/validation';
import type { photoResponseSchema } from '@shared/schemas/images';
import { createGenerator } from '../../ai/generator';
import type { AppEnv } from '../../env';
import { serviceDeps } from '../../lib/deps';
import { createRouter } from '../../lib/router';
import { validate } from '../../lib/validate';
import { requireUser } from '../users/session';
import * as service from './recipes.service';
import { imageDeps } from '../images/images.service';

// Recipes, mounted at /api (before the meal-plans router, so /meals/recipe/:id and
// /meals/user-trees are ours). HTTP only: validate, authorise, call, shape the answer (contract: shared/schemas/recipes.ts).
// Every route but /common-ingredients requires a session; a `userId` in a payload is ignored.

const deps = (c: Context<AppEnv>): service.RecipesDeps => ({
  ...serviceDeps(c),
  generator: createGenerator(c.env),
  images: imageDeps(c.env),
});

/** Each answer is written against the response schema the web parses it with. */
type Answer<S extends z.ZodType> = z.infer<S>;

export const recipesRoutes = createRouter()
  .post('/meals/recipe-suggestions', requireUser, validate('json', inspirationFormSchema), async (c) => {
    const suggestions = await service.suggestions(deps(c), c.get('user'), c.req.valid('json'));
    return c.json({ success: true as const, data: { suggestions } } satisfies Answer<typeof suggestionsResponseSchema>);
  })
  .post('/meals/transform-suggestion-to-recipe', requireUser, validate('json', transformSuggestionBodySchema), async (c) => {
    const recipe = await service.transformSuggestion(deps(c), c.get('user'), c.req.valid('json'));
    return c.json({ success: true as const, message: RECIPE_MESSAGES.recipeCreated, recipe } satisfies Answer<typeof recipeAnswerSchema>);
  })
  .post('/meals/generate-recipe', requireUser, validate('json', inspirationFormSchema), async (c) => {
    const recipe = await service.generateRecipe(deps(c), c.get('user'), c.req.valid('json'));
    return c.json({ success: true as const, message: RECIPE_MESSAGES.recipeGenerated, recipe } satisfies Answer<typeof recipeAnswerSchema>);
  })
  .post('/meals/question-about-recipe', requireUser, validate('json', questionBodySchema), async (c) => {
    const answer = await service.askQuestion(deps(c), c.get('user'), c.req.valid('json'));
    return c.json({ success: true as const, data: { answer } } satisfies Answer<typeof questionResponseSchema>);
  })
  .get('/meals/recipe/:recipeId', requireUser, validate('query', servedMealQuerySchema), async (c) => {
    const data = await service.recipeDetail(deps(c), c.get('user'), c.req.param('recipeId'), c.req.valid('query'));
    return c.json({ success: true as const, data } satisfies Answer<typeof recipeDetailResponseSchema>);
  })
  .post('/meals/iterate-recipe', requireUser, validate('json', iterateBodySchema), async (c) => {
    const recipe = await service.iterateRecipe(deps(c), c.get('user'), c.req.valid('json'));
    return c.json({ success: true as const, message: RECIPE_MESSAGES.variantCreated, recipe } satisfies Answer<typeof recipeAnswerSchema>);
  })
  .get('/meals/user-trees', requireUser, async (c) => {
    const recipeTrees = await service.userTrees(deps(c), c.get('user'));
    return c.json({ success: true as const, recipeTrees } satisfies Answer<typeof userTreesResponseSchema>);
  })
  .post('/save-recipe', requireUser, validate('json', saveRecipeBodySchema), async (c) => {
    await service.saveRecipe(deps(c), c.get('user'), c.req.valid('json'));
    return c.json({ success: true as const, message: RECIPE_MESSAGES.recipeSaved } satisfies Answer<typeof saveRecipeResponseSchema>);
  })
  .post('/generate-recipes-from-ingredients', requireUser, validate('json', antiWasteBodySchema), async (c) => {
    const { recipes, limitedToFree, unrecognized } = await service.antiWaste(deps(c), c.get('user'), c.req.valid('json'));
    return c.json({
      success: true as const,
      recipes,
      ...(limitedToFree ? { limitedToFree: true, message: RECIPE_MESSAGES.antiWasteFreeLimit } : {}),
      unrecognized,
      ...(unrecognized.length ? { unrecognizedMessage: antiWasteUnrecognized(unrecognized) } : {}),
    } satisfies Answer<typeof antiWasteResponseSchema>);
  })
  // Public: the registration wizard's autocomplete needs it before the account exists.
  .get('/common-ingredients', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json({ success: true as const, ingredients: service.commonIngredients() } satisfies Answer<
      typeof commonIngredientsResponseSchema
    >);
  })
  .get('/user-recipes', requireUser, async (c) => {
    const recipes = await service.userRecipes(deps(c), c.get('user'));
    return c.json({ success: true as const, message: RECIPE_MESSAGES.recipesLoaded, recipes } satisfies Answer<
      typeof userRecipesResponseSchema
    >);
  })
  .post('/rate-recipe', requireUser, validate('json', rateBodySchema), async (c) => {
    await service.rateRecipe(deps(c), c.get('user'), c.req.valid('json'));
    return c.json({ success: true as const, message: RECIPE_MESSAGES.ratingSaved } satisfies Answer<typeof okResponseSchema>);
  })
  .post('/submit-feedback', requireUser, validate('json', feedbackBodySchema), async (c) => {
    await service.submitFeedback(deps(c), c.get('user'), c.req.valid('json'));
    return c.json({ success: true as const, message: RECIPE_MESSAGES.feedbackSaved } satisfies Answer<typeof okResponseSchema>);
  })
  .get('/recipes/search', requireUser, validate('query', searchQuerySchema), async (c) => {
    const results = await service.search(deps(c), c.get('user'), c.req.valid('query').q);
    return c.json({ success: true as const, data: { results } } satisfies Answer<typeof searchResponseSchema>);
  })
  // The photo is the raw body (its content-type says the format), not JSON: the service checks it byte by byte.
  .post('/recipes/:recipeId/photo', requireUser, async (c) => {
    const contentType = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const data = await service.addPhoto(deps(c), c.get('user'), c.req.param('recipeId'), { bytes, contentType });
    return c.json({ success: true as const, data } satisfies Answer<typeof photoResponseSchema>, 201);
  })
  .post('/recipes/from-corpus', requireUser, validate('json', fromCorpusBodySchema), async (c) => {
    const recipe = await service.recipeFromCorpus(deps(c), c.get('user'), c.req.valid('json'));
    return c.json({ success: true as const, message: RECIPE_MESSAGES.recipeAdded, recipe } satisfies Answer<typeof recipeAnswerSchema>);
  });
