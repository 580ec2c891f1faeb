// The recipe corpus as drafts, plus indexes precomputed at module load (normalized words,
// ingredient ids, main ingredient, derived facts) so that suggestion scoring stays fast.

import type { DraftIngredient, RecipeDraft } from '../model';
import { ALL_INGREDIENTS, ALL_RECIPES, RECIPE_BY_ID } from '../knowledge/kb';
import { getIngredient } from '../knowledge/catalogue';
import { deriveRecipeFacts, lineGrams } from './derive';
import { capitalize, containsKey, contentWords, normalizeText, phraseKey, words, singular } from '../base/text';
import { unityLabel } from '../knowledge/units';
import { type RecipeData, type RecipeIngredientData, PROTEIN_FAMILIES } from '../knowledge/vocabulary';
import { lazy } from '../base/lazy';

/** Draft line for a corpus ingredient: catalogue name (plural when several pieces), note appended. */
export function lineFromData(item: RecipeIngredientData): DraftIngredient {
  const ing = getIngredient(item.id);
  const plural = item.unit === 'pièce' && item.quantity > 1;
  const base = ing ? (plural && ing.plural ? ing.plural : ing.name) : capitalize(item.id.replace(/-/g, ' '));
  // Notes sometimes repeat the name ("Haricots rouges en conserve" + "en conserve, égouttés").
  const baseKey = phraseKey(base);
  const note = (item.note ?? '')
    .split(/,\s*/)
    .filter((part) => part.trim() && !containsKey(baseKey, phraseKey(part)))
    .join(', ');
  return {
    name: note ? `${base}, ${note}` : base,
    quantity: item.quantity,
    unity: unityLabel(item.unit, item.quantity, ing),
    ingredientId: ing ? ing.id : null,
  };
}

export function draftFromData(r: RecipeData): RecipeDraft {
  const ingredients = r.ingredients.map(lineFromData);
  return {
    title: r.title,
    description: r.description,
    dishType: r.dishType,
    cuisine: r.cuisine,
    complexity: r.complexity,
    prepTime: r.prepTime,
    cookTime: r.cookTime,
    servings: r.servings,
    ingredients,
    instructions: r.instructions.map((s) => ({ time: s.time, explanation: s.explanation, tips: s.tips ?? '' })),
    variantSuggestions: [...r.variantSuggestions],
    improvementSuggestions: [...r.improvementSuggestions],
    sideDishSuggestions: [...r.sideDishSuggestions],
    imageUrl: null,
    ...deriveRecipeFacts(ingredients, r.servings, r.dishType, r.title),
    tags: [...(r.tags ?? [])],
    sourceRecipeId: r.id,
  };
}

/** Deep enough copy so callers may mutate what they get without touching the cache. */
export function cloneDraft(d: RecipeDraft): RecipeDraft {
  return {
    ...d,
    ingredients: d.ingredients.map((i) => ({ ...i })),
    instructions: d.instructions.map((s) => ({ ...s })),
    variantSuggestions: [...d.variantSuggestions],
    improvementSuggestions: [...d.improvementSuggestions],
    sideDishSuggestions: [...d.sideDishSuggestions],
    allergens: [...d.allergens],
    diets: [...d.diets],
    nutritionPerPortion: { ...d.nutritionPerPortion },
    seasonMonths: [...d.seasonMonths],
    tags: [...d.tags],
  };
}

// ---------------------------------------------------------------------------------------------
// Index
// ---------------------------------------------------------------------------------------------

/** Ingredients too common to characterise a dish. */
const STAPLE_FAMILIES = new Set(['epice', 'condiment', 'matiere-grasse', 'herbe', 'boisson']);

export interface RecipeIndex {
  data: RecipeData;
  draft: RecipeDraft;
  /** Known catalogue ids of the ingredients. */
  ids: ReadonlySet<string>;
  /** Singular normalized words of title, description, tags and ingredient names. */
  wordSet: ReadonlySet<string>;
  titleWords: ReadonlySet<string>;
  titleKey: string;
  /** Words of the ingredient names only (for "wanted ingredients" in free text). */
  ingredientWords: ReadonlySet<string>;
  /** Id of the ingredient that characterises the dish (heaviest protein, else heaviest non-staple). */
  main: string;
  /** [ingredient season, grams] of the seasonal ingredients, for seasonal scoring. */
  seasonal: { months: readonly number[]; grams: number }[];
  totalGrams: number;
  /** normalizeText of cuisine, dish type and tags, precomputed (scoring runs on every recipe). */
  cuisineKey: string;
  dishKey: string;
  tagKeys: readonly string[];
}

function mainIngredient(r: RecipeData, draft: RecipeDraft): string {
  let best: { id: string; score: number } | undefined;
  r.ingredients.forEach((item, i) => {
    const ing = getIngredient(item.id);
    const line = draft.ingredients[i];
    if (!ing || !line || STAPLE_FAMILIES.has(ing.family)) return;
    const grams = lineGrams(line, ing);
    const score = grams * (PROTEIN_FAMILIES.has(ing.family) ? 3 : 1);
    if (!best || score > best.score) best = { id: ing.id, score };
  });
  return best?.id ?? r.ingredients[0]?.id ?? r.id;
}

