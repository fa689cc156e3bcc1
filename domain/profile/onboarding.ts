import { z } from 'zod';
import { isMedication, medicationName, monthKeySchema } from '#domain/medication-changes/public.ts';
import { MONTH_NAMES } from '../common/day-key.ts';
import { profileMessages, strictObjectError } from '../common/schema-messages.ts';
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
import { trackingPreferencesSchema } from './tracking-preferences-schema.ts';

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

/**
 * Step 2's optional "Since when?" for one medication: a month ('01'-'12') and a year, each '' until
 * chosen. Only the month is asked: few people know the day they started a medicine years ago, and
 * a made-up day would show on their timeline and their doctor's report as if it were known.
 */
export type SinceAnswer = { month: string; year: string };
export type SinceAnswers = Readonly<Record<string, SinceAnswer>>;

export const sinceMessages = {
  incomplete: (medication: string) =>
    `Please choose both the month and the year you started ${medication}, or leave both empty.`,
  future: (medication: string) => `The month you started ${medication} cannot be in the future.`,
  notChosen: 'A start month was given for a medication that is not among your medications.',
} as const;

/** The medications of the list a start month can be asked for: not 'none', not the bare Other. */
export function datableMedications(medications: readonly string[]): string[] {
  return medications.filter(isMedication);
}

/**
 * The first "since when?" answer that cannot be saved, or null: half an answer, or a month after
 * `thisMonth` (YYYY-MM, the person's own). Answers for medications no longer chosen are ignored.
 */
export function sinceAnswersProblem(
  medications: readonly string[],
  answers: SinceAnswers,
  thisMonth: string,
): string | null {
  for (const medication of datableMedications(medications)) {
    const answer = answers[medication];
    if (!answer || (answer.month === '' && answer.year === '')) continue;
    const name = medicationName(medication);
    if (answer.month === '' || answer.year === '') return sinceMessages.incomplete(name);
    if (`${answer.year}-${answer.month}` > thisMonth) return sinceMessages.future(name);
  }
  return null;
}

/** The complete answers, as POST /api/onboarding/complete takes them. */
export function medicationsSince(
  medications: readonly string[],
  answers: SinceAnswers,
): { medication: string; month: string }[] {
  return datableMedications(medications).flatMap((medication) => {
    const answer = answers[medication];
    return answer && answer.month !== '' && answer.year !== ''
      ? [{ medication, month: `${answer.year}-${answer.month}` }]
      : [];
  });
}

/** "March 2025" for 2025-03. */
export function monthText(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[number - 1] ?? ''} ${year}`;
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
      // "What else to track", optional at the end of step 4: absent leaves the choice
      // unmade, so the defaults keep following the conditions (decision 019).
      tracking: trackingPreferencesSchema.optional(),
      // Step 2's optional "Since when?": each becomes a 'started' change known by its month, so a
      // medicine taken since before Tend reaches the timeline, the report and the insights' starting
      // state. A month in the future is refused by the server, which knows the person's calendar.
      medicationsSince: z
        .array(z.strictObject({ medication: z.string(), month: monthKeySchema }), {
          error: 'The start months must be a list.',
        })
        .max(100)
        .optional(),
    },
    { error: strictObjectError('The onboarding answers') },
  )
  .refine(hasDietaryInformation, dietaryInformationCheck)
  .refine(
    (answers) => {
      // By name: the lists are normalised (a custom entry trimmed) after the wizard keyed its answers.
      const chosen = new Set(answers.medications.map(sinceName));
      return (answers.medicationsSince ?? []).every((since) => chosen.has(sinceName(since.medication)));
    },
    { error: sinceMessages.notChosen, path: ['medicationsSince'] },
  );

/** The name a start month is recorded under: a custom entry without 'Other: ', trimmed. */
export const sinceName = (medication: string) => medicationName(medication).trim();

export type OnboardingCompleteInput = z.input<typeof onboardingCompleteSchema>;
export type OnboardingComplete = z.output<typeof onboardingCompleteSchema>;
