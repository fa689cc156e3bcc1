import { type FormEvent, useId, useState } from 'react';
import { MAX_PAUSE_DAYS, quietHoursSchema, type RemindersOverviewDto } from '#domain/reminders/reminders.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { formatDateTime } from '#web/lib/format.ts';
import { usePauseReminders, useSaveReminderSettings } from '../api/reminders-query.ts';

const pauseChoices = [1, 3, 7, 14, MAX_PAUSE_DAYS] as const;

function untilText(iso: string, timeZone: string): string {
  return formatDateTime(iso, {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

function ClockField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className="flex flex-col gap-1 font-semibold">
      {label}
      <input
        type="time"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-12 rounded-xl border border-line bg-surface px-4 py-2 font-normal text-ink"
      />
    </label>
  );
}

/** Quiet hours (reminders wait until they end) and a pause for every reminder at once. */
export function ReminderQuietAndPause({
  settings,
  timeZone,
  announce,
}: {
  settings: RemindersOverviewDto['settings'];
  timeZone: string;
  announce: (message: string) => void;
}) {
  const id = useId();
  const saveSettings = useSaveReminderSettings();
  const pause = usePauseReminders();
  const [quietOn, setQuietOn] = useState(settings.quietHours !== null);
  const [start, setStart] = useState(settings.quietHours?.start ?? '22:00');
  const [end, setEnd] = useState(settings.quietHours?.end ?? '07:00');
  const [days, setDays] = useState<number>(7);
  const [error, setError] = useState<string>();
  const paused = settings.pausedUntil !== null && new Date(settings.pausedUntil).getTime() > Date.now();

  const saveQuiet = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const quietHours = quietOn ? { start, end } : null;
    const parsed = quietHours ? quietHoursSchema.safeParse(quietHours) : undefined;
    if (parsed && !parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      await saveSettings.mutateAsync({ quietHours, offerDismissed: settings.offerDismissed });
      announce(
        quietHours
          ? 'Quiet hours saved. Reminders that fall in them wait until they end.'
          : 'Quiet hours are off.',
      );
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Quiet hours could not be saved.');
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={saveQuiet} noValidate className="flex flex-col gap-3" aria-labelledby={`${id}-quiet`}>
        <h3 id={`${id}-quiet`} className="text-lg font-semibold">
          Quiet hours
        </h3>
        <Checkbox
          label="Hold reminders during quiet hours"
          description="A reminder that falls in them comes when they end, never lost."
          checked={quietOn}
          onChange={(event) => setQuietOn(event.target.checked)}
        />
        {quietOn ? (
          <div className="flex flex-wrap gap-4">
            <ClockField label="From" value={start} onChange={setStart} />
            <ClockField label="Until" value={end} onChange={setEnd} />
          </div>
        ) : null}
        {error ? (
          <p role="alert" className="font-medium text-danger">
            {error}
          </p>
        ) : null}
        <div>
          <Button type="submit" variant="secondary" disabled={saveSettings.isPending}>
            Save quiet hours
          </Button>
        </div>
      </form>

      <div className="flex flex-col gap-3">
        <h3 className="text-lg font-semibold">Pause</h3>
        {paused && settings.pausedUntil ? (
          <>
            <p>All reminders are paused until {untilText(settings.pausedUntil, timeZone)}.</p>
            <div>
              <Button
                variant="secondary"
                disabled={pause.isPending}
                onClick={async () => {
                  await pause.mutateAsync(null);
                  announce('Reminders are back on.');
                }}
              >
                Resume reminders now
              </Button>
            </div>
          </>
        ) : (
          <div className="flex flex-wrap items-end gap-3">
            <label className="flex flex-col gap-1 font-semibold">
              Pause all reminders for
              <select
                value={days}
                onChange={(event) => setDays(Number(event.target.value))}
                className="min-h-12 rounded-xl border border-line bg-surface px-4 py-2 font-normal text-ink"
              >
                {pauseChoices.map((choice) => (
                  <option key={choice} value={choice}>
                    {choice === 1 ? '1 day' : `${choice} days`}
                  </option>
                ))}
              </select>
            </label>
            <Button
              variant="secondary"
              disabled={pause.isPending}
              onClick={async () => {
                await pause.mutateAsync(days);
                announce(`All reminders are paused for ${days === 1 ? '1 day' : `${days} days`}.`);
              }}
            >
              Pause reminders
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
