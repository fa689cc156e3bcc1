import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../../lib/query-client.ts';
import { AppToaster } from '../toaster.tsx';

/**
 * The query cache and the toaster for the parts of Tend that talk to the API (auth, onboarding,
 * the app). A lazy route, so the public pages load neither library.
 */
export function DataLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <AppToaster />
    </QueryClientProvider>
  );
}
