import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

// Some journal rules depend on time that a test cannot wait for: logging for yesterday needs an
// account at least a day old, and the 7-day edit lock needs entries older than a week, which the
// API (rightly) refuses to create for a new account. The e2e server keeps its embedded PostgreSQL
// in its own DATA_DIR (playwright.config.ts: E2E_DATA_DIR + '/data'), so a test can reach that
// database the way an operator would: password from DATA_DIR/postgres-password, user 'tend',
// database 'postgres', port from line 4 of postmaster.pid. Only accounts a test created itself are
// touched, and only their creation time: every entry is still written through the API, which
// then applies its real rules (days from the account's creation day up to today are loggable).
// This works only against the embedded database the e2e config starts, never a DATABASE_URL.

function connectionConfig(): pg.ClientConfig {
  const base = process.env.E2E_DATA_DIR;
  if (!base) throw new Error('E2E_DATA_DIR is not set: run this through playwright.config.ts.');
  const dataDir = path.join(base, 'data');
  const password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  const port = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3]);
  return { host: '127.0.0.1', port, user: 'tend', password, database: 'postgres' };
}

/** The e2e server's database as a DATABASE_URL, for a second server or a command-line tool on it. */
export function e2eDatabaseUrl(): string {
  const { host, port, user, password, database } = connectionConfig();
  return `postgres://${user}:${encodeURIComponent(String(password))}@${host}:${port}/${database}`;
}

async function withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(connectionConfig());
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Moves the account's creation back by `days` whole days, so those past days become loggable. */
export async function backdateAccount(email: string, days: number): Promise<void> {
  await withClient(async (client) => {
    const result = await client.query(
      `update "user" set created_at = created_at - make_interval(days => $2) where email = $1`,
      [email, days],
    );
    if (result.rowCount !== 1) throw new Error(`No e2e account with the email ${email}`);
  });
}

/**
 * Moves the time the account's entries were written back by `hours`: an entry can be corrected
 * for 24 hours after it was written (domain/journal/edit-window.ts), and a test of the 7-day lock
 * cannot wait a day for that to pass.
 */
export async function backdateEntriesWritten(email: string, hours: number): Promise<void> {
  await withClient(async (client) => {
    await client.query(
      `update journal_entries set created_at = created_at - make_interval(hours => $2)
        where user_id = (select id from "user" where email = $1)`,
      [email, hours],
    );
  });
}

/**
 * Moves the account's experiment in time: its plan's days by `days` days (back when
 * negative), as a plan started that much earlier would be. The API starts an experiment no earlier
 * than yesterday, and a test cannot wait a month for one to run its course.
 */
export async function shiftExperiment(email: string, days: number): Promise<void> {
  await withClient(async (client) => {
    const { rows } = await client.query<{
      id: string;
      plan: { start: string; end: string; days: { date: string }[] };
    }>(`select e.id, e.plan from experiments e join "user" u on u.id = e.user_id where u.email = $1`, [
      email,
    ]);
    if (rows.length !== 1) throw new Error(`Expected one experiment for ${email}, found ${rows.length}`);
    const shift = (day: string) => {
      const date = new Date(`${day}T12:00:00Z`);
      date.setUTCDate(date.getUTCDate() + days);
      return date.toISOString().slice(0, 10);
    };
    const { id, plan } = rows[0] as (typeof rows)[number];
    const moved = {
      ...plan,
      start: shift(plan.start),
      end: shift(plan.end),
      days: plan.days.map((day) => ({ ...day, date: shift(day.date) })),
    };
    await client.query('update experiments set plan = $2, start = $3 where id = $1', [
      id,
      moved,
      moved.start,
    ]);
  });
}

/**
 * Makes the account's reminders of `kind` due a second ago, as if their time had just come, and
 * queues their job (the app's own sender then handles them as at any due time): a test cannot
 * wait for 08:00. Says how many it moved.
 */
export async function makeRemindersDue(email: string, kind: string): Promise<number> {
  return withClient(async (client) => {
    const { rows } = await client.query<{ id: string }>(
      `update reminders r set next_due_at = now() - interval '1 second'
         from "user" u where u.id = r.user_id and u.email = $1 and r.kind = $2 returning r.id`,
      [email, kind],
    );
    for (const { id } of rows) {
      await client.query(
        `select graphile_worker.add_job('reminder-due', json_build_object('reminderId', $1::text),
           run_at => now() - interval '1 second', max_attempts => 5,
           job_key => 'reminder:' || $1, job_key_mode => 'replace')`,
        [id],
      );
    }
    return rows.length;
  });
}
