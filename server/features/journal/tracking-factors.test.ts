import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { FACTOR_MESSAGES } from '#domain/journal/journal-entry.ts';
import { createTestApp } from '#server/test/test-app.ts';
import { send, signUpInZone } from '#server/test/users.ts';

// The tracking factors through the journal's API: check-in factors and bowel movements, stored, refused,
// listed, counted (or not) and exported; and everything new erased with the account.

let clock = new Date('2026-03-10T12:00:00Z');
const { app, pool, close } = createTestApp({ now: () => clock });
afterAll(close);

async function person() {
  const user = await signUpInZone(app, 'Europe/London');
  await pool.query('update "user" set created_at = $1 where id = $2', ['2026-03-01T09:00:00Z', user.userId]);
  return user;
}

const checkIn = (date: string, factors: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  type: 'symptom',
  date,
  content: '',
  details: { symptomRatings: { 'Joint pain': 3 }, time_of_day: 'morning', ...factors },
});

const bowel = (date: string, details: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  type: 'bowel',
  date,
  details: { bristolType: 4, ...details },
});

const meal = (date: string) => ({
  id: randomUUID(),
  type: 'food',
  date,
  content: 'Porridge',
  details: { mealTime: 'breakfast', mealSize: 'medium', mealSource: 'home' },
});

async function create(cookie: string, body: unknown) {
  return send(app, '/api/journal/entries', { cookie, body });
}

async function entriesOf(userId: string) {
  const { rows } = await pool.query('select type, details from journal_entries where user_id = $1', [userId]);
  return rows;
}

describe('check-in factors', () => {
  it('are stored in the check-in’s details under their public names, and absent when not given', async () => {
    clock = new Date('2026-03-10T12:00:00Z');
    const { cookie, userId } = await person();
    const factors = { stress: 4, sleepHours: 6.5, sleepQuality: 2, period: true };
    const response = await create(cookie, checkIn('2026-03-10', factors));
    expect(response.status).toBe(201);
    expect((await response.json()).details).toMatchObject(factors);
    await create(cookie, checkIn('2026-03-10'));
    const stored = (await entriesOf(userId)).map((row) => row.details);
    expect(stored).toContainEqual({
      symptomRatings: { 'Joint pain': 3 },
      time_of_day: 'morning',
      ...factors,
    });
    expect(stored).toContainEqual({ symptomRatings: { 'Joint pain': 3 }, time_of_day: 'morning' });
  });

  it.each([
    ['stress 0', { stress: 0 }, 'details.stress', FACTOR_MESSAGES.stress],
    ['stress 6', { stress: 6 }, 'details.stress', FACTOR_MESSAGES.stress],
    ['25 hours of sleep', { sleepHours: 25 }, 'details.sleepHours', FACTOR_MESSAGES.sleepHours],
    ['7.3 hours of sleep', { sleepHours: 7.3 }, 'details.sleepHours', FACTOR_MESSAGES.sleepHours],
    ['-1 hours of sleep', { sleepHours: -1 }, 'details.sleepHours', FACTOR_MESSAGES.sleepHours],
    ['an unknown factor', { mood: 2 }, 'details.mood', 'Unrecognized key: "mood"'],
  ])('refuse %s with a 400 naming the field, storing nothing', async (_case, factors, field, message) => {
    clock = new Date('2026-03-10T12:00:00Z');
    const { cookie, userId } = await person();
    const response = await create(cookie, checkIn('2026-03-10', factors));
    expect(response.status).toBe(400);
    const problem = await response.json();
    expect(problem.detail).toBe(message);
    expect(problem.errors).toContainEqual({ field, message });
    expect(await entriesOf(userId)).toEqual([]);
  });

  it('are corrected like the rest of a check-in, and refused there too', async () => {
    clock = new Date('2026-03-10T12:00:00Z');
    const { cookie } = await person();
    const entry = checkIn('2026-03-10', { stress: 2 });
    await create(cookie, entry);
    const fixed = await send(app, `/api/journal/entries/${entry.id}`, {
      method: 'PATCH',
      cookie,
      body: { content: '', details: { ...entry.details, stress: 3, sleepHours: 8 } },
    });
    expect(fixed.status).toBe(200);
    expect((await fixed.json()).details).toMatchObject({ stress: 3, sleepHours: 8 });
    const refused = await send(app, `/api/journal/entries/${entry.id}`, {
      method: 'PATCH',
      cookie,
      body: { content: '', details: { ...entry.details, stress: 6 } },
    });
    expect(refused.status).toBe(400);
  });
});

