import { useRef } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useFocusOnNavigation } from '../../lib/use-focus-on-navigation.ts';
import { PublicFooter } from './public-footer.tsx';
import { PublicNavbar } from './public-navbar.tsx';

export function PublicLayout() {
  const mainRef = useRef<HTMLElement>(null);
  useFocusOnNavigation(mainRef);

  return (
    <div className="flex min-h-dvh flex-col bg-canvas text-ink">
      <a
        href="#main"
        className="sr-only rounded-xl bg-primary px-4 py-3 font-semibold text-primary-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:px-4 focus:py-3"
      >
        Skip to main content
      </a>
      <PublicNavbar />
      {/* tabIndex -1: a target for the skip link and for focus after navigation, not a Tab stop. */}
      <main id="main" ref={mainRef} tabIndex={-1} className="flex-1 outline-none [&_h1:focus]:outline-none">
        <Outlet />
      </main>
      <PublicFooter />
      {/* New pages start at the top; Back and Forward return to where the person was. */}
      <ScrollRestoration />
    </div>
  );
}

/**
 * Shown in place of a page while its code loads (the first visit to a lazily loaded page). A full
 * screen tall, so the footer starts out of view instead of jumping down when the page arrives.
 */
export function PublicPageLoading() {
  return (
    <div className="min-h-dvh" aria-busy="true">
      <p className="sr-only" role="status">
        Loading page…
      </p>
    </div>
  );
}
