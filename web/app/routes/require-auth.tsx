import { Navigate, Outlet, useLocation } from 'react-router';
import { returnPath } from '@web/lib/return-path';
import { useSession } from '@web/lib/session';
import { InfoStatus } from '@web/components/ui/status-message';
import { paths } from '../paths';

/** Login guard: 'Chargement...' while the session loads, /login when signed out. */
export function RequireAuth() {
  const { user, status } = useSession();
  const location = useLocation();
  if (status === 'loading') {
    return (
      <p role="status" className="py-16 text-center text-stone-600">
        Chargement...
      </p>
    );
  }
  if (!user) return <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}

/**
 * A signed-in visitor opening /login or /register goes back where they came from, else to /dashboard.
 * Above the form, the session's notice (a session that expired while changes waited on this device).
 */
export function RedirectIfAuth() {
  const { user, status, notice } = useSession();
  const location = useLocation();
  if (status === 'ready' && user) return <Navigate to={returnPath(location.state) ?? paths.dashboard} replace />;
  return (
    <>
      {notice && <InfoStatus className="mx-auto mb-6 max-w-md">{notice}</InfoStatus>}
      <Outlet />
    </>
  );
}
