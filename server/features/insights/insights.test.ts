import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { type InsightsResponse, insightsResponseSchema } from '#domain/insights/insights-schema.ts';
import { minimalProfile } from '#domain/profile/test-support/minimal-profile.ts';
import { insertDairyJournal } from '#server/test/dairy-journal.ts';
import { createTestApp } from '#server/test/test-app.ts';
import { send, signUpInZone } from '#server/test/users.ts';
import { NO_ENTRIES_MESSAGE, REFRESH_REFUSED_MESSAGE } from './insights.service.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

// The app's clock (deps.now): moving it past 24 hours is how these tests let a cache expire.
let clock = new Date('2026-03-10T18:00:00Z');
const { app, pool, close } = createTestApp({ now: () => clock });
afterAll(close);

function at(instant: Date | string) {
  clock = new Date(instant);
}

function later(ms: number) {
  clock = new Date(clock.getTime() + ms);
}

async function person(timezone = 'UTC') {
  const user = await signUpInZone(app, timezone);
  // Entries are refused before the account's creation date; these people joined long ago.
  await pool.query('update "user" set created_at = $1 where id = $2', ['2025-01-01T00:00:00Z', user.userId]);
  return user;
}

const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);

const meal = (content = 'Porridge with blueberries') => ({
  id: randomUUID(),
  type: 'food',
  date: dayOf(clock),
  content,
  details: { mealTime: 'breakfast', mealSize: 'medium', mealSource: 'home' },
});

const checkIn = () => ({
  id: randomUUID(),
  type: 'symptom',
  date: dayOf(clock),
  content: '',
  details: { symptomRatings: { Fatigue: 3 }, time_of_day: 'evening' },
});

async function log(cookie: string, body: { id: string; date: string }) {
  const response = await send(app, '/api/journal/entries', { cookie, body });
  expect(response.status).toBe(201);
  return body.id;
}

