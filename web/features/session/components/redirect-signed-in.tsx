import { Navigate, Outlet, useSearchParams } from 'react-router';
import { LoadingView } from '../../../components/ui/loading-view.tsx';
import { useSession } from '../api/session-query.ts';
import { safeRedirectPath } from '../safe-redirect.ts';

/**
 * The landing and auth pages are for visitors. A signed-in person is sent into the app: back to
 * the page they came from (?redirectTo), else to /app/home once onboarding is complete, otherwise
 * to /onboarding. Sign-in and sign-up only refresh the session; this one rule then navigates.
 */
export function RedirectSignedIn({ showLoading = true }: { showLoading?: boolean }) {
  const session = useSession();
  const [params] = useSearchParams();
  if (session.isPending) return showLoading ? <LoadingView /> : <Outlet />;
  if (session.data) {
    // The onboarding guard inside the app still applies to the remembered page.
    return <Navigate to={safeRedirectPath(params.get('redirectTo'), homePathFor(session.data))} replace />;
  }
  return <Outlet />;
}

export function homePathFor(user: { onboardingComplete?: boolean }): string {
  return user.onboardingComplete ? '/app/home' : '/onboarding';
}
