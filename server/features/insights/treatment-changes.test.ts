import { randomUUID } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as engine from '#domain/insights/index.ts';
import { createTestApp } from '#server/test/test-app.ts';
import { send, signUpInZone } from '#server/test/users.ts';

// The insights service hands the engine what it needs to tell a food from a treatment or a
// bad week, the check-in factors (in the entries) and the dated medication changes. How the engine
// uses them is the next issue; this checks that they arrive, and that a new change is news.

vi.mock('#domain/insights/index.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('#domain/insights/index.ts')>();
  return { ...original, analyzeJournal: vi.fn(original.analyzeJournal) };
});

let clock = new Date('2026-03-10T18:00:00Z');
const { app, pool, close } = createTestApp({ now: () => clock });
afterAll(close);

const analyzeJournal = vi.mocked(engine.analyzeJournal);
beforeEach(() => {
  analyzeJournal.mockClear();
});

describe('the insights service', () => {
  it('passes the check-in factors and the medication changes, oldest first, to analyzeJournal', async () => {
    const { cookie, userId } = await signUpInZone(app, 'UTC');
    await pool.query('update "user" set created_at = $1 where id = $2', ['2026-01-01T00:00:00Z', userId]);
    const checkIn = {
      id: randomUUID(),
      type: 'symptom',
      date: '2026-03-10',
      content: '',
      details: { symptomRatings: { Fatigue: 3 }, time_of_day: 'evening', stress: 4, sleepHours: 5.5 },
    };
    expect((await send(app, '/api/journal/entries', { cookie, body: checkIn })).status).toBe(201);
    for (const body of [
      { date: '2026-03-03', medication: 'Humira', change: 'started', doseNote: '40 mg' },
      { date: '2026-02-01', medication: 'Prednisone', change: 'dose-changed' },
    ]) {
      expect((await send(app, '/api/medication-changes', { cookie, body })).status).toBe(201);
    }

    expect((await send(app, '/api/insights', { cookie })).status).toBe(200);
    expect(analyzeJournal).toHaveBeenCalledTimes(1);
    const input = analyzeJournal.mock.calls[0]?.[0];
    expect(input?.treatmentChanges).toEqual([
      { date: '2026-02-01', medication: 'Prednisone', change: 'dose-changed' },
      { date: '2026-03-03', medication: 'Humira', change: 'started' },
    ]);
    expect(input?.entries[0]?.details).toMatchObject({ stress: 4, sleepHours: 5.5 });

    // A day later the cache has expired; a medication change recorded meanwhile is news to the engine.
    clock = new Date('2026-03-11T19:00:00Z');
    await send(app, '/api/medication-changes', {
      cookie,
      body: { date: '2026-03-11', medication: 'Humira', change: 'stopped' },
    });
    expect((await send(app, '/api/insights', { cookie })).status).toBe(200);
    expect(analyzeJournal).toHaveBeenCalledTimes(2);
    expect(analyzeJournal.mock.calls[1]?.[0].treatmentChanges).toHaveLength(3);
  });

  it('hands a change from before the account to the engine, which reads it as the starting state', async () => {
    clock = new Date('2026-03-10T18:00:00Z');
    const { cookie, userId } = await signUpInZone(app, 'UTC');
    await pool.query('update "user" set created_at = $1 where id = $2', ['2026-03-01T00:00:00Z', userId]);
    const body = { date: '2025-03-01', precision: 'month', medication: 'Humira', change: 'started' };
    expect((await send(app, '/api/medication-changes', { cookie, body })).status).toBe(201);
    for (const [date, rating] of [
      ['2026-03-02', 2],
      ['2026-03-05', 4],
      ['2026-03-09', 3],
    ] as const) {
      const checkIn = {
        id: randomUUID(),
        type: 'symptom',
        date,
        content: '',
        details: { symptomRatings: { Fatigue: rating }, time_of_day: 'evening' },
      };
      expect((await send(app, '/api/journal/entries', { cookie, body: checkIn })).status).toBe(201);
    }

    const response = await send(app, '/api/insights', { cookie });
    expect(response.status).toBe(200);
    expect(analyzeJournal.mock.calls[0]?.[0].treatmentChanges).toEqual([
      { date: '2025-03-01', medication: 'Humira', change: 'started' },
    ]);
    const result = analyzeJournal.mock.results[0];
    expect(result?.type).toBe('return');
    const notes = result?.type === 'return' ? (result.value.dataSufficiency.notes ?? []) : ['no result'];
    for (const note of notes) expect(note).not.toContain('Humira');
  });
});