function buildIndex(r: RecipeData): RecipeIndex {
  const draft = draftFromData(r);
  const ingredientWords = new Set<string>();
  for (const item of r.ingredients) {
    const ing = getIngredient(item.id);
    const names = ing ? [ing.name, ing.plural ?? '', ...(ing.synonyms ?? [])] : [item.id.replace(/-/g, ' ')];
    for (const n of names) for (const w of words(n)) ingredientWords.add(singular(w));
  }
  const wordSet = new Set<string>([...contentWords(`${r.title} ${r.description} ${(r.tags ?? []).join(' ')}`), ...ingredientWords]);
  const seasonal: { months: readonly number[]; grams: number }[] = [];
  let totalGrams = 0;
  r.ingredients.forEach((item, i) => {
    const ing = getIngredient(item.id);
    const line = draft.ingredients[i];
    if (!line) return;
    const grams = lineGrams(line, ing);
    totalGrams += grams;
    if (ing?.season?.length) seasonal.push({ months: ing.season, grams });
  });
  return {
    data: r,
    draft,
    ids: new Set(r.ingredients.map((i) => i.id).filter((id) => !!getIngredient(id))),
    wordSet,
    titleWords: new Set(words(r.title).map(singular)),
    titleKey: phraseKey(r.title),
    ingredientWords,
    main: mainIngredient(r, draft),
    seasonal,
    totalGrams,
    cuisineKey: normalizeText(r.cuisine),
    dishKey: normalizeText(r.dishType),
    tagKeys: (r.tags ?? []).map(normalizeText),
  };
}

/** Every corpus recipe with its precomputed facts, by id and by title: built at the first use. */
const corpusIndexes = lazy(() => {
  const all: readonly RecipeIndex[] = ALL_RECIPES.map(buildIndex);
  return { all, byId: new Map(all.map((x) => [x.data.id, x])), byTitle: new Map(all.map((x) => [x.titleKey, x])) };
});

/** The corpus recipes with their precomputed facts, in corpus order. */
export function corpusRecipes(): readonly RecipeIndex[] {
  return corpusIndexes().all;
}

export function corpusIndex(id: string | null | undefined): RecipeIndex | undefined {
  return id ? corpusIndexes().byId.get(id) : undefined;
}

export function corpusIndexByTitle(title: string): RecipeIndex | undefined {
  return corpusIndexes().byTitle.get(phraseKey(title));
}

/** A corpus recipe as a draft (its own servings, facts derived), or null for an unknown id. */
export function corpusRecipeDraft(id: string): RecipeDraft | null {
  const x = corpusIndexes().byId.get(id);
  return x ? cloneDraft(x.draft) : RECIPE_BY_ID.has(id) ? draftFromData(RECIPE_BY_ID.get(id)!) : null;
}

// ---------------------------------------------------------------------------------------------
// Search and common names
// ---------------------------------------------------------------------------------------------

/** Relevance of a recipe for a query: title phrase ≫ title words > tags/ingredients > description. */
export function searchScore(x: RecipeIndex, queryKey: string, queryWords: readonly string[]): number {
  if (!queryWords.length) return 0;
  let score = 0;
  if (queryKey && (' ' + x.titleKey + ' ').includes(' ' + queryKey + ' ')) score += 10;
  let matched = 0;
  for (const w of queryWords) {
    if (x.titleWords.has(w)) {
      score += 3;
      matched++;
    } else if (x.ingredientWords.has(w)) {
      score += 2;
      matched++;
    } else if (x.wordSet.has(w)) {
      score += 1;
      matched++;
    }
  }
  // Every query word should be found somewhere; partial matches rank lower.
  return matched === 0 ? 0 : score * (matched / queryWords.length);
}

/** Accent-insensitive search over corpus titles, descriptions, tags and ingredient names; best first. */
export function searchCorpus(query: string, limit = 20): { id: string; title: string; description: string }[] {
  const queryWords = contentWords(query);
  const queryKey = phraseKey(query);
  return corpusRecipes()
    .map((x) => ({ x, s: searchScore(x, queryKey, queryWords) }))
    .filter((r) => r.s > 0)
    .sort((a, b) => b.s - a.s || a.x.data.title.localeCompare(b.x.data.title, 'fr'))
    .slice(0, Math.max(0, limit))
    .map(({ x }) => ({ id: x.data.id, title: x.data.title, description: x.data.description }));
}

const commonNameList = lazy((): readonly string[] => {
  const collator = new Intl.Collator('fr', { sensitivity: 'base' });
  const seen = new Set<string>();
  const names: string[] = [];
  for (const ing of ALL_INGREDIENTS) {
    const key = phraseKey(ing.name);
    if (seen.has(key)) continue;
    seen.add(key);
    names.push(ing.name);
  }
  return names.sort(collator.compare);
});

/** GET /api/common-ingredients: canonical French names of the catalogue, sorted with the fr collation. */
export function commonIngredientNames(): string[] {
  return [...commonNameList()];
}
