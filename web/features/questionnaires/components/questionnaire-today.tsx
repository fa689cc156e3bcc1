import { ClipboardList } from 'lucide-react';
import { cardTitle, INSTRUMENTS } from '#domain/questionnaires/public.ts';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { useQuestionnaires } from '../api/questionnaires-api.ts';

/**
 * The dashboard's card for each questionnaire due ("Your weekly Crohn's check: 5 questions, about
 * a minute"). Nothing when none is due, or when the read fails: it is an invitation, not a task list.
 */
export function QuestionnaireToday() {
  const overview = useQuestionnaires();
  const data = overview.data;
  if (!data || data.due.length === 0) return null;
  return (
    <>
      {data.due.map((id) => (
        <section
          key={id}
          aria-labelledby={`questionnaire-due-${id}`}
          className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6"
        >
          <h2 id={`questionnaire-due-${id}`} className="flex items-center gap-2 text-lg font-semibold">
            <ClipboardList aria-hidden="true" className="size-5 shrink-0 text-muted" />
            {cardTitle(id, data.settings.frequency)}
          </h2>
          <p>
            <ButtonLink to={`/app/questionnaires/${id}`} variant="secondary">
              Start the check
              {/* Two cards, two links: a list of links tells them apart by name. */}
              <span className="sr-only"> for {INSTRUMENTS[id].checkName}</span>
            </ButtonLink>
          </p>
        </section>
      ))}
    </>
  );
}
