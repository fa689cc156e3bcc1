import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#server/test/test-app.ts';
import { send, signUpInZone } from '#server/test/users.ts';

// Clinical questionnaires: due on the person's day, filled in, scored, corrected within the edit
// window, each their own; every bad input refused with nothing stored.

// Monday 23 November 2026, noon in London.
let clock = new Date('2026-11-23T12:00:00Z');
const { app, pool, close } = createTestApp({ now: () => clock });
afterAll(close);

async function person(conditions: string[] = ["Crohn's Disease"], createdAt = '2026-11-01T09:00:00Z') {
  const user = await signUpInZone(app, 'Europe/London');
  await pool.query('update "user" set created_at = $1 where id = $2', [createdAt, user.userId]);
  await pool.query('update user_profiles set conditions = $1 where user_id = $2', [conditions, user.userId]);
  return user;
}

const hbiAnswers = {
  'well-being': 1,
  'abdominal-pain': 1,
  'liquid-stools': 2,
  'abdominal-mass': 0,
  complications: ['arthralgia'],
};
const sccaiAnswers = {
  'bowel-day': 1,
  'bowel-night': 0,
  urgency: 1,
  blood: 0,
  'well-being': 1,
  extracolonic: [],
};
const hbi = { instrument: 'hbi', date: '2026-11-23', answers: hbiAnswers };

async function stored(userId: string) {
  const { rows } = await pool.query(
    `select instrument, to_char(day, 'YYYY-MM-DD') as day, total, band from questionnaire_responses
      where user_id = $1 order by day`,
    [userId],
  );
  return rows;
}

