import { Download, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { inlineLink } from '#web/components/ui/layout-styles.ts';
import { type ExportFormat, useExportData } from '../api/use-export-data.ts';

export function DataExport() {
  const exportData = useExportData();
  const preparing = (format: ExportFormat) => exportData.isPending && exportData.variables === format;
  const download = (format: ExportFormat) =>
    exportData.mutate(format, {
      onError: () => toast.error('Error', { description: 'Failed to download your data. Please try again.' }),
    });
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-lg font-semibold">Download your data</h3>
      <p className="text-base text-muted">
        Everything you have told Tend, in one JSON file you can keep, read or take to another app. Or your
        entries as a CSV file a spreadsheet opens: one row per entry, one column per symptom. Or your journal
        in FHIR, the format clinics' systems read.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" disabled={exportData.isPending} onClick={() => download('json')}>
          <Download aria-hidden="true" className="size-5" />
          {preparing('json') ? 'Preparing your file...' : 'Download my data (JSON)'}
        </Button>
        <Button variant="secondary" disabled={exportData.isPending} onClick={() => download('csv')}>
          <Download aria-hidden="true" className="size-5" />
          {preparing('csv') ? 'Preparing your file...' : 'Download my entries (CSV)'}
        </Button>
        <Button variant="secondary" disabled={exportData.isPending} onClick={() => download('fhir')}>
          <Download aria-hidden="true" className="size-5" />
          {preparing('fhir') ? 'Preparing your file...' : 'Download my journal (FHIR)'}
        </Button>
      </div>
      <p>
        <Link to="/app/report" className={`inline-flex min-h-11 items-center gap-1.5 ${inlineLink}`}>
          <FileText aria-hidden="true" className="size-5" />
          Make a report for your doctor (PDF)
        </Link>
      </p>
    </div>
  );
}
