import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { dayRange } from '#domain/common/day-boundaries.ts';
import { addDays } from '#domain/common/day-key.ts';
import { seededRandom } from '#domain/common/test-support/seeded-random.ts';
import {
  EXPERIMENT_MESSAGES,
  type ExperimentDto,
  type PlanDay,
} from '#domain/experiments/experiment-schema.ts';
import { readCsv } from '#domain/export/test-support/read-csv.ts';
import { minimalProfile } from '#domain/profile/test-support/minimal-profile.ts';
import { createTestApp } from '#server/test/test-app.ts';
import { send, signUpInZone } from '#server/test/users.ts';

// Food experiments: one at a time, each the person's own, followed through pause,
// resume, extension and stop, and finished once its last day has passed in the person's zone.

let clock = new Date('2026-03-10T12:00:00Z');
const { app, pool, close } = createTestApp({ now: () => clock });
afterAll(close);

const zone = 'Europe/London';
const symptoms = ['Fatigue', 'Digestive issues'];

async function person() {
  const user = await signUpInZone(app, zone);
  await pool.query('update "user" set created_at = $1 where id = $2', ['2026-01-01T09:00:00Z', user.userId]);
  const saved = await send(app, '/api/profile', {
    method: 'PUT',
    cookie: user.cookie,
    body: { ...minimalProfile, symptoms },
  });
  expect(saved.status).toBe(200);
  return user;
}

const dairy = { food: 'dairy', symptoms: ['Digestive issues'], start: '2026-03-11' };

async function start(cookie: string, body: object = dairy) {
  const response = await send(app, '/api/experiments', { cookie, body });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as ExperimentDto;
}

async function current(cookie: string): Promise<ExperimentDto | null> {
  return (await (await send(app, '/api/experiments/current', { cookie })).json()).experiment;
}

async function stored(userId: string) {
  const { rows } = await pool.query('select food, state from experiments where user_id = $1', [userId]);
  return rows;
}

const action = (cookie: string, id: string, verb: string) =>
  send(app, `/api/experiments/${id}/${verb}`, { method: 'POST', cookie });

/**
 * A journal that follows `days` of a dairy plan, written straight to the table: two meals and two
 * check-ins a day, milk on the days with a portion, and digestive issues about 2 points higher on
 * a portion's day and the day after. The same seed gives the same journal every run.
 */
async function followPlan(userId: string, days: readonly PlanDay[]) {
  const random = seededRandom(26);
  const portionDays = new Set(days.filter((day) => day.food === 'eat').map((day) => day.date));
  for (const day of days) {
    const at = (hour: number) => new Date(dayRange(day.date, zone).start.getTime() + hour * 3_600_000);
    const meals: [number, string, string][] = [
      [8, 'breakfast', 'Oatmeal with blueberries'],
      [18, 'dinner', day.food === 'eat' ? 'A glass of milk with dinner' : 'Grilled chicken with rice'],
    ];
    for (const [hour, mealTime, content] of meals) {
      await pool.query(
        `insert into journal_entries (id, user_id, type, content, occurred_at, details) values ($1, $2, 'food', $3, $4, $5)`,
        [
          randomUUID(),
          userId,
          content,
          at(hour),
          { mealTime, mealSize: day.portion ?? 'medium', mealSource: 'home', wasPhotoAnalyzed: false },
        ],
      );
    }
    const raised = portionDays.has(day.date) || portionDays.has(addDays(day.date, -1));
    for (const [hour, time_of_day] of [
      [10, 'morning'],
      [21, 'evening'],
    ] as const) {
      const digestive = Math.max(0, Math.min(5, (raised ? 3 : 1) + Math.round(random() * 2 - 1)));
      await pool.query(
        `insert into journal_entries (id, user_id, type, content, occurred_at, details) values ($1, $2, 'symptom', '', $3, $4)`,
        [
          randomUUID(),
          userId,
          at(hour),
          { symptomRatings: { Fatigue: 2, 'Digestive issues': Math.max(1, digestive) }, time_of_day },
        ],
      );
    }
  }
}

