import { z } from 'zod';
import {
  conditionsSchema,
  dietaryInformationCheck,
  dietaryRestrictionsSchema,
  hasDietaryInformation,
  medicationsSchema,
  nameSchema,
  profileShape,
  supplementsSchema,
  suspectedTriggersSchema,
  symptomsSchema,
} from './profile.ts';
import { profileMessages, strictObjectError } from './schema-messages.ts';
import { trackingPreferencesSchema } from './tracking-preferences.ts';

export const onboardingStepCount = 4;

export type OnboardingStep = 1 | 2 | 3 | 4;

/** Everything the wizard holds while the user moves between steps. */
export type OnboardingDraft = {
  name: string;
  conditions: string[];
  acceptedTerms: boolean;
  medications: string[];
  supplements: string[];
  symptoms: string[];
  dietaryRestrictions: string[];
  suspectedTriggers: string[];
};

export function emptyOnboardingDraft(): OnboardingDraft {
  return {
    name: '',
    conditions: [],
    acceptedTerms: false,
    medications: [],
    supplements: [],
    symptoms: [],
    dietaryRestrictions: [],
    suspectedTriggers: [],
  };
}

export const acceptedTermsSchema = z.literal(true, { error: profileMessages.termsRequired });

// Fields are listed in the order they appear on each step, and zod reports issues in shape order,
// so the first issue is the toast for the first thing the user has to fix.
export const onboardingStepSchemas = {
  1: z.object({ name: nameSchema, conditions: conditionsSchema, acceptedTerms: acceptedTermsSchema }),
  2: z.object({ medications: medicationsSchema, supplements: supplementsSchema }),
  3: z.object({ symptoms: symptomsSchema }),
  4: z
    .object({ dietaryRestrictions: dietaryRestrictionsSchema, suspectedTriggers: suspectedTriggersSchema })
    .refine(hasDietaryInformation, dietaryInformationCheck),
} as const;

/**
 * The toast text for the first rule the step breaks, or null when 'Next' (or 'Finish') may go on.
 * Fields of other steps are ignored, so a half-filled draft can be checked step by step.
 */
export function validateOnboardingStep(step: OnboardingStep, draft: Partial<OnboardingDraft>): string | null {
  const result = onboardingStepSchemas[step].safeParse(draft);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

// POST /api/onboarding/complete: the whole profile in one go, plus the terms, which are required
// only here. The field order follows the steps, for the same first-issue reason as above.
export const onboardingCompleteSchema = z
  .strictObject(
    {
      name: profileShape.name,
      conditions: profileShape.conditions,
      acceptedTerms: acceptedTermsSchema,
      medications: profileShape.medications,
      supplements: profileShape.supplements,
      symptoms: profileShape.symptoms,
      dietaryRestrictions: profileShape.dietaryRestrictions,
      suspectedTriggers: profileShape.suspectedTriggers,
      // "What else to track" (issue 23), optional at the end of step 4: absent leaves the choice
      // unmade, so the defaults keep following the conditions (decision 019).
      tracking: trackingPreferencesSchema.optional(),
    },
    { error: strictObjectError('The onboarding answers') },
  )
  .refine(hasDietaryInformation, dietaryInformationCheck);

export type OnboardingCompleteInput = z.input<typeof onboardingCompleteSchema>;
export type OnboardingComplete = z.output<typeof onboardingCompleteSchema>;
