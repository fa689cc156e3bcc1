import { describe, expect, it } from 'vitest';
import { checkWording, numbersIn, type Wording, type WordingInput } from './wording-check.ts';

// The engine's texts as it writes them (domain/insights/wording), for one person tracking fatigue,
// digestive issues and a symptom of their own.
const input: WordingInput = {
  dailySummary: {
    day: '2026-03-10',
    meals: 2,
    checkIns: 2,
    symptoms: [
      { symptom: 'Fatigue', today: 3, usual: 2, comparison: 'higher' },
      { symptom: 'Digestive issues', today: 4, usual: 2.5, comparison: 'higher' },
      { symptom: "Raynaud's", today: null, usual: null, comparison: 'no-rating' },
    ],
    text: "Today you logged 2 meals and 2 symptom check-ins. Fatigue: 3.0 today, higher than your usual 2.0. Digestive issues: 4.0 today, higher than your usual 2.5. Not rated today: raynaud's. Today's meals included dairy; in your journal, ratings for digestive issues have tended to be higher in the 8 hours after it. In the last 7 days you logged on 7 days: 19 meals and 14 check-ins.",
  },
  patterns: [
    {
      title: 'Dairy and digestive issues',
      food: 'dairy',
      symptom: 'Digestive issues',
      confidence: 'Likely, 84%',
      description:
        'In the 8 hours after the 14 meals with dairy, your digestive issues averaged 3.1, against 2.2 at other times.',
    },
  ],
  suggestions: [
    {
      title: 'Talk over dairy and digestive issues',
      description:
        'Your ratings for digestive issues have tended to be higher in the 8 hours after dairy (likely, 84%). That is an association, not proof. If you would like to act on it, your doctor or dietitian can help you plan a fair test.',
    },
    {
      title: 'A quick check-in most days',
      description:
        'You rated your symptoms on 5 days of the last 14. A short check-in each day, good days included, gives Tend the comparison it needs.',
    },
  ],
};

const good: Wording = {
  dailySummary:
    "You logged 2 meals and 2 check-ins today, well done. Your fatigue is at 3 today, a little above your usual 2, and your digestive issues are at 4 against a usual 2.5. You haven't rated Raynaud's today. Today's meals had dairy, which in your journal has tended to come before higher digestive issues within 8 hours. Over the last 7 days you showed up on all 7 days, with 19 meals and 14 check-ins.",
  patterns: [
    {
      description:
        'Across 14 meals with dairy, your digestive issues in the following 8 hours averaged 3.1, compared with 2.2 at other times.',
    },
  ],
  suggestions: [
    {
      title: 'Dairy and your digestive issues: worth a chat',
      description:
        'Your digestive issue ratings have often been higher in the 8 hours after dairy (likely, 84%). It is a link, not proof. If you would like to look into it, your doctor or dietitian can help you plan a fair test.',
    },
    {
      title: 'A short check-in most days',
      description:
        'You rated how you felt on 5 of the last 14 days. A quick check-in every day, good days too, gives Tend what it needs to compare.',
    },
  ],
};

function withPattern(description: string): Wording {
  return { ...good, patterns: [{ description }] };
}

function problemKinds(reply: unknown): string[] {
  const result = checkWording(input, reply);
  return result.ok ? [] : result.problems.map((problem) => problem.kind);
}

