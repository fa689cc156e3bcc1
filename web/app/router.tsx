import { createBrowserRouter } from 'react-router';
import { PublicLayout, PublicPageLoading } from './layouts/public-layout.tsx';
import { RouteError } from './layouts/route-error.tsx';
import { LandingPage } from './pages/public/landing-page.tsx';

// The landing page is in the entry chunk: it is the first paint for most visitors and has a JS budget
// (120 KB gzip, Lighthouse mobile >= 95). Every other page is its own chunk, fetched on first visit.
// The fallback sits on each lazy route, not on the layout, so the navbar and footer show at once
// while a page's code arrives.
const lazyPage = { hydrateFallbackElement: <PublicPageLoading /> };

export const router = createBrowserRouter([
  {
    Component: PublicLayout,
    children: [
      {
        // Pathless, so a page that fails keeps the navbar and footer around its error message.
        errorElement: <RouteError />,
        children: [
          { path: '/', Component: LandingPage },
          {
            path: '/about',
            ...lazyPage,
            lazy: async () => ({ Component: (await import('./pages/public/about-page.tsx')).AboutPage }),
          },
          {
            path: '/faq',
            ...lazyPage,
            lazy: async () => ({ Component: (await import('./pages/public/faq-page.tsx')).FaqPage }),
          },
          {
            // The spec shows this page in the app shell to signed-in users; the page has no layout of
            // its own so that it can be mounted there too.
            path: '/privacy-policy',
            ...lazyPage,
            lazy: async () => ({
              Component: (await import('./pages/public/privacy-policy-page.tsx')).PrivacyPolicyPage,
            }),
          },
          {
            path: '/terms-of-use',
            ...lazyPage,
            lazy: async () => ({
              Component: (await import('./pages/public/terms-of-use-page.tsx')).TermsOfUsePage,
            }),
          },
          {
            path: '*',
            ...lazyPage,
            lazy: async () => ({
              Component: (await import('./pages/public/not-found-page.tsx')).NotFoundPage,
            }),
          },
        ],
      },
    ],
  },
]);
