import { Hono } from 'hono';
import { z } from 'zod';
import { FIRST_ZONED_DAY_KEY, isZonedDayKey, LAST_ZONED_DAY_KEY } from '#domain/common/day-key.ts';
import { entryUpdateSchemaFor, journalEntryCreateSchema } from '#domain/journal/journal-entry.ts';
import type { SignedInEnv } from '#server/app-env.ts';
import { jsonWithEntries } from '#server/http/json-with-entries.ts';
import { ProblemError, problem } from '#server/http/problem.ts';
import { fieldErrors, validate } from '#server/http/validate.ts';
import { requireSession } from '#server/middleware/require-session.ts';
import {
  createEntry,
  deleteEntry,
  entriesOfDay,
  findEditableEntry,
  findOwnEntry,
  historyPage,
  journalClock,
  todayView,
  updateEntry,
} from './journal.service.ts';
import { mealSuggestionRoutes } from './meal-suggestions.routes.ts';

const historyDateMessage = `date must be a real calendar day written YYYY-MM-DD, from ${FIRST_ZONED_DAY_KEY} to ${LAST_ZONED_DAY_KEY}`;

const historyQuerySchema = z.object({
  range: z.enum(['auto', 'week', 'all'], { error: "range must be 'auto', 'week' or 'all'" }).default('auto'),
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1).max(100_000).default(1),
  // A jump to a date: every day, on the page that holds it (range and page are then ignored).
  date: z.string({ error: historyDateMessage }).refine(isZonedDayKey, historyDateMessage).optional(),
});

// Every query and change is scoped to the session's user (findEditableEntry: another person's entry
// is a 404, like one that does not exist). c.get, not c.var: hono builds c.var as a new object from
// every variable on each read, a measurable share of these short requests.
export const journalRoutes = new Hono<SignedInEnv>()
  .use(requireSession)
  .get('/today', async (c) => {
    const { db } = c.get('deps');
    const clock = journalClock(c.get('user'), c.get('deps').now());
    const { entriesJson, streak } = await todayView(db, c.get('user').id, clock);
    return jsonWithEntries(c, { date: clock.today, timeZone: clock.timeZone, streak }, entriesJson);
  })
  .get('/days/:date', async (c) => {
    const date = c.req.param('date');
    if (!isZonedDayKey(date)) {
      const message = `The date must be a real calendar day written YYYY-MM-DD, from ${FIRST_ZONED_DAY_KEY} to ${LAST_ZONED_DAY_KEY}.`;
      return problem(c, 400, 'validation_failed', message, [{ field: 'date', message }]);
    }
    const { db } = c.get('deps');
    const clock = journalClock(c.get('user'), c.get('deps').now());
    const entries = await entriesOfDay(db, c.get('user').id, date, clock.timeZone);
    return c.json({ date, today: clock.today, timeZone: clock.timeZone, entries });
  })
  .get('/history', validate('query', historyQuerySchema), async (c) => {
    const { db } = c.get('deps');
    const clock = journalClock(c.get('user'), c.get('deps').now());
    const { entriesJson, ...page } = await historyPage(db, c.get('user').id, clock, c.req.valid('query'));
    return jsonWithEntries(c, page, entriesJson);
  })
  .post('/entries', validate('json', journalEntryCreateSchema), async (c) => {
    const { db } = c.get('deps');
    const clock = journalClock(c.get('user'), c.get('deps').now());
    const { entry, created } = await createEntry(db, c.get('user').id, c.req.valid('json'), clock);
    return c.json(entry, created ? 201 : 200);
  })
  .patch('/entries/:id', async (c) => {
    const { db } = c.get('deps');
    const clock = journalClock(c.get('user'), c.get('deps').now());
    const row = await findEditableEntry(db, c.get('user').id, c.req.param('id'), clock);
    // The stored type decides the schema: an entry's type never changes.
    const body = await c.req.json().catch(() => {
      throw new ProblemError(400, 'invalid_json', 'The request body is not valid JSON.');
    });
    const parsed = entryUpdateSchemaFor(row.type).safeParse(body);
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      return problem(c, 400, 'validation_failed', errors[0]?.message ?? 'The entry is not valid.', errors);
    }
    return c.json(await updateEntry(db, row, parsed.data, clock));
  })
  .delete('/entries/:id', async (c) => {
    const { db } = c.get('deps');
    // A person may always delete their own entry (the app asks first); only edits keep the window.
    const row = await findOwnEntry(db, c.get('user').id, c.req.param('id'));
    await deleteEntry(db, row);
    return c.body(null, 204);
  })
  .route('/', mealSuggestionRoutes);
