import { randomBytes, randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localDayKey } from '#domain/common/day-boundaries.ts';
import { TIMES_OF_DAY } from '#domain/common/time-of-day.ts';
import { instantAtWallClock } from '#domain/common/zoned-time.ts';
import { MEAL_TIMES } from '#domain/journal/meal-time.ts';
import { type EntrySlot, resolveOccurredAt } from '#domain/journal/nominal-time.ts';
import { databaseUrlOn, dropDatabase, withClient } from '../test/databases.ts';
import { connectDatabase } from './client.ts';
import { migrationsFolder, runMigrations } from './migrate.ts';

// Migration 0007 (decision 017) moves entries written by the earlier rule to the one rule. A
// database is migrated up to 0006, filled with rows as the earlier code wrote them, then migrated to
// the end; each row must then be where domain/journal/nominal-time.ts places it.

const TAG = '0007_entry-times-one-rule';

/** A copy of the migrations folder that stops just before 0007. */
function foldersBefore0007(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'tend-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === TAG);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

const serverUrl = inject('databaseUrl');
const database = `tend_entry_times_${randomBytes(6).toString('hex')}`;
const url = databaseUrlOn(serverUrl, database);
const connection = () => connectDatabase(url, { max: 2 });
let before: string;

beforeAll(async () => {
  before = foldersBefore0007();
  await withClient(databaseUrlOn(serverUrl, 'postgres'), (client) =>
    client.query(`create database ${database}`),
  );
  const { pool } = connection();
  try {
    await migrate(drizzle(pool), { migrationsFolder: before });
  } finally {
    await pool.end();
  }
});

afterAll(async () => {
  rmSync(before, { recursive: true, force: true });
  await dropDatabase(serverUrl, database);
});

type Row = {
  id: string;
  userId: string;
  type: 'food' | 'symptom';
  occurredAt: Date;
  createdAt: Date;
  details: Record<string, unknown>;
};

const isMeal = (slot: EntrySlot) => (MEAL_TIMES as readonly string[]).includes(slot);

function detailsFor(slot: EntrySlot, exactTime?: string): Record<string, unknown> {
  return isMeal(slot)
    ? { mealTime: slot, mealSize: 'medium', mealSource: 'home', wasPhotoAnalyzed: false }
    : { symptomRatings: { Fatigue: 2 }, time_of_day: slot, ...(exactTime ? { exact_time: exactTime } : {}) };
}

/** A row as the earlier code wrote it for today: at the moment of logging, whatever the slot. */
function loggedToday(userId: string, slot: EntrySlot, loggedAt: Date, createdAt = loggedAt): Row {
  return {
    id: randomUUID(),
    userId,
    type: isMeal(slot) ? 'food' : 'symptom',
    occurredAt: loggedAt,
    createdAt,
    details: detailsFor(slot),
  };
}

const local = (zone: string, day: string, hour: number, minute = 0) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return instantAtWallClock({ year, month, day: date, hour, minute }, zone);
};

async function insert(rows: Row[], people: { id: string; zone?: string }[]) {
  await withClient(url, async (client) => {
    for (const person of people) {
      await client.query('insert into "user" (id, name, email) values ($1, $2, $3)', [
        person.id,
        'Test person',
        `${person.id}@example.test`,
      ]);
      if (person.zone !== undefined) {
        await client.query('insert into user_profiles (user_id, timezone) values ($1, $2)', [
          person.id,
          person.zone,
        ]);
      }
    }
    for (const row of rows) {
      // updated_at is the moment the row was written: the migration sets it only on rows it moves.
      await client.query(
        `insert into journal_entries (id, user_id, type, content, occurred_at, details, created_at, updated_at)
         values ($1, $2, $3, '', $4, $5, $6, $6)`,
        [row.id, row.userId, row.type, row.occurredAt, JSON.stringify(row.details), row.createdAt],
      );
    }
  });
}

async function stored(): Promise<Map<string, { occurredAt: string; updatedAt: string }>> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ id: string; occurred_at: Date; updated_at: Date }>(
      'select id, occurred_at, updated_at from journal_entries',
    );
    return new Map(
      rows.map((row) => [
        row.id,
        { occurredAt: row.occurred_at.toISOString(), updatedAt: row.updated_at.toISOString() },
      ]),
    );
  });
}

