import { useRef } from 'react';
import {
  emptyOnboardingDraft,
  type OnboardingDraft,
  type OnboardingStep,
} from '#domain/profile/onboarding.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { type ProfileData, useProfile } from '../api/profile-query.ts';
import { readOnboardingDraft, type StoredOnboarding } from '../onboarding-draft-storage.ts';
import { toProfileFormValues } from '../profile-form-values.ts';
import { AboutYouStep } from './onboarding-about-you-step.tsx';
import { DietStep } from './onboarding-diet-step.tsx';
import { MedicationsStep } from './onboarding-medications-step.tsx';
import { OnboardingStepHeading } from './onboarding-step-heading.tsx';
import { onboardingStepProblem } from './onboarding-step-problem.ts';
import { SymptomsStep } from './onboarding-symptoms-step.tsx';
import { OnboardingWizardActions } from './onboarding-wizard-actions.tsx';
import { useOnboardingAnswers } from './use-onboarding-answers.ts';
import { useOnboardingSubmit } from './use-onboarding-submit.ts';
import { useStepHeadingFocus } from './use-step-heading-focus.ts';

export { setupCompleteMessage } from './onboarding-wizard-actions.tsx';
export { saveFailedMessage } from './use-onboarding-submit.ts';

type OnboardingWizardProps = {
  /** Where the answers wait between reloads; one per account. */
  storageKey: string;
  /** The account's name, used when the profile cannot be read. */
  fallbackName: string;
  /** Runs after the answers are saved and 'Setup complete!' is shown; it moves on. */
  onCompleted: () => void;
};

/** The four-step onboarding. Reads the profile first so the name is filled in. */
export function OnboardingWizard({ storageKey, fallbackName, onCompleted }: OnboardingWizardProps) {
  const profile = useProfile();
  if (profile.isPending) {
    return (
      <div role="status" className="flex items-center gap-3 py-10 text-lg">
        <Spinner />
        Loading your answers...
      </div>
    );
  }
  const initial = readOnboardingDraft(storageKey) ?? {
    step: 1,
    draft: draftFromProfile(profile.data, fallbackName),
  };
  return <WizardForm storageKey={storageKey} initial={initial} onCompleted={onCompleted} />;
}

function draftFromProfile(profile: ProfileData | undefined, fallbackName: string): OnboardingDraft {
  if (!profile) return { ...emptyOnboardingDraft(), name: fallbackName };
  return { ...emptyOnboardingDraft(), ...toProfileFormValues(profile) };
}

function WizardForm({
  storageKey,
  initial,
  onCompleted,
}: {
  storageKey: string;
  initial: StoredOnboarding;
  onCompleted: () => void;
}) {
  const answers = useOnboardingAnswers(storageKey, initial);
  const { step, setStep, draft, update } = answers;
  const headingRef = useStepHeadingFocus(step);
  const fieldsRef = useRef<HTMLDivElement>(null);
  const problem = onboardingStepProblem(step, draft, answers.since);
  const { onSubmit, busy } = useOnboardingSubmit({ answers, problem, fieldsRef, onCompleted });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-8">
      <OnboardingStepHeading step={step} headingRef={headingRef} />
      <div ref={fieldsRef} className="flex flex-col gap-8">
        {step === 1 ? <AboutYouStep draft={draft} update={update} /> : null}
        {step === 2 ? (
          <MedicationsStep
            draft={draft}
            update={update}
            since={answers.since}
            onSinceChange={answers.setSince}
          />
        ) : null}
        {step === 3 ? <SymptomsStep draft={draft} update={update} /> : null}
        {step === 4 ? (
          <DietStep
            draft={draft}
            update={update}
            tracking={answers.tracking}
            onTrackingChange={answers.setTracking}
          />
        ) : null}
      </div>
      <OnboardingWizardActions
        step={step}
        problem={problem}
        busy={busy}
        finished={answers.finished}
        onBack={() => setStep((step - 1) as OnboardingStep)}
      />
    </form>
  );
}
