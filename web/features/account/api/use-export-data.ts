import { useMutation } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client.ts';

function fileNameFrom(disposition: string | null): string {
  return disposition?.match(/filename="([^"]+)"/)?.[1] ?? 'tend-export.json';
}

/**
 * GET /api/export, saved as a file. Fetched rather than linked, so a failure (an expired session, a
 * dropped connection) is explained on the page instead of downloading an error as the person's data.
 */
export function useExportData() {
  return useMutation({
    mutationFn: async () => {
      const response = await api.export.$get();
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
