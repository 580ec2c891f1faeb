import { useEffect, useState } from 'react';
import { COMMON_INGREDIENTS_FALLBACK } from '@shared/options';
import type { z } from '@shared/validation';
import type { commonIngredientsResponseSchema } from '@shared/schemas/recipes';
import { apiFetch } from './api';

/** GET /api/common-ingredients (the ingredient catalogue); the 15-food fallback of shared/options.ts when it fails. */
export async function fetchCommonIngredients(signal?: AbortSignal): Promise<string[]> {
  try {
    const res = await apiFetch<z.infer<typeof commonIngredientsResponseSchema>>('/api/common-ingredients', { signal });
    const list = Array.isArray(res.ingredients) ? res.ingredients : [];
    return list.length > 0 ? list : [...COMMON_INGREDIENTS_FALLBACK];
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    return [...COMMON_INGREDIENTS_FALLBACK];
  }
}

/**
 * The ingredient catalogue for autocomplete outside TanStack Query (the registration wizard runs
 * before sign-in): the 15 fallback foods at once, the catalogue when it arrives.
 */
export function useIngredientCatalogue(): readonly string[] {
  const [catalogue, setCatalogue] = useState<readonly string[]>(COMMON_INGREDIENTS_FALLBACK);
  useEffect(() => {
    const controller = new AbortController();
    fetchCommonIngredients(controller.signal).then(setCatalogue, () => undefined);
    return () => controller.abort();
  }, []);
  return catalogue;
}
