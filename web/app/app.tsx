import { RouterProvider } from 'react-router';
import { router } from './router.tsx';

// Providers live on the routes that need them (layouts/data-layout.tsx), not around the whole app,
// so the landing page stays within its JavaScript budget.
export function App() {
  return <RouterProvider router={router} />;
}
