import { useQueryClient } from '@tanstack/react-query';
import { Activity, CircleAlert, UtensilsCrossed, Waves } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { addDays } from '#domain/common/day-key.ts';
import { entryDateProblem, INVALID_DATE_TITLE, loggableDays } from '#domain/journal/entry-date.ts';
import type { LogTab } from '#domain/journal/history.ts';
import { dayKeySchema } from '#domain/journal/journal-entry.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Tabs } from '#web/components/ui/tabs.tsx';
import { useCurrentExperiment } from '#web/features/experiments/api/experiments-api.ts';
import { slipNote } from '#web/features/experiments/slip-note.ts';
import { useTracking } from '#web/features/journal/api/tracking-api.ts';
import { DayEntries } from '#web/features/journal/components/day-entries.tsx';
import { formatDayLong, relativeDayName } from '#web/features/journal/components/entry-format.ts';
import { LogBowelPanel } from '#web/features/journal/components/log-bowel-panel.tsx';
import { LogDatePicker } from '#web/features/journal/components/log-date-picker.tsx';
import { LogMealPanel } from '#web/features/journal/components/log-meal-panel.tsx';
import { LogSymptomsPanel } from '#web/features/journal/components/log-symptoms-panel.tsx';
import { useSession } from '#web/features/session/api/session-query.ts';
import { lastSignedInUser } from '#web/features/session/last-signed-in-user.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

const card = 'rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6';

function InvalidDate({
  message,
  today,
  timeZone,
  kept,
  onToday,
}: {
  message: string;
  today: string;
  timeZone: string;
  /** A refused save: what was typed is still in the form below, and the alert says so. */
  kept: boolean;
  onToday: () => void;
}) {
  return (
    <div role="alert" className="flex flex-col gap-3 rounded-2xl border border-danger bg-danger-soft p-5">
      <h2 className="flex items-center gap-2 text-xl font-bold text-danger">
        <CircleAlert aria-hidden="true" className="size-6" />
        {INVALID_DATE_TITLE}
      </h2>
      <p className="text-lg text-ink">{message}</p>
      {/* Which "today" is meant: the journal's, in the profile's zone (decision 012). */}
      <p className="text-ink">
        Today in your journal is {formatDayLong(today)} ({timeZone} time).
        {kept ? ' Nothing was saved, and what you wrote is still in the form below.' : ''}
      </p>
      <div>
        <Button onClick={onToday}>Log for today instead</Button>
      </div>
    </div>
  );
}

/** 'Today, Saturday, November 21, 2026': the relative word people think in, and the date itself. */
function dayTitle(date: string, today: string): string {
  const relative = relativeDayName(date, today, addDays(today, -1));
  const full = formatDayLong(date);
  return relative === full ? full : `${relative}, ${full}`;
}

