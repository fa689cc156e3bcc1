import { FileText, NotebookPen } from 'lucide-react';
import { useEffect } from 'react';
import { toast } from 'sonner';
import type { TrendRangeQuery } from '#domain/trends/trend-range.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { inlineLink } from '#web/components/ui/layout-styles.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { shortDayLabel } from '#web/lib/format.ts';
import { useTrends } from '../api/trends-query.ts';
import { ChartKey } from './chart-key.tsx';
import { overlayOf } from './chart-parts.tsx';
import { CompletenessStrip } from './completeness-strip.tsx';
import { BowelChart, SleepChart, StressChart } from './factor-charts.tsx';
import { RangePicker } from './range-picker.tsx';
import { ScoreChart } from './score-chart.tsx';
import { SymptomChart } from './symptom-chart.tsx';
import { TriggerFoods } from './trigger-foods.tsx';

export const TRENDS_LOAD_FAILED_MESSAGE = 'There was a problem loading your trends.';

type TrendsProps = {
  query: TrendRangeQuery;
  onQueryChange: (query: TrendRangeQuery) => void;
};

/**
 * The Trends page: the range, a chart per symptom, then stress, sleep and bowel movements for those
 * who track them, with period days and medication changes marked on every chart; the
 * logging strip and trigger foods per week.
 */
export function Trends({ query, onQueryChange }: TrendsProps) {
  const trends = useTrends(query);
  const data = trends.data;
  const error = trends.error;

  useEffect(() => {
    if (error) toast.error('Error', { description: error.message || TRENDS_LOAD_FAILED_MESSAGE });
  }, [error]);

  const factors = data?.factors;
  // Bowel movements are entries too (decision 019), and a filled questionnaire draws its chart:
  // days with only those are not "nothing logged".
  const nothingLogged = data
    ? data.completeness.every((day) => day.meals + day.checkIns === 0) &&
      !factors?.bowel?.summary.total &&
      !data.scores?.some((trend) => trend.points.length > 0)
    : false;
  const overlay = overlayOf(factors);

  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Trends</h1>
          <p className="mt-2 text-lg text-muted">
            {data
              ? `How your symptoms went from ${shortDayLabel(data.from)} to ${shortDayLabel(data.to)}, ${data.from.slice(0, 4) === data.to.slice(0, 4) ? data.to.slice(0, 4) : `${data.from.slice(0, 4)}–${data.to.slice(0, 4)}`}.`
              : 'How your symptoms went, day by day.'}
          </p>
        </div>
        <ButtonLink
          to="/app/report"
          variant="secondary"
          className="shrink-0 self-start whitespace-nowrap sm:self-auto"
        >
          <FileText aria-hidden="true" className="size-5" />
          Doctor report
        </ButtonLink>
      </header>

      <RangePicker
        key={data ? `${data.preset}-${data.from}-${data.to}` : 'loading'}
        preset={data ? data.preset : query.range ? (Number(query.range) as 7 | 30 | 90) : 30}
        from={data?.from ?? query.from}
        to={data?.to ?? query.to}
        today={data?.today}
        onChange={onQueryChange}
      />

      {trends.isPending ? (
        <p role="status" className="flex items-center gap-3 text-lg text-muted">
          <Spinner className="size-6" />
          Loading your trends...
        </p>
      ) : trends.isError && !data ? (
        <div className="flex flex-col items-start gap-3 rounded-2xl border border-danger bg-danger-soft p-5">
          <p className="font-medium text-danger">{error?.message || TRENDS_LOAD_FAILED_MESSAGE}</p>
          <Button variant="secondary" onClick={() => trends.refetch()}>
            Try again
          </Button>
        </div>
      ) : data ? (
        <div aria-busy={trends.isFetching} className="flex flex-col gap-6">
          {nothingLogged ? (
            <div className="flex flex-col items-start gap-4 rounded-2xl border border-line bg-surface p-6">
              <NotebookPen aria-hidden="true" className="size-10 text-primary" />
              <h2 className="text-2xl font-bold">Nothing logged in these days</h2>
              <p className="text-lg text-muted">
                Log meals and how you feel, and your trends will draw themselves here.
              </p>
              <ButtonLink to="/app/journal/log">Log a meal or symptom</ButtonLink>
            </div>
          ) : null}
          {factors ? <ChartKey factors={factors} from={data.from} to={data.to} /> : null}
          {data.symptoms.map((series) => (
            <SymptomChart
              key={series.symptom}
              series={series}
              from={data.from}
              to={data.to}
              overlay={overlay}
            />
          ))}
          {(data.scores ?? []).map((trend) => (
            <ScoreChart
              key={trend.instrument}
              trend={trend}
              days={data.days}
              from={data.from}
              to={data.to}
              overlay={overlay}
            />
          ))}
          {factors?.stress ? (
            <StressChart series={factors.stress} from={data.from} to={data.to} overlay={overlay} />
          ) : null}
          {factors?.sleep ? (
            <SleepChart series={factors.sleep} from={data.from} to={data.to} overlay={overlay} />
          ) : null}
          {factors?.bowel ? (
            <BowelChart series={factors.bowel} from={data.from} to={data.to} overlay={overlay} />
          ) : null}
          <CompletenessStrip days={data.completeness} />
          <TriggerFoods triggers={data.triggers} />
          <p className="text-base text-muted">
            Patterns come from{' '}
            <a href="/app/insights" className={inlineLink}>
              Insights
            </a>
            . They are associations in your own journal, not proof of a cause, and Tend is not medical advice.
          </p>
        </div>
      ) : null}
    </div>
  );
}
