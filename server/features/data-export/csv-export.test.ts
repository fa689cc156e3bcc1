import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { readCsv } from '#domain/export/test-support/read-csv.ts';
import { seedJournal } from '#server/test/seed-journal.ts';
import { createTestApp } from '#server/test/test-app.ts';
import { send, signUpInZone } from '#server/test/users.ts';

const clock = new Date('2026-03-10T18:00:00Z');
const { app, pool, close } = createTestApp({ now: () => clock });
afterAll(close);

async function person(timezone: string) {
  const user = await signUpInZone(app, timezone);
  await pool.query('update "user" set created_at = $1 where id = $2', ['2025-01-01T00:00:00Z', user.userId]);
  return user;
}

async function csvOf(cookie: string) {
  const response = await send(app, '/api/export/csv', { cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return {
    response,
    bytes,
    rows: readCsv(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1)),
  };
}

describe('GET /api/export/csv', () => {
  it('is a UTF-8 CSV download with a byte-order mark, named for today in the person’s zone', async () => {
    const { cookie } = await person('Pacific/Auckland');
    const { response, bytes } = await csvOf(cookie);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    // 18:00 UTC on 10 March is already 11 March in Auckland.
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="tend-entries-2026-03-11.csv"',
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('holds the entries written through the API, defused and on the person’s calendar', async () => {
    const { cookie } = await person('America/New_York');
    const meal = {
      id: randomUUID(),
      type: 'food',
      date: '2026-03-10',
      content: '=HYPERLINK("http://evil.test"), crème brûlée 🍮',
      details: { mealTime: 'dinner', mealSize: 'small', mealSource: 'home' },
    };
    const checkIn = {
      id: randomUUID(),
      type: 'symptom',
      date: '2026-03-09',
      content: 'Night "flare",\nslept badly',
      details: { symptomRatings: { 'Joint pain': 5, Fatigue: 0 }, time_of_day: 'night' },
    };
    for (const body of [meal, checkIn]) {
      expect((await send(app, '/api/journal/entries', { cookie, body })).status).toBe(201);
    }
    const [header, ...rows] = (await csvOf(cookie)).rows;
    expect(header).toContain('Symptom: Joint pain');
    expect(rows).toHaveLength(2);
    const named = rows.map((row) => Object.fromEntries((header ?? []).map((h, i) => [h, row[i]])));
    expect(named[0]).toMatchObject({
      'Local date': '2026-03-09',
      Type: 'Symptom check-in',
      'Symptom notes': 'Night "flare",\nslept badly',
      'Symptom: Joint pain': '5',
      'Symptom: Fatigue': '0',
    });
    expect(named[1]).toMatchObject({
      'Local date': '2026-03-10',
      Type: 'Meal',
      'Meal description': `'=HYPERLINK("http://evil.test"), crème brûlée 🍮`,
      'Meal time': 'Dinner',
    });
    expect(named[1]?.['Occurred at (ISO 8601, UTC)']).toMatch(/^2026-03-1[01]T\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('gives each entry’s local date and 24-hour time in the person’s zone beside the UTC instant', async () => {
    const { cookie, userId } = await person('America/New_York');
    // 02:30 UTC on 10 March 2026 is 22:30 on the 9th in New York (summer time since the 8th);
    // 16:05 UTC on 1 March is 11:05 there, on standard time.
    await pool.query(
      `insert into journal_entries (id, user_id, type, content, occurred_at, details)
       values ($1, $2, 'food', 'Late pasta', '2026-03-10T02:30:00Z', $3),
              ($4, $2, 'food', 'Brunch', '2026-03-01T16:05:00Z', $5)`,
      [
        randomUUID(),
        userId,
        { mealTime: 'dinner', mealSize: 'large', mealSource: 'home', wasPhotoAnalyzed: false },
        randomUUID(),
        { mealTime: 'lunch', mealSize: 'small', mealSource: 'restaurant', wasPhotoAnalyzed: false },
      ],
    );
    const [header, ...rows] = (await csvOf(cookie)).rows;
    expect(header?.slice(0, 4)).toEqual([
      'Local date',
      'Local time',
      'Time zone',
      'Occurred at (ISO 8601, UTC)',
    ]);
    expect(rows.map((row) => row.slice(0, 4))).toEqual([
      ['2026-03-01', '11:05', 'America/New_York', '2026-03-01T16:05:00.000Z'],
      ['2026-03-09', '22:30', 'America/New_York', '2026-03-10T02:30:00.000Z'],
    ]);
  });

  it('never includes another person’s entries', async () => {
    const owner = await person('UTC');
    const other = await person('UTC');
    await seedJournal(pool, { userId: other.userId, timeZone: 'UTC', lastDay: '2026-03-10', days: 5 });
    const secret = {
      id: randomUUID(),
      type: 'food',
      date: '2026-03-10',
      content: 'Only the other person ate this',
      details: { mealTime: 'lunch', mealSize: 'small', mealSource: 'home' },
    };
    expect((await send(app, '/api/journal/entries', { cookie: other.cookie, body: secret })).status).toBe(
      201,
    );
    const { rows } = await csvOf(owner.cookie);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.some((name) => name.startsWith('Symptom: '))).toBe(false);
    const theirs = await csvOf(other.cookie);
    expect(theirs.rows).toHaveLength(1 + 5 * 4 + 1);
    expect(theirs.rows.some((row) => row.includes('Only the other person ate this'))).toBe(true);
  });

  it('exports a year of entries, one row each, every day on the local calendar', async () => {
    const { cookie, userId } = await person('Europe/London');
    const seeded = await seedJournal(pool, {
      userId,
      timeZone: 'Europe/London',
      lastDay: '2026-03-10',
      days: 365,
    });
    expect(seeded).toBe(365 * 4);
    const [header, ...rows] = (await csvOf(cookie)).rows;
    expect(rows).toHaveLength(seeded);
    const dates = new Set(rows.map((row) => row[0]));
    expect(dates.size).toBe(365);
    expect(rows[0]?.[0]).toBe('2025-03-11');
    expect(rows.at(-1)?.[0]).toBe('2026-03-10');
    // Every check-in at 09:00 London time, summer or winter, is on its own local day.
    const morning = rows.filter((row) => row[header?.indexOf('Symptom time of day') ?? -1] === 'Morning');
    expect(morning).toHaveLength(365);
    expect(new Set(morning.map((row) => row[0])).size).toBe(365);
  });
});
