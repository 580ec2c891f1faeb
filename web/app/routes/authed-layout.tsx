import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RequireAuth } from './require-auth';

// Server state for the signed-in screens (TanStack Query). Loaded with the first guarded route,
// so the public pages do not pay for it.
const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, error) => count < 1 && !(error as { status?: number })?.status,
      refetchOnWindowFocus: false,
      staleTime: 10_000,
    },
    mutations: { retry: false },
  },
});

export default function AuthedLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <RequireAuth />
    </QueryClientProvider>
  );
}
