import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { fetchSessionUser, type SessionUser } from '../../features/session/api/fetch-session-user.ts';
import { PublicLayout } from './public-layout.tsx';

// The app shell brings the query library, the toaster and the navigation: only a signed-in reader
// pays for them, so the public pages keep their JavaScript budget.
const SignedInStaticLayout = lazy(async () => ({
  default: (await import('./signed-in-static-layout.tsx')).SignedInStaticLayout,
}));

/** Pages the spec shows in the app shell to signed-in readers (privacy and terms; FAQ and About alike). */
const staticPages = new Set(['/privacy-policy', '/terms-of-use', '/faq', '/about']);

/**
 * The layout of every public page. Visitors get the public navbar and footer, one layout instance
 * for all the pages (so moving between them keeps focus handling and the navbar's state). On
 * Privacy, Terms, FAQ and About a signed-in reader gets the app shell instead, so they are never
 * offered 'Sign in': the page shows at once in the public layout and moves into the shell once the
 * session probe says who is reading; a failed probe (offline) leaves it public.
 */
export function SiteLayout() {
  const { pathname } = useLocation();
  const onStaticPage = staticPages.has(pathname.replace(/\/+$/, ''));
  const [user, setUser] = useState<SessionUser | null>();
  const probed = user !== undefined;
  useEffect(() => {
    if (!onStaticPage || probed) return;
    let cancelled = false;
    fetchSessionUser()
      .then((found) => {
        if (!cancelled) setUser(found);
      })
      .catch(() => {
        if (!cancelled) setUser(null);
      });
    return () => {
      cancelled = true;
    };
  }, [onStaticPage, probed]);
  if (!onStaticPage || !user) return <PublicLayout />;
  return (
    <Suspense fallback={<PublicLayout />}>
      <SignedInStaticLayout user={user} />
    </Suspense>
  );
}
