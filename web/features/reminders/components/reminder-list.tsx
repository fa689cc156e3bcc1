import { useState } from 'react';
import {
  describeWeekdays,
  REMINDER_PRESETS,
  REMINDER_QUIET,
  type ReminderPreset,
  reminderScope,
} from '#domain/reminders/reminder-schedule.ts';
import type { ReminderDto, ReminderInput } from '#domain/reminders/reminders.ts';
import { Button } from '#web/components/ui/button.tsx';
import { formatClock, formatDateTime } from '#web/lib/format.ts';

/** A week ahead, the weekday alone is unambiguous; an experiment's next portion can be further off. */
const WEEKDAY_ALONE_MS = 6 * 24 * 60 * 60 * 1000;

function nextTime(nextAt: string, timeZone: string): string {
  const at = new Date(nextAt);
  const far = at.getTime() - Date.now() > WEEKDAY_ALONE_MS;
  return formatDateTime(at, {
    timeZone,
    weekday: 'long',
    ...(far ? { month: 'long', day: 'numeric' } : {}),
    hour: 'numeric',
    minute: '2-digit',
  });
}

function whenItComes(reminder: ReminderDto, timeZone: string): string {
  if (!reminder.enabled) return 'Off';
  if (reminder.nextAt) return `Next: ${nextTime(reminder.nextAt, timeZone)}`;
  return reminder.quiet ? REMINDER_QUIET[reminder.quiet] : 'Off';
}

/** Every reminder, each with its switch, and the one-tap presets when there are none yet. */
export function ReminderList({
  reminders,
  timeZone,
  busy,
  onPreset,
  onToggle,
  onEdit,
  onDelete,
}: {
  reminders: ReminderDto[];
  timeZone: string;
  busy: boolean;
  onPreset: (preset: ReminderPreset) => void;
  onToggle: (reminder: ReminderDto, input: ReminderInput) => void;
  onEdit: (reminder: ReminderDto) => void;
  onDelete: (reminder: ReminderDto) => void;
}) {
  // A switch moves the moment it is pressed: the list's own change (optimistic, then the server's)
  // arrives a few ticks later, and a controlled switch would snap back meanwhile. Whatever list
  // arrives next, including the one restored when the server refuses, replaces the pressed state.
  const [switching, setSwitching] = useState<Record<string, boolean>>({});
  const [switchingFor, setSwitchingFor] = useState(reminders);
  if (switchingFor !== reminders) {
    setSwitchingFor(reminders);
    setSwitching({});
  }
  const switchedOn = (reminder: ReminderDto) => switching[reminder.id] ?? reminder.enabled;
  if (reminders.length === 0) {
    return (
      <div className="flex flex-col gap-3">
        <p>You have no reminders yet. Start with one of these, or add your own:</p>
        <div className="flex flex-wrap gap-3">
          {(Object.keys(REMINDER_PRESETS) as ReminderPreset[]).map((preset) => (
            <Button key={preset} variant="secondary" disabled={busy} onClick={() => onPreset(preset)}>
              {REMINDER_PRESETS[preset].label}
            </Button>
          ))}
        </div>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-3" aria-label="Your reminders">
      {reminders.map((reminder) => {
        const title = `${reminder.name}, ${formatClock(reminder.time)}`;
        return (
          <li
            key={reminder.id}
            className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="flex flex-col">
              <span className="font-semibold">{title}</span>
              <span className="text-muted">
                {/* A questionnaire reminder's days are the questionnaire's, said in its scope below. */}
                {reminder.kind === 'questionnaire' ? '' : `${describeWeekdays(reminder.weekdays)} · `}
                {reminder.channel === 'push' ? 'Notification' : 'Email'}
                {reminder.skipIfLogged && reminder.kind !== 'questionnaire'
                  ? ' · skipped when already logged'
                  : ''}
              </span>
              {reminderScope(reminder.kind) ? (
                <span className="text-muted">{reminderScope(reminder.kind)}</span>
              ) : null}
              <span className="text-sm text-muted">{whenItComes(reminder, timeZone)}</span>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl px-2">
                <input
                  type="checkbox"
                  role="switch"
                  aria-checked={switchedOn(reminder)}
                  checked={switchedOn(reminder)}
                  disabled={busy}
                  onChange={(event) => {
                    const enabled = event.target.checked;
                    setSwitching((before) => ({ ...before, [reminder.id]: enabled }));
                    onToggle(reminder, {
                      kind: reminder.kind,
                      time: reminder.time,
                      weekdays: reminder.weekdays,
                      channel: reminder.channel,
                      skipIfLogged: reminder.skipIfLogged,
                      enabled,
                    });
                  }}
                  className="size-5 accent-primary"
                  aria-label={`${title}: on`}
                />
                <span aria-hidden="true">On</span>
              </label>
              <Button variant="secondary" onClick={() => onEdit(reminder)} aria-label={`Change ${title}`}>
                Change
              </Button>
              <Button variant="ghost" onClick={() => onDelete(reminder)} aria-label={`Delete ${title}`}>
                Delete
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
