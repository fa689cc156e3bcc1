import type { IncomingMessage } from 'node:http';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { MAX_IMPORT_BYTES, type SymptomMapping } from '#domain/import/public.ts';
import type { SignedInEnv } from '#server/app-env.ts';
import { reserveInWindow } from '#server/db/rate-limit.ts';
import { type Problem, ProblemError, problem, problemBody } from '#server/http/problem.ts';
import { readIncomingBody } from '#server/http/read-incoming-body.ts';
import { validate } from '#server/http/validate.ts';
import { bodySizeLimit } from '#server/middleware/body-size-limit.ts';
import { requireSession } from '#server/middleware/require-session.ts';
import {
  daysWithEntries,
  dismissOffer,
  listImports,
  offerDismissed,
  previewImport,
  runImport,
  undoImport,
} from './import.service.ts';
import { startImportThread, type UploadFacts } from './import-thread.ts';
import { TOO_LARGE } from './import-work.ts';

/** Previews and imports together, per person per hour. */
export const IMPORTS_PER_HOUR = 30;
const HOUR_MS = 60 * 60 * 1000;
// The file and a little room for the form around it and the mapping.
export const importBodyLimit = MAX_IMPORT_BYTES + 1024 * 1024;
/** Asked for in Accept, an import answers with its progress as it goes (ImportProgressLine). */
export const PROGRESS_TYPE = 'application/x-ndjson';

export type ImportProgressLine =
  | { step: 'reading' }
  | { step: 'saving'; done: number; total: number }
  | { step: 'done'; status: 200 | 201; result: Awaited<ReturnType<typeof runImport>> }
  | { step: 'problem'; problem: Problem };

const mappingSchema = z.record(
  z.string().min(1).max(200),
  z.discriminatedUnion(
    'action',
    [
      z.strictObject({ action: z.literal('match'), to: z.string().trim().min(1).max(120) }),
      z.strictObject({ action: z.literal('new') }),
      z.strictObject({ action: z.literal('skip') }),
    ],
    { error: "Each symptom's mapping must be match (with a name), new or skip." },
  ),
);

/**
 * The upload's bytes, read from Node's request into one buffer of their declared length and moved
 * to an import thread, which reads its form (import-thread.ts): the event loop keeps no copy.
 */
async function importThread(c: Context<SignedInEnv>, task: 'preview' | 'import') {
  let body: ArrayBuffer;
  try {
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    const read = await readIncomingBody(incoming, importBodyLimit);
    body = read ? ownArrayBuffer(read) : await c.req.arrayBuffer();
  } catch {
    throw new ProblemError(400, 'import_no_file', 'Please choose a file to import.');
  }
  const user = c.get('user');
  return startImportThread({
    task,
    body,
    contentType: c.req.header('content-type') ?? '',
    person: { id: user.id, timeZone: user.timeZone },
    now: c.get('deps').now().toISOString(),
  });
}

/** The buffer's bytes as an ArrayBuffer of their own, which can be moved to a thread. */
function ownArrayBuffer(buffer: Buffer): ArrayBuffer {
  // A small buffer is a view into Node's shared pool, which must not move: that one is copied.
  if (
    buffer.byteOffset === 0 &&
    buffer.buffer.byteLength === buffer.length &&
    buffer.buffer instanceof ArrayBuffer
  )
    return buffer.buffer;
  return Uint8Array.from(buffer).buffer;
}

async function countAgainstLimit(c: Context<SignedInEnv>, userId: string) {
  const allowed = await reserveInWindow(c.get('deps').pool, {
    key: `imports:${userId}`,
    limit: IMPORTS_PER_HOUR,
    windowMs: HOUR_MS,
  });
  if (!allowed) {
    throw new ProblemError(
      429,
      'import_rate_limited',
      `You can preview or import up to ${IMPORTS_PER_HOUR} files an hour. Please try again later.`,
    );
  }
}

function readMapping(value: unknown) {
  if (value === undefined || value === '') return {};
  let json: unknown;
  try {
    json = JSON.parse(String(value));
  } catch {
    throw new ProblemError(400, 'validation_failed', 'The symptom mapping must be JSON.');
  }
  const parsed = mappingSchema.safeParse(json);
  if (!parsed.success)
    throw new ProblemError(
      400,
      'validation_failed',
      parsed.error.issues[0]?.message ?? 'The symptom mapping is not valid.',
    );
  return parsed.data;
}

