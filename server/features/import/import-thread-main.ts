import { parentPort, workerData } from 'node:worker_threads';
import type { SymptomMapping } from '#domain/import/public.ts';
import { ProblemError } from '#server/http/problem.ts';
import type { ImportThreadAnswer, ImportThreadData } from './import-thread.ts';
import { plannedRows, planOf, previewSummary, readUploadBody } from './import-work.ts';

// Runs on an import thread (import-thread.ts): reads the upload, tells the event loop what it
// holds (so that the route can refuse a bad mapping or a person over the hourly limit before any
// parsing), then, when told to go on, reads the file and answers with the preview or the rows.

const data = workerData as ImportThreadData;
const port = parentPort;

function answer(message: ImportThreadAnswer) {
  port?.postMessage(message);
}

function fail(error: unknown) {
  if (error instanceof ProblemError)
    answer({ type: 'problem', status: error.status, code: error.code, detail: error.message });
  else answer({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
}

async function run() {
  const upload = await readUploadBody(data.body, data.contentType);
  answer({ type: 'upload', bytes: upload.bytes, fileName: upload.fileName, mapping: upload.mapping });
  const mapping = await new Promise<Record<string, SymptomMapping>>((resolve) =>
    port?.once('message', (message: { mapping: Record<string, SymptomMapping> }) => resolve(message.mapping)),
  );
  const plan = planOf(upload.text, upload.bytes);
  if (data.task === 'preview') answer({ type: 'preview', summary: previewSummary(plan) });
  else answer({ type: 'rows', rows: plannedRows(plan, mapping, data.person, new Date(data.now)) });
}

run().catch(fail);
