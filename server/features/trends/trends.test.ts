import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays } from '#domain/common/day-key.ts';
import { minimalProfile } from '#domain/profile/test-support/minimal-profile.ts';
import { TREND_RANGE_MESSAGES, type TrendsResponse } from '#domain/trends/index.ts';
import { createTestApp } from '#server/test/test-app.ts';
import { send, signUpInZone } from '#server/test/users.ts';

// The app's clock: 23:30 UTC on Nov 23 is already Nov 24 in Auckland.
let clock = new Date('2026-11-23T23:30:00Z');
const { app, pool, close } = createTestApp({ now: () => clock });
afterAll(close);

type Row = { type: 'food' | 'symptom' | 'bowel'; content: string; at: string; details: unknown };

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

const factorRow = (at: string, factors: Record<string, unknown>): Row => ({
  type: 'symptom',
  content: '',
  at,
  details: { symptomRatings: { Fatigue: 2 }, time_of_day: 'morning', ...factors },
});
const bowelRow = (at: string, bristolType: number, urgency = false, blood = false): Row => ({
  type: 'bowel',
  content: '',
  at,
  details: { bristolType, urgency, blood, time_of_day: 'morning' },
});

async function track(cookie: string, tracking: Record<'stress' | 'sleep' | 'periods' | 'bowel', boolean>) {
  const response = await send(app, '/api/profile/tracking', { method: 'PUT', cookie, body: tracking });
  expect(response.status, await response.clone().text()).toBe(200);
}

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

  describe('factors beside the symptoms', () => {
    it('answers stress, sleep, bowel movements and period days per day of the person’s calendar', async () => {
      clock = new Date('2026-11-23T12:00:00Z');
      const ana = await person('America/New_York');
      await track(ana.cookie, { stress: true, sleep: true, periods: true, bowel: true });
      // New York is UTC-5 in November: 02:00Z on the 20th is still the evening of the 19th there.
      await write(ana.userId, [
        factorRow('2026-11-18T13:00:00Z', { stress: 2, sleepHours: 6.5, sleepQuality: 2, period: true }),
        factorRow('2026-11-18T23:00:00Z', { stress: 5 }),
        factorRow('2026-11-20T02:00:00Z', { stress: 3, period: true }),
        factorRow('2026-11-22T14:00:00Z', { sleepHours: 8, sleepQuality: 4, period: true }),
        factorRow('2026-11-23T14:00:00Z', { period: false }),
        bowelRow('2026-11-18T12:00:00Z', 4),
        bowelRow('2026-11-18T15:00:00Z', 6, true, true),
        bowelRow('2026-11-18T20:00:00Z', 7, true),
        bowelRow('2026-11-21T12:00:00Z', 3),
        // Before the range: in the lead-in the symptoms read, never in a factor.
        factorRow('2026-11-15T14:00:00Z', { stress: 5, period: true }),
        bowelRow('2026-11-15T14:00:00Z', 1),
      ]);

      const { factors, days } = await trends(ana.cookie, '?range=7');
      expect(days).toEqual([
        '2026-11-17',
        '2026-11-18',
        '2026-11-19',
        '2026-11-20',
        '2026-11-21',
        '2026-11-22',
        '2026-11-23',
      ]);
      expect(factors.tracking).toEqual({ stress: true, sleep: true, periods: true, bowel: true });
      expect(factors.stress?.days.map((day) => day.average)).toEqual([null, 3.5, 3, null, null, null, null]);
      expect(factors.stress?.summary).toEqual({ average: 3.33, highest: 5, daysLogged: 2, checkIns: 3 });
      expect(factors.sleep?.days.map((day) => [day.hours, day.quality])).toEqual([
        [null, null],
        [6.5, 2],
        [null, null],
        [null, null],
        [null, null],
        [8, 4],
        [null, null],
      ]);
      expect(factors.bowel?.days.map((day) => day.count)).toEqual([0, 3, 0, 0, 1, 0, 0]);
      expect(factors.bowel?.days[1]).toEqual({
        day: '2026-11-18',
        count: 3,
        averageType: 5.67,
        urgent: 2,
        blood: true,
      });
      expect(factors.bowel?.summary).toEqual({
        total: 4,
        daysLogged: 2,
        averageType: 5,
        urgent: 2,
        bloodDays: 1,
      });
      expect(factors.periods).toEqual({
        days: ['2026-11-18', '2026-11-19', '2026-11-22'],
        bands: [
          { from: '2026-11-18', to: '2026-11-19' },
          { from: '2026-11-22', to: '2026-11-22' },
        ],
      });
    });

    it('marks the person’s own medication changes dated in the range, and none from before it', async () => {
      clock = new Date('2026-11-23T12:00:00Z');
      const ana = await person('UTC');
      const other = await person('UTC');
      await pool.query('update "user" set created_at = $1 where id = any($2)', [
        '2026-09-01T09:00:00Z',
        [ana.userId, other.userId],
      ]);
      const record = async (cookie: string, body: Record<string, string>) => {
        const response = await send(app, '/api/medication-changes', { cookie, body });
        expect(response.status, await response.clone().text()).toBe(201);
      };
      await record(ana.cookie, {
        date: '2026-11-16',
        medication: 'Humira',
        change: 'started',
        doseNote: '40 mg',
      });
      await record(ana.cookie, { date: '2026-11-20', medication: 'Prednisone', change: 'stopped' });
      await record(ana.cookie, { date: '2026-10-01', medication: 'Before the range', change: 'started' });
      await record(other.cookie, { date: '2026-11-20', medication: 'Not hers', change: 'started' });

      const { factors } = await trends(ana.cookie, '?range=30');
      expect(factors.medicationChanges).toEqual([
        {
          date: '2026-11-16',
          medication: 'Humira',
          change: 'started',
          doseNote: '40 mg',
          label: 'Started Humira',
          text: 'Started Humira (40 mg)',
        },
        {
          date: '2026-11-20',
          medication: 'Prednisone',
          change: 'stopped',
          doseNote: '',
          label: 'Stopped Prednisone',
          text: 'Stopped Prednisone',
        },
      ]);
      // The 7-day view starts on the 17th: the start of Humira is before it.
      const week = await trends(ana.cookie, '?range=7');
      expect(week.factors.medicationChanges.map((change) => change.label)).toEqual(['Stopped Prednisone']);
    });

    it('leaves out a factor turned off, even with its data recorded, and follows the conditions until chosen', async () => {
      clock = new Date('2026-11-23T12:00:00Z');
      const ana = await person('UTC');
      await write(ana.userId, [
        factorRow('2026-11-22T09:00:00Z', { stress: 4, sleepHours: 7, sleepQuality: 3, period: true }),
        bowelRow('2026-11-22T10:00:00Z', 5),
      ]);
      // Not chosen yet: stress and sleep on, periods off, bowel movements off without a bowel condition.
      const defaults = await trends(ana.cookie, '?range=7');
      expect(defaults.factors.tracking).toEqual({ stress: true, sleep: true, periods: false, bowel: false });
      expect(defaults.factors.stress?.days.at(-2)?.average).toBe(4);
      expect(defaults.factors.sleep?.days.at(-2)).toEqual({ day: '2026-11-22', hours: 7, quality: 3 });
      expect(defaults.factors.periods).toBeNull();
      expect(defaults.factors.bowel).toBeNull();

      await track(ana.cookie, { stress: false, sleep: false, periods: true, bowel: true });
      const chosen = await trends(ana.cookie, '?range=7');
      expect(chosen.factors.stress).toBeNull();
      expect(chosen.factors.sleep).toBeNull();
      expect(chosen.factors.periods?.days).toEqual(['2026-11-22']);
      expect(chosen.factors.bowel?.summary.total).toBe(1);
      // The symptoms of the same check-in are untouched by the switches.
      expect(chosen.symptoms[0]?.days.at(-2)?.average).toBe(2);
    });

    it('answers a tracked factor with nothing recorded as gaps, not zeros', async () => {
      clock = new Date('2026-11-23T12:00:00Z');
      const ana = await person('UTC');
      await track(ana.cookie, { stress: true, sleep: true, periods: true, bowel: true });
      const { factors } = await trends(ana.cookie, '?range=7');
      expect(factors.stress?.days.every((day) => day.average === null)).toBe(true);
      expect(factors.sleep?.summary).toEqual({
        averageHours: null,
        shortestHours: null,
        averageQuality: null,
        nightsLogged: 0,
      });
      expect(factors.bowel?.days.every((day) => day.count === 0 && day.averageType === null)).toBe(true);
      expect(factors.periods).toEqual({ days: [], bands: [] });
      expect(factors.medicationChanges).toEqual([]);
    });
  });
});

