import { Camera, ImagePlus } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import {
  checkPhoto,
  LOW_CONFIDENCE,
  PHOTO_ACCEPT,
  PHOTO_MESSAGES,
  PHOTO_SNIFF_BYTES,
  type PhotoAnalysisResponse,
  type PhotoMode,
  photoFailureText,
} from '#domain/meal-photos/public.ts';
import { Button } from '#web/components/ui/button.tsx';
import { buttonClasses } from '#web/components/ui/button-styles.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { analyzeMealPhoto, useMealPhotoCapabilities } from '../api/meal-photos-api.ts';

type MealPhotoPickerProps = {
  /** The description as it stands: what the person typed is never overwritten without asking. */
  current: string;
  /** Writes the description; `analyzed` when the meal analysis wrote it (wasPhotoAnalyzed). */
  onApply: (description: string, analyzed: boolean) => void;
};

type Phase =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'offer'; result: PhotoAnalysisResponse }
  | { kind: 'done'; result: PhotoAnalysisResponse; applied: boolean }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string; code?: string | undefined };

const MODE_LABELS: Record<PhotoMode, string> = { meal: 'A meal', label: 'An ingredients label' };

export const PHOTO_BUSY_TEXT: Record<PhotoMode, string> = {
  meal: 'Looking at your photo…',
  label: 'Reading the label…',
};

function appended(current: string, addition: string): string {
  return `${current.trim()}, ${addition}`;
}

function modeExplanation(mode: PhotoMode, provider: string | null): string {
  if (mode === 'meal') {
    return `Tend sends the photo to the AI provider ${provider ?? ''} to describe your meal. The photo is not kept.`;
  }
  return 'Tend reads the ingredients list on the label itself, on this server. The photo is not sent anywhere and is not kept.';
}

/**
 * Take or choose a photo to fill the meal's description: a meal described by the AI provider, or
 * the ingredients read from a food label on the server. Offered only when the server can do one.
 */
