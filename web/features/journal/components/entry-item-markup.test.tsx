import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { JournalEntryDto } from '#domain/journal/journal-entry.ts';
import { EntryItem } from './entry-item.tsx';

const typed: JournalEntryDto = {
  id: '6f1d2b1e-0000-4000-8000-000000000001',
  type: 'food',
  content: 'Rye bread, Cheddar',
  occurredAt: '2025-10-01T12:30:00.000Z',
  createdAt: '2025-10-01T12:31:00.000Z',
  updatedAt: '2025-10-01T12:31:00.000Z',
  details: { mealTime: 'lunch', mealSize: 'large', mealSource: 'home', wasPhotoAnalyzed: false },
};

const text = (entry: JournalEntryDto) =>
  renderToStaticMarkup(<EntryItem entry={entry} timeZone="UTC" />).replace(/<[^>]+>/g, '');

describe('an entry in History', () => {
  it('says in words that it was imported, and a typed one says nothing of the kind', () => {
    expect(text({ ...typed, imported: true })).toContain('Meal · Imported');
    expect(text(typed)).not.toContain('Imported');
  });
});
