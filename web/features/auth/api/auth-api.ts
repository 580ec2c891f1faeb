import type { z } from '@shared/validation';
import type { LoginBody, registerBodySchema, UserWithToken, userWithTokenResponseSchema } from '@shared/schemas/users';
import { apiFetch } from '@web/lib/api';

type UserWithTokenAnswer = z.infer<typeof userWithTokenResponseSchema>;

export type RegisterInput = z.input<typeof registerBodySchema>;

/** POST /api/users/register → data = user with token. */
export async function registerUser(body: RegisterInput): Promise<UserWithToken> {
  const { data } = await apiFetch<UserWithTokenAnswer>('/api/users/register', { method: 'POST', body });
  return data;
}

/** POST /api/users/login → data = user with token. */
export async function loginUser(body: LoginBody): Promise<UserWithToken> {
  const { data } = await apiFetch<UserWithTokenAnswer>('/api/users/login', { method: 'POST', body });
  return data;
}
