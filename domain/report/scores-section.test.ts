import { describe, expect, it } from 'vitest';
import { PSAID_12 } from '#domain/questionnaires/public.ts';
import { type ReportQuestionnaire, scoreChartGeometry, scoresSection } from './scores-section.ts';

const hbi = (date: string, stools: number): ReportQuestionnaire => ({
  instrument: 'hbi',
  date,
  answers: {
    'well-being': 1,
    'abdominal-pain': 1,
    'liquid-stools': stools,
    'abdominal-mass': 0,
    complications: [],
  },
});
const psaid = (date: string, value: number): ReportQuestionnaire => ({
  instrument: 'psaid-12',
  date,
  answers: Object.fromEntries(PSAID_12.items.map((item) => [item.id, value])),
});

const range = { from: '2026-03-01', to: '2026-03-19' };

describe('the report’s section per clinical questionnaire', () => {
  it('gives each instrument filled in the range its name, reference, last value with band, range and dates', () => {
    const sections = scoresSection(
      [
        hbi('2026-02-22', 20),
        hbi('2026-03-08', 1),
        psaid('2026-03-10', 2),
        hbi('2026-03-01', 9),
        psaid('2026-03-17', 5),
      ],
      range,
    );
    expect(sections.map((section) => section.heading)).toEqual([
      'Psoriatic Arthritis Impact of Disease (PsAID-12)',
      'Harvey-Bradshaw Index',
    ]);
    const [psaidSection, hbiSection] = sections;
    expect(hbiSection?.reference).toContain('Harvey RF, Bradshaw JM');
    expect(hbiSection?.lines).toEqual([
      'Last: 3, remission (Mar 8, 2026).',
      'Range: 3 to 11 (the scale runs 0 to 58).',
      'Filled in twice, from Mar 1, 2026 to Mar 8, 2026.',
      'Bands: remission under 5; mild 5 to under 8; moderate 8 to under 17; severe from 17.',
    ]);
    expect(hbiSection?.rows.map((row) => [row.dateLabel, row.value, row.band])).toEqual([
      ['Mar 1, 2026', '11', 'moderate'],
      ['Mar 8, 2026', '3', 'remission'],
    ]);
    // All 2s: (2 × 20 weighted points) / 20 = 2; all 5s: 5.
    expect(psaidSection?.lines[0]).toBe('Last: 5, above the acceptable level (Mar 17, 2026).');
    expect(psaidSection?.lines[1]).toBe('Range: 2 to 5 (the scale runs 0 to 10).');
    expect(psaidSection?.chart?.max).toBe(10);
    expect(psaidSection?.chart?.bands).toEqual([
      { label: 'acceptable', from: 0, to: 4 },
      { label: 'above the acceptable level', from: 4, to: 10 },
    ]);
    // The HBI's scale runs to 58; the chart stops a little above the severe band's edge.
    expect(hbiSection?.chart?.max).toBe(20);
    expect(hbiSection?.chart?.alt).toBe(
      'HBI scores from Mar 1, 2026 to Mar 8, 2026: Mar 1, 2026 11 (moderate), Mar 8, 2026 3 (remission).',
    );
  });

  it('reads the RA core set measure by measure, and leaves out instruments not filled in the range', () => {
    const sections = scoresSection(
      [
        {
          instrument: 'ra-core',
          date: '2026-03-02',
          answers: { 'patient-global': 6, pain: 5, 'morning-stiffness': 45 },
        },
        {
          instrument: 'ra-core',
          date: '2026-03-09',
          answers: { 'patient-global': 3, pain: 5, 'morning-stiffness': 20 },
        },
        hbi('2026-02-01', 3),
      ],
      range,
    );
    expect(sections).toHaveLength(1);
    expect(sections[0]?.chart).toBeNull();
    expect(sections[0]?.lines).toEqual([
      'Patient global assessment: last 3; range 3 to 6.',
      'Pain: last 5.',
      'Morning stiffness: last 20 minutes; range 20 minutes to 45 minutes.',
      'Filled in twice, from Mar 2, 2026 to Mar 9, 2026.',
    ]);
    expect(scoresSection([], range)).toEqual([]);
  });

  it('draws the bands stacked from 0 to the top, and each score at its day', () => {
    const [section] = scoresSection([hbi('2026-03-01', 9), hbi('2026-03-19', 1)], range);
    if (!section?.chart) throw new Error('no chart');
    const geometry = scoreChartGeometry(section.chart, range, { left: 0, top: 0, width: 180, height: 100 });
    expect(geometry.bands.map((band) => [band.label, band.y, band.height])).toEqual([
      ['remission', 75, 25],
      ['mild', 60, 15],
      ['moderate', 15, 45],
      ['severe', 0, 15],
    ]);
    expect(geometry.points.map((point) => [point.x, Math.round(point.y)])).toEqual([
      [0, 45],
      [180, 85],
    ]);
  });
});
