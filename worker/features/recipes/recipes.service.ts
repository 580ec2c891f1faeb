// Recipes: suggestions, recipe creation and versions (family tree), questions, anti-waste,
// saving, rating and search. Plain functions `(deps, user, input) → result`, no Hono; every query
// filters by the owner, and someone else's recipe is answered exactly like an unknown one (404).

import { and, asc, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import { TIME_ZONE } from '@shared/constants';
import {
  criteriaSchema,
  antiWasteNothingRecognized,
  FREE_ANTI_WASTE_RESULTS,
  RECIPE_MESSAGES,
  type AntiWasteBody,
  type Criteria,
  type FamilyTreeNode,
  type FeedbackBody,
  type FromCorpusBody,
  type GeneratedRecipe,
  type IngredientAnswer,
  type InspirationForm,
  type IterateBody,
  type QuestionBody,
  type RateBody,
  type Recipe,
  type RecipeSource,
  type SaveRecipeBody,
  type SearchResult,
  type ServedMeal,
  type ServedMealQuery,
  type SuggestionGroup,
  type TransformSuggestionBody,
  type UserRecipe,
} from '@shared/schemas/recipes';
import { preferencesSchema, type SessionUser } from '@shared/schemas/users';
import { IMAGE_MESSAGES, type PhotoType } from '@shared/schemas/images';
import { normalizeText } from '@shared/text';
import type { Db } from '../../db/client';
import { newId } from '../../db/schema/ids';
import { recipeRatings, recipes, type RecipeBody } from '../../db/schema';
import * as engine from '../../kitchen/index';
import { readAntiWasteIngredients, classifyQuestion } from '../../kitchen/index';
import type { EaterProfile, RecipeDraft } from '../../kitchen/index';
import type { Generator } from '../../ai/types';
import { antiWasteProfile, recipeTags } from '../../ai/checks';
import { serveSafely } from '../../ai/gate';
import type { ServiceDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { isPremium } from '../users/subscription';
import { loadTastes } from './tastes';
import { authoredInHousehold, memberOf, withHouseholdPreferences } from '../households/membership';
import { getPantry } from '../households/pantry.service';
import { ingredientIdFor } from '../households/pantry-stock';
import { servedMeal } from '../week-menu/served-meal';
import { checkImage, deleteImage, putRecipeImage, signedImageUrl, type ImageDeps } from '../images/images.service';

/** The feature's deps: the database and the clock, the generator chosen for the request, and the images' bucket. */
export interface RecipesDeps extends Pick<ServiceDeps, 'db' | 'now'> {
  generator: Generator;
  images: ImageDeps;
}
type RecipeRow = typeof recipes.$inferSelect;

const notFound = () => new AppError(404, RECIPE_MESSAGES.recipeNotFound);

// ---------------------------------------------------------------------------------------------
// Mapping
// ---------------------------------------------------------------------------------------------

/** The eater profile of the session's user (rows written before a preference existed get its default). */
export function profileOf(user: Pick<SessionUser, 'preferences'>): EaterProfile {
  return engine.profileFromPreferences({ ...preferencesSchema.parse({}), ...user.preferences });
}

/** Month (1-12) in Europe/Paris, for seasonal ranking. */
function parisMonth(now: Date): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, month: 'numeric' }).format(now));
}

/** One seed per day: the same form gives the same ideas today and fresh ones tomorrow (deterministic engine). */
function dailySeed(now: Date): number {
  return Math.floor(now.getTime() / 86_400_000);
}

const generationOptions = (now: Date) => ({ seed: dailySeed(now), month: parisMonth(now) });

/** The profile with the household's ratings and favourites (suggestions and generate-recipe rank with them). */
async function profileWithTastes(db: Db, user: SessionUser): Promise<EaterProfile> {
  const [profile, tastes] = await Promise.all([householdProfile(db, user), loadTastes(db, memberOf(user))]);
  return { ...profile, tastes: tastes.tastes };
}

/** The profile the household eats by: every member's allergies, diets and dislikes (membership.ts). */
async function householdProfile(db: Db, user: SessionUser): Promise<EaterProfile> {
  return profileOf(await withHouseholdPreferences(db, user));
}

