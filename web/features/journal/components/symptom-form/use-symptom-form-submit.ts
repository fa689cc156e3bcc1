import type { FormEvent } from 'react';
import type { TimeOfDay } from '#domain/common/time-of-day.ts';
import type { SymptomEntryUpdate } from '#domain/journal/journal-entry.ts';
import { FUTURE_TIME_MESSAGE, isFutureExactTime } from '#domain/journal/nominal-time.ts';
import type { OtherSymptom } from './use-other-symptom.ts';
import { emptyCheckIn, ratedOnly, type SymptomCheckInForm } from './use-symptom-check-in-form.ts';

type SymptomFormSubmitOptions = {
  form: SymptomCheckInForm;
  /** The entry being edited; absent for a new check-in, which is cleared once saved. */
  initial: SymptomEntryUpdate | undefined;
  defaultTimeOfDay: TimeOfDay;
  day: { dayKey: string; timeZone: string };
  onSubmit: (checkIn: SymptomEntryUpdate) => Promise<boolean>;
  other: OtherSymptom;
  /** Clears what lives beside the form's values once a new check-in is saved. */
  onCleared: () => void;
};

/** The form's submit handler: the checks the schema cannot make, then the save. */
export function useSymptomFormSubmit({
  form,
  initial,
  defaultTimeOfDay,
  day,
  onSubmit,
  other,
  onCleared,
}: SymptomFormSubmitOptions) {
  const submit = form.handleSubmit(async (checkIn) => {
    // Judged at the moment of saving, so a form left open past that time is accepted. An unchanged
    // exact time of an entry being edited is not judged again (the server does the same).
    const exactTime = checkIn.details.exact_time;
    if (
      exactTime !== initial?.details.exact_time &&
      isFutureExactTime({ dayKey: day.dayKey, timeZone: day.timeZone, exactTime, now: new Date() })
    ) {
      form.setError('details.exact_time', { message: FUTURE_TIME_MESSAGE }, { shouldFocus: true });
      return;
    }
    const saved = await onSubmit({
      ...checkIn,
      details: { ...checkIn.details, symptomRatings: ratedOnly(checkIn.details.symptomRatings) },
    });
    if (saved && !initial) {
      form.reset(emptyCheckIn(defaultTimeOfDay));
      other.reset();
      onCleared();
    }
  });

  return (event: FormEvent<HTMLFormElement>) => {
    if (form.formState.isSubmitting) return event.preventDefault();
    // Checked before the schema: a rated but unnamed extra symptom is the problem to fix, not
    // "rate at least one symptom", which would be wrong when that is the only rating.
    if (other.unnamed) {
      event.preventDefault();
      other.askForName();
      return;
    }
    void submit(event);
  };
}
