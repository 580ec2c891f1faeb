import { describe, it, expect } from 'vitest';
import { env } from 'cloudflare:test';
import { api, errorOf } from '../../../test/kit';

describe('API foundation', () => {
  it('GET /api/health answers ok with the security headers', async () => {
    const res = await api('/api/health');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true, data: { status: 'ok' } });
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    // Same-origin scripts, and the one inline script of web/index.html by its hash.
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]{43}='(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('Strict-Transport-Security')).toContain('max-age=');
  });

  it('an unknown /api path is a JSON 404 in French', async () => {
    const res = await api('/api/nope/nothing');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ success: false, message: "Cette adresse de l'API n'existe pas." });
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('a body over 100 KB is refused with 413 and a French message', async () => {
    const res = await api('/api/users/login', { raw: JSON.stringify({ email: 'a@b.fr', password: 'x'.repeat(110 * 1024) }) });
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ success: false, message: 'Le corps de la requête est trop volumineux (100 Ko au maximum).' });
  });

  it('the migrations created every table of the data model', async () => {
    const { results } = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type='table' ORDER BY name").all<{ name: string }>();
    const names = results.map((r) => r.name);
    for (const table of [
      'users',
      'recipes',
      'recipe_ratings',
      'favorites',
      'week_plans',
      'meal_plans',
      'meal_plan_meals',
      'shopping_lists',
      'shopping_items',
      'orders',
      'login_failures',
    ]) {
      expect(names).toContain(table);
    }
  });

  it('the shopping-list Durable Object is bound and answers', async () => {
    const stub = env.SHOPPING_LIST.get(env.SHOPPING_LIST.idFromName('health'));
    expect(await stub.ping()).toBe('pong');
  });

  it('malformed JSON is a 400 with a French message, not a 500', async () => {
    const res = await api('/api/users/login', { raw: '{"email": "a@b.fr", "password": ' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, message: 'Le corps de la requête doit être un JSON valide.' });
  });

  it('a wrong type is a 400 naming the field in French', async () => {
    const res = await api('/api/users/login', { body: { email: 42, password: 'secret-123' } });
    expect(res.status).toBe(400);
    expect(errorOf(res).success).toBe(false);
    expect(errorOf(res).message).toMatch(/email/);
    expect(errorOf(res).message).toMatch(/attendu|invalide/);
  });

  it('a missing field is a 400 naming the field in French', async () => {
    const res = await api('/api/users/register', { body: { email: 'nouveau@exemple.fr', password: 'motdepasse-solide-42' } });
    expect(res.status).toBe(400);
    expect(errorOf(res).message).toMatch(/name/);
    const count = await env.DB.prepare(`SELECT COUNT(*) AS n FROM users WHERE email = 'nouveau@exemple.fr'`).first<{ n: number }>();
    expect(count?.n).toBe(0);
  });
});
