import { Navigate, Outlet, useSearchParams } from 'react-router';
import { LoadingView } from '#web/components/ui/loading-view.tsx';
import { homePathFor } from '../api/fetch-session-user.ts';
import { useSession } from '../api/session-query.ts';
import { safeRedirectPath } from '../safe-redirect.ts';

/**
 * The auth pages are for visitors (the landing page has its own light twin, RedirectSignedInVisitor). A signed-in person is sent into the app: back to
 * the page they came from (?redirectTo), else to /app/home once onboarding is complete, otherwise
 * to /onboarding. Sign-in and sign-up only refresh the session; this one rule then navigates.
 */
export function RedirectSignedIn() {
  const session = useSession();
  const [params] = useSearchParams();
  if (session.isPending) return <LoadingView />;
  if (session.data) {
    // The onboarding guard inside the app still applies to the remembered page.
    return <Navigate to={safeRedirectPath(params.get('redirectTo'), homePathFor(session.data))} replace />;
  }
  return <Outlet />;
}
