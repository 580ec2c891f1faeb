import { describe, it, expect } from 'vitest';
import { env } from 'cloudflare:test';
import { readingsResponseSchema } from '@shared/schemas/readings';
import { userResponseSchema, userWithTokenResponseSchema } from '@shared/schemas/users';
import { api, errorOf, login, messageOf, parseAnswer, registerUser, TEST_PASSWORD, uniqueEmail } from '../../../test/kit';

// Allergies, diets and disliked ingredients: what a valid entry is, and the server's reading of each
// one, returned with every user answer and by the public POST /api/preferences/readings.

async function userRow(email: string) {
  return env.DB.prepare('SELECT name, preferences FROM users WHERE email = ?').bind(email).first<{ name: string; preferences: string }>();
}

const LONG = 'a'.repeat(61);

/** Each field, each kind of bad entry, and the French message expected (path, then the reason). */
const BAD_ENTRIES = [
  ['allergies', 'Allergie', '', 'le texte est vide.'],
  ['allergies', 'Allergie', '   ', 'le texte est vide.'],
  ['allergies', 'Allergie', LONG, '60 caractères au maximum.'],
  ['allergies', 'Allergie', '!!!', '« !!! » ne contient aucune lettre.'],
  ['allergies', 'Allergie', '123', '« 123 » ne contient aucune lettre.'],
  ['dietaryRestrictions', 'Régime', '', 'le texte est vide.'],
  ['dietaryRestrictions', 'Régime', LONG, '60 caractères au maximum.'],
  ['dietaryRestrictions', 'Régime', '!!!', '« !!! » ne contient aucune lettre.'],
  ['dietaryRestrictions', 'Régime', '123', '« 123 » ne contient aucune lettre.'],
  ['dislikedIngredients', 'Ingrédient non aimé', '', 'le texte est vide.'],
  ['dislikedIngredients', 'Ingrédient non aimé', LONG, '60 caractères au maximum.'],
  ['dislikedIngredients', 'Ingrédient non aimé', '!!!', '« !!! » ne contient aucune lettre.'],
  ['dislikedIngredients', 'Ingrédient non aimé', '123', '« 123 » ne contient aucune lettre.'],
] as const;

describe('bad allergies, diets and disliked ingredients', () => {
  it.each(BAD_ENTRIES)('register: %s [%s «%s»] → 400 naming the field, no account written', async (field, label, entry, reason) => {
    const email = uniqueEmail('bad-entry');
    const res = await api('/api/users/register', {
      body: { name: 'Valide', email, password: TEST_PASSWORD, preferences: { [field]: ['Kiwi', entry] } },
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, message: `Champ « preferences.${field}.1 » : ${label} invalide : ${reason}` });
    expect(await userRow(email)).toBeNull();
  });

  it.each(BAD_ENTRIES)('PUT profile: %s [%s «%s»] → 400 naming the field, nothing changed', async (field, label, entry, reason) => {
    const { token, email } = await registerUser({ name: 'Intact', preferences: { [field]: ['Kiwi'] } });
    const before = await userRow(email);
    const res = await api('/api/users/profile', {
      method: 'PUT',
      body: { name: 'Changé', preferences: { [field]: ['Sésame', entry], adultCount: 4 } },
      token,
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ success: false, message: `Champ « preferences.${field}.1 » : ${label} invalide : ${reason}` });
    const after = await userRow(email);
    expect(after).toEqual(before);
    expect(after?.name).toBe('Intact');
    expect(JSON.parse(after!.preferences)[field]).toEqual(['Kiwi']);
  });

  it('accepts a plausible text the lexicon may not know, and 60 characters exactly', async () => {
    const sixty = `Épices ${'x'.repeat(53)}`;
    expect(sixty).toHaveLength(60);
    const { token, user } = await registerUser({
      preferences: { allergies: ['Poudre de perlimpinpin'], dietaryRestrictions: ['Régime du chef n°2'], dislikedIngredients: [sixty] },
    });
    expect(user.preferences).toMatchObject({
      allergies: ['Poudre de perlimpinpin'],
      dietaryRestrictions: ['Régime du chef n°2'],
      dislikedIngredients: [sixty],
    });
    // An unknown diet is kept, and its reading says that it excludes nothing.
    expect(user.readings.diets).toEqual([
      { text: 'Régime du chef n°2', recognised: false, understood: 'régime non reconnu : aucun ingrédient exclu' },
    ]);
    const res = await api('/api/users/profile', {
      method: 'PUT',
      body: { preferences: { allergies: ['Œufs', ' Poudre de perlimpinpin '] } },
      token,
    });
    expect(res.status).toBe(200);
    expect(parseAnswer(userResponseSchema, res).json.data.preferences.allergies).toEqual(['Œufs', 'Poudre de perlimpinpin']);
  });

  it('keeps the other tag lists as they were: a goal of digits is still accepted', async () => {
    const { user } = await registerUser({ preferences: { goals: ['2025'] } });
    expect(user.preferences.goals).toEqual(['2025']);
  });
});

