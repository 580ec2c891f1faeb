// Storing a recipe read from a link, a page or a pasted text as a recipe of the household, and the
// household's corrections of it (a line confirmed, its dish type and meal types). Plain functions
// `(deps, user, input) → result`; someone else's recipe is answered like an unknown one (404).
// README.md of this folder: limits, statuses, dedupe, the photo.

import { and, eq, isNull } from 'drizzle-orm';
import {
  IMPORT_API_MESSAGES,
  IMPORT_STORE_LIMITS,
  type ConfirmIngredientBody,
  type ExtractedRecipe,
  type ImportedRecipe,
  type ImportRecipeBody,
  type RecipeMetaBody,
} from '@shared/schemas/recipe-import';
import { CUISINE_OPTIONS } from '@shared/options';
import { TAG_MAX_LENGTH } from '@shared/constants';
import { RECIPE_MESSAGES, type RecipeSource } from '@shared/schemas/recipes';
import type { SessionUser } from '@shared/schemas/users';
import { normalizeText } from '@shared/text';
import { recipes, type RecipeBody } from '../../../db/schema';
import { newId } from '../../../db/schema/ids';
import { runBatch } from '../../../db/batch';
import type { Db } from '../../../db/client';
import type { ServiceDeps } from '../../../lib/deps';
import { AppError } from '../../../lib/errors';
import * as engine from '../../../kitchen/index';
import { authoredInHousehold, memberOf } from '../../households/membership';
import { checkImage, deleteImage, putRecipeImage, type ImageDeps } from '../../images/images.service';
import { presentRecipe } from '../recipes.service';
import { recipeTags } from '../../../ai/checks';
import { extractRecipe } from './extract';
import { fetchRecipeImage, fetchRecipePage } from './fetch-page';
import { ImportError } from './import-error';
import { parseRecipeText } from './text';
import { importedDishType, mealTypesOf } from './dish-type';
import { asStoredLine, importedFacts, isUnresolved, readImportedLines, type StoredLine } from './imported-lines';

export interface ImportDeps extends Pick<ServiceDeps, 'db' | 'now'> {
  images: ImageDeps;
  /** The fetch of pages and photos (import-fetch.ts). */
  fetch: typeof fetch;
}

type RecipeRow = typeof recipes.$inferSelect;

const notFound = () => new AppError(404, RECIPE_MESSAGES.recipeNotFound);
/** Portions when the page gives no number of people. */
const DEFAULT_SERVINGS = 4;

// ---------------------------------------------------------------------------------------------
// The source link
// ---------------------------------------------------------------------------------------------

/** Query parameters that only say where a visitor came from: the same recipe with or without them. */
const TRACKING = /^(?:utm_.*|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|igshid|ref|xtor|at_medium|at_campaign)$/i;

/**
 * The key under which a household imports a link once: host without « www. », lowercase, http and https
 * alike, no fragment, no tracking parameters, the others sorted, no trailing slash. Null when not a link.
 */
export function sourceKeyOf(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname
    .toLowerCase()
    .replace(/^www\./, '')
    .replace(/\.$/, '');
  const params = [...url.searchParams].filter(([k]) => !TRACKING.test(k)).sort(([a], [b]) => a.localeCompare(b));
  const query = params.length ? `?${new URLSearchParams(params).toString()}` : '';
  const path = url.pathname.replace(/\/+$/, '') || '/';
  return `${host}${path}${query}`;
}

function sourceOf(link: string, author: string | undefined): RecipeSource {
  const url = new URL(link);
  const source: RecipeSource = { url: url.href, host: url.hostname.replace(/^www\./, '') };
  if (author) source.author = author.slice(0, 200);
  return source;
}

