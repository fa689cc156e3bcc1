import { type FormEvent, useId, useState } from 'react';
import { TREND_PRESETS, type TrendPreset } from '#domain/trends/trend-query.ts';
import type { TrendRangeQuery } from '#domain/trends/trend-range.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';

const choiceButton =
  'inline-flex min-h-11 items-center justify-center rounded-xl border px-4 py-2 font-semibold transition-colors';
const pressedStyle = (pressed: boolean) =>
  pressed ? 'border-primary bg-primary text-primary-ink' : 'border-line bg-surface hover:bg-surface-muted';

type RangePickerProps = {
  /** The range shown now: a preset, or null for a chosen one. */
  preset: TrendPreset | null;
  from: string | undefined;
  to: string | undefined;
  /** The person's today: the latest day a range may end. */
  today: string | undefined;
  onChange: (query: TrendRangeQuery) => void;
};

/** 7, 30 or 90 days, or two dates; the same schema as the API checks the dates. */
export function RangePicker({ preset, from, to, today, onChange }: RangePickerProps) {
  const legendId = useId();
  const [custom, setCustom] = useState(preset === null);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const query = { from: String(data.get('from') ?? ''), to: String(data.get('to') ?? '') };
    // The API's own schema, fetched with zod only when a custom range is asked for: the page's
    // first paint does not carry a validation library for a form most visits never open.
    const { trendRangeQuerySchema } = await import('#domain/trends/trend-range.ts');
    const parsed = trendRangeQuerySchema.safeParse(query);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    onChange(parsed.data);
  };

  return (
    <div className="flex flex-col gap-4">
      <fieldset aria-labelledby={legendId} className="flex flex-wrap gap-2">
        <span id={legendId} className="sr-only">
          Which days to show
        </span>
        {TREND_PRESETS.map((days) => (
          <button
            key={days}
            type="button"
            aria-pressed={!custom && preset === days}
            onClick={() => {
              setCustom(false);
              setError(undefined);
              onChange({ range: String(days) as `${TrendPreset}` });
            }}
            className={`${choiceButton} ${pressedStyle(!custom && preset === days)}`}
          >
            {`${days} days`}
          </button>
        ))}
        <button
          type="button"
          aria-pressed={custom}
          aria-expanded={custom}
          onClick={() => setCustom(true)}
          className={`${choiceButton} ${pressedStyle(custom)}`}
        >
          Custom range
        </button>
      </fieldset>
      {custom ? (
        <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
          {/* Keyed on the range shown, so the fields start from it whenever it changes. */}
          <TextField
            key={`from-${from}`}
            label="From"
            name="from"
            type="date"
            defaultValue={from}
            max={today}
            className="w-44"
          />
          <TextField
            key={`to-${to}`}
            label="To"
            name="to"
            type="date"
            defaultValue={to}
            max={today}
            className="w-44"
          />
          <Button type="submit" variant="secondary">
            Show these days
          </Button>
          {error ? (
            <p role="alert" className="w-full font-medium text-danger">
              {error}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
