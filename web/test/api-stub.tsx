import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { z } from '@shared/validation';
import { errorResponseSchema } from '@shared/schemas/common';

export type ApiCall = { method: string; path: string; body: unknown };
/** A handler declares the request body it reads (each test knows what its screen sends). */
type Handler<Body = never> = (body: Body, path: string) => unknown;

/**
 * Stubs fetch for component tests: `routes['POST /api/x']` answers that call with a Response or a
 * value sent as JSON 200; a key ending in `*` matches a path prefix. Unmatched calls get `fallback`.
 * Returns the list of calls made, in order.
 */
export function stubApi(
  routes: Record<string, Handler>,
  fallback: () => Response = () => new Response('{"success":false}', { status: 500 }),
): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = new URL(input, 'http://localhost').pathname;
      // A Blob (a photo) is handed over as it is; any other body is JSON.
      const body = init.body instanceof Blob ? init.body : init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path, body });
      const key = Object.keys(routes).find((k) => {
        const [m, p] = k.split(' ');
        return m === method && (p === path || (!!p?.endsWith('*') && path.startsWith(p.slice(0, -1))));
      });
      const out = key ? await routes[key]!(body as never, path) : fallback();
      return out instanceof Response ? out : new Response(JSON.stringify(out), { status: 200 });
    }),
  );
  return calls;
}

/**
 * An API answer built through the contract: the payload goes through the shared response schema
 * (`schema.parse`) before it is sent, so a stub that drifts from what the API answers fails its test
 * instead of passing against an answer the server never gives.
 */
export function stubAnswer<S extends z.ZodType>(schema: S, payload: z.input<S>, status = 200): Response {
  return new Response(JSON.stringify(schema.parse(payload)), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The API's refusal `{ success: false, message }` with its HTTP status, through the same contract. */
export function stubError(status: number, message: string): Response {
  return stubAnswer(errorResponseSchema, { success: false, message }, status);
}

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/**
 * Renders a screen inside a fresh QueryClient and a memory router. With `routes`, the screen is
 * mounted at those paths and the current location is readable through `currentLocation()`.
 */
export function renderScreen(element: ReactElement, options: { url?: string; paths?: string[] } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[options.url ?? '/']}>
        {options.paths ? (
          <Routes>
            {options.paths.map((path) => (
              <Route key={path} path={path} element={element} />
            ))}
            <Route path="*" element={null} />
          </Routes>
        ) : (
          element
        )}
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

export const currentLocation = () => screen.getByTestId('location').textContent;
