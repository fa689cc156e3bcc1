import { goalProgressOf } from '../../../../domain/rules/daily-goal.ts';
import { useToday } from '../../../features/dashboard/api/today-query.ts';
import { ExperimentFindings } from '../../../features/experiments/components/experiment-findings.tsx';
import { Insights } from '../../../features/insights/components/insights.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

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
