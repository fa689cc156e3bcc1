import { useId } from 'react';
import { medicationName } from '#domain/medication-changes/public.ts';
import {
  datableMedications,
  type OnboardingDraft,
  type SinceAnswers,
  sinceAnswersProblem,
} from '#domain/profile/onboarding.ts';
import { MedicationsField } from './medications-field.tsx';
import { MonthYearField } from './month-year-field.tsx';
import { thisMonth } from './onboarding-step-problem.ts';
import { SupplementsField } from './supplements-field.tsx';
import type { UpdateDraft } from './use-onboarding-answers.ts';

type MedicationsStepProps = {
  draft: OnboardingDraft;
  update: UpdateDraft;
  since: SinceAnswers;
  onSinceChange: (value: SinceAnswers) => void;
};

/** Step 2: the medications, since when each was taken (optional), and supplements. */
export function MedicationsStep({ draft, update, since, onSinceChange }: MedicationsStepProps) {
  return (
    <>
      <div data-field="medications">
        <MedicationsField value={draft.medications} onChange={update('medications')} />
      </div>
      <SinceWhen medications={draft.medications} value={since} onChange={onSinceChange} />
      <div data-field="supplements">
        <SupplementsField value={draft.supplements} onChange={update('supplements')} />
      </div>
    </>
  );
}

/**
 * "Since when?" for each medication chosen, optional: a month and a year, stored as a start known
 * by its month, so the timeline and the doctor's report show when treatment really began. Only the
 * month is asked, since few people know the day they started a medicine years ago.
 */
function SinceWhen({
  medications,
  value,
  onChange,
}: {
  medications: readonly string[];
  value: SinceAnswers;
  onChange: (value: SinceAnswers) => void;
}) {
  const headingId = useId();
  const datable = datableMedications(medications);
  if (datable.length === 0) return null;
  const month = thisMonth();
  return (
    <section
      data-field="medicationsSince"
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-line bg-canvas p-4"
    >
      <div>
        <h2 id={headingId} className="text-xl font-semibold">
          Since when? (optional)
        </h2>
        <p className="mt-1 text-base text-muted">
          If you know when you started, your timeline and your doctor's report show it. A month and a year are
          enough; leave them as they are if you are not sure.
        </p>
      </div>
      {datable.map((medication) => {
        const answer = value[medication] ?? { month: '', year: '' };
        // Half an answer is said once, beside Next, when the person moves on; a month to come at once.
        const complete = answer.month !== '' && answer.year !== '';
        const problem = complete ? sinceAnswersProblem([medication], { [medication]: answer }, month) : null;
        return (
          <MonthYearField
            key={medication}
            legend={`${medicationName(medication)}, since`}
            value={answer}
            lastYear={Number(month.slice(0, 4))}
            error={problem ?? undefined}
            onChange={(next) => onChange({ ...value, [medication]: next })}
          />
        );
      })}
    </section>
  );
}