describe('bowel movements', () => {
  it('are entries of their own type: listed on their day and in History, edited and deleted', async () => {
    clock = new Date('2026-03-10T12:00:00Z');
    const { cookie } = await person();
    const entry = bowel('2026-03-09', { urgency: true, time_of_day: 'evening' });
    const response = await create(cookie, entry);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      type: 'bowel',
      content: '',
      details: { bristolType: 4, urgency: true, blood: false, time_of_day: 'evening' },
    });
    const day = await (await send(app, '/api/journal/days/2026-03-09', { cookie })).json();
    expect(day.entries.map((e: { type: string }) => e.type)).toEqual(['bowel']);
    const history = await (await send(app, '/api/journal/history', { cookie })).json();
    expect(history.totalDays).toBe(1);
    expect(history.entries.map((e: { id: string }) => e.id)).toEqual([entry.id]);

    const edited = await send(app, `/api/journal/entries/${entry.id}`, {
      method: 'PATCH',
      cookie,
      body: {
        content: 'After coffee',
        details: { bristolType: 6, urgency: false, blood: true, time_of_day: 'evening' },
      },
    });
    expect(edited.status).toBe(200);
    expect((await edited.json()).details).toMatchObject({ bristolType: 6, blood: true });
    // A bowel movement cannot be turned into a check-in.
    const retyped = await send(app, `/api/journal/entries/${entry.id}`, {
      method: 'PATCH',
      cookie,
      body: { content: '', details: { symptomRatings: { Fatigue: 2 }, time_of_day: 'evening' } },
    });
    expect(retyped.status).toBe(400);

    expect((await send(app, `/api/journal/entries/${entry.id}`, { method: 'DELETE', cookie })).status).toBe(
      204,
    );
    const after = await (await send(app, '/api/journal/history', { cookie })).json();
    expect(after.totalDays).toBe(0);
  });

  it('keep the edit window of every entry, and can be deleted at any age (decision 022)', async () => {
    clock = new Date('2026-03-02T12:00:00Z');
    const { cookie } = await person();
    const entry = bowel('2026-03-02');
    await create(cookie, entry);
    clock = new Date('2026-03-12T12:00:00Z');
    const late = await send(app, `/api/journal/entries/${entry.id}`, {
      method: 'PATCH',
      cookie,
      body: { content: '', details: { ...entry.details, bristolType: 5 } },
    });
    expect(late.status).toBe(403);
    const deleted = await send(app, `/api/journal/entries/${entry.id}`, { method: 'DELETE', cookie });
    expect(deleted.status).toBe(204);
  });

  it.each([
    ['a Bristol type 8', { bristolType: 8 }, 'details.bristolType', FACTOR_MESSAGES.bristolType],
    ['a blood that is not a boolean', { blood: 'yes' }, 'details.blood', FACTOR_MESSAGES.blood],
    ['an urgency of 1', { urgency: 1 }, 'details.urgency', FACTOR_MESSAGES.urgency],
    ['a stress level', { stress: 2 }, 'details.stress', 'Unrecognized key: "stress"'],
  ])('refuse %s with a 400 naming the field, storing nothing', async (_case, details, field, message) => {
    clock = new Date('2026-03-10T12:00:00Z');
    const { cookie, userId } = await person();
    const response = await create(cookie, bowel('2026-03-10', details));
    expect(response.status).toBe(400);
    const problem = await response.json();
    expect(problem.detail).toBe(message);
    expect(problem.errors).toContainEqual({ field, message });
    expect(await entriesOf(userId)).toEqual([]);
  });

  it('do not count toward the streak: a day with only bowel movements keeps no run going', async () => {
    clock = new Date('2026-03-10T12:00:00Z');
    const { cookie } = await person();
    await create(cookie, meal('2026-03-08'));
    await create(cookie, bowel('2026-03-09'));
    await create(cookie, bowel('2026-03-10'));
    expect((await (await send(app, '/api/journal/today', { cookie })).json()).streak).toBe(0);
    await create(cookie, checkIn('2026-03-09'));
    // The 8th and the 9th now have a meal or a check-in; today has none yet, so the run ends yesterday.
    expect((await (await send(app, '/api/journal/today', { cookie })).json()).streak).toBe(2);
  });

  it('keep their day in the summary when the zone changes', async () => {
    clock = new Date('2026-03-10T12:00:00Z');
    const { cookie, userId } = await person();
    await create(cookie, bowel('2026-03-10'));
    await send(app, '/api/profile/timezone', { method: 'PUT', cookie, body: { timezone: 'Asia/Tokyo' } });
    const { rows } = await pool.query(
      'select food_count, symptom_count, bowel_count from journal_days where user_id = $1',
      [userId],
    );
    expect(rows).toEqual([{ food_count: 0, symptom_count: 0, bowel_count: 1 }]);
  });
});

