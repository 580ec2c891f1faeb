// What the benches that run against a server share: calls to its JSON API.

/** A caller of the API at `base` (BENCH_BASE_URL): JSON in and out, POST when there is a body, the
 *  session token as a bearer; an answer that is not 2xx throws with its status and body. */
export function apiClient(base) {
  return async function call(path, { method, body, token } = {}) {
    const verb = method ?? (body ? 'POST' : 'GET');
    const res = await fetch(base + path, {
      method: verb,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await res.json().catch(() => null);
    if (!res.ok) throw new Error(`${verb} ${path} → ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
}
