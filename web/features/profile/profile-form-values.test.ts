import { describe, expect, it } from 'vitest';
import { profileSchema } from '#domain/profile/profile.ts';
import { toProfileFormValues, withOtherTicked } from './profile-form-values.ts';

describe('withOtherTicked', () => {
  it('ticks Other when custom entries were saved, once', () => {
    expect(withOtherTicked(['Fatigue', 'Other: Nausea'])).toEqual(['Fatigue', 'Other: Nausea', 'Other']);
    expect(withOtherTicked(['Other: Nausea', 'Other'])).toEqual(['Other: Nausea', 'Other']);
    expect(withOtherTicked(['Fatigue'])).toEqual(['Fatigue']);
  });
});

describe('toProfileFormValues', () => {
  it('keeps only the editable fields, so the strict profile schema accepts what the form sends', () => {
    const values = toProfileFormValues({
      name: 'Robin',
      conditions: ['Other: Lupus'],
      medications: ['none'],
      supplements: [],
      symptoms: ['Fatigue'],
      dietaryRestrictions: ['none'],
      suspectedTriggers: ['dairy'],
      ...{ timezone: 'UTC', onboardingComplete: true, updatedAt: null },
    });
    expect(profileSchema.safeParse(values).success).toBe(true);
    expect(values.conditions).toEqual(['Other: Lupus', 'Other']);
  });
});
