import { Hono } from 'hono';
import type { AppEnv } from './env';
import { securityHeaders } from './middleware/security-headers';
import { onError, onNotFound } from './middleware/errors';
import { requestContext } from './middleware/request-context';
import { limitBody } from './middleware/body-limit';
import { requestLog } from './middleware/request-log';
import { healthRoutes } from './features/health/health.routes';
import { landingRoutes } from './features/health/static-pages.routes';
import { usersRoutes } from './features/users/users.routes';
import { readingsRoutes } from './features/users/readings.routes';
import { recipesRoutes } from './features/recipes/recipes.routes';
import { importRoutes } from './features/recipes/import/import.routes';
import { weekMenuRoutes } from './features/week-menu/week-menu.routes';
import { mealPlansRoutes } from './features/meal-plans/meal-plans.routes';
import { shoppingRoutes } from './features/shopping/shopping.routes';
import { ordersRoutes } from './features/orders/orders.routes';
import { householdsRoutes } from './features/households/households.routes';
import { calendarFeedRoutes } from './features/households/calendar.routes';
import { imagesRoutes } from './features/images/images.routes';

/** The API: feature routers mounted under /api (docs/architecture.md). */
// Order matters: /meals/user-trees and /meals/recipe/:id (recipes) before /meals/:id (meal plans).
const api = new Hono<AppEnv>()
  .route('/', healthRoutes)
  .route('/users', usersRoutes)
  .route('/preferences', readingsRoutes)
  .route('/', recipesRoutes)
  .route('/', importRoutes)
  .route('/', weekMenuRoutes)
  .route('/meals', mealPlansRoutes)
  .route('/shopping', shoppingRoutes)
  .route('/orders', ordersRoutes)
  .route('/households', householdsRoutes)
  .route('/calendar', calendarFeedRoutes)
  .route('/images', imagesRoutes);

export const app = new Hono<AppEnv>();
app.use('*', securityHeaders);
app.use('/api/*', requestContext, requestLog, limitBody);
app.route('/api', api);
app.route('/', landingRoutes);
app.notFound(onNotFound);
app.onError(onError);

export type ApiType = typeof api;
