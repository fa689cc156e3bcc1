import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { forgetSignedInUser } from '../last-signed-in-user.ts';

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      // Loaded on demand: better-auth's client is a tenth of the signed-in pages' JavaScript, and
      // only signing out needs it here.
      const { authClient } = await import('#web/lib/auth-client.ts');
      const { error } = await authClient.signOut();
      if (error) throw new Error(error.message ?? 'Sign out failed');
    },
    onSuccess: async () => {
      // Nothing of the previous user may stay for the next person at this device: not the query
      // cache, and not per-user drafts, which every feature keeps in sessionStorage under 'tend:'.
      queryClient.clear();
      clearUserDrafts();
      forgetSignedInUser();
      await navigate('/auth/sign-in', { replace: true });
    },
    onError: () => {
      toast.error('Sign Out Failed', { description: 'Unable to sign out. Please try again.' });
    },
  });
}

function clearUserDrafts() {
  try {
    for (const key of Object.keys(sessionStorage))
      if (key.startsWith('tend:')) sessionStorage.removeItem(key);
  } catch {
    // Storage can be unavailable (privacy modes); then there is nothing to clear either.
  }
}
