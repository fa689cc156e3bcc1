const rangeButton =
  'inline-flex min-h-11 items-center justify-center rounded-xl border px-4 py-2 font-semibold transition-colors';

type HistoryRangePickerProps = {
  shown: 'week' | 'all' | undefined;
  onChoose: (range: 'week' | 'all') => void;
};

/** "Last 7 Days" or "All Days": two toggle buttons, the shown range pressed. */
export function HistoryRangePicker({ shown, onChoose }: HistoryRangePickerProps) {
  return (
    <fieldset className="flex gap-2">
      <legend className="sr-only">Which days to show</legend>
      <RangeButton range="week" shown={shown} onChoose={onChoose}>
        Last 7 Days
      </RangeButton>
      <RangeButton range="all" shown={shown} onChoose={onChoose}>
        All Days
      </RangeButton>
    </fieldset>
  );
}

function RangeButton({
  range,
  shown,
  onChoose,
  children,
}: HistoryRangePickerProps & { range: 'week' | 'all'; children: string }) {
  const pressed = shown === range;
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={() => onChoose(range)}
      className={`${rangeButton} ${
        pressed
          ? 'border-primary bg-primary text-primary-ink'
          : 'border-line bg-surface hover:bg-surface-muted'
      }`}
    >
      {children}
    </button>
  );
}
