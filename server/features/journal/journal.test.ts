import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { localDayKey } from '#domain/common/day-boundaries.ts';
import { addDays } from '#domain/common/day-key.ts';
import { createTestApp } from '#server/test/test-app.ts';
import { send, signUpInZone } from '#server/test/users.ts';

let clock = new Date('2026-03-10T12:00:00Z');
const { app, pool, close } = createTestApp({ now: () => clock });
afterAll(close);

function at(iso: string) {
  clock = new Date(iso);
}

async function person(timezone: string, createdAt = '2026-01-01T00:00:00Z') {
  const user = await signUpInZone(app, timezone);
  await pool.query('update "user" set created_at = $1 where id = $2', [createdAt, user.userId]);
  return user;
}

const meal = (date: string, overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  type: 'food',
  date,
  content: 'Porridge with blueberries',
  details: { mealTime: 'breakfast', mealSize: 'medium', mealSource: 'home' },
  ...overrides,
});

const checkIn = (date: string, overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  type: 'symptom',
  date,
  content: 'Stiff hands this morning',
  details: { symptomRatings: { 'Joint pain': 3, Fatigue: 0 }, time_of_day: 'morning' },
  ...overrides,
});

async function create(cookie: string, body: unknown) {
  return send(app, '/api/journal/entries', { cookie, body });
}

async function countRows(id: string) {
  const { rows } = await pool.query('select count(*)::int as n from journal_entries where id = $1', [id]);
  return rows[0].n as number;
}

describe('days in the person’s own time zone', () => {
  it('knows that 23:30 UTC is already tomorrow in Auckland and still today in Los Angeles', async () => {
    at('2026-03-10T23:30:00Z');
    const auckland = await person('Pacific/Auckland');
    const losAngeles = await person('America/Los_Angeles');

    expect((await create(auckland.cookie, meal('2026-03-11'))).status).toBe(201);
    const future = await create(losAngeles.cookie, meal('2026-03-11'));
    expect(future.status).toBe(422);
    expect((await future.json()).detail).toBe('You cannot log entries for future dates.');
    expect((await create(losAngeles.cookie, meal('2026-03-10'))).status).toBe(201);

    const aucklandToday = await (await send(app, '/api/journal/today', { cookie: auckland.cookie })).json();
    expect(aucklandToday.date).toBe('2026-03-11');
    expect(aucklandToday.entries).toHaveLength(1);
    const laToday = await (await send(app, '/api/journal/today', { cookie: losAngeles.cookie })).json();
    expect(laToday.date).toBe('2026-03-10');
    expect(laToday.entries).toHaveLength(1);
  });

  it('moves to the next day at local midnight, not at UTC midnight', async () => {
    at('2026-06-15T21:59:00Z'); // 23:59 in Berlin (CEST)
    const berlin = await person('Europe/Berlin');
    await create(berlin.cookie, meal('2026-06-15'));
    at('2026-06-15T22:01:00Z'); // 00:01 on the 16th in Berlin
    const today = await (await send(app, '/api/journal/today', { cookie: berlin.cookie })).json();
    expect(today.date).toBe('2026-06-16');
    expect(today.entries).toEqual([]);
    const yesterday = await (
      await send(app, '/api/journal/days/2026-06-15', { cookie: berlin.cookie })
    ).json();
    expect(yesterday.entries).toHaveLength(1);
  });

  it('refuses days before the account was created, in the person’s zone', async () => {
    at('2026-03-10T12:00:00Z');
    const user = await person('UTC', '2026-03-05T10:00:00Z');
    const early = await create(user.cookie, checkIn('2026-03-04'));
    expect(early.status).toBe(422);
    const problem = await early.json();
    expect(problem.detail).toBe('You cannot log entries before your account creation date.');
    expect(problem.errors).toEqual([{ field: 'date', message: problem.detail }]);
    expect((await create(user.cookie, checkIn('2026-03-05'))).status).toBe(201);
  });

  it('places a backdated entry at the nominal time of its slot, and today’s at now', async () => {
    at('2026-03-10T12:00:00Z');
    const user = await person('America/New_York');
    const past = await (await create(user.cookie, meal('2026-03-08'))).json();
    expect(past.occurredAt).toBe('2026-03-08T12:00:00.000Z'); // 08:00 EDT: DST began at 02:00 that day
    const now = await (await create(user.cookie, meal('2026-03-10'))).json();
    expect(now.occurredAt).toBe('2026-03-10T12:00:00.000Z');
  });
});

