import { STORAGE_KEYS } from '@shared/constants';
import { readJson } from './storage';

/** An API failure carrying the server's French message (or none) and the HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
  ) {
    super(serverMessage ?? `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

/** The server's message, else the screen's fallback text (the rule of every error alert). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

let unauthorizedHandler: (() => void) | null = null;
/** The session registers what a 401 does: remove the stored user and go to /login (any 401 means the session is over). */
export function onUnauthorized(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}

function currentToken(): string | null {
  return readJson<{ token?: string }>(STORAGE_KEYS.user)?.token ?? null;
}

type ApiInit = { method?: string; body?: unknown; signal?: AbortSignal };

export async function apiFetch<T>(path: string, init: ApiInit = {}): Promise<T> {
  return (await apiFetchWithStatus<T>(path, init)).data;
}

/** apiFetch, with the HTTP status of a successful answer (for the calls whose 200 and 201 mean different things). */
export async function apiFetchWithStatus<T>(path: string, init: ApiInit = {}): Promise<{ status: number; data: T }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = currentToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  // A Blob (a photo) is sent as its bytes under its own type; anything else as JSON.
  const raw = init.body instanceof Blob ? init.body : null;
  if (init.body !== undefined) headers['Content-Type'] = raw ? raw.type : 'application/json';
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : (raw ?? JSON.stringify(init.body)),
      signal: init.signal,
    });
  } catch (cause) {
    if ((cause as Error)?.name === 'AbortError') throw cause;
    throw new ApiError(0, null);
  }
  let payload: unknown = null;
  try {
    payload = await res.json();
  } catch {
    payload = null;
  }
  if (!res.ok) {
    if (res.status === 401) unauthorizedHandler?.();
    const message =
      payload && typeof payload === 'object' && 'message' in payload ? String((payload as { message: unknown }).message) : null;
    throw new ApiError(res.status, message);
  }
  return { status: res.status, data: payload as T };
}
