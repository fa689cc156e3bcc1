import { type ContextType, StrictMode, useEffect, useMemo } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { type NavigationType, UNSAFE_LocationContext, UNSAFE_NavigationContext } from 'react-router';
import { useRedirectSignedInVisitor } from '../features/session/components/use-redirect-signed-in-visitor.ts';
import { focusPageHeading } from '../lib/use-focus-on-navigation.ts';
import { PublicFrame } from './layouts/public-frame.tsx';
import { LandingPage } from './pages/public/landing-page.tsx';

// The landing page is drawn without the app's router: React Router's data router is about a third
// of the JavaScript the page would otherwise load, and the page needs none of it to show. Its links
// and the session check go through a navigator that loads the app (router, routes) and hands the
// page over to it (docs/decisions/023-landing-page-without-the-router.md).

type AppModule = typeof import('./app.tsx');
type Navigator = ContextType<typeof UNSAFE_NavigationContext>['navigator'];

let appModule: Promise<AppModule> | undefined;

/** The app with its router: started on the way to any other page, or when a link is about to be used. */
export function loadApp(): Promise<AppModule> {
  appModule ??= import('./app.tsx').catch((error: unknown) => {
    // Offline or a replaced release: the next attempt asks again.
    appModule = undefined;
    throw error;
  });
  return appModule;
}

/** Renders the app's router in `root`, at the page's own address. */
export async function startApp(root: Root): Promise<void> {
  const { App } = await loadApp();
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

/** Whether the entry draws this address itself, without the router: the landing page only. */
export function isLandingPath(pathname: string): boolean {
  return pathname === '/';
}

type PageLocation = { pathname: string; search: string; hash: string };

/**
 * Draws the landing page in `container`. The build writes its markup into index.html
 * (scripts/build/landing-page.ts), so that it paints with the HTML: React then takes that markup
 * over (hydration) instead of drawing it again. Without it (the dev server) it is drawn afresh.
 */
export function startLanding(container: HTMLElement): void {
  let handedOver = false;
  // A navigation from the landing page: the router goes to the new page (loading its code) while
  // the landing page stays, then takes over the root, as it would between two routed pages.
  async function openInApp(to: string, replace: boolean) {
    let app: AppModule;
    try {
      app = await loadApp();
    } catch {
      // The code could not be fetched (offline before the app was ever installed): the browser's
      // own navigation at least tells the person why.
      if (replace) window.location.replace(to);
      else window.location.assign(to);
      return;
    }
    await app.router.navigate(to, { replace });
    if (handedOver) return;
    handedOver = true;
    flushSync(() =>
      root.render(
        <StrictMode>
          <app.App />
        </StrictMode>,
      ),
    );
    // A followed link moves focus to the new page's heading, as between routed pages; a redirect
    // (a signed-in visitor sent into the app) leaves it where a page load would.
    const main = document.getElementById('main');
    if (!replace && main) focusPageHeading(main);
  }
  const navigator: Navigator = {
    createHref: (to) =>
      typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`,
    go: (delta) => window.history.go(delta),
    push: (to) => void openInApp(navigator.createHref(to), false),
    replace: (to) => void openInApp(navigator.createHref(to), true),
  };
  const { pathname, search, hash } = window.location;
  const page = (
    <StrictMode>
      <LandingStart navigator={navigator} location={{ pathname, search, hash }} />
    </StrictMode>
  );
  let root: Root;
  if (container.firstElementChild) root = hydrateRoot(container, page);
  else {
    root = createRoot(container);
    root.render(page);
  }
}

/** The landing page under React Router's contexts, at `location`, navigating through `navigator`. */
export function LandingStart({ navigator, location }: { navigator: Navigator; location: PageLocation }) {
  const navigation = useMemo(
    () => ({ basename: '/', navigator, static: false, useTransitions: undefined, future: {} }),
    [navigator],
  );
  const routerLocation = useMemo(
    () => ({
      location: { ...location, state: null, key: 'default' },
      navigationType: 'POP' as NavigationType,
    }),
    [location],
  );
  useLoadAppOnIntent();
  return (
    <UNSAFE_NavigationContext.Provider value={navigation}>
      <UNSAFE_LocationContext.Provider value={routerLocation}>
        <LandingRoute />
      </UNSAFE_LocationContext.Provider>
    </UNSAFE_NavigationContext.Provider>
  );
}

function LandingRoute() {
  useRedirectSignedInVisitor();
  return (
    <PublicFrame>
      <LandingPage />
    </PublicFrame>
  );
}

/**
 * Starts loading the app when a pointer rests on, a finger touches or the keyboard reaches a link
 * to another page, so that its code is usually here by the time the click lands. Not before: a
 * visitor who only reads the landing page never loads it.
 */
function useLoadAppOnIntent() {
  useEffect(() => {
    const events = ['pointerover', 'touchstart', 'focusin'] as const;
    function onIntent(event: Event) {
      const link = event.target instanceof Element ? event.target.closest('a[href^="/"]') : null;
      if (!link) return;
      stop();
      loadApp().catch(() => {});
    }
    function stop() {
      for (const type of events) document.removeEventListener(type, onIntent);
    }
    for (const type of events) document.addEventListener(type, onIntent, { passive: true });
    return stop;
  }, []);
}
