import { describe, it, expect } from 'vitest';
import { env } from 'cloudflare:test';
import { userResponseSchema } from '@shared/schemas/users';
import { MESSAGES } from '@shared/messages';
import { api, login, messageOf, parseAnswer, registerUser, TEST_PASSWORD, uniqueEmail } from '../../../test/kit';

// Login throttling: growing delays then a 15-minute lock per account; a per-address limit that slows
// an attacker without refusing the right password to a neighbour behind the same address.

const WAIT_30_S = 'Trop de tentatives de connexion. Veuillez réessayer dans 30 secondes.';
const LOCKED_15_MIN = 'Trop de tentatives de connexion. Veuillez réessayer dans 15 minutes.';
const HOT_ADDRESS =
  'Email ou mot de passe incorrect. Trop de tentatives échouées depuis votre réseau : vérifiez votre mot de passe avant de réessayer.';
const MINUTE = 60 * 1000;

async function failuresOf(key: string) {
  return (await env.DB.prepare('SELECT COUNT(*) AS n FROM login_failures WHERE key = ?').bind(key).first<{ n: number }>())?.n ?? 0;
}
/** Inserts `n` failures for a key, `agoMs` before now (the last one), one minute apart going back. */
async function insertFailures(key: string, n: number, agoMs: number) {
  const stmt = env.DB.prepare('INSERT INTO login_failures (id, key, at) VALUES (?, ?, ?)');
  const last = Date.now() - agoMs;
  await env.DB.batch(Array.from({ length: n }, (_, i) => stmt.bind(crypto.randomUUID(), key, last - i * 1000)));
}
/** Moves every failure of a key back in time, as if `ms` had passed. */
async function age(key: string, ms: number) {
  await env.DB.prepare('UPDATE login_failures SET at = at - ? WHERE key = ?').bind(ms, key).run();
}

describe('login throttling per account', () => {
  it('makes the 6th attempt wait 30 s after 5 failures, right password included; then it logs in and the count restarts', async () => {
    const { email } = await registerUser();
    for (let i = 0; i < 5; i++) {
      const res = await login(email, `mauvais-${i}`, `198.51.100.${i + 1}`);
      expect(res.status, `attempt ${i + 1}`).toBe(401);
      expect(res.json).toEqual({ success: false, message: MESSAGES.invalidCredentials });
    }
    const waiting = await login(email, TEST_PASSWORD, '198.51.100.50');
    expect(waiting.status).toBe(429);
    expect(waiting.json).toEqual({ success: false, message: WAIT_30_S });
    // A refused attempt is not counted again.
    expect(await failuresOf(`email:${email}`)).toBe(5);

    await age(`email:${email}`, 31 * 1000);
    expect((await login(email, TEST_PASSWORD, '198.51.100.51')).status).toBe(200);
    expect(await failuresOf(`email:${email}`)).toBe(0);
    expect((await login(email, 'encore-faux', '198.51.100.52')).status).toBe(401);
  });

  it('locks the account 15 minutes after its 10th failure, even with the right password and from any address', async () => {
    const { email } = await registerUser();
    // 9 failures, the last 9 minutes ago: the 8-minute delay of the 9th is over.
    await insertFailures(`email:${email}`, 9, 9 * MINUTE);
    expect((await login(email, 'dixieme-essai', '198.51.100.60')).status).toBe(401);
    for (const ip of ['198.51.100.61', '203.0.113.99']) {
      const locked = await login(email, TEST_PASSWORD, ip);
      expect(locked.status).toBe(429);
      expect(locked.json).toEqual({ success: false, message: LOCKED_15_MIN });
    }
    await age(`email:${email}`, 10 * MINUTE);
    const later = await login(email, TEST_PASSWORD, '198.51.100.62');
    expect(later.status).toBe(429);
    expect(messageOf(later)).toBe('Trop de tentatives de connexion. Veuillez réessayer dans 5 minutes.');
    await age(`email:${email}`, 5 * MINUTE + 1000);
    expect((await login(email, TEST_PASSWORD, '198.51.100.63')).status).toBe(200);
  });

  it('forgets failures older than one hour', async () => {
    const { email } = await registerUser();
    await insertFailures(`email:${email}`, 20, 61 * MINUTE);
    expect((await login(email, TEST_PASSWORD, '192.0.2.90')).status).toBe(200);
  });

  it('answers an unknown email exactly like a known one: same status and message, throttled alike', async () => {
    const { email } = await registerUser();
    const unknown = uniqueEmail('inconnu');
    const answers = { known: [] as unknown[], unknown: [] as unknown[] };
    for (let i = 0; i < 6; i++) {
      const a = await login(email, `faux-${i}`, '192.0.2.10');
      const b = await login(unknown, `faux-${i}`, '192.0.2.11');
      answers.known.push([a.status, a.json]);
      answers.unknown.push([b.status, b.json]);
    }
    expect(answers.unknown).toEqual(answers.known);
    expect(answers.known.slice(4)).toEqual([
      [401, { success: false, message: MESSAGES.invalidCredentials }],
      [429, { success: false, message: WAIT_30_S }],
    ]);
  });
});