describe('questionnaires', () => {
  it('are due on the chosen day, scored, listed, compared with the previous one and corrected', async () => {
    clock = new Date('2026-11-02T12:00:00Z');
    const { cookie, userId } = await person();
    const first = await (await send(app, '/api/questionnaires', { cookie })).json();
    expect(first).toMatchObject({ today: '2026-11-02', offered: ['hbi'], due: ['hbi'] });
    expect(first.settings).toMatchObject({ frequency: 'weekly', weekday: 0, instruments: null });

    const eight = { ...hbiAnswers, 'well-being': 2, 'liquid-stools': 4, complications: ['arthralgia'] };
    const saved = await send(app, '/api/questionnaires', {
      cookie,
      body: { ...hbi, date: '2026-11-02', answers: eight },
    });
    expect(saved.status).toBe(201);
    expect((await saved.json()).response).toMatchObject({ total: 8, band: 'moderate', date: '2026-11-02' });
    expect((await (await send(app, '/api/questionnaires', { cookie })).json()).due).toEqual([]);

    clock = new Date('2026-11-23T12:00:00Z');
    expect((await (await send(app, '/api/questionnaires', { cookie })).json()).due).toEqual(['hbi']);
    const second = await send(app, '/api/questionnaires', { cookie, body: hbi });
    expect(second.status).toBe(201);
    const body = await second.json();
    expect(body.response).toMatchObject({ instrument: 'hbi', total: 5, band: 'mild', answers: hbiAnswers });
    expect(body.previous).toMatchObject({ total: 8, date: '2026-11-02' });

    const corrected = await send(app, `/api/questionnaires/${body.response.id}`, {
      method: 'PUT',
      cookie,
      body: { ...hbi, answers: { ...hbiAnswers, complications: [] } },
    });
    expect(corrected.status).toBe(200);
    expect((await corrected.json()).response).toMatchObject({ total: 4, band: 'remission' });
    expect(await stored(userId)).toEqual([
      { instrument: 'hbi', day: '2026-11-02', total: '8.00', band: 'moderate' },
      { instrument: 'hbi', day: '2026-11-23', total: '4.00', band: 'remission' },
    ]);
    const history = await (await send(app, '/api/questionnaires', { cookie })).json();
    expect(history.responses.map((r: { date: string }) => r.date)).toEqual(['2026-11-23', '2026-11-02']);
  });

  it('follow the chosen day and frequency, and none when turned off', async () => {
    clock = new Date('2026-11-23T12:00:00Z');
    const { cookie } = await person(["Crohn's Disease", 'Psoriatic Arthritis']);
    expect((await (await send(app, '/api/questionnaires', { cookie })).json()).due).toEqual([
      'psaid-12',
      'hbi',
    ]);
    const thursday = await send(app, '/api/questionnaires/settings', {
      method: 'PUT',
      cookie,
      body: { frequency: 'weekly', weekday: 3, instruments: ['hbi'] },
    });
    expect(thursday.status).toBe(200);
    const overview = await (await send(app, '/api/questionnaires', { cookie })).json();
    expect(overview.due).toEqual(['hbi']);
    expect(overview.settings).toMatchObject({ weekday: 3, instruments: ['hbi'] });
    await send(app, '/api/questionnaires/settings', {
      method: 'PUT',
      cookie,
      body: { frequency: 'off', weekday: 3, instruments: null },
    });
    expect((await (await send(app, '/api/questionnaires', { cookie })).json()).due).toEqual([]);
    const bad = await send(app, '/api/questionnaires/settings', {
      method: 'PUT',
      cookie,
      body: { frequency: 'daily', weekday: 7, instruments: ['basdai'] },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.map((e: { field: string }) => e.field)).toEqual([
      'frequency',
      'weekday',
      'instruments.0',
    ]);
  });

  it.each([
    [
      'an answer outside its scale',
      { answers: { ...hbiAnswers, 'abdominal-pain': 4 } },
      400,
      'answers.abdominal-pain',
      'The answer to "Abdominal pain" must be one of 0, 1, 2, 3.',
    ],
    [
      'a missing answer',
      { answers: { ...hbiAnswers, 'liquid-stools': undefined } },
      400,
      'answers.liquid-stools',
      'Please answer "Liquid or soft stools".',
    ],
    [
      'a question the instrument lacks',
      { answers: { ...hbiAnswers, fever: 1 } },
      400,
      'answers.fever',
      '"fever" is not a question of the Harvey-Bradshaw Index.',
    ],
    [
      'a complication not listed',
      { answers: { ...hbiAnswers, complications: ['fever'] } },
      400,
      'answers.complications',
      'The answer to "Complications" must be a list of arthralgia, uveitis, erythema-nodosum, aphthous-ulcers, pyoderma-gangrenosum, anal-fissure, new-fistula, abscess, each at most once.',
    ],
    [
      'a condition the person does not have',
      { instrument: 'sccai', answers: sccaiAnswers },
      400,
      'instrument',
      'The Simple Clinical Colitis Activity Index (SCCAI) is offered for Ulcerative Colitis, which is not in your profile.',
    ],
    [
      'an instrument Tend does not offer',
      { instrument: 'basdai' },
      400,
      'instrument',
      'The questionnaire must be one of psaid-12, hbi, sccai, ra-core.',
    ],
    [
      'a date in the future',
      { date: '2026-11-24' },
      400,
      'date',
      'A questionnaire cannot be dated in the future.',
    ],
    [
      'a date before the account',
      { date: '2026-10-31' },
      400,
      'date',
      'A questionnaire cannot be dated before your account was created.',
    ],
    [
      'a date that is no day',
      { date: '2026-11-31' },
      400,
      'date',
      'The date must be a real calendar day written YYYY-MM-DD.',
    ],
    ['an unknown field', { userId: 'someone-else' }, 400, 'userId', 'Unknown field "userId"'],
  ])('refuse %s, naming it, with nothing stored', async (_case, change, status, field, message) => {
    clock = new Date('2026-11-23T12:00:00Z');
    const { cookie, userId } = await person();
    const response = await send(app, '/api/questionnaires', { cookie, body: { ...hbi, ...change } });
    expect(response.status).toBe(status);
    const problem = await response.json();
    expect(problem.detail).toBe(message);
    expect(problem.errors).toContainEqual({ field, message });
    expect(await stored(userId)).toEqual([]);
  });

  it('refuse two for the same week, keeping the first', async () => {
    clock = new Date('2026-11-25T12:00:00Z');
    const { cookie, userId } = await person();
    expect((await send(app, '/api/questionnaires', { cookie, body: hbi })).status).toBe(201);
    const again = await send(app, '/api/questionnaires', { cookie, body: { ...hbi, date: '2026-11-25' } });
    expect(again.status).toBe(409);
    expect((await again.json()).detail).toBe(
      'You already filled in the Harvey-Bradshaw Index for the week starting Monday 23 November 2026. Correct that one instead.',
    );
    expect(await stored(userId)).toEqual([
      { instrument: 'hbi', day: '2026-11-23', total: '5.00', band: 'mild' },
    ]);
    // Two sent at once: one is stored, the other refused by the same rule.
    clock = new Date('2026-11-30T12:00:00Z');
    const both = await Promise.all(
      [0, 1].map(() => send(app, '/api/questionnaires', { cookie, body: { ...hbi, date: '2026-11-30' } })),
    );
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it('can be corrected only within the edit window, and only by their person', async () => {
    clock = new Date('2026-11-02T12:00:00Z');
    const { cookie } = await person();
    const { response } = await (
      await send(app, '/api/questionnaires', { cookie, body: { ...hbi, date: '2026-11-02' } })
    ).json();
    const other = await person();
    const stranger = await send(app, `/api/questionnaires/${response.id}`, {
      method: 'PUT',
      cookie: other.cookie,
      body: { ...hbi, date: '2026-11-02' },
    });
    expect(stranger.status).toBe(404);
    clock = new Date('2026-11-12T12:00:00Z');
    const late = await send(app, `/api/questionnaires/${response.id}`, {
      method: 'PUT',
      cookie,
      body: { ...hbi, date: '2026-11-02' },
    });
    expect(late.status).toBe(403);
    expect((await late.json()).detail).toBe(
      'This questionnaire is older than 7 days and cannot be corrected.',
    );
    const bad = await send(app, `/api/questionnaires/${response.id}`, {
      method: 'PUT',
      cookie,
      body: { ...hbi, answers: {} },
    });
    expect(bad.status).toBe(400);
  });

  it('are deleted with the account', async () => {
    clock = new Date('2026-11-23T12:00:00Z');
    const { cookie, userId } = await person();
    await send(app, '/api/questionnaires', { cookie, body: hbi });
    await send(app, '/api/questionnaires/settings', {
      method: 'PUT',
      cookie,
      body: { frequency: 'weekly', weekday: 2, instruments: null },
    });
    await pool.query('delete from "user" where id = $1', [userId]);
    const { rows } = await pool.query(
      `select (select count(*) from questionnaire_responses where user_id = $1)::int as responses,
              (select count(*) from questionnaire_settings where user_id = $1)::int as settings`,
      [userId],
    );
    expect(rows[0]).toEqual({ responses: 0, settings: 0 });
  });
});

describe('questionnaires in the exports', () => {
  it('carry every answer, the score and band in the JSON and the CSV', async () => {
    clock = new Date('2026-11-23T12:00:00Z');
    const { cookie } = await person();
    await send(app, '/api/questionnaires', { cookie, body: hbi });
    const json = await (await send(app, '/api/export', { cookie })).json();
    expect(json.questionnaires).toEqual([
      expect.objectContaining({
        instrument: 'hbi',
        date: '2026-11-23',
        answers: hbiAnswers,
        total: 5,
        band: 'mild',
      }),
    ]);
    expect(json.questionnaireSettings).toBeNull();
    const csv = await (await send(app, '/api/export/csv', { cookie })).text();
    const lines = csv.split('\r\n');
    expect(lines[0]).toContain('Questionnaire,Questionnaire score,Questionnaire band,Questionnaire answers');
    const row = lines.find((line) => line.startsWith('2026-11-23,'));
    expect(row).toContain('Questionnaire');
    expect(row).toContain('Harvey-Bradshaw Index,5,mild,');
    expect(row).toContain(
      'General well-being: Slightly below par (1); Abdominal pain: Mild (1); Liquid or soft stools: 2 stools',
    );
    expect(row).toContain('Complications: Joint pain (arthralgia)');
  });
});
