import { useId } from 'react';
import type { OnboardingDraft } from '#domain/profile/onboarding.ts';
import { defaultTracking, type TrackingPreferences } from '#domain/profile/tracking-preferences.ts';
import { DietaryRestrictionsField } from './dietary-restrictions-field.tsx';
import { TriggerFoodsField } from './trigger-foods-field.tsx';
import type { UpdateDraft } from './use-onboarding-answers.ts';
import { TrackingChoices } from './what-else-to-track.tsx';

type DietStepProps = {
  draft: OnboardingDraft;
  update: UpdateDraft;
  /** Undefined while untouched: the switches then show the defaults for the conditions chosen. */
  tracking: TrackingPreferences | undefined;
  onTrackingChange: (value: TrackingPreferences) => void;
};

/** Step 4: the way of eating, the suspected foods, and what else to track (optional). */
export function DietStep({ draft, update, tracking, onTrackingChange }: DietStepProps) {
  const trackingHeadingId = useId();
  return (
    <>
      <div data-field="dietaryRestrictions">
        <DietaryRestrictionsField
          value={draft.dietaryRestrictions}
          onChange={update('dietaryRestrictions')}
        />
      </div>
      <div data-field="suspectedTriggers">
        <TriggerFoodsField value={draft.suspectedTriggers} onChange={update('suspectedTriggers')} />
      </div>
      <section
        aria-labelledby={trackingHeadingId}
        className="flex flex-col gap-3 rounded-xl border border-line bg-canvas p-4"
      >
        <h2 id={trackingHeadingId} className="text-xl font-semibold">
          What else to track (optional)
        </h2>
        <TrackingChoices
          legend="Beside meals and symptoms, Tend can record these. Leave them as they are if you are not sure; you can change them any time in your profile."
          value={tracking ?? defaultTracking(draft.conditions)}
          onChange={onTrackingChange}
        />
      </section>
    </>
  );
}
