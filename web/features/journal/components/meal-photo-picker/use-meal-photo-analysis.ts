import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { PhotoAnalysisResponse, PhotoMode } from '#domain/meal-photos/public.ts';
import { checkPhoto, PHOTO_MESSAGES, PHOTO_SNIFF_BYTES } from '#domain/meal-photos/public.ts';
import { analyzeMealPhoto } from '#web/features/journal/api/meal-photos-api.ts';
import { ApiError } from '#web/lib/api-client.ts';

export type PhotoPhase =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'offer'; result: PhotoAnalysisResponse }
  | { kind: 'done'; result: PhotoAnalysisResponse; applied: boolean }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string; code?: string | undefined };

/** The chosen photo; `shown` is false once the browser has failed to show it. */
export type ChosenPhoto = { url: string; name: string; shown: boolean };

/** Writes the description; `analyzed` when the meal analysis wrote it (wasPhotoAnalyzed). */
type ApplyDescription = (description: string, analyzed: boolean) => void;

function appended(current: string, addition: string): string {
  return `${current.trim()}, ${addition}`;
}

/** Why a chosen file cannot be sent, from its size and first bytes; undefined when it can. */
async function photoProblem(file: File): Promise<string | undefined> {
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, PHOTO_SNIFF_BYTES).arrayBuffer());
  } catch {
    return PHOTO_MESSAGES.readFailed;
  }
  const checked = checkPhoto(file.size, head);
  return checked.ok ? undefined : checked.message;
}

/**
 * A chosen photo sent for analysis, and what came of it. The result fills an empty description
 * (or one that already says the same); a typed one is kept until the person picks what to do.
 */
export function useMealPhotoAnalysis(current: string, onApply: ApplyDescription) {
  const [phase, setPhase] = useState<PhotoPhase>({ kind: 'idle' });
  const [preview, setPreview] = useState<ChosenPhoto | undefined>();
  const controller = useRef<AbortController | undefined>(undefined);

  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview.url) : undefined), [preview]);

  const fail = (message: string, code?: string) => {
    toast.error(PHOTO_MESSAGES.failedTitle, { description: message });
    setPhase({ kind: 'failed', message, code });
  };

  const replaceWith = (result: PhotoAnalysisResponse) => {
    onApply(result.description, result.mode === 'meal');
    setPhase({ kind: 'done', result, applied: true });
  };

  const deliver = (result: PhotoAnalysisResponse) => {
    if (result.description.trim() === '') return fail(PHOTO_MESSAGES.analyzeFailed);
    const typed = current.trim();
    if (typed === '' || typed === result.description) replaceWith(result);
    else setPhase({ kind: 'offer', result });
  };

  const analyzeChosen = async (event: ChangeEvent<HTMLInputElement>, mode: PhotoMode) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so that choosing the same photo again is a change too.
    input.value = '';
    if (!file) return;
    const problem = await photoProblem(file);
    if (problem !== undefined) return fail(problem);

    controller.current?.abort();
    const ongoing = new AbortController();
    controller.current = ongoing;
    setPreview({ url: URL.createObjectURL(file), name: file.name, shown: true });
    setPhase({ kind: 'busy' });
    try {
      const result = await analyzeMealPhoto(file, mode, ongoing.signal);
      if (!ongoing.signal.aborted) deliver(result);
    } catch (error) {
      if (ongoing.signal.aborted) return;
      if (error instanceof ApiError) fail(error.message, error.code);
      else fail(PHOTO_MESSAGES.analyzeFailed);
    }
  };

  return {
    phase,
    preview,
    busy: phase.kind === 'busy',
    analyzeChosen,
    cancel: () => {
      controller.current?.abort();
      setPhase({ kind: 'cancelled' });
    },
    previewUnshowable: () => {
      if (preview) setPreview({ ...preview, shown: false });
    },
    replaceWith,
    addTo: (result: PhotoAnalysisResponse) => {
      onApply(appended(current, result.description), result.mode === 'meal');
      setPhase({ kind: 'done', result, applied: true });
    },
    keepTyped: (result: PhotoAnalysisResponse) => setPhase({ kind: 'done', result, applied: false }),
  };
}
