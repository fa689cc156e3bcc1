import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buildScoreTrends } from '#domain/trends/scores.ts';
import { ScoreChart } from './score-chart.tsx';

// A score's chart as a screen reader and a sighted reader get it: the bands drawn and named, the
// medication change marked, and a description that says every score.

const answers = (stools: number) => ({
  'well-being': 1,
  'abdominal-pain': 1,
  'liquid-stools': stools,
  'abdominal-mass': 0,
  complications: [],
});
const [trend] = buildScoreTrends(
  [
    { instrument: 'hbi', date: '2026-03-01', answers: answers(9) },
    { instrument: 'hbi', date: '2026-03-08', answers: answers(1) },
  ],
  { from: '2026-03-01', to: '2026-03-14' },
);
const days = Array.from({ length: 14 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`);

describe('ScoreChart', () => {
  it('draws the bands, marks the medication change and says every score', () => {
    if (!trend) throw new Error('no trend');
    const html = renderToStaticMarkup(
      <ScoreChart
        trend={trend}
        days={days}
        from="2026-03-01"
        to="2026-03-14"
        overlay={{
          periodBands: [],
          periodDays: new Set(),
          markers: [
            {
              date: '2026-03-05',
              medication: 'Humira',
              change: 'started',
              doseNote: '',
              label: 'Started Humira',
              text: 'Started Humira',
            },
          ],
        }}
      />,
    );
    expect(html).toContain('Harvey-Bradshaw Index');
    for (const band of ['remission', 'mild', 'moderate', 'severe']) expect(html).toContain(`>${band}<`);
    expect(html).toContain('Mar 1: 11, moderate; Mar 8: 3, remission.');
    expect(html).toContain('Marked: Started Humira on Mar 5.');
    expect(html).toContain('data-marker-day="2026-03-05"');
    expect(html).toContain('Show the numbers for HBI');
  });
});
