import { lazy, Suspense, useEffect, useState } from 'react';
import { useMatches } from 'react-router';
import {
  fetchSessionUser,
  homePathFor,
  type SessionUser,
} from '#web/features/session/api/fetch-session-user.ts';
import { PublicLayout } from './public-layout.tsx';
import { SignedInReaderContext } from './signed-in-reader.ts';

// The app shell brings the query library, the toaster and the navigation: only a signed-in reader
// pays for them, so the public pages keep their JavaScript budget.
const SignedInStaticLayout = lazy(async () => ({
  default: (await import('./signed-in-static-layout.tsx')).SignedInStaticLayout,
}));

/**
 * Pages the spec shows in the app shell to signed-in readers (privacy and terms; FAQ and About
 * alike), and the 404 page, so that a signed-in person who mistypes an address is still in the app.
 * A route says so with `handle: appShellWhenSignedIn` (router.tsx).
 */
export const appShellWhenSignedIn = { appShellWhenSignedIn: true } as const;

function wantsAppShell(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && 'appShellWhenSignedIn' in handle;
}

/**
 * The layout of every public page. Visitors get the public navbar and footer, one layout instance
 * for all the pages (so moving between them keeps focus handling and the navbar's state). On
 * Privacy, Terms, FAQ, About and the 404 page a signed-in reader gets the app shell instead, so they are never
 * offered 'Sign in': the page shows at once in the public layout and moves into the shell once the
 * session probe says who is reading; a failed probe (offline) leaves it public.
 */
export function SiteLayout() {
  const onStaticPage = useMatches().some((match) => wantsAppShell(match.handle));
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
    <SignedInReaderContext value={homePathFor(user)}>
      <Suspense fallback={<PublicLayout />}>
        <SignedInStaticLayout user={user} />
      </Suspense>
    </SignedInReaderContext>
  );
}
