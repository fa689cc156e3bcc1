import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SignUpOptions } from '#domain/auth/sign-up.ts';
import { readJson } from '#web/lib/api-errors.ts';

/** Whether this server takes sign-ups, and whether they need an invitation code (SIGN_UP). */
export const signUpOptionsQuery = queryOptions({
  queryKey: ['sign-up-options'],
  queryFn: async (): Promise<SignUpOptions> => readJson(await fetch('/api/sign-up')),
  // The operator changes SIGN_UP by restarting the server; a page open that long asks again.
  staleTime: 60_000,
});

export function useSignUpOptions() {
  return useQuery(signUpOptionsQuery);
}
