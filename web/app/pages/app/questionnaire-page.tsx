import { useParams, useSearchParams } from 'react-router';
import { INSTRUMENTS, isInstrumentId } from '#domain/questionnaires/public.ts';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useQuestionnaires } from '#web/features/questionnaires/api/questionnaires-api.ts';
import { QuestionnaireForm } from '#web/features/questionnaires/components/questionnaire-form.tsx';
import { useSession } from '#web/features/session/api/session-query.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

/** /app/questionnaires/:instrument (?correct=<id> to correct a filled one). */
export function QuestionnairePage() {
  const { instrument = '' } = useParams();
  const [search] = useSearchParams();
  const known = isInstrumentId(instrument);
  useDocumentTitle(known ? INSTRUMENTS[instrument].shortName : 'Questionnaire');
  const session = useSession();
  const overview = useQuestionnaires();
  if (!known) {
    return <PageHeader title="This questionnaire does not exist" />;
  }
  const data = overview.data;
  const correcting = search.get('correct');
  const editing = correcting ? data?.responses.find((r) => r.id === correcting) : undefined;
  return (
    <div className="flex flex-col gap-8">
      <PageHeader eyebrow="Your check" title={INSTRUMENTS[instrument].name} />
      {!data || !session.data ? (
        overview.isError ? (
          <p>Your questionnaires could not be loaded. Please try again.</p>
        ) : (
          <Spinner />
        )
      ) : !data.offered.includes(instrument) ? (
        <p>This questionnaire is for a condition that is not in your profile.</p>
      ) : (
        <QuestionnaireForm
          instrument={instrument}
          userId={session.data.id}
          date={editing?.date ?? data.today}
          editing={editing}
        />
      )}
    </div>
  );
}