describe('starting an experiment', () => {
  it('stores the plan as planned and answers with the schedule, its days and no analysis before day 1', async () => {
    clock = new Date('2026-03-10T12:00:00Z');
    const { cookie, userId } = await person();
    const experiment = await start(cookie);
    expect(experiment).toMatchObject({
      food: 'dairy',
      symptoms: ['Digestive issues'],
      state: 'running',
      pausedSince: null,
      extended: false,
      analysis: null,
      endedOn: null,
      days: [],
    });
    expect(experiment.plan.start).toBe('2026-03-11');
    expect(experiment.plan.days.length).toBeGreaterThan(0);
    expect(experiment.plan.days.length).toBeLessThanOrEqual(35);
    expect(experiment.schedule).toEqual(experiment.plan);
    const { rows } = await pool.query('select plan from experiments where user_id = $1', [userId]);
    expect(rows[0].plan).toEqual(experiment.plan);
    expect(await current(cookie)).toEqual(experiment);
  });

  it.each([
    ['a food outside the catalogue', { food: 'chocolate' }, 'food', EXPERIMENT_MESSAGES.food],
    ['"still figuring out"', { food: 'none' }, 'food', EXPERIMENT_MESSAGES.food],
    [
      'a symptom the profile does not track',
      { symptoms: ['Headaches'] },
      'symptoms',
      EXPERIMENT_MESSAGES.symptomNotTracked('Headaches'),
    ],
    ['no symptom', { symptoms: [] }, 'symptoms', EXPERIMENT_MESSAGES.symptomsRequired],
    ['a start two days ago', { start: '2026-03-08' }, 'start', EXPERIMENT_MESSAGES.startTooEarly],
    ['a start 31 days ahead', { start: '2026-04-10' }, 'start', EXPERIMENT_MESSAGES.startTooLate],
    ['an unknown field', { userId: 'someone-else' }, 'userId', 'Unknown field "userId"'],
  ])(
    'is refused with a 400 naming the field for %s, and nothing is stored',
    async (_case, change, field, message) => {
      clock = new Date('2026-03-10T12:00:00Z');
      const { cookie, userId } = await person();
      const response = await send(app, '/api/experiments', { cookie, body: { ...dairy, ...change } });
      expect(response.status).toBe(400);
      const problem = await response.json();
      expect(problem.detail).toBe(message);
      expect(problem.errors).toContainEqual({ field, message });
      expect(await stored(userId)).toEqual([]);
    },
  );

  it('may start yesterday and 30 days ahead, on the person’s calendar', async () => {
    clock = new Date('2026-03-10T12:00:00Z');
    const early = await person();
    expect((await start(early.cookie, { ...dairy, start: '2026-03-09' })).plan.start).toBe('2026-03-09');
    const late = await person();
    expect((await start(late.cookie, { ...dairy, start: '2026-04-09' })).plan.start).toBe('2026-04-09');
  });

  it('is one at a time: a second is refused while one runs or is paused, by the API and by the database', async () => {
    clock = new Date('2026-03-10T12:00:00Z');
    const { cookie, userId } = await person();
    const first = await start(cookie);
    const second = await send(app, '/api/experiments', { cookie, body: { ...dairy, food: 'gluten' } });
    expect(second.status).toBe(409);
    expect((await second.json()).detail).toBe(EXPERIMENT_MESSAGES.oneAtATime);
    expect((await action(cookie, first.id, 'pause')).status).toBe(200);
    expect((await send(app, '/api/experiments', { cookie, body: dairy })).status).toBe(409);
    // Two starts at once both pass the check; the partial unique index lets only one through.
    await expect(
      pool.query(
        `insert into experiments (user_id, food, symptoms, start, plan, state) values ($1, 'eggs', '{Fatigue}', '2026-03-11', '{}', 'running')`,
        [userId],
      ),
    ).rejects.toThrow(/experiments_one_active_idx/);
    expect(await stored(userId)).toEqual([{ food: 'dairy', state: 'paused' }]);
  });

  it('refuses two starts sent at once but one', async () => {
    clock = new Date('2026-03-10T12:00:00Z');
    const { cookie, userId } = await person();
    const answers = await Promise.all(
      ['dairy', 'gluten', 'eggs'].map((food) =>
        send(app, '/api/experiments', { cookie, body: { ...dairy, food } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    expect(await stored(userId)).toHaveLength(1);
  });
});

describe('following an experiment', () => {
  it('pauses, resumes with the later days moved, extends once, and stops with a partial result kept', async () => {
    clock = new Date('2026-03-12T12:00:00Z');
    const { cookie } = await person();
    const experiment = await start(cookie, { ...dairy, start: '2026-03-11' });
    expect(experiment.days.map((day) => day.date)).toEqual(['2026-03-11', '2026-03-12']);
    expect(experiment.analysis?.results.map((result) => result.symptom)).toEqual(['Digestive issues']);

    const paused = await (await action(cookie, experiment.id, 'pause')).json();
    expect(paused).toMatchObject({ state: 'paused', pausedSince: '2026-03-12' });
    expect((await action(cookie, experiment.id, 'pause')).status).toBe(409);

    clock = new Date('2026-03-15T12:00:00Z');
    const resumed = (await (await action(cookie, experiment.id, 'resume')).json()) as ExperimentDto;
    expect(resumed.state).toBe('running');
    // Day 2's step, asked on the 12th, is asked again on the 15th; the end moved by three days.
    expect(resumed.schedule.days[1]).toEqual({ ...experiment.plan.days[1], date: '2026-03-15' });
    expect(resumed.schedule.end).toBe(addDays(experiment.plan.end, 3));

    const extended = (await (await action(cookie, experiment.id, 'extend')).json()) as ExperimentDto;
    expect(extended.extended).toBe(true);
    expect(extended.schedule.days.length).toBeGreaterThan(experiment.plan.days.length);
    expect(extended.schedule.days.length).toBeLessThanOrEqual(49);
    const again = await action(cookie, experiment.id, 'extend');
    expect(again.status).toBe(409);
    expect((await again.json()).detail).toBe(EXPERIMENT_MESSAGES.alreadyExtended);

    const stopped = (await (await action(cookie, experiment.id, 'stop')).json()) as ExperimentDto;
    expect(stopped).toMatchObject({ state: 'stopped', endedOn: '2026-03-15' });
    expect(stopped.analysis?.results).toHaveLength(1);
    expect((await action(cookie, experiment.id, 'resume')).status).toBe(409);
    expect(await current(cookie)).toBeNull();

    const list = (await (await send(app, '/api/experiments', { cookie })).json())
      .experiments as ExperimentDto[];
    expect(list.map((each) => [each.id, each.state])).toEqual([[experiment.id, 'stopped']]);
    expect(list[0]?.analysis).toEqual(stopped.analysis);
    // A new one can start now.
    await start(cookie, { ...dairy, food: 'gluten', start: '2026-03-16' });
  });

  it('finishes once its last day has ended in the person’s zone, keeps the result, and frees the place', async () => {
    clock = new Date('2026-03-10T12:00:00Z');
    const { cookie, userId } = await person();
    const experiment = await start(cookie, { ...dairy, start: '2026-03-10' });
    await followPlan(userId, experiment.plan.days);

    // The last day, late in the evening: still running.
    const lastEvening = new Date(dayRange(experiment.plan.end, zone).end.getTime() - 60_000);
    clock = lastEvening;
    const running = await current(cookie);
    expect(running?.state).toBe('running');
    expect(running?.days).toHaveLength(experiment.plan.days.length);

    clock = new Date(lastEvening.getTime() + 2 * 60_000);
    let end = experiment.plan.end;
    const extended = await current(cookie);
    if (extended !== null) {
      // A verdict still open at the end: the plan extended itself once, keeping the first figure.
      expect(extended).toMatchObject({
        state: 'running',
        extended: true,
        firstAnalysis: { status: 'finished' },
      });
      expect(extended.firstAnalysis?.results.some((result) => result.verdict === 'not-enough-data')).toBe(
        true,
      );
      const added = extended.schedule.days.slice(experiment.plan.days.length);
      expect(added[0]?.date).toBe(addDays(experiment.plan.end, 1));
      expect(extended.schedule.days.length).toBeLessThanOrEqual(49);
      await followPlan(userId, added);
      end = extended.schedule.end;
      clock = new Date(dayRange(end, zone).end.getTime() + 60_000);
    }
    expect(await current(cookie)).toBeNull();
    const [finished] = (await (await send(app, '/api/experiments', { cookie })).json())
      .experiments as ExperimentDto[];
    expect(finished).toMatchObject({ state: 'finished', endedOn: end });
    expect(finished?.analysis?.status).toBe('finished');
    // The planted effect (about 2 points on a portion's day and the next) shows.
    const digestive = finished?.analysis?.results[0];
    expect(digestive?.probability).toBeGreaterThan(0.5);
    expect(digestive?.effect?.estimate).toBeGreaterThan(0.5);
    expect(finished?.days.filter((day) => day.food === 'eat').every((day) => day.hadFood)).toBe(true);
    expect(finished?.analysis?.adherence.followed).toBe(finished?.analysis?.adherence.days);
    await start(cookie, { ...dairy, food: 'eggs', start: addDays(end, 1) });
  });

  it('extends itself from today when its end is found days later, the days between counted as a pause', async () => {
    clock = new Date('2026-03-10T12:00:00Z');
    const { cookie, userId } = await person();
    const experiment = await start(cookie, { ...dairy, start: '2026-03-10' });
    // Nothing logged: every verdict is open at the end.
    clock = new Date(dayRange(addDays(experiment.plan.end, 5), zone).start.getTime() + 12 * 3_600_000);
    const extended = await current(cookie);
    expect(extended).toMatchObject({ state: 'running', extended: true });
    const added = extended?.schedule.days.slice(experiment.plan.days.length) ?? [];
    expect(added[0]?.date).toBe(addDays(experiment.plan.end, 5));
    expect(await stored(userId)).toEqual([{ food: 'dairy', state: 'running' }]);
  });

  it('deletes one, running or past', async () => {
    clock = new Date('2026-03-10T12:00:00Z');
    const { cookie, userId } = await person();
    const experiment = await start(cookie);
    const deleted = await send(app, `/api/experiments/${experiment.id}`, { method: 'DELETE', cookie });
    expect(deleted.status).toBe(204);
    expect(await stored(userId)).toEqual([]);
    expect((await send(app, `/api/experiments/${experiment.id}`, { method: 'DELETE', cookie })).status).toBe(
      404,
    );
  });
});

describe('questionnaire scores beside the result', () => {
  async function score(userId: string, day: string, total: number, band: string) {
    await pool.query(
      `insert into questionnaire_responses (user_id, instrument, day, week_start, answers, total, band)
       values ($1, 'hbi', $2, $2, '{}', $3, $4)`,
      [userId, day, total, band],
    );
  }

  it('shows the latest before the start and the latest during the plan, and nothing without scores', async () => {
    clock = new Date('2026-03-10T12:00:00Z');
    const { cookie, userId } = await person();
    const started = await start(cookie);
    expect(started.questionnaireScores).toEqual([]);

    await score(userId, '2026-02-20', 11, 'moderate'); // more than two weeks before: not read
    await score(userId, '2026-03-02', 7, 'mild');
    await score(userId, '2026-03-09', 8, 'moderate');
    expect((await current(cookie))?.questionnaireScores).toEqual([
      { instrument: 'hbi', before: { date: '2026-03-09', total: 8, band: 'moderate' }, during: null },
    ]);

    clock = new Date('2026-03-20T12:00:00Z');
    await score(userId, '2026-03-16', 5, 'mild');
    const list = (await (await send(app, '/api/experiments', { cookie })).json())
      .experiments as ExperimentDto[];
    expect(list[0]?.questionnaireScores).toEqual([
      {
        instrument: 'hbi',
        before: { date: '2026-03-09', total: 8, band: 'moderate' },
        during: { date: '2026-03-16', total: 5, band: 'mild' },
      },
    ]);
    // Another person's scores are not read.
    const other = await person();
    expect((await start(other.cookie, { ...dairy, start: '2026-03-20' })).questionnaireScores).toEqual([]);
    clock = new Date('2026-03-10T12:00:00Z');
  });
});

describe('another person’s experiment', () => {
  it('is simply not found, for every action, exactly like one that does not exist', async () => {
    clock = new Date('2026-03-10T12:00:00Z');
    const owner = await person();
    const other = await person();
    const experiment = await start(owner.cookie);
    for (const verb of ['pause', 'resume', 'stop', 'extend']) {
      const response = await action(other.cookie, experiment.id, verb);
      expect(response.status, verb).toBe(404);
      expect((await response.json()).detail).toBe(EXPERIMENT_MESSAGES.notFound);
      expect((await action(owner.cookie, randomUUID(), verb)).status).toBe(404);
      expect((await action(owner.cookie, 'not-a-uuid', verb)).status).toBe(404);
    }
    expect(
      (await send(app, `/api/experiments/${experiment.id}`, { method: 'DELETE', cookie: other.cookie }))
        .status,
    ).toBe(404);
    expect(await current(other.cookie)).toBeNull();
    expect(
      (await (await send(app, '/api/experiments', { cookie: other.cookie })).json()).experiments,
    ).toEqual([]);
    expect(await stored(owner.userId)).toEqual([{ food: 'dairy', state: 'running' }]);
  });
});

describe('a person’s data is whole', () => {
  it('carries experiments in the JSON and CSV exports', async () => {
    clock = new Date('2026-03-10T12:00:00Z');
    const { cookie } = await person();
    const experiment = await start(cookie);
    const exported = await (await send(app, '/api/export', { cookie })).json();
    expect(exported.experiments).toEqual([
      expect.objectContaining({
        id: experiment.id,
        food: 'dairy',
        symptoms: ['Digestive issues'],
        start: '2026-03-11',
        state: 'running',
        plan: experiment.plan,
        pauses: [],
        extension: null,
        result: null,
        summary: `Dairy experiment, 2026-03-11 to ${experiment.plan.end} (${experiment.plan.days.length} days): Under way`,
      }),
    ]);
    const csv = await (await send(app, '/api/export/csv', { cookie })).text();
    const [header = [], ...rows] = readCsv(csv.slice(1));
    // After the columns of every earlier kind, before the questionnaire and share link columns.
    const experimentColumn = header.indexOf('Experiment');
    expect(header.slice(experimentColumn, experimentColumn + 3)).toEqual([
      'Experiment',
      'Experiment day',
      'Questionnaire',
    ]);
    expect(rows).toEqual([
      expect.arrayContaining([
        '2026-03-11',
        'Experiment',
        'Dairy experiment, 2026-03-11 to ' +
          experiment.plan.end +
          ` (${experiment.plan.days.length} days): Under way`,
        'No result yet',
      ]),
    ]);
  });

  it('says an experiment stopped before its first day was stopped before it began, in both exports', async () => {
    clock = new Date('2026-03-10T12:00:00Z');
    const { cookie } = await person();
    const experiment = await start(cookie);
    const stopped = (await (await action(cookie, experiment.id, 'stop')).json()) as ExperimentDto;
    expect(stopped).toMatchObject({ state: 'stopped', endedOn: '2026-03-10', days: [], analysis: null });
    expect(stopped.schedule.start).toBe('2026-03-11');

    const exported = await (await send(app, '/api/export', { cookie })).json();
    expect(exported.experiments).toEqual([
      expect.objectContaining({
        id: experiment.id,
        state: 'stopped',
        endedOn: '2026-03-10',
        summary: 'Dairy experiment: Stopped before it began (it was to start 2026-03-11)',
      }),
    ]);
    const csv = await (await send(app, '/api/export/csv', { cookie })).text();
    const [, ...rows] = readCsv(csv.slice(1));
    expect(rows).toEqual([
      expect.arrayContaining([
        '2026-03-10',
        'Experiment',
        'Dairy experiment: Stopped before it began (it was to start 2026-03-11)',
        'No result: stopped before its first day',
      ]),
    ]);
  });

  it('erases experiments with the account', async () => {
    clock = new Date('2026-03-10T12:00:00Z');
    const { cookie, userId, password } = await person();
    await start(cookie);
    const deleted = await send(app, '/api/auth/delete-user', { cookie, body: { password } });
    expect(deleted.status).toBe(200);
    expect(await stored(userId)).toEqual([]);
  });
});
