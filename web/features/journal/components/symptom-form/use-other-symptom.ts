import { useRef, useState } from 'react';
import type { SymptomRatings } from '#domain/journal/journal-entry.ts';
import { type Rating, toggleRating } from '#domain/journal/severity-feedback.ts';
import { customSymptomKey } from '../entry-format.ts';

export const OTHER_SYMPTOM_NAME_MESSAGE = 'Please name the other symptom to save its rating.';

/** The ratings field's own onChange, which every change to the extra row goes through. */
type RatingsChange = (ratings: SymptomRatings) => void;

export type OtherSymptom = ReturnType<typeof useOtherSymptom>;

/**
 * The extra 'Other' row: its name and rating live here and are mirrored into the ratings under
 * 'Other: name', the profile's own form for a custom symptom, so the schema sees them.
 */
export function useOtherSymptom(symptoms: readonly string[], currentRatings: () => SymptomRatings) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [rating, setRating] = useState(0);
  const [error, setError] = useState<string>();
  const nameRef = useRef<HTMLInputElement>(null);
  const key = useRef<string | undefined>(undefined);

  // Through the Controller's onChange (not setValue), so the form re-checks whether it can be saved.
  const apply = (onChange: RatingsChange, nextName: string, nextRating: number) => {
    const ratings = { ...currentRatings() };
    if (key.current) delete ratings[key.current];
    const nextKey = nextName.trim() ? customSymptomKey(nextName) : undefined;
    // A row of the list with the same name keeps its own rating; the custom one does not replace it.
    key.current = nextKey && !symptoms.includes(nextKey) ? nextKey : undefined;
    if (key.current && nextRating > 0) ratings[key.current] = nextRating;
    onChange(ratings);
    if (nextName.trim() || nextRating === 0) setError(undefined);
  };

  const reset = () => {
    setOpen(false);
    setName('');
    setRating(0);
    setError(undefined);
    key.current = undefined;
  };

  return {
    open,
    name,
    rating,
    error,
    nameRef,
    /** Rated but not named: the rating cannot be saved under any symptom yet. */
    unnamed: open && rating > 0 && !name.trim(),
    /** Whether a key of the ratings is this row's own, which has no row of its own in the list. */
    ownsKey: (ratingKey: string) => ratingKey === key.current,
    reset,
    toggleOpen: (onChange: RatingsChange) => {
      if (open) {
        apply(onChange, '', 0);
        reset();
      } else {
        setOpen(true);
        // After the row renders, so the new field can take focus.
        requestAnimationFrame(() => nameRef.current?.focus());
      }
    },
    rename: (onChange: RatingsChange, nextName: string) => {
      setName(nextName);
      apply(onChange, nextName, rating);
    },
    rate: (onChange: RatingsChange, clicked: Rating) => {
      const next = toggleRating(rating, clicked);
      setRating(next);
      apply(onChange, name, next);
    },
    askForName: () => {
      setError(OTHER_SYMPTOM_NAME_MESSAGE);
      nameRef.current?.focus();
    },
  };
}
