// The "bare twin" of GET /api/trends for `npm run bench:trends`: the route's handler without the
// session check, profile lookup or middleware, for the user and zone given. It parses the query
// with the same schema and calls the same service (loadTrends: the reads and the aggregation), so
// the work cannot drift from the app's; the difference between the two is what the app adds.
import { workerData as rawWorkerData } from 'node:worker_threads';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { todayKey } from '#domain/common/day-boundaries.ts';
import { resolveTrendRange, trendRangeQuerySchema } from '#domain/trends/index.ts';
import { connectDatabase } from '#server/db/client.ts';
import { loadTrends } from '#server/features/trends/trends.service.ts';
import { serveBareTwin } from './bare-twin.ts';

export type BareTrendsData = { databaseUrl: string; userId: string; timeZone: string; poolSize: number };

const data = rawWorkerData as BareTrendsData;
const { pool, db } = connectDatabase(data.databaseUrl, { max: data.poolSize });

// Compressed as the route's answer is (trends.routes.ts): part of the work, not of the middleware.
const app = new Hono().use(compress()).get('/trends', async (c) => {
  const query = trendRangeQuerySchema.safeParse(c.req.query());
  const at = new Date();
  const range = query.success ? resolveTrendRange(query.data, at, data.timeZone) : undefined;
  if (!range?.ok) return c.json({ error: 'bad range' }, 400);
  return c.json(
    await loadTrends(db, {
      userId: data.userId,
      timeZone: data.timeZone,
      today: todayKey(at, data.timeZone),
      range: { from: range.from, to: range.to },
      preset: range.preset,
    }),
  );
});

serveBareTwin(app.fetch, () => pool.end());
