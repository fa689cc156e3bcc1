import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { queryClient } from '../lib/query-client.ts';

// The toaster loads after the first paint: the landing page never needs it, and it is not small.
const Toaster = lazy(async () => ({ default: (await import('./toaster.tsx')).AppToaster }));

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
