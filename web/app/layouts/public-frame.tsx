import { type ReactNode, useRef } from 'react';
import { useFocusOnNavigation } from '#web/lib/use-focus-on-navigation.ts';
import { PublicFooter } from './public-footer.tsx';
import { PublicNavbar } from './public-navbar.tsx';

/**
 * The public pages' frame: skip link, navbar, main region and footer. Without the router, so that
 * the landing page can draw it before the router's code is loaded (web/app/landing-start.tsx);
 * PublicLayout puts the routed page in it.
 */
export function PublicFrame({ children }: { children: ReactNode }) {
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
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}