describe('one time per entry (decision 017)', () => {
  // 5:48 PM in New York on 10 June 2026 (EDT, UTC-4).
  const evening = '2026-06-10T21:48:00.000Z';

  it('stores a slot caught up after it is over at its nominal time, never a time in the future', async () => {
    at(evening);
    const user = await person('America/New_York');
    const breakfast = await (await create(user.cookie, meal('2026-06-10'))).json();
    const morning = await (await create(user.cookie, checkIn('2026-06-10'))).json();
    const eveningCheckIn = await (
      await create(
        user.cookie,
        checkIn('2026-06-10', { details: { symptomRatings: { Fatigue: 2 }, time_of_day: 'evening' } }),
      )
    ).json();
    const dinner = await (
      await create(
        user.cookie,
        meal('2026-06-10', { details: { mealTime: 'dinner', mealSize: 'small', mealSource: 'home' } }),
      )
    ).json();
    expect(breakfast.occurredAt).toBe('2026-06-10T12:00:00.000Z'); // 8:00 AM
    expect(morning.occurredAt).toBe('2026-06-10T13:00:00.000Z'); // 9:00 AM
    // The evening and dinner are not over at 5:48 PM: the moment they were typed, not 7:00 or 6:30 PM.
    expect(eveningCheckIn.occurredAt).toBe(evening);
    expect(dinner.occurredAt).toBe(evening);

    // Every read (today, the day, History, both exports) has that one time, and in the same order.
    const times = (entries: { id: string; occurredAt: string }[]) =>
      Object.fromEntries(entries.map((entry) => [entry.id, entry.occurredAt]));
    const stored = times([breakfast, morning, eveningCheckIn, dinner]);
    const today = await (await send(app, '/api/journal/today', { cookie: user.cookie })).json();
    expect(times(today.entries)).toEqual(stored);
    expect(today.entries.slice(2).map((entry: { id: string }) => entry.id)).toEqual([
      morning.id,
      breakfast.id,
    ]);
    const day = await (await send(app, '/api/journal/days/2026-06-10', { cookie: user.cookie })).json();
    expect(times(day.entries)).toEqual(stored);
    const history = await (await send(app, '/api/journal/history', { cookie: user.cookie })).json();
    expect(times(history.entries)).toEqual(stored);
    const exported = await (await send(app, '/api/export', { cookie: user.cookie })).json();
    expect(times(exported.journalEntries)).toEqual(stored);
    const csv = await (await send(app, '/api/export/csv', { cookie: user.cookie })).text();
    expect(csv.match(/\d{4}-\d{2}-\d{2}T[\d:.]+Z/g)?.sort()).toEqual(Object.values(stored).sort());
  });

  it('places an exact time as given, and refuses one later than now under its field', async () => {
    at(evening);
    const user = await person('America/New_York');
    const exact = (time: string, timeOfDay: string) =>
      checkIn('2026-06-10', {
        details: { symptomRatings: { Fatigue: 2 }, time_of_day: timeOfDay, exact_time: time },
      });
    const earlier = await create(user.cookie, exact('17:30', 'evening'));
    expect(earlier.status).toBe(201);
    expect((await earlier.json()).occurredAt).toBe('2026-06-10T21:30:00.000Z');
    const body = exact('19:00', 'evening');
    const later = await create(user.cookie, body);
    expect(later.status).toBe(422);
    expect(await later.json()).toMatchObject({
      code: 'future_time',
      detail: 'The exact time cannot be later than now.',
      errors: [{ field: 'details.exact_time', message: 'The exact time cannot be later than now.' }],
    });
    expect(await countRows(body.id)).toBe(0);
    // On a past day, any time of that day has happened.
    const yesterday = await create(user.cookie, { ...exact('23:10', 'night'), date: '2026-06-09' });
    expect(yesterday.status).toBe(201);
    expect((await yesterday.json()).occurredAt).toBe('2026-06-10T03:10:00.000Z');
  });

  it('places an edited entry again when its slot or exact time changes, and keeps it otherwise', async () => {
    at('2026-06-10T13:30:00.000Z'); // 9:30 AM: breakfast is going on
    const user = await person('America/New_York');
    const entry = await (await create(user.cookie, meal('2026-06-10'))).json();
    expect(entry.occurredAt).toBe('2026-06-10T13:30:00.000Z');
    const patch = (body: unknown) =>
      send(app, `/api/journal/entries/${entry.id}`, { method: 'PATCH', cookie: user.cookie, body });

    at(evening);
    const words = await patch({
      content: 'Porridge with raisins',
      details: { mealTime: 'breakfast', mealSize: 'medium', mealSource: 'home' },
    });
    expect((await words.json()).occurredAt).toBe('2026-06-10T13:30:00.000Z');

    const lunch = await patch({
      content: 'Porridge with raisins',
      details: { mealTime: 'lunch', mealSize: 'medium', mealSource: 'home' },
    });
    expect((await lunch.json()).occurredAt).toBe('2026-06-10T16:30:00.000Z'); // 12:30 PM, lunch is over
    const dinner = await patch({
      content: 'Porridge with raisins',
      details: { mealTime: 'dinner', mealSize: 'medium', mealSource: 'home' },
    });
    expect((await dinner.json()).occurredAt).toBe(evening); // dinner is not over: the edit's moment

    const check = await (await create(user.cookie, checkIn('2026-06-10'))).json();
    const checkPatch = (details: unknown) =>
      send(app, `/api/journal/entries/${check.id}`, {
        method: 'PATCH',
        cookie: user.cookie,
        body: { content: '', details },
      });
    const withTime = await checkPatch({
      symptomRatings: { Fatigue: 1 },
      time_of_day: 'morning',
      exact_time: '07:15',
    });
    expect((await withTime.json()).occurredAt).toBe('2026-06-10T11:15:00.000Z');
    const future = await checkPatch({
      symptomRatings: { Fatigue: 1 },
      time_of_day: 'night',
      exact_time: '22:15',
    });
    expect(future.status).toBe(422);
    expect((await future.json()).errors).toEqual([
      { field: 'details.exact_time', message: 'The exact time cannot be later than now.' },
    ]);
    const { rows } = await pool.query('select occurred_at, details from journal_entries where id = $1', [
      check.id,
    ]);
    expect(rows[0].occurred_at.toISOString()).toBe('2026-06-10T11:15:00.000Z');
    expect(rows[0].details.exact_time).toBe('07:15');
  });
});

