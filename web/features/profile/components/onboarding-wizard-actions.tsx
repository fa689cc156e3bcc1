import { ArrowLeft, ArrowRight, Check, Info } from 'lucide-react';
import { useId } from 'react';
import { profileMessages } from '#domain/common/schema-messages.ts';
import { type OnboardingStep, onboardingStepCount } from '#domain/profile/onboarding.ts';
import { Button } from '#web/components/ui/button.tsx';

/** The spec's onboarding finish, step 4. */
export const setupCompleteMessage = 'Setup complete!';

// The toasts keep the spec's words; the line under the form, read with the Next button, says what
// to do about it.
const nextHints: Record<string, string> = {
  [profileMessages.nameRequired]: 'Please tell us your first name.',
  [profileMessages.conditionsRequired]: 'Please choose at least one condition to continue.',
  [profileMessages.termsRequired]: 'Please accept the Terms of Use and Privacy Policy to continue.',
  [profileMessages.medicationsRequired]:
    "Please choose the medications you take, or 'No prescription medications', to continue.",
  [profileMessages.symptomsRequired]: 'Please choose at least one symptom to track.',
  [profileMessages.dietaryRequired]:
    "Please choose a way of eating or a suspected food. 'Still figuring it out' counts.",
};

type OnboardingWizardActionsProps = {
  step: OnboardingStep;
  /** What keeps this step from moving on, or null. */
  problem: string | null;
  busy: boolean;
  finished: boolean;
  onBack: () => void;
};

/**
 * Under the questions: what to do about a problem, Back, and Next (on the last step 'Complete
 * setup', then 'Setup complete!', also told to screen readers).
 */
export function OnboardingWizardActions({
  step,
  problem,
  busy,
  finished,
  onBack,
}: OnboardingWizardActionsProps) {
  const hintId = useId();
  const isLast = step === onboardingStepCount;
  return (
    <div className="flex flex-col gap-4 border-t border-line pt-6">
      {problem !== null ? (
        <p id={hintId} className="flex items-start gap-2 text-base text-muted">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {nextHints[problem] ?? problem}
        </p>
      ) : null}
      <div className="flex items-center gap-3">
        {step > 1 ? (
          <Button variant="secondary" size="lg" disabled={busy} onClick={onBack}>
            <ArrowLeft aria-hidden="true" className="size-5" />
            Back
          </Button>
        ) : null}
        {/* Never disabled for real: a disabled button cannot be focused or say why it does nothing. */}
        <Button
          type="submit"
          size="lg"
          className="ml-auto min-w-36 whitespace-nowrap"
          aria-disabled={problem !== null || busy ? true : undefined}
          aria-describedby={problem !== null ? hintId : undefined}
        >
          {finished ? <Check aria-hidden="true" className="size-5" /> : null}
          {nextLabel(isLast, busy, finished)}
          {isLast ? null : <ArrowRight aria-hidden="true" className="size-5" />}
        </Button>
      </div>
      <p role="status" className="sr-only">
        {finished ? setupCompleteMessage : ''}
      </p>
    </div>
  );
}

function nextLabel(isLast: boolean, busy: boolean, finished: boolean): string {
  if (!isLast) return 'Next';
  if (finished) return setupCompleteMessage;
  return busy ? 'Saving...' : 'Complete setup';
}