describe('readings returned with the user', () => {
  const preferences = {
    allergies: ['APLV', 'Poudre de perlimpinpin', 'Sésame'],
    dietaryRestrictions: ['Végétarien', 'Flexitarien'],
    dislikedIngredients: ['Céleri'],
  };

  it('register, login, GET and PUT profile: one reading per entry, same order, text echoing the entry', async () => {
    const email = uniqueEmail('readings');
    const registered = await api('/api/users/register', { body: { name: 'Lecture', email, password: TEST_PASSWORD, preferences } });
    expect(registered.status).toBe(201);
    const fromRegister = parseAnswer(userWithTokenResponseSchema, registered).json.data.readings;
    expect(fromRegister.allergies.map((r) => r.text)).toEqual(preferences.allergies);
    expect(fromRegister.diets.map((r) => r.text)).toEqual(preferences.dietaryRestrictions);
    expect(fromRegister.dislikedIngredients.map((r) => r.text)).toEqual(preferences.dislikedIngredients);
    // The kitchen lexicon's reading: known words resolved, unknown ones kept and matched by name.
    expect(fromRegister.allergies).toEqual([
      { text: 'APLV', recognised: true, understood: 'lait et produits laitiers' },
      { text: 'Poudre de perlimpinpin', recognised: false, understood: 'tout ingrédient nommé « poudre de perlimpinpin »' },
      { text: 'Sésame', recognised: true, understood: 'sésame' },
    ]);
    expect(fromRegister.diets.map((r) => r.recognised)).toEqual([true, true]);
    expect(fromRegister.diets[0]!.understood).toContain('viande');
    expect(fromRegister.dislikedIngredients).toEqual([{ text: 'Céleri', recognised: true, understood: 'céleri' }]);

    const loggedIn = await login(email, TEST_PASSWORD);
    expect(parseAnswer(userWithTokenResponseSchema, loggedIn).json.data.readings).toEqual(fromRegister);
    const token = parseAnswer(userWithTokenResponseSchema, loggedIn).json.data.token;
    const profile = await api('/api/users/profile', { token });
    expect(parseAnswer(userResponseSchema, profile).json.data.readings).toEqual(fromRegister);

    const put = await api('/api/users/profile', {
      method: 'PUT',
      body: { preferences: { allergies: ['Sésame', 'Kiwi'], dietaryRestrictions: [] } },
      token,
    });
    expect(put.status).toBe(200);
    const updated = parseAnswer(userResponseSchema, put).json.data.readings;
    expect(updated.allergies.map((r) => r.text)).toEqual(['Sésame', 'Kiwi']);
    expect(updated.allergies[0]).toEqual(fromRegister.allergies[2]);
    expect(updated.diets).toEqual([]);
    expect(updated.dislikedIngredients).toEqual(fromRegister.dislikedIngredients);
  });

  it('reads the stored, trimmed and de-duplicated entries, not the raw input', async () => {
    const { user } = await registerUser({ preferences: { allergies: [' Sésame ', 'SESAME', 'Kiwi'] } });
    expect(user.readings.allergies.map((r: { text: string }) => r.text)).toEqual(['Sésame', 'Kiwi']);
  });

  it('a user without any allergy, diet or dislike gets three empty lists', async () => {
    const { user } = await registerUser();
    expect(user.readings).toEqual({ allergies: [], diets: [], dislikedIngredients: [] });
  });
});

