import { afterAll, describe, expect, it } from 'vitest';
import {
  bearableCsv,
  flaredownCsv,
  pocketSymptomTrackerJson,
  tendExportV2,
} from '#domain/import/test-support/fixtures.ts';
import { createTestApp, testAppUrl } from '#server/test/test-app.ts';
import { send, sessionCookie, signIn, signUpInZone, socketFrom, uniqueIp } from '#server/test/users.ts';

// Importing a file: preview writes nothing, an import is whole or nothing, the same file twice
// adds nothing, undo removes it all within 7 days, and a Tend export comes back as it left.

let clock = new Date('2026-11-20T12:00:00Z');
const { app, pool, close } = createTestApp({ now: () => clock });
afterAll(close);

function upload(
  path: string,
  cookie: string,
  text: string,
  fields: Record<string, string> = {},
  name = 'file.txt',
) {
  const form = new FormData();
  form.set('file', new File([text], name));
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return app.request(
    path,
    { method: 'POST', headers: { origin: testAppUrl, cookie }, body: form },
    socketFrom(uniqueIp()),
  );
}

async function person() {
  clock = new Date('2026-11-20T12:00:00Z');
  const user = await signUpInZone(app, 'Europe/London');
  await pool.query('update "user" set created_at = $1 where id = $2', ['2026-11-01T09:00:00Z', user.userId]);
  return user;
}

async function written(userId: string) {
  const { rows } = await pool.query(
    `select (select count(*)::int from journal_entries where user_id = $1) as entries,
            (select count(*)::int from medication_changes where user_id = $1) as changes,
            (select count(*)::int from import_batches where user_id = $1) as batches,
            (select coalesce(sum(food_count + symptom_count + bowel_count), 0)::int from journal_days where user_id = $1) as counted`,
    [userId],
  );
  return rows[0] as { entries: number; changes: number; batches: number; counted: number };
}

const nothing = { entries: 0, changes: 0, batches: 0, counted: 0 };

async function profileSymptoms(userId: string): Promise<string[]> {
  const { rows } = await pool.query('select symptoms from user_profiles where user_id = $1', [userId]);
  return rows[0].symptoms;
}

describe('import preview', () => {
  it('shows what a Bearable file holds, its mapping and its conversions, and writes nothing', async () => {
    const { cookie, userId } = await person();
    const response = await upload('/api/imports/preview', cookie, bearableCsv, {}, 'export.txt');
    expect(response.status).toBe(200);
    const preview = await response.json();
    expect(preview).toMatchObject({
      format: 'bearable',
      profileName: null,
      range: { first: '2020-09-22', last: '2020-09-25' },
      counts: { food: 2, symptom: 4, bowel: 0, 'medication-change': 2 },
      alreadyImported: 0,
    });
    expect(preview.symptoms.map((s: { from: string }) => s.from)).toEqual([
      'Bloating',
      'Headache',
      'Joint pain',
    ]);
    expect(preview.conversions[0]).toContain('Mild→2');
    expect(await written(userId)).toEqual(nothing);
  });

  it("offers the profile's symptoms to match before any check-in has rated them, with the names check-ins rated", async () => {
    const { cookie } = await person();
    const profile = { ...crohnsProfile, symptoms: ['Joint pain', 'Fatigue'] };
    expect((await send(app, '/api/profile', { method: 'PUT', cookie, body: profile })).status).toBe(200);
    const checkIn = await send(app, '/api/journal/entries', {
      cookie,
      body: {
        id: crypto.randomUUID(),
        type: 'symptom',
        date: '2026-11-19',
        content: '',
        details: { symptomRatings: { Bloating: 2, Fatigue: 3 }, time_of_day: 'morning' },
      },
    });
    expect(checkIn.status).toBe(201);
    const preview = await (await upload('/api/imports/preview', cookie, flaredownCsv)).json();
    expect(preview.existingSymptoms).toEqual(['Bloating', 'Fatigue', 'Joint pain']);
    expect(preview.symptoms).toContainEqual({
      from: 'Fatigue',
      mapping: { action: 'match', to: 'Fatigue' },
      why: 'same',
    });
  });

  it("shows another person's Tend export for what it is: their name and dates", async () => {
    const { cookie } = await person();
    const preview = await (await upload('/api/imports/preview', cookie, tendExportV2)).json();
    expect(preview).toMatchObject({
      format: 'tend',
      profileName: 'Sam',
      range: { first: '2026-02-01', last: '2026-03-03' },
    });
  });
});

