import { afterAll, describe, expect, it } from 'vitest';
import {
  bearableCsv,
  flaredownCsv,
  pocketSymptomTrackerJson,
  tendExportV2,
} from '#domain/import/test-support/fixtures.ts';
import { createTestApp, testAppUrl } from '#server/test/test-app.ts';
import { send, signUpInZone, socketFrom, uniqueIp } from '#server/test/users.ts';

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
    expect(rows[0].details.symptomRatings).toEqual({ Migraine: 3, Bloating: 2 });

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
    expect(rows[0].details).toMatchObject({ symptomRatings: { 'Abdominal pain': 4 }, sleepHours: 7 });

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
