import { createRouter } from '../../lib/router';

export const healthRoutes = createRouter().get('/health', (c) =>
  c.json({ success: true as const, data: { status: 'ok' as const, time: new Date().toISOString() } }),
);
