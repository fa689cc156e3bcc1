import { describe, expect, it } from 'vitest';
import { defaultTracking, hasBowelCondition, resolveTracking } from './tracking-preferences.ts';

describe('what else to track', () => {
  it('offers bowel movements by default to people with IBD, Crohn’s, ulcerative colitis or celiac disease', () => {
    for (const condition of [
      'Inflammatory Bowel Disease (IBD)',
      "Crohn's Disease",
      'Ulcerative Colitis',
      'Celiac Disease',
    ]) {
      expect(hasBowelCondition(['Rheumatoid Arthritis', condition])).toBe(true);
      expect(defaultTracking([condition]).bowel).toBe(true);
    }
    expect(defaultTracking(['Rheumatoid Arthritis', 'Other: gut trouble'])).toEqual({
      stress: true,
      sleep: true,
      periods: false,
      bowel: false,
    });
  });

  it('keeps what the person chose over the defaults', () => {
    expect(resolveTracking({ bowel: false, periods: true, stress: null }, ["Crohn's Disease"])).toEqual({
      stress: true,
      sleep: true,
      periods: true,
      bowel: false,
    });
  });
});
