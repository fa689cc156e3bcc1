import { Plus, Sparkles } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { localHour, todayKey } from '#domain/common/day-boundaries.ts';
import { greetingForHour } from '#domain/dashboard/greeting.ts';
import type { JournalEntryDto } from '#domain/journal/public.ts';
import { goalCounts, goalProgress, shouldShowStreak } from '#domain/journal/public.ts';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { ProgressCard } from '#web/components/ui/progress-card.tsx';
import { StreakBadge } from '#web/components/ui/streak-badge.tsx';
import { formatDayAt } from '#web/lib/format.ts';
import { keepKnownDay, knownDay } from '#web/lib/last-known-day.ts';
import { useAfterFirstPaint } from '#web/lib/use-after-first-paint.ts';
import { useProfileName } from '../api/profile-name-query.ts';
import { useToday } from '../api/today-query.ts';
import { useWeek } from '../api/week-query.ts';
import { useCelebration } from '../use-celebration.ts';
import { useDayStartedEmpty } from '../use-day-started-empty.ts';
import { DashboardError, DashboardLoading, OfflineCopyNotice } from './dashboard-status.tsx';
import { EmptyDayCard } from './empty-day-card.tsx';
import { MotivationalQuote } from './motivational-quote.tsx';
import { TodayEntries } from './today-entries.tsx';
import { WeekLoading } from './week-loading.tsx';

// The week's table and the pattern card load after the page has painted, and only on a day with
// entries: their chunk and their read start once today's entries are on screen, so the dashboard's
// largest paint (Lighthouse performance >= 95) neither waits for them nor shares the network.
const WeekStrip = lazy(async () => ({ default: (await import('./week-at-a-glance.tsx')).WeekStrip }));
const PatternGlance = lazy(async () => ({ default: (await import('./week-at-a-glance.tsx')).PatternGlance }));

/** One of today's entries as shown: `pending` when it waits on this device to be sent. */
export type ShownEntry = { entry: JournalEntryDto; pending: boolean };

type DashboardProps = {
  /** The signed-in person (the page reads the session, or offline the last one remembered). */
  userId: string | undefined;
  /** The profile's zone from the session, used until today's data names the zone it was counted in. */
  timeZone: string | undefined;
  /** The day's entries with the changes still waiting on this device (the journal's queue). */
  withPending: (entries: readonly JournalEntryDto[], date: string, timeZone: string) => ShownEntry[];
  /**
   * What another feature asks of today, under the greeting (the experiment's step). A
   * function of today's check-in count, so it follows a new check-in at once.
   */
  todayAsks?: (checkIns: number, timeZone: string) => ReactNode;
};

/** The clock the greeting and the date line read; moves on each minute, so they never go stale. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function dateLine(now: Date, timeZone: string): string {
  return formatDayAt(now, timeZone, 'weekday');
}

/** The spec's dashboard: greeting, streak, then loading, error, empty day or progress. */
export function Dashboard({ userId, timeZone: sessionTimeZone, withPending, todayAsks }: DashboardProps) {
  const today = useToday();
  const profileName = useProfileName();
  const now = useMinuteClock();
  // The server's answer, kept on this device for a reload without a network (lib/last-known-day.ts).
  useEffect(() => {
    if (!userId || !today.data) return;
    const { date, timeZone: zone, entries: read, streak: length } = today.data;
    keepKnownDay(userId, { date, timeZone: zone, entries: read, streak: length });
  }, [userId, today.data]);
  const offlineCopy =
    today.isError && userId ? knownDay(userId, todayKey(now, sessionTimeZone ?? 'UTC')) : undefined;
  const day = today.data ?? offlineCopy;
  // The spec's default zone is UTC; the server's answer wins because it counted "today" in it.
  const timeZone = day?.timeZone ?? sessionTimeZone ?? 'UTC';
  const greeting = greetingForHour(localHour(now, timeZone), profileName.data);

  const shown = day ? withPending(day.entries, day.date, timeZone) : [];
  const entries = shown.map((item) => item.entry);
  const waiting = shown.filter((item) => item.pending).length;
  // The week is read only once today has entries: an empty day shows the invitation to log instead.
  const painted = useAfterFirstPaint();
  const week = useWeek(entries.length > 0 && painted);
  const counts = goalCounts(entries);
  const progress = goalProgress(counts);
  const dayStartedEmpty = useDayStartedEmpty(day, userId);
  useCelebration({ dayStartedEmpty, entryCount: entries.length, userId, date: day?.date });

  // The name belongs in the first greeting people see, so wait for the profile as well; a profile
  // that fails to load only leaves the name out.
  const loading = today.isPending || profileName.isPending;
  const streak = day?.streak ?? 0;

  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        {/* One h1 throughout, hidden while loading: focus after navigation lands on it and stays. */}
        <h1 className={loading ? 'sr-only' : 'text-3xl leading-tight font-bold tracking-tight sm:text-4xl'}>
          {greeting}
        </h1>
        {day ? <p className="text-lg text-muted">{dateLine(now, timeZone)}</p> : null}
        {shouldShowStreak(streak) ? <StreakBadge length={streak} className="mt-1" /> : null}
      </header>

      {!loading && day && todayAsks ? todayAsks(counts.symptoms, timeZone) : null}
      {offlineCopy ? (
        <OfflineCopyNotice readAt={offlineCopy.readAt} timeZone={timeZone} waiting={waiting} />
      ) : null}
      {loading ? (
        <DashboardLoading />
      ) : !day ? (
        <DashboardError />
      ) : entries.length === 0 ? (
        <div className="grid items-start gap-6 lg:grid-cols-5">
          <EmptyDayCard dayStartedEmpty={dayStartedEmpty} date={day.date} className="lg:col-span-3" />
          <ProgressCard progress={progress} className="lg:col-span-2" />
        </div>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-5">
          <div className="flex flex-col gap-6 lg:col-span-3">
            <ProgressCard progress={progress}>
              <div className="mt-6 flex flex-wrap gap-3">
                <ButtonLink to="/app/journal/log" size="lg">
                  <Plus aria-hidden="true" className="size-5" />
                  Log a meal or symptom
                </ButtonLink>
                {progress.complete ? (
                  <ButtonLink to="/app/insights" variant="secondary" size="lg">
                    <Sparkles aria-hidden="true" className="size-5" />
                    View Insights
                  </ButtonLink>
                ) : null}
              </div>
            </ProgressCard>
            <Suspense fallback={<WeekLoading />}>
              {painted ? <WeekStrip week={week.data} failed={week.isError} /> : <WeekLoading />}
            </Suspense>
          </div>
          <div className="flex flex-col gap-6 lg:col-span-2">
            <TodayEntries entries={shown} timeZone={timeZone} />
            <Suspense fallback={null}>{painted ? <PatternGlance week={week.data} /> : null}</Suspense>
            <MotivationalQuote date={day.date} />
          </div>
        </div>
      )}
    </div>
  );
}
