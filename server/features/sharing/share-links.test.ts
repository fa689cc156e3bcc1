import { afterAll, describe, expect, it } from 'vitest';
import { readCsv } from '#domain/export/test-support/read-csv.ts';
import { SHARE_MESSAGES } from '#domain/sharing/share-link.ts';
import { seedJournal } from '#server/test/seed-journal.ts';
import { createTestApp } from '#server/test/test-app.ts';
import { send, signUpInZone, socketFrom, uniqueIp } from '#server/test/users.ts';

// Links a person gives a clinician: made, listed and revoked by their owner only; opened by anyone
// holding the token, for exactly what they share, and by nothing else.

let clock = new Date('2026-03-20T12:00:00Z');
const { app, pool, close } = createTestApp({ now: () => clock });
afterAll(close);

const zone = 'Europe/London';

async function person() {
  const user = await signUpInZone(app, zone);
  await pool.query('update "user" set created_at = $1 where id = $2', ['2026-01-01T09:00:00Z', user.userId]);
  await seedJournal(pool, { userId: user.userId, timeZone: zone, lastDay: '2026-03-19', days: 60 });
  await pool.query(
    `insert into journal_entries (id, user_id, type, content, occurred_at, details)
     values (gen_random_uuid(), $1, 'bowel', '', '2026-03-10T08:00:00Z', '{"bristolType":4,"urgency":false,"blood":false,"time_of_day":"morning"}')`,
    [user.userId],
  );
  return user;
}

