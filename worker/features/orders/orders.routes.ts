import { createRouter } from '../../lib/router';

export const ordersRoutes = createRouter();
