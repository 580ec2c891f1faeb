import { describe, it, expect } from 'vitest';
import { env } from 'cloudflare:test';
import { accountExportSchema, changePasswordResponseSchema } from '@shared/schemas/users';
import type { exportDocument } from './account-data';
import { MESSAGES } from '@shared/messages';
import { api, login, messageOf, parseAnswer, registerUser, signIn, TEST_PASSWORD } from '../../../test/kit';

// Settings: change password, export my data (RGPD access), delete my account (RGPD erasure).

const NEW_PASSWORD = 'nouveau-secret-solide-2025';
const now = () => new Date().toISOString();

/** One row in every table that holds a user's data, straight in D1. */
async function seedOwnedData(userId: string, tag: string) {
  const recipeBody = JSON.stringify({
    ingredients: [],
    instructions: [],
    variantSuggestions: [],
    improvementSuggestions: [],
    sideDishSuggestions: [],
    tags: [],
  });
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO recipes (id, user_id, root_id, title, description, dish_type, cuisine, complexity, prep_time, cook_time, servings, body, generated_at) VALUES (?, ?, ?, ?, 'desc', 'Plat', 'Française', 1, 10, 20, 2, ?, ?)",
    ).bind(`r-${tag}`, userId, `r-${tag}`, `Gratin ${tag}`, recipeBody, now()),
    env.DB.prepare('INSERT INTO recipe_ratings (id, user_id, recipe_id, rating, feedback, updated_at) VALUES (?, ?, ?, 5, ?, ?)').bind(
      `rr-${tag}`,
      userId,
      `r-${tag}`,
      `Délicieux ${tag}`,
      now(),
    ),
    env.DB.prepare('INSERT INTO favorites (id, user_id, recipe_id, created_at) VALUES (?, ?, ?, ?)').bind(
      `f-${tag}`,
      userId,
      `r-${tag}`,
      now(),
    ),
    env.DB.prepare("INSERT INTO week_plans (id, user_id, preferences, plan, seed, created_at) VALUES (?, ?, '{}', '{}', 1, ?)").bind(
      `wp-${tag}`,
      userId,
      now(),
    ),
    env.DB.prepare(
      "INSERT INTO meal_plans (id, user_id, start_date, end_date, created_at) VALUES (?, ?, '2025-05-05', '2025-05-11', ?)",
    ).bind(`mp-${tag}`, userId, now()),
    env.DB.prepare(
      "INSERT INTO meal_plan_meals (id, meal_plan_id, day_index, meal_index, date, type, recipe_id) VALUES (?, ?, 0, 0, '2025-05-05', 'dîner', ?)",
    ).bind(`mpm-${tag}`, `mp-${tag}`, `r-${tag}`),
    env.DB.prepare('INSERT INTO shopping_lists (id, user_id, meal_plan_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?)').bind(
      `sl-${tag}`,
      userId,
      `mp-${tag}`,
      now(),
      now(),
    ),
    env.DB.prepare(
      "INSERT INTO shopping_items (id, list_id, name, quantity, unit, category, position) VALUES (?, ?, ?, 2, 'pièce', 'Fruits et légumes', 0)",
    ).bind(`si-${tag}`, `sl-${tag}`, `Poireaux ${tag}`),
    env.DB.prepare(
      "INSERT INTO orders (id, user_id, shopping_list_id, provider, status, basket, created_at) VALUES (?, ?, ?, 'carrefour', 'pending', '[]', ?)",
    ).bind(`o-${tag}`, userId, `sl-${tag}`, now()),
  ]);
}

const OWNED_TABLES = [
  ['recipes', 'id'],
  ['recipe_ratings', 'id'],
  ['favorites', 'id'],
  ['week_plans', 'id'],
  ['meal_plans', 'id'],
  ['meal_plan_meals', 'id'],
  ['shopping_lists', 'id'],
  ['shopping_items', 'id'],
  ['orders', 'id'],
] as const;
const PREFIX: Record<string, string> = {
  recipes: 'r',
  recipe_ratings: 'rr',
  favorites: 'f',
  week_plans: 'wp',
  meal_plans: 'mp',
  meal_plan_meals: 'mpm',
  shopping_lists: 'sl',
  shopping_items: 'si',
  orders: 'o',
};

