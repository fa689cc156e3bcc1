import { zodResolver } from '@hookform/resolvers/zod';
import { CopyCheck, Minus, Plus } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Controller, type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { maxCustomTextLength } from '#domain/catalogues/other-value.ts';
import {
  TIME_OF_DAY_LABELS,
  TIME_OF_DAY_RANGES,
  TIMES_OF_DAY,
  type TimeOfDay,
} from '#domain/common/time-of-day.ts';
import { timeOfDayForExactTime } from '#domain/journal/exact-time.ts';
import {
  type SymptomDetails,
  type SymptomEntryUpdate,
  type SymptomRatings,
  symptomEntryUpdateSchema,
} from '#domain/journal/journal-entry.ts';
import { FUTURE_TIME_MESSAGE, isFutureExactTime } from '#domain/journal/nominal-time.ts';
import {
  RATING_LABELS,
  RATING_VALUES,
  type Rating,
  toggleRating,
} from '#domain/journal/severity-feedback.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ChoiceGroup } from '#web/components/ui/choice-group.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ToggleButtonGroup } from '#web/components/ui/toggle-button-group.tsx';
import { customSymptomKey, symptomDisplayName } from './entry-format.ts';
import { EntrySaveRow } from './entry-save-row.tsx';
import { type CheckInFactorOptions, type FactorFormValues, MoreAboutToday } from './more-about-today.tsx';

const ratingOptions = RATING_VALUES.map((value) => ({ value, label: RATING_LABELS[value], marker: value }));
const timeOfDayOptions = TIMES_OF_DAY.map((value) => ({
  value,
  label: TIME_OF_DAY_LABELS[value],
  hint: TIME_OF_DAY_RANGES[value],
}));

export const OTHER_SYMPTOM_NAME_MESSAGE = 'Please name the other symptom to save its rating.';

type SymptomFormValues = {
  content: string;
  details: {
    symptomRatings: SymptomRatings;
    time_of_day: TimeOfDay;
    exact_time?: string | undefined;
    stress?: number | undefined;
    sleepHours?: number | undefined;
    sleepQuality?: number | undefined;
    period?: boolean | undefined;
  };
};

const resolver = zodResolver(symptomEntryUpdateSchema) as unknown as Resolver<
  SymptomFormValues,
  unknown,
  SymptomEntryUpdate
>;

function emptyCheckIn(timeOfDay: TimeOfDay): SymptomFormValues {
  return { content: '', details: { symptomRatings: {}, time_of_day: timeOfDay } };
}

/** Unrated rows are left out: an entry records what the person rated, nothing they skipped. */
function ratedOnly(ratings: SymptomRatings): SymptomRatings {
  return Object.fromEntries(Object.entries(ratings).filter(([, rating]) => rating > 0));
}

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
  copyPrevious?:
    | { label: string; noneMessage: string; load: () => Promise<SymptomDetails | undefined> }
    | undefined;
  /** A line under the save button that the person should read before saving (an old day's rule). */
  notice?: string | undefined;
  /** The check-in's day: an exact time on it later than now is refused, as the server refuses it. */
  day: { dayKey: string; timeZone: string };
  /** "More about today": stress, sleep and a period day, for those who track them. */
  factors?: CheckInFactorOptions | undefined;
};