describe('bad files: a clear message and nothing written', () => {
  const csvWithFormula = `${bearableCsv}\n26th Sep 2020,Saturday,am,Notes,,"=HYPERLINK(""http://x"",""y"")",`;
  const badRows = `${bearableCsv}\n31st Feb 2021,Monday,am,Symptoms,2,Headache (Moderate),\n1st Mar 2021,Monday,am,Symptoms,9,Headache,`;
  const newer = JSON.stringify({ ...JSON.parse(tendExportV2), version: 99 });
  const cases: [string, string, number, string, RegExp][] = [
    ['a file that is none of them', 'name,age\nSam,4', 422, 'import_unknown_format', /cannot tell which app/],
    ['a formula in a cell', csvWithFormula, 422, 'import_formula', /^Row 16 has a spreadsheet formula/],
    ['impossible rows', badRows, 422, 'import_bad_rows', /^Row 16: .* 2 rows are bad/],
    ['a cut-short file', tendExportV2.slice(0, 500), 422, 'import_truncated', /cut short/],
    ['an export from a newer Tend', newer, 422, 'import_newer_version', /version 99/],
    ['an empty file', '', 422, 'import_empty', /empty/],
  ];
  for (const [what, text, status, code, detail] of cases) {
    it(`refuses ${what}`, async () => {
      const { cookie, userId } = await person();
      for (const path of ['/api/imports/preview', '/api/imports']) {
        const response = await upload(path, cookie, text);
        expect(response.status).toBe(status);
        const body = await response.json();
        expect(body.code).toBe(code);
        expect(body.detail).toMatch(detail);
      }
      expect(await written(userId)).toEqual(nothing);
    });
  }

  it('refuses a file over 60 MB by its size', async () => {
    const { cookie, userId } = await person();
    const big = 'x'.repeat(61 * 1024 * 1024);
    const response = await upload('/api/imports', cookie, big);
    expect(response.status).toBe(413);
    expect((await response.json()).detail).toContain('60 MB');
    expect(await written(userId)).toEqual(nothing);
  });

  it('refuses a request without a file and a mapping that is not one', async () => {
    const { cookie, userId } = await person();
    const form = new FormData();
    const noFile = await app.request(
      '/api/imports',
      { method: 'POST', headers: { origin: testAppUrl, cookie }, body: form },
      socketFrom(uniqueIp()),
    );
    expect(noFile.status).toBe(400);
    const badMapping = await upload('/api/imports', cookie, bearableCsv, {
      mapping: '{"Headache":{"action":"rename"}}',
    });
    expect(badMapping.status).toBe(400);
    expect(await written(userId)).toEqual(nothing);
  });

  it('refuses a mapping that would make a bad symptom name, writing nothing', async () => {
    const { cookie, userId } = await person();
    const mapping = JSON.stringify({ Headache: { action: 'match', to: 'x'.repeat(121) } });
    const response = await upload('/api/imports', cookie, bearableCsv, { mapping });
    expect(response.status).toBe(400);
    expect(await written(userId)).toEqual(nothing);
  });

  it('counts previews and imports against the hourly limit', async () => {
    const { cookie, userId } = await person();
    await pool.query(`insert into rate_limit (id, key, count, last_request) values ($1, $2, 30, $3)`, [
      crypto.randomUUID(),
      `imports:${userId}`,
      Date.now(),
    ]);
    const response = await upload('/api/imports', cookie, bearableCsv);
    expect(response.status).toBe(429);
    expect(await written(userId)).toEqual(nothing);
  });
});

