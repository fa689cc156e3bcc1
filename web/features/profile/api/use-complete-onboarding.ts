import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnboardingComplete } from '#domain/profile/onboarding.ts';
import { api, readJson } from '#web/lib/api-client.ts';
import { profileQueryKey } from './profile-query.ts';

/** POST /api/onboarding/complete: saves the whole profile and marks onboarding done in one go. */
export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answers: OnboardingComplete) =>
      readJson(await api.onboarding.complete.$post({ json: answers })),
    // Not awaited: 'Setup complete!' should not wait for a refetch.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
