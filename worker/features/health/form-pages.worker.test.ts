import { afterEach, describe, expect, it, vi } from 'vitest';
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { app } from '../../app';
import { FORM_PAGES } from './static-pages.routes';

// A browser sends a form itself (method="post") when a press comes before the page's script has
// taken over, or the script failed: the Worker must answer with a redirect to the page that carries
// none of the fields, without reading the body (the password in it) nor writing it to the log.

const FIELDS = 'email=camille%40exemple.fr&password=motdepasse-secret-42&name=Camille';

/** A POST whose body records whether anyone read it. */
function formPost(path: string) {
  const read = { pulled: false };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        read.pulled = true;
        controller.enqueue(new TextEncoder().encode(FIELDS));
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request(`http://localhost${path}?email=camille%40exemple.fr`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });
  return { request, read };
}

afterEach(() => vi.restoreAllMocks());

describe('a form page answers a POST with a redirect to itself', () => {
  it('lists the pages whose forms hold a password or personal data', () => {
    expect([...FORM_PAGES]).toEqual(['/login', '/register', '/profile', '/settings', '/foyer']);
  });

  it.each([...FORM_PAGES])(
    'POST %s: 303 to the page, no field nor query in the Location, the body neither read nor logged',
    async (path) => {
      const logged: unknown[] = [];
      for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
        vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(...args));
      }
      const { request, read } = formPost(path);
      const ctx = createExecutionContext();
      const res = await app.fetch(request, env, ctx);
      await waitOnExecutionContext(ctx);

      expect(res.status).toBe(303);
      expect(res.headers.get('Location')).toBe(path);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      expect(await res.text()).toBe('');
      expect(read.pulled).toBe(false);
      expect(request.bodyUsed).toBe(false);
      expect(JSON.stringify(logged)).not.toMatch(/motdepasse|camille/i);
      // A Worker answer: the security headers are on it like on every other.
      expect(res.headers.get('Content-Security-Policy')).toContain("form-action 'self'");
    },
  );
});
