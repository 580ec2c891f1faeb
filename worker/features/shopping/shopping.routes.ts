import { createRouter } from '../../lib/router';

export const shoppingRoutes = createRouter();
