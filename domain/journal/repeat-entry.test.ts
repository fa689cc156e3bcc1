import { describe, expect, it } from 'vitest';
import type { FoodEntryDto, SymptomEntryDto } from './journal-entry.ts';
import { checkInFromYesterday, latestCheckIn, repeatedMeal } from './repeat-entry.ts';

const base = {
  createdAt: '2026-03-09T20:00:00.000Z',
  updatedAt: '2026-03-09T20:00:00.000Z',
};

const lunch: FoodEntryDto = {
  ...base,
  id: '00000000-0000-4000-8000-000000000001',
  type: 'food',
  occurredAt: '2026-03-09T12:30:00.000Z',
  content: 'Lentil soup',
  details: { mealTime: 'lunch', mealSize: 'large', mealSource: 'restaurant', wasPhotoAnalyzed: true },
};

function checkIn(
  id: string,
  occurredAt: string,
  createdAt: string,
  ratings: Record<string, number>,
): SymptomEntryDto {
  return {
    id,
    type: 'symptom',
    occurredAt,
    createdAt,
    updatedAt: createdAt,
    content: 'notes',
    details: { symptomRatings: ratings, time_of_day: 'evening' },
  };
}

describe('repeating a meal', () => {
  it('keeps what was eaten, how much and where, under the slot of the hour now', () => {
    // 19:10 in Berlin (CET) is dinner time.
    const repeated = repeatedMeal(lunch, new Date('2026-03-10T18:10:00Z'), 'Europe/Berlin');
    expect(repeated).toEqual({
      content: 'Lentil soup',
      details: { mealTime: 'dinner', mealSize: 'large', mealSource: 'restaurant', wasPhotoAnalyzed: false },
    });
  });

  it('reads the hour on the person’s clock, not the machine’s', () => {
    const now = new Date('2026-03-10T18:10:00Z');
    expect(repeatedMeal(lunch, now, 'Pacific/Auckland').details.mealTime).toBe('breakfast'); // 07:10
    expect(repeatedMeal(lunch, now, 'America/Los_Angeles').details.mealTime).toBe('lunch'); // 11:10
  });
});

describe('same as yesterday', () => {
  it('takes the check-in that happened last, then the one written last', () => {
    const morning = checkIn(
      '00000000-0000-4000-8000-000000000002',
      '2026-03-09T08:00:00.000Z',
      '2026-03-09T21:00:00.000Z',
      { Fatigue: 1 },
    );
    const evening = checkIn(
      '00000000-0000-4000-8000-000000000003',
      '2026-03-09T19:00:00.000Z',
      '2026-03-09T19:00:00.000Z',
      { Fatigue: 4 },
    );
    const sameTimeLater = checkIn(
      '00000000-0000-4000-8000-000000000004',
      '2026-03-09T19:00:00.000Z',
      '2026-03-09T19:05:00.000Z',
      { Fatigue: 5 },
    );
    expect(latestCheckIn([morning, evening, lunch])?.id).toBe(evening.id);
    expect(latestCheckIn([sameTimeLater, morning, evening])?.id).toBe(sameTimeLater.id);
    expect(latestCheckIn([lunch])).toBeUndefined();
    expect(latestCheckIn([])).toBeUndefined();
  });

  it('copies the ratings and the time of day, not the notes', () => {
    const entry = checkIn(
      '00000000-0000-4000-8000-000000000005',
      '2026-03-09T19:00:00.000Z',
      base.createdAt,
      {
        'Joint pain': 3,
        'Other: Nausea': 2,
      },
    );
    const today = { dayKey: '2026-03-10', now: '2026-03-10T23:00:00.000Z', timeZone: 'UTC' };
    expect(checkInFromYesterday(entry, today)).toEqual({
      symptomRatings: { 'Joint pain': 3, 'Other: Nausea': 2 },
      time_of_day: 'evening',
    });
    const timed = {
      ...entry,
      details: { ...entry.details, time_of_day: 'night' as const, exact_time: '22:15' },
    };
    expect(checkInFromYesterday(timed, today)).toEqual({
      symptomRatings: { 'Joint pain': 3, 'Other: Nausea': 2 },
      time_of_day: 'night',
      exact_time: '22:15',
    });
  });

  it('leaves out an exact time still to come on the day being logged, keeping its time of day', () => {
    const timed = checkIn(
      '00000000-0000-4000-8000-000000000006',
      '2026-03-09T22:15:00.000Z',
      base.createdAt,
      {
        Fatigue: 2,
      },
    );
    const details = {
      ...timed,
      details: { ...timed.details, time_of_day: 'night' as const, exact_time: '22:15' },
    };
    expect(
      checkInFromYesterday(details, {
        dayKey: '2026-03-10',
        now: '2026-03-10T08:00:00.000Z',
        timeZone: 'UTC',
      }),
    ).toEqual({
      symptomRatings: { Fatigue: 2 },
      time_of_day: 'night',
    });
    // A past day being filled in: every time of it has passed.
    expect(
      checkInFromYesterday(details, {
        dayKey: '2026-03-09',
        now: '2026-03-10T08:00:00.000Z',
        timeZone: 'UTC',
      }),
    ).toMatchObject({ exact_time: '22:15' });
  });
});
