import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { recentMealsResponseSchema } from '#domain/journal/journal-entry.ts';
import { suggestionsFor } from '#domain/journal/meal-suggestions.ts';
import { createTestApp } from '#server/test/test-app.ts';
import { send, signUpInZone } from '#server/test/users.ts';

let clock = new Date('2026-03-10T12:00:00Z');
const { app, pool, close } = createTestApp({ now: () => clock });
afterAll(close);

async function person() {
  const user = await signUpInZone(app, 'Europe/London');
  await pool.query('update "user" set created_at = $1 where id = $2', ['2026-01-01T00:00:00Z', user.userId]);
  return user;
}

type Meal = { content: string; size?: string; source?: string; date?: string; mealTime?: string };

async function logMeal(cookie: string, meal: Meal) {
  const id = randomUUID();
  const response = await send(app, '/api/journal/entries', {
    cookie,
    body: {
      id,
      type: 'food',
      date: meal.date ?? '2026-03-10',
      content: meal.content,
      details: {
        mealTime: meal.mealTime ?? 'lunch',
        mealSize: meal.size ?? 'medium',
        mealSource: meal.source ?? 'home',
      },
    },
  });
  expect(response.status).toBe(201);
  return id;
}

async function suggestions(cookie: string, query = '') {
  const response = await send(app, `/api/journal/recent-meals${query}`, { cookie });
  expect(response.status).toBe(200);
  return recentMealsResponseSchema.parse(await response.json()).meals;
}

describe('GET /api/journal/recent-meals', () => {
  it('offers each meal once, the most eaten first, then the most recent, with its latest portion and source', async () => {
    const { cookie } = await person();
    await logMeal(cookie, { content: 'Rice and beans', date: '2026-03-01' });
    await logMeal(cookie, { content: 'Toast', date: '2026-03-05' });
    await logMeal(cookie, { content: 'rice and beans ', date: '2026-03-06', size: 'large' });
    await logMeal(cookie, { content: 'Lentil soup', date: '2026-03-08', source: 'restaurant' });
    await logMeal(cookie, { content: 'Toast', date: '2026-03-09', size: 'small', source: 'delivery' });
    await logMeal(cookie, { content: 'Apple', date: '2026-03-04' });
    // A symptom check-in's notes are never a meal.
    await send(app, '/api/journal/entries', {
      cookie,
      body: {
        id: randomUUID(),
        type: 'symptom',
        date: '2026-03-10',
        content: 'Toast',
        details: { symptomRatings: { Fatigue: 2 } },
      },
    });

    const meals = await suggestions(cookie);
    expect(meals.map((meal) => [meal.content, meal.timesEaten, meal.mealSize, meal.mealSource])).toEqual([
      ['Toast', 2, 'small', 'delivery'],
      ['rice and beans ', 2, 'large', 'home'],
      ['Lentil soup', 1, 'medium', 'restaurant'],
      ['Apple', 1, 'medium', 'home'],
    ]);
    expect(meals.every((meal) => meal.favourite === false)).toBe(true);
    // The domain ranks the same list the same way (the browser filters with it).
    expect(suggestionsFor(meals, '', 10)).toEqual(meals);
  });

  it('keeps those containing what is typed, whatever the case, and honours the limit', async () => {
    const { cookie } = await person();
    await logMeal(cookie, { content: 'Fried RICE' });
    await logMeal(cookie, { content: 'Rice cakes' });
    await logMeal(cookie, { content: 'Rice cakes' });
    await logMeal(cookie, { content: 'Porridge' });
    expect((await suggestions(cookie, '?q=%20rIcE')).map((meal) => meal.content)).toEqual([
      'Rice cakes',
      'Fried RICE',
    ]);
    expect((await suggestions(cookie, '?q=rice&limit=1')).map((meal) => meal.content)).toEqual([
      'Rice cakes',
    ]);
    expect(await suggestions(cookie, '?q=pasta')).toEqual([]);
    // LIKE's wildcards are plain characters here.
    expect(await suggestions(cookie, '?q=%25')).toEqual([]);
  });

  it('never offers another person’s meals', async () => {
    const someone = await person();
    const other = await person();
    await logMeal(someone.cookie, { content: 'Secret family stew' });
    const id = await logMeal(someone.cookie, { content: 'Another secret' });
    expect(
      (await send(app, `/api/journal/entries/${id}/favourite`, { method: 'PUT', cookie: someone.cookie }))
        .status,
    ).toBe(200);
    expect(await suggestions(other.cookie)).toEqual([]);
    expect(await suggestions(other.cookie, '?q=secret')).toEqual([]);
  });

  it('refuses a limit out of range and a query too long', async () => {
    const { cookie } = await person();
    for (const query of ['?limit=0', '?limit=21', '?limit=two', `?q=${'a'.repeat(201)}`]) {
      const response = await send(app, `/api/journal/recent-meals${query}`, { cookie });
      expect(response.status, query).toBe(400);
    }
  });
});

