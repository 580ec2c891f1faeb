import type { z } from '@shared/validation';
import type { healthResponseSchema } from '@shared/schemas/common';
import { serviceDeps } from '../../lib/deps';
import { createRouter } from '../../lib/router';
import { healthStatus } from './health.service';

export const healthRoutes = createRouter().get('/health', (c) =>
  c.json({ success: true as const, data: healthStatus(serviceDeps(c)) } satisfies z.infer<typeof healthResponseSchema>),
);
