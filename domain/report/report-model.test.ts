import { describe, expect, it } from 'vitest';
import { dayRange } from '../common/day-boundaries.ts';
import { addDays } from '../common/day-key.ts';
import { checkIn, meal, seededRandom } from '../insights/test-support/journal-builder.ts';
import type { JournalEntryDto } from '../journal/journal-entry.ts';
import {
  appendixDays,
  appendixIntro,
  buildReportModel,
  chartAltText,
  chartsIntro,
  displayChoice,
  displayList,
  METHOD_PARAGRAPH,
  rangeLabel,
  ratingCell,
  ratingWords,
  reportReadStart,
  summaryIntro,
} from './report-model.ts';

const zone = 'Europe/London';
const at = (day: string, hours: number) => new Date(dayRange(day, zone).start.getTime() + hours * 3_600_000);

const profile = {
  name: 'Robin',
  conditions: ['Celiac Disease', 'Other: Lupus'],
  medications: ['none'],
  supplements: [],
  symptoms: ['Joint pain', 'Bloating'],
  dietaryRestrictions: ['none'],
  suspectedTriggers: ['dairy'],
};

/** `days` days ending `to`: a dairy breakfast on about half the days, at random, that raises the evening's joint pain. */
function journal(to: string, days: number, seed = 7): JournalEntryDto[] {
  const random = seededRandom(seed);
  const entries: JournalEntryDto[] = [];
  for (let back = 0; back < days; back += 1) {
    const day = addDays(to, -back);
    const dairy = random() < 0.5;
    entries.push(meal(at(day, 8), dairy ? 'Porridge with milk' : 'Rice with salmon', 'medium', 'breakfast'));
    entries.push(meal(at(day, 13), 'Chicken and vegetables', 'medium', 'lunch'));
    const pain = Math.min(5, Math.round(1 + random() + (dairy ? 2 : 0)));
    entries.push(
      checkIn(at(day, 20), { 'Joint pain': pain }, 'evening', back === 3 ? 'Swollen knuckles' : ''),
    );
  }
  return entries;
}

