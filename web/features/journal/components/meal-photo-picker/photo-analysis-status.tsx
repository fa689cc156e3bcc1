import {
  LOW_CONFIDENCE,
  type PhotoAnalysisResponse,
  type PhotoMode,
  photoFailureText,
} from '#domain/meal-photos/public.ts';
import type { PhotoPhase } from './use-meal-photo-analysis.ts';

export const PHOTO_BUSY_TEXT: Record<PhotoMode, string> = {
  meal: 'Looking at your photo…',
  label: 'Reading the label…',
};

/** Progress, outcome and failure of the photo's analysis. */
export function PhotoAnalysisStatus({ phase, mode }: { phase: PhotoPhase; mode: PhotoMode }) {
  return (
    <>
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
    </>
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
