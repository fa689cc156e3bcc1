import { useMutation } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client.ts';

function fileNameFrom(disposition: string | null): string {
  return disposition?.match(/filename="([^"]+)"/)?.[1] ?? 'tend-report.pdf';
}

/**
 * GET /api/report.pdf, saved as a file. Fetched rather than linked, so a refused range or an
 * expired session is explained on the page instead of downloading an error as the report.
 */
export function useDownloadReport() {
  return useMutation({
    mutationFn: async (query: { from: string; to: string; notes: 'true' | 'false' }) => {
      const response = await api['report.pdf'].$get({ query });
      if (!response.ok) await readJson(response);
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      try {
        const link = document.createElement('a');
        link.href = url;
        link.download = fileNameFrom(response.headers.get('Content-Disposition'));
        document.body.append(link);
        link.click();
        link.remove();
      } finally {
        // The click has handed the file to the browser; it only needs the object URL for a moment.
        setTimeout(() => URL.revokeObjectURL(url), 10_000);
      }
    },
  });
}
