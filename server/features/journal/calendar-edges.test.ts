import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#server/test/test-app.ts';
import { send, signUpInZone } from '#server/test/users.ts';

// The first and last days of the calendar: 9999-12-31 ends in year 10000 and, in a zone ahead of
// UTC, 0001-01-01 starts in year 0; neither instant can be written to PostgreSQL. Asking for them
// used to answer 500 ("Not a calendar day: 10000-1-1").

const { app, close } = createTestApp({ now: () => new Date('2026-03-10T12:00:00Z') });
afterAll(close);

// Zones ahead of, at and behind UTC, including the largest offsets there are.
const zones = ['UTC', 'Asia/Kolkata', 'Pacific/Kiritimati', 'America/New_York', 'Etc/GMT+12'];

const personIn = (timezone: string) => signUpInZone(app, timezone);

describe('days at the edges of the calendar', () => {
  it('GET /api/journal/days answers 400 naming date for the first and last day, in every zone', async () => {
    for (const timezone of zones) {
      const user = await personIn(timezone);
      for (const date of ['0001-01-01', '9999-12-31']) {
        const response = await send(app, `/api/journal/days/${date}`, { cookie: user.cookie });
        expect(response.status, `${date} in ${timezone}`).toBe(400);
        const body = (await response.json()) as { errors: { field: string }[] };
        expect(body.errors.map((error) => error.field)).toEqual(['date']);
      }
      // The days just inside are ordinary (empty) days.
      for (const date of ['0001-01-02', '9999-12-30']) {
        const response = await send(app, `/api/journal/days/${date}`, { cookie: user.cookie });
        expect(response.status, `${date} in ${timezone}`).toBe(200);
        expect(((await response.json()) as { entries: unknown[] }).entries).toEqual([]);
      }
    }
  });

  it('an entry dated on either edge is refused with the date rules, not a 500', async () => {
    const user = await personIn('Asia/Kolkata');
    for (const date of ['0001-01-01', '9999-12-31']) {
      const response = await send(app, '/api/journal/entries', {
        cookie: user.cookie,
        body: {
          id: randomUUID(),
          type: 'food',
          date,
          content: 'Porridge',
          details: { mealTime: 'lunch', mealSize: 'medium', mealSource: 'home' },
        },
      });
      expect(response.status, date).toBe(422);
    }
  });
});