async function countRows(table: string, tag: string) {
  return (
    (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE id = ?`).bind(`${PREFIX[table]}-${tag}`).first<{ n: number }>())?.n ?? 0
  );
}

describe('PUT /api/users/password', () => {
  it('changes the password, revokes every other session at once and returns a fresh token', async () => {
    const { email, token } = await registerUser();
    const otherDevice = (await signIn(email, TEST_PASSWORD, '203.0.113.40')).token;
    const res = await api('/api/users/password', {
      method: 'PUT',
      body: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
      token,
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true });
    const fresh = parseAnswer(changePasswordResponseSchema, res).json.data.token;
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect((await api('/api/users/profile', { token })).status).toBe(401);
    expect((await api('/api/users/profile', { token: otherDevice })).status).toBe(401);
    expect((await api('/api/users/profile', { token: fresh })).status).toBe(200);

    expect((await login(email, TEST_PASSWORD, '203.0.113.41')).status).toBe(401);
    expect((await login(email, NEW_PASSWORD, '203.0.113.41')).status).toBe(200);
  });

  it('requires the right current password (400 in French, not 401: the user stays signed in)', async () => {
    const { token, email } = await registerUser();
    const res = await api('/api/users/password', {
      method: 'PUT',
      body: { currentPassword: 'pas-le-bon', newPassword: NEW_PASSWORD },
      token,
    });
    expect(res.status).toBe(400);
    expect(messageOf(res)).toBe(MESSAGES.wrongCurrentPassword);
    expect((await api('/api/users/profile', { token })).status).toBe(200);
    expect((await login(email, TEST_PASSWORD, '203.0.113.42')).status).toBe(200);
  });

  it('refuses a common, a short, or a missing new password', async () => {
    const { token } = await registerUser();
    const common = await api('/api/users/password', {
      method: 'PUT',
      body: { currentPassword: TEST_PASSWORD, newPassword: 'azerty123' },
      token,
    });
    expect(common.status).toBe(400);
    expect(messageOf(common)).toBe(MESSAGES.commonPassword);
    const short = await api('/api/users/password', { method: 'PUT', body: { currentPassword: TEST_PASSWORD, newPassword: 'abc' }, token });
    expect(short.status).toBe(400);
    expect(messageOf(short)).toContain(MESSAGES.passwordTooShort);
    const missing = await api('/api/users/password', { method: 'PUT', body: { currentPassword: TEST_PASSWORD }, token });
    expect(missing.status).toBe(400);
    expect((await api('/api/users/profile', { token })).status).toBe(200);
  });

  it('counts wrong current passwords for the account: after 5, the next attempt waits 30 s; after 10, locked 15 minutes', async () => {
    const { email, token } = await registerUser();
    for (let i = 0; i < 5; i++) {
      expect(
        (await api('/api/users/password', { method: 'PUT', body: { currentPassword: `faux-${i}`, newPassword: NEW_PASSWORD }, token }))
          .status,
      ).toBe(400);
    }
    const res = await api('/api/users/password', {
      method: 'PUT',
      body: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
      token,
    });
    expect(res.status).toBe(429);
    expect(messageOf(res)).toBe('Trop de tentatives de connexion. Veuillez réessayer dans 30 secondes.');
    // The same count stops a login with the right password.
    expect((await login(email, TEST_PASSWORD, '203.0.113.40')).status).toBe(429);
    const stmt = env.DB.prepare('INSERT INTO login_failures (id, key, at) VALUES (?, ?, ?)');
    await env.DB.batch(Array.from({ length: 5 }, () => stmt.bind(crypto.randomUUID(), `email:${email}`, Date.now())));
    const locked = await api('/api/users/me', { method: 'DELETE', body: { password: TEST_PASSWORD }, token });
    expect(locked.status).toBe(429);
    expect(messageOf(locked)).toBe(MESSAGES.tooManyAttempts);
    expect((await api('/api/users/profile', { token })).status).toBe(200);
  });
});

describe('GET /api/users/me/export', () => {
  it('downloads every row the user owns as a JSON attachment, and nobody else’s', async () => {
    const alice = await registerUser({ name: 'Alice', preferences: { allergies: ['Kiwi'] } });
    const bob = await registerUser({ name: 'Bob' });
    await seedOwnedData(alice.user.id, 'alice');
    await seedOwnedData(bob.user.id, 'bob');

    const res = await api('/api/users/me/export', { token: alice.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('application/json');
    expect(res.headers.get('Content-Disposition')).toMatch(/^attachment; filename="popote-mes-donnees-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = parseAnswer(accountExportSchema, res).json as unknown as Awaited<ReturnType<typeof exportDocument>>;
    expect(data.account).toMatchObject({ id: alice.user.id, name: 'Alice', email: alice.email, preferences: { allergies: ['Kiwi'] } });
    expect(data.recipes.map((r: { id: string }) => r.id)).toEqual(['r-alice']);
    expect(data.recipeRatings[0]).toMatchObject({ feedback: 'Délicieux alice' });
    expect(data.favorites).toHaveLength(1);
    expect(data.weekPlans).toHaveLength(1);
    expect(data.mealPlans[0]).toMatchObject({ id: 'mp-alice', meals: [{ id: 'mpm-alice' }] });
    expect(data.shoppingLists[0]).toMatchObject({ id: 'sl-alice', items: [{ id: 'si-alice', name: 'Poireaux alice' }] });
    expect(data.orders).toHaveLength(1);
    const text = res.text;
    expect(text).not.toContain('bob');
    expect(text).not.toContain('pbkdf2');
    expect(text).not.toMatch(/password|sessionVersion/i);
    expect((await api('/api/users/me/export')).status).toBe(401);
  });
});

describe('DELETE /api/users/me', () => {
  it('D1 enforces foreign keys (the cascade below relies on it)', async () => {
    const { results } = await env.DB.prepare('PRAGMA foreign_keys').all<{ foreign_keys: number }>();
    expect(results[0]?.foreign_keys).toBe(1);
    await expect(
      env.DB.prepare("INSERT INTO favorites (id, user_id, recipe_id, created_at) VALUES ('orphan', 'nobody', 'r', 'now')").run(),
    ).rejects.toThrow(/FOREIGN KEY/);
  });

  it('refuses a wrong password and deletes nothing', async () => {
    const { token, user } = await registerUser();
    await seedOwnedData(user.id, 'keep');
    const res = await api('/api/users/me', { method: 'DELETE', body: { password: 'pas-le-bon' }, token });
    expect(res.status).toBe(400);
    expect(messageOf(res)).toBe(MESSAGES.wrongCurrentPassword);
    for (const [table] of OWNED_TABLES) expect(await countRows(table, 'keep'), table).toBe(1);
    expect((await api('/api/users/me', { method: 'DELETE', body: {}, token })).status).toBe(400);
    expect((await api('/api/users/me', { method: 'DELETE', body: { password: TEST_PASSWORD } })).status).toBe(401);
  });

  it('deletes the account and all its data (cascade) but its detached orders, its login failures and every session', async () => {
    const { token, user, email } = await registerUser();
    const other = await registerUser();
    await seedOwnedData(user.id, 'gone');
    await seedOwnedData(other.user.id, 'stays');
    const otherDevice = (await signIn(email, TEST_PASSWORD, '203.0.113.50')).token;
    await login(email, 'une-faute-de-frappe', '203.0.113.51');

    const res = await api('/api/users/me', { method: 'DELETE', body: { password: TEST_PASSWORD }, token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true });

    expect(await env.DB.prepare('SELECT id FROM users WHERE id = ?').bind(user.id).first()).toBeNull();
    for (const [table] of OWNED_TABLES) {
      // Orders are kept 10 years, detached from the erased account.
      expect(await countRows(table, 'gone'), table).toBe(table === 'orders' ? 1 : 0);
      expect(await countRows(table, 'stays'), table).toBe(1);
    }
    expect(await env.DB.prepare(`SELECT user_id, shopping_list_id FROM orders WHERE id = 'o-gone'`).first()).toEqual({
      user_id: null,
      shopping_list_id: null,
    });
    const failures = await env.DB.prepare('SELECT COUNT(*) AS n FROM login_failures WHERE key = ?')
      .bind(`email:${email}`)
      .first<{ n: number }>();
    expect(failures?.n).toBe(0);

    expect((await api('/api/users/profile', { token })).status).toBe(401);
    expect((await api('/api/users/profile', { token: otherDevice })).status).toBe(401);
    expect((await login(email, TEST_PASSWORD, '203.0.113.52')).status).toBe(401);
    expect((await api('/api/users/profile', { token: other.token })).status).toBe(200);
    // The email is free again.
    expect((await api('/api/users/register', { body: { name: 'Revenu', email, password: TEST_PASSWORD } })).status).toBe(201);
  });
});
