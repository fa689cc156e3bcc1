import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authClient } from '#web/lib/auth-client.ts';
import type { AuthClientErrorLike } from '../auth-error.ts';
import { AccountError } from '../auth-error.ts';
import { accountSessionsQueryKey } from './account-sessions-query.ts';

function throwIfError(error: AuthClientErrorLike | null) {
  if (error) throw new AccountError(error);
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => throwIfError((await authClient.revokeOtherSessions()).error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionsQueryKey }),
  });
}

/** Changing the password also signs every other device out: whoever knew the old one is let go. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: { currentPassword: string; newPassword: string }) =>
      throwIfError((await authClient.changePassword({ ...values, revokeOtherSessions: true })).error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSessionsQueryKey }),
  });
}

/**
 * Deletes the account and everything in it (the database cascades from the user). Afterwards no
 * trace of it may stay in memory or on the device for the next person here (`forgetDevice`, which
 * the page composes from the features that keep things offline), and the visitor is told what was
 * erased (`afterwards`, the page to go to, with its history state).
 */
export function useDeleteAccount({
  forgetDevice,
  afterwards,
}: {
  forgetDevice: () => Promise<void>;
  afterwards: { to: string; state: unknown };
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (password: string) => throwIfError((await authClient.deleteUser({ password })).error),
    onSuccess: async () => {
      queryClient.clear();
      // The account is gone whatever happens here: a device that cannot be cleared still moves on.
      await forgetDevice().catch((error: unknown) => console.error('Could not clear this device', error));
      await navigate(afterwards.to, { replace: true, state: afterwards.state });
    },
  });
}
