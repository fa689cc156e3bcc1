import { Dashboard } from '#web/features/dashboard/components/dashboard.tsx';
import { ExperimentToday } from '#web/features/experiments/components/experiment-today.tsx';
import { ImportOffer } from '#web/features/import/components/import-offer.tsx';
import { InstallBanner } from '#web/features/install/components/install-banner.tsx';
import { entriesWithPending } from '#web/features/journal/offline/pending-entries.ts';
import { usePendingChanges } from '#web/features/journal/offline/use-outbox.ts';
import { QuestionnaireToday } from '#web/features/questionnaires/components/questionnaire-today.tsx';
import { RemindersOffer } from '#web/features/reminders/components/reminders-offer.tsx';
import { useSession } from '#web/features/session/api/session-query.ts';
import { lastSignedInUser } from '#web/features/session/last-signed-in-user.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

/** The spec's install banner delay on the dashboard. */
const installBannerDelayMs = 5000;

/** /app/home: today's dashboard, and the offer to install Tend. */
export function HomePage() {
  useDocumentTitle('Home');
  // Opened offline, the session cannot be read: the last signed-in person's copy of today and
  // calendar stand in (as on the log page).
  const session = useSession();
  const unreachable = session.errorUpdateCount > 0 || session.fetchStatus === 'paused';
  const user = session.data ?? (unreachable ? lastSignedInUser() : undefined);
  const pending = usePendingChanges();
  return (
    <>
      <Dashboard
        userId={user?.id}
        timeZone={user?.timezone}
        withPending={(entries, date, timeZone) => entriesWithPending(entries, pending, date, timeZone)}
        todayAsks={(checkIns, timeZone) => (
          <>
            <QuestionnaireToday />
            <ExperimentToday timeZone={timeZone} checkInsToday={checkIns} />
          </>
        )}
      />
      <RemindersOffer />
      <ImportOffer />
      <InstallBanner delayMs={installBannerDelayMs} />
    </>
  );
}
