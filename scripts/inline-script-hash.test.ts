import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, INLINE_SCRIPT_HASH } from '../worker/middleware/security-headers';

// The CSP allows no inline script but the one of web/index.html, by its hash: a change to the script
// that does not update the hash would leave prerendered forms unguarded (the browser refuses to run it).

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const inlineScripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('the inline script of index.html and the CSP', () => {
  it('index.html has exactly one inline script, and its hash is the one the CSP allows', () => {
    const scripts = inlineScripts(read('web/index.html'));
    expect(scripts).toHaveLength(1);
    expect(sha256(scripts[0]!)).toBe(INLINE_SCRIPT_HASH);
    expect(CONTENT_SECURITY_POLICY).toContain(`script-src 'self' '${INLINE_SCRIPT_HASH}';`);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it('the static files get the same CSP as the Worker (web/public/_headers)', () => {
    const line = /^\s*Content-Security-Policy: (.*)$/m.exec(read('web/public/_headers'))?.[1];
    expect(line).toBe(CONTENT_SECURITY_POLICY);
  });
});
