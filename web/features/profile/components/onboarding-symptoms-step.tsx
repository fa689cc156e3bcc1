import type { OnboardingDraft } from '#domain/profile/onboarding.ts';
import { SymptomsField } from './symptoms-field.tsx';
import type { UpdateDraft } from './use-onboarding-answers.ts';

/** Step 3: the symptoms to track. */
export function SymptomsStep({ draft, update }: { draft: OnboardingDraft; update: UpdateDraft }) {
  return (
    <div data-field="symptoms">
      <SymptomsField value={draft.symptoms} onChange={update('symptoms')} customMode="replace" />
    </div>
  );
}
