import { Link } from 'react-router';
import {
  answerLines,
  INSTRUMENTS,
  isResponseEditable,
  type ResponseDto,
} from '#domain/questionnaires/public.ts';
import { inlineLink } from '#web/components/ui/layout-styles.ts';
import { longDayLabel } from '#web/lib/format.ts';
import { useQuestionnaires } from '../api/questionnaires-api.ts';
import { questionnaireResultText } from './questionnaire-result.tsx';

function previousOf(responses: readonly ResponseDto[], response: ResponseDto): ResponseDto | null {
  // Newest first: the previous one of the same instrument comes later in the list.
  const index = responses.indexOf(response);
  return responses.slice(index + 1).find((r) => r.instrument === response.instrument) ?? null;
}

/** History's list of filled questionnaires, newest first, each with its answers. */
export function QuestionnaireHistory({ timeZone }: { timeZone: string }) {
  const overview = useQuestionnaires();
  const responses = overview.data?.responses ?? [];
  if (responses.length === 0) return null;
  const now = new Date();
  return (
    <section aria-labelledby="questionnaire-history" className="flex flex-col gap-4">
      <h2 id="questionnaire-history" className="text-2xl font-bold">
        Your questionnaires
      </h2>
      <ul className="flex flex-col gap-3">
        {responses.map((response) => {
          const instrument = INSTRUMENTS[response.instrument];
          const editable = isResponseEditable({
            day: response.date,
            createdAt: response.createdAt,
            now,
            timeZone,
          });
          return (
            <li key={response.id} className="rounded-2xl border border-line bg-surface p-4 shadow-sm">
              <h3 className="font-semibold">
                {instrument.name}, {longDayLabel(response.date)}
              </h3>
              <p className="text-lg">{questionnaireResultText(response, previousOf(responses, response))}</p>
              <details className="mt-2">
                <summary className="min-h-11 cursor-pointer py-2">The answers</summary>
                <ul className="list-disc pl-6">
                  {answerLines(instrument, response.answers).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </details>
              {editable ? (
                <Link
                  to={`/app/questionnaires/${response.instrument}?correct=${response.id}`}
                  className={`inline-flex min-h-11 items-center ${inlineLink}`}
                >
                  Correct it
                </Link>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
