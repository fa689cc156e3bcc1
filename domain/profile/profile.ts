import { z } from 'zod';
import { noneId } from '../catalogues/catalogue-option.ts';
import { isKnownCondition } from '../catalogues/conditions.ts';
import { dietLabel, isDietId } from '../catalogues/diets.ts';
import { isKnownMedication, noMedicationsOption } from '../catalogues/medications.ts';
import { isOtherValue, maxCustomTextLength, otherText } from '../catalogues/other-value.ts';
import { isKnownSupplement } from '../catalogues/supplements.ts';
import { isKnownSymptom } from '../catalogues/symptoms.ts';
import { isTriggerFoodId, triggerFoodLabel } from '../catalogues/trigger-foods.ts';
import { normalizeChoice, normalizeChoiceList } from '../common/choice-list.ts';
import { preview, profileMessages, strictObjectError } from '../common/schema-messages.ts';
import { isStorableText, storableTextCheck } from '../common/storable-text.ts';

// The editable health profile (PUT /api/profile and the profile page). Storage: conditions,
// symptoms, medications and supplements keep catalogue labels, custom entries as 'Other: text';
// diets and triggers keep catalogue ids; medications is ['none'] or at least one medication.
//
// The profile page keeps every onboarding rule (a condition, a medication answer, a symptom, a
// dietary answer), so editing can never leave a profile that onboarding would have refused; each
// list has a 'none' or Other way out, so the rules never force a false answer.

export const maxNameLength = 80;
export const maxChoicesPerList = 50;

// Names and custom entries are single-line text; a control character there is never intended.
const controlCharacter = /\p{Cc}/u;

export const nameSchema = z
  .string({
    error: (issue) => (issue.input === undefined ? profileMessages.nameRequired : 'Name must be text'),
  })
  .refine(isStorableText, storableTextCheck('Name'))
  .trim()
  .min(1, profileMessages.nameRequired)
  .max(maxNameLength, `Name must be at most ${maxNameLength} characters`)
  .refine(
    (name) => !controlCharacter.test(name),
    'Name cannot contain line breaks or other control characters',
  );

type ChoiceRules = {
  /** The field as people read it, capitalised: 'Conditions'. */
  readonly field: string;
  /** One item, for messages: 'condition'. */
  readonly noun: string;
  readonly isKnown: (value: string) => boolean;
  readonly allowsCustom: boolean;
  /** Message when nothing is chosen; absent when the list may be empty. */
  readonly required?: string;
  /** Message when 'none' is combined with other choices; absent when the list has no 'none'. */
  readonly exclusiveNone?: string;
};

function choiceProblem(value: string, rules: ChoiceRules): string | null {
  if (rules.allowsCustom && isOtherValue(value)) {
    const text = otherText(value);
    if (text.length > maxCustomTextLength) {
      return `A custom ${rules.noun} can be at most ${maxCustomTextLength} characters`;
    }
    return controlCharacter.test(text)
      ? `A custom ${rules.noun} cannot contain line breaks or other control characters`
      : null;
  }
  if (rules.isKnown(value)) return null;
  const hint = rules.allowsCustom ? '. Choose one from the list or add it under Other' : '';
  return `Unknown ${rules.noun} "${preview(value)}"${hint}`;
}

function choiceListSchema(rules: ChoiceRules) {
  const choice = z
    .string({ error: `${rules.field} must be a list of text values` })
    .refine(isStorableText, storableTextCheck(rules.field))
    .transform(normalizeChoice)
    .superRefine((value, ctx) => {
      const problem = value === null ? null : choiceProblem(value, rules);
      if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
    });
  return z
    .array(choice, {
      error: (issue) =>
        issue.input === undefined && rules.required !== undefined
          ? rules.required
          : `${rules.field} must be a list`,
    })
    .max(maxChoicesPerList, `${rules.field}: choose at most ${maxChoicesPerList}`)
    .transform((values) => normalizeChoiceList(values.filter((value) => value !== null)))
    .superRefine((values, ctx) => {
      if (rules.required !== undefined && values.length === 0) {
        ctx.addIssue({ code: 'custom', message: rules.required });
      }
      if (rules.exclusiveNone !== undefined && values.includes(noneId) && values.length > 1) {
        ctx.addIssue({ code: 'custom', message: rules.exclusiveNone });
      }
    });
}

export const conditionsSchema = choiceListSchema({
  field: 'Conditions',
  noun: 'condition',
  isKnown: isKnownCondition,
  allowsCustom: true,
  required: profileMessages.conditionsRequired,
});

export const medicationsSchema = choiceListSchema({
  field: 'Medications',
  noun: 'medication',
  isKnown: (value) => value === noneId || isKnownMedication(value),
  allowsCustom: true,
  required: profileMessages.medicationsRequired,
  exclusiveNone: `Medications: choose "${noMedicationsOption.label}" or specific medications, not both`,
});

export const supplementsSchema = choiceListSchema({
  field: 'Supplements',
  noun: 'supplement',
  isKnown: isKnownSupplement,
  allowsCustom: true,
});

export const symptomsSchema = choiceListSchema({
  field: 'Symptoms',
  noun: 'symptom',
  isKnown: isKnownSymptom,
  allowsCustom: true,
  required: profileMessages.symptomsRequired,
});

export const dietaryRestrictionsSchema = choiceListSchema({
  field: 'Dietary restrictions',
  noun: 'dietary restriction',
  isKnown: isDietId,
  allowsCustom: false,
  exclusiveNone: `Dietary restrictions: choose "${dietLabel(noneId)}" or specific diets, not both`,
});

export const suspectedTriggersSchema = choiceListSchema({
  field: 'Suspected triggers',
  noun: 'suspected trigger',
  isKnown: isTriggerFoodId,
  allowsCustom: false,
  exclusiveNone: `Suspected triggers: choose "${triggerFoodLabel(noneId)}" or specific foods, not both`,
});

/** Step 4's rule: a diet or a trigger, where 'none' (still figuring it out) counts as an answer. */
export function hasDietaryInformation(profile: {
  readonly dietaryRestrictions: readonly string[];
  readonly suspectedTriggers: readonly string[];
}): boolean {
  return profile.dietaryRestrictions.length > 0 || profile.suspectedTriggers.length > 0;
}

const dietaryFields: readonly PropertyKey[] = ['dietaryRestrictions', 'suspectedTriggers'];

/**
 * Refinement options for hasDietaryInformation. It runs only once both lists parsed, so a broken
 * list reports its own problem rather than a misleading "required".
 */
export const dietaryInformationCheck = {
  message: profileMessages.dietaryRequired,
  path: ['dietaryRestrictions'],
  when: (payload: { issues: readonly { path?: readonly PropertyKey[] | undefined }[] }) =>
    payload.issues.every((issue) => {
      const field = issue.path?.[0];
      return field !== undefined && !dietaryFields.includes(field);
    }),
};

export const profileShape = {
  name: nameSchema,
  conditions: conditionsSchema,
  medications: medicationsSchema,
  supplements: supplementsSchema,
  symptoms: symptomsSchema,
  dietaryRestrictions: dietaryRestrictionsSchema,
  suspectedTriggers: suspectedTriggersSchema,
};

export const profileSchema = z
  .strictObject(profileShape, { error: strictObjectError('The profile') })
  .refine(hasDietaryInformation, dietaryInformationCheck);

export type ProfileInput = z.input<typeof profileSchema>;
export type Profile = z.output<typeof profileSchema>;
