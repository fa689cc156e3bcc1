import { createBrowserRouter } from 'react-router';
import { PublicLayout } from './layouts/public-layout.tsx';
import { LandingPage } from './pages/public/landing-page.tsx';
import { NotFoundPage } from './pages/public/not-found-page.tsx';

export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
