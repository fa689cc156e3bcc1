import { useEffect, useState } from 'react';
import type { OnboardingDraft, OnboardingStep, SinceAnswers } from '#domain/profile/onboarding.ts';
import type { TrackingPreferences } from '#domain/profile/tracking-preferences.ts';
import {
  clearOnboardingDraft,
  type StoredOnboarding,
  writeOnboardingDraft,
} from '../onboarding-draft-storage.ts';

/** Sets one answer of the draft: `update('name')('Ada')`. */
export type UpdateDraft = <Key extends keyof OnboardingDraft>(
  key: Key,
) => (value: OnboardingDraft[Key]) => void;

/**
 * The wizard's step and answers, kept in storage after every change so a reload picks up where the
 * person was, until `finish` marks them saved and drops the stored copy.
 */
export function useOnboardingAnswers(storageKey: string, initial: StoredOnboarding) {
  const [step, setStep] = useState<OnboardingStep>(initial.step);
  const [draft, setDraft] = useState<OnboardingDraft>(initial.draft);
  // Undefined until a switch is touched: then the choice is saved; untouched, the defaults keep
  // following the conditions, as they do for anyone who never opens "What else to track".
  const [tracking, setTracking] = useState<TrackingPreferences | undefined>(initial.tracking);
  // Step 2's optional "Since when?", by the medication's value in the list.
  const [since, setSince] = useState<SinceAnswers>(initial.since ?? {});
  const [finished, setFinished] = useState(false);

  useEffect(() => {
    if (!finished) writeOnboardingDraft(storageKey, { step, draft, tracking, since });
  }, [storageKey, step, draft, tracking, since, finished]);

  const update: UpdateDraft = (key) => (value) => setDraft((current) => ({ ...current, [key]: value }));

  function finish() {
    setFinished(true);
    clearOnboardingDraft(storageKey);
  }

  return { step, setStep, draft, update, tracking, setTracking, since, setSince, finished, finish };
}

export type OnboardingAnswers = ReturnType<typeof useOnboardingAnswers>;
