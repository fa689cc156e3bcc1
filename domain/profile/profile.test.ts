import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conditionOptions } from '../catalogues/conditions.ts';
import { dietOptions } from '../catalogues/diets.ts';
import { triggerFoodOptions } from '../catalogues/trigger-foods.ts';
import { maxChoicesPerList, maxNameLength, type ProfileInput, profileSchema } from './profile.ts';

const validProfile: ProfileInput = {
  name: 'Ana',
  conditions: ['Ankylosing Spondylitis'],
  medications: ['Humira (adalimumab)', 'Methotrexate'],
  supplements: ['Vitamin D'],
  symptoms: ['Joint pain', 'Fatigue'],
  dietaryRestrictions: ['gluten-free'],
  suspectedTriggers: ['nightshades', 'alcohol'],
};

function issuesOf(input: unknown) {
  const result = profileSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
}

function parse(changes: Partial<Record<keyof ProfileInput, unknown>>) {
  return profileSchema.parse({ ...validProfile, ...changes });
}

describe('profileSchema: a complete profile', () => {
  it('parses a valid profile unchanged', () => {
    expect(profileSchema.parse(validProfile)).toEqual(validProfile);
  });

  it('allows no supplements', () => {
    expect(parse({ supplements: [] }).supplements).toEqual([]);
  });

  it("accepts 'none' alone for medications, diets and triggers", () => {
    const profile = parse({
      medications: ['none'],
      dietaryRestrictions: ['none'],
      suspectedTriggers: ['none'],
    });
    expect(profile.medications).toEqual(['none']);
    expect(profile.dietaryRestrictions).toEqual(['none']);
    expect(profile.suspectedTriggers).toEqual(['none']);
  });
});

describe('profileSchema: name', () => {
  it('is trimmed', () => {
    expect(parse({ name: '  Ana  ' }).name).toBe('Ana');
  });

  it('is required, also when blank or missing', () => {
    for (const name of ['', '   ', undefined]) {
      expect(issuesOf({ ...validProfile, name })).toEqual([
        { path: ['name'], message: 'Please tell us your first name' },
      ]);
    }
  });

  it(`is at most ${maxNameLength} characters after trimming`, () => {
    expect(parse({ name: ` ${'a'.repeat(maxNameLength)} ` }).name).toHaveLength(maxNameLength);
    expect(issuesOf({ ...validProfile, name: 'a'.repeat(maxNameLength + 1) })).toEqual([
      { path: ['name'], message: 'Name must be at most 80 characters' },
    ]);
  });

  it('is single-line text', () => {
    expect(issuesOf({ ...validProfile, name: 'Ana\nBel' })).toEqual([
      { path: ['name'], message: 'Name cannot contain line breaks or other control characters' },
    ]);
    expect(issuesOf({ ...validProfile, name: 42 })).toEqual([
      { path: ['name'], message: 'Name must be text' },
    ]);
  });
});

describe('profileSchema: custom Other entries', () => {
  it('are trimmed, and empty ones and the bare marker are ignored', () => {
    const profile = parse({
      conditions: ['Celiac Disease', 'Other', ' Other:   Lupus  ', 'Other:   ', '  '],
      symptoms: ['Other:Night sweats', 'Other', 'Fatigue '],
    });
    expect(profile.conditions).toEqual(['Celiac Disease', 'Other: Lupus']);
    expect(profile.symptoms).toEqual(['Other: Night sweats', 'Fatigue']);
  });

  it('are accepted for medications and supplements too', () => {
    const profile = parse({ medications: ['Other: Entyvio (vedolizumab)'], supplements: ['Other: Iron'] });
    expect(profile.medications).toEqual(['Other: Entyvio (vedolizumab)']);
    expect(profile.supplements).toEqual(['Other: Iron']);
  });

  it('drop duplicates, comparing custom text without case', () => {
    expect(
      parse({ conditions: ['Other: Lupus', 'Other: lupus', 'Celiac Disease', 'Celiac Disease'] }).conditions,
    ).toEqual(['Other: Lupus', 'Celiac Disease']);
  });

  it('have at most 100 characters of text, and no control characters', () => {
    expect(parse({ symptoms: [`Other: ${'x'.repeat(100)}`] }).symptoms).toHaveLength(1);
    expect(issuesOf({ ...validProfile, symptoms: [`Other: ${'x'.repeat(101)}`] })).toEqual([
      { path: ['symptoms', 0], message: 'A custom symptom can be at most 100 characters' },
    ]);
    expect(issuesOf({ ...validProfile, conditions: ['Other: a\u0007b'] })).toEqual([
      {
        path: ['conditions', 0],
        message: 'A custom condition cannot contain line breaks or other control characters',
      },
    ]);
  });

  it('only a bare marker counts as no condition', () => {
    expect(issuesOf({ ...validProfile, conditions: ['Other', 'Other: '] })).toEqual([
      { path: ['conditions'], message: 'Please select at least one condition' },
    ]);
  });
});

