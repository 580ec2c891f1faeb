import type { RouteObject } from 'react-router';
import { RootLayout } from '@web/components/layout/root-layout';
import { paths } from './paths';
import { RedirectIfAuth } from './routes/require-auth';

type PageModule = { default: React.ComponentType };
/** Route-level code splitting: every screen is its own chunk. */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

// The full route table of the app.
export const publicRoutes: RouteObject[] = [
  { index: true, ...page(() => import('@web/features/public/pages/home-page')) },
  { path: paths.faq, ...page(() => import('@web/features/public/pages/faq-page')) },
  { path: paths.cgv, ...page(() => import('@web/features/public/pages/cgv-page')) },
  { path: paths.cgu, ...page(() => import('@web/features/public/pages/cgu-page')) },
  { path: paths.legalNotice, ...page(() => import('@web/features/public/pages/legal-notice-page')) },
  { path: paths.privacy, ...page(() => import('@web/features/public/pages/privacy-page')) },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...publicRoutes,
      {
        element: <RedirectIfAuth />,
        children: [
          { path: paths.login, ...page(() => import('@web/features/auth/pages/login-page')) },
          { path: paths.register, ...page(() => import('@web/features/auth/pages/register-page')) },
        ],
      },
      {
        // Login guard, in its own chunk.
        ...page(() => import('./routes/authed-layout')),
        children: [
          { path: paths.dashboard, ...page(() => import('@web/features/dashboard/pages/dashboard-page')) },
          { path: paths.inspiration, ...page(() => import('@web/features/inspiration/pages/inspiration-page')) },
          { path: paths.inspirationReplace, ...page(() => import('@web/features/inspiration/pages/inspiration-page')) },
          { path: paths.weekMenu, ...page(() => import('@web/features/week-menu/pages/week-menu-page')) },
          { path: paths.antiWaste, ...page(() => import('@web/features/anti-waste/pages/anti-waste-page')) },
          { path: paths.rating, ...page(() => import('@web/features/rating/pages/rating-page')) },
          { path: paths.mealPlan.pattern, ...page(() => import('@web/features/meal-plans/pages/meal-plan-page')) },
          { path: paths.myRecipes, ...page(() => import('@web/features/recipes/pages/my-recipes-page')) },
          { path: paths.importRecipe, ...page(() => import('@web/features/recipes/pages/import-recipe-page')) },
          { path: paths.importFromPage, ...page(() => import('@web/features/recipes/pages/import-from-page-page')) },
          { path: paths.recipe.pattern, ...page(() => import('@web/features/recipes/pages/recipe-page')) },
          { path: paths.shoppingList.pattern, ...page(() => import('@web/features/shopping/pages/shopping-list-page')) },
          { path: paths.listeCourses.pattern, ...page(() => import('@web/features/shopping/pages/shopping-list-page')) },
          { path: paths.profile, ...page(() => import('@web/features/account/pages/profile-page')) },
          { path: paths.subscription, ...page(() => import('@web/features/account/pages/subscription-page')) },
          { path: paths.settings, ...page(() => import('@web/features/account/pages/settings-page')) },
          { path: paths.household, ...page(() => import('@web/features/household/pages/household-page')) },
        ],
      },
      // Public: an invitation link opened signed out explains and sends to login or registration.
      { path: paths.joinHousehold.pattern, ...page(() => import('@web/features/household/pages/join-page')) },
      { path: '*', ...page(() => import('./routes/not-found-page')) },
    ],
  },
];
