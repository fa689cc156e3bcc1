import { describe, expect, it } from 'vitest';
import { bearableCsv } from '#domain/import/test-support/fixtures.ts';
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
      expect(summary).toMatchObject({ format: 'bearable', total: 8 });
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
    expect((await next.preview()).total).toBe(8);
    next.stop();
  });
});
