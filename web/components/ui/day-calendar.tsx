import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { type ChevronProps, DayPicker } from 'react-day-picker';
import { formatLocalDate } from '#web/lib/format.ts';

/** A calendar day written 'YYYY-MM-DD'. */
type DayKey = string;

// DayPicker works with Date objects on the browser's clock. The days here are days of the user's
// calendar, not instants, so each key becomes local midnight of the same date and back: no zone
// arithmetic, and the browser's zone (which may differ from the user's) cannot shift a day.
function toDate(key: DayKey): Date {
  const [year = 1970, month = 1, day = 1] = key.split('-').map(Number);
  return new Date(year, month - 1, day);
}

function toKey(date: Date): DayKey {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

type DayCalendarProps = {
  value: DayKey;
  /** First and last days that can be chosen; days outside are shown but disabled. */
  min: DayKey;
  max: DayKey;
  /** The user's today, which may differ from the browser's. */
  today: DayKey;
  onSelect: (day: DayKey) => void;
  /** Names the calendar for screen readers. */
  label: string;
  footer?: ReactNode;
  autoFocus?: boolean;
};

// The day's own number must be part of its name (WCAG 2.5.3, label in name): the default label
// writes '1st', which a voice-control user saying "click 1" would not match.
function labelDayButton(date: Date, modifiers: { today?: boolean; selected?: boolean }): string {
  return `${modifiers.today ? 'Today, ' : ''}${formatLocalDate(date, 'full')}${modifiers.selected ? ', selected' : ''}`;
}

function Chevron({ orientation }: ChevronProps) {
  const Icon = orientation === 'left' ? ChevronLeft : ChevronRight;
  return <Icon aria-hidden="true" className="size-5" />;
}

/**
 * A month grid (react-day-picker): arrow keys move by day and week, Page Up/Down by month, and
 * each day is announced with its full date, whether it is today, selected or unavailable.
 */
export function DayCalendar({
  value,
  min,
  max,
  today,
  onSelect,
  label,
  footer,
  autoFocus,
}: DayCalendarProps) {
  return (
    <DayPicker
      mode="single"
      required
      aria-label={label}
      selected={toDate(value)}
      defaultMonth={toDate(value)}
      today={toDate(today)}
      startMonth={toDate(min)}
      endMonth={toDate(max)}
      disabled={[{ before: toDate(min) }, { after: toDate(max) }]}
      onSelect={(date) => onSelect(toKey(date))}
      autoFocus={autoFocus}
      footer={footer}
      components={{ Chevron }}
      labels={{ labelDayButton }}
      classNames={{
        root: 'relative w-full max-w-sm',
        months: 'relative',
        month: 'flex flex-col gap-2',
        nav: 'absolute inset-x-0 top-0 flex items-center justify-between',
        button_previous:
          'inline-flex size-11 items-center justify-center rounded-xl text-ink hover:bg-surface-muted aria-disabled:opacity-40',
        button_next:
          'inline-flex size-11 items-center justify-center rounded-xl text-ink hover:bg-surface-muted aria-disabled:opacity-40',
        month_caption: 'flex h-11 items-center justify-center',
        caption_label: 'text-base font-bold',
        month_grid: 'w-full table-fixed border-collapse',
        weekdays: '',
        weekday: 'pb-1 text-center text-sm font-semibold text-muted',
        weeks: '',
        week: '',
        day: 'p-0.5 text-center',
        day_button:
          // Fluid so seven columns fit a 320 px screen; 44 px wherever there is room for it.
          'mx-auto inline-flex aspect-square w-full max-w-11 min-w-8 items-center justify-center rounded-xl text-base hover:bg-primary-soft disabled:cursor-not-allowed disabled:text-muted disabled:line-through disabled:opacity-60 disabled:hover:bg-transparent',
        today: 'font-bold [&>button]:ring-2 [&>button]:ring-line',
        selected: '[&>button]:bg-primary [&>button]:text-primary-ink [&>button]:hover:bg-primary-hover',
        outside: 'text-muted',
        disabled: '',
        hidden: 'invisible',
        footer: 'mt-3 text-sm text-muted',
      }}
    />
  );
}
