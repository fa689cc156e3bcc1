import { NotebookPen } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { ButtonLink } from '#web/components/ui/button-link.tsx';

/** The last 7 days, asked for by name, hold nothing: older days may. */
export function HistoryNothingThisWeek({ onShowAll }: { onShowAll: () => void }) {
  return (
    <div className="flex flex-col items-start gap-4 rounded-2xl border border-line bg-surface p-6">
      <h2 className="text-2xl font-bold">Nothing in the last 7 days</h2>
      <p className="text-lg text-muted">Older days are still here when you want them.</p>
      <Button variant="secondary" onClick={onShowAll}>
        Show all days
      </Button>
    </div>
  );
}

/** Nothing logged at all yet: the way to the log. */
export function HistoryNoEntriesYet() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-line bg-surface px-6 py-12 text-center">
      <NotebookPen aria-hidden="true" className="size-12 text-primary" />
      <h2 className="text-2xl font-bold">No entries yet</h2>
      <p className="max-w-md text-lg text-muted">
        Log a meal or how you feel, and your days will gather here.
      </p>
      <ButtonLink to="/app/journal/log" size="lg">
        Start Logging
      </ButtonLink>
    </div>
  );
}