async function insights(cookie: string): Promise<InsightsResponse> {
  const response = await send(app, '/api/insights', { cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  // What the page receives is exactly the documented shape.
  return insightsResponseSchema.parse(await response.json());
}

async function refresh(cookie: string) {
  return send(app, '/api/insights/refresh', { method: 'POST', cookie });
}

async function cacheRows(userId: string): Promise<number> {
  const { rows } = await pool.query('select count(*)::int as n from user_insights where user_id = $1', [
    userId,
  ]);
  return rows[0].n as number;
}

describe('GET /api/insights', () => {
  it('computes once, then answers from the cache with the same generatedAt', async () => {
    at('2026-03-10T18:00:00Z');
    const user = await person();
    await log(user.cookie, meal());
    const first = await insights(user.cookie);
    expect(first.generatedAt).toBe('2026-03-10T18:00:00.000Z');
    expect(first.expiresAt).toBe('2026-03-11T18:00:00.000Z');
    expect(first.insights.dailySummary.meals).toBe(1);
    // No AI provider is configured here: the engine's own words, and the response says so.
    expect(first.wording).toBe('engine');

    later(2 * HOUR);
    await log(user.cookie, meal('Toast'));
    // Under 24 hours the cache is used even though the journal has changed (the spec's rule 2),
    // except for today's summary and what is still needed, which describe the journal as it is.
    const second = await insights(user.cookie);
    expect(second.generatedAt).toBe(first.generatedAt);
    expect(second.expiresAt).toBe(first.expiresAt);
    expect(second.insights.associations).toEqual(first.insights.associations);
    expect(second.insights.recommendations).toEqual(first.insights.recommendations);
    expect(second.insights.dailySummary.meals).toBe(2);
    expect(second.insights.dataSufficiency.meals).toBe(2);
  });

  it("counts today's new entries on every read, whatever the cache holds", async () => {
    at('2026-03-10T08:00:00Z');
    const user = await person();
    // Yesterday's entry only: the cache is written while today is still empty.
    await log(user.cookie, { ...meal(), date: '2026-03-09' });
    const opened = await insights(user.cookie);
    expect(opened.insights.dailySummary.text).toMatch(/^Nothing logged yet today\./);
    const cachedRow = await pool.query('select insights from user_insights where user_id = $1', [
      user.userId,
    ]);
    expect(cachedRow.rows[0].insights.dailySummary.meals).toBe(0);

    later(HOUR);
    for (const entry of [meal(), meal('Toast'), checkIn(), checkIn()]) await log(user.cookie, entry);
    const back = await insights(user.cookie);
    expect(back.generatedAt).toBe(opened.generatedAt);
    expect(back.insights.dailySummary).toMatchObject({ day: '2026-03-10', meals: 2, checkIns: 2 });
    expect(back.insights.dailySummary.text).toMatch(/^Today you logged 2 meals and 2 symptom check-ins\./);

    later(HOUR);
    for (const entry of [meal('Soup'), meal('Rice'), checkIn()]) await log(user.cookie, entry);
    const again = await insights(user.cookie);
    expect(again.generatedAt).toBe(opened.generatedAt);
    expect(again.insights.dailySummary).toMatchObject({ meals: 4, checkIns: 3 });
    // What is still needed counts down with them.
    expect(again.insights.dataSufficiency).toMatchObject({ meals: 5, checkIns: 3, enough: false });
    // The cache itself is untouched: only the answer carries today as it is.
    const row = await pool.query('select insights from user_insights where user_id = $1', [user.userId]);
    expect(row.rows[0].insights.dailySummary.meals).toBe(0);
  });

  it("keeps the cached result's notes while what is still needed counts down (issues 22 and 24)", async () => {
    at('2026-03-10T08:00:00Z');
    const user = await person();
    await log(user.cookie, { ...meal(), date: '2026-03-09' });
    await insights(user.cookie);
    // The notes come from the engine's full run (a treatment change, recorded stress): written into
    // the cache here, as a run over a journal with such a change would have written them.
    const note =
      'Your symptoms fell after you started methotrexate on 3 March; Tend compares days on either side of that separately.';
    await pool.query(
      `update user_insights set insights = jsonb_set(insights, '{dataSufficiency,notes}', $2::jsonb)
        where user_id = $1`,
      [user.userId, JSON.stringify([note])],
    );

    later(HOUR);
    await log(user.cookie, meal());
    const back = await insights(user.cookie);
    expect(back.insights.dataSufficiency).toMatchObject({ meals: 2, enough: false, notes: [note] });
  });

  it("follows an edit and a deletion of today's entries too, with the same number of entries in between", async () => {
    at('2026-03-10T08:00:00Z');
    const user = await person();
    await log(user.cookie, { ...meal(), date: '2026-03-09' });
    await insights(user.cookie);
    const id = await log(user.cookie, checkIn());
    const fatigue = async () =>
      (await insights(user.cookie)).insights.dailySummary.symptoms.find((line) => line.symptom === 'Fatigue');
    expect(await fatigue()).toMatchObject({ today: 3 });

    const edited = await send(app, `/api/journal/entries/${id}`, {
      method: 'PATCH',
      cookie: user.cookie,
      body: { content: '', details: { symptomRatings: { Fatigue: 5 }, time_of_day: 'evening' } },
    });
    expect(edited.status, await edited.clone().text()).toBe(200);
    expect(await fatigue()).toMatchObject({ today: 5 });

    expect(
      (await send(app, `/api/journal/entries/${id}`, { method: 'DELETE', cookie: user.cookie })).status,
    ).toBe(204);
    expect((await insights(user.cookie)).insights.dailySummary.checkIns).toBe(0);
  });

  it('past 24 hours keeps the result when the journal has not changed, and checks again a day later', async () => {
    at('2026-03-10T18:00:00Z');
    const user = await person();
    await log(user.cookie, meal());
    const first = await insights(user.cookie);

    later(25 * HOUR);
    const kept = await insights(user.cookie);
    expect(kept.generatedAt).toBe(first.generatedAt);
    expect(kept.insights.associations).toEqual(first.insights.associations);
    expect(kept.insights.patterns).toEqual(first.insights.patterns);
    expect(kept.expiresAt).toBe('2026-03-12T19:00:00.000Z');
    // A new day has begun since: the summary is about it, not about the day it was cached.
    expect(kept.insights.dailySummary).toMatchObject({ day: '2026-03-11', meals: 0 });
  });

  it.each([
    ['a new entry', async (cookie: string) => void (await log(cookie, meal('Cheese omelette')))],
    [
      'an edited entry',
      async (cookie: string, id: string) => {
        const response = await send(app, `/api/journal/entries/${id}`, {
          method: 'PATCH',
          cookie,
          body: { content: 'Porridge with milk', details: meal().details },
        });
        expect(response.status).toBe(200);
      },
    ],
    [
      'a deleted entry',
      async (cookie: string, id: string) => {
        expect((await send(app, `/api/journal/entries/${id}`, { method: 'DELETE', cookie })).status).toBe(
          204,
        );
      },
    ],
    [
      'a changed profile (the symptoms the engine reads)',
      async (cookie: string) => {
        const body = { ...minimalProfile, symptoms: ['Fatigue', 'Headaches'] };
        expect((await send(app, '/api/profile', { method: 'PUT', cookie, body })).status).toBe(200);
      },
    ],
  ])('past 24 hours recomputes after %s', async (_change, change) => {
    at('2026-03-10T18:00:00Z');
    const user = await person();
    const id = await log(user.cookie, meal());
    await log(user.cookie, checkIn());
    const first = await insights(user.cookie);

    later(HOUR);
    await change(user.cookie, id);
    later(24 * HOUR);
    const recomputed = await insights(user.cookie);
    expect(recomputed.generatedAt).toBe(clock.toISOString());
    expect(recomputed.generatedAt).not.toBe(first.generatedAt);
    expect(await cacheRows(user.userId)).toBe(1);
  });

  it('under 24 hours, computes again once the journal has entries on a day the result did not see', async () => {
    at('2026-03-10T07:00:00Z');
    const user = await person();
    await log(user.cookie, { ...meal(), date: '2026-03-09' });
    const morning = await insights(user.cookie);

    // Logged the same day, after the result: today's summary shows it, the result stays.
    later(13 * HOUR);
    await log(user.cookie, checkIn());
    const evening = await insights(user.cookie);
    expect(evening.generatedAt).toBe(morning.generatedAt);
    expect(evening.insights.dailySummary.checkIns).toBe(1);

    // The next morning, 23 hours after it was computed, the result has not seen yesterday evening:
    // it is computed again instead of standing beside counts that have outgrown it.
    at('2026-03-11T06:00:00Z');
    const nextMorning = await insights(user.cookie);
    expect(nextMorning.generatedAt).toBe('2026-03-11T06:00:00.000Z');
    const row = await pool.query('select insights from user_insights where user_id = $1', [user.userId]);
    expect(row.rows[0].insights.dataSufficiency).toMatchObject({ meals: 1, checkIns: 1 });

    // Today's entries alone do not: they wait for the day's goal and Refresh, or for tomorrow.
    later(HOUR);
    await log(user.cookie, checkIn());
    expect((await insights(user.cookie)).generatedAt).toBe(nextMorning.generatedAt);
  });

  it("tells the days the result did not see by the person's calendar, not UTC's", async () => {
    // New York is UTC-4 in March 2026: 20:30 there on 10 March is 00:30 UTC on 11 March.
    at('2026-03-10T14:00:00Z');
    const user = await person('America/New_York');
    await log(user.cookie, { ...meal(), date: '2026-03-09' });
    const first = await insights(user.cookie);

    at('2026-03-11T00:30:00Z');
    await log(user.cookie, { ...checkIn(), date: '2026-03-10' });
    // 06:00 on 11 March in New York: the check-in was yesterday there, though today in UTC.
    at('2026-03-11T10:00:00Z');
    const next = await insights(user.cookie);
    expect(next.generatedAt).not.toBe(first.generatedAt);
    expect(next.generatedAt).toBe('2026-03-11T10:00:00.000Z');
  });

  it('answers an empty journal with the spec’s message as a problem', async () => {
    const user = await person();
    const response = await send(app, '/api/insights', { cookie: user.cookie });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(await response.json()).toMatchObject({ code: 'no_journal_entries', detail: NO_ENTRIES_MESSAGE });
    expect(await cacheRows(user.userId)).toBe(0);
  });

  it('computes once for two requests at the same time, leaving one row', async () => {
    at('2026-03-10T18:00:00Z');
    const user = await person();
    await log(user.cookie, meal());
    const [a, b] = await Promise.all([insights(user.cookie), insights(user.cookie)]);
    expect(a.generatedAt).toBe(b.generatedAt);
    expect(a).toEqual(b);
    expect(await cacheRows(user.userId)).toBe(1);

    // Two refreshes at once as well (the goal met first).
    await log(user.cookie, meal());
    await log(user.cookie, checkIn());
    await log(user.cookie, checkIn());
    later(1000);
    const [c, d] = await Promise.all([refresh(user.cookie), refresh(user.cookie)]);
    expect([c.status, d.status]).toEqual([200, 200]);
    expect((await c.json()).generatedAt).toBe((await d.json()).generatedAt);
    expect(await cacheRows(user.userId)).toBe(1);
  });

  it("never shows one person another person's insights", async () => {
    at('2026-03-10T18:00:00Z');
    const alice = await person();
    const bob = await person();
    await log(alice.cookie, meal());
    await log(alice.cookie, meal('Toast'));
    expect((await insights(alice.cookie)).insights.dailySummary.meals).toBe(2);

    const empty = await send(app, '/api/insights', { cookie: bob.cookie });
    expect(empty.status).toBe(404);
    await log(bob.cookie, meal());
    expect((await insights(bob.cookie)).insights.dailySummary.meals).toBe(1);
    expect((await insights(alice.cookie)).insights.dailySummary.meals).toBe(2);
  });

  it('needs a session', async () => {
    expect((await send(app, '/api/insights')).status).toBe(401);
    expect((await send(app, '/api/insights/refresh', { method: 'POST' })).status).toBe(401);
  });
});

describe('POST /api/insights/refresh', () => {
  it('is refused until today has 2 meals and 2 check-ins, then computes anew', async () => {
    at('2026-03-10T18:00:00Z');
    const user = await person();
    await log(user.cookie, meal());
    const cached = await insights(user.cookie);

    const refused = await refresh(user.cookie);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: 'refresh_not_available',
      detail: REFRESH_REFUSED_MESSAGE,
    });

    await log(user.cookie, meal());
    await log(user.cookie, checkIn());
    expect((await refresh(user.cookie)).status).toBe(409);
    await log(user.cookie, checkIn());

    later(60_000);
    const refreshed = await refresh(user.cookie);
    expect(refreshed.status).toBe(200);
    const body = insightsResponseSchema.parse(await refreshed.json());
    expect(body.generatedAt).toBe(clock.toISOString());
    expect(body.generatedAt).not.toBe(cached.generatedAt);
    expect(body.insights.dailySummary).toMatchObject({ meals: 2, checkIns: 2 });
    expect((await insights(user.cookie)).generatedAt).toBe(body.generatedAt);
  });

  it("counts today in the person's zone", async () => {
    // 23:30 UTC on the 10th is already the 11th in Auckland: the entries of the 10th are yesterday's.
    at('2026-03-10T10:00:00Z');
    const user = await person('Pacific/Auckland');
    await log(user.cookie, { ...meal(), date: '2026-03-10' });
    await log(user.cookie, { ...meal(), date: '2026-03-10' });
    await log(user.cookie, { ...checkIn(), date: '2026-03-10' });
    await log(user.cookie, { ...checkIn(), date: '2026-03-10' });
    expect((await refresh(user.cookie)).status).toBe(200);
    at('2026-03-10T23:30:00Z');
    expect((await refresh(user.cookie)).status).toBe(409);
  });
});

describe('a journal with a planted trigger', () => {
  it('comes back with that pattern', async () => {
    const user = await person();
    const profile = { ...minimalProfile, symptoms: ['Fatigue', 'Digestive issues'] };
    expect(
      (await send(app, '/api/profile', { method: 'PUT', cookie: user.cookie, body: profile })).status,
    ).toBe(200);

    // 50 days, three meals and two check-ins a day, digestive issues higher after dairy. (A journal
    // with check-ins on fewer than 45 days says at most "more likely than not": decision 018's
    // short-journal cap, docs/insights.md.)
    const start = Date.parse('2026-01-01T00:00:00Z');
    const days = 50;
    await insertDairyJournal(pool, user.userId, { start, days });
    at(new Date(start + days * DAY - HOUR));

    const { insights: result } = await insights(user.cookie);
    expect(result.patterns[0]).toMatchObject({ trigger: 'dairy', symptom: 'Digestive issues' });
    const dairy = result.associations.find((a) => a.trigger === 'dairy' && a.symptom === 'Digestive issues');
    expect(dairy?.status).toBe('pattern');
    expect(result.dataSufficiency.enough).toBe(true);
  });
});
