import { describe, expect, it } from 'vitest';
import type { EntryType } from '#domain/journal/entry-type.ts';
import { countDays, countDaysYielding } from './journal-days.ts';

// Three entries every hour for 60 days across London's spring change of clocks: 4,320 entries.
const entries = Array.from({ length: 60 * 24 * 3 }, (_, index) => ({
  occurredAt: new Date(Date.UTC(2026, 2, 1) + Math.floor(index / 3) * 3_600_000 + (index % 3) * 60_000),
  type: (['food', 'symptom', 'bowel'] as const)[index % 3] as EntryType,
}));

describe('counting a journal’s days', () => {
  it('gives the same counts in slices as in one go, days on the person’s clock', async () => {
    const whole = countDays(entries, 'Europe/London');
    expect(await countDaysYielding(entries, 'Europe/London')).toEqual(whole);
    expect(whole).toHaveLength(61);
    // The day the clocks go forward has 23 hours of entries on the local calendar.
    expect(whole.find((day) => day.day === '2026-03-29')).toEqual({
      day: '2026-03-29',
      food: 23,
      symptom: 23,
      bowel: 23,
    });
  });

  it('lets other work run between slices', async () => {
    let turns = 0;
    const another = () =>
      setImmediate(() => {
        turns += 1;
        if (turns < 50) another();
      });
    another();
    await countDaysYielding(entries, 'Europe/London');
    // Counted in one go, the await would resolve before any other callback had the loop.
    expect(turns).toBeGreaterThan(1);
  });
});
