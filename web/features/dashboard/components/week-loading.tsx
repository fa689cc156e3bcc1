import { Spinner } from '#web/components/ui/spinner.tsx';

/** The week card's place while its code or its data is on the way: the same heading and height. */
export function WeekLoading() {
  return (
    <section
      aria-label="Your week"
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
    >
      <h2 className="text-2xl font-bold">Your week</h2>
      <p role="status" className="mt-4 flex items-center gap-3 text-base text-muted">
        <Spinner className="size-5" />
        Loading your week...
      </p>
    </section>
  );
}
