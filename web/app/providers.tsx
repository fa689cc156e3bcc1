import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { queryClient } from '../lib/query-client.ts';

// Toasts only follow an action in the signed-in app, so the toaster (about 9 KB gzip) is fetched after
// the first paint instead of weighing on the landing page's JavaScript budget.
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        {/* The spec: one toast at a time. */}
        <Toaster visibleToasts={1} position="top-center" richColors closeButton />
      </Suspense>
    </QueryClientProvider>
  );
}