const offerSchema = z.strictObject({
  dismissed: z.literal(true, { error: 'The offer can only be put away: send dismissed: true.' }),
});

const uploadLimit = bodySizeLimit({
  maxSize: importBodyLimit,
  onError: (c) => problem(c, 413, 'import_too_large', TOO_LARGE),
});

// Bringing a journal from another app or another Tend: preview (nothing written), import (all or
// nothing, idempotent by source key), the history of imports, and undo within 7 days.
export const importRoutes = new Hono<SignedInEnv>()
  .use(requireSession)
  .get('/', async (c) => {
    const { db, now } = c.get('deps');
    const userId = c.get('user').id;
    const [imports, days, dismissed] = await Promise.all([
      listImports(db, userId, now()),
      daysWithEntries(db, userId),
      offerDismissed(db, userId),
    ]);
    return c.json({ imports, daysWithEntries: days, offerDismissed: dismissed });
  })
  // The dashboard's offer answered ("Bring your data" or "Not now"): the account's answer, so it
  // is not offered again on any device.
  .put('/offer', validate('json', offerSchema), async (c) => {
    const { db, now } = c.get('deps');
    await dismissOffer(db, c.get('user').id, now());
    return c.body(null, 204);
  })
  .post('/preview', uploadLimit, async (c) => {
    const user = c.get('user');
    const thread = await importThread(c, 'preview');
    try {
      await thread.upload;
      await countAgainstLimit(c, user.id);
      return c.json(await previewImport(c.get('deps').db, user, await thread.preview()));
    } finally {
      thread.stop();
    }
  })
  .post('/', uploadLimit, async (c) => {
    const user = c.get('user');
    const { db, now, logger } = c.get('deps');
    const thread = await importThread(c, 'import');
    let upload: UploadFacts;
    let mapping: Record<string, SymptomMapping>;
    try {
      upload = await thread.upload;
      mapping = readMapping(upload.mapping);
      await countAgainstLimit(c, user.id);
    } catch (error) {
      thread.stop();
      throw error;
    }
    if (!(c.req.header('accept') ?? '').includes(PROGRESS_TYPE)) {
      try {
        const rows = await thread.rows(mapping);
        const result = await runImport(db, user, { fileName: upload.fileName, rows }, now());
        return c.json(result, result.added > 0 ? 201 : 200);
      } finally {
        thread.stop();
      }
    }
    // Asked for progress: one JSON line per step as it happens, the last one the outcome with the
    // status the plain answer would have had (the response's own status is sent before the work).
    const encoder = new TextEncoder();
    let open = true;
    const stream = new ReadableStream<Uint8Array>({
      cancel() {
        open = false;
      },
      async start(controller) {
        // A person who closes the page does not cancel the import: it finishes (or not) as a whole
        // either way, and the list of imports shows which.
        const send = (line: ImportProgressLine) => {
          if (!open) return;
          try {
            controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
          } catch {
            open = false;
          }
        };
        try {
          send({ step: 'reading' });
          const rows = await thread.rows(mapping);
          thread.stop();
          send({ step: 'saving', done: 0, total: rows.total });
          const result = await runImport(
            db,
            user,
            { fileName: upload.fileName, rows },
            now(),
            (done, total) => send({ step: 'saving', done, total }),
          );
          send({ step: 'done', status: result.added > 0 ? 201 : 200, result });
        } catch (error) {
          if (error instanceof ProblemError) {
            send({
              step: 'problem',
              problem: problemBody(error.status, error.code, error.message, error.errors),
            });
          } else {
            logger.error({ err: error, requestId: c.get('requestId') }, 'an import failed');
            send({
              step: 'problem',
              problem: problemBody(500, 'internal', 'Something went wrong on our side. Please try again.'),
            });
          }
        } finally {
          thread.stop();
          if (open) controller.close();
        }
      },
    });
    return c.body(stream, 200, {
      'content-type': `${PROGRESS_TYPE}; charset=utf-8`,
      'cache-control': 'no-store',
    });
  })
  .delete('/:id', async (c) => {
    const { db, now } = c.get('deps');
    await undoImport(db, c.get('user').id, c.req.param('id'), now());
    return c.body(null, 204);
  });