export function MealPhotoPicker({ current, onApply }: MealPhotoPickerProps) {
  const capabilities = useMealPhotoCapabilities();
  const id = useId();
  const modes = capabilities.data?.modes ?? [];
  const [chosenMode, setChosenMode] = useState<PhotoMode | undefined>(undefined);
  const mode: PhotoMode | undefined = chosenMode && modes.includes(chosenMode) ? chosenMode : modes[0];
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [preview, setPreview] = useState<{ url: string; name: string; shown: boolean } | undefined>();
  const controller = useRef<AbortController | undefined>(undefined);
  const [canCapture, setCanCapture] = useState(false);

  useEffect(() => {
    // A camera button only where one opens a camera (phones and tablets); on a computer it would
    // be a second "choose a file".
    setCanCapture(window.matchMedia?.('(pointer: coarse)').matches ?? false);
  }, []);
  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview.url) : undefined), [preview]);

  if (!mode) return null;

  const fail = (message: string, code?: string) => {
    toast.error(PHOTO_MESSAGES.failedTitle, { description: message });
    setPhase({ kind: 'failed', message, code });
  };

  const deliver = (result: PhotoAnalysisResponse) => {
    if (result.description.trim() === '') return fail(PHOTO_MESSAGES.analyzeFailed);
    const typed = current.trim();
    if (typed === '' || typed === result.description) {
      onApply(result.description, result.mode === 'meal');
      setPhase({ kind: 'done', result, applied: true });
    } else {
      setPhase({ kind: 'offer', result });
    }
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so that choosing the same photo again is a change too.
    input.value = '';
    if (!file) return;
    let head: Uint8Array;
    try {
      head = new Uint8Array(await file.slice(0, PHOTO_SNIFF_BYTES).arrayBuffer());
    } catch {
      return fail(PHOTO_MESSAGES.readFailed);
    }
    const checked = checkPhoto(file.size, head);
    if (!checked.ok) return fail(checked.message);

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

  const cancel = () => {
    controller.current?.abort();
    setPhase({ kind: 'cancelled' });
  };

  const busy = phase.kind === 'busy';
  const pickerClasses = buttonClasses(
    'secondary',
    'md',
    `cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary ${busy ? 'pointer-events-none opacity-60' : ''}`,
  );
  const onlyLabel = modes.length === 1 && mode === 'label';

  return (
    <section aria-labelledby={`${id}-title`} aria-busy={busy} className="rounded-xl border border-line p-4">
      <h3 id={`${id}-title`} className="font-semibold">
        {onlyLabel ? 'Add the ingredients from a food label' : 'Describe it from a photo'}
      </h3>
      {onlyLabel ? (
        <>
          {/* Said before a photo is chosen, so nobody sends a plate and waits for a refusal. */}
          <p className="mt-1 font-medium">
            {capabilities.data?.provider
              ? 'Only food labels can be read here: this Tend does not describe photos of meals.'
              : 'Only food labels can be read here: describing a photo of a meal needs an AI provider, and this Tend has none.'}
          </p>
          <p className="mt-1 text-sm text-muted">
            Take a photo of the ingredients list on a package and Tend will read it for you, here on this
            server. The photo is not sent anywhere and is not kept.
          </p>
        </>
      ) : null}
      {modes.length > 1 ? (
        <fieldset className="mt-3" disabled={busy}>
          <legend className="mb-2 text-sm font-medium">What is in the photo?</legend>
          <div className="flex flex-wrap gap-2">
            {modes.map((each) => (
              <label
                key={each}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-line bg-surface px-3 py-2 has-checked:border-primary has-checked:bg-primary-soft"
              >
                <input
                  type="radio"
                  name={`${id}-mode`}
                  value={each}
                  checked={mode === each}
                  onChange={() => setChosenMode(each)}
                  className="size-5 accent-primary"
                />
                {MODE_LABELS[each]}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {onlyLabel ? null : (
        <p className="mt-2 text-sm text-muted">
          {modeExplanation(mode, capabilities.data?.provider ?? null)}
        </p>
      )}

      <div className="mt-3 flex flex-wrap items-center gap-2">
        {canCapture ? (
          <label className={pickerClasses}>
            <Camera aria-hidden="true" className="size-4" />
            Take a photo
            <input
              type="file"
              accept={PHOTO_ACCEPT}
              capture="environment"
              className="sr-only"
              disabled={busy}
              onChange={onFile}
            />
          </label>
        ) : null}
        <label className={pickerClasses}>
          <ImagePlus aria-hidden="true" className="size-4" />
          {mode === 'label' ? 'Choose a photo of a label' : 'Choose a photo'}
          <input type="file" accept={PHOTO_ACCEPT} className="sr-only" disabled={busy} onChange={onFile} />
        </label>
        {busy ? (
          <Button variant="ghost" onClick={cancel}>
            Cancel
          </Button>
        ) : null}
      </div>

      {preview ? (
        <div className="mt-3 flex items-center gap-3">
          {preview.shown ? (
            <img
              src={preview.url}
              alt="Preview of what you chose"
              className="size-20 rounded-lg object-cover"
              // HEIC photos cannot be shown by most browsers; their name stands in for them.
              onError={() => setPreview({ ...preview, shown: false })}
            />
          ) : (
            <p className="text-sm text-muted">Photo: {preview.name}</p>
          )}
          {busy ? <Spinner className="size-6" /> : null}
        </div>
      ) : null}

      {/* One live region for progress and results, so a screen reader hears each change once. */}
      <div role="status" className="mt-3 text-sm">
        {phase.kind === 'busy' ? <p>{PHOTO_BUSY_TEXT[mode]}</p> : null}
        {phase.kind === 'cancelled' ? <p>Photo analysis cancelled. Your description is unchanged.</p> : null}
        {phase.kind === 'done' ? <DoneText result={phase.result} applied={phase.applied} /> : null}
        {phase.kind === 'offer' ? <p>Your photo suggests a description. Would you like to use it?</p> : null}
      </div>
      {phase.kind === 'failed' ? (
        <p className="mt-1 text-sm font-medium text-danger">{photoFailureText(phase.message, phase.code)}</p>
      ) : null}

      {phase.kind === 'offer' ? (
        <div className="mt-2 flex flex-col gap-2">
          <p className="rounded-lg bg-surface-muted p-3">“{phase.result.description}”</p>
          <div className="flex flex-wrap gap-2">
            <Button
              onClick={() => {
                onApply(phase.result.description, phase.result.mode === 'meal');
                setPhase({ kind: 'done', result: phase.result, applied: true });
              }}
            >
              Replace my description
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                onApply(appended(current, phase.result.description), phase.result.mode === 'meal');
                setPhase({ kind: 'done', result: phase.result, applied: true });
              }}
            >
              Add to my description
            </Button>
            <Button
              variant="ghost"
              onClick={() => setPhase({ kind: 'done', result: phase.result, applied: false })}
            >
              Keep mine
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}

function DoneText({ result, applied }: { result: PhotoAnalysisResponse; applied: boolean }) {
  if (!applied) return <p>Kept your description as it was.</p>;
  return (
    <>
      <p>
        {result.mode === 'meal'
          ? 'Description filled in from your photo. Check it and change anything before saving.'
          : 'Ingredients from the label added to the description. Check them before saving.'}
      </p>
      {result.confidence < LOW_CONFIDENCE ? (
        <p className="mt-1 font-medium">
          Tend is not sure about this photo, so parts of the description may be wrong. Please read it
          carefully.
        </p>
      ) : null}
    </>
  );
}