describe('starred meals', () => {
  it('come first, as they were starred, even once their entries are gone', async () => {
    const { cookie } = await person();
    await logMeal(cookie, { content: 'Toast' });
    await logMeal(cookie, { content: 'Toast' });
    const soup = await logMeal(cookie, { content: 'Miso soup', size: 'small', source: 'restaurant' });
    const star = await send(app, `/api/journal/entries/${soup}/favourite`, { method: 'PUT', cookie });
    expect(star.status).toBe(200);
    expect(await star.json()).toEqual({
      meal: { content: 'Miso soup', mealSize: 'small', mealSource: 'restaurant' },
    });

    expect((await suggestions(cookie)).map((meal) => [meal.content, meal.favourite])).toEqual([
      ['Miso soup', true],
      ['Toast', false],
    ]);
    expect((await send(app, `/api/journal/entries/${soup}`, { method: 'DELETE', cookie })).status).toBe(204);
    expect(await suggestions(cookie)).toMatchObject([
      { content: 'Miso soup', favourite: true, timesEaten: 0, lastEatenAt: null, mealSize: 'small' },
      { content: 'Toast', favourite: false, timesEaten: 2 },
    ]);
    const favourites = await (await send(app, '/api/journal/favourite-meals', { cookie })).json();
    expect(favourites).toEqual({
      meals: [{ content: 'Miso soup', mealSize: 'small', mealSource: 'restaurant' }],
    });
  });

  it('star the meal, not the entry: another entry of it unstars it, and starring twice keeps one', async () => {
    const { cookie } = await person();
    const first = await logMeal(cookie, { content: 'Porridge' });
    const second = await logMeal(cookie, { content: ' PORRIDGE', size: 'large' });
    await send(app, `/api/journal/entries/${first}/favourite`, { method: 'PUT', cookie });
    await send(app, `/api/journal/entries/${second}/favourite`, { method: 'PUT', cookie });
    expect(await suggestions(cookie)).toMatchObject([
      { content: ' PORRIDGE', mealSize: 'large', favourite: true, timesEaten: 2 },
    ]);
    expect(
      (await send(app, `/api/journal/entries/${first}/favourite`, { method: 'DELETE', cookie })).status,
    ).toBe(204);
    expect(await suggestions(cookie)).toMatchObject([{ favourite: false, timesEaten: 2 }]);
  });

  it('can be set on any old meal, but only on one’s own meals', async () => {
    const owner = await person();
    const other = await person();
    clock = new Date('2026-03-10T12:00:00Z');
    const old = await logMeal(owner.cookie, { content: 'Old favourite', date: '2026-01-05' });
    clock = new Date('2026-03-30T12:00:00Z');
    expect(
      (await send(app, `/api/journal/entries/${old}/favourite`, { method: 'PUT', cookie: owner.cookie }))
        .status,
    ).toBe(200);
    clock = new Date('2026-03-10T12:00:00Z');

    for (const method of ['PUT', 'DELETE']) {
      const response = await send(app, `/api/journal/entries/${old}/favourite`, {
        method,
        cookie: other.cookie,
      });
      expect(response.status).toBe(404);
      const unknown = await send(app, `/api/journal/entries/${randomUUID()}/favourite`, {
        method,
        cookie: owner.cookie,
      });
      expect(unknown.status).toBe(404);
      const junk = await send(app, '/api/journal/entries/not-a-uuid/favourite', {
        method,
        cookie: owner.cookie,
      });
      expect(junk.status).toBe(404);
    }
    const { rows } = await pool.query(
      'select user_id from favourite_meals where meal_key = $1 and user_id in ($2, $3)',
      ['old favourite', owner.userId, other.userId],
    );
    expect(rows).toEqual([{ user_id: owner.userId }]);
  });

  it('are part of the person’s export', async () => {
    const { cookie } = await person();
    const id = await logMeal(cookie, { content: 'Banana bread', source: 'delivery' });
    await send(app, `/api/journal/entries/${id}/favourite`, { method: 'PUT', cookie });
    const body = await (await send(app, '/api/export', { cookie })).json();
    expect(body.favouriteMeals).toEqual([
      { content: 'Banana bread', mealSize: 'medium', mealSource: 'delivery', starredAt: expect.any(String) },
    ]);
  });

  it('are for meals only', async () => {
    const { cookie } = await person();
    const id = randomUUID();
    await send(app, '/api/journal/entries', {
      cookie,
      body: {
        id,
        type: 'symptom',
        date: '2026-03-10',
        content: '',
        details: { symptomRatings: { Fatigue: 2 } },
      },
    });
    const response = await send(app, `/api/journal/entries/${id}/favourite`, { method: 'PUT', cookie });
    expect(response.status).toBe(422);
    expect((await response.json()).detail).toBe('Only meals can be starred.');
  });
});

describe('a check-in’s exact time', () => {
  it('is stored in the details, places the entry at that time, and must agree with the time of day', async () => {
    const { cookie } = await person();
    const id = randomUUID();
    const created = await send(app, '/api/journal/entries', {
      cookie,
      body: {
        id,
        type: 'symptom',
        date: '2026-03-08',
        content: '',
        details: { symptomRatings: { Fatigue: 2 }, time_of_day: 'evening', exact_time: '19:40' },
      },
    });
    expect(created.status).toBe(201);
    const entry = await created.json();
    expect(entry.details).toEqual({
      symptomRatings: { Fatigue: 2 },
      time_of_day: 'evening',
      exact_time: '19:40',
    });
    expect(entry.occurredAt).toBe('2026-03-08T19:40:00.000Z');

    const wrong = await send(app, '/api/journal/entries', {
      cookie,
      body: {
        id: randomUUID(),
        type: 'symptom',
        date: '2026-03-08',
        details: { symptomRatings: { Fatigue: 2 }, time_of_day: 'morning', exact_time: '19:40' },
      },
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).errors).toEqual([
      { field: 'details.time_of_day', message: 'The time of day must be the one the exact time falls in.' },
    ]);
    const edited = await send(app, `/api/journal/entries/${id}`, {
      method: 'PATCH',
      cookie,
      body: {
        content: '',
        details: { symptomRatings: { Fatigue: 2 }, time_of_day: 'night', exact_time: '7:40' },
      },
    });
    expect(edited.status).toBe(400);
  });
});
