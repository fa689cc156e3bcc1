import { describe, expect, it } from 'vitest';
import {
  emptyOnboardingDraft,
  medicationsSince,
  monthText,
  type OnboardingDraft,
  onboardingCompleteSchema,
  onboardingStepSchemas,
  sinceAnswersProblem,
  sinceMessages,
  validateOnboardingStep,
} from './onboarding.ts';

const completeDraft: OnboardingDraft = {
  name: 'Ana',
  conditions: ['Rheumatoid Arthritis'],
  acceptedTerms: true,
  medications: ['none'],
  supplements: [],
  symptoms: ['Fatigue'],
  dietaryRestrictions: ['none'],
  suspectedTriggers: [],
};

function draft(changes: Partial<OnboardingDraft>): OnboardingDraft {
  return { ...completeDraft, ...changes };
}

describe('validateOnboardingStep', () => {
  it('lets a complete draft through every step', () => {
    for (const step of [1, 2, 3, 4] as const) expect(validateOnboardingStep(step, completeDraft)).toBeNull();
  });

  it('step 1 asks for the name, then a condition, then the terms, in that order', () => {
    let current = emptyOnboardingDraft();
    expect(validateOnboardingStep(1, current)).toBe('Please tell us your first name');
    current = { ...current, name: '  Ana ' };
    expect(validateOnboardingStep(1, current)).toBe('Please select at least one condition');
    current = { ...current, conditions: ['Celiac Disease'] };
    expect(validateOnboardingStep(1, current)).toBe('Terms acceptance required');
    current = { ...current, acceptedTerms: true };
    expect(validateOnboardingStep(1, current)).toBeNull();
  });

  it('step 1 does not count the bare Other marker or blank custom text as a condition', () => {
    expect(validateOnboardingStep(1, draft({ conditions: ['Other'] }))).toBe(
      'Please select at least one condition',
    );
    expect(validateOnboardingStep(1, draft({ conditions: ['Other', 'Other:   '] }))).toBe(
      'Please select at least one condition',
    );
    expect(validateOnboardingStep(1, draft({ conditions: ['Other', 'Other: Lupus'] }))).toBeNull();
  });

  it('step 1 reports a name that is too long', () => {
    expect(validateOnboardingStep(1, draft({ name: 'a'.repeat(81) }))).toBe(
      'Name must be at most 80 characters',
    );
  });

  it("step 2 needs 'none' or at least one medication", () => {
    expect(validateOnboardingStep(2, draft({ medications: [] }))).toBe('Medication selection required');
    expect(validateOnboardingStep(2, draft({ medications: ['Enbrel (etanercept)'] }))).toBeNull();
    expect(validateOnboardingStep(2, draft({ medications: ['none', 'Enbrel (etanercept)'] }))).toBe(
      'Medications: choose "No prescription medications" or specific medications, not both',
    );
  });

  it('step 3 needs at least one symptom', () => {
    expect(validateOnboardingStep(3, draft({ symptoms: [] }))).toBe('Symptom selection required');
    expect(validateOnboardingStep(3, draft({ symptoms: ['Other'] }))).toBe('Symptom selection required');
    expect(validateOnboardingStep(3, draft({ symptoms: ['Other: Night sweats'] }))).toBeNull();
  });

  it('step 4 needs a dietary restriction or a suspected trigger', () => {
    expect(validateOnboardingStep(4, draft({ dietaryRestrictions: [], suspectedTriggers: [] }))).toBe(
      'Dietary information required',
    );
    expect(
      validateOnboardingStep(4, draft({ dietaryRestrictions: [], suspectedTriggers: ['none'] })),
    ).toBeNull();
    expect(
      validateOnboardingStep(4, draft({ dietaryRestrictions: ['aip'], suspectedTriggers: [] })),
    ).toBeNull();
    expect(validateOnboardingStep(4, draft({ dietaryRestrictions: ['none', 'aip'] }))).toBe(
      'Dietary restrictions: choose "Still figuring it out" or specific diets, not both',
    );
  });

  it('checks only the fields of its own step', () => {
    const onlyStep3 = { symptoms: ['Fatigue'] };
    expect(validateOnboardingStep(3, onlyStep3)).toBeNull();
    expect(validateOnboardingStep(1, onlyStep3)).toBe('Please tell us your first name');
    expect(validateOnboardingStep(2, onlyStep3)).toBe('Medication selection required');
    expect(validateOnboardingStep(4, onlyStep3)).toBe('Dietary restrictions must be a list');
  });

  it('the step schemas give the normalised values of the step', () => {
    expect(
      onboardingStepSchemas[1].parse(draft({ name: ' Ana ', conditions: ['Other', 'Other:  Lupus'] })),
    ).toEqual({
      name: 'Ana',
      conditions: ['Other: Lupus'],
      acceptedTerms: true,
    });
  });
});

