import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchSessionUser } from './fetch-session-user.ts';

export type { SessionUser } from './fetch-session-user.ts';

export const sessionQueryKey = ['session'] as const;

/** The signed-in user, or null when nobody is signed in. */
export const sessionQuery = queryOptions({ queryKey: sessionQueryKey, queryFn: fetchSessionUser });

export function useSession() {
  return useQuery(sessionQuery);
}
