import { PBKDF2_ITERATIONS } from '@shared/constants';

// PBKDF2-SHA256 through WebCrypto, 100,000 iterations
// (production Workers reject more), 16-byte salt per user, constant-time comparison,
// stored as pbkdf2$iterations$salt$hash so the cost can be raised later.

const encoder = new TextEncoder();

function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}
function fromBase64(value: string): Uint8Array {
  return Uint8Array.from(atob(value), (ch) => ch.charCodeAt(0));
}

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(password, salt, iterations);
  return `pbkdf2$${iterations}$${toBase64(salt)}$${toBase64(hash)}`;
}

function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

/** Parses `pbkdf2$iterations$salt$hash`; null for anything else (never throws on a bad row). */
export function parseStoredHash(stored: string): { iterations: number; salt: Uint8Array; hash: Uint8Array } | null {
  const [scheme, iter, salt, hash, extra] = stored.split('$');
  const iterations = Number(iter);
  // Production Workers reject PBKDF2 above 100,000 iterations (a stored hash claiming more could never be checked there).
  if (
    scheme !== 'pbkdf2' ||
    extra !== undefined ||
    !salt ||
    !hash ||
    !Number.isInteger(iterations) ||
    iterations < 1 ||
    iterations > PBKDF2_ITERATIONS
  ) {
    return null;
  }
  try {
    return { iterations, salt: fromBase64(salt), hash: fromBase64(hash) };
  } catch {
    return null;
  }
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStoredHash(stored);
  if (!parsed) return false;
  const computed = await derive(password, parsed.salt, parsed.iterations);
  return timingSafeEqual(computed, parsed.hash);
}

/**
 * A real 100,000-iteration hash of a random, discarded password: verified for unknown emails so that
 * a login's timing does not reveal whether the account exists.
 */
export const DUMMY_HASH = 'pbkdf2$100000$VjTE4QZSG/4jag4H8nxWEw==$+grV89KwT183LibqvTBTRiZRE9KnmKUr26+VYQZA5a4=';
