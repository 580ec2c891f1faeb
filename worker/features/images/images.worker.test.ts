import { describe, it, expect } from 'vitest';
import { env, SELF } from 'cloudflare:test';
import { api, authHeaders, planAndList, registerUser, type TestUser } from '../../../test/kit';
import { mealPlanResponseSchema } from '@shared/schemas/meals';
import { recipeAnswerSchema, recipeDetailResponseSchema } from '@shared/schemas/recipes';
import { invitationResponseSchema } from '@shared/schemas/households';
import { photoResponseSchema } from '@shared/schemas/images';
import type { SessionUser } from '@shared/schemas/users';
import { createDb } from '../../db/client';
import type { Generator } from '../../ai/types';
import { addPhoto } from '../recipes/recipes.service';

// A member's photo of a dish: POST /api/recipes/:id/photo stores it in R2 (env.IMAGES, local in workerd)
// and GET /api/images/<key>?exp=&sig= serves it on a valid signature only. Every test has its own users.

// Written here: the formats' first bytes followed by filler; the Worker checks the signature bytes, never decodes.
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array.from({ length: 56 }, (_, i) => i)]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...Array.from({ length: 60 }, (_, i) => 255 - i)]);
const WEBP = new Uint8Array(
  [...'RIFF']
    .map((ch) => ch.charCodeAt(0))
    .concat(
      [40, 0, 0, 0],
      [...'WEBPVP8 '].map((ch) => ch.charCodeAt(0)),
    ),
);

async function fromCorpus(token: string, sourceRecipeId = 'compote-pommes-poires-a-la-cannelle') {
  const res = await api('/api/recipes/from-corpus', { body: { sourceRecipeId }, token });
  expect(res.status, res.text).toBe(200);
  return recipeAnswerSchema.parse(res.json).recipe;
}

function upload(token: string | undefined, recipeId: string, body: BodyInit, contentType: string) {
  return SELF.fetch(`http://localhost/api/recipes/${recipeId}/photo`, {
    method: 'POST',
    headers: { 'content-type': contentType, ...(token ? authHeaders(token) : {}) },
    body,
  });
}

async function uploaded(token: string, recipeId: string, bytes: Uint8Array = PNG, type = 'image/png'): Promise<string> {
  const res = await upload(token, recipeId, bytes, type);
  const text = await res.text();
  expect(res.status, text).toBe(201);
  return photoResponseSchema.parse(JSON.parse(text)).data.imageUrl;
}

const get = (url: string) => SELF.fetch(`http://localhost${url}`);

async function storedKeys(householdId: string): Promise<string[]> {
  const listed = await env.IMAGES.list({ prefix: `households/${householdId}/` });
  return listed.objects.map((o) => o.key);
}

/** The household the account was given at registration. */
const householdOf = async (u: TestUser) =>
  (await env.DB.prepare('SELECT household_id FROM users WHERE id = ?').bind(u.user.id).first<{ household_id: string }>())!.household_id;

const imageUrlOf = async (id: string) =>
  (await env.DB.prepare('SELECT image_url FROM recipes WHERE id = ?').bind(id).first<{ image_url: string | null }>())!.image_url;

async function sameHousehold(owner: TestUser, member: TestUser): Promise<void> {
  const invited = await api('/api/households/invitations', { token: owner.token, body: {} });
  const { code } = invitationResponseSchema.parse(invited.json).data;
  expect((await api('/api/households/join', { token: member.token, body: { code } })).status).toBe(200);
}

