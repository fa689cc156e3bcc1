import { Minus, Plus } from 'lucide-react';
import { maxCustomTextLength } from '#domain/catalogues/other-value.ts';
import type { SymptomRatings } from '#domain/journal/journal-entry.ts';
import type { Rating } from '#domain/journal/severity-feedback.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ToggleButtonGroup } from '#web/components/ui/toggle-button-group.tsx';
import { customSymptomKey, symptomDisplayName } from '../entry-format.ts';
import { ratingOptions } from './symptom-rating-options.ts';
import type { OtherSymptom } from './use-other-symptom.ts';

type OtherSymptomRowProps = {
  baseId: string;
  other: OtherSymptom;
  onRatingsChange: (ratings: SymptomRatings) => void;
};

/** The folded 'Other symptom' row: a name the person types and its rating. */
export function OtherSymptomRow({ baseId, other, onRatingsChange }: OtherSymptomRowProps) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-dashed border-line p-4">
      <div className="flex items-center justify-between gap-3">
        <p id={`${baseId}-other`} className="font-semibold">
          Other symptom
        </p>
        <Button
          variant="secondary"
          aria-expanded={other.open}
          aria-controls={`${baseId}-other-row`}
          aria-describedby={`${baseId}-other`}
          onClick={() => other.toggleOpen(onRatingsChange)}
        >
          {other.open ? (
            <Minus aria-hidden="true" className="size-5" />
          ) : (
            <Plus aria-hidden="true" className="size-5" />
          )}
          {other.open ? 'Hide' : 'Add'}
        </Button>
      </div>
      <div id={`${baseId}-other-row`} hidden={!other.open} className="flex flex-col gap-3">
        <TextField
          ref={other.nameRef}
          label="Symptom name"
          maxLength={maxCustomTextLength}
          value={other.name}
          error={other.error}
          onChange={(event) => other.rename(onRatingsChange, event.target.value)}
        />
        <p id={`${baseId}-other-rating`} className="font-semibold">
          {other.name.trim() ? symptomDisplayName(customSymptomKey(other.name)) : 'Rating for this symptom'}
        </p>
        <ToggleButtonGroup
          labelledBy={`${baseId}-other-rating`}
          options={ratingOptions}
          value={other.rating > 0 ? (other.rating as Rating) : undefined}
          onToggle={(clicked: Rating) => other.rate(onRatingsChange, clicked)}
        />
      </div>
    </div>
  );
}
