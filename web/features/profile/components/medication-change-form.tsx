import { useState } from 'react';
import {
  EARLIEST_MEDICATION_CHANGE_DAY,
  MEDICATION_CHANGE_LABELS,
  MEDICATION_CHANGE_MESSAGES,
  MEDICATION_CHANGES,
  type MedicationChangeFields,
  type MedicationChangeKind,
  medicationChangeInputSchema,
} from '#domain/medication-changes/public.ts';
import type { SinceAnswer } from '#domain/profile/onboarding.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { MonthYearField } from './month-year-field.tsx';

type FieldErrors = Partial<Record<keyof MedicationChangeFields, string>>;

const monthOf = (date: string): SinceAnswer => ({ year: date.slice(0, 4), month: date.slice(5, 7) });

/** The date the form holds, or the message for why it has none that can be saved. */
function chosenDate(
  fields: MedicationChangeFields,
  month: SinceAnswer,
  today: string,
): { date: string } | { problem: string } {
  if (fields.precision === 'month') {
    if (month.month === '' || month.year === '')
      return { problem: 'Please choose both the month and the year.' };
    const date = `${month.year}-${month.month}-01`;
    return date > today ? { problem: MEDICATION_CHANGE_MESSAGES.futureDate } : { date };
  }
  // The native picker stops at today, but a typed date can go further.
  return fields.date > today ? { problem: MEDICATION_CHANGE_MESSAGES.futureDate } : { date: fields.date };
}

/**
 * Recording or correcting one dated change: when, which medication, what changed, a dose note.
 * Any day from 1900 to today: people join Tend already on treatment. "I only know the month" swaps
 * the day for a month and a year, so a half-remembered start is not given a made-up day.
 */
export function MedicationChangeForm({
  initial,
  max,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: MedicationChangeFields;
  /** Today, on the profile's calendar. */
  max: string;
  submitLabel: string;
  onSubmit: (fields: MedicationChangeFields) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [fields, setFields] = useState(initial);
  const [month, setMonth] = useState<SinceAnswer>(() => monthOf(initial.date));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof MedicationChangeFields>(key: K, value: MedicationChangeFields[K]) =>
    setFields((current) => ({ ...current, [key]: value }));

  return (
    <form
      noValidate
      className="flex flex-col gap-4 rounded-xl border border-line p-4"
      onSubmit={async (event) => {
        event.preventDefault();
        if (saving) return;
        const when = chosenDate(fields, month, max);
        const parsed = medicationChangeInputSchema.safeParse({
          ...fields,
          date: 'date' in when ? when.date : fields.date,
        });
        if (!parsed.success || 'problem' in when) {
          const found: FieldErrors = 'problem' in when ? { date: when.problem } : {};
          for (const issue of parsed.error?.issues ?? []) {
            const key = issue.path[0] as keyof MedicationChangeFields | undefined;
            if (key && !found[key]) found[key] = issue.message;
          }
          setErrors(found);
          return;
        }
        setErrors({});
        setSaving(true);
        try {
          await onSubmit(parsed.data);
        } catch (error) {
          // The server's date rule (not in the future, on the person's calendar) names its field.
          const field = error instanceof ApiError ? error.errors?.[0]?.field : undefined;
          const message =
            error instanceof ApiError ? error.message : 'Failed to save the change. Please try again.';
          setErrors(field && field in fields ? { [field]: message } : { medication: message });
        } finally {
          setSaving(false);
        }
      }}
    >
      <TextField
        label="Medication or supplement"
        value={fields.medication}
        error={errors.medication}
        onChange={(event) => set('medication', event.target.value)}
      />
      <fieldset className="min-w-0">
        <legend className="mb-2 font-semibold">What changed</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {MEDICATION_CHANGES.map((change) => (
            <label
              key={change}
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-line px-4 py-2 has-checked:border-primary has-checked:bg-primary-soft"
            >
              <input
                type="radio"
                name={`change-${initial.medication}-${initial.date}`}
                checked={fields.change === change}
                onChange={() => set('change', change as MedicationChangeKind)}
                className="size-5 accent-primary"
              />
              {MEDICATION_CHANGE_LABELS[change]}
            </label>
          ))}
        </div>
      </fieldset>
      {fields.precision === 'month' ? (
        <MonthYearField
          legend="Since when"
          value={month}
          lastYear={Number(max.slice(0, 4))}
          error={errors.date}
          onChange={setMonth}
        />
      ) : (
        <TextField
          type="date"
          label="Since when"
          hint="Any day up to today, also from before you joined Tend."
          min={EARLIEST_MEDICATION_CHANGE_DAY}
          max={max}
          className="max-w-64"
          value={fields.date}
          error={errors.date}
          onChange={(event) => set('date', event.target.value)}
        />
      )}
      <Checkbox
        label="I only know the month"
        checked={fields.precision === 'month'}
        onChange={(event) => {
          if (event.target.checked && fields.date !== '') setMonth(monthOf(fields.date));
          if (!event.target.checked && month.month !== '' && month.year !== '')
            set('date', `${month.year}-${month.month}-01`);
          set('precision', event.target.checked ? 'month' : 'day');
        }}
      />
      <TextField
        label="Dose note (optional)"
        hint="For example 40 mg every other week."
        value={fields.doseNote}
        error={errors.doseNote}
        onChange={(event) => set('doseNote', event.target.value)}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" aria-disabled={saving}>
          {saving ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
