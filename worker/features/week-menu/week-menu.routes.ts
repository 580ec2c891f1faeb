import { createRouter } from '../../lib/router';

export const weekMenuRoutes = createRouter();
