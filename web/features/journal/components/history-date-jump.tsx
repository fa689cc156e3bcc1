import { CalendarSearch } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { isZonedDayKey } from '#domain/common/day-key.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';

export const DATE_JUMP_MESSAGE = 'Please choose a date, written as day, month and year.';

type HistoryDateJumpProps = {
  /** The day the jump last asked for, if any: the field starts from it. */
  value: string | undefined;
  /** The person's today: later days hold nothing yet. */
  today: string;
  onJump: (date: string) => void;
};

/**
 * Five days a page makes months of history many pages: this opens the page that holds a date. A
 * native date input, typed or picked with the keyboard: any day is allowed (a day without entries
 * opens the days nearest to it), so the calendar's reasons for a disabled day are not needed here.
 */
export function HistoryDateJump({ value, today, onJump }: HistoryDateJumpProps) {
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const date = String(new FormData(event.currentTarget).get('date') ?? '');
    if (!isZonedDayKey(date)) {
      setError(DATE_JUMP_MESSAGE);
      return;
    }
    setError(undefined);
    onJump(date);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
      <TextField
        key={value ?? ''}
        label="Go to a date"
        name="date"
        type="date"
        defaultValue={value}
        max={today}
        error={error}
        className="w-48"
      />
      <Button type="submit" variant="secondary">
        <CalendarSearch aria-hidden="true" className="size-5" />
        Show this date
      </Button>
    </form>
  );
}
