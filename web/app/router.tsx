import { createBrowserRouter, Navigate } from 'react-router';
import { RedirectSignedIn } from '../features/session/components/redirect-signed-in.tsx';
import { RequireSession } from '../features/session/components/require-session.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { LandingPage } from './pages/public/landing-page.tsx';
import { NotFoundPage } from './pages/public/not-found-page.tsx';

// The landing page is in the first bundle; everything else loads on demand so a first visit
// stays small and fast.
export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    children: [
      {
        path: '/',
        element: <RedirectSignedIn showLoading={false} />,
        children: [{ index: true, element: <LandingPage /> }],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    path: '/auth',
    element: <RedirectSignedIn />,
    children: [
      {
        lazy: async () => ({ Component: (await import('./layouts/auth-layout.tsx')).AuthLayout }),
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('./pages/auth/auth-index-redirect.tsx')).AuthIndexRedirect,
            }),
          },
          {
            path: 'sign-in',
            lazy: async () => ({ Component: (await import('./pages/auth/sign-in-page.tsx')).SignInPage }),
          },
          {
            path: 'sign-up',
            lazy: async () => ({ Component: (await import('./pages/auth/sign-up-page.tsx')).SignUpPage }),
          },
          {
            path: 'password-reset',
            lazy: async () => ({
              Component: (await import('./pages/auth/password-reset-page.tsx')).PasswordResetPage,
            }),
          },
        ],
      },
    ],
  },
  {
    element: <RequireSession />,
    children: [
      {
        path: '/app',
        lazy: async () => ({ Component: (await import('./layouts/app-shell.tsx')).AppShell }),
        children: [
          { index: true, element: <Navigate to="/app/home" replace /> },
          {
            path: 'home',
            lazy: async () => ({ Component: (await import('./pages/app/home-page.tsx')).HomePage }),
          },
        ],
      },
    ],
  },
]);
