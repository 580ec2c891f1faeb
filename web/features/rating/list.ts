// Search, filter and sort of the rating page.
import type { UserRecipe } from '@shared/schemas/recipes';
import { normalizeText } from '@shared/text';

export type RatingFilter = 'all' | 'rated' | 'unrated';
export type RatingSort = 'date' | 'rating';

/** cookedAt, else generatedAt. */
export const recipeDate = (recipe: UserRecipe) => recipe.cookedAt ?? recipe.generatedAt;
const time = (recipe: UserRecipe) => new Date(recipeDate(recipe)).getTime() || 0;

export function applyFilter(recipes: readonly UserRecipe[], filter: RatingFilter): UserRecipe[] {
  if (filter === 'rated') return recipes.filter((r) => r.userRating != null);
  if (filter === 'unrated') return recipes.filter((r) => r.userRating == null);
  return [...recipes];
}

/** Accent- and case-insensitive match on title, description and tags. */
export function matchesSearch(recipe: UserRecipe, query: string): boolean {
  const q = normalizeText(query);
  if (!q) return true;
  return [recipe.title, recipe.description, ...recipe.tags].some((text) => normalizeText(text).includes(q));
}

/** By date descending, or by rating descending (unrated last, then by date). */
export function sortRecipes(recipes: readonly UserRecipe[], sort: RatingSort): UserRecipe[] {
  return [...recipes].sort((a, b) => (sort === 'rating' ? (b.userRating ?? 0) - (a.userRating ?? 0) : 0) || time(b) - time(a));
}
