import { goalProgressOf } from '#domain/journal/daily-goal.ts';
import { useToday } from '#web/features/dashboard/api/today-query.ts';
import { ExperimentFindings } from '#web/features/experiments/components/experiment-findings.tsx';
import { Insights } from '#web/features/insights/components/insights.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

/** /app/insights: what the journal shows so far; refresh is offered once today is logged well enough. */
export function InsightsPage() {
  useDocumentTitle('Insights');
  const today = useToday();
  // The spec's bar for a refresh is the daily goal met today: the server checks the same rule.
  const canRefresh = goalProgressOf(today.data?.entries ?? []).complete;
  return (
    <div className="flex flex-col gap-8">
      <Insights canRefresh={canRefresh} />
      <ExperimentFindings />
    </div>
  );
}
