import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { pageContainer } from '#web/components/ui/layout-styles.ts';
import { LoadingView } from '#web/components/ui/loading-view.tsx';
import { registerServiceWorker } from '#web/features/install/service-worker.ts';
import { useOutboxSync } from '#web/features/journal/offline/use-outbox.ts';
import { useTimezoneSync } from '#web/features/profile/api/use-timezone-sync.ts';
import { useSession } from '#web/features/session/api/session-query.ts';
import { lastSignedInUser, rememberSignedInUser } from '#web/features/session/last-signed-in-user.ts';
import { useFocusOnNavigation } from '#web/lib/use-focus-on-navigation.ts';
import { AppNavigation } from './app-navigation.tsx';

/**
 * The signed-in layout (spec "Signed-in layout"): a fixed top bar with the navigation, and the page
 * below it in the 6xl container.
 */
export function AppShell() {
  const mainRef = useRef<HTMLElement>(null);
  useFocusOnNavigation(mainRef);
  const session = useSession();
  const user = session.data;
  const zoneSettled = useTimezoneSync(user?.timezone);
  // Offline (no answer from /api/me), the journal's queue still belongs to the last person here.
  const unreachable = session.errorUpdateCount > 0 || session.fetchStatus === 'paused';
  useOutboxSync(user?.id ?? (unreachable ? lastSignedInUser()?.id : undefined));
  useEffect(() => {
    if (user) rememberSignedInUser(user);
  }, [user]);

  // The bar is fixed, so whatever the browser scrolls into view (a focused field, the skip link's
  // target) must stop below it rather than behind it (WCAG 2.4.11 Focus Not Obscured).
  // The offline app starts with the first signed-in visit (see service-worker.ts for why here).
  useEffect(() => {
    registerServiceWorker();
  }, []);

  useEffect(() => {
    const root = document.documentElement;
    root.style.scrollPaddingTop = '5rem';
    return () => {
      root.style.scrollPaddingTop = '';
    };
  }, []);

  return (
    <div className="min-h-dvh bg-canvas text-ink">
      <a
        href="#main"
        className="sr-only rounded-xl bg-primary px-4 py-3 font-semibold text-primary-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:px-4 focus:py-3"
      >
        Skip to main content
      </a>
      <AppNavigation />
      {/* tabIndex -1: a target for the skip link and for focus after navigation, not a Tab stop. */}
      <main
        id="main"
        ref={mainRef}
        tabIndex={-1}
        className={`${pageContainer} pt-24 pb-16 outline-none sm:pt-28 [&_h1:focus]:outline-none`}
      >
        {/* Until a new device zone is saved, every day on every page would be the old zone's. */}
        {zoneSettled ? <Outlet /> : <LoadingView landmark={false} />}
      </main>
      {/* New pages start at the top; Back and Forward return to where the person was. */}
      <ScrollRestoration />
    </div>
  );
}
