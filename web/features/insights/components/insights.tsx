import { BarChart3, RefreshCw, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { InsightsWording } from '#domain/insights/insights-schema.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  isNoEntries,
  isUnauthorised,
  MAX_FAILED_LOADS,
  useInsights,
  useRefreshInsights,
} from '../api/insights-query.ts';
import { refreshOutcome } from '../refresh-outcome.ts';
import {
  DailyInsightsCard,
  DisclaimerCard,
  GentleSuggestionsCard,
  WellnessPatternsCard,
} from './insight-cards.tsx';
import {
  InsightsError,
  InsightsLoading,
  NoEntriesCard,
  TOO_MANY_FAILURES_MESSAGE,
} from './insights-status.tsx';
import { UpdatedAgo } from './updated-ago.tsx';

export const AUTH_ERROR_TITLE = 'Authentication Error';
export const AUTH_ERROR_MESSAGE =
  'Your session may have expired or the token is invalid. Please refresh or sign in again.';

/**
 * The spec's 'AI-Powered' badge only when an AI provider worded what is shown (the server checked
 * its words against the engine's, decision 011); otherwise the findings are the engine's own
 * statistics, and the badge says so.
 */
export const SOURCE_BADGES: Readonly<Record<InsightsWording, string>> = {
  ai: 'AI-Powered',
  engine: 'Statistics from your journal',
};

type InsightsProps = {
  /** Today has at least 2 meals and 2 check-ins (the page reads today's entries). */
  canRefresh: boolean;
};

/** The spec's Insights screen: header, then loading, error, no entries, or the cards. */
export function Insights({ canRefresh }: InsightsProps) {
  const insights = useInsights();
  const refresh = useRefreshInsights();

  const { error, errorUpdateCount, errorUpdatedAt } = insights;
  const noEntries = isNoEntries(error);
  const limitReached = errorUpdateCount > MAX_FAILED_LOADS;

  // Without data, a retry puts the query back to pending and clears its error: the error view
  // would give way to the loading view, and 'Try Again', focused, would vanish under the keyboard.
  // So the last error stays on screen, its button busy, while the retry runs.
  const [lastError, setLastError] = useState<Error | null>(null);
  useEffect(() => {
    if (error) setLastError(error);
  }, [error]);
  const shownError = error ?? (insights.isFetching ? lastError : null);

  // One toast per failed load (errorUpdatedAt moves on each), never for the empty journal.
  useEffect(() => {
    if (!error || noEntries || errorUpdatedAt === 0) return;
    if (isUnauthorised(error)) toast.error(AUTH_ERROR_TITLE, { description: AUTH_ERROR_MESSAGE });
    else if (errorUpdateCount > MAX_FAILED_LOADS)
      toast.error('Error', { description: TOO_MANY_FAILURES_MESSAGE });
    else toast.error('Error', { description: error.message });
  }, [error, noEntries, errorUpdatedAt, errorUpdateCount]);

  // What the last refresh changed, said in the header's polite live region: a refresh that shows
  // the same page must still say it did something.
  const [refreshed, setRefreshed] = useState('');
  const onRefresh = () => {
    // The button is aria-disabled, not disabled, while refreshing: a disabled button drops the
    // keyboard focus to the page's top. So a second press is ignored here.
    if (refresh.isPending) return;
    const before = insights.data;
    setRefreshed('');
    refresh.mutate(undefined, {
      onSuccess: (after) => {
        if (before) setRefreshed(refreshOutcome(before, after));
      },
      onError: (refreshError) => toast.error('Error', { description: refreshError.message }),
    });
  };

  const data = insights.data;
  const showRefresh = canRefresh && data !== undefined;
  // Until a result says who worded it, nothing is claimed beyond the statistics.
  const wording = data?.wording ?? 'engine';
  const BadgeIcon = wording === 'ai' ? Sparkles : BarChart3;

  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Insights</h1>
            <span className="inline-flex items-center gap-1.5 rounded-full bg-primary-soft px-3 py-1 text-base font-semibold text-primary">
              <BadgeIcon aria-hidden="true" className="size-4" />
              {SOURCE_BADGES[wording]}
            </span>
          </div>
          {data ? <UpdatedAgo generatedAt={data.generatedAt} /> : null}
          {/* Rendered empty with the result, before any refresh (the button needs a result): a
              live region added together with its text is often not read. */}
          {data ? (
            <p role="status" className="text-base font-semibold">
              {refreshed}
            </p>
          ) : null}
        </div>
        {showRefresh ? (
          <Button
            variant="secondary"
            onClick={onRefresh}
            aria-disabled={refresh.isPending}
            aria-busy={refresh.isPending}
          >
            <RefreshCw aria-hidden="true" className={`size-5 ${refresh.isPending ? 'animate-spin' : ''}`} />
            Refresh Insights
          </Button>
        ) : null}
      </header>

      {data ? (
        <div aria-busy={refresh.isPending || insights.isFetching} className="flex flex-col gap-6">
          <DailyInsightsCard summary={data.insights.dailySummary} />
          <WellnessPatternsCard insights={data.insights} />
          <GentleSuggestionsCard recommendations={data.insights.recommendations} />
          <DisclaimerCard />
        </div>
      ) : insights.isPending && insights.fetchStatus !== 'idle' && !shownError ? (
        <InsightsLoading />
      ) : shownError && isNoEntries(shownError) ? (
        <>
          <NoEntriesCard message={shownError.message} />
          <DisclaimerCard />
        </>
      ) : limitReached ? (
        <InsightsError message={TOO_MANY_FAILURES_MESSAGE} />
      ) : shownError ? (
        <InsightsError
          message={isUnauthorised(shownError) ? AUTH_ERROR_MESSAGE : shownError.message}
          // A press that lands before the busy state renders joins the running load, not restarts it.
          onRetry={() => insights.refetch({ cancelRefetch: false })}
          retrying={insights.isFetching}
        />
      ) : (
        <InsightsLoading />
      )}
    </div>
  );
}
