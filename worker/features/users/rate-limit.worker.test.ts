import { describe, it, expect } from 'vitest';
import { env } from 'cloudflare:test';
import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS } from '../../../shared/constants';
import { MESSAGES } from '../../../shared/messages';
import { api } from '../../../test/http';
import { PASSWORD, login, registerUser, uniqueEmail } from './test-helpers';

// Brute force (issue #3 item 3): 10 failed logins for one email or one IP within 15 minutes → 429.

async function failuresOf(key: string) {
  return (await env.DB.prepare('SELECT COUNT(*) AS n FROM login_failures WHERE key = ?').bind(key).first<{ n: number }>())?.n ?? 0;
}

describe('login rate limit', () => {
  it('answers 429 in French after 10 failures for one email, even with the right password, from any IP', async () => {
    const { email } = await registerUser();
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const res = await login(email, `mauvais-${i}`, `198.51.100.${i + 1}`);
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    const blocked = await login(email, PASSWORD, '198.51.100.200');
    expect(blocked.status).toBe(429);
    expect(blocked.json).toEqual({ success: false, message: MESSAGES.tooManyAttempts });
    // A 429 is not counted again: the window ends 15 minutes after the 10th failure.
    expect(await failuresOf(`email:${email}`)).toBe(LOGIN_MAX_FAILURES);
    // Another account from another IP is not affected.
    const other = await registerUser();
    expect((await login(other.email, PASSWORD, '198.51.100.201')).status).toBe(200);
  });

  it('answers 429 after 10 failures from one IP, whatever the emails (unknown ones included)', async () => {
    const ip = '192.0.2.77';
    const { email } = await registerUser();
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      expect((await login(uniqueEmail('inconnu'), 'nimporte-quoi', ip)).status).toBe(401);
    }
    const blocked = await login(email, PASSWORD, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toBe(MESSAGES.tooManyAttempts);
    expect((await login(email, PASSWORD, '192.0.2.78')).status).toBe(200);
  });

  it('counts only the last 15 minutes', async () => {
    const { email } = await registerUser();
    const old = Date.now() - LOGIN_WINDOW_MS - 1000;
    const stmt = env.DB.prepare('INSERT INTO login_failures (id, key, at) VALUES (?, ?, ?)');
    await env.DB.batch(Array.from({ length: 20 }, (_, i) => stmt.bind(`old-${i}-${email}`, `email:${email}`, old)));
    expect((await login(email, PASSWORD, '192.0.2.90')).status).toBe(200);
  });

  it('a successful login clears the email’s failures', async () => {
    const { email } = await registerUser();
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) await login(email, 'faux-mot-de-passe', `192.0.2.${100 + i}`);
    expect(await failuresOf(`email:${email}`)).toBe(LOGIN_MAX_FAILURES - 1);
    expect((await login(email, PASSWORD, '192.0.2.150')).status).toBe(200);
    expect(await failuresOf(`email:${email}`)).toBe(0);
    expect((await login(email, 'encore-faux', '192.0.2.151')).status).toBe(401);
    expect((await login(email, PASSWORD, '192.0.2.152')).status).toBe(200);
  });

  it('uses X-Forwarded-For when Cloudflare’s header is absent, else one shared local key', async () => {
    const { email } = await registerUser();
    await api('/api/users/login', { body: { email, password: 'faux-1' }, headers: { 'X-Forwarded-For': '10.1.2.3, 10.0.0.1' } });
    await api('/api/users/login', { body: { email, password: 'faux-2' } });
    expect(await failuresOf('ip:10.1.2.3')).toBe(1);
    expect(await failuresOf('ip:local')).toBe(1);
  });
});
