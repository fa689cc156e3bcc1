import { useToday } from '#web/features/dashboard/api/today-query.ts';
import { JournalHistory } from '#web/features/journal/components/history/journal-history.tsx';
import { QuestionnaireHistory } from '#web/features/questionnaires/components/questionnaire-history.tsx';
import { useSession } from '#web/features/session/api/session-query.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

export { HISTORY_LOAD_FAILED_MESSAGE } from '#web/features/journal/components/history/history-load-failed.tsx';

/** The journal's history at its route; the page hands it the dashboard's streak, since features do not import each other. */
export function HistoryPage() {
  useDocumentTitle('My Wellness History');
  // The streak the dashboard counts (the server's, in the person's zone), shown from 2 days on.
  const today = useToday().data;
  const session = useSession().data;
  const streak = today?.streak ?? 0;
  const timeZone = today?.timeZone ?? session?.timezone ?? 'UTC';
  return (
    <>
      <JournalHistory streak={streak} />
      <QuestionnaireHistory timeZone={timeZone} />
    </>
  );
}
