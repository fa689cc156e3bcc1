import { describe, expect, it } from 'vitest';
import { bearableCsv, tendExportV2 } from '#domain/import/test-support/fixtures.ts';
import { ProblemError } from '#server/http/problem.ts';
import { IMPORT_THREADS, startImportThread } from './import-thread.ts';

// The import thread: a file read off the event loop, the refusals as the route gives them, and a
// thread freed whichever way an upload ends, so that the next one is read.

async function multipart(text: string | undefined, fields: Record<string, string> = {}) {
  const form = new FormData();
  if (text !== undefined) form.set('file', new File([text], 'bearable.csv'));
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const request = new Request('http://tend.test/', { method: 'POST', body: form });
  return { body: await request.arrayBuffer(), contentType: request.headers.get('content-type') ?? '' };
}

const person = { id: 'person-1', timeZone: 'Europe/London' };
const now = '2026-11-20T12:00:00.000Z';

describe('the import thread', () => {
  it('reads the upload, waits to be told to go on, then previews the file', async () => {
    const thread = await startImportThread({
      task: 'preview',
      person,
      now,
      ...(await multipart(bearableCsv)),
    });
    try {
      expect(await thread.upload).toEqual({
        bytes: bearableCsv.length,
        fileName: 'bearable.csv',
        mapping: undefined,
      });
      const summary = await thread.preview();
      expect(summary).toMatchObject({ format: 'bearable', sourceKeyCount: 8 });
      expect(JSON.parse(summary.sourceKeys)).toHaveLength(8);
    } finally {
      thread.stop();
    }
  });

  it('answers the rows as JSON for PostgreSQL, the mapping applied', async () => {
    const mapping = JSON.stringify({ Headache: { action: 'skip' } });
    const thread = await startImportThread({
      task: 'import',
      person,
      now,
      ...(await multipart(bearableCsv, { mapping })),
    });
    try {
      expect((await thread.upload).mapping).toBe(mapping);
      const rows = await thread.rows({ Headache: { action: 'skip' } });
      const journal = rows.journalChunks.flatMap(
        (chunk) => JSON.parse(chunk) as { type: string; details: object }[],
      );
      expect(journal).toHaveLength(rows.journalRows);
      expect(JSON.stringify(journal)).not.toContain('Headache');
      expect(JSON.parse(rows.medicationChanges)).toHaveLength(2);
    } finally {
      thread.stop();
    }
  });

  it("carries Tend's other records across: their counts and keys in the preview, as JSON in the rows", async () => {
    const preview = await startImportThread({
      task: 'preview',
      person,
      now,
      ...(await multipart(tendExportV2)),
    });
    try {
      await preview.upload;
      const summary = await preview.preview();
      expect(summary.records).toEqual({ questionnaire: 1, experiment: 1, reminder: 1, activeExperiments: 0 });
      expect(summary.profile).toMatchObject({ name: 'Sam', symptoms: ['Digestive issues'] });
      const keys = JSON.parse(summary.sourceKeys) as string[];
      expect(keys).toHaveLength(summary.sourceKeyCount);
      expect(keys).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^tend:questionnaire:/),
          expect.stringMatching(/^tend:experiment:/),
          expect.stringMatching(/^tend:reminder:/),
        ]),
      );
    } finally {
      preview.stop();
    }
    const mapping = { bloating: { action: 'match', to: 'Swelling' } } as const;
    const run = await startImportThread({ task: 'import', person, now, ...(await multipart(tendExportV2)) });
    try {
      await run.upload;
      const rows = await run.rows(mapping);
      const records = JSON.parse(rows.records) as {
        questionnaires: unknown[];
        experiments: { symptoms: string[]; plan: { symptoms: string[] } }[];
        reminders: unknown[];
        profile: object;
      };
      expect(records.questionnaires).toHaveLength(1);
      expect(records.reminders).toHaveLength(1);
      expect(records.experiments[0]).toMatchObject({
        symptoms: ['Swelling'],
        plan: { symptoms: ['Swelling'] },
      });
      expect(records.profile).toMatchObject({ name: 'Sam' });
      expect(rows.total).toBe(rows.journalRows + JSON.parse(rows.medicationChanges).length + 3);
    } finally {
      run.stop();
    }
  });

  it('refuses an upload without a file and a file it cannot read, as the route answers them', async () => {
    const noFile = await startImportThread({ task: 'preview', person, now, ...(await multipart(undefined)) });
    await expect(noFile.upload).rejects.toMatchObject({ status: 400, code: 'import_no_file' });
    noFile.stop();
    const unknown = await startImportThread({ task: 'preview', person, now, ...(await multipart('hello')) });
    await unknown.upload;
    const refusal = await unknown.preview().catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ProblemError);
    expect(refusal).toMatchObject({ status: 422, code: 'import_unknown_format' });
    unknown.stop();
  });

  it('frees its thread when an upload is dropped after its form is read, so later uploads are read', async () => {
    for (let each = 0; each < IMPORT_THREADS + 2; each += 1) {
      const dropped = await startImportThread({
        task: 'preview',
        person,
        now,
        ...(await multipart(bearableCsv)),
      });
      await dropped.upload;
      dropped.stop();
    }
    const next = await startImportThread({ task: 'preview', person, now, ...(await multipart(bearableCsv)) });
    await next.upload;
    expect((await next.preview()).sourceKeyCount).toBe(8);
    next.stop();
  });
});