describe('onboardingCompleteSchema', () => {
  it('accepts the full answers with terms accepted', () => {
    expect(onboardingCompleteSchema.parse(completeDraft)).toEqual(completeDraft);
  });

  it('requires the terms to be accepted', () => {
    for (const acceptedTerms of [false, undefined, 'true']) {
      const result = onboardingCompleteSchema.safeParse({ ...completeDraft, acceptedTerms });
      expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
        [['acceptedTerms'], 'Terms acceptance required'],
      ]);
    }
  });

  it('carries every profile rule, in step order', () => {
    const result = onboardingCompleteSchema.safeParse({
      ...emptyOnboardingDraft(),
      name: '',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Please tell us your first name',
      'Please select at least one condition',
      'Terms acceptance required',
      'Medication selection required',
      'Symptom selection required',
      'Dietary information required',
    ]);
  });

  it('rejects unknown fields, naming them', () => {
    const result = onboardingCompleteSchema.safeParse({ ...completeDraft, onboardingComplete: true });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Unknown field "onboardingComplete"',
    ]);
  });
});

describe('"Since when?" on step 2', () => {
  const medications = ['Humira (adalimumab)', 'Other: Low-dose naltrexone', 'Other'];
  const month = (year: string, number: string) => ({ year, month: number });

  it('is optional: no answer, or both parts, go through; half an answer names the medication', () => {
    expect(sinceAnswersProblem(medications, {}, '2026-03')).toBeNull();
    expect(sinceAnswersProblem(medications, { 'Humira (adalimumab)': month('', '') }, '2026-03')).toBeNull();
    expect(sinceAnswersProblem(medications, { 'Humira (adalimumab)': month('2025', '') }, '2026-03')).toBe(
      sinceMessages.incomplete('Humira (adalimumab)'),
    );
    expect(
      sinceAnswersProblem(medications, { 'Other: Low-dose naltrexone': month('', '04') }, '2026-03'),
    ).toBe(sinceMessages.incomplete('Low-dose naltrexone'));
  });

  it('refuses a month still to come, and takes this month and any before it back to 1900', () => {
    expect(sinceAnswersProblem(medications, { 'Humira (adalimumab)': month('2026', '04') }, '2026-03')).toBe(
      sinceMessages.future('Humira (adalimumab)'),
    );
    expect(
      sinceAnswersProblem(medications, { 'Humira (adalimumab)': month('2026', '03') }, '2026-03'),
    ).toBeNull();
    expect(
      sinceAnswersProblem(medications, { 'Humira (adalimumab)': month('1900', '01') }, '2026-03'),
    ).toBeNull();
  });

  it('sends the complete answers of medications still chosen, and ignores the rest', () => {
    const answers = {
      'Humira (adalimumab)': month('2025', '03'),
      'Other: Low-dose naltrexone': month('', ''),
      Methotrexate: month('2020', '01'),
    };
    expect(medicationsSince(medications, answers)).toEqual([
      { medication: 'Humira (adalimumab)', month: '2025-03' },
    ]);
    expect(monthText('2025-03')).toBe('March 2025');
  });

  it('goes with the answers, refused before 1900, as no month, or for a medication not chosen', () => {
    const answers = { ...completeDraft, medications: ['Humira (adalimumab)'] };
    const parse = (medicationsSince: unknown) =>
      onboardingCompleteSchema.safeParse({ ...answers, medicationsSince });
    expect(parse([{ medication: 'Humira (adalimumab)', month: '2025-03' }]).success).toBe(true);
    expect(parse(undefined).success).toBe(true);
    expect(parse([{ medication: 'Humira (adalimumab)', month: '1899-12' }]).error?.issues[0]?.message).toBe(
      'The date of a medication change cannot be before 1900.',
    );
    expect(parse([{ medication: 'Humira (adalimumab)', month: '2025-13' }]).error?.issues[0]?.message).toBe(
      'The month must be written YYYY-MM.',
    );
    expect(parse([{ medication: 'Methotrexate', month: '2025-03' }]).error?.issues[0]?.message).toBe(
      sinceMessages.notChosen,
    );
  });
});
