import { type AnchorHTMLAttributes, type MouseEvent, type ReactNode, useCallback, useContext } from 'react';
import { UNSAFE_LocationContext, UNSAFE_NavigationContext } from 'react-router';

// Links and the current location for the components the landing page draws (its navbar, footer,
// buttons), built on React Router's two context objects only. Its Link, NavLink and hooks live in
// modules that also hold the data router, which would bring the whole router (about 33 kB gzip) to
// the landing page. Under the app's router these read the contexts it provides, so they behave like
// React Router's own; on the landing page, web/app/landing-start.tsx provides them until the first
// navigation loads the router (docs/decisions/023-landing-page-without-the-router.md).
// Paths are absolute ('/about', '/auth?signup=true'): nothing here resolves relative ones.

type Location = { pathname: string; search: string; hash: string };

function useNavigationContext() {
  const context = useContext(UNSAFE_NavigationContext);
  if (!context) throw new Error('site-navigation: rendered outside a router');
  return context;
}

/** The current location, as React Router's useLocation gives it. */
export function useLocation(): Location {
  const context = useContext(UNSAFE_LocationContext);
  if (!context) throw new Error('site-navigation: rendered outside a router');
  return context.location;
}

/** Navigates to an absolute path, as React Router's useNavigate does for one. */
export function useNavigate(): (to: string, options?: { replace?: boolean }) => void {
  const { navigator } = useNavigationContext();
  // Stable, as React Router's: callers list it in their effects' dependencies.
  return useCallback(
    (to, options) => {
      if (options?.replace) void navigator.replace(to);
      else void navigator.push(to);
    },
    [navigator],
  );
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

function pathOf(location: Location): string {
  return location.pathname + location.search + location.hash;
}

/**
 * A link that navigates without a page load, as React Router's Link: a plain left click (no
 * modifier key, no other target) is handled here, anything else is the browser's (new tab,
 * download, copy link). A link to the page already shown replaces it in the history.
 */
export function Link({ to, onClick, target, ...props }: LinkProps) {
  const navigate = useNavigate();
  const location = useLocation();
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented) return;
    if (event.button !== 0 || (target && target !== '_self')) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(to, { replace: pathOf(location) === to });
  }
  return <a {...props} href={to} target={target} onClick={handleClick} />;
}

type NavLinkProps = Omit<LinkProps, 'className' | 'children'> & {
  className?: string | ((state: { isActive: boolean }) => string);
  children?: ReactNode;
};

/** A Link that knows when it leads to the current page (or a page below it): aria-current="page". */
export function NavLink({ to, className, ...props }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = new URL(to, 'http://localhost').pathname.toLowerCase();
  const current = pathname.toLowerCase();
  const isActive =
    current === target ||
    (target !== '/' && current.startsWith(target) && current.charAt(target.length) === '/');
  return (
    <Link
      {...props}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
