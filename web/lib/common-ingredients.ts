import { COMMON_INGREDIENTS_FALLBACK } from '@shared/options';
import { apiFetch } from './api';

/** GET /api/common-ingredients (the ingredient catalogue); the spec's 15-food fallback when it fails (§7). */
export async function fetchCommonIngredients(signal?: AbortSignal): Promise<string[]> {
  try {
    const res = await apiFetch<{ ingredients?: unknown }>('/api/common-ingredients', { signal });
    const list = Array.isArray(res.ingredients) ? res.ingredients.filter((item): item is string => typeof item === 'string') : [];
    return list.length > 0 ? list : [...COMMON_INGREDIENTS_FALLBACK];
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    return [...COMMON_INGREDIENTS_FALLBACK];
  }
}
