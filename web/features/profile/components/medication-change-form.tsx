import { useState } from 'react';
import {
  MEDICATION_CHANGE_LABELS,
  MEDICATION_CHANGES,
  type MedicationChangeFields,
  type MedicationChangeKind,
  medicationChangeInputSchema,
} from '../../../../domain/schemas/medication-change.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';

type FieldErrors = Partial<Record<keyof MedicationChangeFields, string>>;

/** Recording or correcting one dated change: when, which medication, what changed, a dose note. */
export function MedicationChangeForm({
  initial,
  min,
  max,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: MedicationChangeFields;
  min: string;
  max: string;
  submitLabel: string;
  onSubmit: (fields: MedicationChangeFields) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [fields, setFields] = useState(initial);
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
        const parsed = medicationChangeInputSchema.safeParse(fields);
        if (!parsed.success) {
          const found: FieldErrors = {};
          for (const issue of parsed.error.issues) {
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
          // The server's date rule (not before the account, not in the future) names its field.
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
      <TextField
        type="date"
        label="Since when"
        min={min}
        max={max}
        className="max-w-56"
        value={fields.date}
        error={errors.date}
        onChange={(event) => set('date', event.target.value)}
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
