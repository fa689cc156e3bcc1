import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ExperimentScores } from './experiment-scores.tsx';

// The questionnaire scores beside an experiment's verdict: a table with its headers, each side's
// latest score with its band and day, and the note that the verdict does not use them.

describe('questionnaire scores beside the verdict', () => {
  it('shows nothing without scores', () => {
    expect(renderToStaticMarkup(<ExperimentScores scores={[]} headingLevel="h3" />)).toBe('');
  });

  it('shows each questionnaire in a table with headers, a missing side said as such', () => {
    const html = renderToStaticMarkup(
      <ExperimentScores
        headingLevel="h3"
        scores={[
          {
            instrument: 'psaid-12',
            before: { date: '2026-10-30', total: 3.4, band: 'acceptable' },
            during: null,
          },
          {
            instrument: 'hbi',
            before: { date: '2026-10-26', total: 7, band: 'mild' },
            during: { date: '2026-11-16', total: 5, band: 'mild' },
          },
        ]}
      />,
    );
    const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(html).toContain('<th scope="col"');
    expect(html).toContain('<th scope="row"');
    expect(text).toContain('Harvey-Bradshaw Index 7 (mild), on Oct 26 5 (mild), on Nov 16');
    expect(text).toContain(
      'Psoriatic Arthritis Impact of Disease (PsAID-12) 3.4 (acceptable), on Oct 30 None filled in',
    );
    expect(text).toContain('This is shown for reference; the verdict above does not use it.');
  });
});
