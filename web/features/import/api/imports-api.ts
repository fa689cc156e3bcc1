import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SkippedItem, SymptomMapping, SymptomSuggestion } from '#domain/import/public.ts';
import { readJson } from '#web/lib/api-client.ts';

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

export function usePreviewImport() {
  return useMutation({
    mutationFn: async (file: File) =>
      readJson<ImportPreview>(await fetch('/api/imports/preview', { method: 'POST', body: formOf(file) })),
  });
}

export function useRunImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, mapping }: { file: File; mapping: Record<string, SymptomMapping> }) =>
      readJson<ImportResult>(await fetch('/api/imports', { method: 'POST', body: formOf(file, mapping) })),
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
