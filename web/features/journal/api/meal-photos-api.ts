import { useQuery } from '@tanstack/react-query';
import {
  type PhotoAnalysisResponse,
  type PhotoCapabilities,
  type PhotoMode,
  photoAnalysisResponseSchema,
  photoCapabilitiesSchema,
} from '#domain/meal-photos/public.ts';
import { api, readJson } from '#web/lib/api-client.ts';

/** Which photo help this Tend offers: it depends on the server's settings, so it is read once. */
export function useMealPhotoCapabilities() {
  return useQuery({
    queryKey: ['meal-photos', 'capabilities'],
    queryFn: async (): Promise<PhotoCapabilities> =>
      photoCapabilitiesSchema.parse(await readJson(await api['meal-photos'].capabilities.$get())),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Sends one photo; `signal` lets the person cancel (the server then drops the photo with the request). */
export async function analyzeMealPhoto(
  photo: File,
  mode: PhotoMode,
  signal: AbortSignal,
): Promise<PhotoAnalysisResponse> {
  const form = new FormData();
  form.set('mode', mode);
  form.set('photo', photo);
  const response = await fetch('/api/meal-photos/analyze', {
    method: 'POST',
    body: form,
    signal,
    credentials: 'same-origin',
  });
  return photoAnalysisResponseSchema.parse(await readJson(response));
}
