// One signed-up, onboarded person whose account and journal go back `journalDays` days: what the
// benches that read a long journal (the report, the shared page) start from.

import pg from 'pg';
import { todayKey } from '#domain/common/day-boundaries.ts';
import { seedJournal } from '#server/test/seed-journal.ts';
import { jsonHeaders, signUp } from './accounts.ts';
import { embeddedDatabaseUrl, type RunningApp } from './app-server.ts';

/** A JSON call to the app's API as `cookie`; the answer's JSON (null for an empty body). */
export async function callApi(app: RunningApp, cookie: string, method: string, route: string, body: unknown) {
  const response = await fetch(`${app.url}/api${route}`, {
    method,
    headers: jsonHeaders(app.url, undefined, cookie),
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text}`);
  return text === '' ? null : (JSON.parse(text) as unknown);
}

export async function personWithJournal(
  app: RunningApp,
  options: {
    timeZone: string;
    journalDays: number;
    conditions: string[];
    supplements: string[];
    /** The sign-up's client address, for a bench that signs many people up through a trusted proxy. */
    forwardedFor?: string;
  },
) {
  const person = await signUp(app.url, { name: 'Robin', forwardedFor: options.forwardedFor });
  await callApi(app, person.cookie, 'POST', '/onboarding/complete', {
    name: 'Robin Example',
    conditions: options.conditions,
    medications: ['Methotrexate'],
    supplements: options.supplements,
    symptoms: ['Joint pain', 'Fatigue'],
    dietaryRestrictions: ['none'],
    suspectedTriggers: ['dairy'],
    acceptedTerms: true,
  });
  await callApi(app, person.cookie, 'PUT', '/profile/timezone', { timezone: options.timeZone });
  const client = new pg.Client({ connectionString: embeddedDatabaseUrl(app.dataDir) });
  await client.connect();
  const today = todayKey(new Date(), options.timeZone);
  try {
    // The account is as old as the journal, so no day of it falls before the account began.
    const {
      rows: [user],
    } = await client.query<{ id: string }>(
      `update "user" set created_at = now() - make_interval(days => $2::int + 1) where email = $1 returning id`,
      [person.email, options.journalDays],
    );
    if (!user) throw new Error('The bench person is not in the database.');
    const entries = await seedJournal(client, {
      userId: user.id,
      timeZone: options.timeZone,
      lastDay: today,
      days: options.journalDays,
    });
    return { person, today, entries };
  } finally {
    await client.end();
  }
}
