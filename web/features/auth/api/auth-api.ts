import type { LoginBody, UserWithToken } from '@shared/schemas/users';
import type { z } from '@shared/validation';
import type { registerBodySchema } from '@shared/schemas/users';
import { apiFetch } from '@web/lib/api';

export type RegisterInput = z.input<typeof registerBodySchema>;

/** POST /api/users/register → data = user with token. */
export async function registerUser(body: RegisterInput): Promise<UserWithToken> {
  const { data } = await apiFetch<{ data: UserWithToken }>('/api/users/register', { method: 'POST', body });
  return data;
}

/** POST /api/users/login → data = user with token. */
export async function loginUser(body: LoginBody): Promise<UserWithToken> {
  const { data } = await apiFetch<{ data: UserWithToken }>('/api/users/login', { method: 'POST', body });
  return data;
}
