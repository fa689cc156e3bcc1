import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { useExportData } from '../api/use-export-data.ts';

export function DataExport() {
  const exportData = useExportData();
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-lg font-semibold">Download your data</h3>
      <p className="text-base text-muted">
        Everything you have told Tend, in one JSON file you can keep, read or take to another app.
      </p>
      <div>
        <Button
          variant="secondary"
          disabled={exportData.isPending}
          onClick={() =>
            exportData.mutate(undefined, {
              onError: () =>
                toast.error('Error', { description: 'Failed to download your data. Please try again.' }),
            })
          }
        >
          <Download aria-hidden="true" className="size-5" />
          {exportData.isPending ? 'Preparing your file...' : 'Download my data (JSON)'}
        </Button>
      </div>
    </div>
  );
}
