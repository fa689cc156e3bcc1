import { Hono } from 'hono';
import type { AppEnv } from '#server/app-env.ts';
import { problem } from '#server/http/problem.ts';

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { pool, version } = c.var.deps;
  try {
    await pool.query('select 1');
  } catch {
    return problem(c, 503, 'database_unavailable', 'The database is not reachable.');
  }
  // The reminder sender runs beside the HTTP server; 'off' in an instance started without one.
  const sender = c.var.deps.reminders.sender;
  const reminders =
    sender === undefined ? ('off' as const) : sender.running() ? ('running' as const) : ('stopped' as const);
  return c.json({ status: 'ok' as const, version, database: 'up' as const, reminders });
});
