import type { MiddlewareHandler } from 'hono';

// No 'unsafe-inline' script: the SPA and the prerendered pages load only same-origin modules, and
// the one inline script of web/index.html (it holds a form sent before the app's script has taken
// over) is allowed by its hash. scripts/inline-script-hash.test.ts checks the hash against the file.
export const INLINE_SCRIPT_HASH = 'sha256-RdSDfy3b/P2NrQ3KaJAd2caz+SJmkf7Zl1NcNjMK0Bc=';
// connect-src: same origin (API + WebSocket) and the reverse-geocoding service of the profile (BigDataCloud, web/features/account/api/reverse-geocode.ts).
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' '${INLINE_SCRIPT_HASH}'`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self' ws: wss: https://api.bigdatacloud.net",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export function applySecurityHeaders(headers: Headers): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers.set(name, value);
}

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  // WebSocket upgrades carry an immutable response.
  if (c.res.status === 101) return;
  applySecurityHeaders(c.res.headers);
};
