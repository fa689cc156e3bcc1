import type { Ref } from 'react';
import type { SymptomRatings } from '#domain/journal/journal-entry.ts';
import { type Rating, toggleRating } from '#domain/journal/severity-feedback.ts';
import { ToggleButtonGroup } from '#web/components/ui/toggle-button-group.tsx';
import { symptomDisplayName } from '../entry-format.ts';
import { OtherSymptomRow } from './other-symptom-row.tsx';
import { ratingOptions } from './symptom-rating-options.ts';
import type { OtherSymptom } from './use-other-symptom.ts';

type SymptomRatingsFieldsetProps = {
  baseId: string;
  /** The profile's symptoms (plus, when editing, the entry's), one row each in this order. */
  symptoms: readonly string[];
  ratings: SymptomRatings;
  onChange: (ratings: SymptomRatings) => void;
  onBlur: () => void;
  /** The form's focus target for this field. */
  focusRef: Ref<HTMLDivElement>;
  /** The "at least one" rule's message, which belongs to the whole record. */
  error: string | undefined;
  other: OtherSymptom;
};

/** One rating row a symptom, then the 'Other symptom' row, then the rule's message under them all. */
export function SymptomRatingsFieldset({
  baseId,
  symptoms,
  ratings,
  onChange,
  onBlur,
  focusRef,
  error,
  other,
}: SymptomRatingsFieldsetProps) {
  const errorId = `${baseId}-ratings-error`;
  return (
    <fieldset className="flex min-w-0 flex-col gap-5">
      <legend className="mb-1 text-base font-semibold">
        How strong is each symptom?
        <span className="block text-sm font-normal text-muted">
          Rate the ones you feel; press a rating again to clear it.
        </span>
      </legend>
      {/* Focus lands here when nothing is rated, so the message below is read next. */}
      <div ref={focusRef} tabIndex={-1} className="flex flex-col gap-5">
        {[
          ...symptoms,
          // A copied check-in may rate symptoms no longer in the profile: they get rows too.
          ...Object.keys(ratings).filter((name) => !symptoms.includes(name) && !other.ownsKey(name)),
        ].map((name, index) => {
          const labelId = `${baseId}-symptom-${index}`;
          const rating = ratings[name] ?? 0;
          return (
            <div key={name} className="flex flex-col gap-2">
              <p id={labelId} className="font-semibold">
                {symptomDisplayName(name)}
              </p>
              <ToggleButtonGroup
                labelledBy={labelId}
                describedBy={error ? errorId : undefined}
                options={ratingOptions}
                value={rating > 0 ? (rating as Rating) : undefined}
                onToggle={(clicked: Rating) => {
                  onChange({ ...ratings, [name]: toggleRating(rating, clicked) });
                  onBlur();
                }}
              />
            </div>
          );
        })}
        <OtherSymptomRow baseId={baseId} other={other} onRatingsChange={onChange} />
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
