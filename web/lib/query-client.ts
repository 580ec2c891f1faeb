import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one TanStack Query client. It sits above the header, so the cart badge, the header
 * search and every screen share one cache: a screen that changes a list updates the header through
 * the cache, never through a window event.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // One retry for a network failure; an HTTP answer (4xx, 5xx) is final.
        retry: (count, error) => count < 1 && !(error as { status?: number })?.status,
        refetchOnWindowFocus: false,
        staleTime: 10_000,
      },
      mutations: { retry: false },
    },
  });
}
