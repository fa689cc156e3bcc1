import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { MAX_IMPORT_BYTES } from '#domain/import/public.ts';
import type { SignedInEnv } from '#server/app-env.ts';
import { reserveInWindow } from '#server/db/rate-limit.ts';
import { ProblemError, problem } from '#server/http/problem.ts';
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

/** Previews and imports together, per person per hour. */
export const IMPORTS_PER_HOUR = 30;
const HOUR_MS = 60 * 60 * 1000;
// The file and a little room for the form around it and the mapping.
export const importBodyLimit = MAX_IMPORT_BYTES + 1024 * 1024;
const TOO_LARGE =
  'The file is larger than 60 MB, the most Tend imports. Export a shorter period and import it in parts.';

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

async function readUpload(c: Context<SignedInEnv>) {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw new ProblemError(400, 'import_no_file', 'Please choose a file to import.');
  }
  const file = form.file;
  if (!(file instanceof File))
    throw new ProblemError(400, 'import_no_file', 'Please choose a file to import.');
  if (file.size > MAX_IMPORT_BYTES) throw new ProblemError(413, 'import_too_large', TOO_LARGE);
  const text = new TextDecoder('utf-8', { fatal: false }).decode(await file.arrayBuffer());
  return { form, text, bytes: file.size, fileName: file.name || 'import' };
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
    const upload = await readUpload(c);
    await countAgainstLimit(c, user.id);
    return c.json(await previewImport(c.get('deps').db, user, upload.text, upload.bytes));
  })
  .post('/', uploadLimit, async (c) => {
    const user = c.get('user');
    const upload = await readUpload(c);
    const mapping = readMapping(upload.form.mapping);
    await countAgainstLimit(c, user.id);
    const { db, now } = c.get('deps');
    const result = await runImport(db, user, { ...upload, mapping }, now());
    return c.json(result, result.added > 0 ? 201 : 200);
  })
  .delete('/:id', async (c) => {
    const { db, now } = c.get('deps');
    await undoImport(db, c.get('user').id, c.req.param('id'), now());
    return c.body(null, 204);
  });
