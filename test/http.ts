import { SELF } from 'cloudflare:test';

/** Small helpers for route tests: JSON in, JSON out, optional bearer token. */
export async function api(
  path: string,
  init: { method?: string; body?: unknown; token?: string; raw?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.body !== undefined || init.raw !== undefined) headers['Content-Type'] = 'application/json';
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const res = await SELF.fetch(`http://localhost${path}`, {
    method: init.method ?? (init.body !== undefined || init.raw !== undefined ? 'POST' : 'GET'),
    headers,
    body: init.raw ?? (init.body !== undefined ? JSON.stringify(init.body) : undefined),
  });
  const text = await res.text();
  // Untyped on purpose: the week-menu route tests read the answers field by field and assert on each
  // step; tests written with test/kit.ts parse answers with the shared response schemas instead.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: res.status, headers: res.headers, json, text };
}