/**
 * The final check of a recipe about to be stored and shown: at the portions it is stored with, against
 * the whole profile (serveSafely). The generators already answer safe recipes; one that still fails
 * here is refused in French (422) and logged, never stored nor shown.
 */
function served(draft: RecipeDraft, profile: EaterProfile, servings: number): RecipeDraft {
  const safe = serveSafely(draft, profile, servings);
  if (safe) return safe.recipe;
  console.error(`[recipes] a generated recipe failed the serving check: ${draft.title}`);
  throw new AppError(422, RECIPE_MESSAGES.cannotServeSafely);
}

const toDraftIngredient = (i: Recipe['ingredients'][number]) => ({ ...i, ingredientId: i.ingredientId ?? null });

/**
 * Stored row → the contract's Recipe (shared/schemas/recipes.ts recipeSchema). Rows written before
 * the Nutri-Score existed get it computed from their ingredients, so every recipe shows one.
 */
export function toRecipeDto(row: RecipeRow): Recipe {
  const body = row.body;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    dishType: row.dishType,
    cuisine: row.cuisine,
    complexity: row.complexity,
    prepTime: row.prepTime,
    cookTime: row.cookTime,
    servings: row.servings,
    ingredients: body.ingredients,
    instructions: body.instructions,
    variantSuggestions: body.variantSuggestions,
    improvementSuggestions: body.improvementSuggestions,
    sideDishSuggestions: body.sideDishSuggestions,
    // The stored reference ('r2:<key>'); a member's answer gets it signed (presentRecipe).
    imageUrl: row.imageUrl,
    illustration: engine.recipeIllustration({ title: row.title, dishType: row.dishType, ingredients: body.ingredients }),
    allergens: body.allergens,
    diets: body.diets,
    nutritionPerPortion: body.nutritionPerPortion,
    costPerPortion: body.costPerPortion,
    seasonMonths: body.seasonMonths,
    nutriScore:
      body.nutriScore !== undefined
        ? body.nutriScore
        : engine.deriveRecipeFacts(body.ingredients.map(toDraftIngredient), row.servings, row.dishType, row.title).nutriScore,
    tags: body.tags,
    parentId: row.parentId,
    rootId: row.rootId,
    sourceRecipeId: row.sourceRecipeId,
    generatedAt: row.generatedAt,
    savedAt: row.savedAt,
    criteria: row.criteria,
    // Imported recipes (and their versions) say where they come from and what waits for a member.
    ...(row.source ? { source: row.source } : {}),
    ...(body.mealTypes !== undefined
      ? {
          mealTypes: body.mealTypes,
          unrecognised: body.ingredients.filter((l) => l.raw !== undefined && !l.recognised && !l.confirmed).map((l) => l.raw as string),
          notCounted: body.notCounted ?? [],
        }
      : {}),
  };
}

/** Stored row → the engine's draft (for a new version or a question about it). */
export function toDraft(row: RecipeRow): RecipeDraft {
  const {
    id: _id,
    parentId: _p,
    rootId: _r,
    generatedAt: _g,
    savedAt: _s,
    criteria: _c,
    illustration: _i,
    source: _src,
    mealTypes: _m,
    unrecognised: _u,
    notCounted: _n,
    ...rest
  } = toRecipeDto(row);
  return { ...rest, ingredients: rest.ingredients.map(toDraftIngredient) };
}

type NewRecipeMeta = {
  userId: string;
  generatedAt: string;
  parentId?: string | null;
  rootId?: string;
  criteria?: Criteria | null;
  antiWaste?: { usedIngredients: string[]; additionalIngredients: string[] };
};

