import { CalendarDays, Info } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { addDays } from '#domain/common/day-key.ts';
import { DayCalendar } from '#web/components/ui/day-calendar.tsx';
import { formatDayLong } from './entry-format.ts';

type LogDatePickerProps = {
  /** The chosen day; may be outside [min, max] when the address asked for such a day. */
  value: string;
  /** The day the account was created and today, on the user's calendar. */
  min: string;
  max: string;
  onChange: (day: string) => void;
};

const quickButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border px-4 py-2 font-semibold transition-colors';
const quickIdle = 'border-line bg-surface text-ink hover:border-primary hover:bg-primary-soft';
const quickPressed = 'border-primary bg-primary text-primary-ink';
const quickUnavailable = 'cursor-not-allowed border-line bg-surface-muted text-muted';

/** The account creation day bounds logging; the spec's wording for a day before it. */
export function accountStartMessage(min: string): string {
  return `You can only log entries from the date you created your account (${formatDayLong(min)})`;
}

/**
 * Which day an entry is for. Today and Yesterday are one press away, since they cover nearly every
 * entry; any other day comes from a calendar that opens in place (a disclosure, not a popover, so
 * there is no focus trap to escape and nothing covers the form). A native date input was the other
 * candidate: its typed segments accept days outside min/max without saying why, and its popup
 * cannot explain a disabled day, whereas this calendar announces each day in full, skips the days
 * that cannot be logged and says why below.
 */
export function LogDatePicker({ value, min, max, onChange }: LogDatePickerProps) {
  const baseId = useId();
  const [calendarOpen, setCalendarOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const today = max;
  const yesterday = addDays(today, -1);
  const yesterdayUnavailable = yesterday < min;
  const explanationId = `${baseId}-account-start`;
  const calendarId = `${baseId}-calendar`;
  const inRange = value >= min && value <= max;
  const calendarRef = useRef<HTMLDivElement>(null);

  // Escape closes the calendar from anywhere inside it and returns to the button that opened it.
  useEffect(() => {
    const panel = calendarRef.current;
    if (!panel || !calendarOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setCalendarOpen(false);
      toggleRef.current?.focus();
    };
    panel.addEventListener('keydown', onKeyDown);
    return () => panel.removeEventListener('keydown', onKeyDown);
  }, [calendarOpen]);

  const choose = (day: string) => {
    onChange(day);
    if (calendarOpen) {
      setCalendarOpen(false);
      toggleRef.current?.focus();
    }
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-3 font-semibold">Day to log for</legend>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          aria-pressed={value === today}
          onClick={() => choose(today)}
          className={`${quickButton} ${value === today ? quickPressed : quickIdle}`}
        >
          Today
        </button>
        <button
          type="button"
          aria-pressed={value === yesterday}
          // aria-disabled rather than disabled: it stays focusable, so keyboard and screen reader
          // users reach the reason as well as mouse users who hover it.
          aria-disabled={yesterdayUnavailable || undefined}
          aria-describedby={yesterdayUnavailable ? explanationId : undefined}
          title={yesterdayUnavailable ? accountStartMessage(min) : undefined}
          onClick={() => {
            if (!yesterdayUnavailable) choose(yesterday);
          }}
          className={`${quickButton} ${
            yesterdayUnavailable ? quickUnavailable : value === yesterday ? quickPressed : quickIdle
          }`}
        >
          Yesterday
        </button>
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={calendarOpen}
          aria-controls={calendarId}
          onClick={() => setCalendarOpen((open) => !open)}
          className={`${quickButton} ${
            value !== today && value !== yesterday && inRange ? quickPressed : quickIdle
          }`}
        >
          <CalendarDays aria-hidden="true" className="size-5" />
          {/* The name stays the same; aria-expanded says whether the calendar is open. */}
          Another day
        </button>
      </div>
      {yesterdayUnavailable ? (
        <p id={explanationId} className="flex items-start gap-2 text-sm text-muted">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {accountStartMessage(min)}
        </p>
      ) : null}
      <div
        ref={calendarRef}
        id={calendarId}
        hidden={!calendarOpen}
        className="rounded-2xl border border-line bg-surface p-2 sm:w-fit sm:p-4"
      >
        {calendarOpen ? (
          <DayCalendar
            label="Choose the day to log for"
            value={inRange ? value : max}
            min={min}
            max={max}
            today={today}
            onSelect={choose}
            autoFocus
            footer={`You can log from ${formatDayLong(min)}, the day you created your account, up to today.`}
          />
        ) : null}
      </div>
    </fieldset>
  );
}
