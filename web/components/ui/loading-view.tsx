import { Spinner } from './spinner.tsx';

/** The spec's global loading view: 'Loading Tend...', a spinner, and a way out if it hangs. */
export function LoadingView() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <Spinner className="size-10" />
      <p className="text-lg font-semibold">Loading Tend...</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="min-h-11 rounded-xl px-4 text-primary underline underline-offset-4 hover:bg-surface-muted"
      >
        Taking too long? Refresh
      </button>
    </div>
  );
}