describe('migration 0007: entries written by the earlier rule, moved to the one rule', () => {
  const zone = 'America/New_York';
  const day = '2026-06-10';
  const person = { id: `p-${randomUUID()}`, zone };
  const at = (hour: number, minute = 0) => local(zone, day, hour, minute);

  // An evening: 5:48 PM in New York.
  const breakfast = loggedToday(person.id, 'breakfast', at(17, 48));
  const morning = loggedToday(person.id, 'morning', at(17, 48));
  const evening = loggedToday(person.id, 'evening', at(17, 45));
  const dinner = loggedToday(person.id, 'dinner', at(17, 48));
  const lateSnack = loggedToday(person.id, 'snacks', at(23, 30));
  const lateNight = loggedToday(person.id, 'night', at(23, 30));
  const lunchOnTime = loggedToday(person.id, 'lunch', at(11, 30));
  // Once, created_at came from the database's clock, a little after the app's "now".
  const olderBreakfast = loggedToday(person.id, 'breakfast', at(13, 5), new Date(at(13, 5).getTime() + 180));
  // A backdated lunch, already at its nominal time.
  const backdated: Row = {
    ...loggedToday(person.id, 'lunch', local(zone, '2026-06-08', 12, 30), at(17, 48)),
  };
  // An exact time later than the moment of logging was stored at that moment; the Journal showed 11 PM.
  const cappedExact: Row = {
    ...loggedToday(person.id, 'night', at(12, 0)),
    details: detailsFor('night', '23:00'),
  };
  // An exact time already where it belongs: never moved, even though its time of day is over.
  const exactOnTime: Row = {
    ...loggedToday(person.id, 'morning', at(7, 15)),
    createdAt: at(17, 48),
    details: detailsFor('morning', '07:15'),
  };
  // Someone without a profile is on UTC; someone whose zone PostgreSQL does not know is left alone.
  const noProfile = { id: `p-${randomUUID()}` };
  const unknownZone = { id: `p-${randomUUID()}`, zone: 'Not/A_Zone' };
  const utcBreakfast = loggedToday(noProfile.id, 'breakfast', new Date('2026-06-10T15:00:00Z'));
  const unknownBreakfast = loggedToday(unknownZone.id, 'breakfast', new Date('2026-06-10T15:00:00Z'));

  // Every slot logged at every hour of a day, in two zones: the SQL must agree with the domain rule.
  const grid: { row: Row; zone: string; slot: EntrySlot }[] = [];
  const gridPeople = [
    { id: `p-${randomUUID()}`, zone: 'Europe/Berlin' },
    { id: `p-${randomUUID()}`, zone: 'Asia/Kolkata' },
  ];
  for (const gridPerson of gridPeople) {
    for (const slot of [...MEAL_TIMES, ...TIMES_OF_DAY]) {
      for (let hour = 0; hour < 24; hour += 1) {
        const loggedAt = local(gridPerson.zone, '2026-03-29', hour, (hour * 7) % 60);
        grid.push({ row: loggedToday(gridPerson.id, slot, loggedAt), zone: gridPerson.zone, slot });
      }
    }
  }

  const named = {
    breakfast,
    morning,
    evening,
    dinner,
    lateSnack,
    lateNight,
    lunchOnTime,
    olderBreakfast,
    backdated,
    cappedExact,
    exactOnTime,
    utcBreakfast,
    unknownBreakfast,
  };
  let after: Map<string, { occurredAt: string; updatedAt: string }>;

  beforeAll(async () => {
    await insert(
      [...Object.values(named), ...grid.map((item) => item.row)],
      [person, noProfile, unknownZone, ...gridPeople],
    );
    const { pool } = connection();
    try {
      await runMigrations(pool);
    } finally {
      await pool.end();
    }
    after = await stored();
  });

  const timeOf = (row: Row) => after.get(row.id)?.occurredAt;

  it('moves a breakfast and a morning check-in caught up in the evening to 8:00 and 9:00 AM', () => {
    expect(timeOf(breakfast)).toBe(at(8, 0).toISOString());
    expect(timeOf(morning)).toBe(at(9, 0).toISOString());
    expect(timeOf(olderBreakfast)).toBe(at(8, 0).toISOString());
    expect(timeOf(utcBreakfast)).toBe('2026-06-10T08:00:00.000Z');
  });

  it('leaves entries whose slot was not over, backdated entries and unknown zones where they were', () => {
    for (const row of [
      evening,
      dinner,
      lateSnack,
      lateNight,
      lunchOnTime,
      backdated,
      exactOnTime,
      unknownBreakfast,
    ]) {
      expect(timeOf(row)).toBe(row.occurredAt.toISOString());
      expect(after.get(row.id)?.updatedAt).toBe(row.createdAt.toISOString());
    }
  });

  it('moves a check-in to the exact time the person gave, once that time has passed', () => {
    expect(timeOf(cappedExact)).toBe(at(23, 0).toISOString());
  });

  it('marks a moved entry as changed, so Insights computed from the old times are not served', () => {
    expect(after.get(breakfast.id)?.updatedAt).not.toBe(breakfast.createdAt.toISOString());
  });

  it('places every slot logged at any hour where the domain rule places it', () => {
    const disagreements = grid.filter(({ row, zone: rowZone, slot }) => {
      const expected = resolveOccurredAt({
        dayKey: localDayKey(row.createdAt, rowZone),
        now: row.createdAt,
        timeZone: rowZone,
        slot,
      });
      return timeOf(row) !== expected.toISOString();
    });
    expect(disagreements.map(({ slot, row }) => `${slot} logged at ${row.createdAt.toISOString()}`)).toEqual(
      [],
    );
    // The grid is not vacuous: some of its rows moved, some stayed.
    const moved = grid.filter(({ row }) => timeOf(row) !== row.occurredAt.toISOString()).length;
    expect(moved).toBeGreaterThan(50);
    expect(moved).toBeLessThan(grid.length - 50);
  });
});