describe('importing', () => {
  it('imports a Bearable file with a corrected mapping, adds nothing the second time, and undoes it', async () => {
    const { cookie, userId } = await person();
    const symptomsBefore = await profileSymptoms(userId);
    const mapping = JSON.stringify({
      Headache: { action: 'match', to: 'Migraine' },
      'Joint pain': { action: 'skip' },
    });
    const first = await upload('/api/imports', cookie, bearableCsv, { mapping }, 'bearable.csv');
    expect(first.status).toBe(201);
    const result = await first.json();
    expect(result).toMatchObject({
      added: 7,
      droppedCheckIns: 1,
      counts: { food: 2, symptom: 3, 'medication-change': 2 },
    });
    expect(await written(userId)).toEqual({ entries: 5, changes: 2, batches: 1, counted: 5 });
    const { rows } = await pool.query(
      `select details from journal_entries where user_id = $1 and type = 'symptom' order by occurred_at`,
      [userId],
    );
    expect(rows[0].details.symptomRatings).toEqual({ Migraine: 3, 'Other: Bloating': 2 });
    // Kept as new, Bloating joins the profile, so check-ins ask about it and Insights reads it.
    expect(await profileSymptoms(userId)).toEqual([...symptomsBefore, 'Other: Bloating']);

    const again = await upload('/api/imports', cookie, bearableCsv, { mapping });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ id: null, added: 0 });
    expect(await written(userId)).toEqual({ entries: 5, changes: 2, batches: 1, counted: 5 });

    const history = await (await send(app, '/api/imports', { cookie })).json();
    expect(history.daysWithEntries).toBe(3);
    expect(history.imports).toMatchObject([
      { id: result.id, format: 'bearable', fileName: 'bearable.csv', added: 7, canUndo: true },
    ]);

    const undo = await send(app, `/api/imports/${result.id}`, { method: 'DELETE', cookie });
    expect(undo.status).toBe(204);
    expect(await written(userId)).toEqual(nothing);
    expect(await profileSymptoms(userId)).toEqual(symptomsBefore);
  });

  it("keeps a symptom the import added in the profile after undo when the person's own check-in rates it", async () => {
    const { cookie, userId } = await person();
    const first = await upload('/api/imports', cookie, bearableCsv, {}, 'bearable.csv');
    expect(first.status).toBe(201);
    const { id } = await first.json();
    expect(await profileSymptoms(userId)).toContain('Other: Bloating');
    const typed = await send(app, '/api/journal/entries', {
      method: 'POST',
      cookie,
      body: {
        id: crypto.randomUUID(),
        date: '2026-11-20',
        type: 'symptom',
        content: '',
        details: { symptomRatings: { 'Other: Bloating': 2 }, time_of_day: 'morning' },
      },
    });
    expect(typed.status, await typed.text()).toBe(201);

    expect((await send(app, `/api/imports/${id}`, { method: 'DELETE', cookie })).status).toBe(204);
    const symptoms = await profileSymptoms(userId);
    expect(symptoms).toContain('Other: Bloating');
    expect(symptoms).not.toContain('Headaches');
  });

  it('adds new symptoms to the profile only while it has room for them', async () => {
    const { cookie, userId } = await person();
    const many = Array.from({ length: 49 }, (_, index) => `Other: Symptom ${index + 1}`);
    await pool.query('update user_profiles set symptoms = $1 where user_id = $2', [many, userId]);
    const first = await upload('/api/imports', cookie, bearableCsv, {}, 'bearable.csv');
    expect(first.status).toBe(201);
    const symptoms = await profileSymptoms(userId);
    expect(symptoms).toHaveLength(50);
    expect(symptoms.slice(0, 49)).toEqual(many);
  });

  it('tells its progress as it goes when asked: reading, saving step by step, then the outcome', async () => {
    const { cookie, userId } = await person();
    // 700 days of Flaredown, a check-in and a meal each: 1,400 entries, more than one insert.
    const days = Array.from({ length: 700 }, (_, index) =>
      new Date(Date.UTC(2024, 0, 1) + index * 86_400_000).toISOString().slice(0, 10),
    );
    const csv = ['Date,Fatigue,Tags,Foods', ...days.map((day, index) => `${day},${index % 5},,Toast`)].join(
      '\n',
    );
    const streamed = async (text: string) => {
      const form = new FormData();
      form.set('file', new File([text], 'flaredown.csv'));
      const response = await app.request(
        '/api/imports',
        {
          method: 'POST',
          headers: { origin: testAppUrl, cookie, accept: 'application/x-ndjson' },
          body: form,
        },
        socketFrom(uniqueIp()),
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/x-ndjson');
      return (await response.text())
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
    };

    const lines = await streamed(csv);
    expect(lines[0]).toEqual({ step: 'reading' });
    const saving = lines.filter((line) => line.step === 'saving');
    expect(saving.map((line) => line.done)).toEqual([0, 1000, 1400, 1400]);
    expect(saving.every((line) => line.total === 1400)).toBe(true);
    expect(lines.at(-1)).toMatchObject({ step: 'done', status: 201, result: { added: 1400 } });
    expect(await written(userId)).toMatchObject({ entries: 1400, batches: 1 });

    const refused = await streamed('Date,Fatigue,Tags,Foods\n2024-01-01,=cmd(),,');
    expect(refused.map((line) => line.step)).toEqual(['reading', 'problem']);
    expect(refused[1].problem).toMatchObject({ status: 422, code: 'import_formula' });
    expect(await written(userId)).toMatchObject({ entries: 1400, batches: 1 });
  });

  it('finishes an import whose page was closed after it began', async () => {
    const { cookie, userId } = await person();
    const form = new FormData();
    form.set('file', new File([bearableCsv], 'bearable.csv'));
    const response = await app.request(
      '/api/imports',
      { method: 'POST', headers: { origin: testAppUrl, cookie, accept: 'application/x-ndjson' }, body: form },
      socketFrom(uniqueIp()),
    );
    const reader = response.body?.getReader();
    const first = await reader?.read();
    expect(new TextDecoder().decode(first?.value)).toContain('"reading"');
    await reader?.cancel();
    await expect.poll(async () => (await written(userId)).batches, { timeout: 20_000 }).toBe(1);
    expect(await written(userId)).toMatchObject({ entries: 6, changes: 2, batches: 1 });
  });

  it('imports a Pocket Symptom Tracker backup and adds nothing when it is imported again', async () => {
    const { cookie, userId } = await person();
    const first = await upload('/api/imports', cookie, pocketSymptomTrackerJson, {}, 'backup.json');
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({
      added: 8,
      counts: { food: 2, symptom: 3, bowel: 0, 'medication-change': 3 },
    });
    const after = { entries: 5, changes: 3, batches: 1, counted: 5 };
    expect(await written(userId)).toEqual(after);
    const { rows } = await pool.query(
      `select occurred_at, details from journal_entries where user_id = $1 and type = 'symptom' order by occurred_at`,
      [userId],
    );
    expect(rows[0].occurred_at.toISOString()).toBe('2025-10-01T13:15:00.000Z');
    expect(rows[0].details).toMatchObject({
      symptomRatings: { 'Other: Abdominal pain': 4 },
      sleepHours: 7,
    });

    const again = await upload('/api/imports', cookie, pocketSymptomTrackerJson, {}, 'backup.json');
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ id: null, added: 0 });
    expect(await written(userId)).toEqual(after);
    const history = await (await send(app, '/api/imports', { cookie })).json();
    expect(history.imports).toMatchObject([{ format: 'pocket-symptom-tracker', fileName: 'backup.json' }]);
  });

  it('lets an imported entry be corrected despite the edit lock, and refuses undo after 7 days', async () => {
    const { cookie, userId } = await person();
    const result = await (await upload('/api/imports', cookie, flaredownCsv)).json();
    expect(result.added).toBeGreaterThan(0);
    const { rows } = await pool.query(
      `select id from journal_entries where user_id = $1 and type = 'food' limit 1`,
      [userId],
    );
    const patched = await send(app, `/api/journal/entries/${rows[0].id}`, {
      method: 'PATCH',
      cookie,
      body: {
        content: 'Toast and coffee',
        details: { mealTime: 'breakfast', mealSize: 'small', mealSource: 'home' },
      },
    });
    expect(patched.status).toBe(200);
    // Corrected, it is still an entry that came from an import, and History keeps saying so.
    expect((await patched.json()).imported).toBe(true);

    clock = new Date('2026-11-28T12:00:00Z');
    const late = await send(app, `/api/imports/${result.id}`, { method: 'DELETE', cookie });
    expect(late.status).toBe(409);
    const history = await (await send(app, '/api/imports', { cookie })).json();
    expect(history.imports[0].canUndo).toBe(false);
    const stranger = await person();
    expect(
      (await send(app, `/api/imports/${result.id}`, { method: 'DELETE', cookie: stranger.cookie })).status,
    ).toBe(404);
  });
});