export function JournalLogPage() {
  useDocumentTitle('Journal');
  // Opened offline, the session cannot be read: the last signed-in person's calendar stands in.
  const session = useSession();
  const unreachable = session.errorUpdateCount > 0 || session.fetchStatus === 'paused';
  const user = session.data ?? (unreachable ? lastSignedInUser() : undefined);
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [serverProblem, setServerProblem] = useState<{ date: string; message: string }>();
  const newEntryId = useId();
  const tracking = useTracking();
  // During an experiment, a meal with the tested food on a day without it gets a kind word in its toast.
  const experiment = useCurrentExperiment();
  if (!user) return null;

  // Days are the user's calendar days, from the profile's zone, never the browser's.
  const timeZone = user.timezone;
  const now = new Date();
  const { min, max: today } = loggableDays({ now, timeZone, accountCreatedAt: user.createdAt });
  const date = params.get('date') ?? today;
  // A third tab for bowel movements, for people who track them; off hides it.
  const tracksBowel = tracking.data?.bowel === true;
  const requested = params.get('type');
  const type: LogTab | 'bowel' =
    requested === 'symptoms' ? 'symptoms' : requested === 'bowel' && tracksBowel ? 'bowel' : 'food';
  const parsedDate = dayKeySchema.safeParse(date);
  // A day the address asks for that cannot be logged: the form waits, hidden, until one that can.
  const addressProblem = parsedDate.success
    ? entryDateProblem({ dayKey: date, now, timeZone, accountCreatedAt: user.createdAt })?.message
    : parsedDate.error.issues[0]?.message;
  // The server refused a save (the day turned over, or another device moved the profile's zone):
  // the form stays on screen exactly as it was, under the reason.
  const refusal = serverProblem?.date === date ? serverProblem.message : undefined;
  const dateProblem = addressProblem ?? refusal;
  const isToday = date === today;

  const update = (change: { date?: string; type?: LogTab | 'bowel' }) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (change.date) next.set('date', change.date);
        if (change.type) next.set('type', change.type);
        return next;
      },
      // Switching tab or day refines this page; Back should leave it, not replay every click.
      { replace: true, preventScrollReset: true },
    );
  };

  const onDateProblem = (message: string) => {
    setServerProblem({ date, message });
    // This page's "today" came from a zone the server no longer uses: read the session and the days
    // again, which also lets the shell move the profile back to this device's zone.
    void queryClient.invalidateQueries();
  };
  const logForToday = () => {
    setServerProblem(undefined);
    update({ date: today });
  };

  return (
    <div className="flex flex-col gap-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Journal</h1>
        <p className="mt-2 text-lg text-muted">
          {dateProblem ? (
            'Choose a day you can log for.'
          ) : (
            <>
              Logging for <strong className="font-semibold text-ink">{dayTitle(date, today)}</strong>. A few
              taps is enough.
            </>
          )}
        </p>
      </header>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <section aria-label="Day" className={card}>
            <LogDatePicker value={date} min={min} max={today} onChange={(day) => update({ date: day })} />
          </section>
          {dateProblem ? (
            <InvalidDate
              message={dateProblem}
              today={today}
              timeZone={timeZone}
              kept={addressProblem === undefined}
              onToday={logForToday}
            />
          ) : null}
          {/* Never unmounted for a day problem: hiding it keeps whatever was typed for the next day. */}
          <section aria-labelledby={newEntryId} hidden={addressProblem !== undefined} className={card}>
            {/* The forms' own headings (a meal's photo, a bowel movement's type) are h3s: without
                this h2 they would follow the page's h1 directly. The tabs already show what it says. */}
            <h2 id={newEntryId} className="sr-only">
              New entry
            </h2>
            <Tabs
              label="What to log"
              value={type}
              onChange={(tab) => update({ type: tab })}
              items={[
                {
                  value: 'food',
                  label: (
                    <>
                      <UtensilsCrossed aria-hidden="true" className="hidden size-5 @min-[40rem]:block" />
                      Log a Meal
                    </>
                  ),
                  panel: (
                    <LogMealPanel
                      date={date}
                      isToday={isToday}
                      timeZone={timeZone}
                      onDateProblem={onDateProblem}
                      noteFor={(meal, day) => slipNote(experiment.data, day, meal.content)}
                    />
                  ),
                },
                {
                  value: 'symptoms',
                  label: (
                    <>
                      <Activity aria-hidden="true" className="hidden size-5 @min-[40rem]:block" />
                      Track Symptoms
                    </>
                  ),
                  panel: (
                    <LogSymptomsPanel
                      date={date}
                      userId={user.id}
                      timeZone={timeZone}
                      onDateProblem={onDateProblem}
                    />
                  ),
                },
                ...(tracksBowel
                  ? [
                      {
                        value: 'bowel' as const,
                        label: (
                          <>
                            <Waves aria-hidden="true" className="hidden size-5 @min-[40rem]:block" />
                            Bowel Movement
                          </>
                        ),
                        panel: (
                          <LogBowelPanel date={date} timeZone={timeZone} onDateProblem={onDateProblem} />
                        ),
                      },
                    ]
                  : []),
              ]}
            />
          </section>
        </div>
        {dateProblem ? null : (
          <DayEntries date={date} isToday={isToday} timeZone={timeZone} userId={user.id} />
        )}
      </div>
    </div>
  );
}
