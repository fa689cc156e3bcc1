import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SkippedItem, SymptomMapping, SymptomSuggestion } from '#domain/import/public.ts';
import { type ImportProgress, splitLines } from '#web/features/import/import-progress.ts';
import { ApiError, type ProblemDetails, readJson } from '#web/lib/api-client.ts';

export type ImportPreview = {
  format: string;
  formatLabel: string;
  profileName: string | null;
  range: { first: string; last: string } | null;
  counts: Record<
    'food' | 'symptom' | 'bowel' | 'medication-change' | 'questionnaire' | 'experiment' | 'reminder',
    number
  >;
  total: number;
  alreadyImported: number;
  /** The profile's fields the import fills (unset in this account) and those it keeps as set. */
  profile: { take: string[]; kept: string[] };
  skipped: SkippedItem[];
  conversions: string[];
  symptoms: SymptomSuggestion[];
  existingSymptoms: string[];
};

export type ImportResult = {
  id: string | null;
  added: number;
  alreadyImported: number;
  droppedCheckIns: number;
  /** Rows added per kind, when anything was added. */
  counts?: Partial<Record<keyof ImportPreview['counts'], number>>;
  /** The profile's fields the import filled, in words. */
  profileFilled: string[];
};

export type ImportBatch = {
  id: string;
  formatLabel: string;
  fileName: string;
  profileName: string | null;
  range: { first: string; last: string } | null;
  added: number;
  importedAt: string;
  undoableUntil: string;
  canUndo: boolean;
};

const importsKey = ['imports'] as const;

// Multipart, not JSON: the file goes as it is, up to 60 MB, beside the mapping.
function formOf(file: File, mapping?: Record<string, SymptomMapping>) {
  const form = new FormData();
  form.set('file', file);
  if (mapping) form.set('mapping', JSON.stringify(mapping));
  return form;
}

type ProgressListener = (progress: ImportProgress) => void;
type ProgressLine =
  | { step: 'reading' }
  | { step: 'saving'; done: number; total: number }
  | { step: 'done'; status: number; result: ImportResult }
  | { step: 'problem'; problem: ProblemDetails };

function problemOf(status: number, text: string): ApiError {
  let body: Partial<ProblemDetails> | undefined;
  try {
    body = JSON.parse(text) as Partial<ProblemDetails>;
  } catch {
    body = undefined;
  }
  return new ApiError({
    status,
    code: body?.code ?? 'http_error',
    detail: body?.detail ?? 'Something went wrong. Please try again.',
    errors: body?.errors,
  });
}

/**
 * Sends the form with XMLHttpRequest, not fetch: only it tells how many bytes have gone up. With
 * `lines`, the server answers one JSON line per step as it works, each passed on as it arrives.
 */
function sendForm(
  url: string,
  form: FormData,
  onProgress: ProgressListener,
  lines?: (line: ProgressLine) => void,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    if (lines) request.setRequestHeader('accept', 'application/x-ndjson');
    request.upload.addEventListener('progress', (event) =>
      onProgress({ step: 'sending', sent: event.loaded, total: event.lengthComputable ? event.total : 0 }),
    );
    // All of it sent: what remains is the server's work.
    request.upload.addEventListener('load', () => onProgress({ step: 'reading' }));
    let seen = 0;
    let rest = '';
    const readLines = () => {
      if (!lines || request.status !== 200) return;
      const split = splitLines(rest + request.responseText.slice(seen));
      seen = request.responseText.length;
      rest = split.rest;
      for (const line of split.lines) lines(JSON.parse(line) as ProgressLine);
    };
    request.addEventListener('progress', readLines);
    request.addEventListener('load', () => {
      try {
        readLines();
        if (lines && request.status === 200 && rest.trim()) lines(JSON.parse(rest) as ProgressLine);
        resolve({ status: request.status, text: request.responseText });
      } catch (error) {
        reject(error);
      }
    });
    const offline = () =>
      reject(
        new ApiError({
          status: 0,
          code: 'network',
          detail: 'The file could not be sent: the connection was lost. Please try again.',
        }),
      );
    request.addEventListener('error', offline);
    request.addEventListener('abort', offline);
    onProgress({ step: 'sending', sent: 0, total: 0 });
    request.send(form);
  });
}

async function previewFile(file: File, onProgress: ProgressListener): Promise<ImportPreview> {
  const { status, text } = await sendForm('/api/imports/preview', formOf(file), onProgress);
  if (status !== 200) throw problemOf(status, text);
  return JSON.parse(text) as ImportPreview;
}

async function importFile(
  file: File,
  mapping: Record<string, SymptomMapping>,
  onProgress: ProgressListener,
): Promise<ImportResult> {
  let outcome: ImportResult | ApiError | undefined;
  const { status, text } = await sendForm('/api/imports', formOf(file, mapping), onProgress, (line) => {
    if (line.step === 'reading' || line.step === 'saving') onProgress(line);
    else if (line.step === 'done') outcome = line.result;
    else outcome = new ApiError(line.problem);
  });
  if (status !== 200) throw problemOf(status, text);
  if (outcome instanceof ApiError) throw outcome;
  if (!outcome)
    throw new ApiError({
      status: 0,
      code: 'network',
      detail:
        'The answer to the import did not arrive. See the list of imports below before trying again: importing the same file twice adds nothing.',
    });
  return outcome;
}

export function usePreviewImport() {
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: ProgressListener }) =>
      previewFile(file, onProgress),
  });
}

export function useRunImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      file,
      mapping,
      onProgress,
    }: {
      file: File;
      mapping: Record<string, SymptomMapping>;
      onProgress: ProgressListener;
    }) => importFile(file, mapping, onProgress),
    // Everything that reads the journal may have changed.
    onSettled: () => queryClient.invalidateQueries(),
  });
}

export function useImports() {
  return useQuery({
    queryKey: importsKey,
    queryFn: async () =>
      readJson<{ imports: ImportBatch[]; daysWithEntries: number; offerDismissed: boolean }>(
        await fetch('/api/imports'),
      ),
  });
}

/** Puts the dashboard's offer away for the account: on every device, not just this one. */
export function useDismissImportOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const response = await fetch('/api/imports/offer', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ dismissed: true }),
      });
      if (!response.ok) await readJson(response);
    },
    onMutate: () =>
      queryClient.setQueryData(importsKey, (data: { offerDismissed: boolean } | undefined) =>
        data ? { ...data, offerDismissed: true } : data,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: importsKey }),
  });
}

export function useUndoImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const response = await fetch(`/api/imports/${id}`, { method: 'DELETE' });
      if (!response.ok) await readJson(response);
    },
    onSettled: () => queryClient.invalidateQueries(),
  });
}
