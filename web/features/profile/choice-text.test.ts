import { describe, expect, it } from 'vitest';
import { choiceText, summarizeChoices } from './choice-text.ts';

describe('choiceText', () => {
  it('shows custom entries without their prefix and catalogue ids as labels', () => {
    expect(choiceText('Other: Lupus')).toBe('Lupus');
    expect(choiceText('Celiac Disease')).toBe('Celiac Disease');
    expect(choiceText('low-fodmap', 'diet')).toBe('Low FODMAP');
    expect(choiceText('none', 'trigger')).toBe('Still figuring out triggers');
    expect(choiceText('none', 'medication')).toBe('No prescription medications');
  });
});

describe('summarizeChoices', () => {
  it('names up to three choices, then counts the rest, and ignores the bare Other marker', () => {
    expect(summarizeChoices([])).toBe('Nothing chosen yet');
    expect(summarizeChoices(['Other'])).toBe('Nothing chosen yet');
    expect(summarizeChoices(['Fatigue', 'Other: Nausea', 'Other'])).toBe('Fatigue, Nausea');
    expect(summarizeChoices(['Fatigue', 'Brain fog', 'Headaches', 'Swelling'])).toBe(
      'Fatigue, Brain fog and 2 more',
    );
  });
});
