import {
  comparisonText,
  INSTRUMENTS,
  type ResponseDto,
  resultText,
  scoreQuestionnaire,
} from '#domain/questionnaires/public.ts';
import { ButtonLink } from '#web/components/ui/button-link.tsx';

/** The score and its band in plain words, with the previous one: "5, mild: down from 8 three weeks ago". */
export function questionnaireResultText(response: ResponseDto, previous: ResponseDto | null): string {
  const instrument = INSTRUMENTS[response.instrument];
  const score = scoreQuestionnaire(instrument, response.answers);
  if (score.total === null) {
    return score.measures
      .map((m) => `${m.title}: ${m.value}${m.unit === 'minutes' ? ' minutes' : ''}`)
      .join(', ');
  }
  return resultText(score, comparisonText(response, previous ?? undefined));
}

export function QuestionnaireResult({
  response,
  previous,
}: {
  response: ResponseDto;
  previous: ResponseDto | null;
}) {
  const instrument = INSTRUMENTS[response.instrument];
  return (
    <section aria-labelledby="questionnaire-result" className="flex flex-col gap-4" aria-live="polite">
      <h2 id="questionnaire-result" className="text-2xl font-bold">
        Your {instrument.shortName}
      </h2>
      <p className="text-xl">{questionnaireResultText(response, previous)}</p>
      {instrument.bands.length > 0 ? (
        <p className="text-muted">
          Bands:{' '}
          {instrument.bands
            .map((band, index) => {
              const from = index === 0 ? 0 : instrument.bands[index - 1]?.below;
              return band.below === null ? `${band.label} from ${from}` : `${band.label} under ${band.below}`;
            })
            .join('; ')}
          . A score is a summary for you and your doctor, not a diagnosis.
        </p>
      ) : null}
      <p>
        <ButtonLink to="/app/home">Back to the dashboard</ButtonLink>
      </p>
    </section>
  );
}
