import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { STORAGE_KEYS } from '@shared/constants';
import { LOGIN_PATHS } from './app/paths';
import { routes } from './app/routes';
import { readJson } from './lib/storage';
import { restoreHeldButtons } from './lib/early-submits';
import './styles.css';

const router = createBrowserRouter(routes);

// Public pages arrive prerendered (scripts/prerender.mjs): wait until the first route's lazy
// chunk is loaded before React takes over that HTML, so the page never blinks empty.
function whenReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) {
        unsubscribe();
        resolve();
      }
    });
  });
}

const container = document.getElementById('root')!;
// #root is marked data-ready, and the forms sent before then are sent again, from inside the page's
// content once React has it (web/lib/early-submits.ts).
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

// A page prerendered for this very path (scripts/prerender.mjs marks #root with it) was rendered
// signed out. A visitor with no stored session gets the same first render, so React adopts the DOM
// already on screen (hydration) instead of replacing it: what was typed into the prerendered /login
// or /register fields stays, with the caret, and the forms read it on mount. Rendered from scratch
// otherwise: a stored session changes the header, and the HTML may be another page's (the service
// worker answers every navigation with the one it cached as its shell).
// The session is looked at when React starts, not when this script started: another tab, or a
// test, may have signed in while the page's chunk was loading.
// Only the pages with a form need it: the others have nothing to lose and are simply re-rendered.
const FORM_PAGES = new Set(LOGIN_PATHS);
const prerenderedHere = container.dataset.prerendered === window.location.pathname && FORM_PAGES.has(window.location.pathname);

// Started as a transition, React renders in slices and yields to the browser between them, instead
// of one long task: the page answers input while it is taken over, and the submits held by the
// inline script (web/lib/early-submits.ts) are replayed once it is done.
void whenReady().then(() => {
  restoreHeldButtons(container);
  const signedOut = !readJson(STORAGE_KEYS.user);
  startTransition(() => {
    if (prerenderedHere && signedOut) {
      hydrateRoot(container, app, {
        // A session stored in the very moment React starts (another tab signing in) makes the first
        // render differ from the HTML: React then renders from scratch, which is all that is needed.
        onRecoverableError: (error) => console.warn('Popote : page reconstruite au démarrage', error),
      });
    } else createRoot(container).render(app);
  });
});
