import { afterAll, describe, expect, it } from 'vitest';
import { MEDICATION_CHANGE_MESSAGES } from '#domain/medication-changes/medication-change.ts';
import { createTestApp } from '#server/test/test-app.ts';
import { send, signUpInZone } from '#server/test/users.ts';

// Medication history: dated changes a person records, corrects and deletes, each their own.

let clock = new Date('2026-03-10T12:00:00Z');
const { app, pool, close } = createTestApp({ now: () => clock });
afterAll(close);

async function person(createdAt = '2026-03-01T09:00:00Z', timezone = 'Europe/London') {
  const user = await signUpInZone(app, timezone);
  await pool.query('update "user" set created_at = $1 where id = $2', [createdAt, user.userId]);
  return user;
}

const started = {
  date: '2026-03-03',
  medication: 'Humira',
  change: 'started',
  doseNote: '40 mg every other week',
};

async function stored(userId: string) {
  const { rows } = await pool.query(
    'select to_char(day, $2) as day, medication, change, dose_note from medication_changes where user_id = $1 order by day, created_at',
    [userId, 'YYYY-MM-DD'],
  );
  return rows;
}

describe('medication changes', () => {
  it('are recorded, listed oldest first, corrected and deleted', async () => {
    clock = new Date('2026-03-10T12:00:00Z');
    const { cookie, userId } = await person();
    const first = await send(app, '/api/medication-changes', { cookie, body: started });
    expect(first.status).toBe(201);
    const created = await first.json();
    expect(created).toMatchObject({ ...started, id: expect.any(String) });
    const second = await send(app, '/api/medication-changes', {
      cookie,
      body: { date: '2026-03-01', medication: 'Prednisone', change: 'stopped' },
    });
    expect(second.status).toBe(201);

    const list = await (await send(app, '/api/medication-changes', { cookie })).json();
    expect(list.changes.map((change: { medication: string }) => change.medication)).toEqual([
      'Prednisone',
      'Humira',
    ]);
    expect(list.changes[0].doseNote).toBe('');

    const corrected = await send(app, `/api/medication-changes/${created.id}`, {
      method: 'PUT',
      cookie,
      body: { ...started, date: '2026-03-04', change: 'dose-changed', doseNote: '80 mg' },
    });
    expect(corrected.status).toBe(200);
    expect(await corrected.json()).toMatchObject({
      date: '2026-03-04',
      change: 'dose-changed',
      doseNote: '80 mg',
    });

    const deleted = await send(app, `/api/medication-changes/${created.id}`, { method: 'DELETE', cookie });
    expect(deleted.status).toBe(204);
    expect(await stored(userId)).toEqual([
      { day: '2026-03-01', medication: 'Prednisone', change: 'stopped', dose_note: '' },
    ]);
  });

  it.each([
    ['dated tomorrow', { date: '2026-03-11' }, 'date', MEDICATION_CHANGE_MESSAGES.futureDate],
    ['dated before 1900', { date: '1899-12-31' }, 'date', MEDICATION_CHANGE_MESSAGES.before1900],
    [
      'known by its month but not dated its first day',
      { date: '2025-03-14', precision: 'month' },
      'date',
      MEDICATION_CHANGE_MESSAGES.monthNotFirst,
    ],
    [
      'with a name of 10,000 characters',
      { medication: 'x'.repeat(10_000) },
      'medication',
      MEDICATION_CHANGE_MESSAGES.nameTooLong,
    ],
    [
      'with control characters in the name',
      { medication: 'Hum\u0000ira' },
      'medication',
      "The medication's name cannot contain a NUL character or a broken (unpaired surrogate) character",
    ],
    [
      'with a tab in the name',
      { medication: 'Hum\tira' },
      'medication',
      MEDICATION_CHANGE_MESSAGES.nameControl,
    ],
    ['of an unknown kind', { change: 'paused' }, 'change', MEDICATION_CHANGE_MESSAGES.change],
    ['with an unknown field', { userId: 'someone-else' }, 'userId', 'Unknown field "userId"'],
  ])(
    'are refused with a 400 naming the field when %s, and nothing is stored',
    async (_case, change, field, message) => {
      clock = new Date('2026-03-10T12:00:00Z');
      const { cookie, userId } = await person();
      const response = await send(app, '/api/medication-changes', {
        cookie,
        body: { ...started, ...change },
      });
      expect(response.status).toBe(400);
      const problem = await response.json();
      expect(problem.detail).toBe(message);
      expect(problem.errors).toContainEqual({ field, message });
      expect(await stored(userId)).toEqual([]);
    },
  );

  it('are stored and returned when dated a year before the account: people join already on treatment', async () => {
    clock = new Date('2026-03-10T12:00:00Z');
    const { cookie, userId } = await person('2026-03-01T09:00:00Z');
    const yearBefore = await send(app, '/api/medication-changes', {
      cookie,
      body: { ...started, date: '2025-03-01' },
    });
    expect(yearBefore.status).toBe(201);
    expect(await yearBefore.json()).toMatchObject({ date: '2025-03-01', precision: 'day' });
    const byMonth = await send(app, '/api/medication-changes', {
      cookie,
      body: { date: '2024-11-01', precision: 'month', medication: 'Methotrexate', change: 'started' },
    });
    expect(byMonth.status).toBe(201);
    const list = await (await send(app, '/api/medication-changes', { cookie })).json();
    expect(
      list.changes.map(({ date, precision, medication }: Record<string, string>) => ({
        date,
        precision,
        medication,
      })),
    ).toEqual([
      { date: '2024-11-01', precision: 'month', medication: 'Methotrexate' },
      { date: '2025-03-01', precision: 'day', medication: 'Humira' },
    ]);
    expect((await stored(userId)).map((row: { day: string }) => row.day)).toEqual([
      '2024-11-01',
      '2025-03-01',
    ]);
  });

  it('refuses a correction to a bad date and leaves the change as it was', async () => {
    clock = new Date('2026-03-10T12:00:00Z');
    const { cookie, userId } = await person();
    const { id } = await (await send(app, '/api/medication-changes', { cookie, body: started })).json();
    const response = await send(app, `/api/medication-changes/${id}`, {
      method: 'PUT',
      cookie,
      body: { ...started, date: '2026-03-11' },
    });
    expect(response.status).toBe(400);
    const before1900 = await send(app, `/api/medication-changes/${id}`, {
      method: 'PUT',
      cookie,
      body: { ...started, date: '1899-01-01' },
    });
    expect(before1900.status).toBe(400);
    expect((await before1900.json()).errors).toContainEqual({
      field: 'date',
      message: MEDICATION_CHANGE_MESSAGES.before1900,
    });
    expect((await stored(userId))[0]?.day).toBe('2026-03-03');
  });

  it('are another person’s to see, correct or delete only: theirs are simply not found', async () => {
    clock = new Date('2026-03-10T12:00:00Z');
    const owner = await person();
    const other = await person();
    const { id } = await (
      await send(app, '/api/medication-changes', { cookie: owner.cookie, body: started })
    ).json();
    expect(
      (await (await send(app, '/api/medication-changes', { cookie: other.cookie })).json()).changes,
    ).toEqual([]);
    const put = await send(app, `/api/medication-changes/${id}`, {
      method: 'PUT',
      cookie: other.cookie,
      body: started,
    });
    expect(put.status).toBe(404);
    expect(
      (await send(app, `/api/medication-changes/${id}`, { method: 'DELETE', cookie: other.cookie })).status,
    ).toBe(404);
    expect(
      (await send(app, '/api/medication-changes/not-a-uuid', { method: 'DELETE', cookie: owner.cookie }))
        .status,
    ).toBe(404);
    expect(await stored(owner.userId)).toHaveLength(1);
  });
});

