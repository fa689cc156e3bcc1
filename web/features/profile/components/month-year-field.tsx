import { useId } from 'react';
import { EARLIEST_MEDICATION_CHANGE_DAY } from '#domain/medication-changes/public.ts';
import type { SinceAnswer } from '#domain/profile/onboarding.ts';
import { formatDay } from '#web/lib/format.ts';

const selectClass =
  'min-h-12 rounded-xl border border-line bg-surface px-3 py-2 text-base text-ink aria-invalid:border-danger';

const MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));

const FIRST_YEAR = Number(EARLIEST_MEDICATION_CHANGE_DAY.slice(0, 4));

/**
 * A month and a year, for a date known only that far ("since March 2025"). Two native selects: a
 * keyboard reaches any year by typing it (the select jumps to the option that starts so), and no
 * made-up day is asked for. The years run from `lastYear` (this year) back to 1900.
 */
export function MonthYearField({
  legend,
  value,
  lastYear,
  error,
  onChange,
}: {
  legend: string;
  value: SinceAnswer;
  lastYear: number;
  error?: string | undefined;
  onChange: (value: SinceAnswer) => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const years = Array.from({ length: lastYear - FIRST_YEAR + 1 }, (_, index) => String(lastYear - index));
  const describedBy = error ? errorId : undefined;
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className="mb-1.5 font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        <label className="flex flex-col gap-1">
          <span className="text-sm text-muted">Month</span>
          <select
            className={selectClass}
            value={value.month}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange({ ...value, month: event.target.value })}
          >
            <option value="">Not sure</option>
            {MONTHS.map((month) => {
              return (
                <option key={month} value={month}>
                  {formatDay(`2000-${month}-01`, 'monthName')}
                </option>
              );
            })}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          <span className="text-sm text-muted">Year</span>
          <select
            className={selectClass}
            value={value.year}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange({ ...value, year: event.target.value })}
          >
            <option value="">Not sure</option>
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
