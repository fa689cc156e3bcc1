import { useToday } from '../../../features/dashboard/api/today-query.ts';
import { ExperimentFindings } from '../../../features/experiments/components/experiment-findings.tsx';
import { Insights } from '../../../features/insights/components/insights.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** The spec's bar for a refresh: at least 2 meals and 2 symptom check-ins today. */
const REFRESH_MINIMUM = 2;

/** /app/insights: what the journal shows so far; refresh is offered once today is logged well enough. */
export function InsightsPage() {
  useDocumentTitle('Insights');
  const today = useToday();
  const entries = today.data?.entries ?? [];
  const meals = entries.filter((entry) => entry.type === 'food').length;
  const symptoms = entries.filter((entry) => entry.type === 'symptom').length;
  return (
    <div className="flex flex-col gap-8">
      <Insights canRefresh={meals >= REFRESH_MINIMUM && symptoms >= REFRESH_MINIMUM} />
      <ExperimentFindings />
    </div>
  );
}
