import { createRouter } from '../../lib/router';

export const usersRoutes = createRouter();
