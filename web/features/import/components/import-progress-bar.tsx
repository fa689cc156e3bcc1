import {
  describeProgress,
  type ImportProgress,
  type ImportTask,
} from '#web/features/import/import-progress.ts';

type ImportProgressBarProps = {
  progress: ImportProgress;
  task: ImportTask;
  label: string;
  saved?: Parameters<typeof describeProgress>[2];
};

/**
 * The bar moves only with work done (bytes sent, entries saved); while the server reads the file it
 * has no value, and says so in words rather than inventing one. Screen readers hear each step once,
 * from the live region, not every percent; the bar itself carries the figures.
 */
export function ImportProgressBar({ progress, task, label, saved }: ImportProgressBarProps) {
  const view = describeProgress(progress, task, saved);
  return (
    <div className="flex flex-col gap-2">
      <p role="status" className="font-semibold">
        {view.step}
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={view.value ?? undefined}
        aria-valuetext={view.text}
        className="h-3 w-full overflow-hidden rounded-full bg-line"
      >
        <div
          className={`h-full rounded-full bg-primary transition-[width] motion-reduce:transition-none ${view.value === null ? 'w-1/3 motion-safe:animate-pulse' : ''}`}
          style={view.value === null ? undefined : { width: `${view.value}%` }}
        />
      </div>
      <p className="text-muted">{view.text}</p>
    </div>
  );
}
