import { queryOptions, useQuery } from '@tanstack/react-query';
import { authClient } from '#web/lib/auth-client.ts';

export type AccountSession = {
  id: string;
  userAgent: string | null;
  lastActiveAt: Date;
  isCurrent: boolean;
};

export const accountSessionsQueryKey = ['account', 'sessions'] as const;

/**
 * The account's active sessions, this device first. Only what the list shows is kept. (The server
 * leaves the session tokens out of these answers: see server/auth/auth.ts.)
 */
export const accountSessionsQuery = queryOptions({
  queryKey: accountSessionsQueryKey,
  staleTime: 0,
  queryFn: async (): Promise<AccountSession[]> => {
    const [sessions, current] = await Promise.all([authClient.listSessions(), authClient.getSession()]);
    if (sessions.error) throw new Error(sessions.error.message ?? 'Could not list your sessions');
    const currentId = current.data?.session.id;
    return sessions.data
      .map((session) => ({
        id: session.id,
        userAgent: session.userAgent ?? null,
        lastActiveAt: new Date(session.updatedAt),
        isCurrent: session.id === currentId,
      }))
      .sort(
        (a, b) =>
          Number(b.isCurrent) - Number(a.isCurrent) || b.lastActiveAt.getTime() - a.lastActiveAt.getTime(),
      );
  },
});

export function useAccountSessions() {
  return useQuery(accountSessionsQuery);
}
