import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { queryClient } from '../lib/query-client.ts';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* The spec: one toast at a time. */}
      <Toaster visibleToasts={1} position="top-center" richColors closeButton />
    </QueryClientProvider>
  );
}
