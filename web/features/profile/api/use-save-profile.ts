import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '#domain/profile/profile.ts';
import { api, readJson } from '#web/lib/api-client.ts';
import { type ProfileData, profileQueryKey } from './profile-query.ts';

/** PUT /api/profile. The answer is the saved profile, which becomes the cached one. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (profile: Profile): Promise<ProfileData> => {
      const response = await api.profile.$put({ json: profile });
      // The server answers with the same readProfile() body as GET; the client's inferred type is
      // widened to unknown by the validator's untyped problem response, so it is named here.
      return (await readJson(response)) as ProfileData;
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(profileQueryKey, saved);
    },
  });
}
