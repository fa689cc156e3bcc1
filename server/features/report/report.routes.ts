import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { buildReportModel, reportReadEnd, reportReadStart } from '#domain/report/report-model.ts';
import { reportFileName, reportQuerySchema, resolveReportRange } from '#domain/report/report-query.ts';
import type { SignedInEnv } from '#server/app-env.ts';
import { entriesBetween } from '#server/db/journal-entries.ts';
import { medicationChanges as medicationChangesTable, userProfiles } from '#server/db/schema/index.ts';
import { readExperiments } from '#server/features/experiments/public.ts';
import { problem } from '#server/http/problem.ts';
import { validate } from '#server/http/validate.ts';
import { requireSession } from '#server/middleware/require-session.ts';
import { renderReport } from './report-pdf.ts';

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
    const [[profile], entries, medicationChanges, experiments] = await Promise.all([
      db.select().from(userProfiles).where(eq(userProfiles.userId, user.id)),
      entriesBetween(db, user.id, reportReadStart(range, user.timeZone), reportReadEnd(range, user.timeZone)),
      db
        .select({
          date: medicationChangesTable.day,
          precision: medicationChangesTable.precision,
          medication: medicationChangesTable.medication,
          change: medicationChangesTable.change,
          doseNote: medicationChangesTable.doseNote,
        })
        .from(medicationChangesTable)
        .where(eq(medicationChangesTable.userId, user.id)),
      readExperiments(db, user.id, now, user.timeZone),
    ]);
    const model = buildReportModel({
      profile: {
        name: profile?.name || user.name,
        conditions: profile?.conditions ?? [],
        medications: profile?.medications ?? [],
        supplements: profile?.supplements ?? [],
        symptoms: profile?.symptoms ?? [],
        dietaryRestrictions: profile?.dietaryRestrictions ?? [],
        suspectedTriggers: profile?.suspectedTriggers ?? [],
      },
      entries,
      range,
      timeZone: user.timeZone,
      now,
      includeNotes: query.notes,
      medicationChanges,
      experiments: experiments.map((experiment) => ({
        food: experiment.food,
        state: experiment.state,
        start: experiment.schedule.start,
        end: experiment.schedule.end,
        endedOn: experiment.endedOn,
        analysis: experiment.analysis,
        firstAnalysis: experiment.firstAnalysis,
      })),
    });
    const pdf = renderReport(model);
    return c.body(Readable.toWeb(pdf) as ReadableStream<Uint8Array>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${reportFileName(range)}"`,
    });
  });