/** The recipes-table row holding an engine draft for a user (also used by the week planner's corpus copies). */
export function newRecipeRow(draft: RecipeDraft, meta: NewRecipeMeta): typeof recipes.$inferInsert & { id: string } {
  const id = newId();
  const body: RecipeBody = {
    ingredients: draft.ingredients,
    instructions: draft.instructions,
    variantSuggestions: draft.variantSuggestions,
    improvementSuggestions: draft.improvementSuggestions,
    sideDishSuggestions: draft.sideDishSuggestions,
    allergens: draft.allergens,
    diets: draft.diets,
    nutritionPerPortion: draft.nutritionPerPortion,
    costPerPortion: draft.costPerPortion,
    seasonMonths: draft.seasonMonths,
    nutriScore: draft.nutriScore,
    tags: draft.tags,
  };
  return {
    id,
    userId: meta.userId,
    parentId: meta.parentId ?? null,
    rootId: meta.rootId ?? id,
    sourceRecipeId: draft.sourceRecipeId ?? null,
    title: draft.title,
    description: draft.description,
    dishType: draft.dishType,
    cuisine: draft.cuisine,
    complexity: Math.min(3, Math.max(1, Math.round(draft.complexity))),
    prepTime: Math.round(draft.prepTime),
    cookTime: Math.round(draft.cookTime),
    servings: Math.max(1, Math.round(draft.servings)),
    imageUrl: draft.imageUrl ?? null,
    body,
    criteria: meta.criteria ?? null,
    fromAntiWaste: Boolean(meta.antiWaste),
    usedIngredients: meta.antiWaste?.usedIngredients ?? null,
    additionalIngredients: meta.antiWaste?.additionalIngredients ?? null,
    generatedAt: meta.generatedAt,
    savedAt: null,
    cookedAt: null,
  };
}

async function insertRecipe(deps: RecipesDeps, values: typeof recipes.$inferInsert): Promise<Recipe> {
  const [row] = await deps.db.insert(recipes).values(values).returning();
  return presentRecipe(deps, row!);
}

/** A row as a member's answer shows it: its stored image reference turned into a fresh signed address. */
export async function presentRecipe(deps: Pick<RecipesDeps, 'images' | 'now'>, row: RecipeRow): Promise<Recipe> {
  const recipe = toRecipeDto(row);
  return { ...recipe, imageUrl: await signedImageUrl(deps.images.secret, row.imageUrl, deps.now()) };
}

/** The form's criteria as stored with a recipe (the userId a client may send is dropped). */
function criteriaOf(form: Partial<InspirationForm> | undefined): Criteria {
  const { userId: _ignored, ...rest } = form ?? {};
  return criteriaSchema.parse(rest);
}

// ---------------------------------------------------------------------------------------------
// Queries
// ---------------------------------------------------------------------------------------------

async function findOwned(db: Db, userId: string, recipeId: string): Promise<RecipeRow | undefined> {
  return db.query.recipes.findFirst({ where: and(eq(recipes.id, recipeId), eq(recipes.userId, userId)) });
}

async function requireOwned(db: Db, userId: string, recipeId: string): Promise<RecipeRow> {
  const row = await findOwned(db, userId, recipeId);
  if (!row) throw notFound();
  return row;
}

/** A recipe the user may read: its own or another member's of its household (else 404, like an unknown id). */
async function requireVisible(db: Db, user: SessionUser, recipeId: string): Promise<RecipeRow> {
  const row = await db.query.recipes.findFirst({
    where: and(eq(recipes.id, recipeId), authoredInHousehold(db, recipes.userId, memberOf(user).householdId)),
  });
  if (!row) throw notFound();
  return row;
}

/** Corpus id → the user's recipe made from it (its first root version; what suggestions report as already_generated_recipe_id). */
async function ownedBySource(db: Db, userId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: recipes.id, sourceRecipeId: recipes.sourceRecipeId })
    .from(recipes)
    .where(and(eq(recipes.userId, userId), isNotNull(recipes.sourceRecipeId)))
    // Roots first, oldest first: the first one met for a source wins.
    .orderBy(sql`${recipes.parentId} is not null`, asc(recipes.generatedAt));
  const map = new Map<string, string>();
  for (const r of rows) if (r.sourceRecipeId && !map.has(r.sourceRecipeId)) map.set(r.sourceRecipeId, r.id);
  return map;
}

async function findOwnedFromSource(db: Db, userId: string, sourceRecipeId: string): Promise<RecipeRow | undefined> {
  const [row] = await db
    .select()
    .from(recipes)
    .where(and(eq(recipes.userId, userId), eq(recipes.sourceRecipeId, sourceRecipeId)))
    .orderBy(sql`${recipes.parentId} is not null`, asc(recipes.generatedAt))
    .limit(1);
  return row;
}

type TreeRow = { id: string; title: string; generatedAt: string; parentId: string | null; rootId: string; source?: RecipeSource | null };