describe('profileSchema: catalogue values', () => {
  it('rejects an unknown condition or symptom, naming the value and the way out', () => {
    expect(issuesOf({ ...validProfile, conditions: ['Celiac Disease', 'Lupus'] })).toEqual([
      {
        path: ['conditions', 1],
        message: 'Unknown condition "Lupus". Choose one from the list or add it under Other',
      },
    ]);
    expect(issuesOf({ ...validProfile, symptoms: ['fatigue'] })[0]?.message).toMatch(
      /^Unknown symptom "fatigue"/,
    );
  });

  it('shortens a long unknown value in the message', () => {
    const message = issuesOf({ ...validProfile, supplements: ['y'.repeat(5000)] })[0]?.message ?? '';
    expect(message).toContain(`"${'y'.repeat(40)}…"`);
    expect(message.length).toBeLessThan(120);
  });

  it('takes diet and trigger ids, not labels', () => {
    expect(issuesOf({ ...validProfile, dietaryRestrictions: ['Gluten-free'] })).toEqual([
      { path: ['dietaryRestrictions', 0], message: 'Unknown dietary restriction "Gluten-free"' },
    ]);
    expect(issuesOf({ ...validProfile, suspectedTriggers: ['Other: Tomatoes'] })).toEqual([
      { path: ['suspectedTriggers', 0], message: 'Unknown suspected trigger "Other: Tomatoes"' },
    ]);
  });

  it('takes medication labels, not bare brand names', () => {
    expect(issuesOf({ ...validProfile, medications: ['Humira'] })[0]).toMatchObject({
      path: ['medications', 0],
      message: expect.stringMatching(/^Unknown medication "Humira"/),
    });
  });

  it('rejects values that are not text', () => {
    expect(issuesOf({ ...validProfile, conditions: [7] })).toEqual([
      { path: ['conditions', 0], message: 'Conditions must be a list of text values' },
    ]);
    expect(issuesOf({ ...validProfile, symptoms: 'Fatigue' })).toEqual([
      { path: ['symptoms'], message: 'Symptoms must be a list' },
    ]);
  });
});

describe('profileSchema: none is exclusive', () => {
  it('in dietary restrictions', () => {
    expect(issuesOf({ ...validProfile, dietaryRestrictions: ['none', 'vegan'] })).toEqual([
      {
        path: ['dietaryRestrictions'],
        message: 'Dietary restrictions: choose "Still figuring it out" or specific diets, not both',
      },
    ]);
  });

  it('in suspected triggers', () => {
    expect(issuesOf({ ...validProfile, suspectedTriggers: ['dairy', 'none'] })).toEqual([
      {
        path: ['suspectedTriggers'],
        message: 'Suspected triggers: choose "Still figuring out triggers" or specific foods, not both',
      },
    ]);
  });

  it('in medications', () => {
    expect(issuesOf({ ...validProfile, medications: ['none', 'Other: Entyvio'] })).toEqual([
      {
        path: ['medications'],
        message: 'Medications: choose "No prescription medications" or specific medications, not both',
      },
    ]);
  });

  it('for any selection of diets or triggers', () => {
    const fields = [
      ['dietaryRestrictions', dietOptions.map((option) => option.id)],
      ['suspectedTriggers', triggerFoodOptions.map((option) => option.id)],
    ] as const;
    for (const [field, ids] of fields) {
      fc.assert(
        fc.property(fc.uniqueArray(fc.constantFrom(...ids), { minLength: 1 }), (selection) => {
          const result = profileSchema.safeParse({ ...validProfile, [field]: selection });
          const mixesNone = selection.includes('none') && selection.length > 1;
          expect(result.success).toBe(!mixesNone);
          if (!result.success) expect(result.error.issues[0]?.path).toEqual([field]);
        }),
      );
    }
  });

  it('duplicates of none alone are still just none', () => {
    expect(parse({ dietaryRestrictions: ['none', ' none '] }).dietaryRestrictions).toEqual(['none']);
  });
});

