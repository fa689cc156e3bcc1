import { describe, expect, it } from 'vitest';
import { minimalProfile } from '../profile/test-support/minimal-profile.ts';
import { exportedProfileLists } from './profile-export.ts';

describe('exportedProfileLists', () => {
  it('writes the "none" answers as yes-or-no fields, never as an item of a list', () => {
    const exported = exportedProfileLists({ ...minimalProfile, suspectedTriggers: ['none'] });
    expect(exported).toEqual({
      conditions: ['Rheumatoid Arthritis'],
      medications: [],
      takesNoPrescriptionMedications: true,
      supplements: [],
      symptoms: ['Fatigue'],
      dietaryRestrictions: [],
      stillFiguringOutDiet: true,
      suspectedTriggers: [],
      stillFiguringOutTriggers: true,
    });
    expect(JSON.stringify(exported)).not.toContain('"none"');
  });

  it('keeps every real choice, custom ones included, in order', () => {
    const exported = exportedProfileLists({
      conditions: ['Celiac Disease', 'Other: Lupus'],
      medications: ['Methotrexate', 'Other: Low-dose naltrexone'],
      supplements: ['Vitamin D'],
      symptoms: ['Fatigue', 'Other: Dry eyes'],
      dietaryRestrictions: ['gluten-free', 'dairy-free'],
      suspectedTriggers: ['dairy'],
    });
    expect(exported).toMatchObject({
      conditions: ['Celiac Disease', 'Other: Lupus'],
      medications: ['Methotrexate', 'Other: Low-dose naltrexone'],
      takesNoPrescriptionMedications: false,
      symptoms: ['Fatigue', 'Other: Dry eyes'],
      dietaryRestrictions: ['gluten-free', 'dairy-free'],
      stillFiguringOutDiet: false,
      suspectedTriggers: ['dairy'],
      stillFiguringOutTriggers: false,
    });
  });

  it('writes an empty list as empty with no answer for it', () => {
    const exported = exportedProfileLists({ ...minimalProfile, medications: [], dietaryRestrictions: [] });
    expect(exported).toMatchObject({
      medications: [],
      takesNoPrescriptionMedications: false,
      dietaryRestrictions: [],
      stillFiguringOutDiet: false,
    });
  });
});
