import { describe, expect, it } from 'vitest';
import { planExperiment } from '../insights/index.ts';
import { EXPERIMENT_FOODS } from '../schemas/experiment.ts';
import { PORTION_EXAMPLES } from './experiment-portions.ts';
import {
  adherenceSentence,
  cannotTell,
  checkInAdvice,
  dayRuleSentence,
  probabilityWords,
  resultIntro,
  shouldAcknowledgeSlip,
  slipAcknowledgement,
  todayHeadline,
  verdictSentence,
  whatToExpect,
} from './experiment-wording.ts';

describe('what today asks', () => {
  it('says the day and the rule on a day without the food', () => {
    expect(
      todayHeadline(
        {
          kind: 'day',
          number: 9,
          total: 33,
          phaseDay: 6,
          portion: null,
          day: { date: '2026-03-09', phase: 'avoid', food: 'avoid' },
          next: null,
        },
        'dairy',
      ),
    ).toBe('Day 9 of 33: no dairy today');
  });

  it('says the portion with an everyday example on a reintroduction day', () => {
    expect(
      todayHeadline(
        {
          kind: 'day',
          number: 16,
          total: 35,
          phaseDay: 1,
          portion: { number: 2, total: 6 },
          day: { date: '2026-03-16', phase: 'reintroduce', food: 'eat', portion: 'medium' },
          next: null,
        },
        'dairy',
      ),
    ).toBe('Reintroduction, portion 2 of 6: have a medium portion of dairy, for example a glass of milk');
  });

  it('counts down before the first day and says eat as usual on usual days', () => {
    expect(todayHeadline({ kind: 'before', daysUntil: 1 }, 'red-meat')).toBe(
      'Your red meat experiment starts tomorrow',
    );
    expect(todayHeadline({ kind: 'before', daysUntil: 4 }, 'eggs')).toBe(
      'Your eggs experiment starts in 4 days',
    );
    expect(
      todayHeadline(
        {
          kind: 'day',
          number: 2,
          total: 33,
          phaseDay: 2,
          portion: null,
          day: { date: '2026-03-02', phase: 'baseline', food: 'as-usual' },
          next: null,
        },
        'gluten',
      ),
    ).toBe('Day 2 of 33: eat as usual today');
  });

  it('asks for a check-in each day, and two around a portion', () => {
    expect(checkInAdvice({ food: 'avoid' }, 0)).toBe(
      'Still needed today: a check-in, rating the symptoms you watch.',
    );
    expect(checkInAdvice({ food: 'avoid' }, 1)).toBe("Today's check-in is done. Thank you.");
    expect(checkInAdvice({ food: 'eat' }, 0)).toContain('this evening, and another tomorrow morning');
  });

  it('has an example of every portion of every food', () => {
    for (const food of EXPERIMENT_FOODS) {
      for (const portion of ['small', 'medium', 'large'] as const) {
        expect(PORTION_EXAMPLES[food][portion].length).toBeGreaterThan(3);
        expect(dayRuleSentence({ food: 'eat', portion }, food)).toContain(PORTION_EXAMPLES[food][portion]);
      }
    }
  });
});

describe('a slip on a day without the food', () => {
  it('is acknowledged kindly when the meal has the food on an avoid day only', () => {
    expect(slipAcknowledgement('dairy')).toBe('That has dairy. It happens; Tend takes it into account.');
    expect(shouldAcknowledgeSlip({ food: 'avoid' }, 'dairy', ['dairy', 'gluten'])).toBe(true);
    expect(shouldAcknowledgeSlip({ food: 'avoid' }, 'dairy', ['gluten'])).toBe(false);
    expect(shouldAcknowledgeSlip({ food: 'eat' }, 'dairy', ['dairy'])).toBe(false);
    expect(shouldAcknowledgeSlip({ food: 'as-usual' }, 'dairy', ['dairy'])).toBe(false);
    expect(shouldAcknowledgeSlip(null, 'dairy', ['dairy'])).toBe(false);
  });
});

describe('the result in plain words', () => {
  it('says a raise with its effect, interval and the shown percentage', () => {
    expect(
      verdictSentence(
        {
          symptom: 'Digestive issues',
          probability: 0.962,
          verdict: 'raises',
          effect: { estimate: 1.23, low: 0.71, high: 1.68 },
        },
        'dairy',
      ),
    ).toBe(
      'Dairy very likely raises your digestive issues: about 1.2 points higher in the day after a medium portion of dairy (likely between 0.7 and 1.7). 96%.',
    );
  });

  it('uses the Insights words for the probability, never 100%', () => {
    expect(probabilityWords({ probability: 0.999 })).toBe('Very likely, 99%');
    expect(probabilityWords({ probability: 0.85 })).toBe('Likely, 85%');
  });

  it('says no clear effect and not enough data without overclaiming', () => {
    const none = verdictSentence(
      {
        symptom: 'Fatigue',
        probability: 0.08,
        verdict: 'no-clear-effect',
        effect: { estimate: -0.04, low: -0.4, high: 0.3 },
      },
      'gluten',
    );
    expect(none).toBe(
      'Gluten shows no clear effect on your fatigue: an effect of a point or more is unlikely. The estimate is 0.0 points (likely between -0.4 and 0.3). Chance that it raises it at all: 8%.',
    );
    expect(
      verdictSentence(
        { symptom: 'Other: Itchy skin', probability: 0.3, verdict: 'not-enough-data', effect: null },
        'eggs',
      ),
    ).toBe(
      'Not enough data to say whether eggs affects your itchy skin. Chance so far that it raises it: 30%.',
    );
  });

  it('says how closely the plan was kept, and what it cannot tell', () => {
    expect(adherenceSentence({ days: 0, followed: 0 })).toBe('No day with a food rule has passed yet.');
    expect(adherenceSentence({ days: 26, followed: 24 })).toBe(
      '24 of 26 days with a food rule kept, as far as your journal shows.',
    );
    const analysis = { status: 'finished' as const, results: [], adherence: { days: 26, followed: 24 } };
    expect(cannotTell('dairy', analysis).at(-1)).toContain('not kept or not logged');
    expect(
      cannotTell('dairy', { ...analysis, adherence: { days: 26, followed: 26 } }).join(' '),
    ).not.toContain('not kept');
  });

  it('introduces a partial result only once the food has come back', () => {
    expect(
      resultIntro({ food: 'dairy', state: 'stopped', reintroduced: false, daysDone: 9, totalDays: 33 }),
    ).toContain('before dairy came back, so there is nothing to compare yet');
    expect(
      resultIntro({ food: 'dairy', state: 'stopped', reintroduced: true, daysDone: 22, totalDays: 33 }),
    ).toContain('partial result');
  });
});

describe('what to expect', () => {
  it("counts the plan's days and portions and names the sizes it asks for, smallest first", () => {
    const plan = planExperiment({
      food: 'dairy',
      symptoms: ['Bloating'],
      start: '2026-03-01',
      timeZone: 'UTC',
    });
    const eat = plan.days.filter((day) => day.food === 'eat');
    const [first] = whatToExpect('dairy', plan);
    expect(first).toBe(
      `${plan.days.length} days in all: ${plan.days.filter((day) => day.phase === 'avoid').length} days without dairy, then ${eat.length} planned portions of it (medium and large), each followed by days without it.`,
    );
    const small = {
      days: [
        {
          date: '2026-03-01',
          phase: 'reintroduce' as const,
          food: 'eat' as const,
          portion: 'small' as const,
        },
      ],
    };
    expect(whatToExpect('dairy', small)[0]).toContain('then 1 planned portion of it (small)');
  });
});
