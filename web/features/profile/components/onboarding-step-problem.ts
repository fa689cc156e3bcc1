import {
  type OnboardingDraft,
  type OnboardingStep,
  type SinceAnswers,
  sinceAnswersProblem,
  validateOnboardingStep,
} from '#domain/profile/onboarding.ts';

/** "YYYY-MM" of today on this device: the latest month a medication can have been started. */
export function thisMonth(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

/** What keeps this step from moving on, or null; step 2 also checks the "Since when?" answers. */
export function onboardingStepProblem(
  step: OnboardingStep,
  draft: OnboardingDraft,
  since: SinceAnswers,
): string | null {
  return (
    validateOnboardingStep(step, draft) ??
    (step === 2 ? sinceAnswersProblem(draft.medications, since, thisMonth()) : null)
  );
}