/** Weekly HBI answers from late February, and one PsAID-12, stored as the API stores them. */
async function fillQuestionnaires(userId: string) {
  const hbi = (stools: number) => ({
    'well-being': 1,
    'abdominal-pain': 1,
    'liquid-stools': stools,
    'abdominal-mass': 0,
    complications: [],
  });
  const psaid = Object.fromEntries(
    ['pain', 'fatigue', 'skin', 'work-leisure', 'function', 'discomfort', 'sleep', 'coping', 'anxiety']
      .concat(['embarrassment', 'social', 'depression'])
      .map((id) => [id, 2]),
  );
  const rows: [string, string, string, object, number, string][] = [
    ['hbi', '2026-02-22', '2026-02-22', hbi(9), 11, 'moderate'],
    ['hbi', '2026-03-01', '2026-03-01', hbi(5), 7, 'mild'],
    ['hbi', '2026-03-08', '2026-03-08', hbi(1), 3, 'remission'],
    ['psaid-12', '2026-03-10', '2026-03-08', psaid, 2, 'acceptable'],
  ];
  for (const [instrument, day, week, answers, total, band] of rows)
    await pool.query(
      `insert into questionnaire_responses (user_id, instrument, day, week_start, answers, total, band)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [userId, instrument, day, week, JSON.stringify(answers), total, band],
    );
}

const validLink = {
  label: 'Dr Okafor, March visit',
  displayName: 'R.',
  sections: ['symptoms', 'factors', 'medications'],
  from: '2026-03-01',
  to: '2026-03-19',
  days: 14,
};

async function makeLink(cookie: string, overrides: Record<string, unknown> = {}) {
  const response = await send(app, '/api/share-links', { cookie, body: { ...validLink, ...overrides } });
  expect(response.status).toBe(201);
  return (await response.json()) as { link: { id: string }; path: string; url: string };
}

/** A clinician's browser: no cookie, its own address, a user agent. */
function open(path: string, init: { method?: string; form?: Record<string, string>; ip?: string } = {}) {
  const headers: Record<string, string> = {
    'user-agent':
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15',
  };
  let body: string | undefined;
  if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  }
  return app.request(
    path,
    { method: init.method ?? (init.form ? 'POST' : 'GET'), headers, body },
    socketFrom(init.ip ?? uniqueIp()),
  );
}

async function linkRows(userId: string) {
  const { rows } = await pool.query('select * from share_links where user_id = $1', [userId]);
  return rows;
}

describe('share links', () => {
  it('are made with a token stored only as its hash, listed, opened and logged, and revoked at once', async () => {
    clock = new Date('2026-03-20T12:00:00Z');
    const { cookie, userId } = await person();
    const made = await makeLink(cookie);
    const token = made.path.split('/').at(-1) ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.url).toBe(`http://localhost:3000/shared/${token}`);
    const [row] = await linkRows(userId);
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.expires_at.toISOString()).toBe('2026-04-03T12:00:00.000Z');

    const page = await open(made.path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Shared by the person it belongs to; not medical advice.');
    expect(html).toContain('R. ·');
    expect(html).toContain('Joint pain');
    expect(html).not.toContain('Robin');
    expect(html).not.toContain('/app');
    expect(html).not.toContain('Patterns Tend found');
    expect(html).toContain('role="img"');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('x-robots-tag')).toContain('noindex');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('set-cookie')).toBeNull();

    const pdf = await open(`${made.path}/report.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await pdf.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const fhir = await open(`${made.path}/fhir.json`);
    expect(fhir.status).toBe(200);
    const bundle = await fhir.json();
    expect(bundle.resourceType).toBe('Bundle');
    expect(bundle.entry[0].resource).toEqual({
      resourceType: 'Patient',
      id: expect.any(String),
      name: [{ text: 'R.' }],
    });

    const list = await (await send(app, '/api/share-links', { cookie })).json();
    expect(list.links).toHaveLength(1);
    expect(list.links[0]).toMatchObject({ state: 'active', hasPasscode: false, label: validLink.label });
    expect(list.links[0].opens.map((o: { what: string }) => o.what).sort()).toEqual(['fhir', 'page', 'pdf']);
    expect(list.links[0].opens[0].device).toBe('Safari on Mac');
    expect(JSON.stringify(list)).not.toContain(token);

    const revoked = await send(app, `/api/share-links/${made.link.id}/revoke`, { cookie, method: 'POST' });
    expect(revoked.status).toBe(200);
    expect((await revoked.json()).state).toBe('revoked');
    for (const path of [made.path, `${made.path}/report.pdf`, `${made.path}/fhir.json`]) {
      const gone = await open(path);
      expect(gone.status).toBe(410);
      const text = await gone.text();
      expect(text).toContain('This link has ended');
      expect(text).not.toContain('Joint pain');
    }
  });

  it('ends when it expires', async () => {
    clock = new Date('2026-03-20T12:00:00Z');
    const { cookie } = await person();
    const made = await makeLink(cookie, { days: 1 });
    expect((await open(made.path)).status).toBe(200);
    clock = new Date('2026-03-21T12:00:01Z');
    expect((await open(made.path)).status).toBe(410);
    clock = new Date('2026-03-20T12:00:00Z');
  });

  it('asks for its passcode, counts wrong ones across requests and locks for 15 minutes after five', async () => {
    clock = new Date('2026-03-20T12:00:00Z');
    const { cookie } = await person();
    const made = await makeLink(cookie, { passcode: '482915' });
    const prompt = await open(made.path);
    expect(prompt.status).toBe(401);
    expect(await prompt.text()).toContain('Enter the passcode');
    expect((await open(`${made.path}/fhir.json`)).status).toBe(401);

    const right = await open(made.path, { form: { passcode: '482915' } });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain('Joint pain');
    const pdf = await open(`${made.path}/report.pdf`, { form: { passcode: '482915' } });
    expect(pdf.status).toBe(200);

    for (let attempt = 1; attempt <= 4; attempt++) {
      const wrong = await open(made.path, { form: { passcode: '000000' } });
      expect(wrong.status).toBe(401);
      expect(await wrong.text()).toContain(`${5 - attempt} ${5 - attempt === 1 ? 'try' : 'tries'} left`);
    }
    expect((await open(made.path, { form: { passcode: '000000' } })).status).toBe(429);
    // Locked even to the right passcode, from any address.
    expect((await open(made.path, { form: { passcode: '482915' } })).status).toBe(429);
    clock = new Date('2026-03-20T12:15:01Z');
    expect((await open(made.path, { form: { passcode: '482915' } })).status).toBe(200);
    clock = new Date('2026-03-20T12:00:00Z');
  });

  it('brakes a client that asks too often, whatever the token', async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let index = 0; index < 61; index++) {
      statuses.push((await open(`/shared/${'A'.repeat(43)}`, { ip })).status);
    }
    expect(statuses.slice(0, 60).every((status) => status === 404)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it.each([
    ['a label of 10,000 characters', { label: 'x'.repeat(10_000) }, 'label', SHARE_MESSAGES.label],
    ['an empty label', { label: '  ' }, 'label', SHARE_MESSAGES.label],
    ['a label with markup', { label: '<script>' }, 'label', SHARE_MESSAGES.label],
    ['a passcode of 5 digits', { passcode: '12345' }, 'passcode', SHARE_MESSAGES.passcode],
    ['a passcode with letters', { passcode: '12345a' }, 'passcode', SHARE_MESSAGES.passcode],
    ['an expiry of 91 days', { days: 91 }, 'days', SHARE_MESSAGES.days],
    ['an expiry of 0 days', { days: 0 }, 'days', SHARE_MESSAGES.days],
    ['no sections', { sections: [] }, 'sections', SHARE_MESSAGES.sections],
    ['an unknown section', { sections: ['account'] }, 'sections.0', SHARE_MESSAGES.section],
    ['a period in the future', { to: '2026-03-21' }, 'to', SHARE_MESSAGES.future],
    ['a period before the journal', { from: '2025-12-31' }, 'from', SHARE_MESSAGES.beforeJournal],
    [
      'a period ending before it starts',
      { from: '2026-03-10', to: '2026-03-01' },
      'from',
      SHARE_MESSAGES.order,
    ],
    ['a day that does not exist', { from: '2026-02-30' }, 'from', SHARE_MESSAGES.day],
    ['an unknown field', { owner: 'someone' }, '', ''],
  ])('refuses %s and stores nothing', async (_name, change, field, message) => {
    clock = new Date('2026-03-20T12:00:00Z');
    const { cookie, userId } = await person();
    const response = await send(app, '/api/share-links', { cookie, body: { ...validLink, ...change } });
    expect(response.status).toBe(400);
    const problem = await response.json();
    if (message) expect(problem.errors).toContainEqual({ field, message });
    expect(await linkRows(userId)).toEqual([]);
  });
});

describe('the permission matrix of every share route', () => {
  it('answers each caller only what is theirs, never with a 5xx', async () => {
    clock = new Date('2026-03-20T12:00:00Z');
    const owner = await person();
    const other = await person();
    const active = await makeLink(owner.cookie);
    const expired = await makeLink(owner.cookie, { days: 1 });
    const revoked = await makeLink(owner.cookie);
    await send(app, `/api/share-links/${revoked.link.id}/revoke`, { cookie: owner.cookie, method: 'POST' });
    await pool.query(
      `update share_links set created_at = '2026-03-18T12:00:00Z', expires_at = '2026-03-19T12:00:00Z' where id = $1`,
      [expired.link.id],
    );
    const forged = `/shared/${'b'.repeat(43)}`;

    // The owner's API: only with the owner's session, only the owner's links.
    expect((await send(app, '/api/share-links')).status).toBe(401);
    expect((await send(app, '/api/share-links', { body: validLink })).status).toBe(401);
    expect((await send(app, `/api/share-links/${active.link.id}/revoke`, { method: 'POST' })).status).toBe(
      401,
    );
    const othersList = await (await send(app, '/api/share-links', { cookie: other.cookie })).json();
    expect(othersList.links).toEqual([]);
    const stolen = await send(app, `/api/share-links/${active.link.id}/revoke`, {
      cookie: other.cookie,
      method: 'POST',
    });
    expect(stolen.status).toBe(404);
    expect(
      (await send(app, '/api/share-links/not-a-uuid/revoke', { cookie: owner.cookie, method: 'POST' }))
        .status,
    ).toBe(404);

    const cases: [string, string, number][] = [];
    for (const suffix of ['', '/report.pdf', '/fhir.json']) {
      cases.push([`active${suffix}`, `${active.path}${suffix}`, 200]);
      cases.push([`expired${suffix}`, `${expired.path}${suffix}`, 410]);
      cases.push([`revoked${suffix}`, `${revoked.path}${suffix}`, 410]);
      cases.push([`forged${suffix}`, `${forged}${suffix}`, 404]);
      cases.push([`short${suffix}`, `/shared/abc${suffix}`, 404]);
      cases.push([`bad alphabet${suffix}`, `/shared/${'*'.repeat(43)}${suffix}`, 404]);
    }
    cases.push(['a path deeper than a link', `${active.path}/report.pdf/more`, 404]);
    for (const [name, path, status] of cases) {
      // Whoever asks, with or without a session cookie: the token alone decides.
      for (const cookie of [undefined, owner.cookie, other.cookie]) {
        const response = await app.request(
          path,
          { headers: cookie ? { cookie } : {} },
          socketFrom(uniqueIp()),
        );
        expect(response.status, `${name} with ${cookie ? 'a cookie' : 'no cookie'}`).toBe(status);
        expect(response.headers.get('set-cookie')).toBeNull();
        expect(response.headers.get('cache-control')).toBe('no-store');
        if (status !== 200) expect(await response.text()).not.toContain('Joint pain');
      }
    }
    // A shared link is no key to the app's API.
    const api = await app.request('/api/journal/entries', {}, socketFrom(uniqueIp()));
    expect(api.status).toBe(401);
  });
});

describe('what a link shares', () => {
  it('leaves out the parts it does not share, in the page and the bundle', async () => {
    clock = new Date('2026-03-20T12:00:00Z');
    const { cookie } = await person();
    await send(app, '/api/medication-changes', {
      cookie,
      body: { date: '2026-03-05', medication: 'Humira', change: 'started', doseNote: '40 mg' },
    });
    const onlyMeds = await makeLink(cookie, { sections: ['medications'] });
    const html = await (await open(onlyMeds.path)).text();
    expect(html).toContain('Humira');
    expect(html).not.toContain('Joint pain');
    expect(html).not.toContain('Porridge');
    const bundle = await (await open(`${onlyMeds.path}/fhir.json`)).json();
    const kinds = bundle.entry.map(
      (entry: { resource: { resourceType: string } }) => entry.resource.resourceType,
    );
    expect(kinds).toEqual(['Patient', 'MedicationStatement']);

    const noMeds = await makeLink(cookie, { sections: ['symptoms'] });
    const symptomsOnly = await (await open(noMeds.path)).text();
    expect(symptomsOnly).toContain('Joint pain');
    expect(symptomsOnly).not.toContain('Humira');
    const bundle2 = await (await open(`${noMeds.path}/fhir.json`)).json();
    const kinds2 = new Set(
      bundle2.entry.map((entry: { resource: { resourceType: string } }) => entry.resource.resourceType),
    );
    expect([...kinds2]).toEqual(['Patient', 'Observation']);
    expect(JSON.stringify(bundle2)).not.toContain('443172007');
  });

  it('shows the clinical questionnaires only when it shares scores, in the page and the bundle', async () => {
    clock = new Date('2026-03-20T12:00:00Z');
    const { cookie, userId } = await person();
    await fillQuestionnaires(userId);
    const kindsOf = (bundle: { entry: { resource: { resourceType: string } }[] }) =>
      bundle.entry.map((entry) => entry.resource.resourceType);

    const withScores = await makeLink(cookie, { sections: ['scores'] });
    const shared = await (await open(`${withScores.path}/fhir.json`)).json();
    // Only the link's days: the questionnaire of 2026-02-22 is before them.
    expect(kindsOf(shared)).toEqual([
      'Patient',
      'Questionnaire',
      'Questionnaire',
      'QuestionnaireResponse',
      'QuestionnaireResponse',
      'QuestionnaireResponse',
    ]);
    expect(shared.entry[3].resource).toMatchObject({
      status: 'completed',
      authored: '2026-03-01',
      questionnaire: 'https://tend.health/fhir/Questionnaire/hbi',
    });

    const page = await (await open(withScores.path)).text();
    expect(page).toContain('Clinical questionnaires');
    expect(page).toContain('Harvey-Bradshaw Index');
    expect(page).toContain('Last: 3, remission (Mar 8, 2026).');
    expect(page).toContain('Psoriatic Arthritis Impact of Disease (PsAID-12)');
    expect(page).toContain('<desc id="score-0-desc">');
    const pdf = await open(`${withScores.path}/report.pdf`);
    expect(pdf.status).toBe(200);

    const withoutScores = await makeLink(cookie, { sections: ['symptoms', 'medications'] });
    const otherPage = await (await open(withoutScores.path)).text();
    expect(otherPage).not.toContain('Clinical questionnaires');
    expect(otherPage).not.toContain('Harvey-Bradshaw');
    expect(otherPage).not.toContain('PsAID');
    const other = await (await open(`${withoutScores.path}/fhir.json`)).json();
    expect(kindsOf(other)).not.toContain('QuestionnaireResponse');
    expect(kindsOf(other)).not.toContain('Questionnaire');

    const own = await (await send(app, '/api/export/fhir', { cookie })).json();
    expect(kindsOf(own).filter((kind: string) => kind === 'QuestionnaireResponse')).toHaveLength(4);
  });

  it('shows the scores beside an experiment only when it shares scores', async () => {
    clock = new Date('2026-03-20T12:00:00Z');
    const { cookie, userId } = await person();
    await fillQuestionnaires(userId);
    const days = [
      { date: '2026-03-09', phase: 'avoid', food: 'avoid' },
      { date: '2026-03-10', phase: 'reintroduce', food: 'eat', portion: 'medium' },
    ];
    await pool.query(
      `insert into experiments (user_id, food, symptoms, start, plan, state, result, ended_on)
       values ($1, 'dairy', '{Fatigue}', '2026-03-09', $2, 'finished', $3, '2026-03-10')`,
      [
        userId,
        JSON.stringify({
          food: 'dairy',
          symptoms: ['Fatigue'],
          start: '2026-03-09',
          end: '2026-03-10',
          days,
        }),
        JSON.stringify({
          status: 'finished',
          results: [{ symptom: 'Fatigue', probability: 0.5, verdict: 'not-enough-data', effect: null }],
          adherence: { days: 2, followed: 2 },
        }),
      ],
    );
    const both = await makeLink(cookie, { sections: ['experiments', 'scores'] });
    const page = await (await open(both.path)).text();
    expect(page).toContain('Your Harvey-Bradshaw Index: 3 (remission) in the two weeks before the plan');
    expect(page).toContain('the verdict above does not use it');
    const experimentsOnly = await makeLink(cookie, { sections: ['experiments'] });
    const other = await (await open(experimentsOnly.path)).text();
    expect(other).toContain('Dairy experiment');
    expect(other).not.toContain('Harvey-Bradshaw');
    expect(other).not.toContain('does not use it');
  });

  it('is in both of the person’s exports without its token, and dies with the account', async () => {
    clock = new Date('2026-03-20T12:00:00Z');
    const { cookie, userId } = await person();
    const made = await makeLink(cookie, { passcode: '123456' });
    await open(made.path, { form: { passcode: '123456' } });
    const exported = await (await send(app, '/api/export', { cookie })).json();
    expect(exported.shareLinks).toHaveLength(1);
    expect(exported.shareLinks[0]).toMatchObject({ label: validLink.label, hasPasscode: true });
    expect(exported.shareLinks[0].opens).toHaveLength(1);
    const text = JSON.stringify(exported);
    expect(text).not.toContain(made.path.split('/').at(-1));
    expect(text).not.toContain('scrypt');

    const csv = readCsv((await (await send(app, '/api/export/csv', { cookie })).text()).slice(1));
    const [header = [], ...rows] = csv;
    const linkColumn = header.indexOf('Share link');
    const csvLinkRows = rows.filter((row) => row[4]?.startsWith('Share link'));
    expect(csvLinkRows.map((row) => [row[0], row[1], row[4], row[linkColumn]])).toEqual([
      ['2026-03-20', '12:00', 'Share link made', validLink.label],
      ['2026-03-20', '12:00', 'Share link opened', validLink.label],
    ]);
    expect(csvLinkRows[0]?.[linkColumn + 1]).toBe(
      'symptoms, factors, medications; 2026-03-01 to 2026-03-19; with a passcode',
    );
    expect(csvLinkRows[1]?.[linkColumn + 3]).toMatch(/^the report page, .+/);
    expect(csv.flat().join('\n')).not.toContain(made.path.split('/').at(-1));

    const fhir = await send(app, '/api/export/fhir', { cookie });
    expect(fhir.status).toBe(200);
    expect((await fhir.json()).type).toBe('collection');

    await pool.query('delete from "user" where id = $1', [userId]);
    expect(await linkRows(userId)).toEqual([]);
    expect((await open(made.path)).status).toBe(404);
  });
});

describe('the request log', () => {
  it('names a shared page’s route, never its token', async () => {
    const { loggedPath } = await import('#server/middleware/request-frame.ts');
    const token = 'x'.repeat(43);
    expect(loggedPath(`/shared/${token}`)).toBe('/shared/[token]');
    expect(loggedPath(`/shared/${token}/fhir.json`)).toBe('/shared/[token]/fhir.json');
    expect(loggedPath('/api/share-links')).toBe('/api/share-links');
  });
});

describe('a page opened again', () => {
  it('shows what the person changed since, though the model of its days is kept between requests', async () => {
    clock = new Date('2026-03-20T12:00:00Z');
    const { cookie, userId } = await person();
    const made = await makeLink(cookie);
    expect(await (await open(made.path)).text()).not.toContain('Mango lassi');
    await pool.query(
      `insert into journal_entries (id, user_id, type, content, occurred_at, details)
       values (gen_random_uuid(), $1, 'food', 'Mango lassi', '2026-03-15T13:00:00Z',
               '{"mealTime":"lunch","mealSize":"medium","mealSource":"home","wasPhotoAnalyzed":false}')`,
      [userId],
    );
    expect(await (await open(made.path)).text()).toContain('Mango lassi');
    await pool.query(`delete from journal_entries where user_id = $1 and content = 'Mango lassi'`, [userId]);
    expect(await (await open(made.path)).text()).not.toContain('Mango lassi');
  });
});
