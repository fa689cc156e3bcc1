import { RouterProvider } from 'react-router';
import { router } from './router.tsx';

export { router };

// Providers live on the routes that need them (layouts/data-layout.tsx), not around the whole app,
// and the landing page is drawn without this module at all (landing-start.tsx), so that it stays
// within its JavaScript budget.
export function App() {
  return <RouterProvider router={router} />;
}
