import { useMutation } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client.ts';

export type ExportFormat = 'json' | 'csv';

function fileNameFrom(disposition: string | null, format: ExportFormat): string {
  return disposition?.match(/filename="([^"]+)"/)?.[1] ?? `tend-export.${format}`;
}

/**
 * GET /api/export (JSON) or /api/export/csv, saved as a file. Fetched rather than linked, so a
 * failure (an expired session, a dropped connection) is explained on the page instead of
 * downloading an error as the person's data.
 */
export function useExportData() {
  return useMutation({
    mutationFn: async (format: ExportFormat) => {
      const response = format === 'csv' ? await api.export.csv.$get() : await api.export.$get();
      if (!response.ok) await readJson(response);
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      try {
        const link = document.createElement('a');
        link.href = url;
        link.download = fileNameFrom(response.headers.get('Content-Disposition'), format);
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
