import { toast } from 'sonner';
import { Button } from '#web/components/ui/button.tsx';
import { formatDay, formatMoment } from '#web/lib/format.ts';
import { useImports, useUndoImport } from '../api/imports-api.ts';

export function ImportHistory() {
  const imports = useImports();
  const undo = useUndoImport();
  if (!imports.data || imports.data.imports.length === 0) return null;
  return (
    <section aria-labelledby="import-history-heading" className="flex flex-col gap-3">
      <h2 id="import-history-heading" className="text-2xl font-semibold">
        Your imports
      </h2>
      <ul className="flex flex-col gap-3">
        {imports.data.imports.map((batch) => (
          <li
            key={batch.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-surface p-4"
          >
            <div>
              <p className="font-semibold">
                {batch.fileName} ({batch.formatLabel})
              </p>
              <p className="text-muted">
                {batch.added} {batch.added === 1 ? 'entry' : 'entries'} added {formatMoment(batch.importedAt)}
                {batch.range
                  ? `, from ${formatDay(batch.range.first, 'date')} to ${formatDay(batch.range.last, 'date')}`
                  : ''}
              </p>
            </div>
            {batch.canUndo ? (
              <Button
                variant="secondary"
                disabled={undo.isPending}
                aria-label={`Undo the import of ${batch.fileName}`}
                onClick={() =>
                  undo.mutate(batch.id, {
                    onSuccess: () =>
                      toast.success('Import undone', {
                        description: `The ${batch.added} entries it added are gone.`,
                      }),
                    onError: (error) => toast.error('Error', { description: error.message }),
                  })
                }
              >
                Undo
              </Button>
            ) : (
              <span className="text-muted">Can no longer be undone</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
