import { createBrowserRouter, Navigate } from 'react-router';
import { LoadingView } from '../components/ui/loading-view.tsx';
import { RedirectSignedInVisitor } from '../features/session/components/redirect-signed-in-visitor.tsx';
import { PublicPageLoading } from './layouts/public-layout.tsx';
import { RouteError } from './layouts/route-error.tsx';
import { appShellWhenSignedIn, SiteLayout } from './layouts/site-layout.tsx';
import { LandingPage } from './pages/public/landing-page.tsx';

// This module and React Router are a chunk of their own (`router`, vite.config.ts), loaded for every
// page but the landing page, which the entry draws without them (landing-start.tsx) within its
// JavaScript budget (100 kB gzip, scripts/build/landing-page.ts). Every other page is its own chunk,
// fetched on first visit.
// The fallback sits on each lazy route, not on the layout, so the navbar and footer show at once
// while a page's code arrives.
const lazyPage = { hydrateFallbackElement: <PublicPageLoading /> };

export const router = createBrowserRouter([
  {
    // The public navbar and footer; on Privacy, Terms, FAQ and About, the app shell for a signed-in
    // reader instead (site-layout.tsx).
    Component: SiteLayout,
    children: [
      {
        // Pathless, so a page that fails keeps the navbar and footer around its error message.
        errorElement: <RouteError />,
        children: [
          {
            // Visitors see the landing page at once; a signed-in person is sent on into the app.
            path: '/',
            element: <RedirectSignedInVisitor />,
            children: [{ index: true, Component: LandingPage }],
          },
          {
            path: '/about',
            handle: appShellWhenSignedIn,
            ...lazyPage,
            lazy: async () => ({ Component: (await import('./pages/public/about-page.tsx')).AboutPage }),
          },
          {
            path: '/faq',
            handle: appShellWhenSignedIn,
            ...lazyPage,
            lazy: async () => ({ Component: (await import('./pages/public/faq-page.tsx')).FaqPage }),
          },
          {
            // The spec shows this page in the app shell to signed-in users (SiteLayout); the page has
            // no layout of its own so that it can be mounted there too.
            path: '/privacy-policy',
            handle: appShellWhenSignedIn,
            ...lazyPage,
            lazy: async () => ({
              Component: (await import('./pages/public/privacy-policy-page.tsx')).PrivacyPolicyPage,
            }),
          },
          {
            path: '/terms-of-use',
            handle: appShellWhenSignedIn,
            ...lazyPage,
            lazy: async () => ({
              Component: (await import('./pages/public/terms-of-use-page.tsx')).TermsOfUsePage,
            }),
          },
          {
            // Where deleting the account ends (the profile's Your data section).
            path: '/account-deleted',
            ...lazyPage,
            lazy: async () => ({
              Component: (await import('./pages/public/account-deleted-page.tsx')).AccountDeletedPage,
            }),
          },
          {
            // A reminder email's unsubscribe link (server/features/reminders/unsubscribe.routes.ts):
            // public, since its token is the proof, and asking before it stops anything.
            path: '/unsubscribe',
            ...lazyPage,
            lazy: async () => ({
              Component: (await import('./pages/public/unsubscribe-page.tsx')).UnsubscribePage,
            }),
          },
          {
            path: '*',
            handle: appShellWhenSignedIn,
            ...lazyPage,
            lazy: async () => ({
              Component: (await import('./pages/public/not-found-page.tsx')).NotFoundPage,
            }),
          },
        ],
      },
    ],
  },
  {
    // Everything that talks to the API shares one query cache, loaded with these routes. Until their
    // code is here, the spec's loading view (the same one the session guard shows next) is painted.
    hydrateFallbackElement: <LoadingView />,
    lazy: async () => ({ Component: (await import('./layouts/data-layout.tsx')).DataLayout }),
    children: [
      {
        path: '/auth',
        lazy: async () => ({
          Component: (await import('../features/session/components/redirect-signed-in.tsx')).RedirectSignedIn,
        }),
        errorElement: <RouteError />,
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
        lazy: async () => ({
          Component: (await import('../features/session/components/require-session.tsx')).RequireSession,
        }),
        errorElement: <RouteError />,
        children: [
          {
            // Has its own light layout: the app's navigation would only lead back here until it is done.
            // A person who already finished it is sent home by the page (see RedirectOnboarded).
            path: '/onboarding',
            lazy: async () => ({
              Component: (await import('./pages/onboarding/onboarding-page.tsx')).OnboardingPage,
            }),
          },
          {
            path: '/app',
            lazy: async () => ({ Component: (await import('./layouts/app-shell.tsx')).AppShell }),
            children: [
              { index: true, element: <Navigate to="/app/home" replace /> },
              {
                // The spec sends people who have not finished onboarding from home, journal log, insights
                // and profile to /onboarding; those routes belong in here. History is not on that list.
                lazy: async () => ({
                  Component: (await import('../features/session/components/require-onboarded.tsx'))
                    .RequireOnboarded,
                }),
                children: [
                  {
                    path: 'home',
                    lazy: async () => ({ Component: (await import('./pages/app/home-page.tsx')).HomePage }),
                  },
                  {
                    path: 'journal/log',
                    lazy: async () => ({
                      Component: (await import('./pages/app/journal-log-page.tsx')).JournalLogPage,
                    }),
                  },
                  {
                    path: 'insights',
                    lazy: async () => ({
                      Component: (await import('./pages/app/insights-page.tsx')).InsightsPage,
                    }),
                  },
                  {
                    path: 'report',
                    lazy: async () => ({
                      Component: (await import('./pages/app/report-page.tsx')).ReportPage,
                    }),
                  },
                  {
                    path: 'trends',
                    lazy: async () => ({
                      Component: (await import('./pages/app/trends-page.tsx')).TrendsPage,
                    }),
                  },
                  {
                    path: 'experiments',
                    lazy: async () => ({
                      Component: (await import('./pages/app/experiments-page.tsx')).ExperimentsPage,
                    }),
                  },
                  {
                    path: 'import',
                    lazy: async () => ({
                      Component: (await import('./pages/app/import-page.tsx')).ImportPage,
                    }),
                  },
                  {
                    path: 'profile',
                    lazy: async () => ({
                      Component: (await import('./pages/app/profile-page.tsx')).ProfilePage,
                    }),
                  },
                  {
                    path: 'questionnaires/:instrument',
                    lazy: async () => ({
                      Component: (await import('./pages/app/questionnaire-page.tsx')).QuestionnairePage,
                    }),
                  },
                  {
                    path: 'profile/share',
                    lazy: async () => ({
                      Component: (await import('./pages/app/share-page.tsx')).SharePage,
                    }),
                  },
                ],
              },
              {
                path: 'journal/history',
                lazy: async () => ({ Component: (await import('./pages/app/history-page.tsx')).HistoryPage }),
              },
              {
                // An unknown page inside the app keeps the app's navigation around the 404.
                path: '*',
                lazy: async () => ({
                  Component: (await import('./pages/public/not-found-page.tsx')).NotFoundPage,
                }),
              },
            ],
          },
        ],
      },
    ],
  },
]);
