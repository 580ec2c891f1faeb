import { describe, it, expect, vi } from 'vitest';
import { PBKDF2_ITERATIONS } from '@shared/constants';
import { COMMON_PASSWORD_COUNT, isCommonPassword } from './common-passwords';
import { DUMMY_HASH, hashPassword, parseStoredHash, verifyPassword } from './password';

// Plain unit tests that need WebCrypto: they run in workerd like production.

describe('password hashing', () => {
  it('uses at most 100,000 PBKDF2 iterations (production Workers reject more)', () => {
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(100_000);
    expect(PBKDF2_ITERATIONS).toBe(100_000);
  });

  it('stores pbkdf2$iterations$salt$hash with a 16-byte salt and a 32-byte SHA-256 key', async () => {
    const stored = await hashPassword('motdepasse-solide-42');
    const [scheme, iterations, salt, hash] = stored.split('$');
    expect(scheme).toBe('pbkdf2');
    expect(Number(iterations)).toBe(PBKDF2_ITERATIONS);
    expect(atob(salt!).length).toBe(16);
    expect(atob(hash!).length).toBe(32);
    expect(stored).not.toContain('motdepasse-solide-42');
  });

  it('verifies the right password only, and salts every hash', async () => {
    const a = await hashPassword('motdepasse-solide-42');
    const b = await hashPassword('motdepasse-solide-42');
    expect(a).not.toBe(b);
    expect(await verifyPassword('motdepasse-solide-42', a)).toBe(true);
    expect(await verifyPassword('motdepasse-solide-42', b)).toBe(true);
    expect(await verifyPassword('motdepasse-solide-43', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('a stored hash of a lower cost still verifies (the cost can be raised later)', async () => {
    const cheap = await hashPassword('ancien-mot-de-passe', 1000);
    expect(cheap.startsWith('pbkdf2$1000$')).toBe(true);
    expect(await verifyPassword('ancien-mot-de-passe', cheap)).toBe(true);
  });

  it('refuses malformed rows without throwing, and costs above the production limit', async () => {
    for (const stored of [
      '',
      'plain',
      'pbkdf2$abc$x$y',
      'bcrypt$10$x$y',
      'pbkdf2$100000$%%%$%%%',
      'pbkdf2$200000$AAAA$AAAA',
      'pbkdf2$100000$AAAA$AAAA$extra',
    ]) {
      expect(parseStoredHash(stored), stored).toBeNull();
      expect(await verifyPassword('x', stored)).toBe(false);
    }
  });

  it('DUMMY_HASH is a real 100,000-iteration hash, so an unknown email costs as much as a known one', async () => {
    const dummy = parseStoredHash(DUMMY_HASH);
    expect(dummy?.iterations).toBe(PBKDF2_ITERATIONS);
    expect(dummy?.salt.length).toBe(16);
    expect(dummy?.hash.length).toBe(32);
    const real = await hashPassword('motdepasse-solide-42');
    // The cost is the key derivation: both paths must derive once, with the same parameters. (Time
    // itself is not measured here: workerd's clock only moves on I/O. bench/login.bench.mjs times it.)
    const derivations = async (stored: string) => {
      const seen: { iterations: number; hash: string; length: number | null | undefined }[] = [];
      const original = crypto.subtle.deriveBits.bind(crypto.subtle);
      const spy = vi.spyOn(crypto.subtle, 'deriveBits').mockImplementation((algorithm, key, length) => {
        const a = algorithm as { iterations: number; hash: unknown };
        seen.push({ iterations: a.iterations, hash: String(a.hash), length });
        return original(algorithm, key, length);
      });
      try {
        expect(await verifyPassword('mot-de-passe-faux', stored)).toBe(false);
      } finally {
        spy.mockRestore();
      }
      return seen;
    };
    const expected = [{ iterations: PBKDF2_ITERATIONS, hash: 'SHA-256', length: 256 }];
    expect(await derivations(real)).toEqual(expected);
    expect(await derivations(DUMMY_HASH)).toEqual(expected);
  });
});

describe('common passwords', () => {
  it('ships a few thousand entries of 6 characters or more', () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(4000);
  });

  it('refuses frequent passwords case-insensitively and accepts the demo and test passwords', () => {
    for (const p of ['123456', 'password', 'PASSWORD', 'qwerty123', 'azerty', 'iloveyou', 'soleil'])
      expect(isCommonPassword(p), p).toBe(true);
    for (const p of ['popote-demo-2025', 'motdepasse-solide-42', 'un-autre-secret-77']) expect(isCommonPassword(p), p).toBe(false);
  });
});