type Exported = {
  journalEntries: { type: string; content: string; occurredAt: string; details: unknown }[];
  medicationChanges: {
    date: string;
    precision: string;
    medication: string;
    change: string;
    doseNote: string;
  }[];
};

describe('round trip', () => {
  it('a journal exported and imported into a fresh account exports the same, field by field', async () => {
    clock = new Date('2026-11-20T12:00:00Z');
    const { cookie } = await person();
    const entries = [
      {
        type: 'food',
        date: '2026-11-18',
        content: 'Porridge with honey',
        details: { mealTime: 'breakfast', mealSize: 'small', mealSource: 'home' },
      },
      {
        type: 'food',
        date: '2026-11-19',
        content: 'Takeaway curry',
        details: { mealTime: 'dinner', mealSize: 'large', mealSource: 'delivery', wasPhotoAnalyzed: true },
      },
      {
        type: 'symptom',
        date: '2026-11-19',
        content: 'after lunch',
        details: {
          symptomRatings: { Bloating: 3, Fatigue: 0 },
          time_of_day: 'afternoon',
          exact_time: '13:30',
          stress: 4,
          sleepHours: 6.5,
          sleepQuality: 2,
          period: true,
        },
      },
      {
        type: 'symptom',
        date: '2026-11-20',
        content: '',
        details: { symptomRatings: { Headache: 1 }, time_of_day: 'morning' },
      },
      {
        type: 'bowel',
        date: '2026-11-20',
        content: 'ok',
        details: { bristolType: 4, urgency: true, blood: false, time_of_day: 'morning' },
      },
    ];
    for (const entry of entries) {
      const response = await send(app, '/api/journal/entries', {
        cookie,
        body: { id: crypto.randomUUID(), ...entry },
      });
      expect(response.status).toBe(201);
    }
    for (const change of [
      {
        date: '2025-03-01',
        precision: 'month',
        medication: 'Mesalazine',
        change: 'started',
        doseNote: '2 g',
      },
      { date: '2026-11-01', medication: 'Prednisone', change: 'stopped' },
    ]) {
      expect((await send(app, '/api/medication-changes', { cookie, body: change })).status).toBe(201);
    }
    const exported = await (await send(app, '/api/export', { cookie })).text();

    const fresh = await person();
    const imported = await upload('/api/imports', fresh.cookie, exported);
    expect(imported.status).toBe(201);
    const again = (await (await send(app, '/api/export', { cookie: fresh.cookie })).json()) as Exported;
    const original = JSON.parse(exported) as Exported;
    const entryFields = ({ type, content, occurredAt, details }: Exported['journalEntries'][number]) => ({
      type,
      content,
      occurredAt,
      details,
    });
    const changeFields = ({
      date,
      precision,
      medication,
      change,
      doseNote,
    }: Exported['medicationChanges'][number]) => ({ date, precision, medication, change, doseNote });
    expect(again.journalEntries.map(entryFields)).toEqual(original.journalEntries.map(entryFields));
    expect(again.medicationChanges.map(changeFields)).toEqual(original.medicationChanges.map(changeFields));
    expect(again.journalEntries).toHaveLength(5);
  });
});

