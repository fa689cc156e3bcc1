import { Outlet } from 'react-router';
import { useRedirectSignedInVisitor } from './use-redirect-signed-in-visitor.ts';

/** The landing page's route under the app's router: a signed-in visitor is taken into the app. */
export function RedirectSignedInVisitor() {
  useRedirectSignedInVisitor();
  return <Outlet />;
}