export const COPIED_MESSAGE = 'Filled in from that check-in. Adjust anything you like, then save.';

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
  const ratingsErrorId = `${baseId}-ratings-error`;
  const form = useForm<SymptomFormValues, unknown, SymptomEntryUpdate>({
    resolver,
    mode: 'onTouched',
    defaultValues: initial ?? emptyCheckIn(defaultTimeOfDay),
  });
  const { errors, isSubmitting, isValid } = form.formState;

  // The extra 'Other' row: its name and rating live here and are mirrored into the ratings under
  // 'Other: name', the profile's own form for a custom symptom, so the schema sees them.
  const [otherOpen, setOtherOpen] = useState(false);
  const [otherName, setOtherName] = useState('');
  const [otherRating, setOtherRating] = useState(0);
  const [otherError, setOtherError] = useState<string>();
  const otherNameRef = useRef<HTMLInputElement>(null);
  const otherKey = useRef<string | undefined>(undefined);

  // Through the Controller's onChange (not setValue), so the form re-checks whether it can be saved.
  const applyOther = (onChange: (ratings: SymptomRatings) => void, name: string, rating: number) => {
    const ratings = { ...form.getValues('details.symptomRatings') };
    if (otherKey.current) delete ratings[otherKey.current];
    const key = name.trim() ? customSymptomKey(name) : undefined;
    // A row of the list with the same name keeps its own rating; the custom one does not replace it.
    otherKey.current = key && !symptoms.includes(key) ? key : undefined;
    if (otherKey.current && rating > 0) ratings[otherKey.current] = rating;
    onChange(ratings);
    if (name.trim() || rating === 0) setOtherError(undefined);
  };

  useEffect(() => {
    if (!initial && !form.getFieldState('details.time_of_day').isDirty) {
      form.resetField('details.time_of_day', { defaultValue: defaultTimeOfDay });
    }
  }, [initial, defaultTimeOfDay, form]);

  const resetOther = () => {
    setOtherOpen(false);
    setOtherName('');
    setOtherRating(0);
    setOtherError(undefined);
    otherKey.current = undefined;
  };

  // What the copy button last said, in a status region read out without moving focus.
  const [copyStatus, setCopyStatus] = useState('');
  const [copying, setCopying] = useState(false);
  const copy = async () => {
    if (!copyPrevious || copying) return;
    setCopying(true);
    try {
      const details = await copyPrevious.load();
      if (!details) {
        setCopyStatus(copyPrevious.noneMessage);
        return;
      }
      resetOther();
      const dirty = { shouldDirty: true, shouldTouch: true, shouldValidate: true } as const;
      form.setValue('details.symptomRatings', details.symptomRatings, dirty);
      form.setValue('details.exact_time', details.exact_time, dirty);
      form.setValue('details.time_of_day', details.time_of_day, dirty);
      setCopyStatus(COPIED_MESSAGE);
    } catch {
      setCopyStatus('That check-in could not be loaded. Please try again.');
    } finally {
      setCopying(false);
    }
  };

  const unnamedOther = otherOpen && otherRating > 0 && !otherName.trim();
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
      resetOther();
      setCopyStatus('');
    }
  });

  // The "at least one" rule belongs to the whole record, so its message sits on the record itself.
  const ratingsError = errors.details?.symptomRatings?.message as string | undefined;
  const canSave = isValid && !unnamedOther;

  return (
    <form
      onSubmit={(event) => {
        if (form.formState.isSubmitting) return event.preventDefault();
        // Checked before the schema: a rated but unnamed extra symptom is the problem to fix, not
        // "rate at least one symptom", which would be wrong when that is the only rating.
        if (unnamedOther) {
          event.preventDefault();
          setOtherError(OTHER_SYMPTOM_NAME_MESSAGE);
          otherNameRef.current?.focus();
          return;
        }
        void submit(event);
      }}
      noValidate
      className="flex flex-col gap-6"
    >
      {copyPrevious ? (
        <div className="flex flex-col items-start gap-2">
          <Button variant="secondary" aria-disabled={copying} onClick={copy}>
            <CopyCheck aria-hidden="true" className="size-5" />
            {copyPrevious.label}
          </Button>
          <p role="status" className={copyStatus ? 'text-sm text-muted' : 'sr-only'}>
            {copyStatus}
          </p>
        </div>
      ) : null}
      <Controller
        control={form.control}
        name="details.symptomRatings"
        render={({ field }) => (
          <fieldset className="flex min-w-0 flex-col gap-5">
            <legend className="mb-1 text-base font-semibold">
              How strong is each symptom?
              <span className="block text-sm font-normal text-muted">
                Rate the ones you feel; press a rating again to clear it.
              </span>
            </legend>
            {/* Focus lands here when nothing is rated, so the message below is read next. */}
            <div ref={field.ref} tabIndex={-1} className="flex flex-col gap-5">
              {[
                ...symptoms,
                // A copied check-in may rate symptoms no longer in the profile: they get rows too.
                ...Object.keys(field.value).filter(
                  (name) => !symptoms.includes(name) && name !== otherKey.current,
                ),
              ].map((name, index) => {
                const labelId = `${baseId}-symptom-${index}`;
                const rating = field.value[name] ?? 0;
                return (
                  <div key={name} className="flex flex-col gap-2">
                    <p id={labelId} className="font-semibold">
                      {symptomDisplayName(name)}
                    </p>
                    <ToggleButtonGroup
                      labelledBy={labelId}
                      describedBy={ratingsError ? ratingsErrorId : undefined}
                      options={ratingOptions}
                      value={rating > 0 ? (rating as Rating) : undefined}
                      onToggle={(clicked: Rating) => {
                        field.onChange({ ...field.value, [name]: toggleRating(rating, clicked) });
                        field.onBlur();
                      }}
                    />
                  </div>
                );
              })}
              <div className="flex flex-col gap-3 rounded-xl border border-dashed border-line p-4">
                <div className="flex items-center justify-between gap-3">
                  <p id={`${baseId}-other`} className="font-semibold">
                    Other symptom
                  </p>
                  <Button
                    variant="secondary"
                    aria-expanded={otherOpen}
                    aria-controls={`${baseId}-other-row`}
                    aria-describedby={`${baseId}-other`}
                    onClick={() => {
                      if (otherOpen) {
                        applyOther(field.onChange, '', 0);
                        resetOther();
                      } else {
                        setOtherOpen(true);
                        // After the row renders, so the new field can take focus.
                        requestAnimationFrame(() => otherNameRef.current?.focus());
                      }
                    }}
                  >
                    {otherOpen ? (
                      <Minus aria-hidden="true" className="size-5" />
                    ) : (
                      <Plus aria-hidden="true" className="size-5" />
                    )}
                    {otherOpen ? 'Hide' : 'Add'}
                  </Button>
                </div>
                <div id={`${baseId}-other-row`} hidden={!otherOpen} className="flex flex-col gap-3">
                  <TextField
                    ref={otherNameRef}
                    label="Symptom name"
                    maxLength={maxCustomTextLength}
                    value={otherName}
                    error={otherError}
                    onChange={(event) => {
                      setOtherName(event.target.value);
                      applyOther(field.onChange, event.target.value, otherRating);
                    }}
                  />
                  <p id={`${baseId}-other-rating`} className="font-semibold">
                    {otherName.trim()
                      ? symptomDisplayName(customSymptomKey(otherName))
                      : 'Rating for this symptom'}
                  </p>
                  <ToggleButtonGroup
                    labelledBy={`${baseId}-other-rating`}
                    options={ratingOptions}
                    value={otherRating > 0 ? (otherRating as Rating) : undefined}
                    onToggle={(clicked: Rating) => {
                      const next = toggleRating(otherRating, clicked);
                      setOtherRating(next);
                      applyOther(field.onChange, otherName, next);
                    }}
                  />
                </div>
              </div>
            </div>
            {ratingsError ? (
              <p id={ratingsErrorId} role="alert" className="text-sm font-medium text-danger">
                {ratingsError}
              </p>
            ) : null}
          </fieldset>
        )}
      />
      <ChoiceGroup
        legend="Time of day"
        options={timeOfDayOptions}
        error={errors.details?.time_of_day?.message}
        {...form.register('details.time_of_day')}
      />
      {/* Controlled, so a reset after saving empties it like every other field. */}
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
            error={errors.details?.exact_time?.message}
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
