// The "bare twin" of GET /api/insights for `npm run bench:insights-api`: a Hono handler that reads
// the person's cached row with pg and answers the same JSON, with no session check, middleware or
// cache rules, on a pool of the app's size. It runs in a worker thread of the bench, so it has its
// own event loop as the app has, instead of sharing one with the load generator.
import { workerData as rawWorkerData } from 'node:worker_threads';
import { Hono } from 'hono';
import pg from 'pg';
import { serveBareTwin } from './bare-twin.ts';

export type BareInsightsData = { databaseUrl: string; userId: string; poolSize: number };

const data = rawWorkerData as BareInsightsData;
const pool = new pg.Pool({ connectionString: data.databaseUrl, max: data.poolSize });

type Row = { insights: unknown; generated_at: Date; expires_at: Date };

const app = new Hono().get('/insights', async (c) => {
  const { rows } = await pool.query<Row>(
    'select insights, generated_at, expires_at from user_insights where user_id = $1',
    [data.userId],
  );
  const row = rows[0];
  if (!row) return c.json({ error: 'no row' }, 404);
  return c.json({
    insights: row.insights,
    generatedAt: row.generated_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
  });
});

serveBareTwin(app.fetch, () => pool.end());