describe('POST /api/preferences/readings (public)', () => {
  it('reads each list without an account: one reading per entry, in order, the same as the profile gives', async () => {
    const body = { allergies: ['Poudre de perlimpinpin', 'Sésame'], diets: ['Végan'], dislikedIngredients: ['Céleri', 'Navet'] };
    const res = await api('/api/preferences/readings', { body });
    expect(res.status).toBe(200);
    const { data } = readingsResponseSchema.parse(res.json);
    expect(data.allergies.map((r) => r.text)).toEqual(body.allergies);
    expect(data.diets.map((r) => r.text)).toEqual(body.diets);
    expect(data.dislikedIngredients.map((r) => r.text)).toEqual(body.dislikedIngredients);

    const { user } = await registerUser({
      preferences: { allergies: body.allergies, dietaryRestrictions: body.diets, dislikedIngredients: body.dislikedIngredients },
    });
    expect(user.readings).toEqual(data);
  });

  it('lists not sent are answered empty; entries are trimmed', async () => {
    const res = await api('/api/preferences/readings', { body: { allergies: ['  Kiwi  '] } });
    expect(res.status).toBe(200);
    const { data } = readingsResponseSchema.parse(res.json);
    expect(data.allergies.map((r) => r.text)).toEqual(['Kiwi']);
    expect(data.diets).toEqual([]);
    expect(data.dislikedIngredients).toEqual([]);
    expect(readingsResponseSchema.parse((await api('/api/preferences/readings', { body: {} })).json).data).toEqual({
      allergies: [],
      diets: [],
      dislikedIngredients: [],
    });
  });

  it.each([
    ['allergies', 'allergies', 'Allergie'],
    ['diets', 'diets', 'Régime'],
    ['dislikedIngredients', 'dislikedIngredients', 'Ingrédient non aimé'],
  ] as const)('%s: 400 in French for an empty, too long, letterless entry', async (field, path, label) => {
    for (const [entry, reason] of [
      ['', 'le texte est vide.'],
      [LONG, '60 caractères au maximum.'],
      ['!!!', '« !!! » ne contient aucune lettre.'],
      ['123', '« 123 » ne contient aucune lettre.'],
    ] as const) {
      const res = await api('/api/preferences/readings', { body: { [field]: ['Kiwi', entry] } });
      expect(res.status, entry).toBe(400);
      expect(res.json).toEqual({ success: false, message: `Champ « ${path}.1 » : ${label} invalide : ${reason}` });
    }
  });

  it('400 in French for an unknown field, a list that is not a list, and a body that is not JSON', async () => {
    const unknown = await api('/api/preferences/readings', { body: { goals: ['Kiwi'] } });
    expect(unknown.status).toBe(400);
    expect(errorOf(unknown).success).toBe(false);
    expect(messageOf(unknown)).toContain('goals');
    const notList = await api('/api/preferences/readings', { body: { allergies: 'Kiwi' } });
    expect(notList.status).toBe(400);
    expect(messageOf(notList)).toContain('Champ « allergies »');
    const notJson = await api('/api/preferences/readings', { raw: '{"allergies": [' });
    expect(notJson.status).toBe(400);
    expect(errorOf(notJson).success).toBe(false);
  });

  it('answers 400 past 50 entries in a list', async () => {
    const res = await api('/api/preferences/readings', {
      body: { dislikedIngredients: Array.from({ length: 51 }, (_, i) => `Ingrédient ${i}`) },
    });
    expect(res.status).toBe(400);
    expect(messageOf(res)).toContain('Champ « dislikedIngredients »');
  });
});