/** The family tree from its root: children oldest first; a version whose parent is missing hangs off the root. */
export function buildFamilyTree(rows: readonly TreeRow[], rootId: string): FamilyTreeNode | null {
  const sorted = [...rows].sort((a, b) => a.generatedAt.localeCompare(b.generatedAt) || a.id.localeCompare(b.id));
  const nodes = new Map<string, FamilyTreeNode>(
    sorted.map((r) => [
      r.id,
      { id: r.id, title: r.title, generatedAt: r.generatedAt, children: [], ...(r.source ? { source: r.source } : {}) },
    ]),
  );
  const root = nodes.get(rootId);
  if (!root) return null;
  for (const r of sorted) {
    if (r.id === rootId) continue;
    const parent = (r.parentId && r.parentId !== r.id && nodes.get(r.parentId)) || root;
    parent.children.push(nodes.get(r.id)!);
  }
  return root;
}

const treeColumns = {
  id: recipes.id,
  title: recipes.title,
  generatedAt: recipes.generatedAt,
  parentId: recipes.parentId,
  rootId: recipes.rootId,
  source: recipes.source,
};

// ---------------------------------------------------------------------------------------------
// Generation
// ---------------------------------------------------------------------------------------------

/** POST /api/meals/recipe-suggestions. An empty form gives seasonal, varied suggestions. */
export async function suggestions(deps: RecipesDeps, user: SessionUser, form: InspirationForm): Promise<SuggestionGroup[]> {
  const [owned, profile] = await Promise.all([ownedBySource(deps.db, user.id), profileWithTastes(deps.db, user)]);
  return deps.generator.suggest(form, profile, { ownedBySource: owned, ...generationOptions(deps.now()) });
}

/** POST /api/meals/transform-suggestion-to-recipe: the user's recipe from that corpus source if they have one, else a new one. */
export async function transformSuggestion(deps: RecipesDeps, user: SessionUser, body: TransformSuggestionBody): Promise<Recipe> {
  if (body.sourceRecipeId) {
    const existing = await findOwnedFromSource(deps.db, user.id, body.sourceRecipeId);
    if (existing) return presentRecipe(deps, existing);
  }
  const now = deps.now();
  const { userId: _ignored, ...form } = body.parameters;
  const profile = await householdProfile(deps.db, user);
  const draft = served(
    await deps.generator.createRecipe(
      {
        kind: 'suggestion',
        request: {
          title: body.title,
          description: body.description,
          dishType: body.dishType,
          sourceRecipeId: body.sourceRecipeId ?? null,
          form,
        },
      },
      profile,
      generationOptions(now),
    ),
    profile,
    engine.servingsFor(profile),
  );
  return insertRecipe(deps, newRecipeRow(draft, { userId: user.id, generatedAt: now.toISOString(), criteria: criteriaOf(form) }));
}

/** POST /api/meals/generate-recipe (no dish type chosen): the best recipe for the whole form. */
export async function generateRecipe(deps: RecipesDeps, user: SessionUser, form: InspirationForm): Promise<Recipe> {
  const now = deps.now();
  const profile = await profileWithTastes(deps.db, user);
  const draft = served(
    await deps.generator.createRecipe({ kind: 'form', form }, profile, generationOptions(now)),
    profile,
    engine.servingsFor(profile),
  );
  return insertRecipe(deps, newRecipeRow(draft, { userId: user.id, generatedAt: now.toISOString(), criteria: criteriaOf(form) }));
}

/** POST /api/recipes/from-corpus: a corpus recipe (from the header search) as the user's recipe. */
export async function recipeFromCorpus(deps: RecipesDeps, user: SessionUser, body: FromCorpusBody): Promise<Recipe> {
  const existing = await findOwnedFromSource(deps.db, user.id, body.sourceRecipeId);
  if (existing) return presentRecipe(deps, existing);
  const corpus = engine.corpusRecipeDraft(body.sourceRecipeId);
  if (!corpus) throw notFound();
  const now = deps.now();
  const profile = await householdProfile(deps.db, user);
  const draft = served(
    await deps.generator.createRecipe(
      {
        kind: 'suggestion',
        request: { title: corpus.title, description: corpus.description, dishType: corpus.dishType, sourceRecipeId: body.sourceRecipeId },
      },
      profile,
      generationOptions(now),
    ),
    profile,
    engine.servingsFor(profile),
  );
  return insertRecipe(deps, newRecipeRow(draft, { userId: user.id, generatedAt: now.toISOString() }));
}