type ExportedAll = Exported & {
  profile: Record<string, unknown> | null;
  questionnaires: Record<string, unknown>[];
  experiments: Record<string, unknown>[];
  reminders: { reminders: Record<string, unknown>[] };
};

const pick = (keys: readonly string[]) => (item: Record<string, unknown>) =>
  Object.fromEntries(keys.map((key) => [key, item[key]]));
const profileFields = pick([
  'name',
  'conditions',
  'medications',
  'takesNoPrescriptionMedications',
  'supplements',
  'symptoms',
  'dietaryRestrictions',
  'stillFiguringOutDiet',
  'suspectedTriggers',
  'stillFiguringOutTriggers',
  'tracking',
]);
const questionnaireFields = pick(['instrument', 'date', 'answers', 'total', 'band']);
const experimentFields = pick([
  'summary',
  'food',
  'symptoms',
  'start',
  'state',
  'plan',
  'pauses',
  'extension',
  'result',
  'firstResult',
  'endedOn',
]);
const reminderFields = pick(['kind', 'time', 'weekdays', 'channel', 'skipIfLogged', 'enabled']);

const crohnsProfile = {
  name: 'Sam',
  conditions: ["Crohn's Disease"],
  medications: ['none'],
  supplements: ['Vitamin D'],
  symptoms: ['Fatigue', 'Digestive issues'],
  dietaryRestrictions: ['gluten-free'],
  suspectedTriggers: ['none'],
};
const hbiAnswers = {
  'well-being': 1,
  'abdominal-pain': 2,
  'liquid-stools': 3,
  'abdominal-mass': 0,
  complications: ['arthralgia'],
};

