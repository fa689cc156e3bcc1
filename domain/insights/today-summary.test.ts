import { describe, expect, it } from 'vitest';
import { analyzeJournal } from './analyze-journal.ts';
import { checkIn, meal } from './test-support/journal-builder.ts';
import { summariseToday } from './today-summary.ts';

const profile = {
  symptoms: ['Joint pain', 'Fatigue', 'Brain fog', 'Other: Dry eyes'],
  suspectedTriggers: [],
  dietaryRestrictions: [],
};
const now = '2026-05-04T19:00:00.000Z';

describe('the early daily summary', () => {
  it('says once, for every symptom rated on a first day, that a few more days will show what is usual', () => {
    const entries = [
      meal('2026-05-04T08:00:00Z', 'Porridge with milk'),
      checkIn('2026-05-04T09:00:00Z', { 'Joint pain': 3, Fatigue: 2, 'Other: Dry eyes': 1 }, 'morning'),
      checkIn('2026-05-04T18:00:00Z', { 'Joint pain': 3, Fatigue: 2, 'Other: Dry eyes': 1 }),
    ];
    const { dailySummary } = analyzeJournal({ entries, profile, now, timeZone: 'UTC' });
    expect(dailySummary.text).toBe(
      'Today you logged 1 meal and 2 symptom check-ins. Rated today: Joint pain 3.0, Fatigue 2.0 and Dry eyes 1.0. A few more days of check-ins will show what is usual for you. Not rated today: Brain fog.',
    );
    expect(dailySummary.text.match(/what is usual for you/g)).toHaveLength(1);
  });

  it('lists unrated symptoms in one case, catalogue and own words alike', () => {
    const entries = [checkIn('2026-05-04T09:00:00Z', { 'Joint pain': 3 }, 'morning')];
    const { dailySummary } = analyzeJournal({ entries, profile, now, timeZone: 'UTC' });
    expect(dailySummary.text).toContain('Not rated today: Fatigue, Brain fog and Dry eyes.');
    expect(dailySummary.text).toContain(
      'Joint pain: 3.0 today; a few more days of check-ins will show what is usual for you.',
    );
  });
});

describe('summariseToday', () => {
  it('gives the same summary and sufficiency (but its notes) as the whole engine, from the same entries', () => {
    const entries = [];
    for (let day = 0; day < 10; day += 1) {
      const date = new Date(Date.parse('2026-04-25T08:00:00Z') + day * 86_400_000);
      entries.push(
        meal(date, 'Cheese toast'),
        checkIn(new Date(date.getTime() + 10 * 3_600_000), { Fatigue: 2 }),
      );
    }
    const input = { entries, profile, now, timeZone: 'UTC' };
    const whole = analyzeJournal(input);
    const today = summariseToday(input, whole.associations);
    expect(today.dailySummary).toEqual(whole.dailySummary);
    // The notes need the engine's context covariates, the costly part: the server keeps
    // the cached result's notes beside these counts (insights.service.ts).
    const { notes: _notes, ...counts } = whole.dataSufficiency;
    expect(today.dataSufficiency).toEqual(counts);
  });
});