/** POST /api/meals/iterate-recipe: a new version, child of the original in the same tree. */
export async function iterateRecipe(deps: RecipesDeps, user: SessionUser, body: IterateBody): Promise<Recipe> {
  const original = await requireVisible(deps.db, user, body.originalRecipe.id);
  const profile = await householdProfile(deps.db, user);
  const version = await deps.generator.iterateRecipe(
    toDraft(original),
    {
      variants: body.variants,
      comment: body.comment.trim(),
      ingredientReplacements: body.ingredientReplacements,
      excludedIngredients: body.excludedIngredients,
    },
    profile,
  );
  // The version keeps the portions the iteration gave it ('Pour 6 personnes'); checked at those.
  const draft = served(version, profile, version.servings);
  const values = newRecipeRow(
    { ...draft, sourceRecipeId: draft.sourceRecipeId ?? original.sourceRecipeId },
    {
      userId: user.id,
      generatedAt: deps.now().toISOString(),
      parentId: original.id,
      rootId: original.rootId,
      criteria: original.criteria,
    },
  );
  // A version of an imported recipe keeps its source and the meal types the household gave it.
  const { mealTypes, mealTypesChosen } = original.body;
  if (mealTypes !== undefined) values.body = { ...values.body, mealTypes, mealTypesChosen: mealTypesChosen ?? false };
  return insertRecipe(deps, { ...values, source: original.source });
}

/** POST /api/meals/question-about-recipe. With `recipe.id` the stored recipe is the context (404 if not the user's). */
export async function askQuestion(deps: RecipesDeps, user: SessionUser, body: QuestionBody): Promise<IngredientAnswer> {
  const recipeId = body.recipe?.id;
  const recipe = recipeId ? toDraft(await requireVisible(deps.db, user, recipeId)) : null;
  const request = { recipe, ingredient: body.ingredient, question: body.question.trim(), context: body.context };
  // A question of no kind Popote answers (or not in French) gets the honest local answer whatever the
  // provider: a language model would answer it anyway, or answer another question. Pregnancy and
  // young-children questions are answered locally too, from the public guidance the answer names.
  const profile = await householdProfile(deps.db, user);
  const kind = classifyQuestion(request.question);
  if (kind === 'unknown' || kind === 'pregnancy-children') return engine.answerIngredientQuestion(request, profile);
  return deps.generator.answerIngredientQuestion(request, profile);
}

/**
 * POST /api/generate-recipes-from-ingredients. Anti-waste is a Premium benefit: Premium users get
 * every result (up to 6), Free users the first FREE_ANTI_WASTE_RESULTS with `limitedToFree` (docs/decisions/007-anti-waste-free-limit.md).
 * Each result is stored as the user's recipe so that 'Voir la recette' and 'Sauvegarder' work on its id.
 */
export async function antiWaste(
  deps: RecipesDeps,
  user: SessionUser,
  body: AntiWasteBody,
): Promise<{ recipes: GeneratedRecipe[]; limitedToFree: boolean; unrecognized: string[] }> {
  // Only food is cooked: inputs the catalogue does not know never reach a generator, and are named back.
  const { recognized, unrecognized } = readAntiWasteIngredients(body.ingredients);
  if (recognized.length === 0) throw new AppError(400, antiWasteNothingRecognized(unrecognized));
  body = { ...body, ingredients: recognized };
  const now = deps.now();
  const profile = await householdProfile(deps.db, user);
  const served = servedAntiWaste(await deps.generator.recipesFromIngredients(body, profile, generationOptions(now)), body, profile);
  // From the cupboard: the recipes that use most of what the household counts come first (before a
  // Free user's cut, so they keep the best of them).
  const all = body.usePantry ? engine.rankByPantry(served, await pantryIngredientIds(deps, user)) : served;
  const limitedToFree = !isPremium(user, now) && all.length > FREE_ANTI_WASTE_RESULTS;
  const results = limitedToFree ? all.slice(0, FREE_ANTI_WASTE_RESULTS) : all;
  const generatedAt = now.toISOString();
  const rows = results.map((r) =>
    newRecipeRow(r, {
      userId: user.id,
      generatedAt,
      antiWaste: { usedIngredients: r.usedIngredients, additionalIngredients: r.additionalIngredients },
    }),
  );
  const [first, ...rest] = rows.map((values) => deps.db.insert(recipes).values(values));
  if (first) await deps.db.batch([first, ...rest]);
  return {
    recipes: rows.map((row) => ({
      id: row.id!,
      title: row.title,
      description: row.description,
      prepTime: row.prepTime,
      servings: row.servings,
      usedIngredients: row.usedIngredients ?? [],
      additionalIngredients: row.additionalIngredients ?? [],
    })),
    limitedToFree,
    unrecognized,
  };
}

