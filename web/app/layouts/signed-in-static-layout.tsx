import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { SessionUser } from '#web/features/session/api/fetch-session-user.ts';
import { sessionQueryKey } from '#web/features/session/api/session-query.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { AppToaster } from '../toaster.tsx';
import { AppShell } from './app-shell.tsx';

/**
 * A static page inside the app shell, for a signed-in reader. The session the probe just read
 * seeds the query cache, so the shell's navigation does not ask for it a second time.
 */
export function SignedInStaticLayout({ user }: { user: SessionUser }) {
  useState(() => {
    if (queryClient.getQueryData(sessionQueryKey) === undefined) {
      queryClient.setQueryData(sessionQueryKey, user);
    }
  });
  return (
    <QueryClientProvider client={queryClient}>
      <AppShell />
      <AppToaster />
    </QueryClientProvider>
  );
}