describe('entries sent later from the offline queue (decision 013)', () => {
  // New York, June 2026 (EDT, UTC-4).
  const zone = 'America/New_York';
  const snack = (date: string, loggedAt: string) =>
    meal(date, {
      loggedAt,
      content: 'Oatcakes and cheese',
      details: { mealTime: 'snacks', mealSize: 'small', mealSource: 'home' },
    });

  it('keeps the moment the person logged it, sent two hours later or the next morning', async () => {
    at('2026-06-10T23:00:00.000Z'); // 7:00 PM
    const user = await person(zone);
    const dinnerLogged = '2026-06-10T23:00:00.000Z';
    const dinner = meal('2026-06-10', {
      loggedAt: dinnerLogged,
      details: { mealTime: 'dinner', mealSize: 'medium', mealSource: 'home' },
    });
    // Sent two hours later, at 9:00 PM.
    at('2026-06-11T01:00:00.000Z');
    const sentLater = await create(user.cookie, dinner);
    expect(sentLater.status).toBe(201);
    expect(await sentLater.json()).toMatchObject({
      occurredAt: dinnerLogged,
      createdAt: '2026-06-11T01:00:00.000Z',
    });

    // A snack logged at 10:41 PM and sent at 8:00 AM belongs to the evening it was logged.
    const lateSnack = snack('2026-06-10', '2026-06-11T02:41:00.000Z');
    at('2026-06-11T12:00:00.000Z');
    const nextMorning = await create(user.cookie, lateSnack);
    expect(nextMorning.status).toBe(201);
    expect((await nextMorning.json()).occurredAt).toBe('2026-06-11T02:41:00.000Z');
    const yesterday = await (await send(app, '/api/journal/days/2026-06-10', { cookie: user.cookie })).json();
    expect(yesterday.entries.map((entry: { id: string }) => entry.id)).toEqual([lateSnack.id, dinner.id]);
    const today = await (await send(app, '/api/journal/today', { cookie: user.cookie })).json();
    expect(today.entries).toEqual([]);

    // A breakfast logged at 9:30 AM while it was going on, sent at noon: 9:30, not 8:00.
    const breakfast = meal('2026-06-11', { loggedAt: '2026-06-11T13:30:00.000Z' });
    at('2026-06-11T16:00:00.000Z');
    expect((await (await create(user.cookie, breakfast)).json()).occurredAt).toBe('2026-06-11T13:30:00.000Z');
    // The same breakfast logged at 11:15, once it was over: its nominal time, as when typed then.
    const caughtUp = meal('2026-06-11', { loggedAt: '2026-06-11T15:15:00.000Z' });
    expect((await (await create(user.cookie, caughtUp)).json()).occurredAt).toBe('2026-06-11T12:00:00.000Z');

    // A replay of a create that arrived returns the first entry, whatever it says now.
    const replay = await create(user.cookie, { ...dinner, loggedAt: '2026-06-11T15:59:00.000Z' });
    expect(replay.status).toBe(200);
    expect((await replay.json()).occurredAt).toBe(dinnerLogged);
  });

  it('takes a loggedAt later than the server’s clock as now: a device clock ahead never places an entry in the future', async () => {
    at('2026-06-10T23:00:00.000Z');
    const user = await person(zone);
    const ahead = await create(user.cookie, snack('2026-06-10', '2026-06-11T01:00:00.000Z'));
    expect(ahead.status).toBe(201);
    expect((await ahead.json()).occurredAt).toBe('2026-06-10T23:00:00.000Z');
    const slightly = await create(user.cookie, snack('2026-06-10', '2026-06-10T23:00:30.000Z'));
    expect((await slightly.json()).occurredAt).toBe('2026-06-10T23:00:00.000Z');
  });

  it('keeps the day rules of a typed entry: no future day, none before the account', async () => {
    at('2026-06-10T16:00:00.000Z');
    const user = await person(zone, '2026-06-01T16:00:00.000Z');
    const future = snack('2026-06-11', '2026-06-10T15:00:00.000Z');
    const refusedFuture = await create(user.cookie, future);
    expect(refusedFuture.status).toBe(422);
    expect((await refusedFuture.json()).detail).toBe('You cannot log entries for future dates.');
    const beforeAccount = snack('2026-05-31', '2026-05-31T20:00:00.000Z');
    const refusedEarly = await create(user.cookie, beforeAccount);
    expect(refusedEarly.status).toBe(422);
    expect((await refusedEarly.json()).detail).toBe(
      'You cannot log entries before your account creation date.',
    );
    expect(await countRows(future.id)).toBe(0);
    expect(await countRows(beforeAccount.id)).toBe(0);
  });

  it('accepts an entry logged on a day now outside the edit window, at its time, correctable for 24 hours', async () => {
    at('2026-06-20T16:00:00.000Z');
    const user = await person(zone);
    // Logged at 10:41 PM on the 10th, on a device that stayed offline for ten days.
    const old = snack('2026-06-10', '2026-06-11T02:41:00.000Z');
    const sent = await create(user.cookie, old);
    expect(sent.status).toBe(201);
    expect((await sent.json()).occurredAt).toBe('2026-06-11T02:41:00.000Z');
    at('2026-06-21T15:00:00.000Z'); // 23 hours after it arrived
    const fix = await send(app, `/api/journal/entries/${old.id}`, {
      method: 'PATCH',
      cookie: user.cookie,
      body: { content: 'Oatcakes and brie', details: old.details },
    });
    expect(fix.status).toBe(200);
    expect((await fix.json()).occurredAt).toBe('2026-06-11T02:41:00.000Z');
  });

  it('places an entry whose day had not begun where it now counts (the zone moved west meanwhile) at its arrival', async () => {
    // Logged at 00:30 on the 11th in Berlin, for the 11th; the profile is in New York when it
    // arrives at 1:00 AM on the 11th there, where the moment it was logged was still the 10th.
    at('2026-06-11T05:00:00.000Z');
    const user = await person(zone);
    const westward = snack('2026-06-11', '2026-06-10T22:30:00.000Z');
    const placed = await create(user.cookie, westward);
    expect(placed.status).toBe(201);
    expect((await placed.json()).occurredAt).toBe('2026-06-11T05:00:00.000Z');
  });

  it('refuses a loggedAt that is not an ISO-8601 UTC instant, naming the field, and writes nothing', async () => {
    at('2026-06-10T16:00:00.000Z');
    const user = await person(zone);
    for (const loggedAt of ['yesterday', '2026-06-10T12:00:00+02:00', 1_780_000_000_000]) {
      const body = snack('2026-06-10', 'x');
      const response = await create(user.cookie, { ...body, loggedAt });
      expect(response.status).toBe(400);
      expect((await response.json()).errors).toEqual([
        {
          field: 'loggedAt',
          message:
            'loggedAt must be the moment the entry was saved, in ISO-8601 UTC, for example 2026-11-28T22:41:00.000Z.',
        },
      ]);
      expect(await countRows(body.id)).toBe(0);
    }
  });
});