describe('display helpers', () => {
  it('shows profile answers as people read them', () => {
    expect(displayChoice('Other: Lupus')).toBe('Lupus');
    expect(displayChoice('none')).toBe('None');
    expect(displayList([])).toBe('None recorded');
    expect(displayList(['Celiac Disease', 'Other: Lupus'])).toBe('Celiac Disease, Lupus');
  });

  it('writes ratings with one decimal, and "Not rated" for none', () => {
    expect(ratingCell(2.345)).toBe('2.3');
    expect(ratingCell(3)).toBe('3.0');
    expect(ratingCell(null)).toBe('Not rated');
  });

  it('names the scale in the symptom form’s words, 1 Very Mild to 5 Very Severe', () => {
    expect(summaryIntro(12, 30)).toBe(
      'Ratings from 1 (Very Mild) to 5 (Very Severe), as chosen on the symptom form; “Not rated” ' +
        'where a symptom has no rating. Entries on 12 of 30 days.',
    );
    expect(appendixIntro(true)).toBe(
      'Meals with their descriptions, and check-ins with their notes and ratings from 1 (Very Mild) to 5 (Very Severe), day by day.',
    );
    expect(appendixIntro(false)).toContain('The person chose to leave out their notes.');
    expect(ratingWords(4)).toBe('4 (Severe)');
    expect(ratingWords(0)).toBe('not rated');
    expect(`${summaryIntro(1, 1)} ${appendixIntro(false)}`).not.toMatch(/\b0 (\(|to)/);
  });

  it('labels a range with its years and length', () => {
    expect(rangeLabel({ from: '2025-12-31', to: '2026-01-01', days: 2 })).toBe(
      'Dec 31, 2025 to Jan 1, 2026 (2 days)',
    );
    expect(rangeLabel({ from: '2026-01-01', to: '2026-01-01', days: 1 })).toBe(
      'Jan 1, 2026 to Jan 1, 2026 (1 day)',
    );
  });

  it('reads the rolling average from a week before the range', () => {
    expect(reportReadStart({ from: '2026-03-10' }, zone).toISOString()).toBe('2026-03-04T00:00:00.000Z');
  });
});

describe('appendixDays', () => {
  const entries = [
    checkIn('2026-03-29T23:30:00Z', { 'Other: Brain fog': 2 }, 'night', 'Could not sleep'),
    meal('2026-03-30T07:15:00Z', 'Toast, jam', 'small', 'breakfast'),
    meal('2026-03-27T12:00:00Z', 'Before the range'),
  ];
  const range = { from: '2026-03-28', to: '2026-03-30', days: 3 };

  it('groups entries by local day in time order, and leaves days outside the range out', () => {
    // 23:30 UTC on 29 March is 00:30 on the 30th in London (summer time began that night).
    const days = appendixDays(entries, range, zone, false);
    expect(days.map((day) => day.label)).toEqual(['Monday, Mar 30, 2026']);
    expect(days[0]?.rows).toEqual([
      { time: '12:30 AM', kind: 'Check-in (Night)', details: 'Brain fog 2 (Mild)' },
      { time: '8:15 AM', kind: 'Meal (Breakfast)', details: 'Toast, jam (small, home)' },
    ]);
  });

  it('adds the notes only when they are chosen', () => {
    expect(appendixDays(entries, range, zone, true)[0]?.rows[0]?.details).toBe(
      'Brain fog 2 (Mild). Note: Could not sleep',
    );
    expect(JSON.stringify(appendixDays(entries, range, zone, false))).not.toContain('Could not sleep');
  });

  it('says "not rated" for a rating of 0, never a 0 on the 1-to-5 scale', () => {
    const rows = appendixDays(
      [checkIn('2026-03-29T09:00:00Z', { Fatigue: 0, 'Joint pain': 5 })],
      range,
      zone,
      false,
    )[0]?.rows;
    expect(rows?.[0]?.details).toBe('Fatigue not rated, Joint pain 5 (Very Severe)');
  });

  it('puts a day on the person’s calendar, not UTC’s', () => {
    expect(appendixDays(entries, range, 'America/New_York', false).map((day) => day.day)).toEqual([
      '2026-03-29',
      '2026-03-30',
    ]);
  });
});

describe('buildReportModel', () => {
  const now = at('2026-03-10', 21);
  const range = { from: '2026-01-10', to: '2026-03-10', days: 60 };
  const model = buildReportModel({
    profile,
    entries: journal('2026-03-10', 66),
    range,
    timeZone: zone,
    now,
    includeNotes: false,
  });

  it('summarises each tracked symptom over the range, a symptom never rated included', () => {
    expect(model.summary.map((row) => row.symptom)).toEqual(['Joint pain', 'Bloating']);
    expect(model.summary[0]).toMatchObject({
      worst: expect.stringMatching(/^[3-5]$/),
      daysLogged: '60 of 60',
    });
    expect(model.summary[1]).toEqual({
      symptom: 'Bloating',
      average: 'Not rated',
      worst: 'Not rated',
      daysLogged: '0 of 60',
    });
    expect(model.daysWithEntries).toBe(60);
  });

  it('reports the engine’s pattern with its confidence in words and its evidence sentence', () => {
    expect(model.patterns[0]).toEqual({
      title: 'Dairy and joint pain',
      confidence: expect.stringMatching(/^(Very likely|Likely|More likely than not), \d+%$/),
      evidence: expect.stringMatching(/meals with dairy, your joint pain averaged \d\.\d, against \d\.\d/),
    });
  });

  it('shows a confidence the way the Insights page does: never 100%', () => {
    // This journal's dairy pattern is one the engine is all but sure of.
    expect(model.patterns[0]?.confidence).toBe('Very likely, 99%');
    expect(METHOD_PARAGRAPH).toContain('shown as at most 99%');
  });

  it('describes each chart in words for its alt text, and an empty one as empty', () => {
    expect(model.charts.map((chart) => chart.symptom)).toEqual(['Joint pain', 'Bloating']);
    expect(model.charts[0]?.alt).toMatch(
      /^Joint pain, daily ratings from 1 \(Very Mild\) to 5 \(Very Severe\), Jan 10 to Mar 10: rated on 60 of 60 days, average \d\.\d, worst \d\. The 7-day average went from \d\.\d at the start to \d\.\d at the end\.$/,
    );
    expect(model.charts[1]?.alt).toBe(
      'Bloating, Jan 10 to Mar 10: no check-ins rated this symptom in this range.',
    );
    expect(chartAltText(model.charts[0]?.series as never, range)).toBe(model.charts[0]?.alt);
  });

  it('names the person and their profile, and lists no notes when they were not chosen', () => {
    expect(model.subtitle).toBe('Robin · Jan 10, 2026 to Mar 10, 2026 (60 days)');
    expect(model.about).toContainEqual({ label: 'Conditions', value: 'Celiac Disease, Lupus' });
    expect(model.about).toContainEqual({ label: 'Supplements', value: 'None recorded' });
    expect(JSON.stringify(model.appendix)).not.toContain('Swollen knuckles');
  });

  it('finds no pattern in a range too short for one, and says nothing it cannot back', () => {
    const short = buildReportModel({
      profile,
      entries: journal('2026-03-10', 10),
      range: { from: '2026-03-01', to: '2026-03-10', days: 10 },
      timeZone: zone,
      now,
      includeNotes: true,
    });
    expect(short.patterns).toEqual([]);
    expect(JSON.stringify(short.appendix)).toContain('Note: Swollen knuckles');
  });
});

describe('the charts’ overlay', () => {
  it('marks the range’s medication changes and period days on every chart, in its alt text too', () => {
    const to = '2026-03-10';
    const period = checkIn(at('2026-03-05', 9), { 'Joint pain': 2 }, 'morning');
    const entries = [...journal(to, 14), { ...period, details: { ...period.details, period: true } }];
    const model = buildReportModel({
      profile,
      entries,
      range: { from: '2026-02-25', to, days: 14 },
      timeZone: zone,
      now: at(to, 21),
      includeNotes: false,
      medicationChanges: [
        { date: '2026-03-03', medication: 'Humira', change: 'started', doseNote: '40 mg' },
        // Before the range: in the timeline, not on the charts.
        { date: '2025-11-20', medication: 'Prednisone', change: 'stopped', doseNote: '' },
      ],
    });
    expect(model.chartOverlay.markers.map((marker) => [marker.date, marker.label])).toEqual([
      ['2026-03-03', 'Started Humira'],
    ]);
    expect(model.chartOverlay.periodBands).toEqual([{ from: '2026-03-05', to: '2026-03-05' }]);
    for (const chart of model.charts) {
      expect(chart.alt).toMatch(/ Marked: Started Humira on Mar 3\. 1 period day is shaded\.$/);
    }
    expect(chartsIntro(model.chartOverlay)).toContain('Dashed lines: medication changes');
    expect(chartsIntro(model.chartOverlay)).toContain('Shaded days: period days.');
    expect(chartsIntro({ markers: [], periodBands: [], periodDays: 0 })).not.toContain('Dashed');
  });
});
