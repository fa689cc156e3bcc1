import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingView } from '../../../components/ui/loading-view.tsx';
import { useSession } from '../api/session-query.ts';

/** Guards /app/* and /onboarding: signed-out visitors go to sign-in and come back afterwards. */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <LoadingView />;
  // No answer at all (offline, server down) is not "signed out": keep the app, whose pages show
  // their own error states, instead of sending the person to a sign-in that cannot work either.
  if (session.isError && session.data === undefined) return <Outlet />;
  if (!session.data) {
    const origin = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/auth/sign-in?redirectTo=${encodeURIComponent(origin)}`} replace />;
  }
  return <Outlet />;
}