describe('profileSchema: required answers (the onboarding rules hold on the profile page too)', () => {
  it('needs a condition, a medication answer and a symptom', () => {
    expect(issuesOf({ ...validProfile, conditions: [], medications: [], symptoms: [] })).toEqual([
      { path: ['conditions'], message: 'Please select at least one condition' },
      { path: ['medications'], message: 'Medication selection required' },
      { path: ['symptoms'], message: 'Symptom selection required' },
    ]);
  });

  it('needs a diet or a trigger, either one being enough', () => {
    expect(issuesOf({ ...validProfile, dietaryRestrictions: [], suspectedTriggers: [] })).toEqual([
      { path: ['dietaryRestrictions'], message: 'Dietary information required' },
    ]);
    expect(parse({ dietaryRestrictions: [], suspectedTriggers: ['none'] }).suspectedTriggers).toEqual([
      'none',
    ]);
    expect(parse({ dietaryRestrictions: ['keto'], suspectedTriggers: [] }).dietaryRestrictions).toEqual([
      'keto',
    ]);
  });

  it('reports a broken diet list as itself, not as missing dietary information', () => {
    expect(issuesOf({ ...validProfile, dietaryRestrictions: ['bogus'], suspectedTriggers: [] })).toEqual([
      { path: ['dietaryRestrictions', 0], message: 'Unknown dietary restriction "bogus"' },
    ]);
  });

  it('names every missing field', () => {
    expect(issuesOf({}).map((issue) => issue.path[0])).toEqual([
      'name',
      'conditions',
      'medications',
      'supplements',
      'symptoms',
      'dietaryRestrictions',
      'suspectedTriggers',
    ]);
  });
});

describe('profileSchema: limits', () => {
  it(`accepts at most ${maxChoicesPerList} entries in a list`, () => {
    const custom = (count: number) => Array.from({ length: count }, (_, index) => `Other: Symptom ${index}`);
    expect(parse({ symptoms: custom(maxChoicesPerList) }).symptoms).toHaveLength(maxChoicesPerList);
    expect(issuesOf({ ...validProfile, symptoms: custom(maxChoicesPerList + 1) })).toEqual([
      { path: ['symptoms'], message: 'Symptoms: choose at most 50' },
    ]);
  });
});

describe('profileSchema: strict', () => {
  it('rejects unknown fields, naming them', () => {
    expect(issuesOf({ ...validProfile, userId: 'someone-else' })).toEqual([
      { path: [], message: 'Unknown field "userId"' },
    ]);
    expect(issuesOf({ ...validProfile, onboardingComplete: true, timezone: 'UTC' })).toEqual([
      { path: [], message: 'Unknown fields "onboardingComplete", "timezone"' },
    ]);
  });

  it('rejects a body that is not an object', () => {
    for (const body of [null, [], 'profile']) {
      expect(issuesOf(body)).toEqual([{ path: [], message: 'The profile must be an object' }]);
    }
  });
});

describe('profileSchema: trimming', () => {
  it('stores catalogue labels trimmed, whatever the padding', () => {
    const labels = conditionOptions.map((option) => option.label).filter((label) => label !== 'Other');
    const padding = fc.constantFrom('', ' ', '  ', '\t', '\n ');
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...labels), { minLength: 1 }),
        padding,
        padding,
        (chosen, before, after) => {
          const profile = parse({ conditions: chosen.map((label) => `${before}${label}${after}`) });
          expect(profile.conditions).toEqual(chosen);
        },
      ),
    );
  });
});
