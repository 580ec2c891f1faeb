import type { RouteObject } from 'react-router';
import { RootLayout } from '@web/components/layout/root-layout';
import { RedirectIfAuth } from './routes/require-auth';

type PageModule = { default: React.ComponentType };
/** Route-level code splitting: every screen is its own chunk. */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

// The full route table of the app.
export const publicRoutes: RouteObject[] = [
  { index: true, ...page(() => import('@web/features/public/pages/home-page')) },
  { path: 'faq', ...page(() => import('@web/features/public/pages/faq-page')) },
  { path: 'cgv', ...page(() => import('@web/features/public/pages/cgv-page')) },
  { path: 'cgu', ...page(() => import('@web/features/public/pages/cgu-page')) },
  { path: 'mentions-legales', ...page(() => import('@web/features/public/pages/legal-notice-page')) },
  { path: 'confidentialite', ...page(() => import('@web/features/public/pages/privacy-page')) },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...publicRoutes,
      {
        element: <RedirectIfAuth />,
        children: [
          { path: 'login', ...page(() => import('@web/features/auth/pages/login-page')) },
          { path: 'register', ...page(() => import('@web/features/auth/pages/register-page')) },
        ],
      },
      {
        // Login guard + TanStack Query provider, in their own chunk.
        ...page(() => import('./routes/authed-layout')),
        children: [
          { path: 'dashboard', ...page(() => import('@web/features/dashboard/pages/dashboard-page')) },
          { path: 'inspirations-repas', ...page(() => import('@web/features/inspiration/pages/inspiration-page')) },
          { path: 'inspiration-repas', ...page(() => import('@web/features/inspiration/pages/inspiration-page')) },
          { path: 'menu-semaine', ...page(() => import('@web/features/week-menu/pages/week-menu-page')) },
          { path: 'cuisiner-sans-gaspiller', ...page(() => import('@web/features/anti-waste/pages/anti-waste-page')) },
          { path: 'noter-recettes', ...page(() => import('@web/features/rating/pages/rating-page')) },
          { path: 'meal-plans/:id', ...page(() => import('@web/features/meal-plans/pages/meal-plan-page')) },
          { path: 'mes-recettes', ...page(() => import('@web/features/recipes/pages/my-recipes-page')) },
          { path: 'recette/:recipeId', ...page(() => import('@web/features/recipes/pages/recipe-page')) },
          { path: 'shopping-lists/:id', ...page(() => import('@web/features/shopping/pages/shopping-list-page')) },
          { path: 'liste-courses/:id', ...page(() => import('@web/features/shopping/pages/shopping-list-page')) },
          { path: 'profile', ...page(() => import('@web/features/account/pages/profile-page')) },
          { path: 'subscription', ...page(() => import('@web/features/account/pages/subscription-page')) },
          { path: 'settings', ...page(() => import('@web/features/account/pages/settings-page')) },
        ],
      },
      { path: '*', ...page(() => import('./routes/not-found-page')) },
    ],
  },
];
