import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { JournalEntryDto } from '#domain/journal/journal-entry.ts';
import { keepKnownDay, knownDay } from './last-known-day.ts';

const at = '2026-03-10T12:00:00.000Z';
const meal = (id: string): JournalEntryDto => ({
  id,
  type: 'food',
  content: 'Rice',
  occurredAt: at,
  createdAt: at,
  updatedAt: at,
  details: { mealTime: 'lunch', mealSize: 'medium', mealSource: 'home', wasPhotoAnalyzed: false },
});

/** The browser's localStorage, as far as the module uses it (the web tests run in Node). */
class MemoryStorage {
  #items = new Map<string, string>();
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
  keys() {
    return [...this.#items.keys()];
  }
}

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
});

describe('the last known day', () => {
  it('gives back what was read, per person and per day', () => {
    keepKnownDay(
      'u1',
      { date: '2026-03-10', timeZone: 'UTC', entries: [meal('a')], streak: 3 },
      new Date(at),
    );
    expect(knownDay('u1', '2026-03-10')).toEqual({
      date: '2026-03-10',
      timeZone: 'UTC',
      entries: [meal('a')],
      streak: 3,
      readAt: at,
    });
    expect(knownDay('u2', '2026-03-10')).toBeUndefined();
    expect(knownDay('u1', '2026-03-11')).toBeUndefined();
  });

  it('replaces a day with its newer read, keeping the streak the log page does not know', () => {
    keepKnownDay('u1', { date: '2026-03-10', timeZone: 'UTC', entries: [meal('a')], streak: 3 });
    keepKnownDay('u1', { date: '2026-03-10', timeZone: 'UTC', entries: [meal('a'), meal('b')] });
    expect(knownDay('u1', '2026-03-10')).toMatchObject({ entries: [meal('a'), meal('b')], streak: 3 });
  });

  it('keeps only the newest week of days', () => {
    for (let day = 1; day <= 9; day += 1) {
      keepKnownDay('u1', { date: `2026-03-0${day}`, timeZone: 'UTC', entries: [] });
    }
    expect(knownDay('u1', '2026-03-02')).toBeUndefined();
    expect(knownDay('u1', '2026-03-03')).toBeDefined();
    expect(knownDay('u1', '2026-03-09')).toBeDefined();
  });

  it('ignores what it cannot read, and lives under the prefix sign-out clears', () => {
    storage.setItem('tend-offline:day:u1', '{not json');
    expect(knownDay('u1', '2026-03-10')).toBeUndefined();
    storage.setItem('tend-offline:day:u1', JSON.stringify({ version: 0, days: [] }));
    expect(knownDay('u1', '2026-03-10')).toBeUndefined();
    keepKnownDay('u1', { date: '2026-03-10', timeZone: 'UTC', entries: [] });
    expect(storage.keys()).toEqual(['tend-offline:day:u1']);
  });
});
