import { describe, expect, it } from 'vitest';
import { planExperiment } from '../insights/index.ts';
import { EXPERIMENT_FOODS } from './experiment-schema.ts';
import { PORTION_EXAMPLES } from './portions.ts';
import {
  adherenceSentence,
  cannotTell,
  checkInAdvice,
  dayRuleSentence,
  experimentSpan,
  experimentStateLabel,
  experimentStatusLine,
  planDayLabel,
  planReasons,
  resultIntro,
  shouldAcknowledgeSlip,
  slipAcknowledgement,
  todayHeadline,
  verdictBadge,
  verdictLabel,
  verdictSentence,
  whatToExpect,
} from './wording.ts';

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
  it('says a raise with the chance that it raises the symptom, its effect and interval', () => {
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
      'Dairy very likely raises your digestive issues (96% chance): about 1.2 points higher in the day after a medium portion of dairy (likely between 0.7 and 1.7).',
    );
  });

  it('never ends a sentence or a badge on a bare percentage, and never shows 100%', () => {
    for (const verdict of ['raises', 'no-clear-effect', 'not-enough-data'] as const) {
      for (const probability of [0, 0.08, 0.5, 0.999, 1]) {
        for (const effect of [null, { estimate: 0.2, low: -0.1, high: 0.5 }]) {
          const result = { symptom: 'Fatigue', probability, verdict, effect };
          const sentence = verdictSentence(result, 'gluten');
          expect(sentence).not.toMatch(/\d%\.?$/);
          expect(sentence).not.toMatch(/\d%\./);
          expect(sentence).not.toContain('100%');
          expect(sentence).toMatch(/\(\d+% chance[^)]*\)/);
          expect(verdictBadge(result)).toMatch(/^[A-Z][a-z ]+ \(\d+% chance[^)]*\)$/);
        }
      }
    }
    expect(verdictBadge({ probability: 0.999, verdict: 'raises' })).toBe('Raises it (99% chance)');
  });

  it('says what the chance is of beside "No clear effect", in the badge as in the sentence', () => {
    const result = {
      symptom: 'Fatigue',
      probability: 0.08,
      verdict: 'no-clear-effect' as const,
      effect: { estimate: -0.04, low: -0.4, high: 0.3 },
    };
    expect(verdictBadge(result)).toBe('No clear effect (8% chance of any rise at all)');
    expect(verdictBadge(result)).not.toMatch(/Unlikely/);
    const sentence = verdictSentence(result, 'gluten');
    expect(sentence).toBe(
      'Gluten shows no clear effect on your fatigue (8% chance of any rise at all): an effect of a point or more is unlikely. The estimate is 0.0 points (likely between -0.4 and 0.3).',
    );
    expect(sentence).toContain(verdictBadge(result).slice(verdictLabel(result).length + 1));
    expect(
      verdictSentence(
        { symptom: 'Other: Itchy skin', probability: 0.3, verdict: 'not-enough-data', effect: null },
        'eggs',
      ),
    ).toBe(
      'Not enough data yet to say whether your itchy skin reacts to eggs (30% chance so far of any rise).',
    );
    expect(verdictBadge({ probability: 0.3, verdict: 'not-enough-data' })).toBe(
      'Not enough data yet (30% chance so far of any rise)',
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

  it('says an experiment stopped before its first day was stopped before it began, with no day 0', () => {
    const intro = resultIntro({
      food: 'dairy',
      state: 'stopped',
      reintroduced: false,
      daysDone: 0,
      totalDays: 35,
    });
    expect(intro).toBe(
      'You stopped it before its first day, so nothing was recorded for it. Starting again later is fine.',
    );
    expect(intro).not.toMatch(/day 0/);
    expect(
      resultIntro({ food: 'dairy', state: 'running', reintroduced: false, daysDone: 0, totalDays: 35 }),
    ).not.toMatch(/day 0/);
  });
});

describe('when an experiment ran, in lists', () => {
  const stoppedBefore = {
    state: 'stopped' as const,
    start: '2026-11-29',
    end: '2027-01-02',
    endedOn: '2026-11-28',
  };

  it('says "Stopped before it began" and when it was to start, never a range that runs backwards', () => {
    expect(experimentStateLabel(stoppedBefore)).toBe('Stopped before it began');
    expect(experimentStatusLine(stoppedBefore, planDayLabel)).toBe(
      'Stopped before it began (it was to start Sun, Nov 29)',
    );
    expect(experimentSpan(stoppedBefore, planDayLabel)).toBe('Sun, Nov 29');
  });

  it('runs from its first day to the day it ended, or names the one day', () => {
    expect(experimentStatusLine({ ...stoppedBefore, endedOn: '2026-12-05' }, planDayLabel)).toBe(
      'Stopped early, Sun, Nov 29 to Sat, Dec 5',
    );
    expect(experimentStatusLine({ ...stoppedBefore, endedOn: '2026-11-29' }, planDayLabel)).toBe(
      'Stopped early, Sun, Nov 29',
    );
    expect(
      experimentStatusLine({ ...stoppedBefore, state: 'finished', endedOn: '2027-01-02' }, planDayLabel),
    ).toBe('Complete, Sun, Nov 29 to Sat, Jan 2');
    expect(experimentStatusLine({ ...stoppedBefore, state: 'running', endedOn: null }, planDayLabel)).toBe(
      'Under way, Sun, Nov 29 to Sat, Jan 2',
    );
  });
});

describe('what to expect', () => {
  it("summarises the app's plan from its own days: the usual days first, as the day-by-day plan shows", () => {
    const plan = planExperiment({
      food: 'dairy',
      symptoms: ['Bloating'],
      start: '2026-03-01',
      timeZone: 'UTC',
    });
    const [first] = whatToExpect('dairy', plan);
    expect(first).toBe(
      '35 days in all: 5 days eating as usual (days 1 to 5), then 6 days without dairy (days 6 to 11), then 4 days with one portion of it a day, medium, followed by 4 days without it (days 12 to 19), then 4 planned portions of it, medium and large, each followed by 3 days without it (days 20 to 35).',
    );
  });

  it('names a single portion, and a plan that brings the food back before naming it', () => {
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
    expect(whatToExpect('dairy', small)[0]).toBe('1 day in all: 1 planned portion of dairy, small (day 1).');
  });
});

describe('what a result could and could not show', () => {
  const noClearEffect = {
    symptom: 'Fatigue',
    probability: 0.05,
    verdict: 'no-clear-effect' as const,
    effect: { estimate: 0.1, low: -0.2, high: 0.4 },
  };

  it('names the reactions ruled out and the one never tested beside "no clear effect"', () => {
    const sentence = verdictSentence(
      {
        ...noClearEffect,
        reach: {
          ruledOut: ['after-a-portion', 'after-days-in-a-row'],
          open: [],
          notTested: ['after-a-week-of-daily-eating'],
        },
      },
      'dairy',
    );
    expect(sentence).toBe(
      'Dairy shows no clear effect on your fatigue (5% chance of any rise at all): a reaction of a point or more within two days of a portion, or after three days in a row of it, is unlikely. A reaction that builds over a week of daily eating was not tested. The estimate is 0.1 points (likely between -0.2 and 0.4).',
    );
    expect(sentence).not.toContain('an effect of a point or more is unlikely');
  });

  it('says why an open result is open, and what would settle it', () => {
    const sentence = verdictSentence(
      {
        symptom: 'Bloating',
        probability: 0.2,
        verdict: 'not-enough-data',
        effect: { estimate: 0.4, low: -0.3, high: 1.1 },
        reach: {
          ruledOut: [],
          open: ['after-a-portion'],
          notTested: ['after-days-in-a-row', 'after-a-week-of-daily-eating'],
        },
      },
      'gluten',
    );
    expect(sentence).toBe(
      'Not enough data yet to say whether your bloating reacts to gluten (20% chance so far of any rise). A reaction within two days of a portion of a point or more is not ruled out yet: more portions, with check-ins at more times of day (extending the experiment, or a longer challenge later), can settle it. A reaction that builds over three days in a row of it was not tested yet.',
    );
  });

  it('keeps the earlier words for a result that does not say what it could show', () => {
    expect(verdictSentence(noClearEffect, 'dairy')).toContain('an effect of a point or more is unlikely');
  });
});

describe('why the plan is as long as it is', () => {
  it('gives a reason for each kind of part the plan has, read from its days', () => {
    const plan = planExperiment({
      food: 'dairy',
      symptoms: ['Bloating'],
      start: '2026-03-01',
      timeZone: 'UTC',
    });
    const reasons = planReasons('dairy', plan.days);
    expect(reasons[0]).toMatch(/^5 days as usual: your usual level/);
    expect(reasons[1]).toMatch(/^6 days without dairy: a reaction fades within about three days/);
    expect(reasons.some((line) => line.startsWith('One portion, then 3 days without'))).toBe(true);
    expect(
      reasons.some((line) =>
        /^\d days in a row with a portion, then \d days without: some reactions only build up/.test(line),
      ),
    ).toBe(true);
    expect(reasons.at(-1)).toMatch(/^It fits in 35 days, or 49 with its one extension/);
  });
});
