import { Outlet, ScrollRestoration } from 'react-router';
import { PublicFrame } from './public-frame.tsx';

export function PublicLayout() {
  return (
    <>
      <PublicFrame>
        <Outlet />
      </PublicFrame>
      {/* New pages start at the top; Back and Forward return to where the person was. */}
      <ScrollRestoration />
    </>
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