describe('checkWording', () => {
  it('accepts a warmer rewrite that keeps every number, food and symptom', () => {
    expect(checkWording(input, good)).toEqual({ ok: true, value: good });
  });

  it('reads numbers written as digits or words, and 3.0 as 3', () => {
    expect(numbersIn('Two weeks, 3.0 and 84% (twice), 2,5 one time')).toEqual(['2', '3', '84', '2', '2.5']);
    expect(
      problemKinds(withPattern('Fourteen meals with dairy: 3.1 against 2.2 in the eight hours after.')),
    ).toEqual([]);
  });

  it.each([
    ['a rounded percentage', 'Likely, 85%: your digestive issues averaged 3.1 after dairy, against 2.2.'],
    [
      'a number from another item',
      'In the 8 hours after dairy, your digestive issues averaged 3.1 (usual 2.5).',
    ],
    [
      'a made-up count in words',
      'In the eight hours after ten meals with dairy, your digestive issues averaged 3.1.',
    ],
    ['a made-up duration', 'Within 24 hours of dairy your digestive issues averaged 3.1, against 2.2.'],
  ])('refuses %s', (_case, description) => {
    expect(problemKinds(withPattern(description))).toEqual(['made-up-number']);
  });

  it.each([
    [
      'a food the engine did not name',
      'After the 14 meals with dairy or gluten, your digestive issues averaged 3.1.',
    ],
    [
      'a dish that carries other foods',
      'After 14 meals like pizza, your digestive issues averaged 3.1, against 2.2.',
    ],
    [
      'a food named to be left out',
      'In the 8 hours after dairy, your digestive issues averaged 3.1; skip the wine.',
    ],
    [
      'a "-free" food',
      'After the 14 meals with dairy (gluten-free bread too), your digestive issues averaged 3.1.',
    ],
  ])('refuses %s', (_case, description) => {
    expect(problemKinds(withPattern(description))).toContain('made-up-food');
  });

  it('accepts another word for the same food', () => {
    expect(
      problemKinds(
        withPattern('After the 14 meals with milk or cheese, your digestive issues averaged 3.1.'),
      ),
    ).toEqual([]);
  });

  it('refuses a symptom the item did not name, the singular counting as the same symptom', () => {
    expect(
      problemKinds(withPattern('After 14 meals with dairy your fatigue averaged 3.1, against 2.2.')),
    ).toEqual(['made-up-symptom']);
    expect(problemKinds(withPattern('After 14 meals with dairy, headaches averaged 3.1.'))).toEqual([
      'made-up-symptom',
    ]);
    expect(
      problemKinds(withPattern('After 14 dairy meals your digestive issue score averaged 3.1.')),
    ).toEqual([]);
  });

  it("knows a person's own symptom, and reads 'digestive' as a symptom, not a biscuit", () => {
    const summary = `${good.dailySummary} Raynaud's was not rated.`;
    expect(problemKinds({ ...good, dailySummary: summary })).toEqual([]);
    const suggestion = { title: 'A quick check-in', description: "Rate your Raynaud's on 5 of 14 days." };
    expect(problemKinds({ ...good, suggestions: [good.suggestions[0], suggestion] })).toEqual([
      'made-up-symptom',
    ]);
  });

  it('checks suggestion titles as well as descriptions', () => {
    const suggestion = {
      title: 'Try a 3-week break from dairy',
      description: good.suggestions[0]?.description,
    };
    expect(problemKinds({ ...good, suggestions: [suggestion, good.suggestions[1]] })).toEqual([
      'made-up-number',
    ]);
  });

  it('refuses a reply with missing, extra or empty fields', () => {
    expect(problemKinds({ dailySummary: 'Hello' })).toContain('wrong-shape');
    expect(problemKinds({ ...good, extra: 'field' })).toEqual(['wrong-shape']);
    expect(problemKinds({ ...good, dailySummary: ' ' })).toEqual(['wrong-shape']);
    expect(problemKinds('just a sentence')).toEqual(['wrong-shape']);
  });

  it('refuses a reply with more or fewer items than were sent', () => {
    expect(problemKinds({ ...good, patterns: [] })).toEqual(['wrong-count']);
    expect(problemKinds({ ...good, suggestions: [...good.suggestions, good.suggestions[1]] })).toEqual([
      'wrong-count',
    ]);
  });

  it('tells the model what was wrong, naming the item', () => {
    const result = checkWording(input, withPattern('After 14 meals with dairy, likely 90%.'));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems[0]?.message).toMatch(/^"patterns\[0\]" contains the number 90,/);
  });
});
