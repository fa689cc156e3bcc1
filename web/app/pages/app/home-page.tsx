import { Dashboard } from '../../../features/dashboard/components/dashboard.tsx';
import { InstallBanner } from '../../../features/install/components/install-banner.tsx';
import { RemindersOffer } from '../../../features/reminders/components/reminders-offer.tsx';
import { useSession } from '../../../features/session/api/session-query.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** The spec's install banner delay on the dashboard. */
const installBannerDelayMs = 5000;

/** /app/home: today's dashboard, and the offer to install Tend. */
export function HomePage() {
  useDocumentTitle('Home');
  const { data: user } = useSession();
  return (
    <>
      <Dashboard userId={user?.id} timeZone={user?.timezone} />
      <RemindersOffer />
      <InstallBanner delayMs={installBannerDelayMs} />
    </>
  );
}
