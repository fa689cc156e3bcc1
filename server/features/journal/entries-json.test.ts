import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '#server/test/test-app.ts';
import { send, signUpInZone } from '#server/test/users.ts';
import { toEntryDto } from './journal.service.ts';

// Today and history send their entries as JSON text built by PostgreSQL (journal.service.ts), not
// through toEntryDto and JSON.stringify. Both must give the client the same entries: every text the
// domain accepts, instants with sub-millisecond digits (PostgreSQL keeps microseconds), in any
// connection time zone.

const clock = new Date('2026-03-10T12:00:00Z');
const { app, pool, close } = createTestApp({ now: () => clock });
afterAll(close);

const awkwardTexts = [
  'Quotes " and \\ backslash, tab\tand\nnew line',
  'Émincé de poulet, crème fraîche — 20 % 🍲',
  'Control \u0001 and \u001f, DEL \u007f, separators \u2028 \u2029',
  '</script><b>not html</b>',
];

describe('entries built as JSON by PostgreSQL', () => {
  it('are what toEntryDto writes, on today and on history, whatever the connection zone', async () => {
    const user = await signUpInZone(app, 'Pacific/Auckland');
    await pool.query(`update "user" set created_at = '2026-01-01T00:00:00Z' where id = $1`, [user.userId]);
    const date = '2026-03-11';
    for (const [index, content] of awkwardTexts.entries()) {
      const body =
        index % 2 === 0
          ? {
              id: randomUUID(),
              type: 'food',
              date,
              content,
              details: {
                mealTime: 'snacks',
                mealSize: 'large',
                mealSource: 'restaurant',
                wasPhotoAnalyzed: true,
              },
            }
          : {
              id: randomUUID(),
              type: 'symptom',
              date,
              content,
              details: {
                symptomRatings: { 'Joint pain': 3, [`Custom "${index}" ✓`]: 5 },
                time_of_day: 'evening',
              },
            };
      expect((await send(app, '/api/journal/entries', { cookie: user.cookie, body })).status).toBe(201);
    }
    // Microseconds the API never writes itself, one of them a hair before the next millisecond.
    await pool.query(
      `update journal_entries set created_at = '2026-03-10T11:59:59.999999Z', updated_at = '2026-03-10T12:00:00.000501Z'
        where user_id = $1`,
      [user.userId],
    );
    // Two of the entries came from an import: they say so, the typed ones have no such key.
    const batch = await pool.query(
      `insert into import_batches (user_id, format, file_name, counts, added)
       values ($1, 'bearable', 'b.csv', '{}', 2) returning id`,
      [user.userId],
    );
    await pool.query(
      `update journal_entries set import_batch_id = $2, import_source_key = 'k:' || id
        where id in (select id from journal_entries where user_id = $1 order by content limit 2)`,
      [user.userId, batch.rows[0].id],
    );
    // Every connection of this app's pool (4) in a zone with a half-hour offset, so that an instant
    // formatted in the connection's zone instead of UTC shows.
    await everyConnection("set timezone = 'America/St_Johns'");
    try {
      const { rows } = await pool.query(
        `select * from journal_entries where user_id = $1 order by occurred_at desc, created_at desc`,
        [user.userId],
      );
      const expected = JSON.parse(
        JSON.stringify(
          rows.map((row) =>
            toEntryDto({
              id: row.id,
              userId: row.user_id,
              type: row.type,
              content: row.content,
              occurredAt: row.occurred_at,
              details: row.details,
              createdAt: row.created_at,
              updatedAt: row.updated_at,
              importBatchId: row.import_batch_id,
              importSourceKey: row.import_source_key,
            }),
          ),
        ),
      );
      expect(expected).toHaveLength(awkwardTexts.length);
      expect(expected[0].createdAt).toBe('2026-03-10T11:59:59.999Z');

      const today = await send(app, '/api/journal/today', { cookie: user.cookie });
      expect(today.headers.get('content-type')).toBe('application/json');
      const todayBody = await today.json();
      // Every entry has the same instants, so the order among them is PostgreSQL's to choose: compare
      // the entries, not their order (the order rule has its own tests in journal.test.ts).
      expect(byId(todayBody.entries)).toEqual(byId(expected));
      expect(Object.keys(todayBody)).toEqual(['date', 'timeZone', 'streak', 'entries']);
      for (const entry of todayBody.entries) {
        const same = expected.find((e: { id: string }) => e.id === entry.id);
        expect(Object.keys(entry)).toEqual(Object.keys(same));
      }
      expect(todayBody.entries.filter((e: { imported?: true }) => e.imported === true)).toHaveLength(2);
      expect(todayBody.entries.filter((e: object) => !('imported' in e))).toHaveLength(
        awkwardTexts.length - 2,
      );

      const history = await send(app, '/api/journal/history?range=all', { cookie: user.cookie });
      expect(history.headers.get('content-type')).toBe('application/json');
      const historyBody = await history.json();
      expect(byId(historyBody.entries)).toEqual(byId(expected));
      expect(historyBody.entries.filter((e: { imported?: true }) => e.imported === true)).toHaveLength(2);
      expect(Object.keys(historyBody)).toEqual([
        'range',
        'page',
        'pageCount',
        'totalDays',
        'today',
        'timeZone',
        'entries',
      ]);
    } finally {
      await everyConnection('reset timezone');
    }
  });
});

async function everyConnection(statement: string) {
  const clients = await Promise.all(Array.from({ length: 4 }, () => pool.connect()));
  try {
    for (const client of clients) await client.query(statement);
  } finally {
    for (const client of clients) client.release();
  }
}

function byId<T extends { id: string }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => a.id.localeCompare(b.id));
}