async function exportOf(cookie: string) {
  return (await (await send(app, '/api/export', { cookie })).json()) as ExportedAll;
}

/** A person with one of everything the JSON export carries: profile, entry, questionnaire, experiments, reminders. */
async function personWithEverything() {
  const user = await person();
  const { cookie } = user;
  const ok = async (path: string, body: object, method = 'POST') => {
    const response = await send(app, path, { method, cookie, body });
    expect(response.status, `${path}: ${await response.clone().text()}`).toBeLessThan(300);
    return response;
  };
  await ok('/api/profile', crohnsProfile, 'PUT');
  await ok('/api/profile/tracking', { stress: true, sleep: false, periods: false, bowel: true }, 'PUT');
  await ok('/api/journal/entries', {
    id: crypto.randomUUID(),
    type: 'symptom',
    date: '2026-11-16',
    content: '',
    details: { symptomRatings: { Fatigue: 2, 'Digestive issues': 3 }, time_of_day: 'evening' },
  });
  await ok('/api/questionnaires', { instrument: 'hbi', date: '2026-11-16', answers: hbiAnswers });
  clock = new Date('2026-11-10T12:00:00Z');
  const first = (await (
    await ok('/api/experiments', { food: 'dairy', symptoms: ['Digestive issues'], start: '2026-11-10' })
  ).json()) as { id: string };
  clock = new Date('2026-11-12T12:00:00Z');
  await ok(`/api/experiments/${first.id}/stop`, {});
  clock = new Date('2026-11-20T12:00:00Z');
  await ok('/api/experiments', { food: 'gluten', symptoms: ['Fatigue'], start: '2026-11-20' });
  await ok('/api/reminders', { kind: 'meal', time: '08:00', weekdays: [1, 2, 3], channel: 'email' });
  await ok('/api/reminders', { kind: 'check-in', time: '20:30', weekdays: [1, 2, 3, 4, 5, 6, 7] });
  return user;
}