describe('POST /api/recipes/:id/photo', () => {
  it('stores the photo under the household, answers 201 with a signed address, and the recipe shows it from then on', async () => {
    const cook = await registerUser();
    const recipe = await fromCorpus(cook.token);
    expect(recipe.imageUrl).toBeNull();
    const imageUrl = await uploaded(cook.token, recipe.id);
    expect(imageUrl).toMatch(
      new RegExp(`^/api/images/households/${await householdOf(cook)}/recipes/${recipe.id}/[^/?]+\\.png\\?exp=\\d+&sig=[0-9a-f]{64}$`),
    );
    expect(await storedKeys(await householdOf(cook))).toHaveLength(1);
    expect(await imageUrlOf(recipe.id)).toMatch(/^r2:households\//);

    const read = await api(`/api/meals/recipe/${recipe.id}`, { token: cook.token });
    const shown = recipeDetailResponseSchema.parse(read.json).data.recipe.imageUrl;
    expect(shown).toMatch(/^\/api\/images\/households\/.+\?exp=\d+&sig=[0-9a-f]{64}$/);
    const image = await get(shown!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('private, max-age=3600');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
  });

  it('a JPEG and a WebP are served back with their own type and bytes', async () => {
    const cook = await registerUser();
    const recipe = await fromCorpus(cook.token);
    const jpeg = await get(await uploaded(cook.token, recipe.id, JPEG, 'image/jpeg'));
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await jpeg.arrayBuffer())).toEqual(JPEG);
    const webp = await get(await uploaded(cook.token, recipe.id, WEBP, 'image/webp'));
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(new Uint8Array(await webp.arrayBuffer())).toEqual(WEBP);
  });

  it('another member of the household may add the photo of a household recipe', async () => {
    const [owner, member] = [await registerUser(), await registerUser()];
    await sameHousehold(owner, member);
    const recipe = await fromCorpus(owner.token);
    const imageUrl = await uploaded(member.token, recipe.id);
    expect((await get(imageUrl)).status).toBe(200);
  });

  it('a non-member gets 404 and nothing is stored; without a session, 401', async () => {
    const [cook, stranger] = [await registerUser(), await registerUser()];
    const recipe = await fromCorpus(cook.token);
    const res = await upload(stranger.token, recipe.id, PNG, 'image/png');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: 'Recette non trouvée' });
    expect((await upload(undefined, recipe.id, PNG, 'image/png')).status).toBe(401);
    expect(await storedKeys(await householdOf(stranger))).toEqual([]);
    expect(await storedKeys(await householdOf(cook))).toEqual([]);
    expect(await imageUrlOf(recipe.id)).toBeNull();
  });

  it('refuses over 5 MB (413), another type (415), bytes that are not the declared type and an empty body (400), storing nothing', async () => {
    const cook = await registerUser();
    const recipe = await fromCorpus(cook.token);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const cases: [BodyInit, string, number, string][] = [
      [big, 'image/png', 413, 'La photo est trop volumineuse (5 Mo au maximum).'],
      [new TextEncoder().encode('GIF89a......'), 'image/gif', 415, 'La photo doit être une image JPEG, PNG ou WebP.'],
      ['{"a":1}', 'application/json', 415, 'La photo doit être une image JPEG, PNG ou WebP.'],
      [PNG, 'image/jpeg', 400, "Le fichier envoyé n'est pas une image JPEG, PNG ou WebP valide."],
      [JPEG, 'image/webp', 400, "Le fichier envoyé n'est pas une image JPEG, PNG ou WebP valide."],
      [
        new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        'image/png',
        400,
        "Le fichier envoyé n'est pas une image JPEG, PNG ou WebP valide.",
      ],
      [new Uint8Array(0), 'image/png', 400, 'Aucune photo reçue.'],
    ];
    for (const [body, type, status, message] of cases) {
      const res = await upload(cook.token, recipe.id, body, type);
      expect(res.status, `${type} → ${status}`).toBe(status);
      expect(await res.json()).toEqual({ success: false, message });
    }
    expect(await storedKeys(await householdOf(cook))).toEqual([]);
    expect(await imageUrlOf(recipe.id)).toBeNull();
  });

  it('when R2 refuses the object, the recipe row is not changed', async () => {
    const cook = await registerUser();
    const recipe = await fromCorpus(cook.token);
    const failing = { put: () => Promise.reject(new Error('R2 unavailable')) } as unknown as R2Bucket;
    const user = { id: cook.user.id, householdId: await householdOf(cook) } as SessionUser;
    const deps = { db: createDb(env.DB), now: () => new Date(), generator: {} as Generator, images: { bucket: failing, secret: 'k' } };
    await expect(addPhoto(deps, user, recipe.id, { bytes: PNG, contentType: 'image/png' })).rejects.toThrow('R2 unavailable');
    expect(await imageUrlOf(recipe.id)).toBeNull();
  });
});

describe('GET /api/images/<key>', () => {
  it('answers 404 to a wrong, missing or expired signature, and to a key of another household signed for none', async () => {
    const cook = await registerUser();
    const recipe = await fromCorpus(cook.token);
    const imageUrl = await uploaded(cook.token, recipe.id);
    const [path, query] = imageUrl.split('?') as [string, string];
    const params = new URLSearchParams(query);
    const sig = params.get('sig')!;
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('0') ? '1' : '0'}`;
    const refused = [
      path,
      `${path}?exp=${params.get('exp')}`,
      `${path}?exp=${params.get('exp')}&sig=${flipped}`,
      // Another expiry with the same signature: the expiry is signed too.
      `${path}?exp=${Number(params.get('exp')) + 3600}&sig=${sig}`,
      // Long past, whatever the signature.
      `${path}?exp=1000&sig=${sig}`,
      // The signature of one key does not open another.
      `${path.replace(/[^/]+\.png$/, 'autre.png')}?${query}`,
    ];
    for (const url of refused) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    }
    expect((await get(imageUrl)).status).toBe(200);
  });

  it('a non-member reading the recipe gets 404, so never an address to the image', async () => {
    const [cook, stranger] = [await registerUser(), await registerUser()];
    const recipe = await fromCorpus(cook.token);
    await uploaded(cook.token, recipe.id);
    const res = await api(`/api/meals/recipe/${recipe.id}`, { token: stranger.token });
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('/api/images/');
  });
});

describe("the meal plan shows each dish's picture", () => {
  it('every meal of a saved week has its own illustration, and a recipe with a photo its signed address', async () => {
    // Premium: the whole week (Free plans 3 meals).
    const cook = await registerUser({ premium: true });
    const { mealPlanId } = await planAndList(cook.token);
    const read = async () => mealPlanResponseSchema.parse((await api(`/api/meals/${mealPlanId}`, { token: cook.token })).json).data;
    const meals = (await read()).days.flatMap((d) => d.meals);
    expect(meals).toHaveLength(14);
    // One picture per recipe (a dinner eaten again the next day is the same recipe), none alike.
    const byRecipe = new Map(meals.map((m) => [m.recipe.id, m.recipe.illustration]));
    expect(byRecipe.size).toBeGreaterThanOrEqual(10);
    const pictures = [...byRecipe.values()];
    expect(pictures.every((p) => p !== undefined && p.emoji.length >= 2)).toBe(true);
    expect(new Set(pictures.map((p) => JSON.stringify(p))).size).toBe(byRecipe.size);
    expect(meals.every((m) => m.recipe.imageUrl === null)).toBe(true);

    const first = meals[0]!.recipe;
    await uploaded(cook.token, first.id);
    const again = (await read()).days.flatMap((d) => d.meals).find((m) => m.recipe.id === first.id)!;
    expect(again.recipe.imageUrl).toMatch(/^\/api\/images\/households\/.+\?exp=\d+&sig=[0-9a-f]{64}$/);
    expect((await get(again.recipe.imageUrl!)).status).toBe(200);
  });
});
