import { api } from '../../../test/http';

// Helpers for the accounts worker tests. Storage is isolated per test FILE, so every test uses its own email.

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${counter}-${crypto.randomUUID().slice(0, 8)}@exemple.fr`;
}

export const PASSWORD = 'motdepasse-solide-42';

export async function registerUser(overrides: Record<string, unknown> = {}) {
  const body = { name: 'Camille Test', email: uniqueEmail(), password: PASSWORD, preferences: {}, ...overrides };
  const res = await api('/api/users/register', { body });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
  return { email: body.email as string, password: body.password as string, token: res.json.data.token as string, user: res.json.data };
}

export function login(email: string, password: string, ip = '203.0.113.1') {
  return api('/api/users/login', { body: { email, password }, headers: { 'CF-Connecting-IP': ip } });
}
