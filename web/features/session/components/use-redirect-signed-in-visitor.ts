import { useEffect } from 'react';
import { useNavigate } from '#web/lib/site-navigation.tsx';
import { fetchSessionUser, homePathFor } from '../api/fetch-session-user.ts';

/**
 * The landing page shows at once; if the visitor turns out to be signed in, they are taken into
 * the app. No query library or router here: this runs within the landing page's JavaScript
 * budget, and a failed check (offline, server down) just leaves the landing page in place.
 */
export function useRedirectSignedInVisitor() {
  const navigate = useNavigate();
  useEffect(() => {
    let cancelled = false;
    fetchSessionUser()
      .then((user) => {
        if (user && !cancelled) navigate(homePathFor(user), { replace: true });
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [navigate]);
}
