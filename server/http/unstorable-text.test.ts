import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { minimalProfile } from '#domain/profile/test-support/minimal-profile.ts';
import { createTestApp } from '../test/test-app.ts';
import { send, signUp } from '../test/users.ts';

// Text PostgreSQL cannot store (U+0000, lone surrogates) used to reach it and answer 500. Each route
// that takes a person's text must answer a 400 problem naming the field, and write nothing.

const clock = new Date('2026-03-10T12:00:00Z');
const { app, pool, close } = createTestApp({ now: () => clock });
afterAll(close);

const unstorable = ['good\u0000food', '\ud800', 'lone \udc00 low'];

async function person() {
  const user = await signUp(app);
  await pool.query('update "user" set created_at = $1 where id = $2', ['2026-01-01T00:00:00Z', user.userId]);
  return user;
}

type ProblemBody = {
  status: number;
  code: string;
  detail: string;
  errors: { field: string; message: string }[];
};

async function expectRefused(response: Response, field: string) {
  expect(response.status).toBe(400);
  expect(response.headers.get('content-type')).toBe('application/problem+json');
  const body = (await response.json()) as ProblemBody;
  expect(body.code).toBe('validation_failed');
  const error = body.errors.find((candidate) => candidate.field.startsWith(field));
  expect(error?.message, JSON.stringify(body.errors)).toMatch(/cannot contain a NUL character/);
  // The refused character is never echoed back, not even inside a field name.
  expect(JSON.stringify(body)).not.toMatch(/\\u0000|\\ud[89a-f]/i);
}

const meal = (content: string) => ({
  id: randomUUID(),
  type: 'food',
  date: '2026-03-10',
  content,
  details: { mealTime: 'lunch', mealSize: 'medium', mealSource: 'home' },
});

const checkIn = (content: string, ratings: Record<string, number> = { Fatigue: 2 }) => ({
  id: randomUUID(),
  type: 'symptom',
  date: '2026-03-10',
  content,
  details: { symptomRatings: ratings, time_of_day: 'morning' },
});

async function storedEntries(userId: string) {
  const { rows } = await pool.query('select content, details from journal_entries where user_id = $1', [
    userId,
  ]);
  return rows as { content: string; details: unknown }[];
}

describe('journal entries', () => {
  it('POST refuses unstorable text in a description, notes and a symptom name, storing nothing', async () => {
    const user = await person();
    for (const bad of unstorable) {
      await expectRefused(
        await send(app, '/api/journal/entries', { cookie: user.cookie, body: meal(bad) }),
        'content',
      );
      await expectRefused(
        await send(app, '/api/journal/entries', { cookie: user.cookie, body: checkIn(bad) }),
        'content',
      );
      await expectRefused(
        await send(app, '/api/journal/entries', {
          cookie: user.cookie,
          body: checkIn('Fine', { [`Brain${bad}fog`]: 2 }),
        }),
        'details.symptomRatings',
      );
    }
    expect(await storedEntries(user.userId)).toEqual([]);
  });

  it('PATCH refuses them too and leaves the entry as it was', async () => {
    const user = await person();
    const food = meal('Porridge with blueberries');
    const symptom = checkIn('Stiff hands');
    expect((await send(app, '/api/journal/entries', { cookie: user.cookie, body: food })).status).toBe(201);
    expect((await send(app, '/api/journal/entries', { cookie: user.cookie, body: symptom })).status).toBe(
      201,
    );
    const before = await storedEntries(user.userId);
    for (const bad of unstorable) {
      await expectRefused(
        await send(app, `/api/journal/entries/${food.id}`, {
          method: 'PATCH',
          cookie: user.cookie,
          body: { content: bad, details: food.details },
        }),
        'content',
      );
      await expectRefused(
        await send(app, `/api/journal/entries/${symptom.id}`, {
          method: 'PATCH',
          cookie: user.cookie,
          body: { content: 'ok', details: { symptomRatings: { [bad]: 3 }, time_of_day: 'evening' } },
        }),
        'details.symptomRatings',
      );
    }
    expect(await storedEntries(user.userId)).toEqual(before);
  });
});

const profile = minimalProfile;

async function storedProfile(userId: string) {
  const { rows } = await pool.query('select * from user_profiles where user_id = $1', [userId]);
  return rows[0] as Record<string, unknown> | undefined;
}

const profileCases = (bad: string): [string, Record<string, unknown>][] => [
  ['name', { name: bad }],
  ['conditions.0', { conditions: [`Other: ${bad}`] }],
  ['medications.0', { medications: [`Other: ${bad}`] }],
  ['supplements.0', { supplements: [`Other: ${bad}`] }],
  ['symptoms.0', { symptoms: [`Other: ${bad}`] }],
  ['dietaryRestrictions.0', { dietaryRestrictions: [bad] }],
  ['suspectedTriggers.0', { suspectedTriggers: [`alcohol${bad}`] }],
];

describe('profile and onboarding', () => {
  it('onboarding refuses unstorable text in every field and stays incomplete', async () => {
    const user = await person();
    for (const bad of unstorable) {
      for (const [field, change] of profileCases(bad)) {
        await expectRefused(
          await send(app, '/api/onboarding/complete', {
            cookie: user.cookie,
            body: { ...profile, acceptedTerms: true, ...change },
          }),
          field,
        );
      }
    }
    expect((await storedProfile(user.userId))?.onboarding_complete ?? false).toBe(false);
  });

  it('PUT /api/profile refuses it in every field and keeps the saved profile', async () => {
    const user = await person();
    const onboarded = await send(app, '/api/onboarding/complete', {
      cookie: user.cookie,
      body: { ...profile, acceptedTerms: true },
    });
    expect(onboarded.status).toBe(200);
    const before = await storedProfile(user.userId);
    for (const bad of unstorable) {
      for (const [field, change] of profileCases(bad)) {
        await expectRefused(
          await send(app, '/api/profile', {
            method: 'PUT',
            cookie: user.cookie,
            body: { ...profile, ...change },
          }),
          field,
        );
      }
    }
    expect(await storedProfile(user.userId)).toEqual(before);
  });
});