/**
 * The catalogue ingredients of the household's pantry items that have a quantity: what is there to
 * use up. Staples (« assez »: salt, oil) are always at hand and never wasted, so they rank nothing.
 */
async function pantryIngredientIds(deps: RecipesDeps, user: SessionUser): Promise<Set<string>> {
  const pantry = await getPantry(deps, memberOf(user));
  return new Set(pantry.items.flatMap((item) => (item.quantity === undefined ? [] : [ingredientIdFor(item.name) ?? []].flat())));
}

/** Anti-waste results through the final check, at the form's people count, with the form's diets as hard
 *  constraints; a result that fails is left out (never repaired here: its used ingredients would change). */
function servedAntiWaste(results: engine.AntiWasteRecipe[], body: AntiWasteBody, profile: EaterProfile): engine.AntiWasteRecipe[] {
  const strict = antiWasteProfile(body, profile);
  return results.flatMap((r) => {
    const safe = serveSafely(r, strict, body.peopleCount, { repair: false });
    return safe ? [{ ...safe.recipe, usedIngredients: r.usedIngredients, additionalIngredients: r.additionalIngredients }] : [];
  });
}

export function commonIngredients(): string[] {
  return engine.commonIngredientNames();
}

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

/** GET /api/meals/recipe/:recipeId: the recipe and its whole family tree from the root (404 when not the household's). */
export async function recipeDetail(
  deps: RecipesDeps,
  user: SessionUser,
  recipeId: string,
  query: ServedMealQuery = {},
): Promise<{ recipe: Recipe; familyTree: FamilyTreeNode; served?: ServedMeal }> {
  const row = await deps.db.query.recipes.findFirst({
    where: and(eq(recipes.id, recipeId), authoredInHousehold(deps.db, recipes.userId, memberOf(user).householdId)),
  });
  if (!row) throw notFound();
  const { weekPlanId, day, mealType } = query;
  const served =
    weekPlanId && day && mealType ? await servedMeal(deps.db, memberOf(user), row.id, { weekPlanId, day, mealType }) : undefined;
  // The author's tree (a household member's recipe opens with its versions).
  const treeRows = await deps.db
    .select(treeColumns)
    .from(recipes)
    .where(and(eq(recipes.userId, row.userId), eq(recipes.rootId, row.rootId)));
  const familyTree = buildFamilyTree(treeRows, row.rootId) ?? { id: row.id, title: row.title, generatedAt: row.generatedAt, children: [] };
  const recipe = await presentRecipe(deps, row);
  if (!served) return { recipe, familyTree };
  // The planned meal's page: the recipe served to the week's people at the meal's portion factor.
  const copy = engine.servedRecipe(toDraft(row), served.people, served.portions);
  return {
    recipe: {
      ...recipe,
      servings: copy.servings,
      ingredients: copy.ingredients.map(({ name, quantity, unity, ingredientId }) => ({ name, quantity, unity, ingredientId })),
      allergens: copy.allergens,
      diets: copy.diets,
      nutritionPerPortion: copy.nutritionPerPortion,
      costPerPortion: copy.costPerPortion,
      nutriScore: copy.nutriScore ?? null,
    },
    familyTree,
    served,
  };
}

/**
 * GET /api/meals/user-trees: one tree per root the user owns, plus the recipes any member of the
 * household imported (the import is deduplicated per household, so a member who imports a link
 * already there gets the other member's recipe: it has to be in their list too). Newest root first.
 */