describe('what else to track', () => {
  it('defaults from the conditions until the person chooses, and keeps the choice', async () => {
    const { cookie } = await person();
    expect(await (await send(app, '/api/profile/tracking', { cookie })).json()).toEqual({
      stress: true,
      sleep: true,
      periods: false,
      bowel: false,
    });
    const profile = {
      name: 'Robin',
      conditions: ["Crohn's Disease"],
      medications: ['none'],
      supplements: [],
      symptoms: ['Fatigue'],
      dietaryRestrictions: ['none'],
      suspectedTriggers: [],
    };
    expect((await send(app, '/api/profile', { method: 'PUT', cookie, body: profile })).status).toBe(200);
    expect((await (await send(app, '/api/profile/tracking', { cookie })).json()).bowel).toBe(true);

    const chosen = { stress: false, sleep: true, periods: true, bowel: false };
    const saved = await send(app, '/api/profile/tracking', { method: 'PUT', cookie, body: chosen });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual(chosen);
    // Saving the profile again leaves the switches alone.
    await send(app, '/api/profile', { method: 'PUT', cookie, body: profile });
    expect(await (await send(app, '/api/profile/tracking', { cookie })).json()).toEqual(chosen);
  });

  it('refuses a switch that is not on or off, a missing one and an unknown one', async () => {
    const { cookie } = await person();
    const bad = await send(app, '/api/profile/tracking', {
      method: 'PUT',
      cookie,
      body: { stress: 'yes', sleep: true, periods: false, bowel: false },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).detail).toBe('Tracking stress must be on or off (true or false).');
    const unknown = await send(app, '/api/profile/tracking', {
      method: 'PUT',
      cookie,
      body: { stress: true, sleep: true, periods: false, bowel: false, mood: true },
    });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).detail).toBe('Unknown field "mood"');
  });
});
