import { lazy, Suspense, useEffect, useState } from 'react';
import { fetchSessionUser, type SessionUser } from '../../features/session/api/fetch-session-user.ts';
import { PublicLayout } from './public-layout.tsx';

// The app shell brings the query library, the toaster and the navigation: only a signed-in reader
// pays for them, so the public pages keep their JavaScript budget.
const SignedInStaticLayout = lazy(async () => ({
  default: (await import('./signed-in-static-layout.tsx')).SignedInStaticLayout,
}));

/**
 * Privacy, Terms, FAQ and About. The spec shows privacy and terms in the app shell to signed-in
 * users (FAQ and About get the same, so a signed-in reader is never offered 'Sign in'); visitors
 * keep the public navbar. The page shows at once in the public layout and moves into the app shell
 * once the session probe says who is reading; a failed probe (offline) leaves it public.
 */
export function StaticPageLayout() {
  const [user, setUser] = useState<SessionUser | null>(null);
  useEffect(() => {
    let cancelled = false;
    fetchSessionUser()
      .then((found) => {
        if (!cancelled) setUser(found);
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, []);
  if (!user) return <PublicLayout />;
  return (
    <Suspense fallback={<PublicLayout />}>
      <SignedInStaticLayout user={user} />
    </Suspense>
  );
}