describe("Tend's export carries everything back", () => {
  it('a person with every kind, imported into a new account, exports the same; twice adds nothing; undo takes it all back', async () => {
    const original = await personWithEverything();
    const exportedText = await (await send(app, '/api/export', { cookie: original.cookie })).text();
    const exported = JSON.parse(exportedText) as ExportedAll;
    expect(exported.questionnaires).toHaveLength(1);
    expect(exported.experiments).toHaveLength(2);
    expect(exported.reminders.reminders).toHaveLength(2);

    const fresh = await person();
    const before = await exportOf(fresh.cookie);
    const preview = await (await upload('/api/imports/preview', fresh.cookie, exportedText)).json();
    expect(preview.counts).toMatchObject({ symptom: 1, questionnaire: 1, experiment: 2, reminder: 2 });
    expect(preview.profile.take).toEqual(
      expect.arrayContaining(['name', 'conditions', 'medications', 'symptoms', 'tracking stress']),
    );
    expect(preview.profile.kept).toEqual([]);

    const imported = await upload('/api/imports', fresh.cookie, exportedText);
    expect(imported.status).toBe(201);
    const result = await imported.json();
    expect(result.counts).toMatchObject({ symptom: 1, questionnaire: 1, experiment: 2, reminder: 2 });

    const again = await exportOf(fresh.cookie);
    expect(profileFields(again.profile ?? {})).toEqual(profileFields(exported.profile ?? {}));
    expect(again.questionnaires.map(questionnaireFields)).toEqual(
      exported.questionnaires.map(questionnaireFields),
    );
    expect(again.experiments.map(experimentFields)).toEqual(exported.experiments.map(experimentFields));
    expect(again.reminders.reminders.map(reminderFields)).toEqual(
      exported.reminders.reminders.map(reminderFields),
    );
    const { rows: scheduled } = await pool.query(
      'select count(*)::int as n from reminders where user_id = $1 and next_due_at is not null',
      [fresh.userId],
    );
    expect(scheduled[0].n).toBe(2);

    // The same file again adds nothing at all.
    const secondPreview = await (await upload('/api/imports/preview', fresh.cookie, exportedText)).json();
    expect(secondPreview.alreadyImported).toBe(1 + 1 + 2 + 2);
    expect(secondPreview.profile.take).toEqual([]);
    const second = await upload('/api/imports', fresh.cookie, exportedText);
    expect(second.status).toBe(200);
    expect(await second.json()).toMatchObject({ id: null, added: 0 });
    const twice = await exportOf(fresh.cookie);
    expect(twice.questionnaires).toHaveLength(1);
    expect(twice.experiments).toHaveLength(2);
    expect(twice.reminders.reminders).toHaveLength(2);

    // Undo removes every row it added and empties the profile fields it filled.
    expect(
      (await send(app, `/api/imports/${result.id}`, { method: 'DELETE', cookie: fresh.cookie })).status,
    ).toBe(204);
    const undone = await exportOf(fresh.cookie);
    expect(undone.journalEntries).toEqual([]);
    expect(undone.questionnaires).toEqual([]);
    expect(undone.experiments).toEqual([]);
    expect(undone.reminders.reminders).toEqual([]);
    expect(profileFields(undone.profile ?? {})).toEqual(profileFields(before.profile ?? {}));
  });

  it('never overwrites what the person set, and says so; keeps their own experiment under way', async () => {
    const original = await personWithEverything();
    const exportedText = await (await send(app, '/api/export', { cookie: original.cookie })).text();
    const other = await person();
    const mine = { ...crohnsProfile, name: 'Alex', symptoms: ['Fatigue'], supplements: [] };
    expect(
      (await send(app, '/api/profile', { method: 'PUT', cookie: other.cookie, body: mine })).status,
    ).toBe(200);
    expect(
      (
        await send(app, '/api/experiments', {
          cookie: other.cookie,
          body: { food: 'eggs', symptoms: ['Fatigue'], start: '2026-11-20' },
        })
      ).status,
    ).toBe(201);
    const preview = await (await upload('/api/imports/preview', other.cookie, exportedText)).json();
    expect(preview.profile.kept).toEqual(
      expect.arrayContaining(['name', 'conditions', 'medications', 'symptoms']),
    );
    expect(preview.profile.take).toEqual(
      expect.arrayContaining(['supplements', 'tracking stress', 'tracking bowel movements']),
    );
    expect(preview.counts.experiment).toBe(1);
    expect(preview.skipped).toContainEqual({
      reason: expect.stringMatching(/^An experiment under way/),
      count: 1,
    });

    // Their "Digestive issues" is what this person calls "Fatigue": the experiment watches it so.
    const mapping = JSON.stringify({ 'Digestive issues': { action: 'match', to: 'Fatigue' } });
    expect((await upload('/api/imports', other.cookie, exportedText, { mapping })).status).toBe(201);
    const after = await exportOf(other.cookie);
    expect(after.experiments[0]).toMatchObject({ symptoms: ['Fatigue'], plan: { symptoms: ['Fatigue'] } });
    expect(after.profile).toMatchObject({ name: 'Alex', symptoms: ['Fatigue'], supplements: ['Vitamin D'] });
    expect(after.experiments.map((item) => [item.food, item.state])).toEqual([
      ['dairy', 'stopped'],
      ['eggs', 'running'],
    ]);
  });

  const badFiles: [string, (file: ExportedAll) => void, RegExp][] = [
    [
      'a questionnaire answer out of scale',
      (file) => {
        (file.questionnaires[0] as { answers: Record<string, unknown> }).answers['abdominal-pain'] = 7;
      },
      /Questionnaire 1 \(hbi of 2026-11-16\): The answer to ".*" must be one of 0, 1, 2, 3\./,
    ],
    [
      'an unknown questionnaire',
      (file) => {
        (file.questionnaires[0] as { instrument: string }).instrument = 'phq-9';
      },
      /Questionnaire 1 \(phq-9 of 2026-11-16\): The questionnaire must be one of/,
    ],
    [
      'a reminder with a bad time',
      (file) => {
        (file.reminders.reminders[0] as { time: string }).time = '25:00';
      },
      /Reminder 1 \(meal at 25:00\): Please choose a time between 00:00 and 23:59\./,
    ],
    [
      'an experiment without its plan',
      (file) => {
        (file.experiments[0] as { plan: unknown }).plan = null;
      },
      /Experiment 1 \(dairy\) is not one Tend wrote/,
    ],
  ];
  for (const [what, spoil, message] of badFiles) {
    it(`refuses ${what}, naming it, and writes nothing`, async () => {
      const original = await personWithEverything();
      const file = await exportOf(original.cookie);
      spoil(file);
      const fresh = await person();
      const response = await upload('/api/imports', fresh.cookie, JSON.stringify(file));
      expect(response.status).toBe(422);
      const problem = await response.json();
      expect(problem.code).toBe('import_bad_rows');
      expect(problem.detail).toMatch(message);
      expect(await written(fresh.userId)).toEqual(nothing);
      const after = await exportOf(fresh.cookie);
      expect([after.questionnaires, after.experiments, after.reminders.reminders]).toEqual([[], [], []]);
    });
  }
});

describe("the dashboard's offer to import", () => {
  it('is put away for the account, so every device sees the answer', async () => {
    const { cookie, email, password } = await person();
    expect((await (await send(app, '/api/imports', { cookie })).json()).offerDismissed).toBe(false);
    const refused = await send(app, '/api/imports/offer', {
      method: 'PUT',
      cookie,
      body: { dismissed: false },
    });
    expect(refused.status).toBe(400);
    const put = await send(app, '/api/imports/offer', { method: 'PUT', cookie, body: { dismissed: true } });
    expect(put.status).toBe(204);
    const laptop = sessionCookie(await signIn(app, email, password));
    expect((await (await send(app, '/api/imports', { cookie: laptop })).json()).offerDismissed).toBe(true);
    const someoneElse = await person();
    expect(
      (await (await send(app, '/api/imports', { cookie: someoneElse.cookie })).json()).offerDismissed,
    ).toBe(false);
  });
});
