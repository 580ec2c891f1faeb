import { describe, it, expect, vi } from 'vitest';
import { env } from 'cloudflare:test';
import { MESSAGES } from '@shared/messages';
import { userResponseSchema, userWithTokenResponseSchema } from '@shared/schemas/users';
import { sha256Hex } from './session';
import { api, apiAs, errorOf, login, messageOf, parseAnswer, registerUser, signIn, TEST_PASSWORD, uniqueEmail } from '../../../test/kit';

const wizardPreferences = {
  dietaryRestrictions: ['Végétarien', 'Sans gluten', 'Flexitarien'],
  goals: ['Faire des économies', 'Cuisiner avec les enfants'],
  allergies: ['Fruits à coque', 'Sésame'],
  dislikedIngredients: ['Céleri'],
  adultCount: 2,
  childrenCount: 1,
};

async function userRow(email: string) {
  return env.DB.prepare('SELECT * FROM users WHERE email = ?').bind(email).first<Record<string, unknown>>();
}

describe('POST /api/users/register', () => {
  it('creates the account with its preferences and answers the user with a token', async () => {
    const email = uniqueEmail('register');
    const res = await api('/api/users/register', {
      body: { name: '  Camille Martin ', email: email.toUpperCase(), password: TEST_PASSWORD, preferences: wizardPreferences },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ success: true });
    const data = parseAnswer(userWithTokenResponseSchema, res).json.data;
    expect(data).toMatchObject({
      name: 'Camille Martin',
      email,
      household: { size: 3, includesChildren: true },
      subscription: { type: 'free', expiresAt: null, cancelAtPeriodEnd: false },
      location: { country: 'France', countryCode: 'FR' },
    });
    expect(data.id).toBe(data._id);
    expect(data.preferences).toMatchObject(wizardPreferences);
    expect(data.preferences.nutritionalGoals).toEqual({});
    expect(res.json).not.toHaveProperty('data.passwordHash');

    const profile = await api('/api/users/profile', { token: data.token });
    expect(profile.status).toBe(200);
    expect(parseAnswer(userResponseSchema, profile).json.data.preferences).toMatchObject(wizardPreferences);
  });

  it('stores a PBKDF2 hash with a per-user salt, never the password, and the token only as a SHA-256 KV key', async () => {
    const a = await registerUser();
    const b = await registerUser();
    const rowA = await userRow(a.email);
    const rowB = await userRow(b.email);
    const hashA = String(rowA?.password_hash);
    expect(hashA).not.toContain(TEST_PASSWORD);
    expect(hashA).toMatch(/^pbkdf2\$100000\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    // Same password, different salts and hashes.
    expect(hashA.split('$')[2]).not.toBe(String(rowB?.password_hash).split('$')[2]);
    expect(hashA.split('$')[3]).not.toBe(String(rowB?.password_hash).split('$')[3]);

    expect(await env.SESSIONS.get(`session:${a.token}`)).toBeNull();
    const record = await env.SESSIONS.get<{ userId: string }>(`session:${await sha256Hex(a.token)}`, 'json');
    expect(record?.userId).toBe(a.user.id);
    // 32 random bytes, base64url.
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('fills the defaults when no preferences are sent (2 adults, 0 children, France)', async () => {
    const email = uniqueEmail();
    const res = await api('/api/users/register', { body: { name: 'Sans préférences', email, password: TEST_PASSWORD } });
    expect(res.status).toBe(201);
    expect(parseAnswer(userResponseSchema, res).json.data.preferences).toMatchObject({ adultCount: 2, childrenCount: 0, allergies: [] });
    expect(parseAnswer(userResponseSchema, res).json.data.household).toEqual({ size: 2, includesChildren: false });
  });

  it('answers 409 with a French message for an email already in use (whatever its case)', async () => {
    const { email } = await registerUser();
    const res = await api('/api/users/register', {
      body: { name: 'Autre', email: ` ${email.toUpperCase()} `, password: 'un-autre-secret-77' },
    });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({ success: false, message: MESSAGES.emailTaken });
    const count = await env.DB.prepare('SELECT COUNT(*) AS n FROM users WHERE email = ?').bind(email).first<{ n: number }>();
    expect(count?.n).toBe(1);
  });

  it('refuses a very common password with the French message', async () => {
    const email = uniqueEmail();
    for (const password of ['123456', 'password', 'Azerty123', 'motdepasse']) {
      const res = await api('/api/users/register', { body: { name: 'Faible', email, password } });
      expect(res.status, password).toBe(400);
      expect(messageOf(res)).toBe(MESSAGES.commonPassword);
    }
    expect(await userRow(email)).toBeNull();
  });

  it.each([
    ['a missing name', { name: '' }, 'Le nom est requis'],
    ['a name over 100 characters', { name: 'n'.repeat(101) }, 'name'],
    ['an invalid email', { email: 'pas-un-email' }, 'Veuillez saisir une adresse email valide'],
    ['an email over 254 characters', { email: `${'a'.repeat(250)}@exemple.fr` }, 'email'],
    ['a password of 5 characters', { password: 'abcde' }, MESSAGES.passwordTooShort],
    ['a password over 128 characters', { password: 'p'.repeat(129) }, 'au plus 128'],
    [
      'a list over 50 entries',
      { preferences: { allergies: Array.from({ length: 51 }, (_, i) => `Allergène ${i}`) } },
      'preferences.allergies',
    ],
    ['a tag over 60 characters', { preferences: { goals: ['g'.repeat(61)] } }, 'preferences.goals'],
    ['a count of the wrong type', { preferences: { adultCount: '2' } }, 'preferences.adultCount'],
    ['a negative count', { preferences: { childrenCount: -1 } }, 'preferences.childrenCount'],
    [
      '0 adults and 0 children',
      { preferences: { adultCount: 0, childrenCount: 0 } },
      'Champ « preferences.adultCount » : Veuillez sélectionner au moins une personne',
    ],
    ['a name of the wrong type', { name: 42 }, 'name'],
    ['an unknown field', { role: 'admin' }, 'role'],
    ['an unknown preference', { preferences: { isAdmin: true } }, 'isAdmin'],
    ['a subscription in the payload', { subscription: { type: 'premium' } }, 'subscription'],
  ])('answers 400 in French and writes nothing for %s', async (_label, override, fragment) => {
    const email = (override as { email?: string }).email ?? uniqueEmail('bad');
    const res = await api('/api/users/register', { body: { name: 'Valide', email, password: TEST_PASSWORD, ...override } });
    expect(res.status).toBe(400);
    expect(errorOf(res).success).toBe(false);
    expect(messageOf(res)).toContain(fragment);
    expect(messageOf(res)).toMatch(/[éèàûôç]|Champ|requis|Clé/);
    expect(await userRow(email.toLowerCase())).toBeNull();
  });

  it('answers 400 in French for a body that is not JSON', async () => {
    const res = await api('/api/users/register', { raw: '{"name": "x",' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, message: MESSAGES.badJson });
  });

  it('removes duplicate tags (case- and accent-insensitive) and trims them', async () => {
    const { user } = await registerUser({ preferences: { allergies: [' Sésame ', 'sesame', 'SÉSAME', 'Kiwi'] } });
    expect(user.preferences.allergies).toEqual(['Sésame', 'Kiwi']);
  });
});

describe('POST /api/users/login', () => {
  it('answers the user with a fresh token for the right password, whatever the email case', async () => {
    const { email, token: first } = await registerUser();
    const res = await login(` ${email.toUpperCase()} `, TEST_PASSWORD, '203.0.113.10');
    expect(res.status).toBe(200);
    const data = parseAnswer(userWithTokenResponseSchema, res).json.data;
    expect(data.email).toBe(email);
    expect(data.token).not.toBe(first);
    expect((await api('/api/users/profile', { token: data.token })).status).toBe(200);
  });

  it('answers 401 with the same French message for a wrong password and for an unknown email', async () => {
    const { email } = await registerUser();
    const wrong = await login(email, 'pas-le-bon-mot-de-passe', '203.0.113.11');
    const unknown = await login(uniqueEmail('inconnu'), TEST_PASSWORD, '203.0.113.11');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual({ success: false, message: MESSAGES.invalidCredentials });
    expect(unknown.json).toEqual(wrong.json);
  });

  it('costs an unknown email the same password hash as a wrong password (no timing difference to exploit)', async () => {
    const { email } = await registerUser();
    // The Worker runs in this isolate: its PBKDF2 calls can be counted.
    const derive = vi.spyOn(crypto.subtle, 'deriveBits');
    try {
      const hashesFor = async (address: string, ip: string) => {
        derive.mockClear();
        expect((await login(address, 'pas-le-bon-42', ip)).status).toBe(401);
        return derive.mock.calls.map(([params]) => (params as { iterations: number }).iterations);
      };
      const known = await hashesFor(email, '203.0.113.31');
      const unknown = await hashesFor(uniqueEmail('fantome'), '203.0.113.32');
      expect(known).toEqual([100_000]);
      expect(unknown).toEqual(known);
    } finally {
      derive.mockRestore();
    }
  });

  it('answers 400 in French for missing fields, wrong types and unknown fields', async () => {
    for (const body of [
      { email: '', password: 'x' },
      { email: 'a@b.fr', password: '' },
      { email: 'a@b.fr', password: 12 },
      { email: 'a@b.fr', password: 'x', remember: true },
    ]) {
      const res = await api('/api/users/login', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).success).toBe(false);
    }
    const missing = await api('/api/users/login', { body: { email: '', password: 'x' } });
    expect(messageOf(missing)).toContain("L'email est requis");
  });
});

describe('sessions', () => {
  it('GET /api/users/profile answers 401 in French without a token, with a malformed or an unknown one', async () => {
    for (const headers of [{}, { Authorization: 'Basic abc' }, { Authorization: 'Bearer inconnu' }] as Record<string, string>[]) {
      const res = await api('/api/users/profile', { headers });
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ success: false, message: MESSAGES.unauthorized });
    }
  });

  it('POST /api/users/logout deletes the session: the token is refused at once, other sessions live on', async () => {
    const { email, token } = await registerUser();
    const other = (await signIn(email, TEST_PASSWORD, '203.0.113.12')).token;
    const res = await api('/api/users/logout', { method: 'POST', body: {}, token });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ success: true });
    expect(await env.SESSIONS.get(`session:${await sha256Hex(token)}`)).toBeNull();
    const after = await api('/api/users/profile', { token });
    expect(after.status).toBe(401);
    expect(messageOf(after)).toBe(MESSAGES.unauthorized);
    expect((await api('/api/users/profile', { token: other })).status).toBe(200);
    expect((await api('/api/users/logout', { method: 'POST', body: {}, token })).status).toBe(401);
  });

  it('stores the session in KV with a 30-day TTL', async () => {
    const { token } = await registerUser();
    const list = await env.SESSIONS.list({ prefix: `session:${await sha256Hex(token)}` });
    const expiration = list.keys[0]?.expiration;
    expect(expiration).toBeDefined();
    const days = (expiration! * 1000 - Date.now()) / (24 * 3600 * 1000);
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });
});