describe('GET /api/trends: questionnaire scores', () => {
  it('answers a chart per instrument filled in the range, each score with its band', async () => {
    clock = new Date('2026-11-23T12:00:00Z');
    const { cookie, userId } = await person('Europe/London');
    const answers = (stools: number) =>
      JSON.stringify({
        'well-being': 1,
        'abdominal-pain': 1,
        'liquid-stools': stools,
        'abdominal-mass': 0,
        complications: [],
      });
    for (const [day, stools] of [
      ['2026-10-01', 20],
      ['2026-11-08', 9],
      ['2026-11-15', 1],
    ] as const)
      await pool.query(
        `insert into questionnaire_responses (user_id, instrument, day, week_start, answers, total, band)
         values ($1, 'hbi', $2, $2, $3, null, null)`,
        [userId, day, answers(stools)],
      );
    const body = await trends(cookie, '?range=30');
    expect(body.scores).toHaveLength(1);
    expect(body.scores[0]).toMatchObject({
      instrument: 'hbi',
      name: 'Harvey-Bradshaw Index',
      points: [
        { date: '2026-11-08', total: 11, band: 'moderate' },
        { date: '2026-11-15', total: 3, band: 'remission' },
      ],
    });
    const week = await trends(cookie, '?range=7');
    expect(week.scores).toEqual([]);
  });
});