describe('creating entries', () => {
  it('returns the same entry when a create is repeated, never a second one', async () => {
    at('2026-03-10T12:00:00Z');
    const user = await person('UTC');
    const body = meal('2026-03-10');
    const first = await create(user.cookie, body);
    const again = await create(user.cookie, body);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    expect(await countRows(body.id)).toBe(1);
  });

  const malformed: [string, (date: string) => unknown, string, string][] = [
    [
      'a description under 3 characters',
      (d) => meal(d, { content: ' ab ' }),
      'content',
      'Please provide at least a few characters to describe what you ate.',
    ],
    ['no description', (d) => meal(d, { content: '' }), 'content', 'Please tell us what you ate.'],
    [
      'an unknown meal time',
      (d) => meal(d, { details: { mealTime: 'brunch', mealSize: 'small', mealSource: 'home' } }),
      'details.mealTime',
      'Please select when you ate.',
    ],
    [
      'no portion size',
      (d) => meal(d, { details: { mealTime: 'lunch', mealSource: 'home' } }),
      'details.mealSize',
      'Please select the portion size.',
    ],
    [
      'an unknown field in food details',
      (d) => meal(d, { details: { mealTime: 'lunch', mealSize: 'small', mealSource: 'home', userId: 'x' } }),
      'details.userId',
      '',
    ],
    [
      'no rating above 0',
      (d) => checkIn(d, { details: { symptomRatings: { Fatigue: 0 } } }),
      'details.symptomRatings',
      'Please rate at least one symptom.',
    ],
    [
      'a rating of 6',
      (d) => checkIn(d, { details: { symptomRatings: { Fatigue: 6 } } }),
      'details.symptomRatings.Fatigue',
      'Each rating must be a whole number from 0 to 5.',
    ],
    [
      'an unknown time of day',
      (d) => checkIn(d, { details: { symptomRatings: { Fatigue: 2 }, time_of_day: 'noon' } }),
      'details.time_of_day',
      'Please select the time of day.',
    ],
    ['a user id', (d) => meal(d, { user_id: 'someone-else' }), 'user_id', ''],
    [
      'a date that is not a day',
      (d) => meal(d, { date: '2026-02-30' }),
      'date',
      'The date must be a real calendar day written YYYY-MM-DD.',
    ],
  ];

  it.each(malformed)(
    'refuses %s with a 400 naming the field and writes nothing',
    async (_label, build, field, message) => {
      at('2026-03-10T12:00:00Z');
      const user = await person('UTC');
      const body = build('2026-03-10') as { id: string };
      const response = await create(user.cookie, body);
      expect(response.status).toBe(400);
      const problem = await response.json();
      const error = problem.errors.find((candidate: { field: string }) => candidate.field === field);
      expect(error, JSON.stringify(problem.errors)).toBeDefined();
      if (message) expect(error.message).toBe(message);
      expect(await countRows(body.id)).toBe(0);
    },
  );
});

