import { describe, expect, it } from 'vitest';
import { experimentsSection, type ReportExperiment } from './experiments-section.ts';

// The doctor report's experiments: when each ran and how it ended, never a range that runs
// backwards or covers no day, and each verdict saying what its percentage is the chance of.

const stoppedBefore: ReportExperiment = {
  food: 'dairy',
  state: 'stopped',
  start: '2026-11-29',
  end: '2027-01-02',
  endedOn: '2026-11-28',
  analysis: null,
  firstAnalysis: null,
};

describe('the report’s experiments section', () => {
  it('says an experiment stopped before its first day was stopped before it began', () => {
    const [block] = experimentsSection([stoppedBefore]);
    expect(block).toEqual({
      heading: 'Dairy experiment (stopped before it began: it was to start Nov 29, 2026)',
      lines: ['No result: it was stopped before its first day.'],
    });
    expect(block?.heading).not.toMatch(/Nov 29, 2026 to Nov 2\d, 2026/);
  });

  it('spans the days of one stopped later, to the day it stopped', () => {
    const [block] = experimentsSection([{ ...stoppedBefore, endedOn: '2026-12-05' }]);
    expect(block?.heading).toBe('Dairy experiment (stopped early, Nov 29, 2026 to Dec 5, 2026)');
    const [oneDay] = experimentsSection([{ ...stoppedBefore, endedOn: '2026-11-29' }]);
    expect(oneDay?.heading).toBe('Dairy experiment (stopped early, Nov 29, 2026)');
  });

  it('says what each percentage is the chance of, as the page does', () => {
    const [block] = experimentsSection([
      {
        ...stoppedBefore,
        state: 'finished',
        endedOn: '2027-01-02',
        analysis: {
          status: 'finished',
          adherence: { days: 30, followed: 30 },
          results: [
            { symptom: 'Fatigue', probability: 0.08, verdict: 'no-clear-effect', effect: null },
            {
              symptom: 'Digestive issues',
              probability: 0.999,
              verdict: 'raises',
              effect: { estimate: 1.2, low: 0.7, high: 1.7 },
            },
          ],
        },
      },
    ]);
    expect(block?.heading).toBe('Dairy experiment (complete, Nov 29, 2026 to Jan 2, 2027)');
    expect(block?.lines).toEqual([
      'Dairy shows no clear effect on your fatigue (8% chance of any rise at all): an effect of a point or more is unlikely.',
      'Dairy very likely raises your digestive issues (99% chance): about 1.2 points higher in the day after a medium portion of dairy (likely between 0.7 and 1.7).',
      '30 of 30 days with a food rule kept, as far as your journal shows.',
    ]);
    for (const line of block?.lines ?? []) expect(line).not.toMatch(/\d%\./);
  });

  it('puts the questionnaire scores beside the verdict, saying the verdict does not use them', () => {
    const finished: ReportExperiment = {
      ...stoppedBefore,
      state: 'finished',
      endedOn: '2027-01-02',
      analysis: { status: 'finished', adherence: { days: 30, followed: 30 }, results: [] },
      questionnaireScores: [
        {
          instrument: 'hbi',
          before: { date: '2026-11-23', total: 7, band: 'mild' },
          during: { date: '2026-12-28', total: 4, band: 'remission' },
        },
      ],
    };
    const [block] = experimentsSection([finished]);
    expect(block?.lines.slice(-2)).toEqual([
      'Your Harvey-Bradshaw Index: 7 (mild) in the two weeks before the plan, 4 (remission) during the plan or the week after it.',
      'This is shown for reference; the verdict above does not use it.',
    ]);
    // None, or a plan that never began: nothing about scores.
    const [without] = experimentsSection([{ ...finished, questionnaireScores: [] }]);
    expect(without?.lines.join(' ')).not.toMatch(/Harvey|reference/);
    const [never] = experimentsSection([
      { ...stoppedBefore, questionnaireScores: finished.questionnaireScores },
    ]);
    expect(never?.lines).toEqual(['No result: it was stopped before its first day.']);
  });
});