export async function userTrees(deps: RecipesDeps, user: SessionUser): Promise<{ tree: FamilyTreeNode }[]> {
  const householdId = memberOf(user).householdId;
  const importedRoot = alias(recipes, 'imported_root');
  const householdImportedRoots = deps.db
    .select({ id: importedRoot.id })
    .from(importedRoot)
    .where(
      and(
        eq(importedRoot.id, importedRoot.rootId),
        isNotNull(importedRoot.source),
        authoredInHousehold(deps.db, importedRoot.userId, householdId),
      ),
    );
  const rows = await deps.db
    .select(treeColumns)
    .from(recipes)
    .where(
      or(
        eq(recipes.userId, user.id),
        and(inArray(recipes.rootId, householdImportedRoots), authoredInHousehold(deps.db, recipes.userId, householdId)),
      ),
    );
  const byRoot = new Map<string, TreeRow[]>();
  for (const r of rows) byRoot.set(r.rootId, [...(byRoot.get(r.rootId) ?? []), r]);
  const trees: FamilyTreeNode[] = [];
  for (const [rootId, group] of byRoot) {
    const tree = buildFamilyTree(group, rootId);
    if (tree) trees.push(tree);
  }
  trees.sort((a, b) => b.generatedAt.localeCompare(a.generatedAt) || a.id.localeCompare(b.id));
  return trees.map((tree) => ({ tree }));
}

/** GET /api/user-recipes: the rating page's list, newest first (cookedAt, else generatedAt). */
export async function userRecipes(deps: RecipesDeps, user: SessionUser): Promise<UserRecipe[]> {
  const rows = await deps.db
    .select({
      id: recipes.id,
      title: recipes.title,
      description: recipes.description,
      dishType: recipes.dishType,
      cuisine: recipes.cuisine,
      body: recipes.body,
      generatedAt: recipes.generatedAt,
      cookedAt: recipes.cookedAt,
      rating: recipeRatings.rating,
      feedback: recipeRatings.feedback,
    })
    .from(recipes)
    .leftJoin(recipeRatings, and(eq(recipeRatings.recipeId, recipes.id), eq(recipeRatings.userId, user.id)))
    .where(eq(recipes.userId, user.id))
    .orderBy(desc(sql`coalesce(${recipes.cookedAt}, ${recipes.generatedAt})`), asc(recipes.id));
  return rows.map((r) => {
    const out: UserRecipe = {
      id: r.id,
      title: r.title,
      description: r.description,
      tags: recipeTags(r.dishType, r.cuisine, r.body.diets, r.body.tags),
      generatedAt: r.generatedAt,
    };
    if (r.cookedAt) out.cookedAt = r.cookedAt;
    if (r.rating !== null && r.rating !== undefined) out.userRating = r.rating;
    if (r.feedback) out.userFeedback = r.feedback;
    return out;
  });
}

/** GET /api/recipes/search?q=: the user's recipes then corpus recipes, every word matched accent-insensitively. */
export async function search(deps: RecipesDeps, user: SessionUser, q: string, limit = 10): Promise<SearchResult[]> {
  const words = normalizeText(q)
    .split(' ')
    .filter((w) => w.length >= 2);
  if (!words.length) return [];
  const rows = await deps.db
    .select({
      id: recipes.id,
      title: recipes.title,
      description: recipes.description,
      dishType: recipes.dishType,
      cuisine: recipes.cuisine,
      sourceRecipeId: recipes.sourceRecipeId,
    })
    .from(recipes)
    .where(eq(recipes.userId, user.id))
    .orderBy(desc(recipes.generatedAt))
    .limit(1000);
  const mine: SearchResult[] = rows
    .filter((r) => {
      const haystack = normalizeText(`${r.title} ${r.description} ${r.dishType} ${r.cuisine}`);
      return words.every((w) => haystack.includes(w));
    })
    .slice(0, limit)
    .map((r) => ({ id: r.id, title: r.title, description: r.description, source: 'user' }));
  const owned = await ownedBySource(deps.db, user.id);
  const seen = new Set(mine.map((r) => r.id));
  const corpus: SearchResult[] = [];
  for (const hit of engine.searchCorpus(q, limit)) {
    const ownId = owned.get(hit.id);
    if (ownId) {
      // Already the user's: open their version rather than a second copy.
      const own = rows.find((r) => r.id === ownId);
      if (!seen.has(ownId) && own) {
        seen.add(ownId);
        corpus.push({ id: ownId, title: own.title, description: own.description, source: 'user' });
      }
      continue;
    }
    corpus.push({ id: hit.id, title: hit.title, description: hit.description, source: 'corpus' });
  }
  return [...mine, ...corpus.slice(0, limit)];
}