describe('changing entries', () => {
  it('updates content and details only, within the 7-day window, and locks older entries for editing', async () => {
    at('2026-03-10T12:00:00Z');
    const user = await person('UTC');
    const entry = await (await create(user.cookie, meal('2026-03-04'))).json(); // today - 6
    const changed = await send(app, `/api/journal/entries/${entry.id}`, {
      method: 'PATCH',
      cookie: user.cookie,
      body: {
        content: 'Porridge, no berries',
        details: { mealTime: 'breakfast', mealSize: 'large', mealSource: 'home' },
      },
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({
      id: entry.id,
      content: 'Porridge, no berries',
      occurredAt: entry.occurredAt,
    });

    at('2026-03-11T13:00:00Z'); // now the entry's day is today - 7, and it was written 25 hours ago
    const locked = await send(app, `/api/journal/entries/${entry.id}`, {
      method: 'PATCH',
      cookie: user.cookie,
      body: {
        content: 'Too late',
        details: { mealTime: 'breakfast', mealSize: 'large', mealSource: 'home' },
      },
    });
    expect(locked.status).toBe(403);
    expect((await locked.json()).detail).toBe('This entry is older than 7 days and cannot be edited');
    const { rows } = await pool.query('select content from journal_entries where id = $1', [entry.id]);
    expect(rows).toEqual([{ content: 'Porridge, no berries' }]);
  });

  it('deletes a person’s own entry at any age, while editing it stays refused', async () => {
    at('2026-03-10T12:00:00Z');
    const user = await person('UTC', '2025-11-01T00:00:00Z');
    const old = await (await create(user.cookie, meal('2025-12-01'))).json();
    const oldCheckIn = await (await create(user.cookie, checkIn('2025-12-01'))).json();
    at('2026-03-12T12:00:00Z'); // 101 days after the entries' day, 48 hours after they were written
    const edit = await send(app, `/api/journal/entries/${old.id}`, {
      method: 'PATCH',
      cookie: user.cookie,
      body: { content: 'Too late', details: { mealTime: 'lunch', mealSize: 'small', mealSource: 'home' } },
    });
    expect(edit.status).toBe(403);
    expect((await edit.json()).code).toBe('entry_locked');

    const removed = await send(app, `/api/journal/entries/${old.id}`, {
      method: 'DELETE',
      cookie: user.cookie,
    });
    expect(removed.status).toBe(204);
    expect(await countRows(old.id)).toBe(0);
    // The day's summary lost the meal and kept the check-in.
    const history = await (await send(app, '/api/journal/history?range=all', { cookie: user.cookie })).json();
    expect(history.totalDays).toBe(1);
    expect(history.entries.map((entry: { id: string }) => entry.id)).toEqual([oldCheckIn.id]);
    // A second delete finds nothing.
    const again = await send(app, `/api/journal/entries/${old.id}`, {
      method: 'DELETE',
      cookie: user.cookie,
    });
    expect(again.status).toBe(404);
  });

  it('lets a back-filled entry be corrected for 24 hours after it was written', async () => {
    at('2026-03-10T12:00:00Z');
    const user = await person('UTC');
    const fix = (id: string, content: string) =>
      send(app, `/api/journal/entries/${id}`, {
        method: 'PATCH',
        cookie: user.cookie,
        body: { content, details: { mealTime: 'lunch', mealSize: 'small', mealSource: 'home' } },
      });
    const remove = (id: string) =>
      send(app, `/api/journal/entries/${id}`, { method: 'DELETE', cookie: user.cookie });
    const corrected = await (await create(user.cookie, meal('2026-03-01'))).json(); // 9 days ago
    const deleted = await (await create(user.cookie, meal('2026-03-01'))).json();
    const late = await (await create(user.cookie, meal('2026-03-01'))).json();

    // Right away and 23 hours later, with the day long out of the 7-day window.
    expect((await fix(corrected.id, 'Porrdige')).status).toBe(200);
    at('2026-03-11T11:00:00Z');
    const fixed = await fix(corrected.id, 'Porridge');
    expect(fixed.status).toBe(200);
    // The fix also moved it from breakfast to lunch: lunch's nominal time on its day (decision 017).
    expect(corrected.occurredAt).toBe('2026-03-01T08:00:00.000Z');
    expect(await fixed.json()).toMatchObject({ content: 'Porridge', occurredAt: '2026-03-01T12:30:00.000Z' });
    expect((await remove(deleted.id)).status).toBe(204);
    expect(await countRows(deleted.id)).toBe(0);

    // 25 hours after it was written, the 7-day rule alone speaks.
    at('2026-03-11T13:00:00Z');
    const refused = await fix(late.id, 'Too late');
    expect(refused.status).toBe(403);
    expect((await refused.json()).detail).toBe('This entry is older than 7 days and cannot be edited');
    const { rows } = await pool.query('select content from journal_entries where id = $1', [late.id]);
    expect(rows).toEqual([{ content: 'Porridge with blueberries' }]);
    // Deleting is never limited.
    expect((await remove(late.id)).status).toBe(204);
    expect(await countRows(late.id)).toBe(0);
  });

  it('keeps an entry’s type: food details on a check-in are refused', async () => {
    at('2026-03-10T12:00:00Z');
    const user = await person('UTC');
    const entry = await (await create(user.cookie, checkIn('2026-03-10'))).json();
    const response = await send(app, `/api/journal/entries/${entry.id}`, {
      method: 'PATCH',
      cookie: user.cookie,
      body: { content: 'x', details: { mealTime: 'lunch', mealSize: 'small', mealSource: 'home' } },
    });
    expect(response.status).toBe(400);
  });

  it('deletes an entry', async () => {
    at('2026-03-10T12:00:00Z');
    const user = await person('UTC');
    const entry = await (await create(user.cookie, checkIn('2026-03-10'))).json();
    const response = await send(app, `/api/journal/entries/${entry.id}`, {
      method: 'DELETE',
      cookie: user.cookie,
    });
    expect(response.status).toBe(204);
    expect(await countRows(entry.id)).toBe(0);
  });

  it('treats another person’s entry as missing and leaves it unchanged', async () => {
    at('2026-03-10T12:00:00Z');
    const owner = await person('UTC');
    const stranger = await person('UTC');
    const body = meal('2026-03-10');
    const entry = await (await create(owner.cookie, body)).json();

    const read = await send(app, '/api/journal/today', { cookie: stranger.cookie });
    expect((await read.json()).entries).toEqual([]);
    const patch = await send(app, `/api/journal/entries/${entry.id}`, {
      method: 'PATCH',
      cookie: stranger.cookie,
      body: { content: 'Mine now', details: body.details },
    });
    expect(patch.status).toBe(404);
    const remove = await send(app, `/api/journal/entries/${entry.id}`, {
      method: 'DELETE',
      cookie: stranger.cookie,
    });
    expect(remove.status).toBe(404);
    const reuse = await create(stranger.cookie, { ...body, content: 'Mine now' });
    expect(reuse.status).toBe(409);

    const { rows } = await pool.query('select content, user_id from journal_entries where id = $1', [
      entry.id,
    ]);
    expect(rows).toEqual([{ content: 'Porridge with blueberries', user_id: owner.userId }]);
  });
});

describe('history', () => {
  it('shows the last 7 days, five days a page', async () => {
    at('2026-03-10T12:00:00Z');
    const user = await person('UTC');
    for (const day of ['2026-03-10', '2026-03-09', '2026-03-07', '2026-03-06', '2026-03-05', '2026-03-04']) {
      await create(user.cookie, meal(day));
    }
    await create(user.cookie, meal('2026-03-01')); // outside the week
    const first = await (await send(app, '/api/journal/history', { cookie: user.cookie })).json();
    expect(first).toMatchObject({ range: 'week', page: 1, pageCount: 2, totalDays: 6, today: '2026-03-10' });
    expect(first.entries).toHaveLength(5);
    const second = await (await send(app, '/api/journal/history?page=2', { cookie: user.cookie })).json();
    expect(second.entries).toHaveLength(1);
    expect(second.entries[0].occurredAt.slice(0, 10)).toBe('2026-03-04');
  });

  it('jumps to a date: every day, on the page that holds it or its nearest days', async () => {
    at('2026-03-10T12:00:00Z');
    const user = await person('Pacific/Auckland');
    // 12 days with entries, every other day from 13 Feb to 7 Mar on the person's calendar.
    const days = Array.from({ length: 12 }, (_, index) => addDays('2026-02-13', index * 2));
    for (const day of days) await create(user.cookie, meal(day));
    const jump = async (date: string) => {
      const response = await send(app, `/api/journal/history?range=week&page=3&date=${date}`, {
        cookie: user.cookie,
      });
      expect(response.status).toBe(200);
      return response.json();
    };
    const dayOf = (entry: { occurredAt: string }) => localDayKey(entry.occurredAt, 'Pacific/Auckland');

    // 13 Feb, the oldest: 11 days after it, so page 3 of 3.
    const oldest = await jump('2026-02-13');
    expect(oldest).toMatchObject({ range: 'all', page: 3, pageCount: 3, totalDays: 12 });
    expect(oldest.entries.map(dayOf)).toContain('2026-02-13');
    // 23 Feb: 6 days after it (25 Feb to 7 Mar), so page 2.
    const middle = await jump('2026-02-23');
    expect(middle.page).toBe(2);
    expect(middle.entries.map(dayOf)).toContain('2026-02-23');
    // 24 Feb has no entry: the page where it would be, with 23 and 25 Feb around it.
    const empty = await jump('2026-02-24');
    expect(empty.page).toBe(2);
    expect(empty.entries.map(dayOf)).toEqual(expect.arrayContaining(['2026-02-25', '2026-02-23']));
    // After the newest day, and before the oldest: the first and the last page.
    expect((await jump('2026-03-09')).page).toBe(1);
    expect((await jump('2025-01-01')).page).toBe(3);

    const bad = await send(app, '/api/journal/history?date=2026-02-30', { cookie: user.cookie });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors[0].field).toBe('date');
  });

  it('falls back to every entry when the last 7 days are empty', async () => {
    at('2026-03-01T12:00:00Z');
    const user = await person('UTC');
    await create(user.cookie, meal('2026-02-10'));
    await create(user.cookie, checkIn('2026-02-12'));
    at('2026-03-20T12:00:00Z');
    const page = await (await send(app, '/api/journal/history', { cookie: user.cookie })).json();
    expect(page).toMatchObject({ range: 'all', page: 1, pageCount: 1, totalDays: 2 });
    expect(page.entries).toHaveLength(2);
  });

  it('reads only the entries that its days may hold in the zones furthest from UTC', async () => {
    at('2026-03-10T12:00:00Z');
    const user = await person('UTC');
    const ids: Record<string, string> = {};
    for (let day = 2; day <= 10; day += 1) {
      const date = `2026-03-${String(day).padStart(2, '0')}`;
      ids[date] = meal(date).id;
      await create(user.cookie, { ...meal(date), id: ids[date] });
    }
    const lunch = meal('2026-03-05', {
      details: { mealTime: 'lunch', mealSize: 'small', mealSource: 'home' },
    });
    await create(user.cookie, lunch);
    // The first page is 6-10 March. Whatever the zone, 6 March starts no earlier than 5 March 10:00
    // UTC (at UTC+14): an entry before that cannot be on the page and need not be read.
    await pool.query('update journal_entries set occurred_at = $1 where id = $2', [
      '2026-03-05T09:59:59Z',
      ids['2026-03-05'],
    ]);
    await pool.query('update journal_entries set occurred_at = $1 where id = $2', [
      '2026-03-05T10:00:00Z',
      lunch.id,
    ]);
    const query = vi.spyOn(pool, 'query');
    try {
      const response = await send(app, '/api/journal/history?range=all', { cookie: user.cookie });
      const page = (await response.json()) as { entries: { id: string }[] };
      expect(page.entries.map((entry) => entry.id).sort()).toEqual(
        ['2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10']
          .map((date) => ids[date])
          .sort(),
      );
      const index = query.mock.calls.findIndex(
        ([config]) => (config as { name?: string }).name === 'tend-journal-history',
      );
      const result = query.mock.results[index];
      if (!result) throw new Error('the history statement was not run');
      const { rows } = (await result.value) as { rows: { id: string | null }[] };
      expect(rows.map((row) => row.id).sort()).toEqual(
        [...page.entries.map((entry) => entry.id), lunch.id].sort(),
      );
    } finally {
      query.mockRestore();
    }
  });

  it('still shows the first and last instants of its days in the zones furthest from UTC', async () => {
    at('2026-03-10T12:00:00Z');
    const edges = [
      // 9 March 00:00 at UTC+14 and 9 March 23:59:59 at UTC-12: the window's very edges.
      { zone: 'Pacific/Kiritimati', days: ['2026-03-09', '2026-03-10'], edge: '2026-03-08T10:00:00Z' },
      { zone: 'Etc/GMT+12', days: ['2026-03-08', '2026-03-09'], edge: '2026-03-10T11:59:59Z' },
    ];
    for (const { zone, days, edge } of edges) {
      const user = await person(zone);
      const entries = days.map((date) => meal(date));
      for (const entry of entries) await create(user.cookie, entry);
      const moved = zone === 'Pacific/Kiritimati' ? entries[0] : entries[1];
      await pool.query('update journal_entries set occurred_at = $1 where id = $2', [edge, moved?.id]);
      const response = await send(app, '/api/journal/history?range=all', { cookie: user.cookie });
      const page = (await response.json()) as { entries: { id: string; occurredAt: string }[] };
      expect(page.entries.map((entry) => entry.id).sort(), zone).toEqual(
        entries.map((entry) => entry.id).sort(),
      );
      expect(page.entries.map((entry) => entry.occurredAt)).toContain(new Date(edge).toISOString());
    }
  });

  it('counts a streak of consecutive days ending today or yesterday', async () => {
    at('2026-03-10T12:00:00Z');
    const user = await person('UTC');
    for (const day of ['2026-03-09', '2026-03-08', '2026-03-07', '2026-03-05'])
      await create(user.cookie, checkIn(day));
    expect((await (await send(app, '/api/journal/today', { cookie: user.cookie })).json()).streak).toBe(3);
  });
});
