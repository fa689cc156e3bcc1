import type { FormEvent, RefObject } from 'react';
import { toast } from 'sonner';
import {
  medicationsSince,
  type OnboardingDraft,
  type OnboardingStep,
  onboardingCompleteSchema,
  onboardingStepCount,
  onboardingStepSchemas,
  type SinceAnswers,
} from '#domain/profile/onboarding.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useCompleteOnboarding } from '../api/use-complete-onboarding.ts';
import type { OnboardingAnswers } from './use-onboarding-answers.ts';

export const saveFailedMessage = 'Failed to save your profile. Please try again.';

const stepOfField: Record<string, OnboardingStep> = {
  name: 1,
  conditions: 1,
  acceptedTerms: 1,
  medications: 2,
  supplements: 2,
  medicationsSince: 2,
  symptoms: 3,
  dietaryRestrictions: 4,
  suspectedTriggers: 4,
};

type OnboardingSubmitOptions = {
  answers: OnboardingAnswers;
  /** What keeps the current step from moving on, or null. */
  problem: string | null;
  /** Holds each question in an element marked with its field's name (data-field). */
  fieldsRef: RefObject<HTMLDivElement | null>;
  onCompleted: () => void;
};

/**
 * What Next does: with a problem it says so and moves focus to the question; otherwise it goes to
 * the next step, and on the last one saves the answers. `busy` is true from then on.
 */
export function useOnboardingSubmit({ answers, problem, fieldsRef, onCompleted }: OnboardingSubmitOptions) {
  const complete = useCompleteOnboarding();
  const { step, setStep, draft, since, tracking } = answers;
  const busy = complete.isPending || answers.finished;

  function focusField(field: string | undefined) {
    const container = fieldsRef.current?.querySelector(`[data-field="${field}"]`);
    container?.querySelector<HTMLElement>('input, select, button, summary')?.focus();
  }

  function saveAnswers() {
    const parsed = completeAnswers(draft, since);
    if (!parsed.success) {
      // Only reachable if an earlier step was changed behind the wizard's back (another tab).
      const issue = parsed.error.issues[0];
      toast.error(issue?.message ?? saveFailedMessage);
      setStep(stepOfField[issue?.path[0]?.toString() ?? ''] ?? 1);
      return;
    }
    complete.mutate(tracking ? { ...parsed.data, tracking } : parsed.data, {
      onSuccess: () => {
        // Said here, on the finish button and in a status region, not in a toast: a toast would outlive
        // the half second before the dashboard and cover its greeting.
        answers.finish();
        onCompleted();
      },
      onError: (error) => {
        const message = error instanceof ApiError && error.status < 500 ? error.message : saveFailedMessage;
        toast.error('Error', { description: message });
        const field = error instanceof ApiError ? error.errors?.[0]?.field.split('.')[0] : undefined;
        const errorStep = field ? stepOfField[field] : undefined;
        if (errorStep && errorStep !== step) setStep(errorStep);
      },
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (problem !== null) {
      toast.error(problem);
      const result = onboardingStepSchemas[step].safeParse(draft);
      focusField(result.error?.issues[0]?.path[0]?.toString() ?? 'medicationsSince');
      return;
    }
    if (step < onboardingStepCount) {
      setStep((step + 1) as OnboardingStep);
      return;
    }
    saveAnswers();
  }

  return { onSubmit, busy };
}

/** All the answers, checked once more as a whole, with the "Since when?" months when any were given. */
function completeAnswers(draft: OnboardingDraft, since: SinceAnswers) {
  const startMonths = medicationsSince(draft.medications, since);
  return onboardingCompleteSchema.safeParse(
    startMonths.length > 0 ? { ...draft, medicationsSince: startMonths } : draft,
  );
}
