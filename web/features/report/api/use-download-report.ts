import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { saveResponseAsFile } from '#web/lib/save-response.ts';

/**
 * GET /api/report.pdf, saved as a file. Fetched rather than linked, so a refused range or an
 * expired session is explained on the page instead of downloading an error as the report.
 */
export function useDownloadReport() {
  return useMutation({
    mutationFn: async (query: { from: string; to: string; notes: 'true' | 'false' }) =>
      saveResponseAsFile((await api['report.pdf'].$get({ query })) as Response, 'tend-report.pdf'),
  });
}
