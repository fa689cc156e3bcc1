import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { queryClient } from '#web/lib/query-client.ts';
import { prefetchPageReads } from '../prefetch-page-reads.ts';
import { AppToaster } from '../toaster.tsx';

/**
 * The query cache and the toaster for the parts of Tend that talk to the API (auth, onboarding,
 * the app). A lazy route, so the public pages load neither library.
 */
export function DataLayout() {
  // Once, for the page the visit opened on (later pages start their own reads as they mount).
  useState(() => prefetchPageReads(queryClient, window.location.pathname, window.location.search));
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <AppToaster />
    </QueryClientProvider>
  );
}
