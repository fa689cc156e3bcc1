import { type ReactNode, useId, useState } from 'react';
import { TIME_OF_DAY_LABELS, TIMES_OF_DAY, type TimeOfDay } from '#domain/common/time-of-day.ts';
import { type BowelEntryUpdate, bowelEntryUpdateSchema } from '#domain/journal/journal-entry.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { TextAreaField } from '#web/components/ui/text-area-field.tsx';
import { BowelTypePicker } from './bowel-type-picker.tsx';

/** Correcting a bowel movement: its type, urgency, blood, time of day and notes. */
export function BowelForm({
  initial,
  onSubmit,
  actions,
}: {
  initial: BowelEntryUpdate;
  onSubmit: (change: BowelEntryUpdate) => Promise<boolean>;
  actions?: ReactNode;
}) {
  const headingId = useId();
  const [bristolType, setBristolType] = useState(initial.details.bristolType);
  const [urgency, setUrgency] = useState(initial.details.urgency);
  const [blood, setBlood] = useState(initial.details.blood);
  const [timeOfDay, setTimeOfDay] = useState<TimeOfDay>(initial.details.time_of_day);
  const [content, setContent] = useState(initial.content);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  // A changed time of day no longer matches the exact time it came with: the exact time is dropped.
  const exactTime = timeOfDay === initial.details.time_of_day ? initial.details.exact_time : undefined;

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={async (event) => {
        event.preventDefault();
        if (saving) return;
        const parsed = bowelEntryUpdateSchema.safeParse({
          content,
          details: {
            bristolType,
            urgency,
            blood,
            time_of_day: timeOfDay,
            ...(exactTime ? { exact_time: exactTime } : {}),
          },
        });
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message);
          return;
        }
        setSaving(true);
        try {
          await onSubmit(parsed.data);
        } finally {
          setSaving(false);
        }
      }}
    >
      <div className="flex flex-col gap-2">
        <h3 id={headingId} className="font-semibold">
          Type
        </h3>
        <BowelTypePicker labelledBy={headingId} pressed={bristolType} onPick={setBristolType} />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Checkbox label="Urgent" checked={urgency} onChange={(event) => setUrgency(event.target.checked)} />
        <Checkbox label="Blood seen" checked={blood} onChange={(event) => setBlood(event.target.checked)} />
      </div>
      <fieldset className="min-w-0">
        <legend className="mb-2 font-semibold">Time of day</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {TIMES_OF_DAY.map((value) => (
            <label
              key={value}
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-line px-4 py-2 has-checked:border-primary has-checked:bg-primary-soft"
            >
              <input
                type="radio"
                name={`${headingId}-time`}
                value={value}
                checked={timeOfDay === value}
                onChange={() => setTimeOfDay(value)}
                className="size-5 accent-primary"
              />
              {TIME_OF_DAY_LABELS[value]}
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        label="Notes (optional)"
        value={content}
        error={error}
        onChange={(event) => setContent(event.target.value)}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {actions}
        <Button type="submit" size="lg" aria-disabled={saving} className="sm:min-w-48">
          {saving ? 'Saving...' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
