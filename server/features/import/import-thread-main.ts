import { parentPort } from 'node:worker_threads';
import type { SymptomMapping } from '#domain/import/public.ts';
import { ProblemError } from '#server/http/problem.ts';
import type { ImportThreadAnswer, ImportThreadCommand, ImportThreadData } from './import-thread.ts';
import { plannedRows, planOf, previewSummary, readUploadBody } from './import-work.ts';

// Runs on an import thread (import-thread.ts), one upload at a time: reads the upload, tells the
// event loop what it holds (so that the route can refuse a bad mapping or a person over the
// hourly limit before any parsing), then, when told to go on, reads the file and answers with the
// preview or the rows.

const port = parentPort;
const waiting = new Map<number, (mapping: Record<string, SymptomMapping> | null) => void>();

function answer(message: ImportThreadAnswer) {
  port?.postMessage(message);
}

function fail(id: number, error: unknown) {
  if (error instanceof ProblemError)
    answer({ id, type: 'problem', status: error.status, code: error.code, detail: error.message });
  else answer({ id, type: 'failed', message: error instanceof Error ? error.message : String(error) });
}

async function run(id: number, data: ImportThreadData) {
  const upload = await readUploadBody(data.body, data.contentType);
  answer({ id, type: 'upload', bytes: upload.bytes, fileName: upload.fileName, mapping: upload.mapping });
  const mapping = await new Promise<Record<string, SymptomMapping> | null>((resolve) =>
    waiting.set(id, resolve),
  );
  if (mapping === null) return;
  const plan = planOf(upload.text, upload.bytes);
  if (data.task === 'preview') answer({ id, type: 'preview', summary: previewSummary(plan) });
  else answer({ id, type: 'rows', rows: plannedRows(plan, mapping, data.person, new Date(data.now)) });
}

port?.on('message', (command: ImportThreadCommand) => {
  if (command.type === 'start') {
    run(command.id, command.data).catch((error: unknown) => fail(command.id, error));
    return;
  }
  const resume = waiting.get(command.id);
  waiting.delete(command.id);
  resume?.(command.type === 'continue' ? command.mapping : null);
});
