import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/rules/day-key.ts';
import { minimalProfile } from '../../../domain/schemas/test-support/minimal-profile.ts';
import { TREND_RANGE_MESSAGES, type TrendsResponse } from '../../../domain/trends/index.ts';
import { createTestApp } from '../../test/test-app.ts';
import { send, signUpInZone } from '../../test/users.ts';

// The app's clock: 23:30 UTC on Nov 23 is already Nov 24 in Auckland.
let clock = new Date('2026-11-23T23:30:00Z');
const { app, pool, close } = createTestApp({ now: () => clock });
afterAll(close);

type Row = { type: 'food' | 'symptom'; content: string; at: string; details: unknown };

const mealRow = (at: string, content: string): Row => ({
  type: 'food',
  content,
  at,
  details: { mealTime: 'lunch', mealSize: 'medium', mealSource: 'home', wasPhotoAnalyzed: false },
});
const checkInRow = (at: string, ratings: Record<string, number>): Row => ({
  type: 'symptom',
  content: '',
  at,
  details: { symptomRatings: ratings, time_of_day: 'evening' },
});

async function person(timezone: string, symptoms = ['Fatigue', 'Joint pain']) {
  const user = await signUpInZone(app, timezone);
  const body = { ...minimalProfile, symptoms, suspectedTriggers: ['dairy'] };
  expect((await send(app, '/api/profile', { method: 'PUT', cookie: user.cookie, body })).status).toBe(200);
  return user;
}

// Straight to the table: the API only takes past days back to the account's creation.
async function write(userId: string, rows: readonly Row[]) {
  await pool.query(
    `insert into journal_entries (id, user_id, type, content, occurred_at, details)
     select gen_random_uuid(), $1, e->>'type', e->>'content', (e->>'at')::timestamptz, e->'details'
     from jsonb_array_elements($2::jsonb) e`,
    [userId, JSON.stringify(rows)],
  );
}

