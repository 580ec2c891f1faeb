import type { ServiceDeps } from '../../lib/deps';

/** GET /api/health: the Worker answers, with its clock's time. */
export function healthStatus(deps: Pick<ServiceDeps, 'now'>): { status: 'ok'; time: string } {
  return { status: 'ok', time: deps.now().toISOString() };
}
