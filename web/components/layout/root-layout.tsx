import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@web/lib/query-client';
import { SessionProvider } from '@web/lib/session';
import { pageTakenOver } from '@web/lib/early-submits';
import { Spinner } from '../ui/spinner';
import { Header } from './header';
import { TabBar } from './tab-bar';
import { Footer } from './footer';

// Server state of the whole app, the header's included (cart badge, search).
const queryClient = createQueryClient();

/**
 * Inside the content's boundary: its effect runs once React has adopted (or rendered) the page's
 * content. Only the real page has #root (a component test renders elsewhere).
 */
function ContentTakenOver() {
  useEffect(() => {
    const root = document.getElementById('root');
    if (root) pageTakenOver(root);
  }, []);
  return null;
}

export function RootLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <a
          href="#contenu"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          Aller au contenu
        </a>
        <Header />
        <TabBar />
        <main id="contenu" className="mx-auto w-full max-w-6xl px-4 py-6">
          <Suspense fallback={<Spinner />}>
            <ContentTakenOver />
            <Outlet />
          </Suspense>
        </main>
        <Footer />
        <ScrollRestoration />
      </SessionProvider>
    </QueryClientProvider>
  );
}