async function trends(cookie: string, query: string): Promise<TrendsResponse> {
  const response = await send(app, `/api/trends${query}`, { cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as TrendsResponse;
}

describe('GET /api/trends', () => {
  it('answers the last 7 days of the person’s calendar with gaps as nulls, and only their entries', async () => {
    clock = new Date('2026-11-23T23:30:00Z');
    const ana = await person('Pacific/Auckland');
    const other = await person('Pacific/Auckland');
    // Auckland is UTC+13 in November: 2026-11-23T22:00Z is 11:00 on Nov 24 there.
    await write(ana.userId, [
      checkInRow('2026-11-23T22:00:00Z', { Fatigue: 2, 'Joint pain': 4 }),
      checkInRow('2026-11-23T23:00:00Z', { Fatigue: 4 }),
      mealRow('2026-11-23T21:00:00Z', 'latte'),
      mealRow('2026-11-23T22:30:00Z', 'grilled cheese'),
      checkInRow('2026-11-20T02:00:00Z', { Fatigue: 1 }),
    ]);
    await write(other.userId, [
      checkInRow('2026-11-23T22:00:00Z', { Fatigue: 5, Secret: 5 }),
      mealRow('2026-11-23T22:00:00Z', 'milk'),
    ]);

    const body = await trends(ana.cookie, '?range=7');
    expect(body).toMatchObject({ from: '2026-11-18', to: '2026-11-24', today: '2026-11-24', preset: 7 });
    expect(body.timeZone).toBe('Pacific/Auckland');
    expect(body.symptoms.map((series) => series.symptom)).toEqual(['Fatigue', 'Joint pain']);
    const fatigue = body.symptoms[0];
    expect(fatigue?.days.map((day) => day.average)).toEqual([null, null, 1, null, null, null, 3]);
    expect(fatigue?.days.at(-1)).toMatchObject({ worst: 4, checkIns: 2 });
    expect(fatigue?.summary).toEqual({ average: 2.33, worst: 4, daysLogged: 2, checkIns: 3 });
    expect(body.completeness.at(-1)).toEqual({ day: '2026-11-24', meals: 2, checkIns: 2, goalMet: true });
    const dairy = body.triggers.foods.find((food) => food.trigger === 'dairy');
    expect(dairy).toMatchObject({ total: 2, suspected: true });
    expect(body.patterns).toEqual([]);
    expect(body.watching).toBeNull();
    expect(body.insightsGeneratedAt).toBeNull();
  });

  it('marks the cached insights’ reported patterns on their symptom and names the one being watched', async () => {
    clock = new Date('2026-11-23T12:00:00Z');
    const ana = await person('UTC');
    const pattern = {
      title: 'Dairy may be linked to Joint pain',
      confidence: 0.91,
      description: 'Joint pain was higher in the day after dairy.',
      trigger: 'dairy',
      symptom: 'Joint pain',
    };
    const association = (trigger: string, confidence: number, status: string) => ({
      trigger,
      symptom: 'Fatigue',
      confidence,
      reported: false,
      status,
      suspected: false,
      window: null,
      effect: null,
      meals: 3,
      checkIns: { exposed: 2, unexposed: 5 },
      averages: null,
      evidence: `${trigger} evidence`,
    });
    const insights = {
      associations: [association('gluten', 0.4, 'watching'), association('sugar', 0.6, 'watching')],
      patterns: [pattern],
      dailySummary: { day: '2026-11-23', text: '', meals: 0, checkIns: 0, symptoms: [] },
      recommendations: [],
      dataSufficiency: { daysCovered: 30, checkIns: 60, meals: 90, enough: true, missing: [] },
    };
    await pool.query(
      `insert into user_insights (user_id, insights, journal_fingerprint, generated_at, expires_at)
       values ($1, $2, 'x', '2026-11-20T10:00:00Z', '2026-11-21T10:00:00Z')`,
      [ana.userId, JSON.stringify(insights)],
    );
    const body = await trends(ana.cookie, '?range=30');
    expect(body.patterns).toEqual([pattern]);
    expect(body.symptoms.find((series) => series.symptom === 'Joint pain')?.patterns).toEqual([
      { title: pattern.title, confidence: 0.91, description: pattern.description, trigger: 'dairy' },
    ]);
    expect(body.symptoms.find((series) => series.symptom === 'Fatigue')?.patterns).toEqual([]);
    expect(body.watching).toEqual({
      trigger: 'sugar',
      symptom: 'Fatigue',
      confidence: 0.6,
      evidence: 'sugar evidence',
    });
    // An expired cache is still the engine's last word; Trends never runs the engine itself.
    expect(body.insightsGeneratedAt).toBe('2026-11-20T10:00:00.000Z');
  });

  it('defaults to 30 days', async () => {
    clock = new Date('2026-11-23T12:00:00Z');
    const ana = await person('UTC');
    const body = await trends(ana.cookie, '');
    expect(body).toMatchObject({ preset: 30, from: '2026-10-25', to: '2026-11-23' });
    expect(body.days).toHaveLength(30);
  });

  it.each([
    ['?range=14', TREND_RANGE_MESSAGES.preset],
    ['?from=2026-11-01', TREND_RANGE_MESSAGES.both],
    ['?from=2026-11-10&to=2026-11-01', TREND_RANGE_MESSAGES.order],
    ['?from=2026-02-30&to=2026-03-02', TREND_RANGE_MESSAGES.day],
    ['?range=7&from=2026-11-01&to=2026-11-02', TREND_RANGE_MESSAGES.mixed],
    ['?from=2025-01-01&to=2026-11-01', TREND_RANGE_MESSAGES.tooLong],
    ['?from=2026-11-01&to=2026-11-24', TREND_RANGE_MESSAGES.future],
  ])('refuses %s with a 400 that says why', async (query, message) => {
    clock = new Date('2026-11-23T12:00:00Z');
    const ana = await person('UTC');
    const response = await send(app, `/api/trends${query}`, { cookie: ana.cookie });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation_failed', detail: message });
  });

  it('answers a year of entries (366 days) in one request', async () => {
    clock = new Date('2026-11-23T20:00:00Z');
    const ana = await person('America/New_York');
    const to = '2026-11-23';
    const from = addDays(to, -365);
    const rows: Row[] = [];
    let missed = 0;
    for (let offset = -6; offset <= 365; offset += 1) {
      const day = addDays(from, offset);
      if (offset % 9 === 4) {
        if (offset >= 0) missed += 1;
        continue;
      }
      rows.push(
        mealRow(`${day}T12:00:00Z`, 'toast with butter'),
        mealRow(`${day}T17:00:00Z`, 'chicken and rice'),
      );
      rows.push(mealRow(`${day}T22:00:00Z`, 'pasta with tomato sauce'));
      rows.push(checkInRow(`${day}T14:00:00Z`, { Fatigue: offset % 6, 'Joint pain': 2 }));
      rows.push(checkInRow(`${day}T23:00:00Z`, { Fatigue: (offset + 2) % 6 }));
    }
    await write(ana.userId, rows);

    const body = await trends(ana.cookie, `?from=${from}&to=${to}`);
    expect(body.days).toHaveLength(366);
    expect(body.preset).toBeNull();
    const fatigue = body.symptoms[0];
    expect(fatigue?.summary.daysLogged).toBe(366 - missed);
    expect(fatigue?.days.filter((day) => day.average === null)).toHaveLength(missed);
    expect(body.completeness.filter((day) => day.goalMet)).toHaveLength(366 - missed);
    expect(body.triggers.weeks.reduce((sum, week) => sum + week.days, 0)).toBe(366);
    expect(body.triggers.foods.find((food) => food.trigger === 'dairy')?.total).toBe(366 - missed);
    // Its speed is bench:trends' to measure (docs/performance.md), not a test's.

    // A browser that accepts gzip gets the year compressed: 110 kB of JSON is half a second on a
    // phone network.
    const zipped = await send(app, `/api/trends?from=${from}&to=${to}`, {
      cookie: ana.cookie,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
    const compressed = Buffer.from(await zipped.arrayBuffer());
    const plain = JSON.stringify(body);
    expect(compressed.length).toBeLessThan(plain.length / 4);
    expect(JSON.parse(gunzipSync(compressed).toString('utf8'))).toEqual(body);
  });
});