describe('GET/PUT /api/users/profile', () => {
  it('answers the session user only', async () => {
    const a = await registerUser({ name: 'Alice' });
    const res = await api('/api/users/profile', { token: a.token });
    expect(res.status).toBe(200);
    const data = parseAnswer(userResponseSchema, res).json.data;
    expect(data).toMatchObject({ id: a.user.id, name: 'Alice', email: a.email });
    expect(res.json).not.toHaveProperty('data.token');
    expect(res.json).not.toHaveProperty('data.passwordHash');
  });

  it('updates every field of the profile and merges partial preferences', async () => {
    const { token, user } = await registerUser({ preferences: { allergies: ['Kiwi'], adultCount: 2 } });
    const body = {
      name: 'Camille Durand',
      email: user.email,
      preferences: {
        dietaryRestrictions: ['Pescétarien', 'Low Carb'],
        dietaryRestrictionsComment: 'Poisson deux fois par semaine',
        goals: ['Mieux planifier ma semaine'],
        dislikedIngredients: ['Céleri', 'Navet'],
        cookingEquipment: ['Four traditionnel', 'Wok'],
        multifunctionRobot: ['Thermomix'],
        blendingEquipment: ['Blender'],
        coldStorageEquipment: ['Congélateur'],
        bakingEquipment: ['Moules à tarte'],
        nutritionalGoals: { calories: 2000, protein: 0, carbs: null },
        adultCount: 0,
        childrenCount: 3,
      },
      location: {
        address: '1 place Bellecour',
        city: 'Lyon',
        postalCode: '69002',
        country: 'France',
        countryCode: 'FR',
        coordinates: { latitude: 45.75, longitude: 4.83 },
      },
    };
    const res = await api('/api/users/profile', { method: 'PUT', body, token });
    expect(res.status).toBe(200);
    const data = parseAnswer(userResponseSchema, res).json.data;
    expect(data.name).toBe('Camille Durand');
    expect(data.preferences).toMatchObject({ ...body.preferences, allergies: ['Kiwi'] });
    expect(data.household).toEqual({ size: 3, includesChildren: true });
    expect(data.location).toEqual(body.location);

    // A partial update keeps the other fields.
    const partial = await api('/api/users/profile', { method: 'PUT', body: { preferences: { allergies: [] } }, token });
    expect(parseAnswer(userResponseSchema, partial).json.data.preferences.dislikedIngredients).toEqual(['Céleri', 'Navet']);
    expect(parseAnswer(userResponseSchema, partial).json.data.preferences.allergies).toEqual([]);
    expect(parseAnswer(userResponseSchema, partial).json.data.location.city).toBe('Lyon');
    const reread = await api('/api/users/profile', { token });
    expect(parseAnswer(userResponseSchema, reread).json.data.preferences).toMatchObject({
      allergies: [],
      childrenCount: 3,
      nutritionalGoals: { calories: 2000, protein: 0 },
    });
  });

  it("refuses to change the email with 'L'email ne peut pas être modifié'", async () => {
    const { token, email } = await registerUser();
    const res = await api('/api/users/profile', { method: 'PUT', body: { email: uniqueEmail('autre') }, token });
    expect(res.status).toBe(400);
    expect(messageOf(res)).toBe("L'email ne peut pas être modifié");
    expect((await apiAs(userResponseSchema, '/api/users/profile', { token })).json.data.email).toBe(email);
  });

  it.each([
    ['an empty name', { name: '  ' }],
    ['a name over 100 characters', { name: 'x'.repeat(101) }],
    ['a negative nutritional goal', { preferences: { nutritionalGoals: { calories: -1 } } }],
    ['a nutritional goal that is text', { preferences: { nutritionalGoals: { fat: 'beaucoup' } } }],
    ['a negative count', { preferences: { adultCount: -1 } }],
    ['a list over 50 entries', { preferences: { cookingEquipment: Array.from({ length: 51 }, (_, i) => `Appareil ${i}`) } }],
    ['a tag over 60 characters', { preferences: { dislikedIngredients: ['x'.repeat(61)] } }],
    ['an unknown field', { subscriptionType: 'premium' }],
    ['an unknown location field', { location: { planet: 'Mars' } }],
    ['an id in the body', { id: 'someone-else' }],
  ])('answers 400 in French and changes nothing for %s', async (_label, body) => {
    const { token, user } = await registerUser({ name: 'Intact' });
    const res = await api('/api/users/profile', { method: 'PUT', body, token });
    expect(res.status).toBe(400);
    expect(errorOf(res).success).toBe(false);
    expect(messageOf(res).length).toBeGreaterThan(5);
    const after = await api('/api/users/profile', { token });
    expect(parseAnswer(userResponseSchema, after).json.data).toEqual({
      ...user,
      token: undefined,
      subscription: parseAnswer(userResponseSchema, after).json.data.subscription,
    });
  });

  it('a user cannot read or change another user’s profile', async () => {
    const alice = await registerUser({ name: 'Alice', preferences: { allergies: ['Kiwi'] } });
    const bob = await registerUser({ name: 'Bob' });
    // Bob only ever sees himself.
    const read = await api('/api/users/profile', { token: bob.token });
    expect(parseAnswer(userResponseSchema, read).json.data.id).toBe(bob.user.id);
    expect(JSON.stringify(read.json)).not.toContain(alice.email);
    // Naming Alice in the body does not reach her: unknown fields are refused...
    for (const body of [
      { id: alice.user.id, name: 'Pirate' },
      { _id: alice.user.id, name: 'Pirate' },
      { userId: alice.user.id, name: 'Pirate' },
    ]) {
      expect((await api('/api/users/profile', { method: 'PUT', body, token: bob.token })).status).toBe(400);
    }
    // ...and her email is not Bob's to take.
    expect((await api('/api/users/profile', { method: 'PUT', body: { email: alice.email }, token: bob.token })).status).toBe(400);
    // A write with Bob's token changes Bob only.
    await api('/api/users/profile', { method: 'PUT', body: { name: 'Bob 2', preferences: { allergies: [] } }, token: bob.token });
    const aliceAfter = await api('/api/users/profile', { token: alice.token });
    expect(parseAnswer(userResponseSchema, aliceAfter).json.data).toMatchObject({ name: 'Alice', preferences: { allergies: ['Kiwi'] } });
  });

  it('answers 401 without a session, before looking at the body', async () => {
    const res = await api('/api/users/profile', { method: 'PUT', body: { name: 'x'.repeat(500) } });
    expect(res.status).toBe(401);
  });
});