// ---------------------------------------------------------------------------------------------
// Writes on a recipe
// ---------------------------------------------------------------------------------------------

/**
 * POST /api/save-recipe, both forms. Marks the user's recipe as saved (server time) and, from the detail
 * page, stores the criteria. The recipe's content is never taken from the client.
 */
export async function saveRecipe(deps: RecipesDeps, user: SessionUser, body: SaveRecipeBody): Promise<void> {
  type DetailForm = { id?: string; recipeId?: string; recipe?: { id: string }; criteria?: Partial<Criteria> | null };
  const fromDetail = 'fromAntiWaste' in body && body.fromAntiWaste === true ? null : (body as DetailForm);
  const recipeId = fromDetail ? (fromDetail.id ?? fromDetail.recipeId ?? fromDetail.recipe?.id) : (body as { recipeId: string }).recipeId;
  const row = await requireOwned(deps.db, user.id, recipeId ?? '');
  const savedAt = deps.now().toISOString();
  const criteria = fromDetail?.criteria ? criteriaSchema.parse({ ...(row.criteria ?? {}), ...fromDetail.criteria }) : row.criteria;
  await deps.db
    .update(recipes)
    .set({ savedAt, criteria })
    .where(and(eq(recipes.id, row.id), eq(recipes.userId, user.id)));
}

async function upsertRating(deps: RecipesDeps, user: SessionUser, recipeId: string, set: { rating?: number; feedback?: string }) {
  // Each member rates for itself, any recipe of the household.
  await requireVisible(deps.db, user, recipeId);
  const updatedAt = deps.now().toISOString();
  await deps.db
    .insert(recipeRatings)
    .values({ userId: user.id, recipeId, rating: set.rating ?? null, feedback: set.feedback ?? null, updatedAt })
    .onConflictDoUpdate({ target: [recipeRatings.userId, recipeRatings.recipeId], set: { ...set, updatedAt } });
}

/** POST /api/rate-recipe: 1 to 5 stars (RATING_MIN to RATING_MAX), one rating per user and recipe. */
export async function rateRecipe(deps: RecipesDeps, user: SessionUser, body: RateBody): Promise<void> {
  await upsertRating(deps, user, body.recipeId, { rating: body.rating });
}

/** POST /api/submit-feedback: the rating page's comment. */
export async function submitFeedback(deps: RecipesDeps, user: SessionUser, body: FeedbackBody): Promise<void> {
  await upsertRating(deps, user, body.recipeId, { feedback: body.feedback });
}

/**
 * POST /api/recipes/:id/photo: a member's photo of a dish of the household becomes its picture. The
 * object is stored first and the row changed after: a failed put changes nothing, and an object whose
 * row could not be written is removed again. Earlier photos stay in the bucket: versions made since
 * may show them.
 */
export async function addPhoto(
  deps: RecipesDeps,
  user: SessionUser,
  recipeId: string,
  photo: { bytes: Uint8Array; contentType: string },
): Promise<{ imageUrl: string }> {
  const row = await requireVisible(deps.db, user, recipeId);
  const check = checkImage(photo.bytes, photo.contentType);
  if (!check.ok) {
    if (check.reason === 'type') throw new AppError(415, IMAGE_MESSAGES.photoType);
    if (check.reason === 'too-large') throw new AppError(413, IMAGE_MESSAGES.photoTooLarge);
    throw new AppError(400, check.reason === 'empty' ? IMAGE_MESSAGES.photoEmpty : IMAGE_MESSAGES.photoContent);
  }
  if (!deps.images.secret) throw new AppError(503, IMAGE_MESSAGES.photosUnavailable);
  const ref = await putRecipeImage(deps.images, memberOf(user).householdId, row.id, photo.bytes, photo.contentType as PhotoType);
  try {
    await deps.db.update(recipes).set({ imageUrl: ref }).where(eq(recipes.id, row.id));
  } catch (err) {
    await deleteImage(deps.images, ref).catch(() => undefined);
    throw err;
  }
  const imageUrl = await signedImageUrl(deps.images.secret, ref, deps.now());
  return { imageUrl: imageUrl! };
}
