import { Controller } from 'react-hook-form';
import { timeOfDayForExactTime } from '#domain/journal/exact-time.ts';
import { TextField } from '#web/components/ui/text-field.tsx';
import type { SymptomCheckInForm } from './use-symptom-check-in-form.ts';

/** The optional exact time; choosing one sets the time of day it falls in. */
export function SymptomExactTimeField({
  form,
  error,
}: {
  form: SymptomCheckInForm;
  error: string | undefined;
}) {
  return (
    // Controlled, so a reset after saving empties it like every other field.
    <Controller
      control={form.control}
      name="details.exact_time"
      render={({ field }) => (
        <TextField
          ref={field.ref}
          name={field.name}
          type="time"
          label="Exact time (optional)"
          hint="For when it matters to you; the time of day follows from it."
          className="max-w-64"
          value={field.value ?? ''}
          error={error}
          onBlur={field.onBlur}
          onChange={(event) => {
            const value = event.target.value;
            field.onChange(value === '' ? undefined : value);
            const timeOfDay = timeOfDayForExactTime(value);
            if (timeOfDay) form.setValue('details.time_of_day', timeOfDay, { shouldValidate: true });
          }}
        />
      )}
    />
  );
}
