import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { saveResponseAsFile } from '#web/lib/save-response.ts';

export type ExportFormat = 'json' | 'csv' | 'fhir';

/**
 * GET /api/export (JSON), /api/export/csv or /api/export/fhir (an HL7 FHIR R4 bundle), saved as a file. Fetched rather than linked, so a
 * failure (an expired session, a dropped connection) is explained on the page instead of
 * downloading an error as the person's data.
 */
export function useExportData() {
  return useMutation({
    mutationFn: async (format: ExportFormat) =>
      saveResponseAsFile(
        (format === 'csv'
          ? await api.export.csv.$get()
          : format === 'fhir'
            ? await api.export.fhir.$get()
            : await api.export.$get()) as Response,
        format === 'fhir' ? 'tend-fhir.json' : `tend-export.${format}`,
      ),
  });
}
