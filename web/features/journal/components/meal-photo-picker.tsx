import { useId, useState } from 'react';
import type { PhotoMode } from '#domain/meal-photos/public.ts';
import { useMealPhotoCapabilities } from '../api/meal-photos-api.ts';
import { ChosenPhotoPreview } from './meal-photo-picker/chosen-photo-preview.tsx';
import { LabelOnlyNotice } from './meal-photo-picker/label-only-notice.tsx';
import { PhotoAnalysisStatus } from './meal-photo-picker/photo-analysis-status.tsx';
import { PhotoFileButtons } from './meal-photo-picker/photo-file-buttons.tsx';
import { PhotoModeChoice } from './meal-photo-picker/photo-mode-choice.tsx';
import { PhotoSuggestionOffer } from './meal-photo-picker/photo-suggestion-offer.tsx';
import { useCanCapturePhoto } from './meal-photo-picker/use-can-capture-photo.ts';
import { useMealPhotoAnalysis } from './meal-photo-picker/use-meal-photo-analysis.ts';

export { PHOTO_BUSY_TEXT } from './meal-photo-picker/photo-analysis-status.tsx';

type MealPhotoPickerProps = {
  /** The description as it stands: what the person typed is never overwritten without asking. */
  current: string;
  /** Writes the description; `analyzed` when the meal analysis wrote it (wasPhotoAnalyzed). */
  onApply: (description: string, analyzed: boolean) => void;
};

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
  const canCapture = useCanCapturePhoto();
  const analysis = useMealPhotoAnalysis(current, onApply);

  if (!mode) return null;

  const { phase, preview, busy } = analysis;
  const onlyLabel = modes.length === 1 && mode === 'label';

  return (
    <section aria-labelledby={`${id}-title`} aria-busy={busy} className="rounded-xl border border-line p-4">
      <h3 id={`${id}-title`} className="font-semibold">
        {onlyLabel ? 'Add the ingredients from a food label' : 'Describe it from a photo'}
      </h3>
      {onlyLabel ? <LabelOnlyNotice hasProvider={Boolean(capabilities.data?.provider)} /> : null}
      {modes.length > 1 ? (
        <PhotoModeChoice name={`${id}-mode`} modes={modes} mode={mode} busy={busy} onChoose={setChosenMode} />
      ) : null}
      {onlyLabel ? null : (
        <p className="mt-2 text-sm text-muted">
          {modeExplanation(mode, capabilities.data?.provider ?? null)}
        </p>
      )}

      <PhotoFileButtons
        canCapture={canCapture}
        mode={mode}
        busy={busy}
        onFile={(event) => analysis.analyzeChosen(event, mode)}
        onCancel={analysis.cancel}
      />

      {preview ? (
        <ChosenPhotoPreview photo={preview} busy={busy} onUnshowable={analysis.previewUnshowable} />
      ) : null}

      <PhotoAnalysisStatus phase={phase} mode={mode} />

      {phase.kind === 'offer' ? (
        <PhotoSuggestionOffer
          description={phase.result.description}
          onReplace={() => analysis.replaceWith(phase.result)}
          onAdd={() => analysis.addTo(phase.result)}
          onKeep={() => analysis.keepTyped(phase.result)}
        />
      ) : null}
    </section>
  );
}
