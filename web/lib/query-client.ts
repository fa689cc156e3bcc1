import { QueryClient } from '@tanstack/react-query';

// The spec's data query cache: 5 minutes stale, 1 retry.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 5 * 60 * 1000, retry: 1, refetchOnWindowFocus: false },
  },
});
