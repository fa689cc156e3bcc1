import type { Ref } from 'react';
import { type OnboardingStep, onboardingStepCount } from '#domain/profile/onboarding.ts';
import { StepProgress } from '#web/components/ui/step-progress.tsx';

const stepNames = ['About you', 'Medications', 'Symptoms', 'Diet'] as const;

const steps: Record<OnboardingStep, { title: string; intro: string }> = {
  1: {
    title: 'Tell us about you',
    intro: 'A few questions so Tend fits around you. You can change every answer later in your profile.',
  },
  2: {
    title: 'Your medications',
    intro: 'This helps you see how treatment and food fit together. Tend never gives medical advice.',
  },
  3: {
    title: 'Symptoms to track',
    intro: 'Pick the ones that matter most to you. Fewer is fine: logging should feel light.',
  },
  4: {
    title: 'Food and diet',
    intro: 'Tell us how you eat now and what you wonder about. Not sure yet is a perfectly good answer.',
  },
};

/** The progress through the steps, then the step's title (which takes focus) and what it is for. */
export function OnboardingStepHeading({
  step,
  headingRef,
}: {
  step: OnboardingStep;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { title, intro } = steps[step];
  return (
    <div className="flex flex-col gap-6">
      <StepProgress steps={stepNames} current={step} />
      <div>
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="text-3xl leading-tight font-bold tracking-tight sm:text-4xl"
        >
          <span className="sr-only">
            Step {step} of {onboardingStepCount}:{' '}
          </span>
          {title}
        </h1>
        <p className="mt-3 text-lg text-muted">{intro}</p>
      </div>
    </div>
  );
}
