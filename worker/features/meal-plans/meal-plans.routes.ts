import { createRouter } from '../../lib/router';

export const mealPlansRoutes = createRouter();
