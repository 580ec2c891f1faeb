// Dishes' pictures in R2 (the IMAGES bucket): members' photos and, later, images copied at import.
// Objects live under households/<householdId>/..., and a recipe row keeps `r2:<key>` in image_url.
//
// Serving: an <img> cannot send the session's bearer token, so the Worker cannot ask who is looking.
// A cookie would mean a second way to be signed in (and CSRF to think about); instead, a member's read
// of a recipe mints a short-lived address, `/api/images/<key>?exp=<unix s>&sig=<HMAC-SHA256(key, exp)>`
// under IMAGES_KEY, a Worker secret. Only a member's answer carries one, so only the household (or
// someone it forwarded the address to, until it expires) gets the bytes; anything else is 404.

import { PHOTO_MAX_BYTES, PHOTO_TYPES, type PhotoType } from '@shared/schemas/images';
import { newId } from '../../db/schema/ids';

/** What the image helpers need: the bucket and the signing secret (undefined when not configured). */
export interface ImageDeps {
  bucket: R2Bucket;
  secret: string | undefined;
}

export function imageDeps(env: Pick<Env, 'IMAGES' | 'IMAGES_KEY'>): ImageDeps {
  return { bucket: env.IMAGES, secret: env.IMAGES_KEY };
}

/** The prefix of a stored reference in recipes.image_url. */
const R2_REF = 'r2:';
export const IMAGE_ROUTE = '/api/images/';

const EXTENSION: Record<PhotoType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

export function isPhotoType(value: string): value is PhotoType {
  return (PHOTO_TYPES as readonly string[]).includes(value);
}

/** Whether the bytes start as the declared format does (JPEG FF D8 FF, PNG's 8-byte signature, RIFF....WEBP). */
export function matchesMagicBytes(bytes: Uint8Array, type: PhotoType): boolean {
  const starts = (sig: readonly number[], at = 0) => bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);
  if (type === 'image/jpeg') return starts([0xff, 0xd8, 0xff]);
  if (type === 'image/png') return starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8);
}

export type ImageCheck = { ok: true } | { ok: false; reason: 'type' | 'empty' | 'too-large' | 'content' };

/** Accepts only JPEG, PNG or WebP bytes of at most PHOTO_MAX_BYTES whose content is the declared type. */
export function checkImage(bytes: Uint8Array, contentType: string): ImageCheck {
  if (!isPhotoType(contentType)) return { ok: false, reason: 'type' };
  if (bytes.length === 0) return { ok: false, reason: 'empty' };
  if (bytes.length > PHOTO_MAX_BYTES) return { ok: false, reason: 'too-large' };
  if (!matchesMagicBytes(bytes, contentType)) return { ok: false, reason: 'content' };
  return { ok: true };
}

/**
 * Stores a recipe's image under its household and answers the reference to keep in recipes.image_url.
 * The caller has checked the bytes (checkImage) and writes the reference only after this resolved, so a
 * failed put leaves the recipe as it was. A new key each time: an address already handed out never
 * shows another picture.
 */
export async function putRecipeImage(
  deps: Pick<ImageDeps, 'bucket'>,
  householdId: string,
  recipeId: string,
  bytes: Uint8Array,
  contentType: PhotoType,
): Promise<string> {
  const key = `households/${householdId}/recipes/${recipeId}/${newId()}.${EXTENSION[contentType]}`;
  await deps.bucket.put(key, bytes, { httpMetadata: { contentType } });
  return `${R2_REF}${key}`;
}

/** The R2 key of a stored reference, or null when the value is not one of ours. */
export function keyOfRef(ref: string | null | undefined): string | null {
  return ref?.startsWith(R2_REF) ? ref.slice(R2_REF.length) : null;
}

/** Best effort: an object whose reference could not be written is removed again. */
export async function deleteImage(deps: Pick<ImageDeps, 'bucket'>, ref: string): Promise<void> {
  const key = keyOfRef(ref);
  if (key) await deps.bucket.delete(key);
}

// ---------------------------------------------------------------------------------------------
// Signed addresses
// ---------------------------------------------------------------------------------------------

/** An address stays valid 1 to 2 hours: its expiry is rounded up to the next hour, so the answers of one
 *  hour share one address and the browser's cache keeps the picture. */
const HOUR_S = 3600;

const encoder = new TextEncoder();

async function hmac(secret: string, key: string, exp: number): Promise<Uint8Array> {
  const k = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', k, encoder.encode(`${key}\n${exp}`)));
}

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** The URL path of a key, each segment escaped. */
function imagePath(key: string): string {
  return IMAGE_ROUTE + key.split('/').map(encodeURIComponent).join('/');
}

/**
 * The address a member's answer shows for a stored image_url: signed for ours, null for none, for a
 * value that is not ours (an outside address would be blocked by the page's img-src 'self' anyway) and
 * when IMAGES_KEY is not configured (the illustration is shown instead).
 */
export async function signedImageUrl(secret: string | undefined, ref: string | null | undefined, now: Date): Promise<string | null> {
  const key = keyOfRef(ref);
  if (!key || !secret) return null;
  const exp = (Math.floor(now.getTime() / 1000 / HOUR_S) + 2) * HOUR_S;
  return `${imagePath(key)}?exp=${exp}&sig=${toHex(await hmac(secret, key, exp))}`;
}

/** Whether `sig` is the signature of key and exp and exp is not past. */
export async function verifySignature(secret: string | undefined, key: string, exp: string, sig: string, now: Date): Promise<boolean> {
  if (!secret || !/^\d{1,12}$/.test(exp) || !/^[0-9a-f]{64}$/.test(sig)) return false;
  const expiry = Number(exp);
  if (expiry * 1000 <= now.getTime()) return false;
  const expected = await hmac(secret, key, expiry);
  const given = Uint8Array.from(sig.match(/../g)!, (h) => parseInt(h, 16));
  // Constant time: the comparison does not stop at the first differing byte.
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected[i]! ^ given[i]!;
  return diff === 0;
}

/** GET /api/images/<key>: the object when the signature holds, else null (answered 404). */
export async function readSignedImage(
  deps: ImageDeps,
  key: string,
  query: { exp?: string; sig?: string },
  now: Date,
): Promise<R2ObjectBody | null> {
  if (!key.startsWith('households/')) return null;
  if (!(await verifySignature(deps.secret, key, query.exp ?? '', query.sig ?? '', now))) return null;
  return deps.bucket.get(key);
}
