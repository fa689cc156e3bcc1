import { Dashboard } from '../../../features/dashboard/components/dashboard.tsx';
import { ExperimentToday } from '../../../features/experiments/components/experiment-today.tsx';
import { InstallBanner } from '../../../features/install/components/install-banner.tsx';
import { entriesWithPending } from '../../../features/journal/offline/pending-entries.ts';
import { usePendingChanges } from '../../../features/journal/offline/use-outbox.ts';
import { RemindersOffer } from '../../../features/reminders/components/reminders-offer.tsx';
import { useSession } from '../../../features/session/api/session-query.ts';
import { lastSignedInUser } from '../../../features/session/last-signed-in-user.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

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
        todayAsks={(checkIns, timeZone) => <ExperimentToday timeZone={timeZone} checkInsToday={checkIns} />}
      />
      <RemindersOffer />
      <InstallBanner delayMs={installBannerDelayMs} />
    </>
  );
}
