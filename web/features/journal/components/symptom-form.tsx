import { type ReactNode, useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import {
  TIME_OF_DAY_LABELS,
  TIME_OF_DAY_RANGES,
  TIMES_OF_DAY,
  type TimeOfDay,
} from '#domain/common/time-of-day.ts';
import type { SymptomEntryUpdate, SymptomRatings } from '#domain/journal/journal-entry.ts';
import { ChoiceGroup } from '#web/components/ui/choice-group.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { EntrySaveRow } from './entry-save-row.tsx';
import { type CheckInFactorOptions, type FactorFormValues, MoreAboutToday } from './more-about-today.tsx';
import { CopyPreviousCheckInButton } from './symptom-form/copy-previous-check-in-button.tsx';
import { SymptomExactTimeField } from './symptom-form/symptom-exact-time-field.tsx';
import { SymptomRatingsFieldset } from './symptom-form/symptom-ratings-fieldset.tsx';
import {
  type CopyPreviousCheckIn,
  useCopyPreviousCheckIn,
} from './symptom-form/use-copy-previous-check-in.ts';
import { useOtherSymptom } from './symptom-form/use-other-symptom.ts';
import { useSymptomCheckInForm } from './symptom-form/use-symptom-check-in-form.ts';
import { useSymptomFormSubmit } from './symptom-form/use-symptom-form-submit.ts';

export { COPIED_MESSAGE } from './symptom-form/use-copy-previous-check-in.ts';
export { OTHER_SYMPTOM_NAME_MESSAGE } from './symptom-form/use-other-symptom.ts';

const timeOfDayOptions = TIMES_OF_DAY.map((value) => ({
  value,
  label: TIME_OF_DAY_LABELS[value],
  hint: TIME_OF_DAY_RANGES[value],
}));

type SymptomFormProps = {
  /** One rating row each, in this order: the profile's symptoms (plus, when editing, the entry's). */
  symptoms: readonly string[];
  initial?: SymptomEntryUpdate | undefined;
  /** A new check-in's time of day, from the hour on the user's clock. */
  defaultTimeOfDay: TimeOfDay;
  onSubmit: (checkIn: SymptomEntryUpdate) => Promise<boolean>;
  submitLabel: string;
  pendingLabel: string;
  actions?: ReactNode;
  /**
   * 'Same as yesterday': loads the check-in to copy (undefined when it is gone since it was offered).
   * Left out when there is nothing to copy: the button shows only with something to repeat.
   */
  copyPrevious?: CopyPreviousCheckIn | undefined;
  /** A line under the save button that the person should read before saving (an old day's rule). */
  notice?: string | undefined;
  /** The check-in's day: an exact time on it later than now is refused, as the server refuses it. */
  day: { dayKey: string; timeZone: string };
  /** "More about today": stress, sleep and a period day, for those who track them. */
  factors?: CheckInFactorOptions | undefined;
};

export function SymptomForm({
  symptoms,
  initial,
  defaultTimeOfDay,
  onSubmit,
  submitLabel,
  pendingLabel,
  actions,
  copyPrevious,
  notice,
  day,
  factors,
}: SymptomFormProps) {
  const baseId = useId();
  const hintId = `${baseId}-hint`;
  const form = useSymptomCheckInForm(initial, defaultTimeOfDay);
  const { errors, isSubmitting, isValid } = form.formState;
  const other = useOtherSymptom(symptoms, () => form.getValues('details.symptomRatings'));

  const copy = useCopyPreviousCheckIn(copyPrevious, (details) => {
    other.reset();
    const dirty = { shouldDirty: true, shouldTouch: true, shouldValidate: true } as const;
    form.setValue('details.symptomRatings', details.symptomRatings, dirty);
    form.setValue('details.exact_time', details.exact_time, dirty);
    form.setValue('details.time_of_day', details.time_of_day, dirty);
  });

  const handleSubmit = useSymptomFormSubmit({
    form,
    initial,
    defaultTimeOfDay,
    day,
    onSubmit,
    other,
    onCleared: copy.clearStatus,
  });

  // The "at least one" rule belongs to the whole record, so its message sits on the record itself.
  const ratingsError = errors.details?.symptomRatings?.message as string | undefined;
  const canSave = isValid && !other.unnamed;

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-6">
      {copyPrevious ? (
        <CopyPreviousCheckInButton
          label={copyPrevious.label}
          copying={copy.copying}
          status={copy.status}
          onCopy={copy.copy}
        />
      ) : null}
      <Controller
        control={form.control}
        name="details.symptomRatings"
        render={({ field }) => (
          <SymptomRatingsFieldset
            baseId={baseId}
            symptoms={symptoms}
            ratings={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            focusRef={field.ref}
            error={ratingsError}
            other={other}
          />
        )}
      />
      <ChoiceGroup
        legend="Time of day"
        options={timeOfDayOptions}
        error={errors.details?.time_of_day?.message}
        {...form.register('details.time_of_day')}
      />
      <SymptomExactTimeField form={form} error={errors.details?.exact_time?.message} />
      {factors ? (
        <MoreAboutToday
          form={form as unknown as UseFormReturn<FactorFormValues, unknown, SymptomEntryUpdate>}
          options={factors}
        />
      ) : null}
      <TextAreaField
        label="Notes (optional)"
        placeholder="Anything that might matter: sleep, stress, the weather, a flare starting"
        error={errors.content?.message}
        {...form.register('content')}
      />
      <EntrySaveRow
        actions={actions}
        canSave={canSave}
        isSubmitting={isSubmitting}
        submitLabel={submitLabel}
        pendingLabel={pendingLabel}
        missing="To save, rate at least one symptom."
        notice={notice}
        hintId={hintId}
      />
    </form>
  );
}

/** The rows for editing an entry: the profile's symptoms, then any the entry rated beyond them. */
export function symptomRowsFor(profileSymptoms: readonly string[], ratings: SymptomRatings): string[] {
  const rows = [...profileSymptoms];
  for (const name of Object.keys(ratings)) if (!rows.includes(name)) rows.push(name);
  return rows;
}