async function findImported(db: Db, householdId: string, keys: readonly string[]): Promise<RecipeRow | undefined> {
  for (const key of new Set(keys)) {
    const row = await db.query.recipes.findFirst({
      where: and(eq(recipes.sourceKey, key), isNull(recipes.parentId), authoredInHousehold(db, recipes.userId, householdId)),
    });
    if (row) return row;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Limits
// ---------------------------------------------------------------------------------------------

const refuse = (message: string) => new AppError(400, message);

/** What a page or text yielded, refused (400, naming the field) beyond the limits of IMPORT_STORE_LIMITS. */
function checkLimits(recipe: ExtractedRecipe): void {
  const L = IMPORT_STORE_LIMITS;
  if (recipe.title.trim() === '') throw refuse(IMPORT_API_MESSAGES.emptyTitle);
  if (recipe.title.length > L.maxTitleLength) throw refuse(IMPORT_API_MESSAGES.titleTooLong);
  if (recipe.ingredients.length > L.maxIngredients) throw refuse(IMPORT_API_MESSAGES.tooManyIngredients);
  const longLine = recipe.ingredients.findIndex((l) => l.text.length > L.maxLineLength);
  if (longLine >= 0) throw refuse(IMPORT_API_MESSAGES.ingredientTooLong(longLine));
  if (recipe.steps.length > L.maxSteps) throw refuse(IMPORT_API_MESSAGES.tooManySteps);
  const longStep = recipe.steps.findIndex((s) => s.text.length > L.maxStepLength);
  if (longStep >= 0) throw refuse(IMPORT_API_MESSAGES.stepTooLong(longStep));
}

/** A description beyond its limit is cut at a word and ends with « … ». */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const space = head.lastIndexOf(' ');
  return `${(space > max / 2 ? head.slice(0, space) : head).trimEnd()}…`;
}

// ---------------------------------------------------------------------------------------------
// The row
// ---------------------------------------------------------------------------------------------

function cuisineOf(categories: readonly string[]): string {
  const keys = categories.map(normalizeText);
  return CUISINE_OPTIONS.find((c) => keys.includes(normalizeText(c)) || keys.includes(normalizeText(c.replace(/e$/, '')))) ?? '';
}

function complexityOf(lines: number, minutes: number): number {
  if (lines > 15 || minutes > 120) return 3;
  if (lines <= 8 && minutes <= 30) return 1;
  return 2;
}

/** The body of an imported recipe: its lines and every fact derived from them. */
function importedBody(
  lines: StoredLine[],
  meta: { servings: number; dishType: string; title: string },
  keep: Partial<RecipeBody>,
): RecipeBody {
  const { notCounted, ...facts } = importedFacts(lines, meta.servings, meta.dishType, meta.title);
  return {
    ingredients: lines,
    instructions: keep.instructions ?? [],
    variantSuggestions: keep.variantSuggestions ?? [],
    improvementSuggestions: keep.improvementSuggestions ?? [],
    sideDishSuggestions: keep.sideDishSuggestions ?? [],
    tags: keep.tags ?? [],
    mealTypes: keep.mealTypes ?? mealTypesOf(meta.dishType),
    mealTypesChosen: keep.mealTypesChosen ?? false,
    ...facts,
    notCounted,
  };
}

function newImportedRow(recipe: ExtractedRecipe, userId: string, nowIso: string): typeof recipes.$inferInsert & { id: string } {
  const id = newId();
  const lines = readImportedLines(recipe.ingredients);
  const title = recipe.title.trim();
  const dishType = importedDishType({ title, categories: recipe.categories, keywords: recipe.keywords, lines });
  const cuisine = cuisineOf(recipe.categories);
  const servings = recipe.servings ?? DEFAULT_SERVINGS;
  const cookTime = recipe.cookMinutes ?? 0;
  const prepTime = recipe.prepMinutes ?? Math.max(0, (recipe.totalMinutes ?? 0) - cookTime);
  const instructions = recipe.steps.map((s) => ({ time: 0, explanation: s.section ? `${s.section} : ${s.text}` : s.text, tips: '' }));
  const extra = [...recipe.categories, ...recipe.keywords].filter((t) => t.length <= TAG_MAX_LENGTH);
  const tags = recipeTags('', '', [], extra).slice(0, 20);
  const body = importedBody(lines, { servings, dishType, title }, { instructions, tags });
  const source = recipe.sourceUrl ? sourceOf(recipe.sourceUrl, recipe.author) : null;
  const description = cut(recipe.description ?? recipe.yieldText ?? '', IMPORT_STORE_LIMITS.maxDescriptionLength);
  return {
    id,
    userId,
    parentId: null,
    rootId: id,
    sourceRecipeId: null,
    title,
    description,
    dishType,
    cuisine,
    complexity: complexityOf(lines.length, prepTime + cookTime),
    prepTime,
    cookTime,
    servings,
    imageUrl: null,
    body,
    criteria: null,
    generatedAt: nowIso,
    savedAt: nowIso,
    source,
    sourceKey: recipe.sourceUrl ? sourceKeyOf(recipe.sourceUrl) : null,
  };
}

/**
 * The page's photo copied into the household's images (never linked to where it lives): through the
 * guarded fetch, photo types only, at most IMPORT_STORE_LIMITS.maxImageBytes, bytes checked. Null when
 * anything fails: the recipe is stored anyway and shows its illustration.
 */
async function copyImage(deps: ImportDeps, householdId: string, recipeId: string, link: string): Promise<string | null> {
  try {
    const image = await fetchRecipeImage(link, { fetch: deps.fetch, maxBytes: IMPORT_STORE_LIMITS.maxImageBytes });
    if (!checkImage(image.bytes, image.contentType).ok) return null;
    return await putRecipeImage(deps.images, householdId, recipeId, image.bytes, image.contentType as 'image/jpeg');
  } catch (err) {
    console.warn(`[import] photo not copied: ${err instanceof Error ? err.message : String(err)}`);
    return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

/** A household recipe as the import API answers it (importedRecipeSchema). */
export async function presentImported(deps: Pick<ImportDeps, 'images' | 'now'>, row: RecipeRow): Promise<ImportedRecipe> {
  const recipe = await presentRecipe(deps, row);
  const lines = row.body.ingredients.map(asStoredLine);
  return {
    ...recipe,
    ingredients: lines,
    unrecognised: lines.filter(isUnresolved).map((l) => l.raw),
    notCounted: row.body.notCounted ?? lines.filter((l) => !l.ingredientId).map((l) => l.raw),
    mealTypes: row.body.mealTypes ?? mealTypesOf(row.dishType),
  };
}

// ---------------------------------------------------------------------------------------------
// POST /api/recipes/import
// ---------------------------------------------------------------------------------------------

async function readBody(deps: ImportDeps, body: ImportRecipeBody): Promise<ExtractedRecipe> {
  if (body.text !== undefined) {
    const recipe = parseRecipeText(body.text);
    if (!recipe) throw new ImportError('no-recipe');
    return recipe;
  }
  const link = body.url as string;
  if (body.html !== undefined) {
    // The page as the member's browser had it: the link only names it (never fetched), so it must be one.
    const key = sourceKeyOf(link);
    if (!key) throw new ImportError('invalid-url');
    const recipe = await extractRecipe(body.html, new URL(link.trim()).href);
    if (!recipe) throw new ImportError('no-recipe');
    return recipe;
  }
  const page = await fetchRecipePage(link, { fetch: deps.fetch });
  const recipe = await extractRecipe(page.html, page.url);
  if (!recipe) throw new ImportError('no-recipe');
  return recipe;
}

/**
 * Imports a recipe for the user's household: `created` false with the household's existing recipe when
 * the same link was imported before (by any member), else the new recipe, stored in one batch.
 */
export async function importRecipe(
  deps: ImportDeps,
  user: SessionUser,
  body: ImportRecipeBody,
): Promise<{ created: boolean; recipe: ImportedRecipe }> {
  const { householdId } = memberOf(user);
  const givenKey = body.url !== undefined ? sourceKeyOf(body.url) : null;
  if (givenKey) {
    const existing = await findImported(deps.db, householdId, [givenKey]);
    if (existing) return { created: false, recipe: await presentImported(deps, existing) };
  }
  const recipe = await readBody(deps, body);
  checkLimits(recipe);
  const values = newImportedRow(recipe, user.id, deps.now().toISOString());
  if (values.sourceKey && values.sourceKey !== givenKey) {
    const existing = await findImported(deps.db, householdId, [values.sourceKey]);
    if (existing) return { created: false, recipe: await presentImported(deps, existing) };
  }
  const imageRef = recipe.imageUrl ? await copyImage(deps, householdId, values.id, recipe.imageUrl) : null;
  values.imageUrl = imageRef;
  try {
    await runBatch(deps.db, [deps.db.insert(recipes).values(values)]);
  } catch (err) {
    if (imageRef) await deleteImage(deps.images, imageRef).catch(() => undefined);
    throw err;
  }
  const row = await deps.db.query.recipes.findFirst({ where: eq(recipes.id, values.id) });
  return { created: true, recipe: await presentImported(deps, row!) };
}

// ---------------------------------------------------------------------------------------------
// Corrections
// ---------------------------------------------------------------------------------------------

async function requireVisible(db: Db, user: SessionUser, recipeId: string): Promise<RecipeRow> {
  const row = await db.query.recipes.findFirst({
    where: and(eq(recipes.id, recipeId), authoredInHousehold(db, recipes.userId, memberOf(user).householdId)),
  });
  if (!row) throw notFound();
  return row;
}

/** The row's body re-derived from its lines (after a line or the dish type changed). */
function rederived(row: RecipeRow, lines: StoredLine[], dishType: string, keep: Partial<RecipeBody>): RecipeBody {
  return importedBody(lines, { servings: row.servings, dishType, title: row.title }, { ...row.body, ...keep });
}

/**
 * PUT /api/recipes/:id/ingredients/:index: a member confirms a line (same name) or corrects it (another
 * name, quantity, unit). The name is read again by the kitchen; allergens, diets and nutrition re-derived.
 */
export async function confirmIngredient(
  deps: ImportDeps,
  user: SessionUser,
  recipeId: string,
  indexParam: string,
  body: ConfirmIngredientBody,
): Promise<ImportedRecipe> {
  if (!/^\d{1,4}$/.test(indexParam)) throw refuse(IMPORT_API_MESSAGES.badIndex);
  const row = await requireVisible(deps.db, user, recipeId);
  const index = Number(indexParam);
  const lines = row.body.ingredients.map(asStoredLine);
  const old = lines[index];
  if (!old) throw new AppError(404, IMPORT_API_MESSAGES.ingredientNotFound);
  const read = engine.readIngredientLine(body.name).find((l) => l.kind === 'ingredient');
  const ingredientId = read?.recognised ? read.ingredientId : null;
  const unity = body.unit ?? old.unity;
  const next: StoredLine = {
    ...old,
    name: body.name,
    quantity: body.quantity ?? old.quantity,
    unity,
    ingredientId,
    recognised: ingredientId !== null,
    confirmed: true,
  };
  lines[index] = next;
  const newBody = rederived(row, lines, row.dishType, {});
  await deps.db.update(recipes).set({ body: newBody }).where(eq(recipes.id, row.id));
  return presentImported(deps, { ...row, body: newBody });
}

/** PUT /api/recipes/:id/meta: the household's dish type and meal types (meal types given are kept as chosen). */
export async function updateMeta(deps: ImportDeps, user: SessionUser, recipeId: string, body: RecipeMetaBody): Promise<ImportedRecipe> {
  const row = await requireVisible(deps.db, user, recipeId);
  const dishType = body.dishType ?? row.dishType;
  const keep: Partial<RecipeBody> = body.mealTypes
    ? { mealTypes: body.mealTypes, mealTypesChosen: true }
    : row.body.mealTypesChosen
      ? {}
      : { mealTypes: mealTypesOf(dishType), mealTypesChosen: false };
  const lines = row.body.ingredients.map(asStoredLine);
  const newBody = rederived(row, lines, dishType, keep);
  await deps.db.update(recipes).set({ body: newBody, dishType }).where(eq(recipes.id, row.id));
  return presentImported(deps, { ...row, dishType, body: newBody });
}
