import { useState } from 'react';
import type { SymptomMapping } from '#domain/import/public.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import {
  type ImportPreview,
  type ImportResult,
  usePreviewImport,
  useRunImport,
} from '#web/features/import/api/imports-api.ts';
import { ImportHistory } from '#web/features/import/components/import-history.tsx';
import { ImportPreviewCard } from '#web/features/import/components/import-preview-card.tsx';
import { ImportProgressBar } from '#web/features/import/components/import-progress-bar.tsx';
import type { ImportProgress } from '#web/features/import/import-progress.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

/** /app/import: bring a journal kept elsewhere: choose a file, see what it holds, import, undo. */
export function ImportPage() {
  useDocumentTitle('Bring your data');
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<Record<string, SymptomMapping>>({});
  const preview = usePreviewImport();
  const run = useRunImport();
  const [previewProgress, setPreviewProgress] = useState<ImportProgress>({
    step: 'sending',
    sent: 0,
    total: 0,
  });
  const [runProgress, setRunProgress] = useState<ImportProgress>({ step: 'sending', sent: 0, total: 0 });

  const choose = (chosen: File | undefined) => {
    setFile(chosen ?? null);
    setMapping({});
    run.reset();
    if (chosen) preview.mutate({ file: chosen, onProgress: setPreviewProgress });
    else preview.reset();
  };
  const mappingToSend = () => {
    const chosen: Record<string, SymptomMapping> = {};
    for (const suggestion of preview.data?.symptoms ?? [])
      chosen[suggestion.from] = mapping[suggestion.from] ?? suggestion.mapping;
    return chosen;
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8">
      <header>
        <h1 className="text-3xl leading-tight font-bold tracking-tight sm:text-4xl">Bring your data</h1>
        <p className="mt-2 text-lg text-muted">
          Import the journal you kept in Bearable, Flaredown or Pocket Symptom Tracker, or in another Tend.
          You see what the file holds before anything is saved, and you can undo an import for 7 days.
        </p>
      </header>
      <label className="flex flex-col gap-2 font-semibold">
        Choose a file to import
        <input
          type="file"
          accept=".json,.csv,application/json,text/csv"
          className="min-h-12 rounded-xl border border-line bg-surface px-4 py-2 font-normal"
          onChange={(event) => choose(event.target.files?.[0])}
        />
      </label>
      {preview.isPending ? (
        <ImportProgressBar progress={previewProgress} task="preview" label="Preview progress" />
      ) : null}
      {preview.isError ? <FormAlert>{preview.error.message}</FormAlert> : null}
      {preview.data && file ? (
        <>
          <ImportPreviewCard
            preview={preview.data}
            mapping={mapping}
            onMappingChange={(name, chosen) => setMapping((current) => ({ ...current, [name]: chosen }))}
          />
          <div className="flex flex-col gap-3">
            <Button
              size="lg"
              disabled={run.isPending}
              onClick={() => run.mutate({ file, mapping: mappingToSend(), onProgress: setRunProgress })}
            >
              {run.isPending ? 'Importing...' : 'Import'}
            </Button>
            {run.isPending ? (
              <div className="flex flex-col gap-2">
                <p>Importing your entries, all of them or none.</p>
                <ImportProgressBar
                  progress={runProgress}
                  task="import"
                  label="Import progress"
                  saved={holdsRecords(preview.data) ? 'entries and records' : 'entries'}
                />
              </div>
            ) : null}
            {run.isError ? <FormAlert>{run.error.message}</FormAlert> : null}
            {run.data ? (
              <p role="status" className="text-lg font-semibold">
                {run.data.added > 0
                  ? `Imported ${importedWords(run.data)}.`
                  : run.data.profileFilled.length > 0
                    ? 'Your profile was filled from the file; everything else was already imported.'
                    : 'Nothing new: everything in this file was already imported.'}
              </p>
            ) : null}
          </div>
        </>
      ) : null}
      <ImportHistory />
    </div>
  );
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "3 entries", or "2 entries, 1 questionnaire and 1 reminder" when Tend's export brought more. */
function importedWords(result: ImportResult): string {
  const counts = result.counts ?? {};
  const questionnaires = counts.questionnaire ?? 0;
  const experiments = counts.experiment ?? 0;
  const reminders = counts.reminder ?? 0;
  const entries = result.added - questionnaires - experiments - reminders;
  const parts = [
    entries > 0 ? count(entries, 'entry', 'entries') : null,
    questionnaires > 0 ? count(questionnaires, 'questionnaire', 'questionnaires') : null,
    experiments > 0 ? count(experiments, 'experiment', 'experiments') : null,
    reminders > 0 ? count(reminders, 'reminder', 'reminders') : null,
  ].filter((part): part is string => part !== null);
  return parts.length === 1 ? (parts[0] as string) : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** Whether a Tend export brings questionnaires, experiments or reminders besides the entries. */
function holdsRecords(preview: ImportPreview): boolean {
  return preview.counts.questionnaire + preview.counts.experiment + preview.counts.reminder > 0;
}
