import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from './site-navigation.tsx';

/**
 * After a client-side navigation, moves focus to the new page's main heading (or the main region),
 * as a full page load would reset it. Screen readers then announce the new page, and the next Tab
 * starts from the content instead of from a link in the navbar that no longer means anything.
 */
export function useFocusOnNavigation(mainRef: RefObject<HTMLElement | null>) {
  const { pathname, hash } = useLocation();
  const previousPathname = useRef(pathname);

  useEffect(() => {
    // On the first render the browser's own page-load focus is already right.
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    // A link to a part of the page (/app/profile#reminders): that part takes focus itself once it
    // has rendered, which may be after its data arrives.
    if (hash) return;
    const main = mainRef.current;
    if (main) focusPageHeading(main);
  }, [pathname, hash, mainRef]);
}

/** Focuses the page's main heading, or the main region when it has none. */
export function focusPageHeading(main: HTMLElement) {
  const target = main.querySelector<HTMLElement>('h1') ?? main;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  // The router already scrolled to the top (or restored the position on Back); don't fight it.
  target.focus({ preventScroll: true });
}
