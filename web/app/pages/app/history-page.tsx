import { useToday } from '#web/features/dashboard/api/today-query.ts';
import { JournalHistory } from '#web/features/journal/components/history/journal-history.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

export { HISTORY_LOAD_FAILED_MESSAGE } from '#web/features/journal/components/history/history-load-failed.tsx';

/** The journal's history at its route; the page hands it the dashboard's streak, since features do not import each other. */
export function HistoryPage() {
  useDocumentTitle('My Wellness History');
  // The streak the dashboard counts (the server's, in the person's zone), shown from 2 days on.
  const streak = useToday().data?.streak ?? 0;
  return <JournalHistory streak={streak} />;
}