describe('login throttling per address (carrier NAT: one attacker and one neighbour)', () => {
  it('slows the attacker without locking out the neighbour who types the right password', async () => {
    const ip = '100.64.7.7';
    const victim = await registerUser();
    const neighbour = await registerUser();
    const sprayed = await registerUser();

    // The attacker sprays wrong passwords over many emails (unknown and known ones)...
    for (let i = 0; i < 16; i++) {
      const target = i % 4 === 0 ? sprayed.email : uniqueEmail('cible');
      expect((await login(target, `devine-${i}`, ip)).status, `spray ${i}`).toBe(401);
    }
    // ...and guesses the victim's password until the account waits.
    for (let i = 0; i < 5; i++) expect((await login(victim.email, `victime-${i}`, ip)).status).toBe(401);
    expect(messageOf(await login(victim.email, `victime-5`, ip))).toBe(WAIT_30_S);
    // The address's failures reach the limit (earlier ones of the same quarter of an hour).
    expect(await failuresOf(`ip:${ip}`)).toBe(21);
    await insertFailures(`ip:${ip}`, 79, 1000);

    // From the hot address, wrong passwords are refused 429, for unknown and known emails alike...
    const wrongUnknown = await login(uniqueEmail('cible'), 'devine-encore', ip);
    const wrongKnown = await login(sprayed.email, 'devine-encore', ip);
    expect([wrongUnknown.status, wrongUnknown.json]).toEqual([429, { success: false, message: HOT_ADDRESS }]);
    expect([wrongKnown.status, wrongKnown.json]).toEqual([429, { success: false, message: HOT_ADDRESS }]);
    expect(await failuresOf(`email:${sprayed.email}`)).toBe(5);

    // ...the neighbour behind the same address logs in with the right password,
    const ok = await login(neighbour.email, TEST_PASSWORD, ip);
    expect(ok.status).toBe(200);
    expect(parseAnswer(userResponseSchema, ok).json.data.email).toBe(neighbour.email);
    // a typo of theirs is refused but still counts for their account only,
    expect(messageOf(await login(neighbour.email, 'faute-de-frappe', ip))).toBe(HOT_ADDRESS);
    expect(await failuresOf(`email:${neighbour.email}`)).toBe(1);
    expect((await login(neighbour.email, TEST_PASSWORD, ip)).status).toBe(200);

    // and the victim, locked by the attacker, is refused even with the right password, from anywhere.
    await insertFailures(`email:${victim.email}`, 5, 0);
    for (const from of [ip, '203.0.113.200']) {
      const locked = await login(victim.email, TEST_PASSWORD, from);
      expect(locked.status).toBe(429);
      expect(locked.json).toEqual({ success: false, message: LOCKED_15_MIN });
    }
    // Another address is not hot: a wrong password there is an ordinary 401.
    expect((await login(neighbour.email, 'autre-faute', '203.0.113.201')).status).toBe(401);
  });

  it('uses X-Forwarded-For when Cloudflare’s header is absent, else one shared local key', async () => {
    const { email } = await registerUser();
    await api('/api/users/login', { body: { email, password: 'faux-1' }, headers: { 'X-Forwarded-For': '10.1.2.3, 10.0.0.1' } });
    await api('/api/users/login', { body: { email, password: 'faux-2' } });
    expect(await failuresOf('ip:10.1.2.3')).toBe(1);
    expect(await failuresOf('ip:local')).toBe(1);
  });
});
