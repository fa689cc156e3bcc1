import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { reportFileName, reportQuerySchema, resolveReportRange } from '#domain/report/report-query.ts';
import type { SignedInEnv } from '#server/app-env.ts';
import { problem } from '#server/http/problem.ts';
import { validate } from '#server/http/validate.ts';
import { requireSession } from '#server/middleware/require-session.ts';
import { renderReport } from './report-pdf.ts';
import { readReportModel } from './report-read.ts';

// The doctor report is made on request and streamed straight to the person: no file, no row, no
// cache holds a copy. Everything is read before the first byte, so a failure is still
// a problem response rather than half a PDF.
export const reportRoutes = new Hono<SignedInEnv>()
  .use(requireSession)
  .get('/', validate('query', reportQuerySchema), async (c) => {
    const { db, now: clock } = c.get('deps');
    const user = c.get('user');
    const query = c.req.valid('query');
    const now = clock();
    const range = resolveReportRange(query, now, user.timeZone);
    if (!range.ok) {
      return problem(c, 400, 'validation_failed', range.message, [
        { field: range.field, message: range.message },
      ]);
    }
    const model = await readReportModel(db, user, range, now, { includeNotes: query.notes });
    const pdf = renderReport(model);
    return c.body(Readable.toWeb(pdf) as ReadableStream<Uint8Array>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${reportFileName(range)}"`,
    });
  });
