import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingView } from '#web/components/ui/loading-view.tsx';
import { useSession } from '../api/session-query.ts';

/** Guards /app/* and /onboarding: signed-out visitors go to sign-in and come back afterwards. */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  // No answer at all is not "signed out": offline (TanStack Query pauses the request until the
  // network is back) or with the server down, keep the app, whose pages show their own states,
  // instead of a sign-in that cannot work either. The API still checks the session on every call.
  // errorUpdateCount, not isError: a page's own useSession retries on mount, which turns the status
  // back to pending, and swapping the page for the loading view would start that over in a loop.
  const unreachable =
    session.data === undefined && (session.errorUpdateCount > 0 || session.fetchStatus === 'paused');
  if (unreachable) return <Outlet />;
  if (session.isPending) return <LoadingView />;
  if (!session.data) {
    const origin = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/auth/sign-in?redirectTo=${encodeURIComponent(origin)}`} replace />;
  }
  return <Outlet />;
}
