import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { LoadingView } from '#web/components/ui/loading-view.tsx';
import { useSession } from '../api/session-query.ts';

/**
 * The spec's onboarding routing, inside RequireSession: someone who has not finished onboarding is
 * sent to /onboarding from the pages that need a profile (home, journal log, insights, profile).
 */
export function RequireOnboarded() {
  const session = useSession();
  const user = session.data;
  if (!user) {
    // Unreachable (offline, server down) is not "not onboarded": keep the page, as RequireSession does.
    const unreachable = session.errorUpdateCount > 0 || session.fetchStatus === 'paused';
    return unreachable ? <Outlet /> : <LoadingView landmark={false} />;
  }
  if (!user.onboardingComplete) return <Navigate to="/onboarding" replace />;
  return <Outlet />;
}

/**
 * The other direction: someone who already finished onboarding is sent home from /onboarding.
 * `hold` keeps the wizard on screen while its own finish plays out ('Setup complete!', then
 * /app/home?fresh=true after a moment): the refreshed session says complete before that.
 */
export function RedirectOnboarded({ hold = false, children }: { hold?: boolean; children: ReactNode }) {
  const { data: user } = useSession();
  if (!user) return <LoadingView />;
  if (user.onboardingComplete && !hold) return <Navigate to="/app/home" replace />;
  return children;
}
