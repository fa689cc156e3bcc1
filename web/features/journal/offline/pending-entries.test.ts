import { describe, expect, it } from 'vitest';
import type { JournalEntryDto } from '#domain/journal/journal-entry.ts';
import { foldChange, type JournalChange, type QueuedChange } from './outbox-changes.ts';
import { entriesWithPending, withPendingChanges } from './pending-entries.ts';

const details = {
  mealTime: 'dinner',
  mealSize: 'small',
  mealSource: 'home',
  wasPhotoAnalyzed: false,
} as const;
const onServer = (id: string, content: string, occurredAt: string): JournalEntryDto => ({
  id,
  type: 'food',
  content,
  details,
  occurredAt,
  createdAt: occurredAt,
  updatedAt: occurredAt,
});

let seq = 0;
function queued(change: JournalChange, queuedAt = '2026-03-10T15:00:00.000Z'): QueuedChange {
  seq += 1;
  return foldChange(undefined, change, { userId: 'u1', seq, queuedAt }) as QueuedChange;
}

describe('entriesWithPending', () => {
  const breakfast = onServer('a', 'Eggs', '2026-03-10T08:00:00.000Z');
  const lunch = onServer('b', 'Soup', '2026-03-10T12:00:00.000Z');
  const yesterday = onServer('c', 'Pie', '2026-03-09T19:00:00.000Z');

  it('adds waiting creates of the day, applies waiting edits and leaves out waiting deletes', () => {
    const shown = entriesWithPending(
      [lunch, breakfast],
      [
        queued({
          kind: 'create',
          entry: { id: 'n', type: 'food', date: '2026-03-10', content: 'Rice', details },
        }),
        queued({
          kind: 'create',
          entry: { id: 'o', type: 'food', date: '2026-03-09', content: 'Other day', details },
        }),
        queued({ kind: 'update', base: breakfast, change: { content: 'Eggs and toast', details } }),
        queued({ kind: 'delete', base: lunch }),
        queued({ kind: 'delete', base: yesterday }),
      ],
      '2026-03-10',
      'UTC',
    );
    expect(shown.map(({ entry, pending }) => [entry.content, pending])).toEqual([
      ['Rice', true],
      ['Eggs and toast', true],
    ]);
    // Today's create is placed at the moment it was made, as the server will place it.
    expect(shown[0]?.entry.occurredAt).toBe('2026-03-10T15:00:00.000Z');
  });

  it('places a waiting create for a past day at its slot’s nominal time, in the person’s zone', () => {
    const [shown] = entriesWithPending(
      [],
      [
        queued({
          kind: 'create',
          entry: { id: 'n', type: 'food', date: '2026-03-08', content: 'Stew', details },
        }),
      ],
      '2026-03-08',
      'America/New_York',
    );
    expect(shown?.entry.occurredAt).toBe('2026-03-08T22:30:00.000Z'); // 18:30 EDT, dinner's nominal time
    expect(shown?.pending).toBe(true);
  });

  it('places a waiting create whose slot was over when queued at the slot’s nominal time', () => {
    const [shown] = entriesWithPending(
      [],
      [
        queued({
          kind: 'create',
          entry: {
            id: 'n',
            type: 'food',
            date: '2026-03-10',
            content: 'Porridge',
            details: { ...details, mealTime: 'breakfast' },
          },
        }),
      ],
      '2026-03-10',
      'UTC',
    );
    // Queued at 15:00: breakfast was over, so 8:00, as the server will store it.
    expect(shown?.entry.occurredAt).toBe('2026-03-10T08:00:00.000Z');
  });

  it('moves a waiting edit of the meal slot as the server will, and keeps the time of any other edit', () => {
    const shown = entriesWithPending(
      [lunch, breakfast],
      [
        queued({
          kind: 'update',
          base: lunch,
          change: { content: 'Soup', details: { ...details, mealTime: 'breakfast' } },
        }),
        queued({ kind: 'update', base: breakfast, change: { content: 'Eggs', details } }),
      ],
      '2026-03-10',
      'UTC',
    );
    expect(shown.map(({ entry }) => [entry.id, entry.occurredAt])).toEqual([
      ['b', '2026-03-10T08:00:00.000Z'],
      ['a', '2026-03-10T08:00:00.000Z'],
    ]);
  });

  it('shows the server’s entries alone when nothing waits', () => {
    expect(entriesWithPending([lunch, breakfast], [], '2026-03-10', 'UTC')).toEqual([
      { entry: lunch, pending: false },
      { entry: breakfast, pending: false },
    ]);
  });
});

describe('withPendingChanges', () => {
  it('applies waiting edits and leaves out waiting deletes, keeping the order', () => {
    const a = onServer('a', 'Eggs', '2026-03-10T08:00:00.000Z');
    const b = onServer('b', 'Soup', '2026-03-09T12:00:00.000Z');
    const c = onServer('c', 'Pie', '2026-03-08T19:00:00.000Z');
    const changes = [
      queued({ kind: 'delete', base: b }),
      queued({ kind: 'update', base: c, change: { content: 'Apple pie', details } }),
    ];
    expect(withPendingChanges([a, b, c], changes, 'UTC').map((entry) => entry.content)).toEqual([
      'Eggs',
      'Apple pie',
    ]);
  });
});
