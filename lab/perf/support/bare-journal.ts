// The "bare twin" of the journal API for `npm run bench:journal`: the same three handlers doing the
// same queries (it calls the journal service itself, so the SQL cannot drift), on a pool of the
// same size, but with no session check, profile lookup, validation or middleware. It runs in a
// worker thread of the bench, so it has its own event loop as the app has, instead of sharing one
// with the load generator.
import { workerData as rawWorkerData } from 'node:worker_threads';
import { Hono } from 'hono';
import type { JournalEntryCreate } from '#domain/journal/journal-entry.ts';
import { connectDatabase } from '#server/db/client.ts';
import {
  createEntry,
  historyPage,
  type JournalClock,
  journalClock,
  todayView,
} from '#server/features/journal/journal.service.ts';
import { jsonWithEntries } from '#server/http/json-with-entries.ts';
import { serveBareTwin } from './bare-twin.ts';

export type BareJournalData = {
  databaseUrl: string;
  userId: string;
  timeZone: string;
  accountCreatedAt: string;
  poolSize: number;
};

const data = rawWorkerData as BareJournalData;
const { pool, db } = connectDatabase(data.databaseUrl, { max: data.poolSize });
const accountCreatedAt = new Date(data.accountCreatedAt);

// The app reads the zone and creation date with the session; the twin has them fixed.
const person = { timeZone: data.timeZone, createdAt: accountCreatedAt };
const clock = (): JournalClock => journalClock(person, new Date());

const app = new Hono()
  .get('/today', async (c) => {
    const current = clock();
    const { entriesJson, streak } = await todayView(db, data.userId, current);
    return jsonWithEntries(c, { date: current.today, timeZone: current.timeZone, streak }, entriesJson);
  })
  .get('/history', async (c) => {
    const page = Number(c.req.query('page') ?? 1);
    const range = (c.req.query('range') ?? 'auto') as 'auto' | 'week' | 'all';
    const { entriesJson, ...head } = await historyPage(db, data.userId, clock(), { range, page });
    return jsonWithEntries(c, head, entriesJson);
  })
  .post('/entries', async (c) => {
    const input = (await c.req.json()) as JournalEntryCreate;
    const { entry, created } = await createEntry(db, data.userId, input, clock());
    return c.json(entry, created ? 201 : 200);
  });

serveBareTwin(app.fetch, () => pool.end());
