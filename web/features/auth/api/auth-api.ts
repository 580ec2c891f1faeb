import type { LoginBody, UserWithToken } from '@shared/schemas/users';
import type { z } from '@shared/validation';
import type { registerBodySchema } from '@shared/schemas/users';
import { COMMON_INGREDIENTS_FALLBACK } from '@shared/options';
import { apiFetch } from '@web/lib/api';

export type RegisterInput = z.input<typeof registerBodySchema>;

/** POST /api/users/register → data = user with token (spec §7). */
export async function registerUser(body: RegisterInput): Promise<UserWithToken> {
  const { data } = await apiFetch<{ data: UserWithToken }>('/api/users/register', { method: 'POST', body });
  return data;
}

/** POST /api/users/login → data = user with token (spec §7). */
export async function loginUser(body: LoginBody): Promise<UserWithToken> {
  const { data } = await apiFetch<{ data: UserWithToken }>('/api/users/login', { method: 'POST', body });
  return data;
}

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
