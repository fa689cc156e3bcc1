import { z } from 'zod';
import type { OnboardingDraft, OnboardingStep, SinceAnswers } from '#domain/profile/onboarding.ts';
import { maxChoicesPerList } from '#domain/profile/profile.ts';
import type { TrackingPreferences } from '#domain/profile/tracking-preferences.ts';

// The wizard's answers live in sessionStorage until onboarding is complete, so a reload (or a
// browser that drops the page to save memory) does not make a tired person start again. Session
// storage ends with the tab, and the key carries the user id, so answers never reach another account.

/** `tracking` is absent until the person changes one of step 4's optional switches. */
export type StoredOnboarding = {
  step: OnboardingStep;
  draft: OnboardingDraft;
  tracking?: TrackingPreferences | undefined;
  /** Step 2's optional "Since when?" answers, by medication. */
  since?: SinceAnswers | undefined;
};

const choices = z.array(z.string().max(200)).max(maxChoicesPerList);

const storedSchema = z.object({
  step: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  draft: z.object({
    name: z.string().max(200),
    conditions: choices,
    acceptedTerms: z.boolean(),
    medications: choices,
    supplements: choices,
    symptoms: choices,
    dietaryRestrictions: choices,
    suspectedTriggers: choices,
  }),
  tracking: z
    .object({ stress: z.boolean(), sleep: z.boolean(), periods: z.boolean(), bowel: z.boolean() })
    .optional(),
  since: z
    .record(z.string().max(200), z.object({ month: z.string().max(2), year: z.string().max(4) }))
    .optional(),
});

export function onboardingStorageKey(userId: string): string {
  return `tend:onboarding:${userId}`;
}

/** The saved wizard state, or null when there is none or it is not what this version wrote. */
export function readOnboardingDraft(key: string): StoredOnboarding | null {
  try {
    const raw = sessionStorage.getItem(key);
    if (raw === null) return null;
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

// Storage can be full or switched off (private modes); the wizard still works, it just forgets.
export function writeOnboardingDraft(key: string, value: StoredOnboarding): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {}
}

export function clearOnboardingDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {}
}
