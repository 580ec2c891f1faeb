import { createRouter } from '../../lib/router';

export const recipesRoutes = createRouter();