describe('the exports', () => {
  it('carry every new field: factors, bowel movements, medication changes and the tracking switches', async () => {
    clock = new Date('2026-03-10T12:00:00Z');
    const { cookie } = await person();
    await create(
      cookie,
      checkIn('2026-03-09', { stress: 5, sleepHours: 4.5, sleepQuality: 1, period: false }),
    );
    await create(cookie, bowel('2026-03-10', { bristolType: 7, blood: true }));
    await send(app, '/api/medication-changes', {
      cookie,
      body: { date: '2026-03-05', medication: 'Budesonide', change: 'started', doseNote: '9 mg' },
    });
    await send(app, '/api/profile/tracking', {
      method: 'PUT',
      cookie,
      body: { stress: true, sleep: false, periods: true, bowel: true },
    });

    const json = await (await send(app, '/api/export', { cookie })).json();
    expect(json.journalEntries.map((e: { type: string; details: unknown }) => [e.type, e.details])).toEqual([
      [
        'symptom',
        {
          symptomRatings: { 'Joint pain': 3 },
          time_of_day: 'morning',
          stress: 5,
          sleepHours: 4.5,
          sleepQuality: 1,
          period: false,
        },
      ],
      ['bowel', { bristolType: 7, urgency: false, blood: true, time_of_day: 'morning' }],
    ]);
    expect(json.medicationChanges).toEqual([
      expect.objectContaining({
        date: '2026-03-05',
        medication: 'Budesonide',
        change: 'started',
        doseNote: '9 mg',
      }),
    ]);
    expect(json.profile.tracking).toEqual({ stress: true, sleep: false, periods: true, bowel: true });

    const csv = await (await send(app, '/api/export/csv', { cookie })).text();
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('Stress (1-5),Sleep hours,Sleep quality (1-5),Period day');
    expect(lines[0]).toContain('Medication,Medication change,Dose note');
    // A medication change has a day and no time: its time, zone and UTC cells are empty.
    // The experiment, questionnaire and share link columns come last, empty outside them.
    expect(lines[1]).toMatch(/^2026-03-05,,,,Medication change,.*Budesonide,Started,9 mg,,,,,,,,,,$/);
    expect(lines[2]).toContain(',5,4.5,1,No,');
    expect(lines[3]).toMatch(/,Bowel movement,.*,7,No,Yes,/);
  });
});

describe('deleting the account', () => {
  it('erases the bowel movements, medication changes and tracking choices with it', async () => {
    clock = new Date('2026-03-10T12:00:00Z');
    const { cookie, userId, password } = await person();
    await create(cookie, bowel('2026-03-10'));
    await create(cookie, checkIn('2026-03-10', { stress: 3 }));
    await send(app, '/api/medication-changes', {
      cookie,
      body: { date: '2026-03-05', medication: 'Humira', change: 'started' },
    });
    await send(app, '/api/profile/tracking', {
      method: 'PUT',
      cookie,
      body: { stress: true, sleep: true, periods: true, bowel: true },
    });
    const count = async (table: string) =>
      Number((await pool.query(`select count(*) from ${table} where user_id = $1`, [userId])).rows[0].count);
    expect([
      await count('journal_entries'),
      await count('medication_changes'),
      await count('user_profiles'),
    ]).toEqual([2, 1, 1]);

    const response = await send(app, '/api/auth/delete-user', { cookie, body: { password } });
    expect(response.status).toBe(200);
    for (const table of ['journal_entries', 'journal_days', 'medication_changes', 'user_profiles'])
      expect(await count(table)).toBe(0);
  });
});
